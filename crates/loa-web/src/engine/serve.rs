//! The engine's side of the Web Worker: answers [`ToWorker::Start`] with infos and a best move
//! (for a game move at a level, or an analysis without limits with several lines).

use loa_core::budget::{Clock, Limits};

use loa_core::engine::Engine;
use loa_core::search::SearchOptions;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{DedicatedWorkerGlobalScope, MessageEvent};

use crate::dom::time::now_ms;
use crate::engine::protocol::{decode, encode, FromWorker, PositionReview, SearchInfo, StartSearch, ToWorker};

/// The transposition table size; a browser tab can spare this much. The review's worker must
/// have the review's own size, so that `loa review` (which uses it too) marks the same moves.
const TT_MB: usize = loa_core::review::HASH_MB;

/// The search's clock: the page's one clock ([`now_ms`]), whole milliseconds.
struct WorkerClock;

impl Clock for WorkerClock {
    fn now_ms(&self) -> f64 {
        now_ms() as f64
    }
}

fn post(scope: &DedicatedWorkerGlobalScope, message: &FromWorker) {
    if let Ok(value) = encode(message) {
        // A failed post means the page is gone; nothing is left to tell.
        let _ = scope.post_message(&value);
    }
}

fn search(scope: &DedicatedWorkerGlobalScope, engine: &mut Engine, req: &StartSearch) {
    let pos = match req.position() {
        Ok(pos) => pos,
        Err(message) => return post(scope, &FromWorker::Error { id: req.id, message }),
    };
    let clock = WorkerClock;
    let id = req.id;
    if let Some(limits) = req.review {
        return review(scope, engine, &pos, limits, id, &clock);
    }
    let mut on_info = |info: &loa_core::search::Info| post(scope, &FromWorker::Info(SearchInfo::new(id, info)));
    engine.set_multipv(usize::from(req.lines));
    // The analysis never gives the solver its first seconds (a one-line analysis would): the
    // lines are shown at once, and deepen from there.
    engine.set_options(SearchOptions { solver: !req.analysis, ..engine.options() });
    let result = if req.analysis {
        // No limits: the page terminates the worker when the position changes or analysis stops.
        engine.search(&pos, Limits::default(), &clock, &mut on_info)
    } else {
        // The level's limits, within the computer's share of its clock when the game has one.
        let (limits, margin) = req.play_limits();
        engine.search_with_margin(&pos, limits, margin, u64::from(req.seed), &clock, &mut on_info)
    };
    post(scope, &FromWorker::best_move(id, &result));
}

/// Evaluates the start of `game` and the position after each of its moves, in order
/// ([`loa_core::review::review_game`], as `loa review` does).
fn review(
    scope: &DedicatedWorkerGlobalScope,
    engine: &mut Engine,
    game: &loa_core::Position,
    limits: crate::engine::protocol::ReviewLimits,
    id: u32,
    clock: &WorkerClock,
) {
    let limits = limits.into();
    loa_core::review::review_game(engine, game, limits, clock, &mut |ply, evaluated| {
        let reviewed = PositionReview {
            id,
            ply: u32::try_from(ply).unwrap_or(u32::MAX),
            score_value: evaluated.eval.score,
            best: evaluated.eval.best.map(|m| m.to_string()),
            depth: evaluated.depth,
        };
        post(scope, &FromWorker::Reviewed(reviewed));
        true
    });
    post(scope, &FromWorker::BestMove { id, best: None, info: None });
}

/// Installs the message handler and says "ready". Called once from the worker's `main`.
pub fn run() {
    console_error_panic_hook::set_once();
    let scope: DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let mut engine = Engine::new(TT_MB);
    let reply_scope = scope.clone();
    let on_message =
        Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| match decode::<ToWorker>(event.data()) {
            Ok(ToWorker::Start(req)) => search(&reply_scope, &mut engine, &req),
            Err(message) => post(&reply_scope, &FromWorker::Error { id: 0, message }),
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    post(&scope, &FromWorker::Build(crate::engine::protocol::BUILD_ID.to_owned()));
    post(&scope, &FromWorker::Ready);
}
