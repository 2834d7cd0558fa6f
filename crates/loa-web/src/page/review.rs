//! The post-game review on the page: the Review button, the panel (progress and Cancel while it
//! runs, then the evaluation graph, each side's summary, the marks to step through and the note
//! for the position shown) and the marks on the move list, drawn from the model's
//! [`loa_app::review::run::View`].

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event, HtmlElement};

use super::listen::click;
use super::move_list::MoveList;
use super::storage::LocalShelf;
use super::{act, Shared};
use crate::dom::find::{by_id, optional};
use loa_app::page::{Effects, Page};

/// Draws the review (nothing on a page without its elements). Only what changed is written: a
/// review redraws on every position the engine judges, and each write makes the browser restyle.
/// `graph_shown` is the graph as last written.
pub fn draw(doc: &Document, page: &Page<LocalShelf>, moves: &MoveList, graph_shown: &mut String) {
    let Some(button) = optional::<HtmlElement>(doc, "review") else { return };
    let view = page.review_view();
    button.set_hidden(!view.button);
    let game = page.session().line();
    for (button, mark) in moves.line_buttons(game).iter().zip(&view.marks) {
        let judged = button.get_attribute("data-judgement");
        match mark {
            Some((judgement, words))
                if judged.as_deref() != Some(*judgement) || button.get_attribute("title").as_deref() != Some(words) =>
            {
                button.set_attribute("data-judgement", judgement).ok();
                button.set_attribute("title", words).ok();
            }
            None if judged.is_some() => {
                button.remove_attribute("data-judgement").ok();
                button.remove_attribute("title").ok();
            }
            _ => {}
        }
    }
    let el = |id: &str| optional::<HtmlElement>(doc, id);
    let Some(panel) = el("review-panel") else { return };
    panel.set_hidden(!view.open);
    if view.state.is_empty() {
        panel.remove_attribute("data-state").ok();
    } else {
        panel.set_attribute("data-state", view.state).ok();
    }
    if let Some(ms) = view.ms {
        panel.set_attribute("data-ms", &ms.to_string()).ok();
    }
    if let Some(status) = el("review-status") {
        status.set_text_content(Some(&view.status));
    }
    let running = view.state == "running";
    if let Some(progress) = optional::<Element>(doc, "review-progress") {
        progress.set_attribute("max", &view.progress.1.to_string()).ok();
        progress.set_attribute("value", &view.progress.0.to_string()).ok();
        progress.toggle_attribute_with_force("hidden", !running).ok();
    }
    if let Some(cancel) = el("review-cancel") {
        cancel.set_hidden(!running);
    }
    if let Some(summary) = el("review-summary") {
        summary.set_hidden(view.summary.is_none());
        summary.set_text_content(view.summary.as_deref());
    }
    for (id, enabled) in [("review-prev-mark", view.prev_mark), ("review-next-mark", view.next_mark)] {
        if let Some(b) = el(id) {
            b.toggle_attribute_with_force("disabled", !enabled).ok();
        }
    }
    if let (Some(graph), Some(svg)) = (el("review-graph"), &view.graph) {
        if svg != graph_shown {
            graph.set_inner_html(svg);
            svg.clone_into(graph_shown);
        }
    }
    if let Some(note) = el("review-note") {
        note.set_hidden(view.note.is_none());
        note.set_text_content(view.note.as_deref());
    }
}

/// The review's listeners.
pub(super) fn bind(doc: &Document, app: &Shared) -> Result<(), JsValue> {
    if by_id::<HtmlElement>(doc, "review").is_err() {
        return Ok(());
    }
    click(doc, "review", app, |app, _| act(app, Page::start_review))?;
    click(doc, "review-cancel", app, |app, _| act(app, |p, _| p.cancel_review()))?;
    click(doc, "review-close", app, |app, _| act(app, |p, _| p.close_review()))?;
    click(doc, "review-prev-mark", app, |app, _| act(app, |p, _| p.review_mark(-1).unwrap_or_else(Effects::default)))?;
    click(doc, "review-next-mark", app, |app, _| act(app, |p, _| p.review_mark(1).unwrap_or_else(Effects::default)))?;
    click(doc, "review-graph", app, |app, e: Event| {
        let Some(target) = e.current_target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
        let rect = target.get_bounding_client_rect();
        let x = js_sys::Reflect::get(&e, &JsValue::from_str("clientX")).ok().and_then(|v| v.as_f64()).unwrap_or(0.0);
        if rect.width() > 0.0 {
            let fraction = (x - rect.left()) / rect.width();
            act(app, |p, _| p.review_graph(fraction));
        }
    })?;
    Ok(())
}
