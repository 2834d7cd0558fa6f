//! Why a setup is not a position, and why a move cannot be played: errors whose messages name
//! the rule.

use core::fmt;

use crate::setup::MAX_PIECES_PER_SIDE;
use crate::{Color, Outcome, Square};

/// A setup that is not a legal position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupError {
    /// The setup's board size is not the variant's.
    WrongSize { size: u8, expected: u8 },
    /// A square holds both colours.
    Overlap(Square),
    /// A piece stands outside the variant's board.
    OffBoard(Square),
    /// A side has no pieces at all.
    NoPieces(Color),
    /// A side has more pieces than the engine supports.
    TooManyPieces(Color),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SetupError::WrongSize { size, expected } => {
                write!(f, "the board is {size}×{size}, but this variant is played on {expected}×{expected}")
            }
            SetupError::Overlap(sq) => write!(f, "{sq} holds both a black and a white piece"),
            SetupError::OffBoard(sq) => write!(f, "a piece on {sq} is outside the board"),
            SetupError::NoPieces(c) => write!(f, "{c} has no pieces"),
            SetupError::TooManyPieces(c) => {
                write!(f, "{c} has more than {MAX_PIECES_PER_SIDE} pieces")
            }
        }
    }
}

impl core::error::Error for SetupError {}

/// Why a move cannot be played. The message explains the rule that forbids it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayError {
    /// The game has already ended.
    GameOver(Outcome),
    /// No piece stands on the origin square.
    NoPiece(Square),
    /// The piece on the origin square belongs to the other side.
    NotYourPiece(Square),
    /// Origin and destination share no rank, file or diagonal.
    NotALine { from: Square, to: Square },
    /// The move is not as long as the number of pieces on its line.
    WrongDistance { from: Square, to: Square, distance: u8, pieces: u8 },
    /// An enemy piece stands in the way.
    JumpsEnemy { from: Square, to: Square, enemy: Square },
    /// The destination holds a piece of the mover's own side.
    OwnPiece { from: Square, to: Square },
    /// A pass, while there is a legal move (or the rules say that having none loses).
    PassNotAllowed,
    /// The move is marked as a capture and the destination is empty, or the reverse.
    CaptureMismatch { from: Square, to: Square },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PlayError::GameOver(o) => write!(f, "the game is over: {o}"),
            PlayError::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            PlayError::NotYourPiece(sq) => write!(f, "the piece on {sq} belongs to the other side"),
            PlayError::NotALine { from, to } => {
                write!(f, "{from}-{to} is not a straight line (rank, file or diagonal)")
            }
            PlayError::WrongDistance { from, to, distance, pieces } => write!(
                f,
                "{from}-{to} moves {distance} square{}, but its line holds {pieces} piece{}, so the piece must move exactly {pieces}",
                if distance == 1 { "" } else { "s" },
                if pieces == 1 { "" } else { "s" },
            ),
            PlayError::JumpsEnemy { from, to, enemy } => {
                write!(f, "{from}-{to} would jump the enemy piece on {enemy}")
            }
            PlayError::OwnPiece { from, to } => write!(f, "{from}-{to} lands on a piece of your own"),
            PlayError::PassNotAllowed => f.write_str("passing is allowed only when there is no legal move"),
            PlayError::CaptureMismatch { from, to } => {
                write!(f, "{from}x{to}: the capture mark does not match the board")
            }
        }
    }
}

impl core::error::Error for PlayError {}
