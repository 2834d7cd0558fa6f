//! The game, in plain Rust on top of loa-core (no browser APIs, so it is tested natively): the
//! [`GameLine`] that the game page and `<loa-board>` both keep, and who plays it ([`Players`]).

pub mod line;
pub mod players;

use loa_core::{Color, Move};

pub use line::GameLine;
pub use players::{valid_level, Player, Players, DEFAULT_LEVEL};

/// A move for people and screen readers: "Black: b1 to b3", "White: h3 takes f1".
#[must_use]
pub fn describe(color: Color, m: Move) -> String {
    if m.is_pass() {
        format!("{color} passes")
    } else if m.is_capture() {
        format!("{color}: {} takes {}", m.from(), m.to())
    } else {
        format!("{color}: {} to {}", m.from(), m.to())
    }
}

/// `m` played backwards, for animating a move taken back (a pass has no such move).
#[must_use]
pub fn reversed(m: Move) -> Option<Move> {
    if m.is_pass() {
        None
    } else {
        Move::new(m.to(), m.from(), false)
    }
}
