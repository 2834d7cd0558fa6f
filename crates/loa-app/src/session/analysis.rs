//! The analysis board: a copy of the game for two people, with variations, shown in place of the
//! game, which is put aside untouched (its clock, offer and declared end stay with it) and comes
//! back when the board closes. The board is the player's work and is kept: saved beside the game
//! ([`Session::kept`]), kept while closed, and found again when it opens on the same game (the
//! game's moves since then added to it).
//!
//! Every change to the line shown goes through here or the rest of the session and returns its
//! [`Effects`]: playing an engine line, choosing a move of the list or another variation,
//! promoting and deleting one.

use loa_core::move_tree::{MoveTree, NodeId};
use loa_core::{Move, Position};

use super::{By, Effects, Redraw, Session, Text};
use crate::game::{GameLine, Player, Players};
use crate::saved::Analysed;

impl Session {
    /// Whether the analysis board shows (the game put aside).
    #[must_use]
    pub fn is_analysing(&self) -> bool {
        self.aside.is_some()
    }

    /// The game itself: on the board, or put aside while the analysis board shows.
    #[must_use]
    pub fn game(&self) -> &GameLine {
        self.aside.as_ref().unwrap_or(&self.line)
    }

    /// What is kept of this session: the game, and its analysis board with whether it shows.
    /// `None` while the analysis board shows a position of the editor, which is not this game's
    /// (nothing is written then).
    #[must_use]
    pub fn kept(&self) -> Option<(&GameLine, Option<(&GameLine, bool)>)> {
        match &self.aside {
            Some(game) if game.same_start(&self.line) => Some((game, Some((&self.line, true)))),
            Some(_) => None,
            None => Some((&self.line, self.analysis.as_ref().map(|board| (board, false)))),
        }
    }

    /// Opens the analysis board at the position shown: on the game's kept board (with the game's
    /// moves added to it) or on a copy of the whole game (the moves taken back too, so a move
    /// beside the line makes a variation).
    pub fn open_analysis(&mut self) -> Effects {
        if self.is_analysing() {
            return Effects::none();
        }
        let view = self.line.view();
        let mut board = match self.analysis.take().filter(|board| board.same_start(&self.line)) {
            Some(mut kept) => {
                kept.graft(self.line.tree());
                if let Some(node) = kept.find(&self.line.line()[..view]) {
                    kept.select(node);
                }
                kept
            }
            None => {
                let mut copy = self.line.clone();
                copy.go_to(view);
                copy
            }
        };
        board.players = Players { black: Player::Human, white: Player::Human, ..self.line.players };
        self.show_board(board)
    }

    /// The analysis board on `pos` (a position from the editor, not this game's: it is not kept).
    pub fn analyse_position(&mut self, pos: Position) -> Effects {
        let fx = self.close_analysis();
        let players = Players { black: Player::Human, white: Player::Human, ..self.line.players };
        fx.then(self.show_board(GameLine::new(pos, players)))
    }

    /// The game's kept analysis board, as a game was opened with it: shown again if it was
    /// showing.
    pub fn restore_analysis(&mut self, analysed: Option<Analysed>) -> Effects {
        self.analysis = None;
        match analysed {
            Some(Analysed { board, open: true }) if board.same_start(&self.line) => self.show_board(board),
            Some(Analysed { board, .. }) => {
                self.analysis = Some(board);
                Effects::none()
            }
            None => Effects::none(),
        }
    }

    fn show_board(&mut self, mut board: GameLine) -> Effects {
        let mut fx = self.stop_computer();
        board.set_variations(true);
        board.clear_terms();
        self.aside = Some(std::mem::replace(&mut self.line, board));
        fx = fx.then(Effects { save: true, redraw: Redraw::all(None), ..Effects::none() });
        self.settle(&mut fx);
        fx
    }

    /// Back to the game as it was put aside; the board is kept for next time (unless it showed
    /// the editor's position).
    pub fn close_analysis(&mut self) -> Effects {
        let Some(game) = self.aside.take() else { return Effects::none() };
        let board = std::mem::replace(&mut self.line, game);
        if board.same_start(&self.line) {
            self.analysis = Some(board);
        }
        let mut fx = Effects { save: true, redraw: Redraw::all(None), ..Effects::none() };
        self.settle(&mut fx);
        fx
    }

    /// Plays `moves` (an engine line) from the position shown on the analysis board.
    pub fn play_line(&mut self, moves: &[Move]) -> Effects {
        if !self.is_analysing() {
            return Effects::none();
        }
        let view = self.line.view();
        self.line.go_to(view);
        let mut last = None;
        for &m in moves {
            let mover = self.line.turn();
            if self.line.play(m).is_err() {
                break;
            }
            last = Some((mover, m));
        }
        let Some((mover, m)) = last else { return Effects::none() };
        let mut fx =
            Effects { save: true, announce: Some(Text::Move(mover, m)), redraw: Redraw::all(None), ..Effects::none() };
        self.settle(&mut fx);
        fx
    }

    /// A move of the list chosen by its node: the analysis board goes there along its tree; the
    /// game looks back along its line, or opens the analysis board at a variation (or a move
    /// taken back).
    pub fn select_node(&mut self, node: NodeId) -> Effects {
        if self.line.tree().node(node.index()).is_none() {
            return Effects::none();
        }
        if self.line.variations() {
            let old = self.line.ply();
            let on_line = self.line.line_nodes().get(old) == Some(&node);
            if !self.line.select(node) {
                return Effects::none();
            }
            // One step forward along the line animates that move.
            let animate = if on_line { self.line.step_move(old, self.line.ply()) } else { None };
            return self.tree_changed(animate);
        }
        let depth = self.line.tree().depth(node);
        if node == MoveTree::ROOT || (self.line.line_nodes().get(depth - 1) == Some(&node) && depth <= self.line.ply())
        {
            return self.go_to(depth);
        }
        // The board's tree may hold more than the game's: the node is found by its moves.
        let path = self.line.tree().moves_to(node);
        let fx = self.open_analysis();
        match self.line.find(&path) {
            Some(node) if self.line.select(node) => fx.then(self.tree_changed(None)),
            _ => fx,
        }
    }

    /// On the analysis board, to the next (`step` 1) or previous (−1) variation of the move shown.
    pub fn switch_variation(&mut self, step: isize) -> Effects {
        if !self.line.variations() {
            return Effects::none();
        }
        let tree = self.line.tree();
        let node = self.line.node();
        let other = if step > 0 { tree.next_variation(node) } else { tree.previous_variation(node) };
        match other {
            Some(other) if self.line.select(other) => self.tree_changed(None),
            _ => Effects::none(),
        }
    }

    /// Whether the move shown is part of a variation to act on (promote, delete): it lies off
    /// the main line, or another move was tried in its place.
    #[must_use]
    pub fn on_variation(&self) -> bool {
        let tree = self.line.tree();
        let node = self.line.node();
        let forked = tree.parent(node).is_some_and(|parent| tree.children(parent).len() > 1);
        self.line.variations() && node != MoveTree::ROOT && (forked || !tree.is_main_line(node))
    }

    /// Makes the line shown the main line.
    pub fn promote_variation(&mut self) -> Effects {
        if !self.line.variations() {
            return Effects::none();
        }
        let node = self.line.node();
        self.line.promote(node);
        self.tree_changed(None)
    }

    /// Deletes the move shown and what follows it.
    pub fn delete_variation(&mut self) -> Effects {
        let node = self.line.node();
        if !self.line.variations() || node == MoveTree::ROOT {
            return Effects::none();
        }
        self.line.delete(node);
        self.tree_changed(None)
    }

    fn tree_changed(&mut self, animate: Option<Move>) -> Effects {
        let mut fx = Effects { save: self.is_analysing(), redraw: Redraw::all(animate), ..Effects::none() };
        self.settle(&mut fx);
        fx
    }

    // ---- a board's scripted lines (`<loa-board>`'s puzzles) ---------------------------------

    /// Puts `line` on the board in place of the one shown (a puzzle started, retried, or its
    /// solution shown): nothing said, nothing kept.
    pub fn reset(&mut self, line: GameLine) -> Effects {
        let mut fx = self.stop_computer();
        self.computer.failure = None;
        self.line = line;
        fx = fx.then(Effects { redraw: Redraw::all(None), ..Effects::none() });
        self.settle(&mut fx);
        fx
    }

    /// `m`, a move the board plays itself (a puzzle's defence), played at the end of the line.
    pub fn play_reply(&mut self, m: Move) -> Effects {
        let mover = self.line.turn();
        match self.line.play_new(m) {
            Ok(()) => self.after_move(mover, m, By::Computer),
            Err(_) => Effects::none(),
        }
    }
}
