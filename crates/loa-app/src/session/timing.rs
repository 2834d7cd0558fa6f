//! The session's clock: pressed by every move, kept in step by undo and redo, checked for a flag
//! whenever the session is told the time, and shown as data.
//!
//! The session never reads a clock: the page passes `now_ms` (ms since 1970) with each call
//! that may depend on it, and [`Effects::wake`] says when to call [`Session::tick`] next.

use loa_core::Color;

use super::{Effects, Session, Wake};
use crate::game::clock::Face;
use crate::game::numbering::mover;
use crate::game::Ending;

impl Session {
    /// Time passes: at `now_ms` (when the last [`Wake`] asked, or whenever the page likes) the
    /// clocks are drawn again, and if the running side's time is up its flag falls and the game
    /// ends: won by the other side on time.
    pub fn tick(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        if let Some(flag) = self.flag_check() {
            return flag;
        }
        let mut fx = Effects::none();
        self.timing(&mut fx);
        fx
    }

    /// Both sides' clocks as shown at `now_ms`, Black's first (`None`: the game has no clock).
    #[must_use]
    pub fn clocks(&self, now_ms: u64) -> Option<[Face; 2]> {
        Some(self.line.clock()?.faces(now_ms))
    }

    /// The flag falls if the running side's time is up at the time last told: the game ends on
    /// time, the computer stops, and everything is saved and drawn.
    pub(super) fn flag_check(&mut self) -> Option<Effects> {
        if self.is_analysing() || self.line.is_over() {
            return None;
        }
        let side = self.line.clock()?.out_of_time(self.now_ms)?;
        self.line.clock_mut().and_then(crate::game::Clock::flag_falls);
        self.line.declare(Ending::OutOfTime(side));
        Some(self.ended())
    }

    /// The clocks redrawn and the next wake, as the clock stands.
    pub(super) fn timing(&self, fx: &mut Effects) {
        let next = self.line.clock().and_then(|clock| clock.next_change(self.now_ms));
        fx.redraw.clocks |= self.line.clock().is_some();
        fx.wake = Some(next.map_or(Wake::Never, Wake::At));
    }

    /// `mover` just made the line's last move: its clock stops, gains the increment, and the
    /// other side's starts (none runs once the game is over). The analysis board plays on no
    /// clock.
    pub(super) fn press_clock(&mut self, mover: Color) {
        if self.is_analysing() {
            return;
        }
        let (ply, over, now) = (self.line.ply(), self.line.is_over(), self.now_ms);
        if let Some(clock) = self.line.clock_mut() {
            clock.moved(mover, ply, now);
            if over {
                clock.stop(now);
            }
        }
    }

    /// Moves were taken back: the clock keeps the time spent and runs for the side to move (if
    /// a move is left that was made on it).
    pub(super) fn clock_after_undo(&mut self) {
        let (ply, turn, over, now) = (self.line.ply(), self.line.turn(), self.line.is_over(), self.now_ms);
        if let Some(clock) = self.line.clock_mut() {
            clock.stop(now);
            clock.take_back_to(ply);
            if clock.has_started(ply) && !over {
                clock.start(turn, now);
            }
        }
    }

    /// The last `count` moves were played again: pressed as moves, without the increment.
    pub(super) fn clock_after_redo(&mut self, count: usize) {
        let (ply, over, now) = (self.line.ply(), self.line.is_over(), self.now_ms);
        let first = self.line.start().turn();
        if let Some(clock) = self.line.clock_mut() {
            for at in ply + 1 - count.min(ply)..=ply {
                clock.replayed(mover(at, first), at, now);
            }
            if over {
                clock.stop(now);
            }
        }
    }
}
