//! A Glicko-like rating: the player's strength and how sure it is, moved by each first attempt
//! at a puzzle of known rating (Glicko-1, the puzzle's deviation fixed at [`PUZZLE_DEVIATION`]).

use std::f64::consts::{LN_10, PI};

/// A new player's rating.
pub const START: f64 = 1000.0;
/// A new player's deviation: nothing is known yet, so the first results move the rating a lot.
pub const START_DEVIATION: f64 = 350.0;
/// The deviation never falls below this, so the rating keeps following the player.
pub const MIN_DEVIATION: f64 = 60.0;
/// How sure a puzzle's own rating is.
pub const PUZZLE_DEVIATION: f64 = 80.0;

const Q: f64 = LN_10 / 400.0;

/// A player's rating and deviation.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub value: f64,
    pub deviation: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating { value: START, deviation: START_DEVIATION }
    }
}

fn g(deviation: f64) -> f64 {
    1.0 / (1.0 + 3.0 * Q * Q * deviation * deviation / (PI * PI)).sqrt()
}

impl Rating {
    /// The chance of solving a puzzle rated `puzzle`.
    #[must_use]
    pub fn expected(&self, puzzle: f64) -> f64 {
        1.0 / (1.0 + 10f64.powf(-g(PUZZLE_DEVIATION) * (self.value - puzzle) / 400.0))
    }

    /// The rating after a first attempt at a puzzle rated `puzzle`: solved or not.
    #[must_use]
    pub fn after(&self, puzzle: f64, solved: bool) -> Rating {
        let gj = g(PUZZLE_DEVIATION);
        let e = self.expected(puzzle);
        let d2 = 1.0 / (Q * Q * gj * gj * e * (1.0 - e)).max(f64::MIN_POSITIVE);
        let inv = 1.0 / (self.deviation * self.deviation) + 1.0 / d2;
        let score = if solved { 1.0 } else { 0.0 };
        let value = self.value + Q / inv * gj * (score - e);
        let deviation = (1.0 / inv).sqrt().max(MIN_DEVIATION);
        if value.is_finite() && deviation.is_finite() {
            Rating { value, deviation }
        } else {
            *self
        }
    }

    /// The rating as shown: a whole number.
    #[must_use]
    pub fn shown(&self) -> i64 {
        self.value.round() as i64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solving_raises_and_failing_lowers_more_against_an_easy_puzzle() {
        let r = Rating::default();
        let up = r.after(1000.0, true);
        let down = r.after(1000.0, false);
        assert!(up.value > r.value && down.value < r.value);
        // Even odds: the same step each way.
        assert!((up.value - r.value - (r.value - down.value)).abs() < 1e-9);
        // Failing an easy puzzle costs more than failing a hard one.
        let easy = r.value - r.after(600.0, false).value;
        let hard = r.value - r.after(1600.0, false).value;
        assert!(easy > hard, "{easy} {hard}");
        // And the deviation shrinks with each result, never below the floor.
        assert!(up.deviation < r.deviation);
        let mut many = r;
        for _ in 0..200 {
            many = many.after(1000.0, true).after(1000.0, false);
        }
        assert!((many.deviation - MIN_DEVIATION).abs() < 1e-9);
    }

    #[test]
    fn a_new_players_first_result_moves_the_rating_a_lot_a_settled_one_little() {
        let new = Rating::default();
        let settled = Rating { value: 1000.0, deviation: MIN_DEVIATION };
        let first = new.after(1000.0, true).value - 1000.0;
        let later = settled.after(1000.0, true).value - 1000.0;
        assert!(first > 100.0 && later < 20.0 && later > 0.0, "{first} {later}");
        assert_eq!(new.after(1000.0, true).shown(), new.after(1000.0, true).value.round() as i64);
    }

    #[test]
    fn expected_score_is_a_probability() {
        let r = Rating::default();
        assert!((r.expected(1000.0) - 0.5).abs() < 1e-12);
        assert!(r.expected(400.0) > 0.9 && r.expected(1600.0) < 0.1);
    }
}
