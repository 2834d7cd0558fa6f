//! The post-game review on the game page: "Review" sends the game's line to a worker of its own
//! (started on first use), which evaluates every position ([`loa_app::review::DEFAULT_LIMITS`]);
//! a progress bar and Cancel while it runs; then the evaluation graph (click: go to that move),
//! `data-judgement` on the marked moves of the move list, and for the position shown the mark
//! and the better move (as an arrow where it could have been played). What the review knows and
//! decides is [`ReviewState`]; this file shows it.

use loa_core::{Color, Move};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event, HtmlElement};

use super::controls::click;
use super::{App, Shared};
use crate::dom::find::by_id;
use crate::engine::client::{AiClient, AiEvent};
use crate::i18n::tr;
use crate::i18n::Msg;
use loa_app::game::Player;
use loa_app::review::graph::{black_chances, svg};
use loa_app::review::{Judgement, Note, ReviewState, DEFAULT_LIMITS};

/// The review's controls on the page.
struct Els {
    button: HtmlElement,
    panel: HtmlElement,
    status: HtmlElement,
    progress: Element,
    cancel: HtmlElement,
    graph: HtmlElement,
    summary: HtmlElement,
    prev_mark: HtmlElement,
    next_mark: HtmlElement,
    note: HtmlElement,
}

/// The review of one line of the game.
#[derive(Default)]
pub struct Review {
    els: Option<Els>,
    /// Its own worker, started by the first review and shut down by Cancel.
    client: Option<AiClient>,
    search: Option<u32>,
    state: ReviewState,
    started_ms: f64,
    /// The better move where the position shown went wrong next (drawn unless a hint is shown).
    pub arrow: Option<Move>,
}

impl std::fmt::Debug for Review {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Review").field("moves", &self.state.moves().len()).finish_non_exhaustive()
    }
}

fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

impl Review {
    /// Finds the review's elements (a page without them has no review).
    pub fn new(doc: &Document) -> Review {
        let els = (|| -> Result<Els, JsValue> {
            Ok(Els {
                button: by_id(doc, "review")?,
                panel: by_id(doc, "review-panel")?,
                status: by_id(doc, "review-status")?,
                progress: by_id(doc, "review-progress")?,
                cancel: by_id(doc, "review-cancel")?,
                graph: by_id(doc, "review-graph")?,
                summary: by_id(doc, "review-summary")?,
                prev_mark: by_id(doc, "review-prev-mark")?,
                next_mark: by_id(doc, "review-next-mark")?,
                note: by_id(doc, "review-note")?,
            })
        })()
        .ok();
        Review { els, ..Review::default() }
    }

    fn running(&self) -> bool {
        self.search.is_some()
    }

    fn stop_worker(&mut self) {
        if let Some(client) = self.client.take() {
            client.shutdown();
        }
        self.search = None;
    }

    fn clear(&mut self) {
        self.stop_worker();
        self.state = ReviewState::default();
        if let Some(els) = &self.els {
            els.panel.set_hidden(true);
            els.panel.remove_attribute("data-state").ok();
        }
    }

    fn set_status(&self, state: &str, text: &str) {
        if let Some(els) = &self.els {
            els.panel.set_attribute("data-state", state).ok();
            els.status.set_text_content(Some(text));
            let running = state == "running";
            els.progress.toggle_attribute_with_force("hidden", !running).ok();
            els.cancel.set_hidden(!running);
        }
    }

    fn show_progress(&self, state: &str, id: Msg) {
        let (done, total) = self.state.progress();
        if let Some(els) = &self.els {
            els.progress.set_attribute("max", &total.to_string()).ok();
            els.progress.set_attribute("value", &done.to_string()).ok();
        }
        self.set_status(state, &tr(id, &[("done", done.into()), ("total", total.into())]));
    }

    /// Each side's marks and accuracy, one line a side (Black first).
    fn summary(&self) -> Option<String> {
        let sides = self.state.summary()?;
        let lines: Vec<String> = [Color::Black, Color::White]
            .into_iter()
            .zip(sides)
            .map(|(color, side)| {
                // A whole percent: no decimal separator to localise.
                let accuracy = (side.accuracy() + 0.5) as u32;
                tr(
                    Msg::ReviewSummary,
                    &[
                        ("color", color.into()),
                        ("inaccuracies", side.count(Judgement::Inaccuracy).into()),
                        ("mistakes", side.count(Judgement::Mistake).into()),
                        ("blunders", side.count(Judgement::Blunder).into()),
                        ("accuracy", accuracy.into()),
                    ],
                )
            })
            .collect();
        Some(lines.join("\n"))
    }
}

/// The words of a mark: `id` is `review-mark` (the move shown was marked) or
/// `review-better-here` (the move played from here was).
fn mark_words(id: Msg, moved: Move, judgement: Judgement, better: Option<Move>) -> String {
    let better = better.map(|b| b.to_string()).unwrap_or_default();
    tr(id, &[("move", moved.to_string().into()), ("judgement", judgement.name().into()), ("better", better.into())])
}

impl App {
    /// "Review": evaluates every position of the line shown, from the start.
    pub(super) fn start_review(&mut self) {
        if self.review.els.is_none() {
            return;
        }
        let line = self.session.line();
        let Some((state, end)) = ReviewState::begin(line.start(), line.line()) else { return };
        self.review.stop_worker();
        let weak = self.self_ref.clone();
        let client = AiClient::new(&self.engine, move |event| {
            if let Some(app) = weak.upgrade() {
                app.borrow_mut().on_review(event);
            }
        });
        let review = &mut self.review;
        review.search = Some(client.start_review(&end, DEFAULT_LIMITS));
        review.client = Some(client);
        review.state = state;
        review.started_ms = now_ms();
        if let Some(els) = &review.els {
            els.panel.set_hidden(false);
        }
        review.show_progress("running", Msg::ReviewProgress);
        self.redraw_review();
    }

    pub(super) fn on_review(&mut self, event: AiEvent) {
        let review = &mut self.review;
        match event {
            AiEvent::Reviewed(r) if Some(r.id) == review.search => {
                let ply = usize::try_from(r.ply).unwrap_or(usize::MAX);
                if !review.state.record(ply, r.score_value, r.best.as_deref()) {
                    return;
                }
                review.show_progress("running", Msg::ReviewProgress);
            }
            AiEvent::BestMove { id, .. } if Some(id) == review.search => {
                review.stop_worker();
                let ms = now_ms() - review.started_ms;
                let seconds = crate::i18n::Decimal::of(ms / 1000.0, 1);
                review.set_status("done", &tr(Msg::ReviewDone, &[("seconds", seconds.into())]));
                if let Some(els) = &review.els {
                    els.panel.set_attribute("data-ms", &(ms.round() as i64).to_string()).ok();
                }
            }
            AiEvent::Failed { failure, retrying: false } if review.running() => {
                review.stop_worker();
                review.set_status("failed", &tr(Msg::ReviewFailed, &[("error", failure.text().say().into())]));
            }
            _ => return,
        }
        self.redraw_review();
    }

    /// Cancel: stops the review's worker; what was evaluated stays shown.
    pub(super) fn cancel_review(&mut self) {
        if !self.review.running() {
            return;
        }
        self.review.stop_worker();
        self.review.show_progress("cancelled", Msg::ReviewCancelled);
        self.redraw_review();
    }

    /// The next (`step` 1) or previous (−1) marked move from the position shown: goes there and
    /// says whether there was one (keys n and p, and the two buttons).
    pub(super) fn step_review_mark(&mut self, step: isize) -> bool {
        let game = self.session.line();
        match self.review.state.step_mark(game, game.view(), step) {
            Some(ply) => {
                self.browse_to(ply);
                true
            }
            None => false,
        }
    }

    pub(super) fn close_review(&mut self) {
        self.review.clear();
        self.redraw_review();
    }

    /// A click on the graph at `fraction` of its width goes to that move.
    fn review_graph_click(&mut self, fraction: f64) {
        if let Some(ply) = self.review.state.graph_ply(fraction, self.session.line()) {
            self.browse_to(ply);
        }
    }

    /// The Review button, the marks in the move list, the graph and the note for the position
    /// shown, from the review and the game.
    pub(super) fn redraw_review(&mut self) {
        if self.review.state.is_of_another_game(self.session.line(), self.stashed.is_some()) {
            self.review.clear();
        }
        let Some(els) = &self.review.els else { return };
        let game = self.session.line();
        let vs_computer = game.players.black == Player::Computer || game.players.white == Player::Computer;
        let in_progress = vs_computer && !game.position().is_game_over() && self.stashed.is_none();
        els.button.set_hidden(in_progress);
        let state = &self.review.state;
        for (i, button) in self.moves.line_buttons(game).iter().enumerate() {
            match state.mark(i, game) {
                Some((j, better)) => {
                    button.set_attribute("data-judgement", j.name()).ok();
                    button.set_attribute("title", &mark_words(Msg::ReviewMark, state.moves()[i], j, better)).ok();
                }
                None => {
                    button.remove_attribute("data-judgement").ok();
                    button.remove_attribute("title").ok();
                }
            }
        }
        if !state.is_begun() {
            self.review.arrow = None;
            return;
        }
        let view = game.view();
        // The summary once any move is judged; the mark buttons where there is a mark to go to.
        let summary = self.review.summary();
        els.summary.set_hidden(summary.is_none());
        els.summary.set_text_content(Some(summary.as_deref().unwrap_or_default()));
        let marks = state.marked_plies(game);
        els.prev_mark.toggle_attribute_with_force("disabled", !marks.iter().any(|&p| p < view)).ok();
        els.next_mark.toggle_attribute_with_force("disabled", !marks.iter().any(|&p| p > view)).ok();
        let on_line = view <= state.shared_moves(game);
        let chances = black_chances(state.evals(), state.start_turn());
        let label = tr(Msg::ReviewGraph, &[]);
        els.graph.set_inner_html(&svg(
            &chances,
            state.judged(),
            state.moves().len(),
            if on_line { view } else { 0 },
            &label,
        ));
        // The mark of the move just shown, and the better move where the next one went wrong.
        let note = state.note(game, view);
        let words = note.map(|n| match n {
            Note::Marked { moved, judgement, better } => mark_words(Msg::ReviewMark, moved, judgement, better),
            Note::BetterHere { moved, judgement, better } => {
                mark_words(Msg::ReviewBetterHere, moved, judgement, better)
            }
        });
        els.note.set_hidden(words.is_none());
        els.note.set_text_content(words.as_deref());
        self.review.arrow = note.and_then(Note::arrow);
    }
}

/// The review's listeners.
pub(super) fn bind(doc: &Document, app: &Shared) -> Result<(), JsValue> {
    if by_id::<HtmlElement>(doc, "review").is_err() {
        return Ok(());
    }
    click(doc, "review", app, |app, _| app.borrow_mut().start_review())?;
    click(doc, "review-cancel", app, |app, _| app.borrow_mut().cancel_review())?;
    click(doc, "review-close", app, |app, _| app.borrow_mut().close_review())?;
    click(doc, "review-prev-mark", app, |app, _| {
        app.borrow_mut().step_review_mark(-1);
    })?;
    click(doc, "review-next-mark", app, |app, _| {
        app.borrow_mut().step_review_mark(1);
    })?;
    click(doc, "review-graph", app, |app, e: Event| {
        let Some(target) = e.current_target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
        let rect = target.get_bounding_client_rect();
        let x = js_sys::Reflect::get(&e, &JsValue::from_str("clientX")).ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
        if rect.width() > 0.0 {
            app.borrow_mut().review_graph_click((x - rect.left()) / rect.width());
        }
    })?;
    Ok(())
}
