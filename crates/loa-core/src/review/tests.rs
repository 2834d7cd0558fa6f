//! The review's unit tests: chances, thresholds, forced results, a game judged and summed up.

use alloc::vec::Vec;

use super::judge::sqrt;
use super::*;
use crate::budget::Clock;
use crate::engine::Engine;
use crate::record::{self, Format};
use crate::search::Score;
use crate::{Color, Move, Position, Variant};

fn mv(text: &str) -> Move {
    Position::new(Variant::Standard).parse_move(text).unwrap()
}

fn eval(score: i32, best: &str) -> Eval {
    Eval { score, best: Some(mv(best)) }
}

#[test]
fn the_square_root_is_exact_enough() {
    for y in [0.0, 1e-6, 0.25, 1.0, 2.0, 10.0, 1234.5, 360_001.0] {
        let r = sqrt(y);
        assert!((r * r - y).abs() <= 1e-12 * y.max(1.0), "{y}: {r}");
    }
}

#[test]
fn chances_rise_with_the_score_and_forced_results_are_certain() {
    assert!((chance(0) - 0.5).abs() < 1e-9);
    assert!(chance(100) > 0.5 && chance(100) < chance(300) && chance(300) < chance(3000));
    assert!((chance(300) + chance(-300) - 1.0).abs() < 1e-9);
    assert!((chance(SCALE as i32) - (0.5 + 0.5 / 2f64.powf(0.5))).abs() < 1e-9);
    assert_eq!(chance(99_999), 1.0);
    assert_eq!(chance(-99_990), 0.0);
    assert!(chance(50_000) < 1.0, "a big score is not yet a forced win");
    assert_eq!(Score::WinIn(3).to_cp(), WON - 3);
}

#[test]
fn thresholds() {
    let played = mv("b1-b3");
    // (score before, score after for the opponent, expected)
    let cases = [
        (0, 0, None),
        // The noise between two searches.
        (0, 15, None),
        (10, 5, None),
        (0, 25, Some(Judgement::Inaccuracy)),
        (0, 50, Some(Judgement::Mistake)),
        (0, 100, Some(Judgement::Blunder)),
        (60, -40, None),
        (60, 60, Some(Judgement::Blunder)),
        // Winning anyway: a small loss of a big lead is no mistake.
        (3000, -2500, None),
        // Improving is never marked.
        (-200, -100, None),
    ];
    for (before, after, want) in cases {
        let j = judge(eval(before, "c1-c3"), played, Eval { score: after, best: None });
        assert_eq!(j.judgement, want, "{before} → {after}: loss {}", j.loss);
        assert_eq!(j.better.is_some(), want.is_some());
    }
    let ladder = [INACCURACY, MISTAKE, BLUNDER];
    assert!(ladder.windows(2).all(|w| w[0] < w[1]));
}

#[test]
fn forced_connections_missed_or_allowed_are_blunders() {
    let played = mv("b1-b3");
    // A win in one missed, even for a move still good by the numbers.
    let j = judge(eval(99_999, "e1-e3"), played, Eval { score: -2000, best: None });
    assert_eq!((j.judgement, j.better), (Some(Judgement::Blunder), Some(mv("e1-e3"))));
    // A connection in one missed is a blunder even when a slower forced win remains.
    let j = judge(eval(99_999, "e1-e3"), played, Eval { score: -99_995, best: None });
    assert_eq!(j.judgement, Some(Judgement::Blunder));
    // A slower forced win instead of another slow one is fine.
    let j = judge(eval(99_995, "e1-e3"), played, Eval { score: -99_992, best: None });
    assert_eq!(j.judgement, None);
    // Allowing a forced connection from an even game.
    let j = judge(eval(20, "c1-c3"), played, Eval { score: 99_997, best: None });
    assert_eq!(j.judgement, Some(Judgement::Blunder));
    // Already lost: the loss was not this move's.
    let j = judge(eval(-99_996, "c1-c3"), played, Eval { score: 99_995, best: None });
    assert_eq!(j.judgement, None);
    // But allowing a connection in one is a blunder even in a lost position.
    let j = judge(eval(-99_996, "c1-c3"), played, Eval { score: WON - 1, best: None });
    assert_eq!(j.judgement, Some(Judgement::Blunder));
    // Unless every move allows it (a loss in 2: move, then the opponent connects).
    let j = judge(eval(-(WON - 2), "c1-c3"), played, Eval { score: WON - 1, best: None });
    assert_eq!(j.judgement, None);
    // The engine's own move is never marked, whatever the numbers.
    let j = judge(eval(99_999, "b1-b3"), played, Eval { score: 0, best: None });
    assert_eq!(j.judgement, None);
    // The winning move itself (the game over after it: the opponent lost).
    let j = judge(eval(99_999, "c1-c3"), played, Eval { score: -WON, best: None });
    assert_eq!(j.judgement, None);
}

#[test]
fn a_game_is_judged_where_both_sides_are_known() {
    let moves = [mv("b1-b3"), mv("c1-c3")];
    let evals = [Some(eval(0, "c1-c3")), Some(eval(500, "c1-c3")), None];
    let judged = judge_game(&moves, &evals);
    assert_eq!(judged.len(), 2);
    assert_eq!(judged[0].and_then(|j| j.judgement), Some(Judgement::Blunder));
    assert_eq!(judged[1], None);
}

#[test]
fn the_summary_counts_each_sides_marks() {
    let blunder = MoveJudged { loss: 0.5, judgement: Some(Judgement::Blunder), better: None };
    let fine = MoveJudged { loss: 0.0, judgement: None, better: None };
    let slip = MoveJudged { loss: 0.12, judgement: Some(Judgement::Inaccuracy), better: None };
    let judged = [Some(blunder), Some(fine), Some(slip), Some(fine), None];
    let [black, white] = summarize(&judged, Color::Black);
    assert_eq!((black.moves, black.marks, black.marked()), (2, [1, 0, 1], 2));
    assert!((black.mean_loss - 0.31).abs() < 1e-9 && (black.accuracy() - 69.0).abs() < 1e-9);
    assert_eq!((white.moves, white.marks, white.accuracy()), (2, [0, 0, 0], 100.0));
    // White moved first: the same moves change hands.
    let [black, white] = summarize(&judged, Color::White);
    assert_eq!((black.count(Judgement::Blunder), white.count(Judgement::Blunder)), (0, 1));
}

/// A clock that never runs out.
struct Frozen;
impl Clock for Frozen {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

#[test]
fn a_review_evaluates_every_position_and_scores_the_end() {
    let mut game = Position::new(Variant::Standard);
    for text in ["b1-b3", "h4-f2"] {
        game.play(game.parse_move(text).unwrap()).unwrap();
    }
    let mut engine = Engine::new(1);
    let mut seen = Vec::new();
    let limits = ReviewLimits { depth: 2, nodes: 1_000_000, time_ms: 1_000 };
    review_game(&mut engine, &game, limits, &Frozen, &mut |ply, e| {
        seen.push((ply, e.depth, e.eval.best.is_some()));
        true
    });
    assert_eq!(seen, [(0, 2, true), (1, 2, true), (2, 2, true)]);
    // Stopped after the first.
    let mut count = 0;
    review_game(&mut engine, &game, limits, &Frozen, &mut |_, _| {
        count += 1;
        false
    });
    assert_eq!(count, 1);
    // A finished game (puzzle 0001 solved): Black, to move, has lost, without a search.
    let start = Position::from_position_string(
        "2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w",
        Variant::Standard,
        crate::Rules::default(),
    )
    .unwrap();
    let over = record::read("d2xb2", start, Format::MoveList).into_position().unwrap();
    let e = evaluate(&mut engine, &over, limits, &Frozen);
    assert_eq!((e.eval, e.depth), (Eval { score: -WON, best: None }, 0));
}
