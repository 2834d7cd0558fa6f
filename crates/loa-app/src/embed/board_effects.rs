//! What the browser must do after something happened to a `<loa-board>`: the one list its DOM
//! side performs.

use loa_core::Move;

use super::events::HostEvent;
use crate::worker::{Order, Worker};

/// The board's one timer: set it to call [`Embed::alarm`](super::Embed::alarm) after a delay,
/// or clear it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Alarm {
    /// Call back after this many ms (replacing any timer set before).
    After(u32),
    /// Nothing to wait for any more.
    Clear,
}

/// What the element says about itself in its `data-state` attribute.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HostState {
    /// Waiting for its words or its puzzle file.
    Loading,
    Ready,
    /// An attribute is wrong: the message is shown in place of the board.
    Error,
}

impl HostState {
    /// The attribute's value.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            HostState::Loading => "loading",
            HostState::Ready => "ready",
            HostState::Error => "error",
        }
    }
}

/// What the board shows in place of the game, when it cannot show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shown {
    /// The board (and its controls) from [`Embed::view`](super::Embed::view).
    Board,
    /// The board's room kept, unseen, with this note over it (the puzzle file is coming).
    Waiting(String),
    /// This message in place of the board, under a title ([`super::board_view::Names::cannot_show`]).
    Error(String),
}

/// What must happen after an event of the board.
#[derive(Debug, Clone, Default, PartialEq)]
#[must_use = "the browser performs the effects"]
pub struct Effects {
    /// Draw the board and its controls again from the view.
    pub redraw: bool,
    /// The move to animate, if the board is drawn again.
    pub animate: Option<Move>,
    /// Say this in the board's live region (screen readers).
    pub announce: Option<String>,
    /// Fire these events on the element, in order, once the board is free.
    pub events: Vec<HostEvent>,
    /// Orders for the board's engine workers, in order.
    pub workers: Vec<(Worker, Order)>,
    /// Start the computer's worker now, so its first search does not wait for it to load.
    pub warm_up: bool,
    /// Set or clear the board's timer.
    pub alarm: Option<Alarm>,
    /// Keep the trainer's progress (its text, under `loa_app::puzzles::progress::STORAGE_KEY`).
    pub keep_progress: Option<String>,
    /// The board needs the site's puzzle file: load it (once for the page) and hand it to
    /// [`Embed::puzzles`](super::Embed::puzzles).
    pub load_puzzles: bool,
    /// Show the board, a note or an error in its place.
    pub shown: Option<Shown>,
    /// The element's `data-state`.
    pub state: Option<HostState>,
    /// The board's language changed: name the buttons again and speak it on the board.
    pub names: bool,
}

impl Effects {
    /// Draw the board again, animating `animate`.
    pub(super) fn redraw(animate: Option<Move>) -> Effects {
        Effects { redraw: true, animate, ..Effects::default() }
    }

    /// Adds `later`'s effects after these: flags add up, later words and orders come after.
    pub fn then(mut self, later: Effects) -> Effects {
        self.redraw |= later.redraw;
        self.animate = later.animate.or(self.animate);
        self.announce = later.announce.or(self.announce);
        self.events.extend(later.events);
        self.workers.extend(later.workers);
        self.warm_up |= later.warm_up;
        self.alarm = later.alarm.or(self.alarm);
        self.keep_progress = later.keep_progress.or(self.keep_progress);
        self.load_puzzles |= later.load_puzzles;
        self.shown = later.shown.or(self.shown);
        self.state = later.state.or(self.state);
        self.names |= later.names;
        self
    }
}
