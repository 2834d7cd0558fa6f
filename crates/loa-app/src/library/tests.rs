//! The library's rules, two tabs and all, on memory shelves.

use crate::i18n::Msg;
use loa_core::{Color, Position, Variant};

use super::*;
use crate::game::{Player, Players};
use crate::session::Style;

const NOW: u64 = 1_700_000_000_000;

fn store(shelf: &MemoryShelf) -> Store<MemoryShelf> {
    Store::new(shelf.clone(), "/loa/index.html")
}

fn session(moves: &[&str]) -> Session {
    let players = Players { black: Player::Human, white: Player::Computer, level: 2 };
    let mut line = GameLine::new(Position::new(Variant::Standard), players);
    for text in moves {
        let m = line.position().parse_move(text).unwrap();
        line.play(m).unwrap();
    }
    Session::new(line, Style::Game, 3)
}

fn library(shelf: &MemoryShelf) -> Library<MemoryShelf> {
    Library::new(Some(store(shelf)), Kept::fresh(NOW, 1))
}

#[test]
fn a_game_is_kept_from_its_first_move_and_not_rewritten_unchanged() {
    let shelf = MemoryShelf::default();
    let mut lib = library(&shelf);
    let nothing = lib.save(&session(&[]), &[], NOW, 2);
    assert!(nothing.notice.is_none() && !nothing.ask_persistence, "nothing played yet");
    assert!(store(&shelf).ids().is_empty());
    let saved = lib.save(&session(&["b1-b3"]), &[], NOW + 1, 2);
    assert!(saved.ask_persistence && saved.notice.is_none());
    assert_eq!(store(&shelf).ids(), [lib.kept().id.clone()]);
    let rev = lib.kept().rev;
    // A reload's save of the same game writes nothing: its date stays the day it was played.
    let _ = lib.save(&session(&["b1-b3"]), &[], NOW + 60_000, 2);
    assert_eq!(lib.kept().rev, rev);
    let _ = lib.save(&session(&["b1-b3", "h2-f4"]), &[], NOW + 60_000, 2);
    assert_eq!(lib.kept().rev, rev + 1);
    assert!(!lib.save(&session(&["b1-b3", "h2-f4", "c1-c3"]), &[], NOW + 70_000, 2).ask_persistence, "asked once");
}

#[test]
fn a_game_played_on_in_another_tab_is_kept_apart_never_overwritten() {
    let shelf = MemoryShelf::default();
    let mut one = library(&shelf);
    let _ = one.save(&session(&["b1-b3"]), &[], NOW, 2);
    // The second tab opens the same game and plays on.
    let mut two = Library::new(Some(Store::new(shelf.other_tab(), "/loa/")), Kept::fresh(NOW, 9));
    let id = one.kept().id.clone();
    assert!(two.open(&id).is_some());
    let _ = two.save(&session(&["b1-b3", "h2-f4"]), &[], NOW + 5, 3);
    // The first tab's next save finds another tab's text: its game becomes a new entry.
    let saved = one.save(&session(&["b1-b3", "a2-c2"]), &[], NOW + 10, 4);
    assert_eq!(saved.notice.map(|n| n.text.id()), Some(Some(Msg::LibraryForked)));
    assert_ne!(one.kept().id, id);
    let mut ids = store(&shelf).ids();
    ids.sort();
    assert_eq!(ids.len(), 2, "both kept: {ids:?}");
}

#[test]
fn a_full_storage_is_said_once_with_the_export_offered() {
    let mut shelf = MemoryShelf::default();
    shelf.full = true;
    let mut lib = library(&shelf);
    let first = lib.save(&session(&["b1-b3"]), &[], NOW, 2).notice.unwrap();
    assert!(matches!(first.offer, Some(Offer::Export)));
    assert!(lib.save(&session(&["b1-b3", "h2-f4"]), &[], NOW, 2).notice.is_none());
}

#[test]
fn another_tabs_move_is_followed_unless_the_text_is_this_tabs_own() {
    let shelf = MemoryShelf::default();
    let mut one = library(&shelf);
    let _ = one.save(&session(&["b1-b3"]), &[], NOW, 2);
    let id = one.kept().id.clone();
    let key = store(&shelf).keys().game(&id);
    let own = one.kept().last.clone();
    assert!(one.followed(&key, own).is_none(), "its own write");
    let mut two = Library::new(Some(Store::new(shelf.other_tab(), "/loa/")), Kept::fresh(NOW, 9));
    let _ = two.open(&id);
    let _ = two.save(&session(&["b1-b3", "h2-f4"]), &[], NOW + 5, 3);
    let restored = one.followed(&key, store(&shelf).read(&id)).unwrap();
    assert_eq!(restored.game.ply(), 2);
    assert!(one.followed("loa/other", Some("{}".into())).is_none());
}

#[test]
fn a_link_continues_the_game_it_answers_and_names_this_players_side() {
    let shelf = MemoryShelf::default();
    let mut st = store(&shelf);
    let players = Players { black: Player::Human, white: Player::Human, ..Players::default() };
    let pairs = |moves: &str, id: &str| -> Vec<(String, String)> {
        vec![
            ("black".into(), "human".into()),
            ("white".into(), "human".into()),
            ("moves".into(), moves.into()),
            ("game".into(), id.into()),
            ("theme".into(), "x".into()),
        ]
    };
    // A friend's game arrives: a new entry with the link's id, this player to move.
    let arrival = arrival::arrive(&pairs("b1-b3", "abc-1"), Some(&mut st), NOW, 7);
    assert_eq!(arrival.kept.id, "abc-1");
    assert_eq!(arrival.kept.me, Some(Color::White));
    assert!(arrival.drop_game_from_address);
    assert_eq!(arrival::address_without_game(&pairs("", "x")), [("theme".to_owned(), "x".to_owned())]);
    assert_eq!(arrival.game.players, players);
    let mut lib = Library::new(Some(st), arrival.kept);
    let mut s = Session::new(arrival.game, Style::Game, 1);
    let _ = s.play(s.line().position().parse_move("h2-f4").unwrap());
    let _ = lib.save(&s, &[], NOW + 1, 8);
    // The friend's reply continues it.
    let mut st = store(&shelf);
    let arrival = arrival::arrive(&pairs("b1-b3 h2-f4 c1-c3", "abc-1"), Some(&mut st), NOW + 2, 7);
    assert_eq!((arrival.kept.id.as_str(), arrival.game.ply()), ("abc-1", 3));
    assert_eq!(arrival.kept.me, Some(Color::White), "this player's side, as saved");
    // An older link to it opens the game as it stands here.
    let arrival = arrival::arrive(&pairs("b1-b3", "abc-1"), Some(&mut st), NOW + 3, 7);
    assert_eq!(arrival.game.ply(), 2);
}

#[test]
fn without_a_link_the_tabs_game_then_the_newest_opens() {
    let shelf = MemoryShelf::default();
    let mut lib = library(&shelf);
    let _ = lib.save(&session(&["b1-b3"]), &[], NOW, 2);
    let mut other = Library::new(Some(Store::new(shelf.other_tab(), "/loa/")), Kept::fresh(NOW + 1, 5));
    let _ = other.save(&session(&["b1-b3", "h2-f4"]), &[], NOW + 1, 5);
    // This tab's own game.
    let mut st = Store::new(shelf.clone(), "/loa/");
    let a = arrival::arrive(&[], Some(&mut st), NOW + 2, 1);
    assert_eq!(a.game.ply(), 1);
    // A new tab: the newest.
    let mut st = Store::new(shelf.other_tab(), "/loa/");
    assert_eq!(arrival::arrive(&[], Some(&mut st), NOW + 2, 1).game.ply(), 2);
    // Nothing kept: a new game.
    assert_eq!(arrival::arrive::<MemoryShelf>(&[], None, NOW, 1).game.ply(), 0);
}

#[test]
fn an_unreadable_game_stays_kept_and_is_said() {
    let shelf = MemoryShelf::default();
    let mut st = store(&shelf);
    st.write("bad-1", "{not json").unwrap();
    st.set_current("bad-1");
    let a = arrival::arrive(&[], Some(&mut st), NOW, 1);
    assert_eq!(a.notices.len(), 1);
    assert_eq!(a.notices[0].text.id(), Some(Msg::LibraryUnreadableKept));
    assert_eq!(st.read("bad-1").as_deref(), Some("{not json"), "never deleted");
    let mut lib = Library::new(Some(st), a.kept);
    let list = lib.list();
    assert_eq!(list.unreadable.len(), 1);
    assert_eq!(lib.record("bad-1").map(|r| r.1), Some(list::Format::Raw));
}

#[test]
fn deleting_is_the_players_choice_and_says_whether_it_was_the_open_game() {
    let shelf = MemoryShelf::default();
    let mut lib = library(&shelf);
    let _ = lib.save(&session(&["b1-b3"]), &[], NOW, 2);
    let id = lib.kept().id.clone();
    assert_eq!(lib.list().games.len(), 1);
    assert!(lib.list().games[0].open_now);
    assert!(lib.delete(&id));
    assert!(lib.list().games.is_empty());
    assert!(store(&shelf).ids().is_empty());
}

#[test]
fn each_listed_game_carries_a_picture_of_its_last_position() {
    let shelf = MemoryShelf::default();
    let mut lib = library(&shelf);
    let _ = lib.save(&session(&["b1-b3", "h2-f4"]), &[], NOW, 2);
    let list = lib.list();
    let picture = list.games[0].picture.as_deref().expect("a readable game has its picture");
    // The last move's two squares are tinted; every piece is drawn; no coordinates in a thumbnail.
    assert_eq!(picture.matches("class=\"lm\"").count(), 2, "{picture}");
    assert_eq!(picture.matches("href=\"#loa-b\"").count() + picture.matches("href=\"#loa-w\"").count(), 24);
    // b3 (Black) at column 1, row 5; f4 (White) at column 5, row 4; b1 and h2 left empty.
    assert!(picture.contains("<use href=\"#loa-b\" x=\"1.5\" y=\"5.5\"/>"), "{picture}");
    assert!(picture.contains("<use href=\"#loa-w\" x=\"5.5\" y=\"4.5\"/>"), "{picture}");
    assert!(!picture.contains("x=\"1.5\" y=\"7.5\"") && !picture.contains("<text"), "{picture}");
}

#[test]
fn a_games_record_downloads_under_its_day_and_players() {
    let shelf = MemoryShelf::default();
    let mut lib = library(&shelf);
    let _ = lib.save(&session(&["b1-b3"]), &[], NOW, 2);
    let id = lib.kept().id.clone();
    // NOW is 2023-11-14 (UTC); the person played Black against the level-2 computer.
    assert_eq!(lib.file_name(&id).as_deref(), Some("lines-of-action-2023-11-14-you-computer-level-2-novice.sgf"));
    assert_eq!(lib.file_name("no-such-game"), None);
    // Two people at one device: the day alone.
    let players = Players { black: Player::Human, white: Player::Human, level: 2 };
    let mut line = GameLine::new(Position::new(Variant::Standard), players);
    line.play(line.position().parse_move("b1-b3").unwrap()).unwrap();
    let mut two = library(&MemoryShelf::default());
    let _ = two.save(&Session::new(line, Style::Game, 3), &[], NOW, 2);
    let id = two.kept().id.clone();
    assert_eq!(two.file_name(&id).as_deref(), Some("lines-of-action-2023-11-14.sgf"));
    // In Russian the names stay in their letters.
    crate::i18n::set_lang(crate::i18n::Lang::Ru);
    let name = lib.file_name(&lib.kept().id.clone());
    crate::i18n::set_lang(crate::i18n::Lang::En);
    assert_eq!(name.as_deref(), Some("lines-of-action-2023-11-14-Вы-Компьютер-уровень-2-Ученик.sgf"));
}
