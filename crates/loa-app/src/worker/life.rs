//! One engine worker's life, decided without a browser: the "ready" handshake and the build
//! check, a search queued until the worker is ready, the watchdogs (a worker that never says
//! "ready", a search never answered), restarting a broken worker with the running search sent
//! again, and reading its answers. The browser performs the [`Do`]s and tells the link what
//! happened; the link never touches a worker itself.
//!
//! Searches are cancelled by terminating the worker (it is synchronous while it searches) and
//! starting a new one.

use loa_core::{Escaped, Position};

use super::{search_deadline_ms, Report};
use crate::protocol::{FromWorker, StartSearch, ToWorker};
use crate::session::EngineFailure;

/// How long a new worker may take to say "ready" before it is considered broken.
pub const READY_TIMEOUT_MS: u64 = 15_000;
/// Restarts in a row without a single answer before giving up (and telling the user).
pub const MAX_RESTARTS: u32 = 3;
/// Searches of one request that may time out before it is given up (the first is retried).
pub const MAX_TIMEOUTS: u32 = 2;

/// A watchdog of the link.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Watch {
    /// The new worker must say "ready" before it rings.
    Ready,
    /// The running search must be answered before it rings.
    Search,
}

/// What the browser must do for the link, in order.
#[derive(Debug, Clone, PartialEq)]
pub enum Do {
    /// Start a worker (the one before is gone).
    Spawn,
    /// Terminate the worker (its late messages are not heard).
    Kill,
    /// Post this message to the worker.
    Post(ToWorker),
    /// Ring `Watch` after this many ms (replacing the one set before).
    Arm(Watch, u64),
    /// Stop that watchdog.
    Disarm(Watch),
    /// Tell the link's owner, from a task of its own (never inside its own call).
    Report(Report),
}

#[derive(Debug, Clone)]
struct Pending {
    req: StartSearch,
    pos: Position,
}

/// One worker's life: see the [module](self).
#[derive(Debug, Clone, Default)]
pub struct Link {
    /// A worker is running (started, maybe not yet ready).
    alive: bool,
    ready: bool,
    /// The worker said it is of this page's build.
    same_build: bool,
    pending: Option<Pending>,
    restarts: u32,
    timeouts: u32,
    /// A worker of another build answered: this page is stale and asks nothing more.
    stale: bool,
}

impl Link {
    /// A link with no worker yet.
    #[must_use]
    pub fn new() -> Link {
        Link::default()
    }

    /// Starts the worker now, so the first search does not wait for it to load.
    pub fn warm_up(&mut self) -> Vec<Do> {
        if self.alive || self.stale {
            return Vec::new();
        }
        self.spawn()
    }

    /// Whether a search is running (or queued until the worker is ready).
    #[must_use]
    pub fn is_searching(&self) -> bool {
        self.pending.is_some()
    }

    /// The id of the running search.
    #[must_use]
    pub fn current_id(&self) -> Option<u32> {
        self.pending.as_ref().map(|p| p.req.id)
    }

    /// Whether a worker of another build was found (the page offers a reload).
    #[must_use]
    pub fn is_stale(&self) -> bool {
        self.stale
    }

    /// Sends `req` (a search in `pos`), cancelling any search still running (the worker is
    /// restarted then). Queued until the worker is ready.
    pub fn start(&mut self, req: StartSearch, pos: Position) -> Vec<Do> {
        if self.stale {
            // Never asked: the worker is of another build.
            return vec![Do::Report(Report::Failed { failure: EngineFailure::StaleBuild, retrying: false })];
        }
        let mut todo = Vec::new();
        if self.pending.is_some() {
            todo.extend(self.restart());
        } else if !self.alive {
            todo.extend(self.spawn());
        }
        self.pending = Some(Pending { req, pos });
        self.timeouts = 0;
        todo.extend(self.send_pending());
        todo
    }

    /// Stops the running search, if any (its late answers are not heard).
    pub fn cancel(&mut self) -> Vec<Do> {
        if self.pending.take().is_some() {
            self.restart()
        } else {
            Vec::new()
        }
    }

    /// Terminates the worker for good (its owner is going away).
    pub fn shut_down(&mut self) -> Vec<Do> {
        self.pending = None;
        self.kill()
    }

    /// The browser could not start the worker: said, not retried (until the next search).
    pub fn spawn_failed(&mut self, error: String) -> Vec<Do> {
        let mut todo = self.kill();
        self.pending = None;
        todo.push(Do::Report(Report::Failed { failure: EngineFailure::StartFailed(error), retrying: false }));
        todo
    }

    /// The worker failed to load or crashed (`detail`: the browser's message, if any).
    pub fn crashed(&mut self, detail: Option<String>) -> Vec<Do> {
        self.fail(EngineFailure::Crashed(detail.filter(|d| !d.is_empty())))
    }

    /// The browser refused to post the search (`error`: why).
    pub fn post_failed(&mut self, error: String) -> Vec<Do> {
        self.pending = None;
        vec![
            Do::Disarm(Watch::Search),
            Do::Report(Report::Failed { failure: EngineFailure::AskFailed(error), retrying: false }),
        ]
    }

    /// A watchdog rang.
    pub fn rang(&mut self, watch: Watch) -> Vec<Do> {
        match watch {
            Watch::Ready if self.alive && !self.ready => self.fail(EngineFailure::NoStart),
            Watch::Ready => Vec::new(),
            Watch::Search => self.search_timed_out(),
        }
    }

    /// A message from the worker, decoded (or why it could not be), for a page of build
    /// `build_id`.
    pub fn message(&mut self, message: Result<FromWorker, String>, build_id: &str) -> Vec<Do> {
        let message = match message {
            Ok(m) => m,
            Err(e) => return self.fail(EngineFailure::Unreadable(e)),
        };
        let current = self.current_id();
        match message {
            FromWorker::Build(id) => {
                self.same_build = id == build_id;
                Vec::new()
            }
            FromWorker::Ready if !self.same_build => {
                // A worker from another build (the site was updated while this tab stayed open):
                // never talked to; the page offers a reload.
                self.stale = true;
                self.pending = None;
                let mut todo = self.kill();
                todo.push(Do::Report(Report::Failed { failure: EngineFailure::StaleBuild, retrying: false }));
                todo
            }
            FromWorker::Ready => {
                self.ready = true;
                let mut todo = vec![Do::Disarm(Watch::Ready)];
                todo.extend(self.send_pending());
                todo
            }
            FromWorker::Info(info) if Some(info.id) == current => {
                self.restarts = 0;
                vec![Do::Report(Report::Info(info))]
            }
            FromWorker::Reviewed(reviewed) if Some(reviewed.id) == current => {
                self.restarts = 0;
                vec![Do::Report(Report::Reviewed(reviewed))]
            }
            FromWorker::BestMove { id, best, info } if Some(id) == current => {
                let Some(pending) = self.pending.take() else { return Vec::new() };
                self.restarts = 0;
                let best = match best {
                    None => None,
                    Some(text) => match pending.pos.parse_move(&text) {
                        Ok(m) if pending.pos.is_legal(m) => Some(m),
                        _ => {
                            let failure = EngineFailure::IllegalMove(Escaped(&text).to_string());
                            return vec![
                                Do::Disarm(Watch::Search),
                                Do::Report(Report::Failed { failure, retrying: false }),
                            ];
                        }
                    },
                };
                vec![Do::Disarm(Watch::Search), Do::Report(Report::BestMove { id, best, info })]
            }
            FromWorker::Error { id, message } if Some(id) == current || id == 0 => {
                self.pending = None;
                vec![
                    Do::Disarm(Watch::Search),
                    Do::Report(Report::Failed { failure: EngineFailure::Refused(message), retrying: false }),
                ]
            }
            // An answer to a search that was cancelled.
            _ => Vec::new(),
        }
    }

    fn spawn(&mut self) -> Vec<Do> {
        self.alive = true;
        self.ready = false;
        self.same_build = false;
        vec![Do::Spawn, Do::Arm(Watch::Ready, READY_TIMEOUT_MS)]
    }

    fn kill(&mut self) -> Vec<Do> {
        let was = self.alive;
        self.alive = false;
        self.ready = false;
        if was {
            vec![Do::Kill, Do::Disarm(Watch::Ready), Do::Disarm(Watch::Search)]
        } else {
            Vec::new()
        }
    }

    fn restart(&mut self) -> Vec<Do> {
        let mut todo = self.kill();
        todo.extend(self.spawn());
        todo
    }

    fn send_pending(&mut self) -> Vec<Do> {
        let Some(pending) = self.pending.as_ref().filter(|_| self.ready) else { return Vec::new() };
        let mut todo = vec![Do::Post(ToWorker::Start(pending.req.clone()))];
        // An analysis has no deadline: it runs until cancelled; a review is as long as its game.
        if !pending.req.analysis && pending.req.review.is_none() {
            todo.push(Do::Arm(Watch::Search, search_deadline_ms(pending.req.level)));
        }
        todo
    }

    /// The running search went unanswered past its deadline: a new worker gets it once more, then
    /// it is given up.
    fn search_timed_out(&mut self) -> Vec<Do> {
        if self.pending.is_none() {
            return Vec::new();
        }
        self.timeouts += 1;
        let mut todo = self.kill();
        let retrying = self.timeouts < MAX_TIMEOUTS;
        if retrying {
            // The new worker gets the running search once it is ready.
            todo.extend(self.spawn());
        } else {
            self.pending = None;
            self.timeouts = 0;
        }
        todo.push(Do::Report(Report::Failed { failure: EngineFailure::NoAnswer, retrying }));
        todo
    }

    /// The worker is broken: restart it and send the running search again, a few times.
    fn fail(&mut self, failure: EngineFailure) -> Vec<Do> {
        let mut todo = self.kill();
        self.restarts += 1;
        let retrying = self.restarts <= MAX_RESTARTS;
        if retrying {
            // The new worker gets the running search once it is ready.
            todo.extend(self.spawn());
        } else {
            // Give up until the next request: a worker that cannot load would otherwise be
            // restarted in a tight loop.
            self.pending = None;
            self.restarts = 0;
        }
        todo.push(Do::Report(Report::Failed { failure, retrying }));
        todo
    }
}
