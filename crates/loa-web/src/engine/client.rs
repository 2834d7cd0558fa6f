//! The page's side of the engine worker: start a search, hear its infos and best move, cancel it
//! by terminating the worker (which is synchronous while it searches) and starting a new one.
//!
//! A request made before the worker has said "ready" is queued until it has. A worker that fails
//! to load, crashes or stays silent is reported through [`AiEvent::Failed`] and restarted, and the
//! search that was running is sent again to the new worker. A search not answered by its level's
//! time limit plus [`SEARCH_MARGIN_MS`] is cancelled and sent once more to a new worker; if that
//! one is silent too, the search is given up and reported (never "thinking…" for ever).

use std::cell::RefCell;
use std::rc::Rc;

use loa_core::{Move, Position};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::link::{Inner, Pending};
use super::protocol::{PositionReview, ReviewLimits, SearchInfo, StartSearch};
use super::source::EngineSource;
use loa_app::session::EngineFailure;

/// How much longer than its level's time limit a search may take before the worker is deemed
/// stuck: the limit is checked between nodes, so an answer comes soon after it on any device.
pub const SEARCH_MARGIN_MS: u64 = 5_000;

/// How long a search at `level` may go unanswered: its time limit plus [`SEARCH_MARGIN_MS`].
#[must_use]
pub fn search_deadline_ms(level: u8) -> u64 {
    let limit = loa_core::engine::level_settings(level).time_ms.unwrap_or(10_000);
    limit + SEARCH_MARGIN_MS
}

/// What the worker reports, for the search with the id given by [`AiClient::start`].
#[derive(Debug, Clone)]
pub enum AiEvent {
    Info(SearchInfo),
    /// A review's evaluation of one position (see [`AiClient::start_review`]).
    Reviewed(PositionReview),
    /// The engine's move, already checked legal in the position that was sent.
    BestMove {
        id: u32,
        best: Option<Move>,
        info: Option<SearchInfo>,
    },
    /// The worker failed (load error, crash, bad answer). `retrying` says whether the search is
    /// being sent again to a fresh worker.
    Failed {
        failure: EngineFailure,
        retrying: bool,
    },
}

/// A handle on the engine worker. Cheap to clone; all clones share the worker.
#[derive(Clone)]
pub struct AiClient {
    inner: Rc<RefCell<Inner>>,
}

impl std::fmt::Debug for AiClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AiClient").finish_non_exhaustive()
    }
}

impl AiClient {
    /// Starts a worker from `source`. `on_event` is called for infos, best moves and failures,
    /// never from within a method of this client.
    pub fn new(source: &EngineSource, on_event: impl Fn(AiEvent) + 'static) -> AiClient {
        AiClient::with_handler(source, Rc::new(on_event))
    }

    /// [`AiClient::new`] with a handler already shared (the [`crate::engine::computer::Computer`]'s).
    pub fn with_handler(source: &EngineSource, on_event: Rc<dyn Fn(AiEvent)>) -> AiClient {
        let inner = Rc::new_cyclic(|weak| {
            RefCell::new(Inner {
                source: source.clone(),
                worker: None,
                ready: false,
                same_build: false,
                pending: None,
                next_id: 1,
                restarts: 0,
                ready_timer: None,
                search_timer: None,
                timeouts: 0,
                on_event,
                self_ref: weak.clone(),
                _on_message: None,
                _on_error: None,
                _on_timeout: None,
                _on_search_timeout: None,
            })
        });
        let client = AiClient { inner };
        client.inner.borrow_mut().spawn();
        client
    }

    /// Asks for a move in `pos` at `level`, cancelling any search still running. Returns the
    /// search's id, which its events carry.
    pub fn start(&self, pos: &Position, level: u8, seed: u32) -> u32 {
        self.send(pos, |id| StartSearch::new(id, pos, level, seed))
    }

    /// Sends `request` (a search in `pos`) as it is, with the id its maker chose (the session's,
    /// which knows its answers by it), cancelling any search still running.
    pub fn start_request(&self, pos: &Position, request: StartSearch) {
        self.send(pos, |_| request);
    }

    /// Analyses `pos` without limits, reporting its best `lines` moves in every info, until
    /// [`AiClient::cancel`] or the next request (cancelling any search still running).
    pub fn start_analysis(&self, pos: &Position, lines: u8) -> u32 {
        self.send(pos, |id| StartSearch::analysis(id, pos, lines))
    }

    /// Evaluates every position of the game `pos` carries, from its start, with `limits` each;
    /// a [`AiEvent::Reviewed`] for each, then a [`AiEvent::BestMove`] without a move.
    pub fn start_review(&self, pos: &Position, limits: ReviewLimits) -> u32 {
        self.send(pos, |id| StartSearch::review(id, pos, limits))
    }

    fn send(&self, pos: &Position, request: impl FnOnce(u32) -> StartSearch) -> u32 {
        let mut inner = self.inner.borrow_mut();
        if is_stale() {
            // Never asked: the worker is of another build (the page offers a reload).
            inner.emit_later(AiEvent::Failed { failure: EngineFailure::StaleBuild, retrying: false });
            return 0;
        }
        if inner.pending.is_some() {
            inner.restart();
        }
        if inner.worker.is_none() {
            inner.spawn();
        }
        let id = inner.next_id;
        inner.next_id = inner.next_id.wrapping_add(1).max(1);
        inner.pending = Some(Pending { req: request(id), pos: pos.clone() });
        inner.timeouts = 0;
        inner.send_pending();
        id
    }

    /// Stops the running search, if any (its late answers are ignored).
    pub fn cancel(&self) {
        let mut inner = self.inner.borrow_mut();
        if inner.pending.take().is_some() {
            inner.restart();
        }
    }

    /// Whether a search is running (or queued until the worker is ready).
    #[must_use]
    pub fn is_searching(&self) -> bool {
        self.inner.borrow().pending.is_some()
    }

    /// The id of the running search.
    #[must_use]
    pub fn current_id(&self) -> Option<u32> {
        self.inner.borrow().pending.as_ref().map(|p| p.req.id)
    }

    /// Terminates the worker for good (the client is unusable afterwards).
    pub fn shutdown(&self) {
        let mut inner = self.inner.borrow_mut();
        inner.pending = None;
        inner.kill();
    }
}

pub use super::link::is_stale;

/// The message of a thrown JS value, for people.
#[must_use]
pub fn js_error_text(value: &JsValue) -> String {
    if let Some(e) = value.dyn_ref::<js_sys::Error>() {
        return String::from(e.message());
    }
    value.as_string().unwrap_or_else(|| format!("{value:?}"))
}
