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
    /// Well formed, but not legal here.
    Illegal(PlayError),
}

impl fmt::Display for ParseMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseMoveError::Syntax => {
                f.write_str("not a move: expected from-to like b1-b3, a capture like d1xa4, or pass")
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
    /// [`ParseMoveError::Illegal`] saying which rule the move breaks.
    pub fn to_move(self, pos: &Position) -> Result<Move, ParseMoveError> {
        let m = match self {
            MoveText::Pass => Move::PASS,
            MoveText::Normal { from, to, capture } => {
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
}
