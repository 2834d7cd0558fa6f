//! `go`'s words: the search limits and the clocks of both sides.

use loa_core::budget::{allocate_with_moves_to_go, Budget};
use loa_core::search::MAX_DEPTH;
use loa_core::{Color, Move, Position};

use crate::args::MAX_TIME_MS;

/// What `go` asked for.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Go {
    pub depth: Option<u32>,
    pub movetime: Option<u64>,
    pub nodes: Option<u64>,
    /// Remaining time and increment per side (Black, White), and moves to the next control.
    pub time: [Option<u64>; 2],
    pub inc: [Option<u64>; 2],
    pub movestogo: Option<u64>,
    pub infinite: bool,
    /// `searchmoves M…`: the root moves to search, as written (see [`Go::root_moves`]).
    pub searchmoves: Vec<String>,
}

/// The words `go` knows; `searchmoves` takes the words after it up to the next of these.
const KEYS: [&str; 11] =
    ["depth", "movetime", "nodes", "wtime", "btime", "winc", "binc", "movestogo", "infinite", "ponder", "searchmoves"];

impl Go {
    /// Reads the words after `go`.
    ///
    /// # Errors
    /// A message naming the word that is not understood or the number out of range.
    pub fn parse(words: &[&str]) -> Result<Go, String> {
        let mut go = Go::default();
        let mut i = 0;
        while i < words.len() {
            let key = words[i];
            if key == "infinite" {
                go.infinite = true;
                i += 1;
                continue;
            }
            if key == "ponder" {
                i += 1;
                continue;
            }
            if key == "searchmoves" {
                let moves = words[i + 1..].iter().take_while(|w| !KEYS.contains(w));
                go.searchmoves.extend(moves.map(|w| (*w).to_owned()));
                if go.searchmoves.is_empty() {
                    return Err("go searchmoves: moves must follow".to_owned());
                }
                i += 1 + go.searchmoves.len();
                continue;
            }
            let value = words.get(i + 1).ok_or_else(|| format!("go {key}: a number must follow"))?;
            let number = |max: u64| -> Result<u64, String> {
                value
                    .parse::<u64>()
                    .ok()
                    .filter(|v| *v <= max)
                    .ok_or_else(|| format!("go {key} {value}: expected a whole number from 0 to {max}"))
            };
            match key {
                "depth" => go.depth = Some(number(u64::from(MAX_DEPTH))?.max(1) as u32),
                "movetime" => go.movetime = Some(number(MAX_TIME_MS)?),
                "nodes" => go.nodes = Some(number(u64::MAX)?.max(1)),
                "wtime" => go.time[Color::White.index()] = Some(number(MAX_TIME_MS)?),
                "btime" => go.time[Color::Black.index()] = Some(number(MAX_TIME_MS)?),
                "winc" => go.inc[Color::White.index()] = Some(number(MAX_TIME_MS)?),
                "binc" => go.inc[Color::Black.index()] = Some(number(MAX_TIME_MS)?),
                "movestogo" => go.movestogo = Some(number(10_000)?.max(1)),
                _ => return Err(format!("go: unknown word {key:?} (expected depth, movetime, nodes, wtime, btime, winc, binc, movestogo, searchmoves or infinite)")),
            }
            i += 2;
        }
        Ok(go)
    }

    /// The time budget of `side`, who has made `moves_played` moves, from its clock (see
    /// [`allocate_with_moves_to_go`]); `None` without a clock for that side.
    #[must_use]
    pub fn clock_budget(&self, side: Color, moves_played: u32) -> Option<Budget> {
        let left = self.time[side.index()]?;
        let inc = self.inc[side.index()].unwrap_or(0);
        let to_go = self.movestogo.map(|n| u32::try_from(n).unwrap_or(u32::MAX));
        Some(allocate_with_moves_to_go(left, inc, moves_played, to_go))
    }

    /// The `searchmoves` as moves of `pos` (empty when none were given).
    ///
    /// # Errors
    /// A message naming the move that is not a legal move of `pos`.
    pub fn root_moves(&self, pos: &Position) -> Result<Vec<Move>, String> {
        let read = |text: &String| pos.parse_move(text).map_err(|e| format!("go searchmoves {text}: {e}"));
        self.searchmoves.iter().map(read).collect()
    }

    /// Whether the search limits come from the words (otherwise a level or a default applies).
    pub(super) fn explicit(&self) -> bool {
        self.depth.is_some() || self.movetime.is_some() || self.nodes.is_some() || self.infinite
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_words() {
        assert_eq!(Go::parse(&["depth", "5"]), Ok(Go { depth: Some(5), ..Go::default() }));
        let go = Go::parse(&["wtime", "60000", "btime", "30000", "winc", "1000", "binc", "0"]).unwrap();
        assert_eq!(go.clock_budget(Color::Black, 10), Some(allocate_with_moves_to_go(30_000, 0, 10, None)));
        assert_eq!(go.clock_budget(Color::White, 10), Some(allocate_with_moves_to_go(60_000, 1_000, 10, None)));
        let to_go = Go::parse(&["btime", "9000", "movestogo", "3"]).unwrap();
        assert_eq!(to_go.clock_budget(Color::Black, 0), Some(allocate_with_moves_to_go(9_000, 0, 0, Some(3))));
        assert_eq!(to_go.clock_budget(Color::White, 0), None, "no clock for White");
        assert!(Go::parse(&["infinite"]).unwrap().infinite);
        let some = Go::parse(&["searchmoves", "b1-b3", "c1c3", "depth", "4"]).unwrap();
        assert_eq!((some.searchmoves.as_slice(), some.depth), (&["b1-b3".to_owned(), "c1c3".to_owned()][..], Some(4)));
        let pos = Position::new(loa_core::Variant::Standard);
        let moves = some.root_moves(&pos).unwrap();
        assert_eq!(moves.iter().map(ToString::to_string).collect::<Vec<_>>(), ["b1-b3", "c1-c3"]);
        for bad in [["searchmoves", "b1-b4"], ["searchmoves", "zz"], ["searchmoves", "a2-a4"]] {
            let err = Go::parse(&bad).unwrap().root_moves(&pos).unwrap_err();
            assert!(err.starts_with(&format!("go searchmoves {}", bad[1])), "{err}");
        }
        for bad in [
            &["depth"][..],
            &["depth", "x"],
            &["bogus", "1"],
            &["movetime", "-1"],
            &["searchmoves"],
            &["searchmoves", "depth", "3"],
        ] {
            assert!(Go::parse(bad).is_err(), "{bad:?}");
        }
    }
}
