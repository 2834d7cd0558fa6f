//! Puzzles in the browser, in plain Rust (tested natively): the puzzle file `puzzles.tsv` read and
//! ordered easiest first ([`set`]), the player's local rating ([`rating`]) and progress
//! ([`progress`]), and one attempt at a puzzle ([`attempt`]): right or wrong at once, with the
//! reason, and the opponent's reply.
//!
//! `<loa-board puzzle="ID">` plays one puzzle; `puzzle="next"` (the puzzles page) is the trainer
//! that keeps the rating and streak and moves on to the next puzzle.

pub mod attempt;
pub mod progress;
pub mod rating;
pub mod set;

pub use attempt::{Attempt, Step};
pub use progress::Progress;
pub use rating::Rating;
pub use set::{Entry, PuzzleSet, SetError};
