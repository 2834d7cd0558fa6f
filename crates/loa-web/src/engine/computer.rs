//! The computer's turn in the browser, for the game page and `<loa-board>` alike: carries out the
//! session's [`Search`] orders on the engine worker, and hands the worker's events back to the
//! [`Session`] ([`answer`]), which decides what they mean.

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use crate::engine::client::{AiClient, AiEvent};
use crate::engine::source::EngineSource;
use loa_app::session::{Effects, Search, Session};

/// The engine worker, and the pause before a search when the computer plays itself.
pub struct Computer {
    source: EngineSource,
    on_event: Rc<dyn Fn(AiEvent)>,
    ai: Option<AiClient>,
    pause: Option<(i32, Closure<dyn FnMut()>)>,
}

impl std::fmt::Debug for Computer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Computer").field("pause", &self.pause.as_ref().map(|p| p.0)).finish()
    }
}

impl Computer {
    /// A computer whose worker is started from `source` when first needed; its events go to
    /// `on_event`, which should hand them to [`answer`] (from a fresh task, never inside a call
    /// of this type).
    pub fn new(source: &EngineSource, on_event: impl Fn(AiEvent) + 'static) -> Computer {
        Computer { source: source.clone(), on_event: Rc::new(on_event), ai: None, pause: None }
    }

    /// Starts the worker now, so the first search does not wait for it to load.
    pub fn warm_up(&mut self) {
        if self.ai.is_none() {
            self.ai = Some(AiClient::with_handler(&self.source, self.on_event.clone()));
        }
    }

    /// Starts or stops a search, as the session asked.
    pub fn perform(&mut self, order: Search) {
        if let Some((timer, _)) = self.pause.take() {
            if let Some(w) = web_sys::window() {
                w.clear_timeout_with_handle(timer);
            }
        }
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
                let mut request = Some(request);
                let start = Closure::<dyn FnMut()>::new(move || {
                    if let Some(request) = request.take() {
                        ai.start_request(&position, request);
                    }
                });
                let delay = i32::try_from(delay_ms).unwrap_or(i32::MAX);
                let timer = web_sys::window().and_then(|w| {
                    w.set_timeout_with_callback_and_timeout_and_arguments_0(start.as_ref().unchecked_ref(), delay).ok()
                });
                if let Some(timer) = timer {
                    self.pause = Some((timer, start));
                }
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
pub fn answer(session: &mut Session, event: AiEvent, now_ms: u64) -> Effects {
    match event {
        // Reviews have their own worker.
        AiEvent::Reviewed(_) => Effects::none(),
        AiEvent::Info(info) => session.engine_info(info),
        AiEvent::BestMove { id, best, info } => session.engine_answered_at(id, best, info, now_ms),
        AiEvent::Failed { failure, retrying } => session.engine_failed(failure, retrying),
    }
}
