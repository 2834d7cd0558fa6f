//! One worker's life, behind [`super::client::AiClient`]: starting it, the "ready" handshake and
//! the build check, the watchdogs (a worker that never says "ready", a search never answered),
//! restarting it after a failure with the running search sent again, and reading its messages.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use loa_core::{Escaped, Position};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

use super::client::{js_error_text, search_deadline_ms, AiEvent};
use super::protocol::{decode, encode, FromWorker, StartSearch, ToWorker};
use super::source::EngineSource;
use loa_app::session::EngineFailure;

/// How long a new worker may take to say "ready" before it is considered broken.
const READY_TIMEOUT_MS: i32 = 15_000;
/// Restarts in a row without a single answer before giving up (and telling the user).
const MAX_RESTARTS: u32 = 3;
/// Searches of one request that may time out before it is given up (the first is retried).
const MAX_TIMEOUTS: u32 = 2;

pub(super) type Handler = Rc<dyn Fn(AiEvent)>;

pub(super) struct Pending {
    pub(super) req: StartSearch,
    pub(super) pos: Position,
}

pub(super) struct Inner {
    pub(super) source: EngineSource,
    pub(super) worker: Option<Worker>,
    pub(super) ready: bool,
    /// The worker said it is of this page's build ([`crate::engine::protocol::BUILD_ID`]).
    pub(super) same_build: bool,
    pub(super) pending: Option<Pending>,
    pub(super) next_id: u32,
    pub(super) restarts: u32,
    pub(super) ready_timer: Option<i32>,
    /// The running search's watchdog, and how many times this request's search timed out.
    pub(super) search_timer: Option<i32>,
    pub(super) timeouts: u32,
    pub(super) on_event: Handler,
    pub(super) self_ref: Weak<RefCell<Inner>>,
    // Kept alive while the worker they are attached to lives.
    pub(super) _on_message: Option<Closure<dyn FnMut(MessageEvent)>>,
    pub(super) _on_error: Option<Closure<dyn FnMut(Event)>>,
    pub(super) _on_timeout: Option<Closure<dyn FnMut()>>,
    pub(super) _on_search_timeout: Option<Closure<dyn FnMut()>>,
}

impl Inner {
    pub(super) fn spawn(&mut self) {
        self.ready = false;
        self.same_build = false;
        if is_stale() {
            // A worker of another build was found: the page waits for a reload.
            self.pending = None;
            self.emit_later(AiEvent::Failed { failure: EngineFailure::StaleBuild, retrying: false });
            return;
        }
        let worker = match self.source.start() {
            Ok(w) => w,
            Err(e) => {
                let failure = EngineFailure::StartFailed(js_error_text(&e));
                self.emit_later(AiEvent::Failed { failure, retrying: false });
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
                let failure = EngineFailure::Crashed(Some(detail).filter(|d| !d.is_empty()));
                let outcome = inner.borrow_mut().fail(failure);
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

    pub(super) fn arm_ready_timer(&mut self) {
        let weak = self.self_ref.clone();
        let on_timeout = Closure::<dyn FnMut()>::new(move || {
            if let Some(inner) = weak.upgrade() {
                let outcome = {
                    let mut inner = inner.borrow_mut();
                    inner.ready_timer = None;
                    if inner.ready {
                        None
                    } else {
                        inner.fail(EngineFailure::NoStart)
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

    pub(super) fn kill(&mut self) {
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

    pub(super) fn disarm_search_timer(&mut self) {
        if let (Some(timer), Some(window)) = (self.search_timer.take(), web_sys::window()) {
            window.clear_timeout_with_handle(timer);
        }
    }

    /// Starts the watchdog of the search just sent.
    pub(super) fn arm_search_timer(&mut self, level: u8) {
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
    pub(super) fn search_timed_out(&mut self) -> Option<(Handler, AiEvent)> {
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
        Some((self.on_event.clone(), AiEvent::Failed { failure: EngineFailure::NoAnswer, retrying }))
    }

    pub(super) fn restart(&mut self) {
        self.kill();
        self.spawn();
    }

    pub(super) fn send_pending(&mut self) {
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
            let failure = EngineFailure::AskFailed(js_error_text(&e));
            self.emit_later(AiEvent::Failed { failure, retrying: false });
            self.pending = None;
        }
    }

    /// Handles a worker message; returns the event to hand to the page once the borrow is over.
    pub(super) fn handle_message(&mut self, data: JsValue) -> Option<(Handler, AiEvent)> {
        let message = match decode::<FromWorker>(data) {
            Ok(m) => m,
            Err(e) => return self.fail(EngineFailure::Unreadable(e.to_string())),
        };
        let current = self.pending.as_ref().map(|p| p.req.id);
        match message {
            FromWorker::Build(id) => {
                self.same_build = id == crate::engine::protocol::BUILD_ID;
                None
            }
            FromWorker::Ready if !self.same_build => {
                // A worker from another build (the site was updated while this tab stayed open):
                // never talked to; the page offers a reload.
                STALE.with(|s| s.set(true));
                self.kill();
                self.pending = None;
                Some((self.on_event.clone(), AiEvent::Failed { failure: EngineFailure::StaleBuild, retrying: false }))
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
                            let failure = EngineFailure::IllegalMove(Escaped(&text).to_string());
                            return Some((self.on_event.clone(), AiEvent::Failed { failure, retrying: false }));
                        }
                    },
                };
                Some((self.on_event.clone(), AiEvent::BestMove { id, best, info }))
            }
            FromWorker::Error { id, message } if Some(id) == current || id == 0 => {
                self.pending = None;
                self.disarm_search_timer();
                Some((
                    self.on_event.clone(),
                    AiEvent::Failed { failure: EngineFailure::Refused(message), retrying: false },
                ))
            }
            // An answer to a search that was cancelled.
            _ => None,
        }
    }

    /// The worker is broken: restart it and send the running search again, a few times.
    pub(super) fn fail(&mut self, failure: EngineFailure) -> Option<(Handler, AiEvent)> {
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
        Some((self.on_event.clone(), AiEvent::Failed { failure, retrying }))
    }

    /// Reports an event from a fresh task, so the page never hears it inside its own call.
    pub(super) fn emit_later(&self, event: AiEvent) {
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
