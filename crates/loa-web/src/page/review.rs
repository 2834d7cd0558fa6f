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
use crate::dom::write;
use loa_app::page::{Effects, Page};
use loa_app::review::run::Graph;

/// Draws the review (nothing on a page without its elements). Only what changed is written
/// ([`mod@write`]): a running review redraws every 200 ms. The graph's curve and axis go into
/// `#review-graph`'s two children, each rewritten only when it changed; `shown` is the graph as
/// last written.
pub fn draw(doc: &Document, page: &Page<LocalShelf>, moves: &MoveList, shown: &mut Option<Graph>) {
    let Some(button) = optional::<HtmlElement>(doc, "review") else { return };
    let view = page.review_view();
    write::flag(&button, "hidden", !view.button);
    let game = page.session().line();
    for (button, mark) in moves.line_buttons(game).iter().zip(&view.marks) {
        let (judgement, words) = match mark {
            Some((judgement, words)) => (Some(*judgement), Some(words.as_str())),
            None => (None, None),
        };
        write::attr(button, "data-judgement", judgement);
        write::attr(button, "title", words);
    }
    let el = |id: &str| optional::<HtmlElement>(doc, id);
    let Some(panel) = el("review-panel") else { return };
    write::flag(&panel, "hidden", !view.open);
    write::attr(&panel, "data-state", Some(view.state).filter(|s| !s.is_empty()));
    if let Some(ms) = view.ms {
        write::attr(&panel, "data-ms", Some(&ms.to_string()));
    }
    if let Some(status) = el("review-status") {
        write::text(&status, Some(&view.status));
    }
    let running = view.state == "running";
    if let Some(progress) = optional::<Element>(doc, "review-progress") {
        write::attr(&progress, "max", Some(&view.progress.1.to_string()));
        write::attr(&progress, "value", Some(&view.progress.0.to_string()));
        write::flag(&progress, "hidden", !running);
    }
    if let Some(cancel) = el("review-cancel") {
        write::flag(&cancel, "hidden", !running);
    }
    if let Some(summary) = el("review-summary") {
        write::flag(&summary, "hidden", view.summary.is_none());
        write::text(&summary, view.summary.as_deref());
    }
    for (id, enabled) in [("review-prev-mark", view.prev_mark), ("review-next-mark", view.next_mark)] {
        if let Some(b) = el(id) {
            write::flag(&b, "disabled", !enabled);
        }
    }
    if let (Some(graph), Some(new)) = (el("review-graph"), view.graph) {
        let old = shown.take();
        let parts = [(&new.curve, old.as_ref().map(|g| &g.curve)), (&new.axis, old.as_ref().map(|g| &g.axis))];
        for (index, (svg, was)) in parts.into_iter().enumerate() {
            if was == Some(svg) {
                continue;
            }
            let nth = (0..index).fold(graph.first_element_child(), |part, _| part?.next_element_sibling());
            let part = match nth {
                Some(part) => part,
                None => match doc.create_element("div").and_then(|part| graph.append_child(&part)) {
                    Ok(part) => part.unchecked_into(),
                    Err(_) => continue,
                },
            };
            part.set_inner_html(svg);
        }
        *shown = Some(new);
    }
    if let Some(note) = el("review-note") {
        write::flag(&note, "hidden", view.note.is_none());
        write::text(&note, view.note.as_deref());
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
