//! Looking at an earlier position while the game stands where it is: the view's cursor, one
//! move per step.

use loa_core::{Move, Position};

use super::{replay, undo, GameLine};
use crate::game::reversed;

impl GameLine {
    /// The ply shown on the board.
    #[must_use]
    pub fn view(&self) -> usize {
        self.view
    }

    #[must_use]
    pub fn is_browsing(&self) -> bool {
        self.view < self.ply()
    }

    /// The position shown on the board (the game as it stands unless browsing).
    #[must_use]
    pub fn shown(&self) -> &Position {
        self.shown.as_ref().unwrap_or(&self.pos)
    }

    /// Shows the position after `ply` moves (clamped to the moves played); returns whether the
    /// view changed. Costs one move per step from the view before.
    pub fn set_view(&mut self, ply: usize) -> bool {
        let ply = ply.min(self.ply());
        if ply == self.view {
            return false;
        }
        if ply == self.ply() {
            self.shown = None;
            self.view = ply;
            return true;
        }
        let shown = self.shown.get_or_insert_with(|| self.pos.clone());
        while self.view > ply {
            undo(shown);
            self.view -= 1;
        }
        while self.view < ply {
            replay(shown, self.line[self.view]);
            self.view += 1;
        }
        true
    }

    /// The move to animate when the board goes from step `from` to step `to` of the line: that
    /// move one step forward, the move reversed one step back (see [`reversed`]), none otherwise.
    #[must_use]
    pub fn step_move(&self, from: usize, to: usize) -> Option<Move> {
        if to == from + 1 {
            self.line.get(from).copied()
        } else if to + 1 == from {
            self.line.get(to).and_then(|m| reversed(*m))
        } else {
            None
        }
    }

    /// Back to the game as it stands.
    pub(super) fn show_the_game(&mut self) {
        self.shown = None;
        self.view = self.ply();
    }
}
