//! Proven openings: positions where the side to move wins by force, with the winning move,
//! for the engine to play perfectly there.
//!
//! A book holds winning strategies found by the PN² search ([`crate::solver::Pn2`], `loa book
//! build`): in each of the winner's positions its move, and after each of the loser's replies
//! either another of the winner's positions or a **leaf**, a position the engine's solver
//! proves quickly (within [`LEAF_NODES`]; [`verify`] checks every one, walking the proofs from
//! their roots). Only the winner's moves are kept, six bytes each in a table sorted by
//! position key (`code`), looked up in place: the book costs no memory and no start-up time.
//!
//! [`SIX_BY_SIX`] is the engine's book for 6×6 (Olympiad rules); [`answer`] plays from it,
//! and the engine's `play_level` asks it at the levels that play their best move.

mod code;
mod strategy;
mod verify;

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

pub use code::{key, Book, Strategy, Writer};
pub use strategy::{Lead, Pn2Strategy};
pub use verify::{positions, verify, Verified, VerifyError};

use crate::search::{Info, Line, Score, SearchResult};
use crate::{Move, Position, Variant};

/// The engine's 6×6 book (`loa book export`; how it was made, and its proofs, in `six.md`
/// beside it).
pub const SIX_BY_SIX: &[u8] = include_bytes!("six.book");

/// The solver's positions that prove any leaf of the engine's books: [`verify`] checks them
/// with this budget (the book was built with half of it), well within what the top level's
/// solver gets on 6×6.
pub const LEAF_NODES: u64 = 200_000;

/// What is wrong with a book's bytes. The moves are the game's from the section's setup to
/// the position where it went wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BookError {
    /// Not a book, or a header that cannot be read.
    Header(&'static str),
    /// A book of another version of the format.
    Version(u8),
    /// A move index beyond the position's legal moves.
    IllegalMove(Vec<Move>),
    /// A reply ends the game, and not with the winner's win.
    Lost(Vec<Move>),
    /// The lines come back to a position they left: no end is forced.
    Cycle(Vec<Move>),
    /// A line longer than a book may hold.
    TooDeep(Vec<Move>),
    /// A position of the winner's, reached by the proof, that the book has no move for.
    Incomplete(Vec<Move>),
    /// Entries no proof reaches: the book is stale.
    Unreached(usize),
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (what, moves) = match self {
            BookError::Header(what) => return write!(f, "not a readable book: {what}"),
            BookError::Version(v) => {
                return write!(f, "a book of format version {v}; this program reads version {}", code::VERSION)
            }
            BookError::Unreached(n) => return write!(f, "{n} entries that no proof of the book reaches"),
            BookError::IllegalMove(m) => ("a move index beyond the legal moves", m),
            BookError::Lost(m) => ("a reply wins the game for the book's loser", m),
            BookError::Cycle(m) => ("the lines repeat a position", m),
            BookError::TooDeep(m) => ("a line too long for a book", m),
            BookError::Incomplete(m) => ("no move for a position of the winner's", m),
        };
        write!(f, "{what}, after the moves \"{}\"", moves_text(moves))
    }
}

/// `b6-b4 a4-c2 …`.
pub(crate) fn moves_text(moves: &[Move]) -> String {
    let words: Vec<String> = moves.iter().map(|m| alloc::format!("{m}")).collect();
    words.join(" ")
}

impl core::error::Error for BookError {}

/// The engine's book move in `pos` (6×6), as a search's answer, if it has one.
#[must_use]
pub fn answer(pos: &Position) -> Option<SearchResult> {
    if pos.variant() != Variant::SixBySix || pos.is_game_over() {
        return None;
    }
    // A book that cannot be read plays nothing (its test says why).
    let m = Book::new(SIX_BY_SIX).ok()?.best(pos)?;
    // No distance is known (the leaves are the solver's): a plain score, the move alone.
    let score = Score::Value(0);
    let pv = alloc::vec![m];
    let info = Info {
        depth: 0,
        seldepth: 0,
        score,
        nodes: 0,
        time_ms: 0,
        pv: pv.clone(),
        lines: alloc::vec![Line { score, pv }],
        proven: false,
        shortest: false,
    };
    Some(SearchResult { best: Some(m), info })
}
