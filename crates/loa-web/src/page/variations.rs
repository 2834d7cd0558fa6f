//! Variations on the game page: a move of the list chosen by its node, the next or previous
//! variation, and promoting or deleting one (each the session's, see
//! [`loa_app::session::Session::select_node`]).

use super::App;

impl App {
    /// The move list's button for node `index` was chosen.
    pub(super) fn select_node(&mut self, index: usize) {
        let Some(node) = self.session.line().tree().node(index) else { return };
        let fx = self.session.select_node(node);
        self.perform(fx);
    }

    /// On the analysis board, to the next (`step` 1) or previous (-1) variation of the move shown.
    pub(super) fn switch_variation(&mut self, step: isize) {
        let fx = self.session.switch_variation(step);
        self.perform(fx);
    }

    /// Makes the line shown the main line.
    pub(super) fn promote_variation(&mut self) {
        let fx = self.session.promote_variation();
        self.perform(fx);
    }

    /// Deletes the move shown and what follows it.
    pub(super) fn delete_variation(&mut self) {
        let fx = self.session.delete_variation();
        self.perform(fx);
    }
}
