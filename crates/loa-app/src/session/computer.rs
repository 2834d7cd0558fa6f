//! The computer's turn: which search the session asked for, the engine's reports and answer, a
//! failure and a retry.

use loa_core::Move;

use super::{Arg, By, Effects, EngineFailure, Redraw, Search, Session, Text, WATCH_DELAY_MS};
use crate::game::Player;
use crate::i18n::Msg;
use crate::protocol::{SearchClock, SearchInfo, StartSearch};

/// The computer's side of the session.
#[derive(Debug, Clone, Default)]
pub(super) struct Computer {
    /// The search asked for and not yet answered.
    pub(super) asked: Option<u32>,
    pub(super) last_id: u32,
    /// The asked search's latest report.
    pub(super) info: Option<SearchInfo>,
    /// Why the computer cannot play, once it has failed for good (until [`Session::retry`]).
    pub(super) failure: Option<EngineFailure>,
    /// Chooses among near-equal moves (xorshift state, never 0).
    pub(super) seed: u64,
}

impl Computer {
    pub(super) fn next_seed(&mut self) -> u32 {
        let mut x = self.seed.max(1);
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.seed = x;
        (x >> 32) as u32
    }
}

impl Session {
    /// After the computer failed: try again.
    pub fn retry(&mut self) -> Effects {
        self.computer.failure = None;
        let mut fx = Effects { redraw: Redraw { status: true, ..Redraw::default() }, ..Effects::none() };
        self.settle(&mut fx);
        fx
    }

    /// Stops the computer's search, if one is asked for (the board is going away, or starting
    /// over).
    pub fn stop_computer(&mut self) -> Effects {
        self.computer.info = None;
        match self.computer.asked.take() {
            Some(_) => Effects { search: Some(Search::Stop), ..Effects::none() },
            None => Effects::none(),
        }
    }

    /// The engine's progress report; ignored unless it is of the search asked for.
    pub fn engine_info(&mut self, info: SearchInfo) -> Effects {
        if Some(info.id) != self.computer.asked {
            return Effects::none();
        }
        self.computer.info = Some(info);
        Effects { redraw: Redraw { status: true, ..Redraw::default() }, ..Effects::none() }
    }

    /// [`Session::engine_answered_at`] at the time last told.
    pub fn engine_answered(&mut self, id: u32, best: Option<Move>, info: Option<SearchInfo>) -> Effects {
        self.engine_answered_at(id, best, info, self.now_ms)
    }

    /// The engine's move for search `id` (`None`: pass), arriving at `now_ms`; ignored unless it
    /// answers the search asked for. It is played at the end of the game (someone looking at an
    /// earlier position keeps looking at it), unless the computer's time ran out first.
    pub fn engine_answered_at(
        &mut self,
        id: u32,
        best: Option<Move>,
        info: Option<SearchInfo>,
        now_ms: u64,
    ) -> Effects {
        self.now_ms = now_ms;
        if let Some(flag) = self.flag_check() {
            return flag;
        }
        if Some(id) != self.computer.asked {
            return Effects::none();
        }
        self.computer.asked = None;
        if info.is_some() {
            self.computer.info = info;
        }
        if !self.line.computer_to_move() {
            return Effects { redraw: Redraw { status: true, ..Redraw::default() }, ..Effects::none() };
        }
        let mover = self.line.turn();
        let m = best.unwrap_or(Move::PASS);
        match self.line.play_keeping_view(m) {
            Ok(()) => self.after_move(mover, m, By::Computer),
            Err(e) => {
                self.computer.failure = Some(EngineFailure::IllegalMove(m.to_string()));
                Effects {
                    message: Some(Text::message(Msg::AiImpossibleMove, [("error", Arg::PlayError(e))])),
                    redraw: Redraw::all(None),
                    ..Effects::none()
                }
            }
        }
    }

    /// The engine failed; `retrying` says whether the search went to a fresh worker.
    pub fn engine_failed(&mut self, failure: EngineFailure, retrying: bool) -> Effects {
        let id = if retrying { Msg::AiRestarting } else { Msg::AiFailed };
        let said = failure.text();
        if !retrying {
            self.computer.asked = None;
            self.computer.failure = Some(failure);
        }
        Effects {
            message: Some(Text::message(id, [("error", said.into())])),
            redraw: Redraw { board: !retrying, status: true, ..Redraw::default() },
            ..Effects::none()
        }
    }

    /// Asks the computer for a move when it is its turn and none is asked; stops it otherwise.
    pub(super) fn sync_computer(&mut self, fx: &mut Effects) {
        if !self.computer_to_move() || self.computer.failure.is_some() {
            let stop = self.stop_computer();
            *fx = std::mem::take(fx).then(stop);
            return;
        }
        if self.computer.asked.is_some() {
            return;
        }
        let players = self.line.players;
        let watching = players.black == Player::Computer && players.white == Player::Computer;
        let delay_ms = if watching && self.line.ply() > 0 { WATCH_DELAY_MS } else { 0 };
        self.computer.last_id = self.computer.last_id.wrapping_add(1).max(1);
        let id = self.computer.last_id;
        let seed = self.computer.next_seed();
        self.computer.asked = Some(id);
        self.computer.info = None;
        let position = Box::new(self.line.position().clone());
        let mut request = StartSearch::new(id, &position, players.level, seed);
        request.clock = self.line.clock().map(|clock| SearchClock {
            left_ms: u32::try_from(clock.left(position.turn(), self.now_ms)).unwrap_or(u32::MAX),
            increment_ms: u32::try_from(clock.control().increment_ms()).unwrap_or(u32::MAX),
        });
        fx.search = Some(Search::Start { request, position, delay_ms });
        fx.redraw.status = true;
    }
}
