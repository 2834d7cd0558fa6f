//! The session on a clock: the time passed in, the clocks shown, the flag, the increment, undo
//! and redo, a reload, and the computer thinking by its clock.

use loa_core::Color::{Black, White};
use loa_core::{Move, Position, Variant};

use super::*;
use crate::game::{Clock, Ending, Players, TimeControl};
use crate::i18n::{Lang, Messages};
use crate::protocol::SearchClock;

fn timed(black: Player, white: Player, control: &str) -> Session {
    let mut line = GameLine::new(Position::new(Variant::Standard), Players { black, white, level: 3 });
    line.set_clock(Some(Clock::new(control.parse::<TimeControl>().unwrap(), 0)));
    Session::new(line, Style::Game, 7)
}

fn mv(s: &Session, text: &str) -> Move {
    s.line().position().parse_move(text).unwrap()
}

fn said(text: &Text) -> String {
    text.render(&Messages::new(Lang::En))
}

fn shown(s: &Session, now: u64) -> [String; 2] {
    s.clocks(now).unwrap().map(|f| f.text(Lang::En))
}

fn asked(fx: &Effects) -> Option<u32> {
    match &fx.search {
        Some(Search::Start { request, .. }) => Some(request.id),
        _ => None,
    }
}

#[test]
fn against_the_computer_its_search_carries_its_time_and_the_flag_ends_the_game() {
    let mut s = timed(Player::Human, Player::Computer, "1+0");
    let fx = s.begin_at(0);
    assert_eq!(fx.wake, Some(Wake::Never), "nothing runs before the first move");
    assert_eq!(shown(&s, 50_000), ["1:00", "1:00"]);
    let fx = s.play_at(mv(&s, "b1-b3"), 5_000);
    assert!(fx.redraw.clocks);
    assert_eq!(fx.wake, Some(Wake::At(5_001)), "the computer's clock shows 0:59 a millisecond later");
    let Some(Search::Start { request, .. }) = &fx.search else { panic!("{fx:?}") };
    assert_eq!(request.clock, Some(SearchClock { left_ms: 60_000, increment_ms: 0 }));
    let id = request.id;
    let fx = s.engine_answered_at(id, Some(mv(&s, "h2-f4")), None, 7_500);
    assert_eq!(s.line().ply(), 2);
    assert_eq!(shown(&s, 7_500), ["1:00", "0:57"]);
    assert_eq!(fx.wake, Some(Wake::At(7_501)));
    let faces = s.clocks(60_000).unwrap();
    assert!(faces[0].running && !faces[1].running);
    assert_eq!(faces[0].text(Lang::En), "0:07.5");
    assert!(faces[0].low);
    // Under ten seconds the clock steps by tenths; at zero the flag falls.
    assert_eq!(s.tick(60_000).wake, Some(Wake::At(60_001)));
    assert_eq!(s.tick(67_450).wake, Some(Wake::At(67_500)));
    let fx = s.tick(67_500);
    assert!(fx.save && fx.redraw.board && fx.redraw.clocks);
    assert_eq!(fx.wake, Some(Wake::Never));
    assert_eq!(s.line().ending(), Some(Ending::OutOfTime(Black)));
    assert!(s.is_over());
    assert_eq!(s.movable(), crate::board::Movable::None);
    assert_eq!(said(&s.status()), "The computer wins: Black ran out of time");
    assert_eq!(fx.announce.as_ref().map(said).as_deref(), Some("The computer wins: Black ran out of time"));
    assert_eq!(shown(&s, 99_000), ["0:00.0", "0:57"]);
    // Nothing more happens: no move, no undo, no second flag.
    assert_eq!(s.play_at(mv(&s, "b3-b5"), 70_000), Effects::none());
    assert!(!s.can_undo());
    assert_eq!(s.undo_at(70_000), Effects::none());
    assert!(!s.tick(80_000).redraw.board);
}

#[test]
fn a_move_too_late_is_a_loss_on_time_and_so_is_the_computers() {
    let mut s = timed(Player::Human, Player::Human, "1+0");
    let _ = s.play_at(mv(&s, "b1-b3"), 0);
    let fx = s.play_at(mv(&s, "h2-f4"), 60_000);
    assert_eq!(fx.played, None, "White's time was up: the move is not played");
    assert_eq!(s.line().ply(), 1);
    assert_eq!(said(&s.status()), "Black wins on time");

    let mut s = timed(Player::Human, Player::Computer, "1+0");
    let fx = s.play_at(mv(&s, "b1-b3"), 0);
    let id = asked(&fx).unwrap();
    let fx = s.engine_answered_at(id, Some(mv(&s, "h2-f4")), None, 61_000);
    assert_eq!(s.line().ply(), 1, "the computer's answer came after its flag fell");
    assert_eq!(fx.played, None);
    assert_eq!(said(&s.status()), "You win: White ran out of time");
    assert_eq!(s.verdict().unwrap().standing, Some(Standing::Won));
}

#[test]
fn each_move_adds_the_increment_and_undo_gives_no_time_back() {
    let mut s = timed(Player::Human, Player::Human, "3+2");
    let _ = s.play_at(mv(&s, "b1-b3"), 0);
    let _ = s.play_at(mv(&s, "h2-f4"), 10_000);
    assert_eq!(shown(&s, 10_000), ["3:02", "2:52"]);
    let _ = s.play_at(mv(&s, "c1-c3"), 15_000);
    assert_eq!(shown(&s, 15_000), ["2:59", "2:52"]);
    // Undo: Black to move again, its clock running from now; White keeps the 5 s its clock ran.
    let fx = s.undo_at(20_000);
    assert!(fx.redraw.clocks);
    assert_eq!(shown(&s, 21_000), ["2:58", "2:47"]);
    assert!(s.clocks(21_000).unwrap()[0].running);
    // Redo plays it again without the increment.
    let _ = s.redo_at(22_000);
    assert_eq!(s.line().ply(), 3);
    assert_eq!(shown(&s, 22_000), ["2:57", "2:47"]);
    assert_eq!(s.line().clock().unwrap().times(), [182_000, 172_000, 177_000]);
}

#[test]
fn a_game_reopened_later_goes_on_where_its_clock_was_and_may_have_flagged_meanwhile() {
    let mut s = timed(Player::Human, Player::Human, "5+0");
    let _ = s.play_at(mv(&s, "b1-b3"), 1_000);
    let kept = s.line().clone();
    // Opened again two minutes later: White's clock ran meanwhile.
    let mut again = Session::new(kept.clone(), Style::Game, 1);
    let fx = again.begin_at(121_000);
    assert!(!again.is_over());
    assert_eq!(fx.wake, Some(Wake::At(121_001)));
    assert_eq!(shown(&again, 121_000), ["5:00", "3:00"]);
    // Opened ten minutes later: White lost on time while the page was closed.
    let mut late = Session::new(kept, Style::Game, 1);
    let fx = late.begin_at(601_000);
    assert!(fx.save);
    assert_eq!(late.line().ending(), Some(Ending::OutOfTime(White)));
    assert_eq!(said(&late.status()), "Black wins on time");
}

#[test]
fn the_analysis_board_plays_on_no_clock() {
    let mut s = timed(Player::Human, Player::Human, "1+0");
    let _ = s.play_at(mv(&s, "b1-b3"), 0);
    let _ = s.open_analysis();
    assert!(s.line().clock().is_none(), "the copy is for trying moves");
    let fx = s.play_at(mv(&s, "h2-f4"), 120_000);
    assert!(fx.played.is_some());
    assert_eq!(fx.wake, Some(Wake::Never));
    // The game put aside kept its clock, and finds its flag when it is back.
    let fx = s.close_analysis();
    assert!(fx.save);
    assert_eq!(s.line().ending(), Some(Ending::OutOfTime(White)));
}

#[test]
fn a_game_without_a_clock_never_wakes_the_page() {
    let mut s = Session::new(
        GameLine::new(
            Position::new(Variant::Standard),
            Players { black: Player::Human, white: Player::Human, level: 3 },
        ),
        Style::Game,
        1,
    );
    let fx = s.play_at(mv(&s, "b1-b3"), 5);
    assert_eq!(fx.wake, Some(Wake::Never));
    assert_eq!(s.clocks(5), None);
    assert_eq!(s.tick(10_000_000), Effects { wake: Some(Wake::Never), ..Effects::none() });
}
