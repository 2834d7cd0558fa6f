//! Resigning, a draw offered and accepted (at one board and by link), a rematch, and the end
//! said in the view of the player it concerns, in every language.

use loa_core::Color::{Black, White};
use loa_core::{Move, Position, Variant};

use super::*;
use crate::game::{Clock, Ending, GameEnd, Players, TimeControl};
use crate::i18n::{Lang, Messages};

fn session(black: Player, white: Player) -> Session {
    let line = GameLine::new(Position::new(Variant::Standard), Players { black, white, level: 4 });
    Session::new(line, Style::Game, 3)
}

fn mv(s: &Session, text: &str) -> Move {
    s.line().position().parse_move(text).unwrap()
}

fn said_in(lang: Lang, text: &Text) -> String {
    text.render(&Messages::new(lang))
}

fn said(text: &Text) -> String {
    said_in(Lang::En, text)
}

#[test]
fn resigning_against_the_computer_is_final_and_said_to_the_player() {
    let mut s = session(Player::Human, Player::Computer);
    let fx = s.play_at(mv(&s, "b1-b3"), 0);
    assert!(fx.search.is_some(), "the computer thinks");
    assert_eq!(s.resigning_side(), Some(Black), "the person resigns, even on the computer's turn");
    let fx = s.resign(1_000);
    assert_eq!(fx.search, Some(Search::Stop), "the computer stops thinking");
    assert!(fx.save && fx.redraw.board && fx.redraw.moves);
    assert_eq!(s.line().ending(), Some(Ending::Resigned(Black)));
    let verdict = s.verdict().unwrap();
    assert_eq!((verdict.viewer, verdict.standing), (Some(Black), Some(Standing::Lost)));
    assert_eq!(said(&verdict.headline), "The computer wins");
    assert_eq!(said(&verdict.detail), "Black resigned");
    let (big, beside) = verdict.boxed();
    assert_eq!(
        (said(&big), beside.as_ref().map(said).as_deref()),
        ("The computer wins".to_owned(), Some("Black resigned"))
    );
    assert_eq!(said(&s.status()), "The computer wins: Black resigned");
    assert_eq!(verdict.end.sgf_result(), "W+R");
    // Final: no move, no undo, no second resignation; the engine's late answer is ignored.
    assert!(!s.can_undo() && !s.can_redo());
    assert_eq!(s.resigning_side(), None);
    assert_eq!(s.resign(2_000), Effects::none());
    assert_eq!(s.play_at(mv(&s, "h2-f4"), 2_000), Effects::none());
    assert_eq!(s.engine_answered_at(1, Some(mv(&s, "h2-f4")), None, 2_000).played, None);
    assert_eq!(s.line().ply(), 1);
}

#[test]
fn two_people_at_one_board_resign_for_the_side_to_move_and_the_computer_never_resigns() {
    let mut s = session(Player::Human, Player::Human);
    let _ = s.play_at(mv(&s, "b1-b3"), 0);
    assert_eq!(s.resigning_side(), Some(White));
    let _ = s.resign(0);
    assert_eq!(said(&s.status()), "Black wins: White resigned");
    assert_eq!(s.verdict().unwrap().standing, None);
    let watching = session(Player::Computer, Player::Computer);
    assert_eq!(watching.resigning_side(), None);
}

#[test]
fn a_draw_offered_after_a_move_is_accepted_or_declined_by_the_other_side() {
    let mut s = session(Player::Human, Player::Human);
    assert!(!s.can_offer_draw(), "no move made yet");
    let _ = s.play_at(mv(&s, "b1-b3"), 0);
    assert!(s.can_offer_draw());
    let fx = s.offer_draw(0);
    assert!(fx.save);
    assert_eq!(fx.announce.as_ref().map(said).as_deref(), Some("Black offers a draw"));
    assert_eq!(s.draw_offered(), Some(Black));
    assert!(!s.can_offer_draw(), "one offer at a time");
    assert!(s.can_accept_draw());
    // Declined by a word; offered again; declined by a move.
    let fx = s.decline_draw();
    assert_eq!(fx.announce.as_ref().map(said).as_deref(), Some("Black's draw offer is declined"));
    assert_eq!(s.draw_offered(), None);
    let _ = s.offer_draw(0);
    let _ = s.play_at(mv(&s, "h2-f4"), 0);
    assert_eq!(s.draw_offered(), None, "a move declines the offer");
    // White offers now; Black accepts: the game is drawn.
    let _ = s.offer_draw(0);
    assert_eq!(s.draw_offered(), Some(White));
    let fx = s.accept_draw(0);
    assert!(fx.save && fx.redraw.board);
    assert_eq!(s.line().end(), Some(GameEnd::Declared(Ending::Agreed)));
    assert_eq!(said(&s.status()), "Draw by agreement");
    assert_eq!(said(&s.verdict().unwrap().headline), "Draw");
    // The result box says it once: "Draw by agreement", nothing beside it.
    let (big, beside) = s.verdict().unwrap().boxed();
    assert_eq!((said(&big), beside), ("Draw by agreement".to_owned(), None));
    assert!(!s.can_undo());
    // Undo of the move an offer came with takes the offer with it.
    let mut t = session(Player::Human, Player::Human);
    let _ = t.play_at(mv(&t, "b1-b3"), 0);
    let _ = t.offer_draw(0);
    let _ = t.undo_at(0);
    let _ = t.redo_at(0);
    assert_eq!(t.draw_offered(), None);
}

#[test]
fn against_the_computer_a_draw_is_offered_on_the_persons_turn_and_answered_at_once() {
    let mut s = session(Player::Human, Player::Computer);
    assert!(!s.can_offer_draw(), "not before a move");
    let fx = s.play_at(mv(&s, "b1-b3"), 0);
    assert!(!s.can_offer_draw(), "not while the computer thinks");
    assert_eq!(s.offer_draw(0), Effects::none());
    let Some(Search::Start { request, .. }) = fx.search else { panic!() };
    let _ = s.engine_answered_at(request.id, Some(mv(&s, "h2-f4")), None, 0);
    assert!(s.can_offer_draw());
    let accepts = super::finish::accepts_draw(s.line().position(), White);
    let fx = s.offer_draw(0);
    let answer = fx.message.as_ref().and_then(Text::id);
    if accepts {
        assert_eq!((answer, s.is_over()), (Some(Msg::DrawComputerAccepts), true));
    } else {
        assert_eq!((answer, s.is_over()), (Some(Msg::DrawComputerDeclines), false));
        assert_eq!(s.draw_offered(), None, "no offer stands: it was answered");
    }
}

#[test]
fn by_link_this_player_offers_after_their_move_and_accepts_on_their_turn() {
    let mut s = session(Player::Human, Player::Human);
    s.set_viewer(Some(Black));
    let _ = s.play_at(mv(&s, "b1-b3"), 0);
    assert!(s.can_offer_draw(), "Black just moved: the link it sends may carry the offer");
    let _ = s.offer_draw(0);
    // The reply arrives: White moved (declining) and offers in turn.
    let _ = s.play_at(mv(&s, "h2-f4"), 0);
    assert!(!s.can_offer_draw(), "not after the opponent's move");
    let _ = s.line.offer_draw();
    assert!(s.can_accept_draw());
    let _ = s.accept_draw(0);
    assert_eq!(said(&s.status()), "Draw by agreement");
    // The other player, before their turn, may not accept for them.
    let mut t = session(Player::Human, Player::Human);
    t.set_viewer(Some(Black));
    let _ = t.play_at(mv(&t, "b1-b3"), 0);
    let _ = t.offer_draw(0);
    assert!(!t.can_accept_draw());
}

#[test]
fn a_rematch_swaps_the_colours_and_starts_a_fresh_clock_of_the_same_control() {
    let mut s = session(Player::Human, Player::Computer);
    s.line.set_clock(Some(Clock::new("3+2".parse::<TimeControl>().unwrap(), 0)));
    let _ = s.play_at(mv(&s, "b1-b3"), 0);
    let _ = s.resign(10_000);
    let (game, said_text) = s.rematch();
    assert_eq!(game.players, Players { black: Player::Computer, white: Player::Human, level: 4 });
    assert_eq!(game.ply(), 0);
    assert!(!game.is_over());
    let clock = game.clock().unwrap();
    assert_eq!((clock.control().to_string(), clock.running(), clock.times().len()), ("3+2".to_owned(), None, 0));
    assert_eq!(clock.left(White, 99_999), 180_000);
    assert_eq!(said(&said_text), "Rematch: you play White");
    let fx = s.new_game(game, said_text);
    assert!(fx.search.is_some(), "the computer opens the rematch with Black");
    let (_, again) = session(Player::Human, Player::Human).rematch();
    assert_eq!(said(&again), "Rematch, colours swapped");
}

#[test]
fn the_end_in_every_language() {
    let mut s = session(Player::Human, Player::Computer);
    let _ = s.play_at(mv(&s, "b1-b3"), 0);
    let _ = s.resign(0);
    let cases = [
        (Lang::En, "The computer wins: Black resigned"),
        (Lang::Ca, "Guanya l'ordinador. Les negres abandonen"),
        (Lang::Ru, "Компьютер выиграл. Чёрные сдались"),
    ];
    for (lang, expected) in cases {
        assert_eq!(said_in(lang, &s.status()), expected);
    }
    let mut t = session(Player::Human, Player::Human);
    t.line.set_clock(Some(Clock::new("1+0".parse::<TimeControl>().unwrap(), 0)));
    let _ = t.play_at(mv(&t, "b1-b3"), 0);
    let _ = t.tick(60_000);
    for (lang, expected) in [
        (Lang::En, "Black wins on time"),
        (Lang::Ca, "Guanyen les negres per temps"),
        (Lang::Ru, "Чёрные выиграли по времени"),
    ] {
        assert_eq!(said_in(lang, &t.status()), expected);
    }
    for (lang, expected) in [(Lang::En, "White ran out of time"), (Lang::Ru, "У белых кончилось время")]
    {
        assert_eq!(said_in(lang, &t.verdict().unwrap().detail), expected);
    }
}

#[test]
fn a_connection_shows_its_group_and_no_other_end_does() {
    let start =
        Position::from_position_string("w7/8/8/8/8/4b3/1bb5/7w b", Variant::Standard, loa_core::Rules::default())
            .unwrap();
    let players = Players { black: Player::Human, white: Player::Human, level: 4 };
    let mut s = Session::new(GameLine::new(start, players), Style::Game, 1);
    assert_eq!(s.connected_groups(), []);
    let _ = s.play_at(mv(&s, "e3-d3"), 0);
    let groups = s.connected_groups();
    assert_eq!(groups.len(), 1);
    assert_eq!((groups[0].color, groups[0].squares.len(), groups[0].links.len()), (Black, 3, 2));
    assert_eq!(said(&s.status()), "Black connects all pieces");
    // Looking back at the move before: no group on that board.
    let _ = s.go_to(0);
    assert_eq!(s.connected_groups(), []);
}
