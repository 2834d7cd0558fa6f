//! `<loa-board>`, decided without a browser: [`Embed`] is one board. Each thing that happens to
//! the element — its attributes read, a move on the board, a step button, an engine worker's
//! report, its timer, the puzzle file arriving, the Hint, Retry or Reset button — is a method
//! that returns [`Effects`]: the board drawn again from [`Embed::view`], words to announce,
//! events for the host page with their typed details ([`events`]), orders for the engine's
//! workers, the one timer to set. The web crate's `embed` reads the element's events, performs
//! the effects and draws; every decision here is a native test (`tests.rs`).
//!
//! A move's way: the board's callback → [`Embed::play`] (an exercise's grade, or a puzzle's
//! [`puzzle::Puzzle::try_move`], first) → [`Session::play`](crate::session::Session::play) →
//! the session's effects → the board's: the search for the computer's worker, the board drawn
//! again, `loa-move` for the page, and for a wrong answer the timer that takes it back.
//!
//! - [`config`]: the attributes, read and checked;
//! - [`exercise`]: an `expect` answer graded, and why a try is not it;
//! - [`puzzle`]: a puzzle's attempt, its words and the trainer's progress;
//! - [`board_view`]: what the board shows; [`board_effects`], [`events`]: what the browser does.

pub mod board_effects;
pub mod board_view;
pub mod config;
pub mod events;
pub mod exercise;
mod model;
pub mod puzzle;
#[cfg(test)]
mod tests;

pub use board_effects::{Alarm, Effects, HostState, Shown};
pub use model::{Embed, Go, PuzzleFile};
