//! One online game as the server decides it and every page replays it: its terms, its players
//! and the [`Session`] its events built. The server checks a player's message against it
//! ([`OnlineGame::check_move`], [`OnlineGame::check_act`]), records the event, and applies it
//! ([`OnlineGame::apply`]); a page applies the same events in the same order, so both screens
//! and the saved record show the same game, clocks and end.

use loa_core::{Color, Move};

use super::{Act, ErrorCode, Event, EventKind, GameId, Name, Pace, Terms, DAY_MS};
use crate::session::{Effects, Session, Style};

/// One online game: see [`online`](super).
#[derive(Debug, Clone)]
pub struct OnlineGame {
    terms: Terms,
    session: Session,
    names: [Option<Name>; 2],
    joined: [bool; 2],
    events: Vec<Event>,
    /// A takeback asked by this side when the game had this many moves.
    takeback: Option<(Color, usize)>,
    /// A rematch offered by this side.
    rematch: Option<Color>,
    /// The rematch agreed.
    next: Option<GameId>,
    /// A correspondence game: since when the side to move's days count (server time).
    turn_since: Option<u64>,
}

impl OnlineGame {
    /// A game of `terms` before anything happened.
    #[must_use]
    pub fn new(terms: Terms) -> OnlineGame {
        OnlineGame {
            session: Session::new(terms.start(), Style::Game, 1),
            terms,
            names: [None, None],
            joined: [false; 2],
            events: Vec::new(),
            takeback: None,
            rematch: None,
            next: None,
            turn_since: None,
        }
    }

    /// The game `events` made of `terms`, seen by `viewer` (whose words the session's take).
    ///
    /// # Errors
    /// An event out of order or impossible (a record that is not this game's).
    pub fn replay(terms: Terms, events: &[Event], viewer: Option<Color>) -> Result<OnlineGame, ErrorCode> {
        let mut game = OnlineGame::new(terms);
        game.session.set_viewer(viewer);
        for event in events {
            let _ = game.apply(event)?;
        }
        Ok(game)
    }

    // ---- what it holds ----------------------------------------------------------------------

    #[must_use]
    pub fn terms(&self) -> &Terms {
        &self.terms
    }

    /// The session the events built: the board, the moves, the clocks, the words.
    #[must_use]
    pub fn session(&self) -> &Session {
        &self.session
    }

    /// The session, for what only this board sees (its orientation, browsing earlier moves).
    pub fn session_mut(&mut self) -> &mut Session {
        &mut self.session
    }

    #[must_use]
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The number the next event takes.
    #[must_use]
    pub fn next_seq(&self) -> u32 {
        u32::try_from(self.events.len()).unwrap_or(u32::MAX).saturating_add(1)
    }

    /// Moves played.
    #[must_use]
    pub fn ply(&self) -> u32 {
        u32::try_from(self.session.line().ply()).unwrap_or(u32::MAX)
    }

    /// Black's and White's names.
    #[must_use]
    pub fn names(&self) -> &[Option<Name>; 2] {
        &self.names
    }

    /// Whether `side`'s seat is taken.
    #[must_use]
    pub fn joined(&self, side: Color) -> bool {
        self.joined[side.index()]
    }

    /// Whether both seats are taken (the game is on).
    #[must_use]
    pub fn started(&self) -> bool {
        self.joined == [true, true]
    }

    #[must_use]
    pub fn is_over(&self) -> bool {
        self.session.is_over()
    }

    /// The side that asks for a takeback now.
    #[must_use]
    pub fn takeback_asked(&self) -> Option<Color> {
        self.takeback.filter(|&(_, at)| at == self.session.line().ply() && !self.is_over()).map(|(side, _)| side)
    }

    /// The side that offers a rematch now.
    #[must_use]
    pub fn rematch_offered(&self) -> Option<Color> {
        self.rematch.filter(|_| self.next.is_none())
    }

    /// The rematch agreed, once it is.
    #[must_use]
    pub fn next_game(&self) -> Option<&GameId> {
        self.next.as_ref()
    }

    /// When the side to move's time runs out (server time): its clock's flag in a live game,
    /// its days in a correspondence game. `None` before the first move, or over.
    #[must_use]
    pub fn deadline(&self) -> Option<u64> {
        if self.is_over() || !self.started() {
            return None;
        }
        match self.terms.pace {
            Pace::Live(_) => self.session.line().clock()?.deadline(),
            Pace::Days(days) => Some(self.turn_since? + u64::from(days) * DAY_MS),
        }
    }

    /// The side whose time has run out at `now` (server time), if any: the server records its
    /// flag before anything else.
    #[must_use]
    pub fn flag_due(&self, now: u64) -> Option<Color> {
        (self.deadline()? <= now).then(|| self.session.line().turn())
    }

    // ---- the server's checks ----------------------------------------------------------------

    /// What `seat`'s move `m`, sent for the game at `ply` moves, records (at a time when no
    /// flag is due).
    ///
    /// # Errors
    /// Why it is refused: the game not started or over, another ply, not `seat`'s turn, a move
    /// that cannot be read or is illegal.
    pub fn check_move(&self, seat: Color, ply: u32, m: &str) -> Result<EventKind, ErrorCode> {
        self.check_state(ply, true)?;
        let position = self.session.line().position();
        if position.turn() != seat {
            return Err(ErrorCode::NotYourTurn);
        }
        let mv: Move = position.parse_move(m).map_err(|_| ErrorCode::IllegalMove)?;
        Ok(EventKind::Move { m: mv.to_string() })
    }

    /// What `seat`'s `act`, sent for the game at `ply` moves, records; `claimable` says whether
    /// the other side has been away long enough to claim (the server knows who is connected),
    /// `next` gives the rematch's id.
    ///
    /// # Errors
    /// Why it is refused.
    pub fn check_act(
        &self,
        seat: Color,
        ply: u32,
        act: Act,
        claimable: bool,
        next: impl FnOnce() -> GameId,
    ) -> Result<EventKind, ErrorCode> {
        let rematch = matches!(act, Act::RematchOffer | Act::RematchAccept | Act::RematchDecline);
        if act == Act::Abort && !self.started() {
            // The maker withdraws an invitation no one took.
            return if self.is_over() { Err(ErrorCode::GameOver) } else { Ok(EventKind::Abort) };
        }
        self.check_state(ply, !rematch)?;
        let s = &self.session;
        let offered_by_other = |o: Option<Color>| o == Some(!seat);
        let kind = match act {
            Act::DrawOffer if s.may_offer_draw(seat) => EventKind::DrawOffer,
            Act::DrawAccept if offered_by_other(s.draw_offered()) => EventKind::DrawAccept,
            Act::DrawDecline if offered_by_other(s.draw_offered()) => EventKind::DrawDecline,
            Act::TakebackOffer if self.takeback_asked().is_none() && s.takeback_count(seat) > 0 => {
                EventKind::TakebackOffer
            }
            Act::TakebackAccept if offered_by_other(self.takeback_asked()) => EventKind::TakebackAccept,
            Act::TakebackDecline if offered_by_other(self.takeback_asked()) => EventKind::TakebackDecline,
            Act::Resign => EventKind::Resign,
            Act::Abort if s.may_abort() => EventKind::Abort,
            Act::ClaimWin | Act::ClaimDraw if !self.terms.is_live() || !claimable => return Err(ErrorCode::NotAway),
            Act::ClaimWin => EventKind::Claim { win: true },
            Act::ClaimDraw => EventKind::Claim { win: false },
            _ if rematch && !self.is_over() => return Err(ErrorCode::NotNow),
            _ if rematch && self.next.is_some() => return Err(ErrorCode::NotNow),
            // Both offering is agreeing.
            Act::RematchOffer | Act::RematchAccept if offered_by_other(self.rematch) => {
                EventKind::Rematch { game: next() }
            }
            Act::RematchOffer if self.rematch.is_none() => EventKind::RematchOffer,
            Act::RematchDecline if offered_by_other(self.rematch) => EventKind::RematchDecline,
            _ => return Err(ErrorCode::NotNow),
        };
        Ok(kind)
    }

    /// The game is on (or `!live`: over) at `ply` moves.
    fn check_state(&self, ply: u32, live: bool) -> Result<(), ErrorCode> {
        if !self.started() {
            return Err(ErrorCode::NotStarted);
        }
        if live && self.is_over() {
            return Err(ErrorCode::GameOver);
        }
        if ply != self.ply() {
            return Err(ErrorCode::WrongPly);
        }
        Ok(())
    }

    // ---- events -----------------------------------------------------------------------------

    /// Applies the next event: the session's effects (a move to show, with its sound and
    /// announcement; the clocks; the result).
    ///
    /// # Errors
    /// The event is not the next one ([`ErrorCode::WrongPly`]: fetch the missing ones), or it is
    /// impossible here ([`ErrorCode::BadMessage`]: not this game's record).
    pub fn apply(&mut self, event: &Event) -> Result<Effects, ErrorCode> {
        if event.seq != self.next_seq() {
            return Err(ErrorCode::WrongPly);
        }
        let at = event.at;
        let by = event.by;
        let side = || by.ok_or(ErrorCode::BadMessage);
        let s = &mut self.session;
        let fx = match &event.kind {
            EventKind::Joined { name } => {
                let side = side()?;
                self.joined[side.index()] = true;
                self.names[side.index()].clone_from(name);
                Effects::none()
            }
            EventKind::Move { m } => {
                let side = side()?;
                let mv = s.line().position().parse_move(m).map_err(|_| ErrorCode::BadMessage)?;
                let fx = s.play_for(side, mv, at);
                if fx.played.is_none() && !s.is_over() {
                    return Err(ErrorCode::BadMessage);
                }
                self.turn_since = Some(at);
                fx
            }
            EventKind::DrawOffer => s.offer_draw_for(side()?, at),
            EventKind::DrawAccept => s.accept_draw_for(side()?, at),
            EventKind::DrawDecline => s.decline_draw_for(side()?),
            EventKind::TakebackOffer => {
                self.takeback = Some((side()?, s.line().ply()));
                Effects::none()
            }
            EventKind::TakebackAccept => {
                self.takeback = None;
                self.turn_since = Some(at);
                s.take_back_for(!side()?, at)
            }
            EventKind::TakebackDecline => {
                self.takeback = None;
                Effects::none()
            }
            EventKind::Resign => s.resign_for(side()?, at),
            EventKind::Abort => {
                let fx = s.abort_at(at);
                if s.is_over() {
                    fx
                } else {
                    // An invitation withdrawn before anyone moved: nothing to abort on the board.
                    s.withdraw_at(at)
                }
            }
            EventKind::Claim { win } => s.claim_for(!side()?, *win, at),
            EventKind::Flag => s.flag_for(side()?, at),
            EventKind::Pause { since } => {
                if let Some(t) = self.turn_since {
                    self.turn_since = Some(t + at.saturating_sub((*since).max(t)));
                }
                s.pause_clock(*since, at)
            }
            EventKind::RematchOffer => {
                self.rematch = Some(side()?);
                Effects::none()
            }
            EventKind::RematchDecline => {
                self.rematch = None;
                Effects::none()
            }
            EventKind::Rematch { game } => {
                self.next = Some(game.clone());
                self.rematch = None;
                Effects::none()
            }
        };
        self.events.push(event.clone());
        Ok(fx)
    }

    /// The game's record as SGF, with both players' names (`PB`/`PW`), the day it started
    /// (`started_ms`), its rules, time control, times and result.
    #[must_use]
    pub fn sgf(&self, started_ms: u64) -> String {
        let line = self.session.line();
        let [black, white] = self.given_names();
        let header = crate::game::sgf_header::Header::of(line, None, started_ms).named(black, white);
        header.add_to(&loa_core::record::write_sgf(line.position()))
    }

    /// The names the players gave, Black's and White's (empty: none).
    #[must_use]
    pub fn given_names(&self) -> [&str; 2] {
        self.names.each_ref().map(|n| n.as_ref().map_or("", Name::as_str))
    }
}
