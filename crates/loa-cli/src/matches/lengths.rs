//! How long the games that one side won lasted: the median, the 95th percentile and the longest.

use std::fmt;

/// The lengths of some games, in moves (each side's move counts one, the opening's included).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Lengths {
    moves: Vec<usize>,
}

impl Lengths {
    pub fn add(&mut self, moves: usize) {
        self.moves.push(moves);
    }

    /// The length that `percent` % of the games do not exceed: the nearest-rank percentile (an
    /// actual game's length); `None` without games.
    pub fn percentile(&self, percent: usize) -> Option<usize> {
        let mut sorted = self.moves.clone();
        sorted.sort_unstable();
        let rank = (percent.clamp(1, 100) * sorted.len()).div_ceil(100);
        sorted.get(rank.max(1) - 1).copied()
    }

    pub fn longest(&self) -> Option<usize> {
        self.moves.iter().max().copied()
    }
}

impl fmt::Display for Lengths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.percentile(50), self.percentile(95), self.longest()) {
            (Some(median), Some(p95), Some(longest)) => write!(
                f,
                "a's {} wins: median {median} moves, 95th percentile {p95}, longest {longest} \
                 (each side's move counts, the opening's too)",
                self.moves.len()
            ),
            _ => f.write_str("a won no game"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_are_lengths_of_games() {
        for (moves, median, p95, longest) in [
            (&[][..], None, None, None),
            (&[40][..], Some(40), Some(40), Some(40)),
            (&[30, 10, 20][..], Some(20), Some(30), Some(30)),
            (&[10, 20, 30, 40][..], Some(20), Some(40), Some(40)),
            // 20 games: the 19th longest is the 95th percentile, the 20th is longer.
            (
                &[5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 60, 200][..],
                Some(14),
                Some(60),
                Some(200),
            ),
        ] {
            let mut lengths = Lengths::default();
            for &m in moves {
                lengths.add(m);
            }
            assert_eq!(
                (lengths.percentile(50), lengths.percentile(95), lengths.longest()),
                (median, p95, longest),
                "{moves:?}"
            );
        }
        let mut hundred = Lengths::default();
        for m in (1..=100).rev() {
            hundred.add(m);
        }
        assert_eq!([0, 1, 50, 95, 100, 150].map(|p| hundred.percentile(p)), [1, 1, 50, 95, 100, 100].map(Some));
    }

    #[test]
    fn said_in_one_line() {
        let mut lengths = Lengths::default();
        assert_eq!(lengths.to_string(), "a won no game");
        for m in [31, 45, 38] {
            lengths.add(m);
        }
        assert_eq!(
            lengths.to_string(),
            "a's 3 wins: median 38 moves, 95th percentile 45, longest 45 (each side's move counts, the opening's too)"
        );
    }
}
