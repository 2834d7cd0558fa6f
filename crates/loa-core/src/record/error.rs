//! [`RecordError`]: what stopped a record's reading, and where.

use alloc::string::String;
use core::fmt;

use crate::notation::ParseMoveError;
use crate::{Color, Escaped, ParsePositionError, SetupError, Variant};

/// A record that could not be read. Every message says where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// The SGF text is malformed at `line`:`column`.
    Syntax { line: usize, column: usize, expected: &'static str },
    /// `GM` names a game other than Lines of Action (9).
    NotLinesOfAction(String),
    /// `SU` names an unknown variant.
    UnknownVariant(String),
    /// `SZ` gives a board size the variant is not played on (6 or 8 for the standard game,
    /// 8 for the others).
    BadSize { size: String, variant: Variant },
    /// A setup property (`AB`, `AW`, `AE`) holds something other than a square.
    BadSetupSquare(String),
    /// A position string in the record (or given with it) could not be read.
    Position(ParsePositionError),
    /// The set-up board is not a legal position.
    Setup(SetupError),
    /// Move number `ply` (1 = Black's first) could not be read or is illegal.
    Move { ply: usize, text: String, error: ParseMoveError },
    /// In SGF, a move by the side not to move.
    WrongSide { ply: usize, expected: Color },
    /// In a move list, a `{` comment before move number `ply` is never closed with `}`.
    UnclosedComment { ply: usize },
    /// The record holds more than `limit` ([`super::MAX_RECORD_MOVES`]) moves.
    TooManyMoves { limit: usize },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Syntax { line, column, expected } => {
                write!(f, "SGF syntax error at line {line}, column {column}: expected {expected}")
            }
            RecordError::NotLinesOfAction(gm) => {
                write!(f, "this SGF is for another game (GM[{gm}]); Lines of Action is GM[9]")
            }
            RecordError::UnknownVariant(su) => {
                write!(f, "unknown variant SU[{su}]: expected Standard or Scrambled-eggs")
            }
            RecordError::BadSize { size, variant } => write!(
                f,
                "board size SZ[{size}] is not played with SU[{}]: expected SZ[8], or SZ[6] for the 6×6 standard game",
                variant.sgf_name()
            ),
            RecordError::BadSetupSquare(s) => {
                write!(f, "setup square [{s}] is not a square like e4")
            }
            RecordError::Position(e) => write!(f, "bad position: {e}"),
            RecordError::Setup(e) => write!(f, "illegal setup: {e}"),
            RecordError::Move { ply, text, error } => write!(f, "{} \"{}\": {error}", MoveNumber(*ply), Escaped(text)),
            RecordError::WrongSide { ply, expected } => {
                write!(f, "{} is played by the wrong side: {expected} is to move", MoveNumber(*ply))
            }
            RecordError::UnclosedComment { ply } => {
                write!(f, "the {{comment}} before {} is not closed with }}", MoveNumber(*ply))
            }
            RecordError::TooManyMoves { limit } => {
                write!(f, "the record has more than {limit} moves, the most that can be read")
            }
        }
    }
}

impl core::error::Error for RecordError {}

/// `move 3 (first of the pair)`: a ply counted as [`RecordError`] counts them.
struct MoveNumber(usize);

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pair = if self.0 % 2 == 1 { "first of the pair" } else { "second of the pair" };
        write!(f, "move {} ({pair})", self.0.div_ceil(2))
    }
}

impl From<ParsePositionError> for RecordError {
    fn from(e: ParsePositionError) -> RecordError {
        RecordError::Position(e)
    }
}

impl From<SetupError> for RecordError {
    fn from(e: SetupError) -> RecordError {
        RecordError::Setup(e)
    }
}
