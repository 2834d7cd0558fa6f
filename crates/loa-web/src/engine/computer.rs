//! The computer's turn in the browser, for the game page and `<loa-board>` alike: carries out the
//! session's [`Search`] orders on the engine worker, and hands the worker's events back to the
//! [`Session`] ([`answer`]), which decides what they mean.

use std::rc::Rc;

use crate::dom::time::Timer;
use crate::engine::client::AiClient;
use crate::engine::source::EngineSource;
use loa_app::session::{Effects, Search, Session};
use loa_app::worker::Report;

/// The engine worker, and the pause before a search when the computer plays itself.
pub struct Computer {
    source: EngineSource,
    on_event: Rc<dyn Fn(Report)>,
    ai: Option<AiClient>,
    pause: Option<Timer>,
}

impl std::fmt::Debug for Computer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Computer").field("pause", &self.pause).finish()
    }
}

impl Computer {
    /// A computer whose worker is started from `source` when first needed; its events go to
    /// `on_event`, which should hand them to [`answer`] (from a fresh task, never inside a call
    /// of this type).
    pub fn new(source: &EngineSource, on_event: impl Fn(Report) + 'static) -> Computer {
        Computer { source: source.clone(), on_event: Rc::new(on_event), ai: None, pause: None }
    }

    /// Starts the worker now, so the first search does not wait for it to load.
    pub fn warm_up(&mut self) {
        if self.ai.is_none() {
            let on_event = self.on_event.clone();
            self.ai = Some(AiClient::new(&self.source, move |report| on_event(report)));
        }
    }

    /// Starts or stops a search, as the session asked.
    pub fn perform(&mut self, order: Search) {
        self.pause = None;
        match order {
            Search::Stop => {
                if let Some(ai) = &self.ai {
                    ai.cancel();
                }
            }
            Search::Start { request, position, delay_ms } => {
                self.warm_up();
                let Some(ai) = self.ai.clone() else { return };
                if delay_ms == 0 {
                    return ai.start_request(&position, request);
                }
                ai.cancel();
                self.pause = Some(Timer::after(u64::from(delay_ms), move || ai.start_request(&position, request)));
            }
        }
    }

    /// Stops the worker for good (the board is going away).
    pub fn shut_down(&mut self) {
        self.perform(Search::Stop);
        if let Some(ai) = self.ai.take() {
            ai.shutdown();
        }
    }
}

/// An event of the computer's worker, told to the session at `now_ms` (ms since 1970: a game on a
/// clock counts the computer's time until then).
pub fn answer(session: &mut Session, event: Report, now_ms: u64) -> Effects {
    match event {
        // Reviews have their own worker.
        Report::Reviewed(_) => Effects::none(),
        Report::Info(info) => session.engine_info(info),
        Report::BestMove { id, best, info } => session.engine_answered_at(id, best, info, now_ms),
        Report::Failed { failure, retrying } => session.engine_failed(failure, retrying),
    }
}
