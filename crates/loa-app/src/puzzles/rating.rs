//! The player's puzzle rating: Elo, moved by each first attempt at a puzzle of known rating.
//!
//! A result moves the rating by K × (result − expected score), with the expected score from the
//! usual logistic curve (400 points: ten to one). K is [`K_NEW`] for the first [`PROVISIONAL`]
//! puzzles, so a new player's rating finds its level quickly, then [`K_SETTLED`]. No single
//! result can move the rating by more than K: a miss on a puzzle rated far below costs at most
//! [`K_NEW`] points (Glicko-1 with a new player's deviation of 350 took 382 for one miss on a
//! 700 puzzle from 1000, which the walkthrough found absurd).

/// A new player's rating.
pub const START: f64 = 1000.0;
/// K for a player with fewer than [`PROVISIONAL`] rated puzzles.
pub const K_NEW: f64 = 40.0;
/// K afterwards.
pub const K_SETTLED: f64 = 20.0;
/// How many rated puzzles use [`K_NEW`].
pub const PROVISIONAL: usize = 20;

/// A player's rating.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Rating {
    pub value: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating { value: START }
    }
}

/// The step size for a player who has `rated` puzzles behind them.
#[must_use]
pub const fn k(rated: usize) -> f64 {
    if rated < PROVISIONAL {
        K_NEW
    } else {
        K_SETTLED
    }
}

impl Rating {
    /// The chance of solving a puzzle rated `puzzle`.
    #[must_use]
    pub fn expected(&self, puzzle: f64) -> f64 {
        1.0 / (1.0 + 10f64.powf((puzzle - self.value) / 400.0))
    }

    /// The rating after a first attempt at a puzzle rated `puzzle`, solved or not, by a player
    /// with `rated` rated puzzles before it. A rating or puzzle that is not a number changes
    /// nothing.
    #[must_use]
    pub fn after(&self, puzzle: f64, solved: bool, rated: usize) -> Rating {
        let score = if solved { 1.0 } else { 0.0 };
        let value = self.value + k(rated) * (score - self.expected(puzzle));
        if value.is_finite() {
            Rating { value }
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

    /// (rating, rated puzzles before, puzzle, solved, the step to within half a point).
    const STEPS: [(f64, usize, f64, bool, f64); 10] = [
        // The walkthrough's case: a new player misses the easiest puzzle.
        (1000.0, 0, 700.0, false, -34.0),
        (1000.0, 0, 700.0, true, 6.0),
        (1000.0, 0, 1000.0, true, 20.0),
        (1000.0, 0, 1000.0, false, -20.0),
        (1000.0, 0, 1600.0, true, 38.8),
        (1000.0, 0, 1600.0, false, -1.2),
        (1000.0, 19, 1000.0, true, 20.0),
        (1000.0, 20, 1000.0, true, 10.0),
        (1700.0, 50, 700.0, false, -19.9),
        (1300.0, 50, 1900.0, true, 19.4),
    ];

    #[test]
    fn each_result_moves_the_rating_by_the_expected_step() {
        for (value, rated, puzzle, solved, step) in STEPS {
            let after = Rating { value }.after(puzzle, solved, rated);
            assert!((after.value - value - step).abs() < 0.5, "{value} {rated} {puzzle} {solved}: {}", after.value);
        }
    }

    #[test]
    fn no_result_moves_the_rating_by_more_than_k() {
        for value in (0..=30).map(|i| 100.0 * f64::from(i)) {
            for puzzle in (0..=30).map(|i| 100.0 * f64::from(i)) {
                for rated in [0, 19, 20, 500] {
                    for solved in [true, false] {
                        let step = Rating { value }.after(puzzle, solved, rated).value - value;
                        assert!(step.abs() <= k(rated) && (step > 0.0) == solved, "{value} {puzzle} {rated}");
                    }
                }
            }
        }
    }

    #[test]
    fn a_rating_that_is_not_a_number_changes_nothing() {
        let r = Rating::default();
        assert_eq!(r.after(f64::NAN, true, 0), r);
        assert_eq!(Rating { value: f64::INFINITY }.after(700.0, false, 0).value, f64::INFINITY);
    }

    #[test]
    fn expected_score_is_a_probability() {
        let r = Rating::default();
        assert!((r.expected(1000.0) - 0.5).abs() < 1e-12);
        assert!(r.expected(400.0) > 0.9 && r.expected(1600.0) < 0.1);
        assert_eq!(r.shown(), 1000);
    }
}
