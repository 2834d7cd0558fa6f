use core::fmt;
use core::str::FromStr;

/// A square of the 8×8 grid, `a1` = 0 … `h8` = 63 (rank-major: `index = rank * 8 + file`).
///
/// Smaller boards (6×6) use the lower-left corner of the same grid, so every square type,
/// table and bitboard stays the same for every variant.
///
/// ```
/// use loa_core::Square;
/// let sq: Square = "e4".parse().unwrap();
/// assert_eq!(sq.file(), 4);
/// assert_eq!(sq.rank(), 3);
/// assert_eq!(sq.to_string(), "e4");
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    pub const A1: Square = Square(0);
    pub const H8: Square = Square(63);

    /// The square with this index, if `index < 64`.
    #[inline]
    #[must_use]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square on `file` (0 = a) and `rank` (0 = rank 1), if both are below 8.
    #[inline]
    #[must_use]
    pub const fn from_coords(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// # Panics
    /// In debug builds, when `index >= 64`.
    #[inline]
    #[must_use]
    pub(crate) const fn new_unchecked(index: u8) -> Square {
        debug_assert!(index < 64);
        Square(index)
    }

    #[inline]
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// 0 for file a … 7 for file h.
    #[inline]
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 & 7
    }

    /// 0 for rank 1 … 7 for rank 8.
    #[inline]
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 >> 3
    }

    /// The square `df` files and `dr` ranks away, if on the 8×8 grid.
    #[inline]
    #[must_use]
    pub const fn offset(self, df: i8, dr: i8) -> Option<Square> {
        let f = self.file() as i8 + df;
        let r = self.rank() as i8 + dr;
        if f >= 0 && f < 8 && r >= 0 && r < 8 {
            Some(Square((r * 8 + f) as u8))
        } else {
            None
        }
    }

    /// All 64 squares, a1 first.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..64).map(Square)
    }

    /// Parses the first two bytes of `s` as a square name (`a1`..`h8`, either case).
    pub(crate) fn from_ascii(s: &[u8]) -> Result<Square, ParseSquareError> {
        match s {
            [f, r] => {
                let f = f.to_ascii_lowercase();
                match (f, r) {
                    (b'a'..=b'h', b'1'..=b'8') => Ok(Square((r - b'1') * 8 + (f - b'a'))),
                    _ => Err(ParseSquareError),
                }
            }
            _ => Err(ParseSquareError),
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.file()) as char, (b'1' + self.rank()) as char)
    }
}

impl fmt::Debug for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// A string that is not a square name `a1`..`h8`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParseSquareError;

impl fmt::Display for ParseSquareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not a square: expected a file a-h and a rank 1-8, like e4")
    }
}

impl core::error::Error for ParseSquareError {}

impl FromStr for Square {
    type Err = ParseSquareError;
    fn from_str(s: &str) -> Result<Square, ParseSquareError> {
        Square::from_ascii(s.as_bytes())
    }
}
