//! The player's puzzle progress as kept in `localStorage`: rating, streak, best streak and the
//! puzzles tried and solved. Kept as a few lines of text; anything unreadable starts afresh
//! (losing a puzzle rating is better than a page that cannot start).
//!
//! The rating is kept to hundredths and written and read without floating-point formatting or
//! parsing: Rust's `{}` and `parse::<f64>` bring ~20 KB of gzip (their code and power tables)
//! into `<loa-board>`'s module, for this one number.

use std::collections::BTreeSet;

use super::rating::Rating;

/// Where the progress is kept.
pub const STORAGE_KEY: &str = "loa-puzzles";

/// The progress.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Progress {
    pub rating: Rating,
    /// Puzzles solved in a row at the first try.
    pub streak: u32,
    pub best_streak: u32,
    /// Puzzles solved at the first try.
    pub solved: BTreeSet<String>,
    /// Puzzles tried and not solved at the first try.
    pub failed: BTreeSet<String>,
}

impl Progress {
    /// Whether the puzzle was tried (its first attempt counted).
    #[must_use]
    pub fn tried(&self, id: &str) -> bool {
        self.solved.contains(id) || self.failed.contains(id)
    }

    /// Counts a first attempt at puzzle `id` rated `puzzle`; later attempts change nothing.
    /// Returns whether it counted.
    pub fn record(&mut self, id: &str, puzzle: f64, solved: bool) -> bool {
        if self.tried(id) {
            return false;
        }
        self.rating = hundredths(self.rating.after(puzzle, solved, self.solved.len() + self.failed.len()).value);
        if solved {
            self.streak += 1;
            self.best_streak = self.best_streak.max(self.streak);
            self.solved.insert(id.to_owned());
        } else {
            self.streak = 0;
            self.failed.insert(id.to_owned());
        }
        true
    }

    /// The text kept in storage.
    #[must_use]
    pub fn to_text(&self) -> String {
        let join = |s: &BTreeSet<String>| s.iter().cloned().collect::<Vec<_>>().join(" ");
        // In hundredths (as `record` keeps it): `1012.35`, `-3.07`.
        let scaled = (self.rating.value * 100.0).round() as i64;
        let sign = if scaled < 0 { "-" } else { "" };
        let (whole, cents) = (scaled.unsigned_abs() / 100, scaled.unsigned_abs() % 100);
        format!(
            "loa-puzzles 1\nrating {sign}{whole}.{cents:02}\nstreak {}\nbest {}\nsolved {}\nfailed {}\n",
            self.streak,
            self.best_streak,
            join(&self.solved),
            join(&self.failed)
        )
    }

    /// Reads [`Progress::to_text`]'s text; `None` if it is not that. Lines it does not know are
    /// skipped (the `deviation` of the earlier Glicko rating among them).
    #[must_use]
    pub fn from_text(text: &str) -> Option<Progress> {
        let mut lines = text.lines();
        if lines.next()? != "loa-puzzles 1" {
            return None;
        }
        let mut p = Progress::default();
        for line in lines {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            let ids = || value.split_whitespace().map(str::to_owned).collect::<BTreeSet<_>>();
            match key {
                "rating" => p.rating = hundredths(decimal(value)?),
                "streak" => p.streak = value.parse().ok()?,
                "best" => p.best_streak = value.parse().ok()?,
                "solved" => p.solved = ids(),
                "failed" => p.failed = ids(),
                _ => {}
            }
        }
        Some(p)
    }
}

/// A rating to the nearest hundredth.
fn hundredths(value: f64) -> Rating {
    // `as` saturates and maps NaN to 0; a rating is neither.
    Rating { value: (value * 100.0).round() as i64 as f64 / 100.0 }
}

/// A decimal number as this file (and, with more decimals, Rust's `{}` of earlier builds) writes
/// it: `-?digits(.digits)?`; `None` for anything else (`NaN`, `inf`, `1e3`, `x`).
fn decimal(text: &str) -> Option<f64> {
    let (negative, digits) = match text.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, text),
    };
    let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if !all_digits(whole) || (digits.contains('.') && !all_digits(fraction)) || whole.len() > 15 {
        return None;
    }
    let mut value = whole.bytes().fold(0u64, |n, b| n * 10 + u64::from(b - b'0')) as f64;
    // Enough decimals for a hundredth's rounding; the rest cannot change it.
    let kept = &fraction[..fraction.len().min(6)];
    let scale = 10u64.pow(kept.len() as u32);
    value += kept.bytes().fold(0u64, |n, b| n * 10 + u64::from(b - b'0')) as f64 / scale as f64;
    Some(if negative { -value } else { value })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_attempts_count_once_and_keep_the_streak() {
        let mut p = Progress::default();
        assert!(p.record("0001", 700.0, true));
        assert!(p.record("0002", 710.0, true));
        assert_eq!((p.streak, p.best_streak), (2, 2));
        let before = p.rating;
        assert!(!p.record("0002", 710.0, false), "a second attempt changes nothing");
        assert_eq!(p.rating, before);
        assert!(p.record("0003", 720.0, false));
        // A new player's miss on an easy puzzle costs a few dozen points, not hundreds.
        assert!(p.rating.value < before.value && p.rating.value > before.value - 40.0, "{:?}", p.rating);
        assert_eq!((p.streak, p.best_streak), (0, 2));
        assert!(p.tried("0003") && !p.tried("0004"));
    }

    #[test]
    fn the_text_round_trips_and_bad_text_is_refused() {
        let mut p = Progress::default();
        p.record("0001", 700.0, true);
        p.record("0107", 1200.0, false);
        assert_eq!(Progress::from_text(&p.to_text()), Some(p));
        for bad in
            ["", "{\"json\":1}", "loa-puzzles 1\nrating x", "loa-puzzles 1\nrating NaN", "loa-puzzles 1\nstreak -1"]
        {
            assert_eq!(Progress::from_text(bad), None, "{bad:?}");
        }
        assert_eq!(Progress::from_text("loa-puzzles 1\n"), Some(Progress::default()));
        let earlier = Progress::from_text("loa-puzzles 1\nrating 1234.5\ndeviation 80\nstreak 1\n");
        assert_eq!(earlier.map(|p| (p.rating.value, p.streak)), Some((1234.5, 1)));
    }

    #[test]
    fn the_rating_is_kept_to_hundredths_without_float_formatting() {
        let mut p = Progress::default();
        p.record("0001", 700.0, false);
        let text = p.to_text();
        assert!(text.contains(&format!("rating {:.2}\n", p.rating.value)), "{text}");
        assert_eq!(p.rating.value, (p.rating.value * 100.0).round() / 100.0);
        // What earlier builds wrote (Rust's `{}` of the exact value) reads, to the hundredth.
        for (written, read) in [
            ("988.4938271604938", 988.49),
            ("1000", 1000.0),
            ("1012.005", 1012.01),
            ("-3.075", -3.08),
            ("0.5", 0.5),
            ("-0", 0.0),
        ] {
            let p = Progress::from_text(&format!("loa-puzzles 1\nrating {written}\n")).unwrap();
            assert_eq!(p.rating.value, read, "{written}");
            assert_eq!(Progress::from_text(&p.to_text()), Some(p.clone()), "{written}");
        }
        for bad in ["inf", "-inf", "1e3", "1.", ".5", "-", "1.2.3", "+1", " 1", "1 ", "12345678901234567"] {
            assert_eq!(Progress::from_text(&format!("loa-puzzles 1\nrating {bad}\n")), None, "{bad:?}");
        }
    }
}
