//! The analysis board on the game page: the session keeps the board and the game put aside
//! ([`loa_app::session::Session::open_analysis`]); the page shows the engine's lines beside it.

use loa_core::Move;

use super::App;

pub mod panel;

impl App {
    /// Shows the analysis board at the position shown.
    pub(super) fn open_analysis(&mut self) {
        let fx = self.session.open_analysis();
        self.perform(fx);
    }

    /// Back to the game as it was before the analysis (the analysis kept for next time).
    pub(super) fn close_analysis(&mut self) {
        if !self.session.is_analysing() {
            return;
        }
        self.analysis.close();
        self.board.set_arrow(None);
        let fx = self.session.close_analysis();
        self.perform(fx);
    }

    pub(super) fn on_analysis(&mut self, worker: usize, event: loa_app::worker::Report) {
        if self.analysis.answer(worker, event) {
            self.board.set_arrow(self.analysis.best());
        }
    }

    /// Plays line `index` of the analysis from the position shown.
    pub(super) fn play_line(&mut self, index: usize) {
        let Some(moves) = self.analysis.line(index).map(<[Move]>::to_vec) else { return };
        let fx = self.session.play_line(&moves);
        self.perform(fx);
    }
}
