//! One move of a record, in either format: its number as [`RecordError`] counts it, its text
//! read and played, and the most moves a record may hold.

use alloc::string::ToString;

use super::RecordError;
use crate::{Color, Position};

/// The most moves (plies: Black's and White's moves counted one by one) a move list or an SGF
/// may hold. Longer records are refused with [`RecordError::TooManyMoves`]: a real game of Lines
/// of Action is a few hundred moves long, and the limit keeps a pasted text or a link from
/// tying up the reader.
pub const MAX_RECORD_MOVES: usize = 20_000;

/// The number of the next ply as [`RecordError`] counts it: 1 is Black's first move, so a game
/// that starts with White to move begins at 2 (`1... h4-f2`).
pub(super) fn next_ply(pos: &Position) -> usize {
    let start_turn = if pos.ply() % 2 == 0 { pos.turn() } else { !pos.turn() };
    pos.ply() + 1 + usize::from(start_turn == Color::White)
}

/// Reads and plays one move's text, or says which move it was and why it cannot be played.
pub(super) fn play_text(pos: &mut Position, text: &str) -> Result<(), RecordError> {
    let ply = next_ply(pos);
    let err = |error| RecordError::Move { ply, text: text.to_string(), error };
    let m = pos.parse_move(text).map_err(err)?;
    pos.play(m).map_err(|e| err(e.into()))
}
