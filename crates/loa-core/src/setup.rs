use core::fmt;
use core::str::FromStr;

use crate::{Bitboard, Color, Escaped, Square};

/// The most pieces one side may have in a setup (move lists hold 8 moves per piece).
pub const MAX_PIECES_PER_SIDE: u32 = 32;

/// A board and a side to move that may or may not be a legal position: what a position
/// string describes. [`crate::Position::from_setup`] checks it.
///
/// The position string of docs/RULES.md: ranks from the top down separated by `/`, `b` and `w`
/// for pieces, digits for runs of empty squares, a space, the side to move. Eight ranks of
/// eight squares, or six of six for the 6×6 board (its lower-left corner of the 8×8 grid).
///
/// ```
/// use loa_core::{Setup, Variant};
/// let start = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";
/// let setup: Setup = start.parse().unwrap();
/// assert_eq!(setup, Variant::Standard.start());
/// assert_eq!(setup.to_string(), start);
/// let six: Setup = "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b".parse().unwrap();
/// assert_eq!((six, six.size), (Variant::SixBySix.start(), 6));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Setup {
    pub black: Bitboard,
    pub white: Bitboard,
    pub turn: Color,
    /// Files and ranks of the board: 8, or 6 (see [`crate::Variant::size`]).
    pub size: u8,
}

impl Setup {
    /// The pieces of one side.
    #[must_use]
    pub const fn pieces(&self, color: Color) -> Bitboard {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    /// What stands on `sq`.
    #[must_use]
    pub const fn piece_at(&self, sq: Square) -> Option<Color> {
        if self.black.contains(sq) {
            Some(Color::Black)
        } else if self.white.contains(sq) {
            Some(Color::White)
        } else {
            None
        }
    }
}

/// A position string that could not be read. The messages say what is wrong and where.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParsePositionError {
    /// The string is empty.
    Empty,
    /// A character other than `b`, `w`, a digit or `/` in the board part.
    InvalidCharacter { rank: u8, ch: char },
    /// A rank with more or fewer squares than the board is wide.
    BadRankLength { rank: u8, squares: u8, expected: u8 },
    /// Not as many ranks as a board has (8, or 6 for the 6×6 board).
    BadRankCount { ranks: u8 },
    /// The side to move is missing or is not `b` or `w`.
    InvalidTurn,
    /// Something after the side to move.
    TrailingText,
}

impl fmt::Display for ParsePositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ParsePositionError::Empty => f.write_str("empty position string"),
            ParsePositionError::InvalidCharacter { rank, ch } => write!(
                f,
                "invalid character '{}' in rank {rank}: expected b (black), w (white), a digit (empty squares) or /",
                Escaped(ch.encode_utf8(&mut [0; 4]))
            ),
            ParsePositionError::BadRankLength { rank, squares, expected } => {
                write!(f, "rank {rank} has {squares} squares, expected {expected}")
            }
            ParsePositionError::BadRankCount { ranks } => {
                write!(f, "the board has {ranks} ranks separated by /, expected 8 (or 6 for the 6×6 board)")
            }
            ParsePositionError::InvalidTurn => {
                f.write_str("missing or invalid side to move: expected a space then b or w after the board")
            }
            ParsePositionError::TrailingText => f.write_str("unexpected text after the side to move"),
        }
    }
}

impl core::error::Error for ParsePositionError {}

impl FromStr for Setup {
    type Err = ParsePositionError;

    fn from_str(s: &str) -> Result<Setup, ParsePositionError> {
        let s = s.trim();
        if s.is_empty() {
            return Err(ParsePositionError::Empty);
        }
        let mut parts = s.split_ascii_whitespace();
        let board = parts.next().ok_or(ParsePositionError::Empty)?;
        let turn = match parts.next() {
            Some(t) if t.len() == 1 => t.chars().next().and_then(Color::from_char),
            _ => None,
        }
        .ok_or(ParsePositionError::InvalidTurn)?;
        if parts.next().is_some() {
            return Err(ParsePositionError::TrailingText);
        }

        let ranks: arrayvec::ArrayVec<&str, 8> = {
            let mut v = arrayvec::ArrayVec::new();
            for (i, r) in board.split('/').enumerate() {
                if v.try_push(r).is_err() {
                    return Err(ParsePositionError::BadRankCount { ranks: (i + 1).min(255) as u8 });
                }
            }
            v
        };
        // The number of ranks says the board's size; each rank must then be as wide.
        let size: u8 = match ranks.len() {
            6 => 6,
            8 => 8,
            n => return Err(ParsePositionError::BadRankCount { ranks: n as u8 }),
        };
        let (mut black, mut white) = (Bitboard::EMPTY, Bitboard::EMPTY);
        for (i, text) in ranks.iter().enumerate() {
            let rank = size - 1 - i as u8; // 0-based, from the top
            let rank_name = rank + 1;
            let mut file: u32 = 0;
            for ch in text.chars() {
                match ch {
                    '1'..='9' => file += ch as u32 - '0' as u32,
                    'b' | 'B' | 'w' | 'W' => {
                        if file < u32::from(size) {
                            let sq =
                                Square::from_coords(file as u8, rank).ok_or(ParsePositionError::BadRankLength {
                                    rank: rank_name,
                                    squares: 9,
                                    expected: size,
                                })?;
                            if matches!(ch, 'b' | 'B') {
                                black = black.with(sq);
                            } else {
                                white = white.with(sq);
                            }
                        }
                        file += 1;
                    }
                    _ => return Err(ParsePositionError::InvalidCharacter { rank: rank_name, ch }),
                }
                if file > 64 {
                    break;
                }
            }
            if file != u32::from(size) {
                return Err(ParsePositionError::BadRankLength {
                    rank: rank_name,
                    squares: file.min(255) as u8,
                    expected: size,
                });
            }
        }
        Ok(Setup { black, white, turn, size })
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for rank in (0..self.size).rev() {
            let mut empty = 0;
            for file in 0..self.size {
                let Some(sq) = Square::from_coords(file, rank) else {
                    continue;
                };
                match self.piece_at(sq) {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            write!(f, "{empty}")?;
                            empty = 0;
                        }
                        write!(f, "{}", c.char())?;
                    }
                }
            }
            if empty > 0 {
                write!(f, "{empty}")?;
            }
            if rank > 0 {
                f.write_str("/")?;
            }
        }
        write!(f, " {}", self.turn.char())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn errors_say_where() {
        let e = |s: &str| s.parse::<Setup>().unwrap_err();
        assert_eq!(e(""), ParsePositionError::Empty);
        assert_eq!(e("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1"), ParsePositionError::InvalidTurn);
        assert_eq!(e("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x"), ParsePositionError::InvalidTurn);
        assert_eq!(e("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b b"), ParsePositionError::TrailingText);
        assert_eq!(e("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w b"), ParsePositionError::BadRankCount { ranks: 7 });
        assert_eq!(
            e("1bbbbbb1/w6w/w6w/w7w/w6w/w6w/w6w/1bbbbbb1 b"),
            ParsePositionError::BadRankLength { rank: 5, squares: 9, expected: 8 }
        );
        assert_eq!(
            e("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbxbbb1 b"),
            ParsePositionError::InvalidCharacter { rank: 1, ch: 'x' }
        );
        assert!(e("9/9/9/9/9/9/9/9/9/9 b").to_string().contains("ranks"));
        assert_eq!(e("6/6/6/6/6/6/6 b"), ParsePositionError::BadRankCount { ranks: 7 });
        assert_eq!(e("6/6/6/6/6 b"), ParsePositionError::BadRankCount { ranks: 5 });
    }

    #[test]
    fn six_ranks_of_six() {
        let s: Setup = "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 w".parse().unwrap();
        assert_eq!(s.size, 6);
        assert_eq!(s.turn, Color::White);
        assert_eq!(s.piece_at("f5".parse().unwrap()), Some(Color::White));
        assert_eq!(s.piece_at("e6".parse().unwrap()), Some(Color::Black));
        assert_eq!(s.to_string(), "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 w");
        let e = |s: &str| s.parse::<Setup>().unwrap_err();
        // Six ranks, each as wide as the board has ranks.
        assert_eq!(
            e("1bbbb1/w4w/w4w/w6w/w4w/1bbbb1 b"),
            ParsePositionError::BadRankLength { rank: 3, squares: 8, expected: 6 }
        );
        assert_eq!(
            e("1bbbb1/w4w/w4w/w4w/w4w/1bbbb b"),
            ParsePositionError::BadRankLength { rank: 1, squares: 5, expected: 6 }
        );
        assert!(e("1bbbb1/w4w/w4w/w4w/w4w/1bbbb b").to_string().contains("expected 6"));
    }
}
