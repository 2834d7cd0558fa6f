//! The session: one game being played, for the game page and `<loa-board>` alike.
//!
//! A [`Session`] holds the [`GameLine`] (moves, undo/redo, browsing, who plays each side), the
//! computer's turn (which search it asked for, its latest report, whether it failed), the board's
//! orientation, and says what may move and what the status line says, as data ([`Text`]). Its
//! methods take what the user or the engine did — [`Session::play`], [`Session::undo`],
//! [`Session::go_to`], [`Session::engine_answered`], [`Session::new_game`] … — and return the
//! [`Effects`] the browser performs in one place: save, start or stop a search, announce, redraw
//! these regions. No caller keeps a save/redraw/ask-the-computer checklist.
//!
//! ```
//! use loa_app::game::{GameLine, Players};
//! use loa_app::session::{Search, Session, Style};
//! use loa_core::{Position, Variant};
//!
//! // A person with Black against the computer.
//! let mut session = Session::new(GameLine::new(Position::new(Variant::Standard), Players::default()), Style::Game, 7);
//! let b1b3 = session.line().position().parse_move("b1-b3").unwrap();
//! let fx = session.play(b1b3);
//! assert!(fx.save && fx.redraw.board);
//! // The computer's turn: the effects ask the engine, and its answer comes back by id.
//! let Some(Search::Start { request, .. }) = fx.search else { panic!("no search") };
//! let h2f4 = session.line().position().parse_move("h2-f4").unwrap();
//! let fx = session.engine_answered(request.id, Some(h2f4), None);
//! assert_eq!(fx.played.map(|p| p.m.to_string()).as_deref(), Some("h2-f4"));
//! assert_eq!(session.line().ply(), 2);
//! ```
//!
//! # Time
//!
//! The session never reads a clock. The calls that may depend on the time take it (`now_ms`,
//! ms since 1970: [`Session::play_at`], [`Session::engine_answered_at`], [`Session::tick`],
//! [`Session::resign`] …); the others use the time last told. A game on a clock
//! ([`GameLine::clock`]) has its clock pressed by every move, its flag checked at every call,
//! and [`Effects::wake`] says when the page should call [`Session::tick`] next (the clock's next
//! shown step, or its flag). The computer's search carries its time left and increment
//! ([`crate::protocol::StartSearch::clock`]).
//!
//! # Extending it
//!
//! New game state belongs in this type or in the [`GameLine`] it holds (the clock, a draw offer
//! and a declared end live there, so they are saved with the game and put aside with it while
//! the analysis board shows), not in its callers:
//!
//! - add the state, kept by the saved form when it must survive a reload (`saved::Saved` has
//!   optional fields for that, and a version to raise);
//! - add a method per event returning [`Effects`]; a move's bookkeeping goes in the private
//!   `after_move`, which every move (the player's and the computer's) passes through, and every
//!   change ends in the private `settle` (the flag, the clocks' wake, the computer's turn);
//! - a result that does not come from the position joins [`GameLine::is_over`], which
//!   [`Session::movable`] and the computer's turn already consult;
//! - new regions to draw join [`Redraw`]; new words are [`Text`] with ids in every `.ftl` file.

use crate::i18n::Msg;

mod analysis;
#[cfg(test)]
mod analysis_tests;
mod computer;
mod effects;
mod engine_failure;
mod finish;
#[cfg(test)]
mod finish_tests;
mod remote;
#[cfg(test)]
mod remote_tests;
mod status;
#[cfg(test)]
mod tests;
mod text;
mod timing;
#[cfg(test)]
mod timing_tests;
mod user;
mod verdict;

use loa_core::{Color, Move};

use crate::board::Movable;
use crate::game::{GameLine, Player};
use crate::protocol::SearchInfo;
use computer::Computer;

pub use effects::{By, Effects, Played, Redraw, Search, Wake};
pub use engine_failure::EngineFailure;
pub use status::{engine_line, turn_sentence, viewing, BoardStatus, Mark};
pub use text::{Arg, Text};
pub use verdict::{Standing, Verdict};

/// A pause between moves when the computer plays itself, so people can follow.
pub const WATCH_DELAY_MS: u32 = 500;

/// How the line's cursor behaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// The game page: the user may look at an earlier position (a view apart from the game),
    /// undo keeps the moves taken back for redo, and the computer moves whenever it is its turn.
    Game,
    /// `<loa-board>`: the cursor is the board; stepping is undo and redo, a move played ends the
    /// moves after the cursor, and the computer answers only at the end of the line.
    Study,
}

/// One game being played: see the [module](self).
#[derive(Debug, Clone)]
pub struct Session {
    line: GameLine,
    style: Style,
    computer: Computer,
    /// Rank 8 at the bottom.
    flipped: bool,
    /// The game, put aside while the analysis board shows in its place (`analysis.rs`).
    aside: Option<GameLine>,
    /// The game's analysis board while it is closed (kept, and saved beside the game).
    analysis: Option<GameLine>,
    /// The time the session was last told (ms since 1970): the calls that take no time use it.
    now_ms: u64,
    /// This player's side in a game by link (the words of the game's end take its view).
    viewer: Option<Color>,
}

impl Session {
    /// A session on `line`; `seed` varies the computer's choices between sessions.
    #[must_use]
    pub fn new(line: GameLine, style: Style, seed: u64) -> Session {
        let computer = Computer { seed: seed | 1, ..Computer::default() };
        Session { line, style, computer, flipped: false, aside: None, analysis: None, now_ms: 0, viewer: None }
    }

    /// [`Session::begin_at`] at the time last told.
    pub fn begin(&mut self) -> Effects {
        self.begin_at(self.now_ms)
    }

    /// What the page does when it first shows the session at `now_ms`: save it, draw everything,
    /// end the game if its clock ran out meanwhile, and ask the computer if it is its turn.
    pub fn begin_at(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        let mut fx = Effects { save: true, redraw: Redraw::all(None), ..Effects::none() };
        self.settle(&mut fx);
        fx
    }

    // ---- what it holds ----------------------------------------------------------------------

    #[must_use]
    pub fn line(&self) -> &GameLine {
        &self.line
    }

    #[must_use]
    pub fn style(&self) -> Style {
        self.style
    }

    #[must_use]
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// Whether the game is over: by its position, a resignation, a flag or a draw agreed.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.line.is_over()
    }

    /// Whether the computer's search is asked for (or waiting for its pause to end).
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.computer.asked.is_some()
    }

    /// The running search's latest report.
    #[must_use]
    pub fn info(&self) -> Option<&SearchInfo> {
        self.computer.info.as_ref()
    }

    /// Why the computer cannot play, once it has failed for good (until [`Session::retry`]).
    #[must_use]
    pub fn failure(&self) -> Option<&EngineFailure> {
        self.computer.failure.as_ref()
    }

    /// Which pieces the person at the board may pick up: none while looking at an earlier
    /// position or after the game; the human side against the computer (its premoves during the
    /// computer's turn); either side for two people.
    #[must_use]
    pub fn movable(&self) -> Movable {
        if self.line.is_browsing() || self.is_over() {
            return Movable::None;
        }
        let players = self.line.players;
        match (players.black, players.white) {
            (Player::Human, Player::Human) => Movable::Both,
            (Player::Computer, Player::Computer) => Movable::None,
            _ => players.lone_human().map_or(Movable::None, Movable::Side),
        }
    }

    /// Whether it is the computer's move now (at the end of the line, in [`Style::Study`]).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        match self.style {
            Style::Game => self.line.computer_to_move(),
            Style::Study => self.line.computer_to_move_at_end(),
        }
    }

    // ---- the words --------------------------------------------------------------------------

    /// "Your move (Black)", "White (computer) to move", or how the game ended.
    #[must_use]
    pub fn turn_sentence(&self) -> Text {
        status::turn_sentence(&self.line)
    }

    /// The status line: the turn, or the computer thinking or unavailable, or a forced pass, or
    /// the game's end in the player's view ("You win: White ran out of time").
    #[must_use]
    pub fn status(&self) -> Text {
        match self.verdict() {
            Some(verdict) => verdict.into_line(),
            None => status::status_line(&self.line, self.is_thinking(), self.failure().is_some()),
        }
    }

    // ---- inside -----------------------------------------------------------------------------

    /// Every move, the player's or the computer's, ends here (at the time last told): the
    /// clock is pressed.
    fn after_move(&mut self, mover: Color, m: Move, by: By) -> Effects {
        self.press_clock(mover);
        let outcome = self.line.outcome();
        let said = match outcome {
            Some(outcome) => Text::message(
                Msg::MoveAndOutcome,
                [("move", Text::Move(mover, m).into()), ("outcome", Text::Outcome(outcome).into())],
            ),
            None => Text::Move(mover, m),
        };
        let mut fx = Effects {
            save: true,
            announce: Some(said),
            redraw: Redraw::all(Some(m)),
            played: Some(Played { mover, m, by, ends_game: outcome.is_some() }),
            ..Effects::none()
        };
        self.settle(&mut fx);
        fx
    }

    /// After any change: the flag falls if the running side's time is up, the clocks and their
    /// next wake are in the effects, and the computer is asked (or stopped) as its turn says.
    fn settle(&mut self, fx: &mut Effects) {
        if let Some(flag) = self.flag_check() {
            *fx = std::mem::take(fx).then(flag);
        }
        self.timing(fx);
        self.sync_computer(fx);
    }
}
