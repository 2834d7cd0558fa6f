//! The built-in opponents that do not search: a random mover, and one that scatters its pieces
//! (`loa match --b random`, `--b scatter`), to measure how the levels finish a won game.

use loa_core::eval::spread;
use loa_core::{Move, Position, Rng};

/// A side that picks its move by a simple rule, the seed choosing among equals.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mover {
    /// Any legal move, each as likely.
    Random,
    /// A move that leaves its own pieces the most spread out ([`spread`]), as a beginner who
    /// never gathers them: it connects only when every move does.
    Scatter,
}

impl Mover {
    /// The mover a side's settings name, if they name one: `random` or `scatter`.
    pub fn parse(text: &str) -> Option<Mover> {
        match text.trim() {
            "random" => Some(Mover::Random),
            "scatter" => Some(Mover::Scatter),
            _ => None,
        }
    }

    /// The move for `pos`, chosen by `seed` among the equally good; `None` without a legal move.
    pub fn choose(self, pos: &Position, seed: u64) -> Option<Move> {
        let moves = pos.legal_moves();
        let mut rng = Rng::new(seed ^ pos.hash());
        let best: Vec<Move> = match self {
            Mover::Random => moves.to_vec(),
            Mover::Scatter => {
                let us = pos.turn();
                let scored: Vec<(i32, Move)> = moves
                    .iter()
                    .map(|&m| {
                        let mut after = pos.clone();
                        after.play_unchecked(m);
                        (spread(after.pieces(us)), m)
                    })
                    .collect();
                let most = scored.iter().map(|&(s, _)| s).max()?;
                scored.into_iter().filter(|&(s, _)| s == most).map(|(_, m)| m).collect()
            }
        };
        rng.choose(&best).copied()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use loa_core::{Rules, Variant};

    fn position(text: &str) -> Position {
        Position::from_position_string(text, Variant::Standard, Rules::default()).unwrap()
    }

    #[test]
    fn names() {
        assert_eq!(Mover::parse("random"), Some(Mover::Random));
        assert_eq!(Mover::parse(" scatter "), Some(Mover::Scatter));
        assert_eq!(Mover::parse("3"), None);
        assert_eq!(Mover::parse("depth=2"), None);
    }

    /// Each mover's choices, seed by seed: always legal, the same for the same seed, varied
    /// over seeds; the scatterer's always among the most spreading.
    #[test]
    fn moves_are_legal_reproducible_and_as_described() {
        for text in [
            "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
            // Middle games, neither side connected.
            "2bb1bww/3b4/ww1bw2w/3b2w1/2b1b2w/1w1b2b1/8/1bw5 b",
            "8/2bb4/2b2w2/8/3w1b2/1w4w1/8/8 w",
        ] {
            let pos = position(text);
            let us = pos.turn();
            let spread_after = |m: Move| {
                let mut after = pos.clone();
                after.play_unchecked(m);
                spread(after.pieces(us))
            };
            let most = pos.legal_moves().iter().map(|&m| spread_after(m)).max().unwrap();
            for mover in [Mover::Random, Mover::Scatter] {
                let picks: Vec<Move> = (0..40).map(|seed| mover.choose(&pos, seed).unwrap()).collect();
                assert!(picks.iter().all(|&m| pos.is_legal(m)), "{mover:?} {text}");
                assert_eq!(picks, (0..40).map(|seed| mover.choose(&pos, seed).unwrap()).collect::<Vec<_>>());
                let distinct = picks.iter().collect::<std::collections::HashSet<_>>().len();
                if mover == Mover::Random {
                    assert!(distinct > 10, "{text}: {distinct} different random moves");
                } else {
                    assert!(picks.iter().all(|&m| spread_after(m) == most), "{text}");
                }
            }
        }
    }

    #[test]
    fn the_scatterer_spreads_and_the_random_mover_does_not() {
        // From the start, over 30 plies against a random mover, the scatterer's pieces end up
        // further apart than the random mover's do against it.
        let mut pos = Position::new(Variant::Standard);
        let scatterer = pos.turn();
        for ply in 0..30 {
            let mover = if pos.turn() == scatterer { Mover::Scatter } else { Mover::Random };
            let Some(m) = mover.choose(&pos, ply) else { break };
            pos.play_unchecked(m);
            if pos.is_game_over() {
                break;
            }
        }
        let per_piece = |c| spread(pos.pieces(c)) / i32::try_from(pos.pieces(c).count().pow(2)).unwrap();
        assert!(per_piece(scatterer) > per_piece(!scatterer), "{pos}");
    }
}
