//! Each side's marks in a reviewed game.

use super::{Judgement, MoveJudged};
use crate::Color;

#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct SideSummary {
    /// The side's judged moves.
    pub moves: usize,
    /// Inaccuracies, mistakes, blunders (in [`Judgement::ALL`]'s order).
    pub marks: [usize; 3],
    /// The mean loss of chances per judged move (0 to 1).
    pub mean_loss: f64,
}

impl SideSummary {
    /// How many moves got `judgement`.
    #[must_use]
    pub fn count(&self, judgement: Judgement) -> usize {
        self.marks[judgement as usize]
    }

    /// All marked moves.
    #[must_use]
    pub fn marked(&self) -> usize {
        self.marks.iter().sum()
    }

    /// An accuracy figure: 100 × (1 − mean loss), rounded to a tenth; 100 with no judged move.
    #[must_use]
    pub fn accuracy(&self) -> f64 {
        let a = 1000.0 * (1.0 - self.mean_loss);
        // `round` is std-only; scores are positive, so adding ½ and truncating rounds.
        ((a + 0.5) as u32) as f64 / 10.0
    }
}

/// The marks of both sides, Black's first: the move after `i` plies is played by `start_turn`
/// when `i` is even (every move, passes included, hands the turn over).
#[must_use]
pub fn summarize(judged: &[Option<MoveJudged>], start_turn: Color) -> [SideSummary; 2] {
    let mut sides = [SideSummary::default(); 2];
    let mut losses = [0.0f64; 2];
    for (i, m) in judged.iter().enumerate() {
        let Some(m) = m else { continue };
        let mover = if i % 2 == 0 { start_turn } else { !start_turn };
        let k = usize::from(mover == Color::White);
        sides[k].moves += 1;
        losses[k] += m.loss;
        if let Some(j) = m.judgement {
            sides[k].marks[j as usize] += 1;
        }
    }
    for (side, loss) in sides.iter_mut().zip(losses) {
        if side.moves > 0 {
            side.mean_loss = loss / side.moves as f64;
        }
    }
    sides
}
