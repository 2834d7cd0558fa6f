//! What the browser must do after the session changed: the one list a caller performs, instead
//! of remembering to save, redraw and ask the computer itself.

use loa_core::{Color, Move, Position};

use super::Text;
use crate::protocol::StartSearch;

/// What must happen after a call of the [`Session`](super::Session).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
#[must_use = "the caller performs the effects"]
pub struct Effects {
    /// The game changed in a way worth keeping: write it to storage.
    pub save: bool,
    /// Start or stop the computer's search.
    pub search: Option<Search>,
    /// Say this in the board's live region (screen readers).
    pub announce: Option<Text>,
    /// Show this message to the user (a refused move, the engine failing).
    pub message: Option<Text>,
    /// The regions to draw again from the session.
    pub redraw: Redraw,
    /// A move was just played (for sounds, and the embed's `loa-move` event).
    pub played: Option<Played>,
    /// When to call [`Session::tick`](super::Session::tick) next (a clock's next step or its
    /// flag); `None`: as the effects before said.
    pub wake: Option<Wake>,
}

/// When the page should next tell the session the time.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wake {
    /// At this time (ms since 1970): the running clock shows another time, or its flag falls.
    At(u64),
    /// Not until something else happens: no clock runs.
    Never,
}

/// The computer's search: start one, or stop the one running.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Search {
    /// Send `request` to the engine after `delay_ms` (a pause when the computer plays itself, so
    /// people can follow), stopping any search or pause still running. Its answer comes back
    /// through [`Session::engine_answered`](super::Session::engine_answered) with its id.
    /// `position` is the one `request` describes (the worker's answer is checked against it).
    Start { request: StartSearch, position: Box<Position>, delay_ms: u32 },
    /// Stop the search (or pause) running; its late answers are ignored anyway.
    Stop,
}

/// Which parts of the view to draw again.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Redraw {
    /// The board (position, what may move) and the controls around it.
    pub board: bool,
    /// The move list.
    pub moves: bool,
    /// The status line (whose turn, the computer thinking, the engine's report).
    pub status: bool,
    /// The clocks ([`Session::clocks`](super::Session::clocks)).
    pub clocks: bool,
    /// The move to animate on the board, if it is redrawn.
    pub animate: Option<Move>,
}

impl Redraw {
    /// Everything, animating `animate`.
    #[must_use]
    pub fn all(animate: Option<Move>) -> Redraw {
        Redraw { board: true, moves: true, status: true, clocks: true, animate }
    }

    /// Whether anything is to be drawn.
    #[must_use]
    pub fn any(&self) -> bool {
        self.board || self.moves || self.status || self.clocks
    }
}

/// Who made a move.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum By {
    /// The person at the board.
    Player,
    /// The engine.
    Computer,
}

/// A move just played.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Played {
    pub mover: Color,
    pub m: Move,
    pub by: By,
    /// The move ended the game.
    pub ends_game: bool,
}

impl Effects {
    /// Nothing to do.
    pub fn none() -> Effects {
        Effects::default()
    }

    /// Adds `later`'s effects after these: flags add up, a later search order, text or move
    /// replaces an earlier one (so does a later wake).
    pub fn then(mut self, later: Effects) -> Effects {
        self.save |= later.save;
        self.search = later.search.or(self.search);
        self.announce = later.announce.or(self.announce);
        self.message = later.message.or(self.message);
        self.redraw = Redraw {
            board: self.redraw.board || later.redraw.board,
            moves: self.redraw.moves || later.redraw.moves,
            status: self.redraw.status || later.redraw.status,
            clocks: self.redraw.clocks || later.redraw.clocks,
            animate: later.redraw.animate.or(self.redraw.animate),
        };
        self.played = later.played.or(self.played);
        self.wake = later.wake.or(self.wake);
        self
    }
}
