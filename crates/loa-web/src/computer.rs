//! The computer's turn, for the game page and `<loa-board>` alike: starting a search in the
//! engine worker, cancelling it, and applying the worker's answer to the [`GameLine`].
//!
//! The owner calls [`Computer::start`] when the line says it is the computer's turn,
//! [`Computer::cancel`] when the game changes under it, and hands every [`AiEvent`] to
//! [`Computer::answer`], which plays the computer's move and says what happened.

use std::rc::Rc;

use loa_core::{Color, Move, PlayError};

use crate::ai::{AiClient, AiEvent};
use crate::protocol::SearchInfo;
use loa_app::game::GameLine;

/// What an event from the worker meant for the game.
#[derive(Debug, Clone)]
pub enum Answer {
    /// Not for the search running now (a cancelled one), or nothing to do.
    Ignored,
    /// A progress report of the running search ([`Computer::info`]).
    Info,
    /// The computer played `m` for `mover`; the line holds it.
    Played { mover: Color, m: Move },
    /// The engine's move could not be played; the computer has failed ([`Computer::failure`]).
    Impossible(PlayError),
    /// The worker failed; `retrying` says whether the search was sent to a fresh worker.
    Failed { message: String, retrying: bool },
}

/// The engine worker and the search running in it.
pub struct Computer {
    url: String,
    on_event: Rc<dyn Fn(AiEvent)>,
    ai: Option<AiClient>,
    search: Option<u32>,
    info: Option<SearchInfo>,
    failure: Option<String>,
}

impl std::fmt::Debug for Computer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Computer").field("search", &self.search).field("failure", &self.failure).finish()
    }
}

impl Computer {
    /// A computer whose worker is started from `worker_url` when first needed; its events go to
    /// `on_event`, which should hand them back to [`Computer::answer`] (from a fresh task, never
    /// inside a call of this type).
    pub fn new(worker_url: &str, on_event: impl Fn(AiEvent) + 'static) -> Computer {
        Computer {
            url: worker_url.to_owned(),
            on_event: Rc::new(on_event),
            ai: None,
            search: None,
            info: None,
            failure: None,
        }
    }

    /// Starts the worker now, so the first search does not wait for it to load.
    pub fn warm_up(&mut self) {
        if self.ai.is_none() {
            self.ai = Some(AiClient::with_handler(&self.url, self.on_event.clone()));
        }
    }

    /// Asks for a move in the game as `line` stands, at the players' level (cancelling any
    /// search still running).
    pub fn start(&mut self, line: &GameLine) {
        self.warm_up();
        let Some(ai) = &self.ai else { return };
        let seed = (js_sys::Math::random() * f64::from(u32::MAX)) as u32;
        self.info = None;
        self.search = Some(ai.start(line.position(), line.players.level, seed));
    }

    /// Stops the running search, if any (its late answers are ignored).
    pub fn cancel(&mut self) {
        self.info = None;
        if self.search.take().is_some() {
            if let Some(ai) = &self.ai {
                ai.cancel();
            }
        }
    }

    /// Whether a search is running.
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.search.is_some()
    }

    /// The running search's latest report.
    #[must_use]
    pub fn info(&self) -> Option<&SearchInfo> {
        self.info.as_ref()
    }

    /// Why the computer cannot play, once it has failed for good (until [`Computer::retry`]).
    #[must_use]
    pub fn failure(&self) -> Option<&str> {
        self.failure.as_deref()
    }

    /// Forgets a failure: the next [`Computer::start`] tries again.
    pub fn retry(&mut self) {
        self.failure = None;
    }

    /// Applies an event from the worker to `line`: the computer's move is played at the end of
    /// the game (a user browsing earlier moves keeps looking at them).
    pub fn answer(&mut self, event: AiEvent, line: &mut GameLine) -> Answer {
        match event {
            // Reviews have their own worker.
            AiEvent::Reviewed(_) => Answer::Ignored,
            AiEvent::Info(info) => {
                if Some(info.id) != self.search {
                    return Answer::Ignored;
                }
                self.info = Some(info);
                Answer::Info
            }
            AiEvent::BestMove { id, best, info } => {
                if Some(id) != self.search {
                    return Answer::Ignored;
                }
                self.search = None;
                if info.is_some() {
                    self.info = info;
                }
                if !line.computer_to_move() {
                    return Answer::Ignored;
                }
                let mover = line.turn();
                let m = best.unwrap_or(Move::PASS);
                match line.play_keeping_view(m) {
                    Ok(()) => Answer::Played { mover, m },
                    Err(e) => {
                        self.failure = Some("it chose an impossible move".to_owned());
                        Answer::Impossible(e)
                    }
                }
            }
            AiEvent::Failed { message, retrying } => {
                if !retrying {
                    self.search = None;
                    self.failure = Some(message.clone());
                }
                Answer::Failed { message, retrying }
            }
        }
    }

    /// Stops the worker for good (the board is going away).
    pub fn shut_down(&mut self) {
        self.search = None;
        if let Some(ai) = self.ai.take() {
            ai.shutdown();
        }
    }
}
