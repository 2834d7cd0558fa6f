//! Judging a move by how much of the mover's chances it lost: the chances from a score, and the
//! thresholds of an inaccuracy, a mistake and a blunder.

use alloc::vec::Vec;

use super::{Eval, FORCED, WON};
use crate::Move;

/// The score at which the side to move's chances are about 85 % ([`chance`]). The engine's scores
/// are small: a whole balanced game stays within ±60, and a lost position rarely scores below
/// −150 before the search sees the forced connection.
///
/// Calibrated on 48 games between levels 1–8 (`tests/review_games.txt` keeps 15 of them, with
/// their evaluations at [`DEFAULT_LIMITS`](super::DEFAULT_LIMITS)): with 150, a 60-move level-2 game got no mark and
/// beginners' moves losing 20–35 went unmarked; with 100 (and [`INACCURACY`] 0.09), an
/// inaccuracy is a loss of about 19 from an even position (a mistake 39, a blunder 75), above
/// the noise between two searches
/// (the engine's own move loses at most 12 from one position to the next, 11 at the 99th
/// percentile). Marks per game, old → new: levels 1–2 mean 17 → 33 (each side at least 3 in
/// every game of about 60 plies), level 5 against itself 0.8 → 1.7, levels 6–8 against
/// themselves 0.25 → 0.5.
pub const SCALE: f64 = 100.0;

/// The least loss of chances that marks a move: an inaccuracy, a mistake, a blunder. At the
/// full depth of the default limits (no time cut), a level-2 game's moves lose 9–10 % again and
/// again; 0.09 marks them, still above the engine's own moves (at most 6 %).
pub const INACCURACY: f64 = 0.09;
pub const MISTAKE: f64 = 0.18;
pub const BLUNDER: f64 = 0.30;

/// A marked move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    /// The three, mildest first.
    pub const ALL: [Judgement; 3] = [Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder];

    /// The page's `data-judgement` value and the message-id stem: `inaccuracy`, `mistake`,
    /// `blunder`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// √y for y ≥ 0 by Newton's method: `core` has no `sqrt` without std, and this gives the same
/// bits natively and in WebAssembly.
pub(super) fn sqrt(y: f64) -> f64 {
    if y <= 0.0 {
        return 0.0;
    }
    let mut g = if y > 1.0 { y } else { 1.0 };
    for _ in 0..100 {
        let next = 0.5 * (g + y / g);
        if next >= g {
            break;
        }
        g = next;
    }
    g
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
    0.5 + 0.5 * x / sqrt(1.0 + x * x)
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
    } else if (before.score >= WON - 1 && mover_after < WON) || (before.score > -(WON - 2) && mover_after <= -(WON - 1))
    {
        // Missed a connection in one (even with a slower forced win left), or allowed one where
        // a move did not (even in a position already lost by force; at a loss in 2, every move
        // allows it).
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
