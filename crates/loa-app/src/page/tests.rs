//! The game page driven as the browser drives it, on a memory shelf: each event's effects.

use loa_core::{Move, Position, Square, Variant};

use super::new_game::Form;
use super::tools::Use;
use super::*;
use crate::game::{GameLine, Player, Players};
use crate::i18n::Msg;
use crate::library::{MemoryShelf, Offer};
use crate::protocol::{FromWorker, PositionReview};
use crate::review::Judgement;
use crate::session::EngineFailure;
use crate::worker::Report;

const NOW: u64 = 1_750_000_000_000;

fn opening(shelf: &MemoryShelf, query: &[(&str, &str)]) -> Opening<MemoryShelf> {
    Opening {
        store: Some(Store::new(shelf.clone(), "/loa/")),
        blocked: false,
        query: query.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect(),
        base: "https://example.org/loa/".to_owned(),
        cores: 2,
        seed: 11,
    }
}

fn page(shelf: &MemoryShelf) -> Page<MemoryShelf> {
    Page::open(opening(shelf, &[]), NOW).0
}

fn mv(page: &Page<MemoryShelf>, text: &str) -> Move {
    page.session().line().shown().parse_move(text).unwrap()
}

/// The start order sent to `worker`, if any.
fn started(fx: &Effects, worker: Worker) -> Option<u32> {
    fx.workers.iter().rev().find_map(|(w, o)| match o {
        Order::Start { request, .. } if *w == worker => Some(request.id),
        _ => None,
    })
}

fn said(text: &Option<Text>) -> Option<Msg> {
    text.as_ref().and_then(Text::id)
}

#[test]
fn a_first_visit_opens_a_game_against_the_computer_kept_from_its_first_move() {
    let shelf = MemoryShelf::default();
    let (mut page, fx) = Page::open(opening(&shelf, &[]), NOW);
    assert!(fx.redraw.board && fx.message.is_none());
    assert_eq!(page.session().line().players.white, Player::Computer);
    let fx = page.play(mv(&page, "b1-b3"), NOW + 1_000);
    let id = started(&fx, Worker::Computer).expect("the computer is asked");
    assert!(fx.ask_persistence, "a game worth keeping: the browser is asked once");
    assert_eq!(Store::new(shelf.clone(), "/loa/").ids().len(), 1);
    let answer = Report::BestMove { id, best: Some(mv(&page, "h2-f4")), info: None };
    let fx = page.engine(Worker::Computer, answer, NOW + 2_000);
    assert_eq!(fx.played.map(|p| p.m.to_string()).as_deref(), Some("h2-f4"));
    // A reload opens the same game.
    let again = Page::open(opening(&shelf, &[]), NOW + 3_000).0;
    assert_eq!(again.session().line().ply(), 2);
}

#[test]
fn a_friends_link_is_kept_under_its_id_and_dropped_from_the_address() {
    let shelf = MemoryShelf::default();
    let query = [("black", "human"), ("white", "human"), ("moves", "b1-b3"), ("game", "abc-1"), ("lang", "ca")];
    let (page, fx) = Page::open(opening(&shelf, &query), NOW);
    assert_eq!(fx.address, Some(vec![("lang".to_owned(), "ca".to_owned())]));
    assert_eq!(page.library().kept().id, "abc-1");
    assert_eq!(page.friend_side(), Some(loa_core::Color::White));
    assert!(page.controls().side.is_some());
    let link = page.link();
    assert!(link.starts_with("https://example.org/loa/?") && link.contains("game=abc-1"), "{link}");
    assert!(link.contains("moves=b1-b3"), "{link}");
}

#[test]
fn the_hint_is_asked_shown_saved_and_never_offered_after_the_game_ends() {
    let shelf = MemoryShelf::default();
    let mut page = page(&shelf);
    assert!(page.controls().hint);
    let fx = page.ask_hint();
    let id = started(&fx, Worker::Hint).expect("the hint's worker is asked");
    assert_eq!(said(&fx.announce), Some(Msg::HintThinking));
    assert!(page.controls().hint_busy);
    let m = mv(&page, "b1-b3");
    let fx = page.engine(Worker::Hint, Report::BestMove { id, best: Some(m), info: None }, NOW + 10);
    assert_eq!(said(&fx.announce), Some(Msg::HintShown));
    assert_eq!(page.board_view().arrow, Some(m));
    assert_eq!(Store::new(shelf.clone(), "/loa/").ids().len(), 1, "a game with a hint is kept");
    let _ = page.resign(NOW + 20);
    assert!(!page.controls().hint, "no hint after a resignation");
    assert!(page.ask_hint().workers.is_empty());
}

#[test]
fn the_analysis_board_starts_its_panels_workers_and_closing_shuts_them_down() {
    let shelf = MemoryShelf::default();
    let mut page = page(&shelf);
    let _ = page.play(mv(&page, "b1-b3"), NOW);
    let fx = page.open_analysis(NOW + 1);
    assert!(fx.workers.contains(&(Worker::Computer, Order::Stop)), "the computer waits");
    let id = started(&fx, Worker::Analysis(0)).expect("the panel analyses");
    assert!(!page.controls().analyse);
    let info = crate::protocol::SearchInfo {
        id,
        depth: 3,
        score: String::new(),
        score_value: 10,
        nodes: 100.0,
        time_ms: 5.0,
        pv: vec!["h2-f4".into()],
        lines: vec![crate::protocol::LineInfo {
            first: "h2-f4".into(),
            score: String::new(),
            score_value: 10,
            pv: vec!["h2-f4".into(), "c1-c3".into()],
        }],
        shortest: false,
    };
    let fx = page.engine(Worker::Analysis(0), Report::Info(info), NOW + 2);
    assert!(fx.panel);
    assert_eq!(page.panel_view().map(|v| v.lines.len()), Some(1));
    let fx = page.play_line(0, NOW + 3);
    assert!(fx.announce.is_some());
    assert_eq!(page.session().line().ply(), 3);
    let fx = page.close_analysis(NOW + 4);
    assert!(fx.workers.iter().any(|(w, o)| *w == Worker::Analysis(0) && *o == Order::Shutdown));
    assert_eq!(page.session().line().ply(), 1, "the game as it was");
    assert!(page.panel_view().is_none());
}

#[test]
fn a_finished_review_goes_to_the_first_marked_move() {
    let shelf = MemoryShelf::default();
    let players = Players { black: Player::Human, white: Player::Human, level: 3 };
    let mut line = GameLine::new(Position::new(Variant::Standard), players);
    for text in ["b1-b3", "h2-f4", "c1-c3"] {
        let m = line.position().parse_move(text).unwrap();
        line.play(m).unwrap();
    }
    let mut page = page(&shelf);
    let _ = page.replace_game(line, Text::message(Msg::GameImported, []), NOW);
    let fx = page.start_review(NOW);
    let id = started(&fx, Worker::Review).expect("the review's worker is asked");
    assert_eq!(page.review_view().state, "running");
    // Even, then White's h2-f4 gives Black a forced win (scores are the side to move's).
    let mut graphs = Vec::new();
    for (ply, score_value) in [(0, 0), (1, 0), (2, 90_000), (3, -90_000)] {
        let r = PositionReview { id, ply, score_value, best: Some("a2-c2".into()), depth: 8 };
        let _ = page.engine(Worker::Review, Report::Reviewed(r), NOW + 10);
        graphs.push(page.review_view().graph.expect("the graph, once begun"));
    }
    // The page rewrites each part of the graph only when it changed: the curve grows with each
    // position judged, the axis changes only when a mark appears.
    assert_ne!(graphs[0].curve, graphs[1].curve);
    assert_eq!(graphs[0].axis, graphs[1].axis, "no mark yet");
    assert_ne!(graphs[1].axis, graphs[3].axis, "the blunder's symbol");
    let fx = page.engine(Worker::Review, Report::BestMove { id, best: None, info: None }, NOW + 2_000);
    let view = page.review_view();
    assert_eq!(view.state, "done");
    let first = view.marks.iter().position(Option::is_some).expect("a marked move");
    assert!(fx.redraw.board, "the board goes to it");
    assert_eq!(page.session().line().view(), first + 1);
    assert!(view.marks[first].as_ref().is_some_and(|(j, _)| *j == Judgement::Blunder.name()), "{:?}", view.marks);
}

#[test]
fn the_result_box_folds_while_the_review_shows() {
    let shelf = MemoryShelf::default();
    let mut page = page(&shelf);
    let _ = page.play(mv(&page, "b1-b3"), NOW + 1);
    let _ = page.resign(NOW + 2);
    assert!(!page.result_view().expect("the game is over").folded);
    let _ = page.start_review(NOW + 3);
    assert!(page.result_view().unwrap().folded, "the graph and marks under the board");
    let _ = page.close_review();
    assert!(!page.result_view().unwrap().folded);
}

#[test]
fn a_worker_of_another_build_offers_a_reload() {
    let shelf = MemoryShelf::default();
    let mut page = page(&shelf);
    let failed = Report::Failed { failure: EngineFailure::StaleBuild, retrying: false };
    let fx = page.engine(Worker::Computer, failed, NOW);
    let Some(Message::Show(notice)) = fx.message else { panic!("no notice") };
    assert_eq!(notice.text.id(), Some(Msg::BuildStale));
    assert!(matches!(notice.offer, Some(Offer::Reload)));
    assert!(page.take_offer(NOW).reload);
}

#[test]
fn another_tabs_move_is_followed_and_a_deleted_open_game_is_replaced() {
    let shelf = MemoryShelf::default();
    let mut one = page(&shelf);
    let _ = one.play(mv(&one, "b1-b3"), NOW);
    let id = one.library().kept().id.clone();
    let mut two = Page::open(opening(&shelf.other_tab(), &[]), NOW + 1).0;
    let _ = two.open_game(&id, NOW + 2);
    let black = two.session().line().players.black;
    assert_eq!(black, Player::Human);
    // The computer's answer in tab two reaches tab one through the storage event.
    let store = Store::new(shelf.clone(), "/loa/");
    let key = store.keys().game(&id);
    let mut line = two.session().line().clone();
    line.play(line.position().parse_move("h2-f4").unwrap()).unwrap();
    let _ = two.replace_game(line, Text::message(Msg::GameImported, []), NOW + 3);
    let _ = store;
    let fx = one.storage_changed(&key, Some("not this tab's".into()), NOW + 4);
    assert!(fx.announce.is_none(), "an unreadable text is left alone");
    let fx = one.delete_game(&id, NOW + 5);
    assert!(fx.redraw.board);
    assert_eq!(one.session().line().ply(), 0);
    assert_ne!(one.library().kept().id, id);
}

#[test]
fn the_new_game_dialog_starts_a_new_entry_and_keeps_the_old_game() {
    let shelf = MemoryShelf::default();
    let mut page = page(&shelf);
    let _ = page.play(mv(&page, "b1-b3"), NOW);
    let old = page.library().kept().id.clone();
    let form = Form { mode: "hvh".into(), ..Form::of(page.session().line()) };
    let fx = page.start_new_game(&form, false, NOW + 1);
    assert_eq!(said(&fx.announce), Some(Msg::NewGameStarted));
    assert_ne!(page.library().kept().id, old);
    assert_eq!(page.session().line().players.white, Player::Human);
    let _ = page.play(mv(&page, "b1-b3"), NOW + 2);
    assert_eq!(Store::new(shelf.clone(), "/loa/").ids().len(), 2);
}

#[test]
fn an_unreadable_record_is_refused_with_why_and_the_game_goes_on() {
    let shelf = MemoryShelf::default();
    let mut page = page(&shelf);
    let _ = page.play(mv(&page, "b1-b3"), NOW);
    assert!(page.import("1. b1-b4", NOW).is_err());
    assert_eq!(page.session().line().ply(), 1);
    let fx = page.import("1. b1-b3 h2-f4", NOW).unwrap();
    assert_eq!(fx.dialog, Some(Dialog::Close("record-dialog")));
    assert_eq!(page.session().line().ply(), 2);
    assert!(page.record(true).contains("B[b1-b3]"));
}

#[test]
fn the_editors_position_is_analysed_unkept_or_played_against_the_computer() {
    let shelf = MemoryShelf::default();
    let mut page = page(&shelf);
    let _ = page.play(mv(&page, "b1-b3"), NOW);
    let _ = page.open_editor();
    page.editor_preset(crate::editor::Preset::Empty);
    assert!(page.use_position(Use::Analyse, NOW).is_err(), "an empty board cannot be played");
    assert!(page.editor().unwrap().view(loa_core::Rules::OLYMPIAD).error.is_some());
    page.editor_preset(crate::editor::Preset::ScrambledEggs);
    let said = page.editor_paint("d4".parse::<Square>().unwrap());
    assert!(said.is_some_and(|s| s.starts_with("d4, ")));
    page.editor_preset(crate::editor::Preset::ScrambledEggs);
    let fx = page.use_position(Use::Analyse, NOW + 1).unwrap();
    assert_eq!(fx.dialog, Some(Dialog::Close("editor-dialog")));
    assert!(page.session().is_analysing());
    let _ = page.open_editor();
    let fx = page.use_position(Use::Computer, NOW + 2).unwrap();
    assert_eq!(said_of(&fx), Some(Msg::EditorGameStarted));
    assert!(!page.session().is_analysing());
    assert_eq!(page.session().line().players.white, Player::Computer);
}

fn said_of(fx: &Effects) -> Option<Msg> {
    said(&fx.announce)
}

#[test]
fn a_message_is_said_again_in_the_new_language() {
    let shelf = MemoryShelf::default();
    let mut opening = opening(&shelf, &[]);
    opening.blocked = true;
    let (mut page, fx) = Page::open(opening, NOW);
    assert!(matches!(fx.message, Some(Message::Show(ref n)) if n.text.id() == Some(Msg::StorageBlocked)));
    let fx = page.language_changed();
    assert!(matches!(fx.message, Some(Message::Show(ref n)) if n.text.id() == Some(Msg::StorageBlocked)));
    let _ = page.dismiss_message();
    assert!(page.language_changed().message.is_none());
}

#[test]
fn a_worker_message_for_the_page_is_read_by_the_links_of_this_module() {
    // The page's reports come from `worker::life`: a best move for another search is not heard.
    let mut link = crate::worker::life::Link::new();
    assert!(link.message(Ok(FromWorker::Ready), "x").iter().all(|d| !matches!(d, crate::worker::life::Do::Post(_))));
}

#[test]
fn no_hint_arrow_once_the_game_has_ended_even_one_asked_before() {
    let shelf = MemoryShelf::default();
    let mut page = page(&shelf);
    // A hint shown, then a resignation: the arrow goes, the button stays in place disabled.
    let id = started(&page.ask_hint(), Worker::Hint).unwrap();
    let m = mv(&page, "b1-b3");
    let _ = page.engine(Worker::Hint, Report::BestMove { id, best: Some(m), info: None }, NOW + 10);
    assert_eq!(page.board_view().arrow, Some(m));
    let _ = page.ask_resign();
    let _ = page.take_offer(NOW + 20);
    assert!(page.session().is_over());
    assert_eq!(page.board_view().arrow, None, "no arrow after a resignation");
    let c = page.controls();
    assert!(!c.hint && c.hint_placed, "Hint disabled in its place");
    // A hint asked before the end and answered after it is neither drawn nor said.
    let mut page = Page::open(opening(&MemoryShelf::default(), &[]), NOW).0;
    let id = started(&page.ask_hint(), Worker::Hint).unwrap();
    let _ = page.resign(NOW + 20);
    let fx = page.engine(Worker::Hint, Report::BestMove { id, best: Some(m), info: None }, NOW + 30);
    assert_eq!(said(&fx.announce), None);
    assert_eq!(page.board_view().arrow, None);
}

#[test]
fn resigning_is_asked_in_the_page_and_only_its_button_resigns() {
    let shelf = MemoryShelf::default();
    let mut page = page(&shelf);
    let _ = page.play(mv(&page, "b1-b3"), NOW);
    let fx = page.ask_resign();
    let Some(Message::Show(notice)) = fx.message else { panic!("the question is shown") };
    assert_eq!(notice.text.id(), Some(Msg::ResignConfirm));
    assert!(matches!(notice.offer, Some(Offer::Resign)));
    assert!(!page.session().is_over(), "asking is not resigning");
    let _ = page.dismiss_message();
    let _ = page.take_offer(NOW + 1);
    assert!(!page.session().is_over(), "dismissed: the game goes on");
    let _ = page.ask_resign();
    let fx = page.take_offer(NOW + 2);
    assert!(page.session().is_over());
    assert!(matches!(fx.message, Some(Message::Hide)));
}

#[test]
fn the_welcome_shows_on_a_first_visit_only_and_not_again_once_dismissed() {
    let shelf = MemoryShelf::default();
    let first = page(&shelf);
    assert!(first.controls().welcome && first.controls().reminder);
    // A reload before anything was done: still a first visit.
    let mut page2 = Page::open(opening(&shelf, &[]), NOW + 1).0;
    assert!(page2.controls().welcome);
    let fx = page2.dismiss_welcome();
    assert!(fx.redraw.board);
    assert!(!page2.controls().welcome);
    assert!(page2.controls().reminder, "the reminder stays until a few moves are made");
    let again = Page::open(opening(&shelf, &[]), NOW + 2).0;
    assert!(!again.controls().welcome && !again.controls().reminder, "dismissed: never again");
    // Playing is coming back: the game is kept, and the next visit has no welcome.
    let shelf = MemoryShelf::default();
    let mut page = Page::open(opening(&shelf, &[]), NOW).0;
    let _ = page.play(mv(&page, "b1-b3"), NOW + 1);
    assert!(!Page::open(opening(&shelf, &[]), NOW + 2).0.controls().welcome);
    // A game brought by a link is no first visit to welcome.
    let linked = Page::open(opening(&MemoryShelf::default(), &[("moves", "b1-b3")]), NOW).0;
    assert!(!linked.controls().welcome);
}

#[test]
fn the_reminder_goes_after_the_newcomers_first_moves() {
    let shelf = MemoryShelf::default();
    let mut page = page(&shelf);
    for ply in [0, 2, 4] {
        assert!(page.controls().reminder, "still there before move {ply}");
        let fx = page.play(quiet_move(page.session().line().position()), NOW + ply);
        let id = started(&fx, Worker::Computer).unwrap();
        let best = Some(quiet_move(page.session().line().position()));
        let _ = page.engine(Worker::Computer, Report::BestMove { id, best, info: None }, NOW + ply + 1);
    }
    assert!(!page.controls().reminder);
}

#[test]
fn play_the_beginner_starts_a_level_one_game_and_puts_the_welcome_away() {
    let shelf = MemoryShelf::default();
    let mut page = page(&shelf);
    let _ = page.play_beginner(NOW + 5);
    let players = page.session().line().players;
    assert_eq!((players.black, players.white, players.level), (Player::Human, Player::Computer, 1));
    assert!(!page.controls().welcome);
    assert!(!Page::open(opening(&shelf, &[]), NOW + 6).0.controls().welcome);
}

/// A legal move of `pos` that does not end the game.
fn quiet_move(pos: &Position) -> Move {
    let quiet = |m: &Move| {
        let mut after = pos.clone();
        after.play(*m).is_ok() && !after.is_game_over()
    };
    pos.legal_moves().iter().copied().find(quiet).expect("a quiet move")
}

/// A game against the computer (White) from `position`, after the person's first legal move and
/// the computer's first legal answer.
fn after_a_move_each(position: &str) -> Page<MemoryShelf> {
    let query = [("black", "human"), ("white", "computer"), ("level", "3"), ("position", position)];
    let mut page = Page::open(opening(&MemoryShelf::default(), &query), NOW).0;
    assert!(!page.controls().offer_draw, "no offer before a move");
    let first = quiet_move(page.session().line().position());
    let fx = page.play(first, NOW + 1);
    let id = started(&fx, Worker::Computer).unwrap();
    let best = Some(quiet_move(page.session().line().position()));
    let _ = page.engine(Worker::Computer, Report::BestMove { id, best, info: None }, NOW + 2);
    page
}

#[test]
fn the_computer_answers_a_draw_by_its_evaluation_and_says_so() {
    // The computer's pieces in the corners, the person's nearly joined: it takes the draw.
    let mut page = after_a_move_each("w6w/8/8/3bb3/3b4/8/1b6/w6w b");
    assert!(page.controls().offer_draw);
    let fx = page.offer_draw(NOW + 3);
    let Some(Message::Show(notice)) = fx.message else { panic!("the computer says its answer") };
    assert_eq!(notice.text.id(), Some(Msg::DrawComputerAccepts));
    assert!(page.session().is_over());
    assert_eq!(page.result_view().unwrap().how, "agreed");
    // The other way round: it declines, and the game goes on.
    let mut page = after_a_move_each("b6b/8/8/3ww3/3w4/8/1w6/b6b b");
    let fx = page.offer_draw(NOW + 3);
    let Some(Message::Show(notice)) = fx.message else { panic!("the computer says its answer") };
    assert_eq!(notice.text.id(), Some(Msg::DrawComputerDeclines));
    assert_eq!(said(&fx.announce), Some(Msg::DrawComputerDeclines));
    assert!(!page.session().is_over());
}

#[test]
fn a_deleted_game_can_be_brought_back_while_the_list_shows() {
    let shelf = MemoryShelf::default();
    let mut page = page(&shelf);
    let _ = page.play(mv(&page, "b1-b3"), NOW);
    let id = page.library().kept().id.clone();
    let _ = page.delete_game(&id, NOW + 1);
    assert!(page.library_mut().list().games.is_empty());
    let (said, undo) = page.library_mut().list().deleted.expect("the deletion can be undone");
    assert!(!said.is_empty() && !undo.is_empty());
    assert!(page.undo_delete());
    let list = page.library_mut().list();
    assert_eq!(list.games.iter().map(|g| g.id.as_str()).collect::<Vec<_>>(), [id.as_str()]);
    assert!(list.deleted.is_none());
    assert_eq!(list.games[0].played_ms, NOW, "kept as it was, its date too");
    assert!(!page.undo_delete(), "once");
}

#[test]
fn your_games_says_each_result_from_the_players_side_with_the_action_that_fits() {
    use crate::i18n::tr;
    use crate::library::list::First;
    let shelf = MemoryShelf::default();
    // Won against the computer (Black connects), then one unfinished with the person to move.
    let won = [("black", "human"), ("white", "computer"), ("level", "1"), ("position", "w7/8/8/8/8/4b3/1bb5/7w b")];
    let mut page = Page::open(opening(&shelf, &won), NOW).0;
    let _ = page.play(mv(&page, "e3-d3"), NOW + 1);
    assert!(page.session().is_over());
    let query = [("black", "human"), ("white", "computer"), ("level", "1")];
    let mut page = Page::open(opening(&shelf, &query), NOW + 2).0;
    let fx = page.play(mv(&page, "b1-b3"), NOW + 3);
    let id = started(&fx, Worker::Computer).unwrap();
    let _ = page.engine(Worker::Computer, Report::BestMove { id, best: Some(mv(&page, "h2-f4")), info: None }, NOW + 4);
    let list = page.library_mut().list();
    let seen: Vec<(String, &str)> = list.games.iter().map(|g| (g.standing.clone(), g.first.name())).collect();
    assert_eq!(seen, [(tr(Msg::LibraryUnfinishedYours, &[]), "resume"), (tr(Msg::LibraryYouWon, &[]), "review")]);
    assert!(matches!(list.games[1].first, First::Review(_)));
    // Its date is when it was played: a reload later does not move it.
    let dates: Vec<u64> = list.games.iter().map(|g| g.played_ms).collect();
    let mut again = Page::open(opening(&shelf, &[]), NOW + 60_000).0;
    let _ = again.tick(NOW + 61_000);
    let later: Vec<u64> = again.library_mut().list().games.iter().map(|g| g.played_ms).collect();
    assert_eq!(later, dates);
}

#[test]
fn an_unfinished_online_game_in_your_games_opens_online_and_a_finished_one_here() {
    use crate::online::keep::{keep, library_id};
    use crate::online::{Event, EventKind, GameId, Name, OnlineGame};
    use loa_core::Color::{Black, White};
    let shelf = MemoryShelf::default();
    let mut store = Store::new(shelf.clone(), "/loa/");
    let terms = serde_json::from_str(r#"{"variant":"standard","pace":{"days":3},"color":"black"}"#).unwrap();
    let mut game = OnlineGame::new(terms);
    let event = |game: &OnlineGame, by, kind| Event { seq: game.next_seq(), at: NOW, by: Some(by), kind };
    for (side, name) in [(Black, "Ann"), (White, "Bo")] {
        let _ = game.apply(&event(&game, side, EventKind::Joined { name: Name::new(name).ok() })).unwrap();
    }
    let kind = game.check_move(Black, 0, "b1-b3").unwrap();
    let _ = game.apply(&event(&game, Black, kind)).unwrap();
    let id = GameId::parse("abcdefghijkl").unwrap();
    keep(&mut store, &id, &game, Black, NOW).unwrap();

    let mut page = page(&shelf);
    let fx = page.open_game(&library_id(&id), NOW + 1);
    assert_eq!(
        fx.go,
        Some(vec![("online".to_owned(), "abcdefghijkl".to_owned())]),
        "the server's game, not a copy to play on"
    );
    assert!(page.session().line().line().is_empty(), "the page's own game stays");

    let resign = game.check_act(White, 1, crate::online::Act::Resign, false, || id.clone()).unwrap();
    let _ = game.apply(&event(&game, White, resign)).unwrap();
    keep(&mut store, &id, &game, Black, NOW + 2).unwrap();
    let fx = page.open_game(&library_id(&id), NOW + 3);
    assert_eq!(fx.go, None);
    assert!(page.session().is_over() && page.session().line().ply() == 1, "opened here, to review");
    let sgf = page.record(true);
    assert!(sgf.contains("PB[Ann]PW[Bo]"), "{sgf}");
}
