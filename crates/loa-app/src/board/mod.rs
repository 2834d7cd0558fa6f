//! The board's pure parts: what a square's piece may do, what the user holds ([`hand::Hand`]:
//! selection, drag, premove), the readout for screen readers, the move animation's maths, the
//! group that connected at a game's end ([`group`]), the board themes' colours ([`theme`]).

pub mod anim;
pub mod geometry;
pub mod group;
pub mod hand;
pub mod picture;
pub mod readout;
pub mod theme;

use loa_core::{Color, MoveList, Position, Square};

/// The moves of the piece on `from`: its legal moves when it is the side to move's (or the
/// square is empty), else the moves it would have if it were its turn (premoves).
#[must_use]
pub fn moves_of(pos: &Position, from: Square) -> MoveList {
    if pos.piece_at(from).is_none_or(|c| c == pos.turn()) {
        return pos.legal_moves_from(from);
    }
    let mut setup = pos.setup();
    setup.turn = !setup.turn;
    match Position::from_setup(setup, pos.variant(), pos.rules()) {
        Ok(p) if !p.is_game_over() => p.legal_moves_from(from),
        _ => MoveList::new(),
    }
}

/// Which pieces the user may pick up (only ever those of the side to move).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Movable {
    /// View only.
    None,
    /// Only this side, when it is to move (playing against the computer).
    Side(Color),
    /// Whoever is to move (two players on one device).
    Both,
}
