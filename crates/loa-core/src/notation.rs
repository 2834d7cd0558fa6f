//! Move notation: `b1-b3`, `d1xa4` on output; also `d1:a4`, `d1a4`, upper case and `pass` on
//! input.

use core::fmt;

use crate::{Move, PlayError, Position, Square};

/// A move as written, before it is matched against a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MoveText {
    /// `from-to` (`capture: Some(false)`), `fromxto` / `from:to` (`Some(true)`), or `fromto`
    /// (`None`: the position decides).
    Normal {
        from: Square,
        to: Square,
        capture: Option<bool>,
    },
    Pass,
}

/// A move that could not be read or is not legal in the position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParseMoveError {
    /// Not of the form `b1-b3`, `d1xa4`, `d1:a4`, `d1a4` or `pass`.
    Syntax,
    /// A square the notation can name (a1–h8) that is not on this variant's smaller board
    /// (g1 or a7 on 6×6).
    OffBoard { square: Square, size: u8 },
    /// Well formed, but not legal here.
    Illegal(PlayError),
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Syntax => {
                f.write_str("not a move: expected from-to like b1-b3, a capture like d1xa4, or pass")
            }
            ParseMoveError::OffBoard { square, size } => {
                let last_file = char::from(b'a' + size.saturating_sub(1));
                write!(f, "{square} is off the {size}×{size} board: files run a-{last_file}, ranks 1-{size}")
            }
            ParseMoveError::Illegal(e) => write!(f, "illegal move: {e}"),
        }
    }
}

impl core::error::Error for ParseMoveError {}

impl From<PlayError> for ParseMoveError {
    fn from(e: PlayError) -> ParseMoveError {
        ParseMoveError::Illegal(e)
    }
}

impl MoveText {
    /// Reads a move's text (surrounding spaces ignored).
    ///
    /// # Errors
    /// [`ParseMoveError::Syntax`] when the text is not a move.
    pub fn parse(s: &str) -> Result<MoveText, ParseMoveError> {
        let s = s.trim();
        if s.eq_ignore_ascii_case("pass") {
            return Ok(MoveText::Pass);
        }
        let b = s.as_bytes();
        let (from, sep, to) = match b.len() {
            4 => (&b[..2], None, &b[2..]),
            5 => (&b[..2], Some(b[2]), &b[3..]),
            _ => return Err(ParseMoveError::Syntax),
        };
        let capture = match sep {
            None => None,
            Some(b'-') => Some(false),
            Some(b'x' | b'X' | b':') => Some(true),
            Some(_) => return Err(ParseMoveError::Syntax),
        };
        let from = Square::from_ascii(from).map_err(|_| ParseMoveError::Syntax)?;
        let to = Square::from_ascii(to).map_err(|_| ParseMoveError::Syntax)?;
        if from == to {
            return Err(ParseMoveError::Syntax);
        }
        Ok(MoveText::Normal { from, to, capture })
    }

    /// The legal move of `pos` this text names. A `-` is accepted for a capture (older texts
    /// write every move with a dash); an `x` or `:` on a non-capture is an error.
    ///
    /// # Errors
    /// [`ParseMoveError::OffBoard`] for a square outside the variant's board,
    /// [`ParseMoveError::Illegal`] saying which rule the move breaks.
    pub fn to_move(self, pos: &Position) -> Result<Move, ParseMoveError> {
        let m = match self {
            MoveText::Pass => Move::PASS,
            MoveText::Normal { from, to, capture } => {
                let variant = pos.variant();
                if let Some(square) = [from, to].into_iter().find(|sq| !variant.board_mask().contains(*sq)) {
                    return Err(ParseMoveError::OffBoard { square, size: variant.size() });
                }
                let is_capture = pos.piece_at(to) == Some(!pos.turn());
                if capture == Some(true) && !is_capture && pos.piece_at(from) == Some(pos.turn()) {
                    return Err(PlayError::CaptureMismatch { from, to }.into());
                }
                Move::normal(from, to, is_capture)
            }
        };
        pos.check(m)?;
        Ok(m)
    }
}

impl Position {
    /// Reads a move in notation and checks it is legal here.
    ///
    /// ```
    /// use loa_core::{Position, Variant};
    /// let pos = Position::new(Variant::Standard);
    /// assert_eq!(pos.parse_move("B1B3").unwrap().to_string(), "b1-b3");
    /// assert!(pos.parse_move("b1-b4").unwrap_err().to_string().contains("exactly 2"));
    /// ```
    ///
    /// # Errors
    /// [`ParseMoveError`] when the text is not a move or the move is illegal.
    pub fn parse_move(&self, s: &str) -> Result<Move, ParseMoveError> {
        MoveText::parse(s)?.to_move(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;
    use alloc::string::ToString;

    #[test]
    fn accepted_forms() {
        let pos = Position::new(Variant::Standard);
        for s in ["b1-b3", "b1b3", "B1-B3", " b1-b3 "] {
            assert_eq!(pos.parse_move(s).unwrap().to_string(), "b1-b3", "{s}");
        }
        for s in ["", "b1", "b1-b9", "i1-b3", "b1_b3", "b1--b3", "b1-b1", "pas", "b1-b3x"] {
            assert_eq!(pos.parse_move(s), Err(ParseMoveError::Syntax), "{s}");
        }
        assert!(matches!(pos.parse_move("b1xb3"), Err(ParseMoveError::Illegal(PlayError::CaptureMismatch { .. }))));
        assert_eq!(pos.parse_move("pass"), Err(ParseMoveError::Illegal(PlayError::PassNotAllowed)));
    }

    #[test]
    fn squares_off_a_small_board() {
        let pos = Position::new(Variant::SixBySix);
        assert_eq!(pos.parse_move("b1-b3").unwrap().to_string(), "b1-b3");
        let off = |s: &str| Square::from_ascii(s.as_bytes()).unwrap();
        for (text, square) in [("g1-g3", "g1"), ("b1-b7", "b7"), ("a7-a5", "a7"), ("e1h4", "h4"), ("h8xa1", "h8")] {
            assert_eq!(pos.parse_move(text), Err(ParseMoveError::OffBoard { square: off(square), size: 6 }), "{text}");
        }
        let e = pos.parse_move("a2-g2").unwrap_err().to_string();
        assert_eq!(e, "g2 is off the 6×6 board: files run a-f, ranks 1-6");
        assert_eq!(pos.parse_move("b1-i1"), Err(ParseMoveError::Syntax));
    }
}
