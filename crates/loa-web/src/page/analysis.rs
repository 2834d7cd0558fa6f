//! The analysis board's engine panel on the page (`#analysis`): the evaluation bar, the score in
//! words, the depth and the best lines (`#lines`, one item per line with `data-move` and
//! `data-score`, a button with `data-line` to play it), drawn from the model's
//! [`loa_app::analysis::lines::View`].
//!
//! For measuring: `#lines` carries `data-first-line-ms` (from the request to the first line
//! shown, the worker's start included), `data-nps` (the latest nodes per second, all workers),
//! `data-depth` (the depth shown) and `data-workers`.

use web_sys::{Document, HtmlElement};

use super::storage::LocalShelf;
use crate::dom::find::optional;
use loa_app::page::Page;

fn el(doc: &Document, id: &str) -> Option<HtmlElement> {
    optional(doc, id)
}

/// Draws the panel (hidden off the analysis board).
pub fn draw(doc: &Document, page: &Page<LocalShelf>) {
    let Some(root) = el(doc, "analysis") else { return };
    let Some(view) = page.panel_view() else {
        root.set_hidden(true);
        return;
    };
    root.set_hidden(false);
    if let Some(toggle) = el(doc, "analysis-toggle") {
        toggle.set_text_content(Some(&view.toggle));
        toggle.set_attribute("aria-pressed", if view.running { "true" } else { "false" }).ok();
    }
    if let Some(words) = el(doc, "eval-words") {
        words.set_text_content(Some(&view.words));
    }
    if let Some(depth) = el(doc, "eval-depth") {
        depth.set_text_content(view.depth.as_deref());
    }
    if let Some(fill) = el(doc, "eval-fill") {
        let (whole, tenth) = (view.bar_per_mille / 10, view.bar_per_mille % 10);
        fill.style().set_property("height", &format!("{whole}.{tenth}%")).ok();
    }
    let Some(lines) = el(doc, "lines") else { return };
    lines.set_inner_html("");
    for (index, line) in view.lines.iter().enumerate() {
        let item = || -> Option<()> {
            let li = doc.create_element("li").ok()?;
            li.set_attribute("data-move", &line.first).ok()?;
            li.set_attribute("data-score", &line.value.to_string()).ok()?;
            let button = doc.create_element("button").ok()?;
            button.set_attribute("type", "button").ok()?;
            button.set_attribute("data-line", &index.to_string()).ok()?;
            let score = crate::dom::build::element(doc, "span", "line-score").ok()?;
            score.set_text_content(Some(&line.score));
            let moves = crate::dom::build::element(doc, "span", "line-moves").ok()?;
            // Each move unbroken ("h2-f4", never "h2-" and "f2" on two lines): a line breaks
            // only at the spaces between its moves.
            for (i, word) in line.moves.split(' ').enumerate() {
                if i > 0 {
                    moves.append_with_str_1(" ").ok()?;
                }
                let one = crate::dom::build::element(doc, "span", "line-move").ok()?;
                one.set_text_content(Some(word));
                moves.append_child(&one).ok()?;
            }
            button.append_child(&score).ok()?;
            button.append_child(&moves).ok()?;
            li.append_child(&button).ok()?;
            lines.append_child(&li).ok()?;
            Some(())
        };
        item();
    }
    let attrs = [
        ("data-workers", Some(view.workers as u64)),
        ("data-depth", view.depth_value.map(u64::from)),
        ("data-nps", view.nps),
        ("data-first-line-ms", view.first_line_ms),
    ];
    for (name, value) in attrs {
        if let Some(value) = value {
            lines.set_attribute(name, &value.to_string()).ok();
        }
    }
}
