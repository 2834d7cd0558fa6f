//! What the user does: a move, undo and redo, looking at another position, turning the board,
//! another game in place of this one.

use loa_core::Move;

use super::{Arg, By, Effects, Redraw, Session, Style, Text};
use crate::game::GameLine;
use crate::i18n::Msg;

impl Session {
    /// [`Session::play_at`] at the time last told.
    pub fn play(&mut self, m: Move) -> Effects {
        self.play_at(m, self.now_ms)
    }

    /// The person at the board plays `m` at `now_ms` (too late when their time ran out: the
    /// game ends on time instead).
    pub fn play_at(&mut self, m: Move, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        if let Some(flag) = self.flag_check() {
            return flag;
        }
        if self.line.ending().is_some() {
            return Effects::none();
        }
        if self.style == Style::Game && self.is_analysing() && self.line.is_browsing() {
            // The analysis board plays on from the position shown.
            let view = self.line.view();
            self.line.go_to(view);
        }
        if self.line.is_browsing() || self.line.computer_to_move() {
            return Effects::none();
        }
        let mover = self.line.turn();
        let played = match self.style {
            Style::Game => self.line.play(m),
            Style::Study => self.line.play_new(m),
        };
        match played {
            Ok(()) => self.after_move(mover, m, By::Player),
            Err(e) => Effects {
                message: Some(Text::message(Msg::MoveNotAllowed, [("error", Arg::PlayError(e))])),
                ..Effects::none()
            },
        }
    }

    /// [`Session::undo_at`] at the time last told.
    pub fn undo(&mut self) -> Effects {
        self.undo_at(self.now_ms)
    }

    /// Whether [`Session::undo`] takes anything back: a move was played, and the game was not
    /// ended by a resignation, a flag or an agreement (those are final).
    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.line.can_undo() && self.line.ending().is_none()
    }

    /// Whether [`Session::redo`] plays anything again (not after a final end).
    #[must_use]
    pub fn can_redo(&self) -> bool {
        self.line.can_redo() && self.line.ending().is_none()
    }

    /// Takes back the user's last move (and the computer's reply to it) at `now_ms`: the clock
    /// keeps the time spent and runs for the side to move.
    pub fn undo_at(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        if let Some(flag) = self.flag_check() {
            return flag;
        }
        if !self.can_undo() {
            return Effects::none();
        }
        let mut fx = self.stop_computer();
        let undone = self.line.undo();
        if self.line.draw_offer_at().is_some_and(|at| at > self.line.ply()) {
            // The offer went with the move it came with.
            self.line.decline_draw();
        }
        self.clock_after_undo();
        if undone.is_empty() {
            return fx;
        }
        // Slide the last piece taken back to where it came from.
        let back = undone.first().and_then(|m| crate::game::reversed(*m));
        fx = fx.then(Effects {
            save: true,
            announce: Some(Text::message(Msg::TookBack, [("count", undone.len().into())])),
            redraw: Redraw::all(back),
            ..Effects::none()
        });
        self.settle(&mut fx);
        fx
    }

    /// [`Session::redo_at`] at the time last told.
    pub fn redo(&mut self) -> Effects {
        self.redo_at(self.now_ms)
    }

    /// Plays again, at `now_ms`, the moves the last undo took back (the clock as for moves, but
    /// with no increment).
    pub fn redo_at(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        if let Some(flag) = self.flag_check() {
            return flag;
        }
        if !self.can_redo() {
            return Effects::none();
        }
        let mut fx = self.stop_computer();
        let redone = self.line.redo();
        self.clock_after_redo(redone.len());
        if redone.is_empty() {
            return fx;
        }
        fx = fx.then(Effects {
            save: true,
            announce: Some(Text::message(Msg::Replayed, [("count", redone.len().into())])),
            redraw: Redraw::all(redone.last().copied()),
            ..Effects::none()
        });
        self.settle(&mut fx);
        fx
    }

    /// Shows the position after `ply` moves: on the game page a look back (the game goes on; on
    /// the analysis board the game itself goes there); on `<loa-board>` the cursor moves, and at
    /// the end of a game against the computer with the computer to move, it answers.
    pub fn go_to(&mut self, ply: usize) -> Effects {
        match self.style {
            Style::Game => {
                let old = self.line.view();
                let moved = if self.line.variations() { self.line.go_to(ply) } else { self.line.set_view(ply) };
                if !moved {
                    return Effects::none();
                }
                let animate = self.line.step_move(old, self.line.view());
                Effects { save: self.is_analysing(), redraw: Redraw::all(animate), ..Effects::none() }
            }
            Style::Study => {
                let ply = ply.min(self.line.line().len());
                let cursor = self.line.ply();
                if ply == cursor {
                    return Effects::none();
                }
                // One step forward slides the piece; a step back slides it home.
                let animate = self.line.step_move(cursor, ply);
                let mut fx = self.stop_computer();
                self.line.go_to(ply);
                fx.redraw = Redraw::all(animate);
                self.settle(&mut fx);
                fx
            }
        }
    }

    /// Takes back the last move for good (a wrong exercise answer).
    pub fn take_back(&mut self) -> Effects {
        let undone = self.line.take_back();
        Effects { redraw: Redraw::all(undone.and_then(crate::game::reversed)), ..Effects::none() }
    }

    /// Turns the board around.
    pub fn flip(&mut self) -> Effects {
        self.set_flipped(!self.flipped)
    }

    /// Shows rank 8 at the bottom, or not.
    pub fn set_flipped(&mut self, flipped: bool) -> Effects {
        self.flipped = flipped;
        Effects { save: true, redraw: Redraw { board: true, ..Redraw::default() }, ..Effects::none() }
    }

    /// Another game in place of this one (a new game, an import, a game from the library),
    /// announced with `said`.
    pub fn new_game(&mut self, line: GameLine, said: Text) -> Effects {
        let mut fx = self.stop_computer();
        self.computer.failure = None;
        self.line = line;
        // The game before it goes with its analysis board (the page kept both first).
        self.aside = None;
        self.analysis = None;
        fx = fx.then(Effects { save: true, announce: Some(said), redraw: Redraw::all(None), ..Effects::none() });
        self.settle(&mut fx);
        fx
    }

    /// [`Session::open_at`] at the time last told.
    pub fn open(&mut self, line: GameLine, said: Text) -> Effects {
        self.open_at(line, said, self.now_ms)
    }

    /// A kept game opened at `now_ms` in place of this one (from the library, or as another tab
    /// wrote it), announced with `said`: drawn and the computer asked as needed, not saved (it is
    /// as kept) unless its clock ran out meanwhile.
    pub fn open_at(&mut self, line: GameLine, said: Text, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        let flags = line.ending().is_none();
        let mut fx = self.new_game(line, said);
        fx.save = flags && self.line.ending().is_some();
        fx
    }
}
