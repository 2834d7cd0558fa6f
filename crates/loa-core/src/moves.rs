use core::fmt;
use core::num::NonZeroU16;

use arrayvec::ArrayVec;

use crate::Square;

/// A move: a piece from one square to another (capturing or not), or a pass.
///
/// Two bytes, and `Option<Move>` is two bytes too:
///
/// ```
/// use loa_core::Move;
/// assert_eq!(core::mem::size_of::<Move>(), 2);
/// assert_eq!(core::mem::size_of::<Option<Move>>(), 2);
/// ```
///
/// Bits 0–5 hold the origin, 6–11 the destination, bit 12 the capture flag, bit 13 marks a pass.
/// A normal move never has origin = destination, so the encoding is never zero.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Move(NonZeroU16);

const CAPTURE: u16 = 1 << 12;
const PASS: u16 = 1 << 13;

impl Move {
    /// The pass, legal only when the side to move has no other move (and the rules say pass).
    pub const PASS: Move = Move(match NonZeroU16::new(PASS) {
        Some(v) => v,
        None => unreachable!(),
    });

    /// A move of a piece from `from` to `to`; `capture` when an enemy piece stands on `to`.
    /// Returns `None` when `from == to`.
    #[inline]
    #[must_use]
    pub const fn new(from: Square, to: Square, capture: bool) -> Option<Move> {
        if from.index() == to.index() {
            return None;
        }
        let bits = from.index() as u16 | (to.index() as u16) << 6 | if capture { CAPTURE } else { 0 };
        match NonZeroU16::new(bits) {
            Some(v) => Some(Move(v)),
            None => None,
        }
    }

    #[inline]
    pub(crate) const fn normal(from: Square, to: Square, capture: bool) -> Move {
        let bits = from.index() as u16 | (to.index() as u16) << 6 | if capture { CAPTURE } else { 0 };
        // from != to for every generated move, so bits != 0; PASS keeps it non-zero regardless.
        match NonZeroU16::new(bits) {
            Some(v) => Move(v),
            None => Move::PASS,
        }
    }

    #[inline]
    #[must_use]
    pub const fn is_pass(self) -> bool {
        self.0.get() & PASS != 0
    }

    #[inline]
    #[must_use]
    pub const fn is_capture(self) -> bool {
        self.0.get() & CAPTURE != 0
    }

    /// The origin square; `a1` for a pass.
    #[inline]
    #[must_use]
    pub const fn from(self) -> Square {
        Square::new_unchecked((self.0.get() & 63) as u8)
    }

    /// The destination square; `a1` for a pass.
    #[inline]
    #[must_use]
    pub const fn to(self) -> Square {
        Square::new_unchecked(((self.0.get() >> 6) & 63) as u8)
    }

    /// The raw 16-bit encoding (for transposition tables and messages).
    #[inline]
    #[must_use]
    pub const fn bits(self) -> u16 {
        self.0.get()
    }

    /// The move with this raw encoding, if it is a valid encoding.
    #[must_use]
    pub const fn from_bits(bits: u16) -> Option<Move> {
        if bits == PASS {
            return Some(Move::PASS);
        }
        if bits & !(CAPTURE | 0xfff) != 0 || bits & 63 == (bits >> 6) & 63 {
            return None;
        }
        match NonZeroU16::new(bits) {
            Some(v) => Some(Move(v)),
            None => None,
        }
    }
}

/// Prints `b1-b3`, `d1xa4` or `pass`: the output notation of docs/RULES.md.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.is_pass() {
            f.write_str("pass")
        } else {
            let sep = if self.is_capture() { 'x' } else { '-' };
            write!(f, "{}{}{}", self.from(), sep, self.to())
        }
    }
}

impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The most moves a side can have: 8 per piece, and a setup has at most 32 pieces a side.
pub const MAX_MOVES: usize = 256;

/// A list of moves that lives on the stack: generating moves never allocates.
pub type MoveList = ArrayVec<Move, MAX_MOVES>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_bits() {
        for from in Square::all() {
            for to in Square::all() {
                for capture in [false, true] {
                    if let Some(m) = Move::new(from, to, capture) {
                        assert_eq!(Move::from_bits(m.bits()), Some(m));
                        assert_eq!((m.from(), m.to(), m.is_capture(), m.is_pass()), (from, to, capture, false));
                    }
                }
            }
        }
        assert_eq!(Move::from_bits(Move::PASS.bits()), Some(Move::PASS));
        assert_eq!(Move::from_bits(0), None);
        assert_eq!(Move::from_bits(0xffff), None);
    }
}
