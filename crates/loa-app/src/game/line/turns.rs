//! Playing a move at the game's end, taking moves back and playing them again, and whose turn
//! it is (a person's or the computer's).

use loa_core::{Move, PlayError};

use super::{undo, GameLine};
use crate::game::Player;

impl GameLine {
    /// Plays `m` at the end of the game (and shows the result). A move that differs from the next
    /// one taken back ends the redo line, unless the tree has variations (a record, someone's
    /// analysis: nothing of it is lost) or variations are kept: then the old line stays beside it.
    ///
    /// # Errors
    /// [`PlayError`] when `m` is illegal.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        self.pos.play(m)?;
        let ply = self.ply();
        if self.line.get(ply - 1) != Some(&m) {
            let keep = self.variations || self.tree.has_variations();
            self.enter(ply, m, keep);
        }
        self.show_the_game();
        Ok(())
    }

    /// Like [`GameLine::play`], but a user browsing earlier moves keeps looking at them (the
    /// computer's move arriving meanwhile).
    ///
    /// # Errors
    /// [`PlayError`] when `m` is illegal.
    pub fn play_keeping_view(&mut self, m: Move) -> Result<(), PlayError> {
        let Some(shown) = self.shown.take() else { return self.play(m) };
        let view = self.view;
        let played = self.play(m);
        self.shown = Some(shown);
        self.view = view;
        played
    }

    /// Like [`GameLine::play`], but any move ends the redo line (a board whose cursor is the game,
    /// as `<loa-board>` steps through its moves).
    ///
    /// # Errors
    /// [`PlayError`] when `m` is illegal.
    pub fn play_new(&mut self, m: Move) -> Result<(), PlayError> {
        self.pos.play(m)?;
        self.enter(self.ply(), m, false);
        self.show_the_game();
        Ok(())
    }

    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.ply() > 0
    }

    #[must_use]
    pub fn can_redo(&self) -> bool {
        self.line.len() > self.ply()
    }

    /// Takes back one move; returns it. It stays in the line, for redo.
    pub fn undo_one(&mut self) -> Option<Move> {
        if !self.can_undo() {
            return None;
        }
        let m = undo(&mut self.pos)?;
        self.show_the_game();
        Some(m)
    }

    /// Plays the next move taken back; returns it.
    pub fn redo_one(&mut self) -> Option<Move> {
        let m = *self.line.get(self.ply())?;
        self.pos.play(m).ok()?;
        self.show_the_game();
        Some(m)
    }

    /// Takes back the last move and forgets it (no redo), as a wrong exercise answer is.
    pub fn take_back(&mut self) -> Option<Move> {
        let m = self.undo_one()?;
        if let Some(&node) = self.nodes.get(self.ply()) {
            self.line.truncate(self.ply());
            self.tree.delete(node);
            self.relink();
        }
        Some(m)
    }

    /// Moves the game's cursor to `ply` (clamped to the line) by undo or redo, one move at a time;
    /// returns whether it moved.
    pub fn go_to(&mut self, ply: usize) -> bool {
        let ply = ply.min(self.line.len());
        let moved = ply != self.ply();
        while self.ply() > ply && self.undo_one().is_some() {}
        while self.ply() < ply && self.redo_one().is_some() {}
        moved
    }

    /// The user's undo: against the computer, back to the user's previous turn (their move and
    /// the computer's reply); otherwise one move. Returns the moves taken back, last first.
    pub fn undo(&mut self) -> Vec<Move> {
        let mut undone = Vec::new();
        if let Some(m) = self.undo_one() {
            undone.push(m);
        }
        if self.players.lone_human().is_some() {
            while self.players.of(self.pos.turn()) == Player::Computer {
                match self.undo_one() {
                    Some(m) => undone.push(m),
                    None => break,
                }
            }
        }
        undone
    }

    /// The user's redo, the mirror of [`GameLine::undo`]. Returns the moves replayed, in order.
    pub fn redo(&mut self) -> Vec<Move> {
        let mut redone = Vec::new();
        if let Some(m) = self.redo_one() {
            redone.push(m);
        }
        if self.players.lone_human().is_some() {
            while self.players.of(self.pos.turn()) == Player::Computer && !self.is_over() {
                match self.redo_one() {
                    Some(m) => redone.push(m),
                    None => break,
                }
            }
        }
        redone
    }

    /// Whether it is the computer's turn in the game as it stands (the game page's computer
    /// moves then, even while the user browses).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        !self.is_over() && self.players.of(self.pos.turn()) == Player::Computer
    }

    /// Whether it is the computer's turn at the end of the line (`<loa-board>`'s computer answers
    /// only there: before it, the moves after the cursor are a line to step through).
    #[must_use]
    pub fn computer_to_move_at_end(&self) -> bool {
        self.computer_to_move() && !self.can_redo()
    }

    /// Whether the side to move is a person with no move but to pass.
    #[must_use]
    pub fn human_must_pass(&self) -> bool {
        !self.is_over()
            && self.players.of(self.pos.turn()) == Player::Human
            && self.pos.legal_moves().first() == Some(&Move::PASS)
    }
}
