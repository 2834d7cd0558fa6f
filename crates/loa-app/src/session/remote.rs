//! A game between two people on two devices (an online game): each decision is made by a side
//! named by the caller, not by "the person at this board". The server decides each one with
//! these calls, and every page following the game replays them, so both screens and the saved
//! record end the same way.
//!
//! Beside the decisions of one board (`finish.rs`): a move arriving from the other device, a
//! takeback by agreement, an abort before each side has moved, a claim after the other side's
//! long absence, and the clock paused while the server was down.

use crate::i18n::Msg;
use loa_core::{Color, Move};

use super::{Arg, By, Effects, Redraw, Session, Text};
use crate::game::Ending;

impl Session {
    /// `side` plays `m` at `now_ms`, wherever this board is looking (someone browsing earlier
    /// moves keeps looking at them, as when the computer answers). A flag that fell first ends
    /// the game instead; a move out of turn or illegal is refused with a message.
    pub fn play_for(&mut self, side: Color, m: Move, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        if let Some(flag) = self.flag_check() {
            return flag;
        }
        if self.line.is_over() || self.line.turn() != side {
            return Effects::none();
        }
        match self.line.play_keeping_view(m) {
            Ok(()) => self.after_move(side, m, By::Player),
            Err(e) => Effects {
                message: Some(Text::message(Msg::MoveNotAllowed, [("error", Arg::PlayError(e))])),
                ..Effects::none()
            },
        }
    }

    /// `side` resigns at `now_ms`: the other side wins.
    pub fn resign_for(&mut self, side: Color, now_ms: u64) -> Effects {
        self.declare_at(Ending::Resigned(side), now_ms)
    }

    /// Whether `side` may offer a draw now: it has just moved, the game is not over and no offer
    /// stands.
    #[must_use]
    pub fn may_offer_draw(&self, side: Color) -> bool {
        self.line.ply() > 0 && !self.is_over() && self.line.draw_offered().is_none() && self.line.turn() != side
    }

    /// `side` offers a draw at `now_ms` (see [`Session::may_offer_draw`]).
    pub fn offer_draw_for(&mut self, side: Color, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        if let Some(flag) = self.flag_check() {
            return flag;
        }
        if !self.may_offer_draw(side) || !self.line.offer_draw() {
            return Effects::none();
        }
        let mut fx = Effects {
            save: true,
            announce: Some(Text::message(Msg::DrawOffered, [("color", Arg::Color(side))])),
            redraw: Redraw { board: true, status: true, ..Redraw::default() },
            ..Effects::none()
        };
        self.timing(&mut fx);
        fx
    }

    /// `side` accepts the draw the other side offers, at `now_ms`: the game is drawn.
    pub fn accept_draw_for(&mut self, side: Color, now_ms: u64) -> Effects {
        if self.line.draw_offered() != Some(!side) {
            return Effects::none();
        }
        self.declare_at(Ending::Agreed, now_ms)
    }

    /// `side` turns down the draw the other side offers; the game goes on.
    pub fn decline_draw_for(&mut self, side: Color) -> Effects {
        if self.line.draw_offered() != Some(!side) {
            return Effects::none();
        }
        self.line.decline_draw();
        Effects {
            save: true,
            announce: Some(Text::message(Msg::DrawDeclined, [("color", Arg::Color(!side))])),
            redraw: Redraw { board: true, status: true, ..Redraw::default() },
            ..Effects::none()
        }
    }

    /// How many moves a takeback asked by `side` takes back: its last move, and the other
    /// side's reply if it has been made (0: `side` has no move to take back, or the game is
    /// over).
    #[must_use]
    pub fn takeback_count(&self, side: Color) -> usize {
        let count = if self.line.turn() == side { 2 } else { 1 };
        if self.line.ending().is_some() || self.line.ply() < count {
            return 0;
        }
        count
    }

    /// The takeback `side` asked for is granted at `now_ms`: its last move (and the reply) are
    /// taken back; the clocks keep the time spent and run for `side`.
    pub fn take_back_for(&mut self, side: Color, now_ms: u64) -> Effects {
        let count = self.takeback_count(side);
        let mut fx = Effects::none();
        for _ in 0..count {
            fx = fx.then(self.undo_at(now_ms));
        }
        fx
    }

    /// Whether the game may still be aborted: not over, and not each side has moved.
    #[must_use]
    pub fn may_abort(&self) -> bool {
        !self.is_over() && self.line.ply() < 2
    }

    /// The game is aborted at `now_ms` (see [`Session::may_abort`]): it ends with no result.
    pub fn abort_at(&mut self, now_ms: u64) -> Effects {
        if !self.may_abort() {
            return Effects::none();
        }
        self.declare_at(Ending::Aborted, now_ms)
    }

    /// An invitation withdrawn (or a game the server ends with no result whatever its moves): it
    /// ends aborted at `now_ms`.
    pub fn withdraw_at(&mut self, now_ms: u64) -> Effects {
        self.declare_at(Ending::Aborted, now_ms)
    }

    /// `absent` left the game and the other side claims the win (`win`) or a draw at `now_ms`.
    pub fn claim_for(&mut self, absent: Color, win: bool, now_ms: u64) -> Effects {
        let ending = if win { Ending::Abandoned(absent) } else { Ending::DrawClaimed(absent) };
        self.declare_at(ending, now_ms)
    }

    /// The clock did not run from `since_ms` to `now_ms` (the server was down): the running
    /// side's time stops at `since_ms` and runs again from `now_ms`.
    pub fn pause_clock(&mut self, since_ms: u64, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        if self.line.is_over() {
            return Effects::none();
        }
        if let Some(clock) = self.line.clock_mut() {
            if let Some(running) = clock.running() {
                clock.stop(since_ms.max(running.since_ms).min(now_ms));
                clock.start(running.side, now_ms);
            }
        }
        let mut fx = Effects { save: true, ..Effects::none() };
        self.settle(&mut fx);
        fx
    }

    /// Ends the game with `ending` at `now_ms` (unless a flag fell first or it is over): the
    /// clock stops, everything is saved, said and drawn.
    fn declare_at(&mut self, ending: Ending, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        if let Some(flag) = self.flag_check() {
            return flag;
        }
        if self.is_over() {
            return Effects::none();
        }
        if let Some(clock) = self.line.clock_mut() {
            clock.stop(now_ms);
        }
        self.line.declare(ending);
        self.ended()
    }
}

impl Session {
    /// `side`'s time ran out at `now_ms` (the server's clock, or a correspondence game's days):
    /// the other side wins.
    pub fn flag_for(&mut self, side: Color, now_ms: u64) -> Effects {
        self.declare_at(Ending::OutOfTime(side), now_ms)
    }
}
