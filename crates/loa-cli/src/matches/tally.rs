//! Wins, draws and losses, the score and the Elo difference with its 95% margin.

/// Wins, draws and losses from the first player's point of view.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    /// Counts one game's result for the first player (+1, 0 or -1).
    pub fn add(&mut self, result: i32) {
        match result {
            1.. => self.wins += 1,
            0 => self.draws += 1,
            _ => self.losses += 1,
        }
    }

    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score share, 0..=1.
    pub fn score(&self) -> f64 {
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games().max(1))
    }

    /// The Elo difference and its 95% margin (from the per-game score variance).
    pub fn elo(&self) -> (f64, f64) {
        let n = f64::from(self.games().max(1));
        let s = self.score();
        let var = (f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2))
            / n;
        let sigma = (var / n).sqrt();
        let elo = |p: f64| {
            let p = p.clamp(1e-3, 1.0 - 1e-3);
            -400.0 * (1.0 / p - 1.0).log10()
        };
        let (lo, hi) = (elo(s - 1.96 * sigma), elo(s + 1.96 * sigma));
        (elo(s), (hi - lo) / 2.0)
    }
}

impl std::fmt::Display for Tally {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "W {} D {} L {} ({} games, score {:.1}%), ",
            self.wins,
            self.draws,
            self.losses,
            self.games(),
            100.0 * self.score()
        )?;
        let n = self.games();
        if n > 0 && (self.wins == n || self.losses == n) {
            // A clean sweep has no finite Elo: give the one-sided 95% bound instead.
            let p = 0.05f64.powf(1.0 / f64::from(n));
            let bound = 400.0 * (p / (1.0 - p)).log10();
            return if self.wins == n {
                write!(f, "Elo > {bound:+.0} (95%)")
            } else {
                write!(f, "Elo < {:+.0} (95%)", -bound)
            };
        }
        let (elo, margin) = self.elo();
        write!(f, "Elo {elo:+.0} ± {margin:.0}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elo_of_even_and_lopsided() {
        let even = Tally { wins: 5, draws: 0, losses: 5 };
        assert!(even.elo().0.abs() < 1e-9);
        let strong = Tally { wins: 15, draws: 2, losses: 3 };
        assert!(strong.elo().0 > 150.0);
    }
}
