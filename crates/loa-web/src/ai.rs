//! The page's side of the engine worker: start a search, hear its infos and best move, cancel it
//! by terminating the worker (which is synchronous while it searches) and starting a new one.
//!
//! A request made before the worker has said "ready" is queued until it has. A worker that fails
//! to load, crashes or stays silent is reported through [`AiEvent::Failed`] and restarted, and the
//! search that was running is sent again to the new worker. A search not answered by its level's
//! time limit plus [`SEARCH_MARGIN_MS`] is cancelled and sent once more to a new worker; if that
//! one is silent too, the search is given up and reported (never "thinking…" for ever).

use crate::i18n::tr;
use std::cell::RefCell;
use std::rc::{Rc, Weak};

use loa_core::{Move, Position};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

use crate::protocol::{decode, encode, FromWorker, PositionReview, ReviewLimits, SearchInfo, StartSearch, ToWorker};

/// How long a new worker may take to say "ready" before it is considered broken.
const READY_TIMEOUT_MS: i32 = 15_000;
/// Restarts in a row without a single answer before giving up (and telling the user).
const MAX_RESTARTS: u32 = 3;
/// How much longer than its level's time limit a search may take before the worker is deemed
/// stuck: the limit is checked between nodes, so an answer comes soon after it on any device.
pub const SEARCH_MARGIN_MS: u64 = 5_000;
/// Searches of one request that may time out before it is given up (the first is retried).
const MAX_TIMEOUTS: u32 = 2;

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
        message: String,
        retrying: bool,
    },
}

type Handler = Rc<dyn Fn(AiEvent)>;

struct Pending {
    req: StartSearch,
    pos: Position,
}

struct Inner {
    url: String,
    worker: Option<Worker>,
    ready: bool,
    /// The worker said it is of this page's build ([`crate::protocol::BUILD_ID`]).
    same_build: bool,
    pending: Option<Pending>,
    next_id: u32,
    restarts: u32,
    ready_timer: Option<i32>,
    /// The running search's watchdog, and how many times this request's search timed out.
    search_timer: Option<i32>,
    timeouts: u32,
    on_event: Handler,
    self_ref: Weak<RefCell<Inner>>,
    // Kept alive while the worker they are attached to lives.
    _on_message: Option<Closure<dyn FnMut(MessageEvent)>>,
    _on_error: Option<Closure<dyn FnMut(Event)>>,
    _on_timeout: Option<Closure<dyn FnMut()>>,
    _on_search_timeout: Option<Closure<dyn FnMut()>>,
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
    /// Starts the worker from `loader_url` (trunk's `worker_loader.js`, relative to the page).
    /// `on_event` is called for infos, best moves and failures, never from within a method of
    /// this client.
    pub fn new(loader_url: &str, on_event: impl Fn(AiEvent) + 'static) -> AiClient {
        AiClient::with_handler(loader_url, Rc::new(on_event))
    }

    /// [`AiClient::new`] with a handler already shared (the [`crate::computer::Computer`]'s).
    pub fn with_handler(loader_url: &str, on_event: Rc<dyn Fn(AiEvent)>) -> AiClient {
        let inner = Rc::new_cyclic(|weak| {
            RefCell::new(Inner {
                url: loader_url.to_owned(),
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
            inner.emit_later(AiEvent::Failed { message: tr("build-stale", &[]), retrying: false });
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

impl Inner {
    fn spawn(&mut self) {
        self.ready = false;
        self.same_build = false;
        if is_stale() {
            // A worker of another build was found: the page waits for a reload.
            self.pending = None;
            self.emit_later(AiEvent::Failed { message: tr("build-stale", &[]), retrying: false });
            return;
        }
        let worker = match Worker::new(&self.url) {
            Ok(w) => w,
            Err(e) => {
                let message = tr("engine-start-failed", &[("error", js_error_text(&e).into())]);
                self.emit_later(AiEvent::Failed { message, retrying: false });
                return;
            }
        };
        let weak = self.self_ref.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(inner) = weak.upgrade() {
                let outcome = inner.borrow_mut().handle_message(event.data());
                if let Some((handler, event)) = outcome {
                    handler(event);
                }
            }
        });
        let weak = self.self_ref.clone();
        // A script that fails to load fires a plain `Event`; an exception in the worker an
        // `ErrorEvent` with a message.
        let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            event.prevent_default();
            if let Some(inner) = weak.upgrade() {
                let detail = event.dyn_ref::<ErrorEvent>().map(ErrorEvent::message).unwrap_or_default();
                let message = if detail.is_empty() {
                    tr("engine-crashed-unknown", &[])
                } else {
                    tr("engine-crashed", &[("error", detail.into())])
                };
                let outcome = inner.borrow_mut().fail(message);
                if let Some((handler, event)) = outcome {
                    handler(event);
                }
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.worker = Some(worker);
        self._on_message = Some(on_message);
        self._on_error = Some(on_error);
        self.arm_ready_timer();
    }

    fn arm_ready_timer(&mut self) {
        let weak = self.self_ref.clone();
        let on_timeout = Closure::<dyn FnMut()>::new(move || {
            if let Some(inner) = weak.upgrade() {
                let outcome = {
                    let mut inner = inner.borrow_mut();
                    inner.ready_timer = None;
                    if inner.ready {
                        None
                    } else {
                        inner.fail(tr("engine-timeout", &[]))
                    }
                };
                if let Some((handler, event)) = outcome {
                    handler(event);
                }
            }
        });
        if let Some(window) = web_sys::window() {
            self.ready_timer = window
                .set_timeout_with_callback_and_timeout_and_arguments_0(
                    on_timeout.as_ref().unchecked_ref(),
                    READY_TIMEOUT_MS,
                )
                .ok();
        }
        self._on_timeout = Some(on_timeout);
    }

    fn kill(&mut self) {
        if let Some(worker) = self.worker.take() {
            worker.set_onmessage(None);
            worker.set_onerror(None);
            worker.terminate();
        }
        if let (Some(timer), Some(window)) = (self.ready_timer.take(), web_sys::window()) {
            window.clear_timeout_with_handle(timer);
        }
        self.disarm_search_timer();
        self.ready = false;
    }

    fn disarm_search_timer(&mut self) {
        if let (Some(timer), Some(window)) = (self.search_timer.take(), web_sys::window()) {
            window.clear_timeout_with_handle(timer);
        }
    }

    /// Starts the watchdog of the search just sent.
    fn arm_search_timer(&mut self, level: u8) {
        self.disarm_search_timer();
        let weak = self.self_ref.clone();
        let on_timeout = Closure::<dyn FnMut()>::new(move || {
            if let Some(inner) = weak.upgrade() {
                let outcome = {
                    let mut inner = inner.borrow_mut();
                    inner.search_timer = None;
                    inner.search_timed_out()
                };
                if let Some((handler, event)) = outcome {
                    handler(event);
                }
            }
        });
        let ms = i32::try_from(search_deadline_ms(level)).unwrap_or(i32::MAX);
        if let Some(window) = web_sys::window() {
            self.search_timer = window
                .set_timeout_with_callback_and_timeout_and_arguments_0(on_timeout.as_ref().unchecked_ref(), ms)
                .ok();
        }
        self._on_search_timeout = Some(on_timeout);
    }

    /// The running search went unanswered past its deadline: a new worker gets it once more, then
    /// it is given up.
    fn search_timed_out(&mut self) -> Option<(Handler, AiEvent)> {
        self.pending.as_ref()?;
        self.timeouts += 1;
        self.kill();
        let retrying = self.timeouts < MAX_TIMEOUTS;
        if retrying {
            // The new worker gets the running search once it is ready.
            self.spawn();
        } else {
            self.pending = None;
            self.timeouts = 0;
        }
        let message = tr("engine-no-answer", &[]);
        Some((self.on_event.clone(), AiEvent::Failed { message, retrying }))
    }

    fn restart(&mut self) {
        self.kill();
        self.spawn();
    }

    fn send_pending(&mut self) {
        if !self.ready {
            return;
        }
        let (Some(worker), Some(pending)) = (&self.worker, &self.pending) else { return };
        let level = pending.req.level;
        // An analysis has no deadline: it runs until cancelled; a review is as long as its game.
        let watched = !pending.req.analysis && pending.req.review.is_none();
        let sent = encode(&ToWorker::Start(pending.req.clone())).and_then(|msg| worker.post_message(&msg));
        if sent.is_ok() && watched {
            self.arm_search_timer(level);
        }
        if let Err(e) = sent {
            let message = tr("engine-ask-failed", &[("error", js_error_text(&e).into())]);
            self.emit_later(AiEvent::Failed { message, retrying: false });
            self.pending = None;
        }
    }

    /// Handles a worker message; returns the event to hand to the page once the borrow is over.
    fn handle_message(&mut self, data: JsValue) -> Option<(Handler, AiEvent)> {
        let message = match decode::<FromWorker>(data) {
            Ok(m) => m,
            Err(e) => return self.fail(tr("engine-unreadable", &[("error", e.to_string().into())])),
        };
        let current = self.pending.as_ref().map(|p| p.req.id);
        match message {
            FromWorker::Build(id) => {
                self.same_build = id == crate::protocol::BUILD_ID;
                None
            }
            FromWorker::Ready if !self.same_build => {
                // A worker from another build (the site was updated while this tab stayed open):
                // never talked to; the page offers a reload.
                STALE.with(|s| s.set(true));
                self.kill();
                self.pending = None;
                Some((self.on_event.clone(), AiEvent::Failed { message: tr("build-stale", &[]), retrying: false }))
            }
            FromWorker::Ready => {
                self.ready = true;
                if let (Some(timer), Some(window)) = (self.ready_timer.take(), web_sys::window()) {
                    window.clear_timeout_with_handle(timer);
                }
                self.send_pending();
                None
            }
            FromWorker::Info(info) if Some(info.id) == current => {
                self.restarts = 0;
                Some((self.on_event.clone(), AiEvent::Info(info)))
            }
            FromWorker::Reviewed(reviewed) if Some(reviewed.id) == current => {
                self.restarts = 0;
                Some((self.on_event.clone(), AiEvent::Reviewed(reviewed)))
            }
            FromWorker::BestMove { id, best, info } if Some(id) == current => {
                let pending = self.pending.take()?;
                self.restarts = 0;
                self.disarm_search_timer();
                let best = match best {
                    None => None,
                    Some(text) => match pending.pos.parse_move(&text) {
                        Ok(m) if pending.pos.is_legal(m) => Some(m),
                        _ => {
                            let message =
                                tr("engine-illegal-move", &[("move", text.escape_debug().to_string().into())]);
                            return Some((self.on_event.clone(), AiEvent::Failed { message, retrying: false }));
                        }
                    },
                };
                Some((self.on_event.clone(), AiEvent::BestMove { id, best, info }))
            }
            FromWorker::Error { id, message } if Some(id) == current || id == 0 => {
                self.pending = None;
                self.disarm_search_timer();
                Some((self.on_event.clone(), AiEvent::Failed { message, retrying: false }))
            }
            // An answer to a search that was cancelled.
            _ => None,
        }
    }

    /// The worker is broken: restart it and send the running search again, a few times.
    fn fail(&mut self, message: String) -> Option<(Handler, AiEvent)> {
        self.kill();
        self.restarts += 1;
        let retrying = self.restarts <= MAX_RESTARTS;
        if retrying {
            self.spawn();
            // `spawn` queues the running search until the new worker is ready.
        } else {
            // Give up until the next request: a worker that cannot load would otherwise be
            // restarted in a tight loop.
            self.pending = None;
            self.restarts = 0;
        }
        Some((self.on_event.clone(), AiEvent::Failed { message, retrying }))
    }

    /// Reports an event from a fresh task, so the page never hears it inside its own call.
    fn emit_later(&self, event: AiEvent) {
        let handler = self.on_event.clone();
        let callback = Closure::once_into_js(move || handler(event));
        if let Some(window) = web_sys::window() {
            let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 0);
        }
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        self.kill();
    }
}

thread_local! {
    /// A worker of another build answered: this page is stale until reloaded.
    static STALE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether a worker from another build was found (the page should offer a reload).
#[must_use]
pub fn is_stale() -> bool {
    STALE.with(std::cell::Cell::get)
}

/// The message of a thrown JS value, for people.
#[must_use]
pub fn js_error_text(value: &JsValue) -> String {
    if let Some(e) = value.dyn_ref::<js_sys::Error>() {
        return String::from(e.message());
    }
    value.as_string().unwrap_or_else(|| format!("{value:?}"))
}
