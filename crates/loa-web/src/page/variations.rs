//! Variations on the game page: a move of the list chosen by its node (the analysis board goes
//! there along the tree; the game browses its line, or opens the analysis board at a
//! variation), the next or previous variation, and promoting or deleting one.

use loa_core::move_tree::MoveTree;

use super::App;

impl App {
    /// The move list's button for node `index` was chosen.
    pub(super) fn select_node(&mut self, index: usize) {
        let Some(node) = self.session.line().tree().node(index) else { return };
        if self.session.line().variations() {
            let old = self.session.line().ply();
            let on_line = self.session.line().line_nodes().get(old) == Some(&node);
            if self.session.line_mut().select(node) {
                // One step forward along the line animates that move.
                let animate =
                    if on_line { self.session.line().step_move(old, self.session.line().ply()) } else { None };
                self.save_analysis();
                self.redraw(animate);
            }
            return;
        }
        let depth = self.session.line().tree().depth(node);
        let path = self.session.line().tree().moves_to(node);
        if node == MoveTree::ROOT
            || (self.session.line().line_nodes().get(depth - 1) == Some(&node) && depth <= self.session.line().ply())
        {
            self.browse_to(depth);
        } else {
            // A variation (or a move taken back): explore it on the analysis board (whose tree
            // may hold more than the game's: the node is found by its moves).
            self.open_analysis();
            if let Some(node) = self.session.line().find(&path) {
                if self.session.line_mut().select(node) {
                    self.save_analysis();
                    self.redraw(None);
                }
            }
        }
    }

    /// On the analysis board, to the next (`step` 1) or previous (-1) variation of the move shown.
    pub(super) fn switch_variation(&mut self, step: isize) {
        if !self.session.line().variations() {
            return;
        }
        let tree = self.session.line().tree();
        let node = self.session.line().node();
        let other = if step > 0 { tree.next_variation(node) } else { tree.previous_variation(node) };
        if let Some(other) = other {
            self.session.line_mut().select(other);
            self.save_analysis();
            self.redraw(None);
        }
    }

    /// Makes the line shown the main line.
    pub(super) fn promote_variation(&mut self) {
        let node = self.session.line().node();
        self.session.line_mut().promote(node);
        self.save_analysis();
        self.redraw(None);
    }

    /// Deletes the move shown and what follows it.
    pub(super) fn delete_variation(&mut self) {
        let node = self.session.line().node();
        if node != MoveTree::ROOT {
            self.session.line_mut().delete(node);
            self.save_analysis();
            self.redraw(None);
        }
    }
}
