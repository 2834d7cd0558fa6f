//! The analysis board on the game page: a copy of the game for two people, the engine's lines
//! beside it, and the way back to the game untouched.

use loa_core::Move;

use super::App;
use crate::game::{Player, Players};
use crate::i18n::say_move;

impl App {
    /// Shows the analysis board on a copy of the game at the position shown, for two people.
    pub(super) fn open_analysis(&mut self) {
        if self.stashed.is_some() {
            return;
        }
        self.cancel_computer();
        let players = Players { black: Player::Human, white: Player::Human, ..self.game.players };
        // The whole tree, with the moves taken back; a move beside the line makes a variation.
        let mut copy = self.game.clone();
        copy.players = players;
        copy.set_variations(true);
        copy.go_to(self.game.view());
        self.stashed = Some(std::mem::replace(&mut self.game, copy));
        self.els.analyse.set_hidden(true);
        self.redraw(None);
    }

    /// Back to the game as it was before the analysis.
    pub(super) fn close_analysis(&mut self) {
        let Some(game) = self.stashed.take() else { return };
        self.game = game;
        self.analysis.close();
        self.board.set_arrow(None);
        self.els.analyse.set_hidden(false);
        self.redraw(None);
        self.sync_computer();
    }

    pub(super) fn on_analysis(&mut self, event: crate::ai::AiEvent) {
        if self.analysis.answer(event) {
            self.board.set_arrow(self.analysis.best());
        }
    }

    /// Plays line `index` of the analysis from the position shown.
    pub(super) fn play_line(&mut self, index: usize) {
        let Some(moves) = self.analysis.line(index).map(<[Move]>::to_vec) else { return };
        let view = self.game.view();
        self.game.go_to(view);
        let mut last = None;
        for m in moves {
            if self.game.play(m).is_err() {
                break;
            }
            last = Some(m);
        }
        if let Some(m) = last {
            self.board.announce(&say_move(!self.game.turn(), m));
        }
        self.redraw(None);
    }
}
