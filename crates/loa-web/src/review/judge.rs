//! How good each move of a reviewed game was: from the engine's score before and after it, the
//! mover's chances (a win-probability-like transform of the score) and how much the move lost of
//! them. Pure Rust, tested natively.
//!
//! A missed forced connection (a forced win before, none after) and a move that allows one (no
//! forced loss before, one after) are blunders whatever the numbers say. A move the engine would
//! have played itself is never marked (the scores of two searches differ a little by themselves).

use loa_core::Move;

/// Scores at or beyond this (±) are forced results (the protocol's ±100000 minus the plies).
pub const FORCED: i32 = 90_000;
/// The score at which the side to move's chances are 85 % ([`chance`]). The engine's scores are
/// small: positions with a forced win in 5 plies score +0.1 to +0.9 at depth 3, and a whole
/// balanced game stays within ±0.6.
pub const SCALE: f64 = 150.0;
/// The least loss of chances that marks a move: an inaccuracy, a mistake, a blunder. Consecutive
/// positions of a quiet game differ by up to 0.09 at the review's search (odd and even depths),
/// so an inaccuracy starts above that.
pub const INACCURACY: f64 = 0.10;
pub const MISTAKE: f64 = 0.18;
pub const BLUNDER: f64 = 0.30;

/// A marked move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    /// The `data-judgement` value and the message-id stem: `inaccuracy`, `mistake`, `blunder`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// The engine's view of one position: its score for the side to move (±100000 ∓ plies for a
/// forced result) and the move it would play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Eval {
    pub score: i32,
    pub best: Option<Move>,
}

/// The side to move's chances, 0 (lost) to 1 (won), from a score: ½ + ½·x/√(1+x²) with
/// x = score / [`SCALE`]; a forced result is 0 or 1.
#[must_use]
pub fn chance(score: i32) -> f64 {
    if score >= FORCED {
        return 1.0;
    }
    if score <= -FORCED {
        return 0.0;
    }
    let x = f64::from(score) / SCALE;
    0.5 + 0.5 * x / (1.0 + x * x).sqrt()
}

/// One move of the game, judged.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MoveJudged {
    /// How much of the mover's chances the move lost (0 to 1).
    pub loss: f64,
    pub judgement: Option<Judgement>,
    /// The engine's move in its place, when the move is marked.
    pub better: Option<Move>,
}

/// Judges `played`, with the engine's view of the position before it and of the one after it
/// (whose score is for the opponent, now to move).
#[must_use]
pub fn judge(before: Eval, played: Move, after: Eval) -> MoveJudged {
    let mover_after = -after.score;
    let loss = (chance(before.score) - chance(mover_after)).max(0.0);
    let judgement = if before.best == Some(played) {
        None
    } else if (before.score >= FORCED && mover_after < FORCED) || (before.score > -FORCED && mover_after <= -FORCED) {
        // Missed a forced connection, or allowed one.
        Some(Judgement::Blunder)
    } else if loss >= BLUNDER {
        Some(Judgement::Blunder)
    } else if loss >= MISTAKE {
        Some(Judgement::Mistake)
    } else if loss >= INACCURACY {
        Some(Judgement::Inaccuracy)
    } else {
        None
    };
    MoveJudged { loss, judgement, better: judgement.and(before.best) }
}

/// Judges every move whose position before and after has been evaluated: `evals[i]` is the
/// position after `i` moves. Moves past the evaluations are left out.
#[must_use]
pub fn judge_game(moves: &[Move], evals: &[Option<Eval>]) -> Vec<Option<MoveJudged>> {
    moves
        .iter()
        .enumerate()
        .map(|(i, &m)| match (evals.get(i).copied().flatten(), evals.get(i + 1).copied().flatten()) {
            (Some(before), Some(after)) => Some(judge(before, m, after)),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use loa_core::{Position, Variant};

    fn mv(text: &str) -> Move {
        Position::new(Variant::Standard).parse_move(text).unwrap()
    }

    fn eval(score: i32, best: &str) -> Eval {
        Eval { score, best: Some(mv(best)) }
    }

    #[test]
    fn chances_rise_with_the_score_and_forced_results_are_certain() {
        assert!((chance(0) - 0.5).abs() < 1e-9);
        assert!(chance(100) > 0.5 && chance(100) < chance(300) && chance(300) < chance(3000));
        assert!((chance(300) + chance(-300) - 1.0).abs() < 1e-9);
        assert_eq!(chance(99_999), 1.0);
        assert_eq!(chance(-99_990), 0.0);
        assert!(chance(50_000) < 1.0, "a big score is not yet a forced win");
    }

    #[test]
    fn thresholds() {
        let played = mv("b1-b3");
        // (score before, score after for the opponent, expected)
        let cases = [
            (0, 0, None),
            (0, 20, None),
            (0, 45, Some(Judgement::Inaccuracy)),
            (0, 80, Some(Judgement::Mistake)),
            (0, 400, Some(Judgement::Blunder)),
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
        // The thresholds in order, each a step up.
        let ladder = [INACCURACY, MISTAKE, BLUNDER];
        assert!(ladder.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn forced_connections_missed_or_allowed_are_blunders() {
        let played = mv("b1-b3");
        // A win in one missed, even for a move still good by the numbers.
        let j = judge(eval(99_999, "e1-e3"), played, Eval { score: -2000, best: None });
        assert_eq!((j.judgement, j.better), (Some(Judgement::Blunder), Some(mv("e1-e3"))));
        // A slower forced win is fine.
        let j = judge(eval(99_999, "e1-e3"), played, Eval { score: -99_995, best: None });
        assert_eq!(j.judgement, None);
        // Allowing a forced connection from an even game.
        let j = judge(eval(20, "c1-c3"), played, Eval { score: 99_997, best: None });
        assert_eq!(j.judgement, Some(Judgement::Blunder));
        // Already lost: the loss was not this move's.
        let j = judge(eval(-99_996, "c1-c3"), played, Eval { score: 99_995, best: None });
        assert_eq!(j.judgement, None);
        // The engine's own move is never marked, whatever the numbers.
        let j = judge(eval(99_999, "b1-b3"), played, Eval { score: 0, best: None });
        assert_eq!(j.judgement, None);
        // The winning move itself (the game over after it: the opponent lost).
        let j = judge(eval(99_999, "c1-c3"), played, Eval { score: -100_000, best: None });
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
}
