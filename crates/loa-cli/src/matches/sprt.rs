//! The sequential probability ratio test of `loa match --sprt ELO0,ELO1`: after each game pair
//! the log-likelihood ratio of "a is ELO1 stronger than b" against "ELO0 stronger" is compared
//! with Wald's bounds, and the match stops when it crosses one.
//!
//! The ratio is the generalized SPRT's normal approximation (as the chess testing frameworks
//! use it): for `n` samples with mean score `m` and variance `v`, and the scores `s0`, `s1`
//! that the two Elo differences predict (logistic: `1 / (1 + 10^(-elo/400))`),
//! `LLR = n (s1 - s0) (2m - s0 - s1) / (2v)`. Trinomial: the samples are games scoring 1, ½
//! or 0. Pentanomial: the samples are the pairs of games on one opening (a with each colour),
//! scoring 0, ¼, ½, ¾ or 1 a game — the pairs' correlation (an opening that favours one
//! colour) is taken into account, so it needs fewer games.

use std::fmt;

use super::Tally;

/// The stronger / weaker hypothesis that was accepted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// a is not ELO1 stronger: the elo0 hypothesis.
    H0,
    /// a is ELO1 stronger (or more).
    H1,
}

/// Game pairs by a's points in the pair: 0, ½, 1, 1½, 2.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Pentanomial(pub [u32; 5]);

impl Pentanomial {
    /// Counts a pair from a's results in its two games (+1, 0 or -1 each).
    pub fn add(&mut self, first: i32, second: i32) {
        let points = (first.clamp(-1, 1) + second.clamp(-1, 1) + 2) as usize;
        self.0[points] += 1;
    }

    pub fn pairs(&self) -> u32 {
        self.0.iter().sum()
    }
}

impl fmt::Display for Pentanomial {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let [a, b, c, d, e] = self.0;
        write!(f, "{} pairs (a scored 0: {a}, ½: {b}, 1: {c}, 1½: {d}, 2: {e})", self.pairs())
    }
}

/// The test: the two Elo differences (a over b) and the error rates.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    /// The chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// The chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// The score share a logistic Elo difference predicts.
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

/// The normal approximation of the LLR for samples `(score, count)`. Zero while the samples
/// have no spread (all one result): the approximation needs a variance.
fn llr(samples: &[(f64, f64)], s0: f64, s1: f64) -> f64 {
    let n: f64 = samples.iter().map(|(_, c)| c).sum();
    if n == 0.0 {
        return 0.0;
    }
    let mean = samples.iter().map(|(x, c)| x * c).sum::<f64>() / n;
    let var = samples.iter().map(|(x, c)| c * (x - mean).powi(2)).sum::<f64>() / n;
    if var <= 1e-12 {
        return 0.0;
    }
    n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * var)
}

impl Sprt {
    /// `ELO0,ELO1` (`0,10`): finite, ELO0 below ELO1, within ±1000.
    ///
    /// # Errors
    /// The text is not two such numbers (the message starts with the text).
    pub fn parse_elos(text: &str) -> Result<(f64, f64), String> {
        let bad = || format!("{text}: expected ELO0,ELO1 with ELO0 below ELO1, from -1000 to 1000 (e.g. 0,10)");
        let (a, b) = text.split_once(',').ok_or_else(bad)?;
        let (e0, e1) = (a.trim().parse::<f64>().map_err(|_| bad())?, b.trim().parse::<f64>().map_err(|_| bad())?);
        let ok = |e: f64| e.is_finite() && (-1000.0..=1000.0).contains(&e);
        if ok(e0) && ok(e1) && e0 < e1 {
            Ok((e0, e1))
        } else {
            Err(bad())
        }
    }

    /// Wald's bounds: accept H0 at or below the first, H1 at or above the second.
    pub fn bounds(&self) -> (f64, f64) {
        ((self.beta / (1.0 - self.alpha)).ln(), ((1.0 - self.beta) / self.alpha).ln())
    }

    fn scores(&self) -> (f64, f64) {
        (expected_score(self.elo0), expected_score(self.elo1))
    }

    /// The LLR from wins, draws and losses.
    pub fn llr_trinomial(&self, t: &Tally) -> f64 {
        let (s0, s1) = self.scores();
        let samples = [(1.0, f64::from(t.wins)), (0.5, f64::from(t.draws)), (0.0, f64::from(t.losses))];
        llr(&samples, s0, s1)
    }

    /// The LLR from game pairs.
    pub fn llr_pentanomial(&self, p: &Pentanomial) -> f64 {
        let (s0, s1) = self.scores();
        let samples: Vec<(f64, f64)> = p.0.iter().enumerate().map(|(i, &c)| (i as f64 / 4.0, f64::from(c))).collect();
        llr(&samples, s0, s1)
    }

    /// The verdict of `llr`, if it crossed a bound.
    pub fn verdict(&self, llr: f64) -> Option<Verdict> {
        let (lower, upper) = self.bounds();
        if llr >= upper {
            Some(Verdict::H1)
        } else if llr <= lower {
            Some(Verdict::H0)
        } else {
            None
        }
    }

    /// The report: `sprt [0, 10] alpha 0.05 beta 0.05: llr 2.97, bounds [-2.94, 2.94], …`.
    pub fn report(&self, pairs: &Pentanomial, tally: &Tally, verdict: Option<Verdict>) -> String {
        let (lower, upper) = self.bounds();
        let llr = self.llr_pentanomial(pairs);
        let what = match verdict {
            Some(Verdict::H1) => format!("H1 accepted: a is stronger by {} Elo or more", self.elo1),
            Some(Verdict::H0) => {
                format!("H0 accepted: a is not stronger by {} Elo (rather {} or less)", self.elo1, self.elo0)
            }
            None => "no verdict: the games ran out before a bound was crossed".to_string(),
        };
        format!(
            "sprt [{}, {}] alpha {} beta {}: llr {llr:.2} (trinomial {:.2}), bounds [{lower:.2}, {upper:.2}], {}; {what}",
            self.elo0,
            self.elo1,
            self.alpha,
            self.beta,
            self.llr_trinomial(tally),
            pairs
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEST: Sprt = Sprt { elo0: 0.0, elo1: 10.0, alpha: 0.05, beta: 0.05 };

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    #[test]
    fn bounds_of_five_percent_errors() {
        let (lower, upper) = TEST.bounds();
        assert!(close(lower, -2.944_438_979), "{lower}");
        assert!(close(upper, 2.944_438_979), "{upper}");
        let (lower, upper) = Sprt { alpha: 0.05, beta: 0.1, ..TEST }.bounds();
        assert!(close(lower, (0.1f64 / 0.95).ln()) && close(upper, (0.9f64 / 0.05).ln()));
        assert!(close(expected_score(0.0), 0.5));
        assert!(close(expected_score(400.0), 10.0 / 11.0));
    }

    #[test]
    fn trinomial_known_values() {
        // Worked by hand: W 60 D 0 L 40, [0, 10]: mean 0.6, variance 0.24, s0 0.5,
        // s1 0.514387184…: 100 · 0.014387184 · 0.185612816 / 0.48 = 0.556342868…
        let t = Tally { wins: 60, draws: 0, losses: 40 };
        assert!(close(TEST.llr_trinomial(&t), 0.556_342_868), "{}", TEST.llr_trinomial(&t));
        // W 100 D 50 L 50: mean 0.625, variance 0.171875: 200 · 0.014387184 · 0.235612816 / 0.34375
        let t = Tally { wins: 100, draws: 50, losses: 50 };
        assert!(close(TEST.llr_trinomial(&t), 1.972_250_166), "{}", TEST.llr_trinomial(&t));
        // Even results point to H0: 200 · 0.014387184 · (−0.014387184) / 0.5.
        let even = Tally { wins: 100, draws: 0, losses: 100 };
        assert!(close(TEST.llr_trinomial(&even), -0.082_796_427), "{}", TEST.llr_trinomial(&even));
        assert_eq!(TEST.llr_trinomial(&Tally::default()), 0.0);
        assert_eq!(TEST.llr_trinomial(&Tally { wins: 5, draws: 0, losses: 0 }), 0.0, "no spread yet");
    }

    #[test]
    fn pentanomial_known_values() {
        // Pairs [5, 10, 20, 15, 10] (60 pairs): mean 0.5625, variance 0.084635416…:
        // 60 · 0.014387184 · 0.110612816 / 0.169270833 = 0.564092557…
        let p = Pentanomial([5, 10, 20, 15, 10]);
        assert!(close(TEST.llr_pentanomial(&p), 0.564_092_557), "{}", TEST.llr_pentanomial(&p));
        // The same games as a trinomial sample have more variance: a smaller LLR.
        let mut t = Tally::default();
        for (points, &n) in p.0.iter().enumerate() {
            for _ in 0..n {
                let wins = points as u32 / 2;
                t.wins += wins;
                t.draws += points as u32 % 2;
                t.losses += 2 - wins - points as u32 % 2;
            }
        }
        assert_eq!(t.games(), 120);
        assert!(TEST.llr_trinomial(&t) < TEST.llr_pentanomial(&p));
    }

    #[test]
    fn pairs_are_counted_by_points() {
        let mut p = Pentanomial::default();
        p.add(1, 1);
        p.add(1, -1);
        p.add(-1, 1);
        p.add(0, 1);
        p.add(-1, -1);
        assert_eq!(p.0, [1, 0, 2, 1, 1]);
        assert_eq!(p.pairs(), 5);
    }

    #[test]
    fn verdicts_at_the_bounds() {
        assert_eq!(TEST.verdict(3.0), Some(Verdict::H1));
        assert_eq!(TEST.verdict(-3.0), Some(Verdict::H0));
        assert_eq!(TEST.verdict(2.9), None);
        // A clear gain crosses the upper bound, a clear loss the lower one.
        assert_eq!(TEST.verdict(TEST.llr_pentanomial(&Pentanomial([2, 10, 30, 30, 28]))), Some(Verdict::H1));
        assert_eq!(TEST.verdict(TEST.llr_pentanomial(&Pentanomial([28, 30, 30, 10, 2]))), Some(Verdict::H0));
    }

    #[test]
    fn elos_are_parsed() {
        assert_eq!(Sprt::parse_elos("0,10"), Ok((0.0, 10.0)));
        assert_eq!(Sprt::parse_elos(" -5 , 2.5"), Ok((-5.0, 2.5)));
        for bad in ["10,0", "5,5", "0", "a,b", "0,nan", "0,inf", "0,2000", ""] {
            assert!(Sprt::parse_elos(bad).unwrap_err().starts_with(&format!("{bad}: expected ELO0,ELO1")), "{bad}");
        }
    }
}
