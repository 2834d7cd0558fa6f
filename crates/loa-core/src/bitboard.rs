use core::fmt;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

use crate::Square;

/// A set of squares, one bit per square (`a1` = bit 0, `h8` = bit 63).
///
/// Displays as an 8×8 diagram, rank 8 at the top:
///
/// ```
/// use loa_core::{Bitboard, Square};
/// let bb = Bitboard::from_square("b1".parse().unwrap()) | Bitboard::from_square("h8".parse().unwrap());
/// assert_eq!(bb.to_string(), "\
/// . . . . . . . 1
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . . . . . . . .
/// . 1 . . . . . .
/// ");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Bitboard(pub u64);

impl Bitboard {
    pub const EMPTY: Bitboard = Bitboard(0);
    pub const FULL: Bitboard = Bitboard(!0);
    const NOT_FILE_A: u64 = 0xfefe_fefe_fefe_fefe;
    const NOT_FILE_H: u64 = 0x7f7f_7f7f_7f7f_7f7f;

    #[inline]
    #[must_use]
    pub const fn from_square(sq: Square) -> Bitboard {
        Bitboard(1 << sq.index())
    }

    #[inline]
    #[must_use]
    pub const fn contains(self, sq: Square) -> bool {
        self.0 & (1 << sq.index()) != 0
    }

    #[inline]
    #[must_use]
    pub const fn count(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    #[must_use]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    #[must_use]
    pub const fn any(self) -> bool {
        self.0 != 0
    }

    /// More than one square.
    #[inline]
    #[must_use]
    pub const fn more_than_one(self) -> bool {
        self.0 & self.0.wrapping_sub(1) != 0
    }

    #[inline]
    #[must_use]
    pub const fn with(self, sq: Square) -> Bitboard {
        Bitboard(self.0 | (1 << sq.index()))
    }

    #[inline]
    #[must_use]
    pub const fn without(self, sq: Square) -> Bitboard {
        Bitboard(self.0 & !(1 << sq.index()))
    }

    #[inline]
    #[must_use]
    pub const fn union(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 | other.0)
    }

    #[inline]
    #[must_use]
    pub const fn intersect(self, other: Bitboard) -> Bitboard {
        Bitboard(self.0 & other.0)
    }

    /// The lowest square, if any.
    #[inline]
    #[must_use]
    pub const fn first(self) -> Option<Square> {
        if self.0 == 0 {
            None
        } else {
            Some(Square::new_unchecked(self.0.trailing_zeros() as u8))
        }
    }

    /// The set with the lowest square only.
    #[inline]
    #[must_use]
    pub const fn lowest(self) -> Bitboard {
        Bitboard(self.0 & self.0.wrapping_neg())
    }

    /// These squares and their 8 neighbours (king moves), clipped to the grid.
    #[inline]
    #[must_use]
    pub const fn dilate(self) -> Bitboard {
        let b = self.0;
        let horiz = b | ((b << 1) & Self::NOT_FILE_A) | ((b >> 1) & Self::NOT_FILE_H);
        Bitboard(horiz | (horiz << 8) | (horiz >> 8))
    }

    /// The 8 neighbours of these squares, without the squares themselves.
    #[inline]
    #[must_use]
    pub const fn neighbours(self) -> Bitboard {
        Bitboard(self.dilate().0 & !self.0)
    }

    /// The group of `self` that contains `seed` squares, by flood fill over 8-neighbourhood.
    #[inline]
    #[must_use]
    pub const fn flood(self, seed: Bitboard) -> Bitboard {
        let mut group = seed.0 & self.0;
        loop {
            let next = Bitboard(group).dilate().0 & self.0;
            if next == group {
                return Bitboard(group);
            }
            group = next;
        }
    }

    /// Whether the squares form one 8-connected group (an empty set is not a group).
    #[inline]
    #[must_use]
    pub const fn is_connected(self) -> bool {
        // A connected group fills every rank and every file between its first and its last, so
        // a gap rules it out without the flood fill (most positions of a game have one).
        self.0 != 0 && self.spans_are_gapless() && self.flood(self.lowest()).0 == self.0
    }

    /// Whether the occupied ranks are consecutive, and the occupied files too.
    #[inline]
    const fn spans_are_gapless(self) -> bool {
        const fn consecutive(bits: u64) -> bool {
            let run = bits >> bits.trailing_zeros();
            run & (run + 1) == 0
        }
        let b = self.0;
        let mut files = b | (b >> 32);
        files |= files >> 16;
        files |= files >> 8;
        let mut ranks = b | (b >> 4);
        ranks |= ranks >> 2;
        ranks |= ranks >> 1;
        // One bit per occupied rank at 8·r, gathered into bit r of the top byte.
        let ranks = (ranks & 0x0101_0101_0101_0101).wrapping_mul(0x0102_0408_1020_4080) >> 56;
        consecutive(files & 0xff) && consecutive(ranks)
    }

    /// The number of 8-connected groups.
    #[must_use]
    pub const fn groups(self) -> u32 {
        let mut rest = self.0;
        let mut n = 0;
        while rest != 0 {
            let g = Bitboard(rest).flood(Bitboard(rest & rest.wrapping_neg())).0;
            rest &= !g;
            n += 1;
        }
        n
    }

    #[inline]
    pub const fn iter(self) -> BitboardIter {
        BitboardIter(self.0)
    }
}

/// The squares of a [`Bitboard`], lowest first.
#[derive(Debug, Clone)]
pub struct BitboardIter(u64);

impl Iterator for BitboardIter {
    type Item = Square;
    #[inline]
    fn next(&mut self) -> Option<Square> {
        if self.0 == 0 {
            return None;
        }
        let sq = Square::new_unchecked(self.0.trailing_zeros() as u8);
        self.0 &= self.0 - 1;
        Some(sq)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for BitboardIter {}

impl IntoIterator for Bitboard {
    type Item = Square;
    type IntoIter = BitboardIter;
    fn into_iter(self) -> BitboardIter {
        self.iter()
    }
}

impl FromIterator<Square> for Bitboard {
    fn from_iter<I: IntoIterator<Item = Square>>(iter: I) -> Bitboard {
        iter.into_iter().fold(Bitboard::EMPTY, Bitboard::with)
    }
}

macro_rules! bit_ops {
    ($($tr:ident $f:ident $atr:ident $af:ident $op:tt),*) => {$(
        impl $tr for Bitboard {
            type Output = Bitboard;
            #[inline]
            fn $f(self, rhs: Bitboard) -> Bitboard { Bitboard(self.0 $op rhs.0) }
        }
        impl $atr for Bitboard {
            #[inline]
            fn $af(&mut self, rhs: Bitboard) { self.0 = self.0 $op rhs.0; }
        }
    )*};
}
bit_ops!(BitAnd bitand BitAndAssign bitand_assign &, BitOr bitor BitOrAssign bitor_assign |, BitXor bitxor BitXorAssign bitxor_assign ^);

impl Not for Bitboard {
    type Output = Bitboard;
    #[inline]
    fn not(self) -> Bitboard {
        Bitboard(!self.0)
    }
}

impl fmt::Display for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..8u8).rev() {
            for file in 0..8u8 {
                let sq = Square::new_unchecked(rank * 8 + file);
                f.write_str(if self.contains(sq) { "1" } else { "." })?;
                f.write_str(if file < 7 { " " } else { "\n" })?;
            }
        }
        Ok(())
    }
}

impl fmt::Debug for Bitboard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Bitboard({:#018x})", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bb(squares: &[&str]) -> Bitboard {
        squares.iter().map(|s| s.parse::<Square>().unwrap()).collect()
    }

    #[test]
    fn connectivity() {
        assert!(bb(&["a1"]).is_connected());
        assert!(bb(&["a1", "b2", "c3"]).is_connected());
        assert!(!bb(&["a1", "c1"]).is_connected());
        assert!(!bb(&["h1", "a2"]).is_connected(), "no wrap around the board edge");
        assert!(!bb(&["a8", "h7"]).is_connected());
        assert!(!Bitboard::EMPTY.is_connected());
        assert_eq!(bb(&["a1", "c1", "e1", "e2", "h8"]).groups(), 4);
        assert!(!bb(&["a1", "a3", "b2"]).with("h2".parse().unwrap()).is_connected(), "gap in the files");
        assert!(bb(&["a1", "b2", "a3", "b4", "c5"]).is_connected(), "no gap, one group");
    }

    /// The gap test never rejects a connected set: `is_connected` is `groups() == 1`, on sparse
    /// and dense random sets alike.
    #[test]
    fn connected_is_one_group() {
        let mut x = 0x2545_f491_4f6c_dd1du64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for i in 0..20_000 {
            let b = match i % 4 {
                0 => next() & next() & next(),
                1 => next() & next(),
                2 => next(),
                _ => Bitboard(next()).lowest().dilate().dilate().0 & next(),
            };
            assert_eq!(Bitboard(b).is_connected(), Bitboard(b).groups() == 1, "{b:#x}");
        }
    }

    #[test]
    fn dilate_clips_edges() {
        assert_eq!(bb(&["a1"]).dilate(), bb(&["a1", "b1", "a2", "b2"]));
        assert_eq!(bb(&["h8"]).neighbours(), bb(&["g8", "g7", "h7"]));
    }
}
