//! Lines of Action: the rules of `docs/RULES.md`, move generation, notation, game records and the engine.
//!
//! `no_std` with `alloc`: the same code runs natively, in the browser and in a Web Worker.
//!
//! ```
//! use loa_core::{Outcome, Position, Reason, Variant, Color};
//!
//! let mut pos = Position::new(Variant::Standard);
//! for text in ["c8-c6", "a6-c4", "e8-b5", "h3xf1"] {
//!     let m = pos.parse_move(text).unwrap();
//!     pos.play(m).unwrap();
//! }
//! assert_eq!(pos.to_string(), "1b1b1bb1/w6w/2b4w/wb5w/w1w4w/w7/w6w/1bbbbwb1 b");
//! assert_eq!(pos.outcome(), None);
//! ```
#![no_std]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

mod bitboard;
pub mod book;
pub mod budget;
mod color;
pub mod engine;
mod escaped;
pub mod eval;
mod line_moves;
mod lines;
pub mod move_tree;
mod moves;
pub mod notation;
mod outcome;
pub mod perft;
mod position;
pub mod puzzle;
pub mod record;
pub mod review;
mod rng;
mod rules;
pub mod search;
mod setup;
pub mod solver;
pub mod sort;
mod square;
mod variant;
pub mod zobrist;

pub use bitboard::{Bitboard, BitboardIter};
pub use color::Color;
pub use escaped::Escaped;
pub use moves::{Move, MoveList, MAX_MOVES};
pub use notation::{MoveText, ParseMoveError};
pub use outcome::{Outcome, Reason};
pub use perft::perft;
pub use position::{targets, PlayError, Position, SetupError};
pub use record::RecordError;
pub use rng::Rng;
pub use rules::{NoMoves, ParseRulesError, Repetition, Rules, Simultaneous};
pub use setup::{ParsePositionError, Setup, MAX_PIECES_PER_SIDE};
pub use square::{ParseSquareError, Square};
pub use variant::{board_mask, ParseVariantError, Variant};

use core::fmt;

/// A position string that is unreadable or not a legal position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParseError {
    Syntax(ParsePositionError),
    Illegal(SetupError),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Syntax(e) => e.fmt(f),
            ParseError::Illegal(e) => write!(f, "illegal position: {e}"),
        }
    }
}

impl core::error::Error for ParseError {}

impl From<ParsePositionError> for ParseError {
    fn from(e: ParsePositionError) -> ParseError {
        ParseError::Syntax(e)
    }
}

impl From<SetupError> for ParseError {
    fn from(e: SetupError) -> ParseError {
        ParseError::Illegal(e)
    }
}
