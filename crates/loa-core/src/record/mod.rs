//! Game records: the LOA flavour of SGF (with variations) and the plain numbered move list,
//! both ways. One reader, [`read`], takes either format and returns what it read with the
//! error that stopped it, if any.
//!
//! ```
//! use loa_core::record::{self, Format};
//! use loa_core::{Position, Variant};
//! let start = Position::new(Variant::Standard);
//! let pos = record::read("1. b1-b3 h4-f2 2. d1xa4 h2-e2", start.clone(), Format::MoveList).into_position().unwrap();
//! assert_eq!(record::write_move_list(&pos), "1. b1-b3 h4-f2 2. d1xa4 h2-e2");
//! let sgf = record::write_sgf(&pos);
//! assert_eq!(record::read(&sgf, start, Format::Sgf).into_position().unwrap(), pos);
//! ```
//!
//! One file per part: `read` (the reader and what it returns), `move_list` (writing a move
//! list and its words), `sgf_parser` (the SGF syntax), `sgf_read` (an SGF game's set-up and
//! moves), `sgf_write`, `ply` (one move of either format: its number and its text played, and
//! the most a record holds) and `error` ([`RecordError`]).

mod error;
mod move_list;
mod ply;
mod read;
mod sgf_parser;
mod sgf_read;
mod sgf_write;
#[cfg(test)]
mod tests;

pub use error::RecordError;
pub use move_list::{move_words, write_move_list, MoveWords, UnclosedComment};
pub use ply::MAX_RECORD_MOVES;
pub use read::{read, Format, Read};
pub use sgf_write::{write_sgf, write_sgf_tree};
