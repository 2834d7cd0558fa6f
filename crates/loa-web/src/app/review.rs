//! The post-game review on the game page: "Review" sends the game's line to a worker of its own
//! (started on first use), which evaluates every position ([`loa_app::review::DEFAULT_LIMITS`]);
//! a progress bar and Cancel while it runs; then the evaluation graph (click: go to that move),
//! `data-judgement` on the marked moves of the move list, and for the position shown the mark
//! and the better move (as an arrow where it could have been played).

use loa_core::{Color, Move, Position};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event, HtmlElement};

use super::elements::by_id;
use super::events::click;
use super::{App, Shared, WORKER_URL};
use crate::ai::{AiClient, AiEvent};
use crate::i18n::tr;
use loa_app::game::{GameLine, Player};
use loa_app::review::graph::{black_chances, ply_at, svg};
use loa_app::review::{judge_game, summarize, Eval, Judgement, MoveJudged, DEFAULT_LIMITS};

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
    start: Option<Position>,
    moves: Vec<Move>,
    evals: Vec<Option<Eval>>,
    judged: Vec<Option<MoveJudged>>,
    started_ms: f64,
    /// The better move where the position shown went wrong next (drawn unless a hint is shown).
    pub arrow: Option<Move>,
}

impl std::fmt::Debug for Review {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Review").field("moves", &self.moves.len()).finish_non_exhaustive()
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

    /// The position after `ply` moves of the reviewed line.
    fn position_at(&self, ply: usize) -> Option<Position> {
        let mut pos = self.start.clone()?;
        for &m in self.moves.iter().take(ply) {
            pos.play(m).ok()?;
        }
        Some(pos)
    }

    /// How many moves of `game`'s line are the reviewed line's.
    fn shared_moves(&self, game: &GameLine) -> usize {
        if self.start.as_ref() != Some(game.start()) {
            return 0;
        }
        game.line().iter().zip(&self.moves).take_while(|(a, b)| a == b).count()
    }

    fn stop_worker(&mut self) {
        if let Some(client) = self.client.take() {
            client.shutdown();
        }
        self.search = None;
    }

    fn clear(&mut self) {
        self.stop_worker();
        self.start = None;
        self.moves.clear();
        self.evals.clear();
        self.judged.clear();
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

    fn done_count(&self) -> usize {
        self.evals.iter().filter(|e| e.is_some()).count()
    }

    /// Each side's marks and accuracy, one line a side (Black first).
    fn summary(&self) -> Vec<String> {
        let start_turn = self.start.as_ref().map_or(Color::Black, Position::turn);
        let sides = summarize(&self.judged, start_turn);
        [Color::Black, Color::White]
            .into_iter()
            .zip(sides)
            .map(|(color, side)| {
                // A whole percent: no decimal separator to localise.
                let accuracy = (side.accuracy() + 0.5) as u32;
                tr(
                    "review-summary",
                    &[
                        ("color", color.into()),
                        ("inaccuracies", side.count(Judgement::Inaccuracy).into()),
                        ("mistakes", side.count(Judgement::Mistake).into()),
                        ("blunders", side.count(Judgement::Blunder).into()),
                        ("accuracy", accuracy.into()),
                    ],
                )
            })
            .collect()
    }

    /// The plies (1 for the first move) of the marked moves on the line `game` shares with the
    /// review, in order.
    fn marked_plies(&self, game: &GameLine) -> Vec<usize> {
        let shared = self.shared_moves(game);
        self.judged
            .iter()
            .take(shared)
            .enumerate()
            .filter(|(_, j)| j.and_then(|j| j.judgement).is_some())
            .map(|(i, _)| i + 1)
            .collect()
    }
}

fn judgement_word(j: Judgement) -> &'static str {
    j.name()
}

impl App {
    /// "Review": evaluates every position of the line shown, from the start.
    pub(super) fn start_review(&mut self) {
        if self.review.els.is_none() {
            return;
        }
        let start = self.session.line().start().clone();
        let moves = self.session.line().line().to_vec();
        let mut pos = start.clone();
        for &m in &moves {
            if pos.play(m).is_err() {
                return;
            }
        }
        self.review.stop_worker();
        let weak = self.self_ref.clone();
        let client = AiClient::new(WORKER_URL, move |event| {
            if let Some(app) = weak.upgrade() {
                app.borrow_mut().on_review(event);
            }
        });
        let id = client.start_review(&pos, DEFAULT_LIMITS);
        let review = &mut self.review;
        review.client = Some(client);
        review.search = Some(id);
        review.evals = vec![None; moves.len() + 1];
        review.judged = vec![None; moves.len()];
        review.start = Some(start);
        review.moves = moves;
        review.started_ms = now_ms();
        if let Some(els) = &review.els {
            els.panel.set_hidden(false);
            els.progress.set_attribute("max", &(review.evals.len()).to_string()).ok();
            els.progress.set_attribute("value", "0").ok();
        }
        let total = review.evals.len();
        review.set_status("running", &tr("review-progress", &[("done", 0usize.into()), ("total", total.into())]));
        self.redraw_review();
    }

    pub(super) fn on_review(&mut self, event: AiEvent) {
        let review = &mut self.review;
        match event {
            AiEvent::Reviewed(r) if Some(r.id) == review.search => {
                let ply = usize::try_from(r.ply).unwrap_or(usize::MAX);
                if ply >= review.evals.len() {
                    return;
                }
                let best = r.best.as_deref().and_then(|text| review.position_at(ply)?.parse_move(text).ok());
                review.evals[ply] = Some(Eval { score: r.score_value, best });
                review.judged = judge_game(&review.moves, &review.evals);
                let (done, total) = (review.done_count(), review.evals.len());
                if let Some(els) = &review.els {
                    els.progress.set_attribute("value", &done.to_string()).ok();
                }
                review.set_status("running", &tr("review-progress", &[("done", done.into()), ("total", total.into())]));
            }
            AiEvent::BestMove { id, .. } if Some(id) == review.search => {
                review.stop_worker();
                let ms = now_ms() - review.started_ms;
                let seconds = format!("{:.1}", ms / 1000.0);
                review.set_status("done", &tr("review-done", &[("seconds", seconds.into())]));
                if let Some(els) = &review.els {
                    els.panel.set_attribute("data-ms", &format!("{ms:.0}")).ok();
                }
            }
            AiEvent::Failed { message, retrying: false } if review.running() => {
                review.stop_worker();
                review.set_status("failed", &tr("review-failed", &[("error", message.into())]));
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
        let (done, total) = (self.review.done_count(), self.review.evals.len());
        self.review.set_status("cancelled", &tr("review-cancelled", &[("done", done.into()), ("total", total.into())]));
        self.redraw_review();
    }

    /// The next (`step` 1) or previous (−1) marked move from the position shown: goes there and
    /// says whether there was one (keys n and p, and the two buttons).
    pub(super) fn step_review_mark(&mut self, step: isize) -> bool {
        let view = self.session.line().view();
        let marks = self.review.marked_plies(self.session.line());
        let target =
            if step > 0 { marks.into_iter().find(|&p| p > view) } else { marks.into_iter().rev().find(|&p| p < view) };
        match target {
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
        if self.review.start.is_none() {
            return;
        }
        let ply = ply_at(fraction, self.review.moves.len());
        let shared = self.review.shared_moves(self.session.line());
        self.browse_to(ply.min(shared));
    }

    /// The Review button, the marks in the move list, the graph and the note for the position
    /// shown, from the review and the game.
    pub(super) fn redraw_review(&mut self) {
        // Another game (a new one, an import): its review is not this one.
        if self.review.start.as_ref().is_some_and(|s| s != self.session.line().start())
            || self.review.shared_moves(self.session.line()) == 0
                && !self.review.moves.is_empty()
                && self.stashed.is_none()
        {
            self.review.clear();
        }
        let Some(els) = &self.review.els else { return };
        let vs_computer = self.session.line().players.black == Player::Computer
            || self.session.line().players.white == Player::Computer;
        let in_progress = vs_computer && !self.session.line().position().is_game_over() && self.stashed.is_none();
        els.button.set_hidden(in_progress);
        let review = &self.review;
        let shared = review.shared_moves(self.session.line());
        for (i, button) in self.moves.line_buttons(self.session.line()).iter().enumerate() {
            let mark = if i < shared { review.judged.get(i).copied().flatten() } else { None };
            match mark.and_then(|m| m.judgement.map(|j| (j, m.better))) {
                Some((j, better)) => {
                    button.set_attribute("data-judgement", j.name()).ok();
                    let better = better.map(|b| b.to_string()).unwrap_or_default();
                    let title = tr(
                        "review-mark",
                        &[
                            ("move", self.review.moves[i].to_string().into()),
                            ("judgement", judgement_word(j).into()),
                            ("better", better.into()),
                        ],
                    );
                    button.set_attribute("title", &title).ok();
                }
                None => {
                    button.remove_attribute("data-judgement").ok();
                    button.remove_attribute("title").ok();
                }
            }
        }
        if review.start.is_none() {
            self.review.arrow = None;
            return;
        }
        let view = self.session.line().view();
        // The summary once any move is judged; the mark buttons where there is a mark to go to.
        let judged_any = review.judged.iter().any(Option::is_some);
        els.summary.set_hidden(!judged_any);
        els.summary.set_text_content(Some(&if judged_any { review.summary().join("\n") } else { String::new() }));
        let marks = review.marked_plies(self.session.line());
        els.prev_mark.toggle_attribute_with_force("disabled", !marks.iter().any(|&p| p < view)).ok();
        els.next_mark.toggle_attribute_with_force("disabled", !marks.iter().any(|&p| p > view)).ok();
        let on_line = view <= shared;
        let chances = black_chances(&review.evals, review.start.as_ref().map_or(Color::Black, Position::turn));
        let label = tr("review-graph", &[]);
        els.graph.set_inner_html(&svg(
            &chances,
            &review.judged,
            review.moves.len(),
            if on_line { view } else { 0 },
            &label,
        ));
        // The mark of the move just shown, and the better move where the next one went wrong.
        let judged_at = |i: usize| on_line.then(|| review.judged.get(i).copied().flatten()).flatten();
        let mut note = None;
        let mut arrow = None;
        if let Some((j, m)) = view.checked_sub(1).and_then(|i| judged_at(i).and_then(|m| m.judgement.map(|j| (j, m)))) {
            let better = m.better.map(|b| b.to_string()).unwrap_or_default();
            note = Some(tr(
                "review-mark",
                &[
                    ("move", review.moves[view - 1].to_string().into()),
                    ("judgement", judgement_word(j).into()),
                    ("better", better.into()),
                ],
            ));
        } else if let Some((j, m)) = judged_at(view).and_then(|m| m.judgement.map(|j| (j, m))) {
            let better = m.better.map(|b| b.to_string()).unwrap_or_default();
            note = Some(tr(
                "review-better-here",
                &[
                    ("move", review.moves[view].to_string().into()),
                    ("judgement", judgement_word(j).into()),
                    ("better", better.into()),
                ],
            ));
            arrow = m.better;
        }
        els.note.set_hidden(note.is_none());
        els.note.set_text_content(note.as_deref());
        self.review.arrow = arrow;
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
