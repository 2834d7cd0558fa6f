//! How far apart a side's pieces stand: the sum the evaluation's concentration term starts from.

use crate::Bitboard;

/// The sum of the distances (in king moves) from each of `pieces` to their centre of mass,
/// times their number, so that it stays a whole number: 0 for one piece, 2 for two side by
/// side, 56 for the four corners of the 8×8 board. A move that lowers it brings the pieces
/// closer together.
///
/// ```
/// use loa_core::eval::spread;
/// use loa_core::{Bitboard, Square};
/// let squares = |names: &[&str]| names.iter().map(|s| s.parse::<Square>().unwrap()).collect::<Bitboard>();
/// assert_eq!(spread(squares(&["d4", "e4"])), 2); // each half a square from the centre, times 2
/// assert_eq!(spread(squares(&["a1", "h8"])), 14);
/// assert!(spread(squares(&["a1", "b2", "c3"])) < spread(squares(&["a1", "d4", "g7"])));
/// ```
#[must_use]
pub fn spread(pieces: Bitboard) -> i32 {
    let n = pieces.count() as i32;
    let (files, ranks) =
        pieces.into_iter().fold((0, 0), |(f, r), sq| (f + i32::from(sq.file()), r + i32::from(sq.rank())));
    pieces
        .into_iter()
        .map(|sq| (i32::from(sq.file()) * n - files).abs().max((i32::from(sq.rank()) * n - ranks).abs()))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Square;

    #[test]
    fn spreads() {
        let squares = |names: &[&str]| names.iter().map(|s| s.parse::<Square>().unwrap()).collect::<Bitboard>();
        for (pieces, expected) in [
            (&[][..], 0),
            (&["d4"][..], 0),
            (&["d4", "e4"][..], 2),
            (&["a1", "h8"][..], 14),
            (&["a1", "a2", "a3"][..], 6), // 1 + 0 + 1, times 3
            (&["a1", "h1", "a8", "h8"][..], 56),
        ] {
            assert_eq!(spread(squares(pieces)), expected, "{pieces:?}");
        }
    }
}
