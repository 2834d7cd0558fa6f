//! One engine worker in the browser: performs what its [`Link`] decides (start and terminate the
//! worker, post, set and stop the watchdogs, report) and tells the link what the worker did.
//! Every decision about the worker's life is `loa_app::worker::life`'s, tested natively.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use loa_app::protocol::{ReviewLimits, StartSearch};
use loa_app::worker::life::{Do, Link, Watch};
use loa_app::worker::Report;
use loa_core::Position;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{ErrorEvent, Event, MessageEvent, Worker};

use super::protocol::{decode, encode, FromWorker, ToWorker, BUILD_ID};
use super::source::EngineSource;
use crate::dom::time::{soon, Timer};
// Where the page and the boards have long found it; it is a JS value's, in `js_value`.
pub use crate::js_value::js_error_text;

/// A handle on one engine worker. Cheap to clone; all clones share the worker.
#[derive(Clone)]
pub struct AiClient {
    inner: Rc<RefCell<Inner>>,
}

struct Inner {
    link: Link,
    source: EngineSource,
    worker: Option<Worker>,
    ready_timer: Option<Timer>,
    search_timer: Option<Timer>,
    next_id: u32,
    on_report: Rc<dyn Fn(Report)>,
    self_ref: Weak<RefCell<Inner>>,
    // Kept alive while the worker they are attached to lives.
    _on_message: Option<Closure<dyn FnMut(MessageEvent)>>,
    _on_error: Option<Closure<dyn FnMut(Event)>>,
}

impl std::fmt::Debug for AiClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AiClient").field("link", &self.inner.borrow().link).finish_non_exhaustive()
    }
}

impl AiClient {
    /// A worker from `source`, started now so the first search does not wait for it to load.
    /// `on_report` hears its infos, best moves and failures, never from within a method of this
    /// client.
    pub fn new(source: &EngineSource, on_report: impl Fn(Report) + 'static) -> AiClient {
        let inner = Rc::new_cyclic(|weak| {
            RefCell::new(Inner {
                link: Link::new(),
                source: source.clone(),
                worker: None,
                ready_timer: None,
                search_timer: None,
                next_id: 1,
                on_report: Rc::new(on_report),
                self_ref: weak.clone(),
                _on_message: None,
                _on_error: None,
            })
        });
        let client = AiClient { inner };
        client.apply(|link| link.warm_up());
        client
    }

    /// Runs `step` on the link and performs what it asks.
    fn apply(&self, step: impl FnOnce(&mut Link) -> Vec<Do>) {
        let todo = step(&mut self.inner.borrow_mut().link);
        Inner::perform(&self.inner, todo);
    }

    /// Sends `request` (a search in `pos`) as it is, with the id its maker chose, cancelling any
    /// search still running.
    pub fn start_request(&self, pos: &Position, request: StartSearch) {
        self.apply(|link| link.start(request, pos.clone()));
    }

    fn next_id(&self) -> u32 {
        let mut inner = self.inner.borrow_mut();
        let id = inner.next_id;
        inner.next_id = id.wrapping_add(1).max(1);
        id
    }

    /// Asks for a move in `pos` at `level`; returns the search's id, which its reports carry.
    pub fn start(&self, pos: &Position, level: u8, seed: u32) -> u32 {
        let id = self.next_id();
        self.start_request(pos, StartSearch::new(id, pos, level, seed));
        id
    }

    /// Analyses `pos` without limits, its best `lines` moves in every info, until cancelled.
    pub fn start_analysis(&self, pos: &Position, lines: u8) -> u32 {
        let id = self.next_id();
        self.start_request(pos, StartSearch::analysis(id, pos, lines));
        id
    }

    /// Evaluates every position of the game `pos` carries, from its start, with `limits` each:
    /// a [`Report::Reviewed`] for each, then a [`Report::BestMove`] without a move.
    pub fn start_review(&self, pos: &Position, limits: ReviewLimits) -> u32 {
        let id = self.next_id();
        self.start_request(pos, StartSearch::review(id, pos, limits));
        id
    }

    /// Stops the running search, if any (its late answers are not heard).
    pub fn cancel(&self) {
        self.apply(Link::cancel);
    }

    /// Whether a search is running (or queued until the worker is ready).
    #[must_use]
    pub fn is_searching(&self) -> bool {
        self.inner.borrow().link.is_searching()
    }

    /// The id of the running search.
    #[must_use]
    pub fn current_id(&self) -> Option<u32> {
        self.inner.borrow().link.current_id()
    }

    /// Terminates the worker for good (the client is unusable afterwards).
    pub fn shutdown(&self) {
        self.apply(Link::shut_down);
    }
}

impl Inner {
    /// Performs the link's list, then tells the link what failed on the way. Reports go to the
    /// owner from a task of their own, once no borrow is held.
    fn perform(cell: &Rc<RefCell<Inner>>, todo: Vec<Do>) {
        let mut queue = std::collections::VecDeque::from(todo);
        while let Some(step) = queue.pop_front() {
            let mut inner = cell.borrow_mut();
            let more = match step {
                Do::Spawn => inner.spawn(),
                Do::Kill => {
                    inner.kill();
                    Vec::new()
                }
                Do::Post(message) => inner.post(&message),
                Do::Arm(watch, ms) => {
                    let weak = inner.self_ref.clone();
                    let timer = Timer::after(ms, move || {
                        if let Some(cell) = weak.upgrade() {
                            let todo = cell.borrow_mut().link.rang(watch);
                            Inner::perform(&cell, todo);
                        }
                    });
                    *inner.timer(watch) = Some(timer);
                    Vec::new()
                }
                Do::Disarm(watch) => {
                    *inner.timer(watch) = None;
                    Vec::new()
                }
                Do::Report(report) => {
                    let on_report = inner.on_report.clone();
                    soon(move || on_report(report));
                    Vec::new()
                }
            };
            drop(inner);
            queue.extend(more);
        }
    }

    fn timer(&mut self, watch: Watch) -> &mut Option<Timer> {
        match watch {
            Watch::Ready => &mut self.ready_timer,
            Watch::Search => &mut self.search_timer,
        }
    }

    fn spawn(&mut self) -> Vec<Do> {
        let worker = match self.source.start() {
            Ok(w) => w,
            Err(e) => return self.link.spawn_failed(js_error_text(&e)),
        };
        let weak = self.self_ref.clone();
        let on_message = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            if let Some(cell) = weak.upgrade() {
                let message = decode::<FromWorker>(event.data());
                let todo = cell.borrow_mut().link.message(message, BUILD_ID);
                Inner::perform(&cell, todo);
            }
        });
        let weak = self.self_ref.clone();
        // A script that fails to load fires a plain `Event`; an exception in the worker an
        // `ErrorEvent` with a message.
        let on_error = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            event.prevent_default();
            if let Some(cell) = weak.upgrade() {
                let detail = event.dyn_ref::<ErrorEvent>().map(ErrorEvent::message);
                let todo = cell.borrow_mut().link.crashed(detail);
                Inner::perform(&cell, todo);
            }
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.worker = Some(worker);
        self._on_message = Some(on_message);
        self._on_error = Some(on_error);
        Vec::new()
    }

    fn kill(&mut self) {
        if let Some(worker) = self.worker.take() {
            worker.set_onmessage(None);
            worker.set_onerror(None);
            worker.terminate();
        }
    }

    fn post(&mut self, message: &ToWorker) -> Vec<Do> {
        let Some(worker) = &self.worker else { return Vec::new() };
        match encode(message).and_then(|msg| worker.post_message(&msg)) {
            Ok(()) => Vec::new(),
            Err(e) => self.link.post_failed(js_error_text(&e)),
        }
    }
}

impl Drop for Inner {
    fn drop(&mut self) {
        self.kill();
    }
}
