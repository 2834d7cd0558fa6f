//! The session driven as the page and the board drive it: scripts of what the user and the
//! engine do, each step checked against the effects it returns.

use loa_core::{Color, Move, Position, Square, Variant};

use super::*;
use crate::game::Players;
use crate::i18n::Msg;

const HUMAN: Player = Player::Human;
const COMPUTER: Player = Player::Computer;

fn session(black: Player, white: Player, style: Style) -> Session {
    let players = Players { black, white, level: 3 };
    Session::new(GameLine::new(Position::new(Variant::Standard), players), style, 42)
}

/// A move from its text, legal or not ("b1-b3", "d1xa4").
fn mv(text: &str) -> Move {
    let square = |s: &str| s.parse::<Square>().unwrap();
    Move::new(square(&text[..2]), square(&text[3..]), &text[2..3] == "x").unwrap()
}

/// What a step does.
#[derive(Debug, Clone, Copy)]
enum Step {
    Play(&'static str),
    /// The engine answers the latest search asked (`true`) or an older one (`false`).
    Answer(&'static str, bool),
    Undo,
    Redo,
    GoTo(usize),
    Fail(bool),
    Retry,
}

/// What the effects of a step say.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Asked {
    Nothing,
    Start { delay_ms: u32 },
    Stop,
}

struct Case {
    name: &'static str,
    black: Player,
    white: Player,
    style: Style,
    /// Each step, then: the search order, saved, the plies of the line after it.
    steps: &'static [(Step, Asked, bool, usize)],
}

fn run(case: &Case) {
    let mut s = session(case.black, case.white, case.style);
    let mut latest = match s.begin().search {
        Some(Search::Start { request, .. }) => Some(request.id),
        _ => None,
    };
    for (i, &(step, asked, save, ply)) in case.steps.iter().enumerate() {
        let fx = match step {
            Step::Play(m) => s.play(mv(m)),
            Step::Answer(m, current) => {
                let id = latest.unwrap_or(0);
                s.engine_answered(if current { id } else { id.wrapping_sub(1) }, Some(mv(m)), None)
            }
            Step::Undo => s.undo(),
            Step::Redo => s.redo(),
            Step::GoTo(n) => s.go_to(n),
            Step::Fail(retrying) => s.engine_failed(EngineFailure::NoAnswer, retrying),
            Step::Retry => s.retry(),
        };
        let got = match &fx.search {
            None => Asked::Nothing,
            Some(Search::Stop) => Asked::Stop,
            Some(Search::Start { request, delay_ms, .. }) => {
                latest = Some(request.id);
                assert_eq!(request.level, 3);
                assert_eq!(request.moves.len(), s.line().ply(), "{}: the request carries the game", case.name);
                Asked::Start { delay_ms: *delay_ms }
            }
        };
        let at = format!("{} step {i} ({step:?})", case.name);
        assert_eq!(got, asked, "{at}: search");
        assert_eq!(fx.save, save, "{at}: save");
        assert_eq!(s.line().ply(), ply, "{at}: ply");
        if got != Asked::Nothing {
            assert_eq!(s.is_thinking(), got != Asked::Stop, "{at}: thinking");
        }
    }
}

#[test]
fn scripts_of_a_game() {
    use Asked::{Nothing, Start, Stop};
    use Step::*;
    let cases = [
        Case {
            name: "against the computer",
            black: HUMAN,
            white: COMPUTER,
            style: Style::Game,
            steps: &[
                (Play("b1-b3"), Start { delay_ms: 0 }, true, 1),
                // Not the person's turn: nothing happens.
                (Play("c1-c3"), Nothing, false, 1),
                (Answer("h2-f4", true), Nothing, true, 2),
                (Play("c1-c3"), Start { delay_ms: 0 }, true, 3),
                // Taken back while the computer thinks: the search stops, its answer is stale.
                (Undo, Stop, true, 2),
                (Answer("h3-f5", true), Nothing, false, 2),
                (Redo, Start { delay_ms: 0 }, true, 3),
                (Answer("h3-f5", false), Nothing, false, 3),
                (Answer("h3-f5", true), Nothing, true, 4),
            ],
        },
        Case {
            name: "the engine fails",
            black: HUMAN,
            white: COMPUTER,
            style: Style::Game,
            steps: &[
                (Play("b1-b3"), Start { delay_ms: 0 }, true, 1),
                (Fail(true), Nothing, false, 1),
                (Fail(false), Nothing, false, 1),
                (Retry, Start { delay_ms: 0 }, false, 1),
                (Answer("h2-f4", true), Nothing, true, 2),
            ],
        },
        Case {
            name: "the computer against itself pauses between moves",
            black: COMPUTER,
            white: COMPUTER,
            style: Style::Game,
            steps: &[
                (Play("b1-b3"), Nothing, false, 0),
                (Answer("b1-b3", true), Start { delay_ms: WATCH_DELAY_MS }, true, 1),
                (Answer("h2-f4", true), Start { delay_ms: WATCH_DELAY_MS }, true, 2),
            ],
        },
        Case {
            name: "two people, looking back",
            black: HUMAN,
            white: HUMAN,
            style: Style::Game,
            steps: &[
                (Play("b1-b3"), Nothing, true, 1),
                (Play("h2-f4"), Nothing, true, 2),
                // Looking back is not saved and does not change the game.
                (GoTo(0), Nothing, false, 2),
                (Play("c1-c3"), Nothing, false, 2),
                (GoTo(2), Nothing, false, 2),
                (Undo, Nothing, true, 1),
                (Redo, Nothing, true, 2),
            ],
        },
        Case {
            name: "a board's line against the computer answers at its end",
            black: HUMAN,
            white: COMPUTER,
            style: Style::Study,
            steps: &[
                (Play("b1-b3"), Start { delay_ms: 0 }, true, 1),
                (Answer("h2-f4", true), Nothing, true, 2),
                (GoTo(1), Nothing, false, 1),
                (GoTo(0), Nothing, false, 0),
                (GoTo(2), Nothing, false, 2),
                (GoTo(0), Nothing, false, 0),
                // A move at the cursor ends the line there, and the computer answers it.
                (Play("c1-c3"), Start { delay_ms: 0 }, true, 1),
            ],
        },
    ];
    for case in &cases {
        run(case);
    }
}

#[test]
fn what_may_move() {
    let played = |s: &mut Session, moves: &[&str]| {
        for m in moves {
            let _ = s.play(mv(m));
        }
    };
    type Case = (Player, Player, &'static [&'static str], Option<usize>, Movable);
    let cases: [Case; 6] = [
        (HUMAN, COMPUTER, &[], None, Movable::Side(Color::Black)),
        (COMPUTER, HUMAN, &[], None, Movable::Side(Color::White)),
        (HUMAN, HUMAN, &[], None, Movable::Both),
        (COMPUTER, COMPUTER, &[], None, Movable::None),
        (HUMAN, HUMAN, &["b1-b3"], Some(0), Movable::None),
        (HUMAN, COMPUTER, &["b1-b3"], None, Movable::Side(Color::Black)),
    ];
    for (black, white, moves, look_at, expected) in cases {
        let mut s = session(black, white, Style::Game);
        played(&mut s, moves);
        if let Some(ply) = look_at {
            let _ = s.go_to(ply);
        }
        assert_eq!(s.movable(), expected, "{black:?} {white:?} {moves:?} {look_at:?}");
    }
}

#[test]
fn words_are_data_until_shown() {
    let mut s = session(HUMAN, COMPUTER, Style::Game);
    let fx = s.play(mv("b1-b3"));
    assert_eq!(fx.announce, Some(Text::Move(Color::Black, mv("b1-b3"))));
    assert_eq!(fx.played.map(|p| (p.by, p.ends_game)), Some((By::Player, false)));
    assert_eq!(s.status().id(), Some(Msg::ComputerThinking));
    let refused = s.stop_computer().then(s.engine_failed(EngineFailure::NoAnswer, false));
    assert_eq!(refused.message.as_ref().and_then(Text::id), Some(Msg::AiFailed));
    // The failure is said in the language of whoever shows it, again after a switch.
    let said = |lang| refused.message.as_ref().map(|t| t.render(&crate::i18n::Messages::new(lang)));
    assert_eq!(
        said(crate::i18n::Lang::En).as_deref(),
        Some("The computer could not move (the engine did not answer in time). Your game is safe.")
    );
    assert!(said(crate::i18n::Lang::Ru).is_some_and(|t| t.contains("(движок не ответил вовремя)")));
    assert_eq!(s.status().id(), Some(Msg::ComputerUnavailable));
    let illegal = session(HUMAN, HUMAN, Style::Game).play(mv("b1-b2"));
    assert_eq!(illegal.message.as_ref().and_then(Text::id), Some(Msg::MoveNotAllowed));
    assert!(!illegal.save && !illegal.redraw.any());
}

#[test]
fn a_new_game_forgets_the_failure_and_asks_again() {
    let mut s = session(COMPUTER, HUMAN, Style::Game);
    assert!(matches!(s.begin().search, Some(Search::Start { delay_ms: 0, .. })));
    let _ = s.engine_failed(EngineFailure::NoAnswer, false);
    assert_eq!(s.failure(), Some(&EngineFailure::NoAnswer));
    let line = GameLine::new(Position::new(Variant::Standard), s.line().players);
    let fx = s.new_game(line, Text::message(Msg::GameImported, [("count", Arg::Number(0))]));
    assert!(fx.save && fx.redraw.board && s.failure().is_none());
    assert!(matches!(fx.search, Some(Search::Start { .. })));
}
