//! Two people on two devices: moves by side, takebacks by agreement, an abort, a claim after an
//! absence, and a clock paused while the server was down.

use loa_core::Color::{Black, White};
use loa_core::{Move, Position, Variant};

use super::*;
use crate::game::{Clock, Ending, GameEnd, Players, TimeControl};
use crate::i18n::{Lang, Messages};

fn online(control: Option<&str>) -> Session {
    let mut line = GameLine::new(
        Position::new(Variant::Standard),
        Players { black: Player::Human, white: Player::Human, level: 3 },
    );
    line.set_clock(control.map(|c| Clock::new(c.parse::<TimeControl>().unwrap(), 0)));
    Session::new(line, Style::Game, 1)
}

fn mv(s: &Session, text: &str) -> Move {
    s.line().position().parse_move(text).unwrap()
}

fn said(text: &Text) -> String {
    text.render(&Messages::new(Lang::En))
}

#[test]
fn a_side_moves_only_in_its_turn_even_while_the_board_looks_back() {
    let mut s = online(None);
    assert_eq!(s.play_for(White, mv(&s, "b1-b3"), 0), Effects::none(), "not White's turn");
    let fx = s.play_for(Black, mv(&s, "b1-b3"), 0);
    assert_eq!(fx.played.map(|p| p.mover), Some(Black));
    let _ = s.go_to(0);
    let fx = s.play_for(White, mv(&s, "h2-f4"), 0);
    assert!(fx.played.is_some());
    assert_eq!((s.line().ply(), s.line().view()), (2, 0), "still looking at the start");
}

#[test]
fn a_takeback_removes_the_askers_last_move_and_the_reply() {
    let mut s = online(Some("5+0"));
    assert_eq!((s.takeback_count(Black), s.takeback_count(White)), (0, 0));
    let _ = s.play_for(Black, mv(&s, "b1-b3"), 1_000);
    assert_eq!((s.takeback_count(Black), s.takeback_count(White)), (1, 0));
    let _ = s.play_for(White, mv(&s, "h2-f4"), 3_000);
    assert_eq!((s.takeback_count(Black), s.takeback_count(White)), (2, 1));
    let fx = s.take_back_for(Black, 4_000);
    assert!(fx.save && fx.redraw.board);
    assert_eq!(s.line().ply(), 0);
    // The clocks keep the time spent: White's two seconds.
    assert_eq!(s.line().clock().unwrap().left(White, 4_000), 298_000);
    let _ = s.play_for(Black, mv(&s, "c1-c3"), 5_000);
    assert_eq!(s.line().moves().len(), 1);
    let fx = s.take_back_for(Black, 6_000);
    assert_eq!(said(fx.announce.as_ref().unwrap()), "Took back 1 half-move");
}

#[test]
fn an_abort_before_each_side_has_moved_ends_with_no_result() {
    let mut s = online(Some("1+0"));
    let _ = s.play_for(Black, mv(&s, "b1-b3"), 0);
    assert!(s.may_abort());
    let fx = s.abort_at(500);
    assert_eq!(s.line().end(), Some(GameEnd::Declared(Ending::Aborted)));
    assert_eq!(said(fx.announce.as_ref().unwrap()), "Game aborted");
    assert_eq!(s.line().end().unwrap().sgf_result(), "Void");
    let mut s = online(None);
    let _ = s.play_for(Black, mv(&s, "b1-b3"), 0);
    let _ = s.play_for(White, mv(&s, "h2-f4"), 0);
    assert!(!s.may_abort());
    assert_eq!(s.abort_at(0), Effects::none());
}

#[test]
fn a_claim_after_an_absence_wins_or_draws_in_the_viewers_words() {
    let mut s = online(Some("5+0"));
    s.set_viewer(Some(White));
    let _ = s.play_for(Black, mv(&s, "b1-b3"), 0);
    let fx = s.claim_for(Black, true, 40_000);
    assert_eq!(said(fx.announce.as_ref().unwrap()), "You win: Black left the game");
    assert_eq!(s.line().end().unwrap().sgf_result(), "W+F");
    let mut s = online(None);
    s.set_viewer(Some(Black));
    let _ = s.play_for(Black, mv(&s, "b1-b3"), 0);
    let fx = s.claim_for(White, false, 40_000);
    assert_eq!(said(fx.announce.as_ref().unwrap()), "Draw claimed: White left the game");
}

#[test]
fn draws_are_offered_after_ones_move_and_answered_by_the_other_side() {
    let mut s = online(None);
    let _ = s.play_for(Black, mv(&s, "b1-b3"), 0);
    assert!(!s.may_offer_draw(White), "White is to move");
    assert_eq!(s.accept_draw_for(White, 0), Effects::none(), "nothing offered");
    let _ = s.offer_draw_for(Black, 0);
    assert_eq!(s.draw_offered(), Some(Black));
    assert_eq!(s.accept_draw_for(Black, 0), Effects::none(), "not one's own offer");
    let _ = s.decline_draw_for(White);
    assert_eq!(s.draw_offered(), None);
    let _ = s.offer_draw_for(Black, 0);
    let _ = s.accept_draw_for(White, 0);
    assert_eq!(s.line().ending(), Some(Ending::Agreed));
}

#[test]
fn the_clock_does_not_run_while_the_server_is_down() {
    let mut s = online(Some("1+0"));
    let _ = s.play_for(Black, mv(&s, "b1-b3"), 0);
    // White's clock runs from 0; the server went down at 10 s and came back at 500 s.
    let _ = s.pause_clock(10_000, 500_000);
    assert!(!s.is_over());
    assert_eq!(s.line().clock().unwrap().left(White, 510_000), 40_000);
    let _ = s.resign_for(White, 511_000);
    assert_eq!(s.line().ending(), Some(Ending::Resigned(White)));
}
