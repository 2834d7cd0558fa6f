//! The analysis board on the game page: a copy of the game for two people, the engine's lines
//! beside it, and the way back to the game untouched.
//!
//! The analysis is the player's work and is kept: saved with the game (its tree and where it
//! stands, open or not, see [`loa_app::saved::SavedAnalysis`]), kept when the board closes, and
//! found again when it opens on the same game (the game's moves since then added to it).

use loa_core::Move;

use super::App;

pub mod panel;
use crate::i18n::say_move;
use loa_app::game::{GameLine, Player, Players};
use loa_app::saved::Analysed;

impl App {
    /// Shows the analysis board at the position shown: on the game's kept analysis (with the
    /// game's moves added to it) or on a copy of the game, for two people.
    pub(super) fn open_analysis(&mut self) {
        if self.stashed.is_some() {
            return;
        }
        let players = Players { black: Player::Human, white: Player::Human, ..self.session.line().players };
        let view = self.session.line().view();
        let copy = match self.analysed.take().filter(|a| a.same_start(self.session.line())) {
            Some(mut kept) => {
                kept.graft(self.session.line().tree());
                if let Some(node) = kept.find(&self.session.line().line()[..view]) {
                    kept.select(node);
                }
                kept
            }
            None => {
                // The whole tree, with the moves taken back; a move beside the line makes a variation.
                let mut copy = self.session.line().clone();
                copy.go_to(view);
                copy
            }
        };
        let mut copy = copy;
        copy.players = players;
        self.show_analysis(copy);
    }

    /// Shows `board` as the analysis board (the game put aside).
    fn show_analysis(&mut self, mut board: GameLine) {
        self.cancel_computer();
        board.set_variations(true);
        self.stashed = Some(std::mem::replace(self.session.line_mut(), board));
        self.session.set_analysing(true);
        self.els.analyse.set_hidden(true);
        self.redraw(None);
    }

    /// Back to the game as it was before the analysis (the analysis kept for next time).
    pub(super) fn close_analysis(&mut self) {
        if !self.put_analysis_aside() {
            return;
        }
        let fx = self.session.edit(|_| {});
        self.perform(fx);
    }

    /// The analysis board closed, the game back on the board (not saved, not drawn); returns
    /// whether it was open.
    pub(super) fn put_analysis_aside(&mut self) -> bool {
        let Some(game) = self.stashed.take() else { return false };
        let board = std::mem::replace(self.session.line_mut(), game);
        self.session.set_analysing(false);
        // The editor's position is not this game's: the game's own analysis stays.
        if board.same_start(self.session.line()) {
            self.analysed = Some(board);
        }
        self.analysis.close();
        self.board.set_arrow(None);
        self.els.analyse.set_hidden(false);
        true
    }

    /// The game just opened (`analysis`: its kept analysis board, shown again if it was showing).
    pub(super) fn keep_analysis(&mut self, analysis: Option<Analysed>) {
        self.analysed = None;
        match analysis {
            Some(Analysed { board, open: true }) if board.same_start(self.session.line()) => self.show_analysis(board),
            Some(Analysed { board, .. }) => self.analysed = Some(board),
            None => {}
        }
    }

    pub(super) fn on_analysis(&mut self, worker: usize, event: crate::engine::client::AiEvent) {
        if self.analysis.answer(worker, event) {
            self.board.set_arrow(self.analysis.best());
        }
    }

    /// Plays line `index` of the analysis from the position shown.
    pub(super) fn play_line(&mut self, index: usize) {
        let Some(moves) = self.analysis.line(index).map(<[Move]>::to_vec) else { return };
        let view = self.session.line().view();
        self.session.line_mut().go_to(view);
        let mut last = None;
        for m in moves {
            if self.session.line_mut().play(m).is_err() {
                break;
            }
            last = Some(m);
        }
        if let Some(m) = last {
            self.board.announce(&say_move(!self.session.line().turn(), m));
        }
        self.save();
        self.redraw(None);
    }
}
