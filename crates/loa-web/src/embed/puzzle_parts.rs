//! A puzzle's parts in the shadow root: its title, task and score above the board, Retry, Show
//! solution and Next puzzle below it, and the element's `data-puzzle*` attributes. What they say
//! is the model's ([`PuzzleView`]).

use loa_app::embed::board_view::{Named, Names, PuzzleView};
use loa_app::embed::Embed;
use wasm_bindgen::prelude::*;
use web_sys::{HtmlButtonElement, HtmlElement};

use super::{with_weak, Element};
use crate::dom::{self, Listener};

/// The puzzle lines' look (the board's own style is in `parts.rs`).
const STYLE: &str = "
.puzzle{display:flex;flex-direction:column;gap:.15em;text-align:center}
.puzzle .title{font-size:.85em;opacity:.75}
.puzzle .task{font-weight:600}
.puzzle .score{font-size:.9em;font-variant-numeric:tabular-nums}
.puzzle .score[hidden]{display:none}";

/// The element's data attributes a puzzle sets.
const DATA: [&str; 5] = ["data-puzzle", "data-puzzle-kind", "data-puzzle-state", "data-rating", "data-streak"];

/// The puzzle's parts.
pub struct PuzzleParts {
    head: HtmlElement,
    title: HtmlElement,
    task: HtmlElement,
    score: HtmlElement,
    row: HtmlElement,
    retry: HtmlButtonElement,
    show: HtmlButtonElement,
    next: HtmlButtonElement,
    _listeners: Vec<Listener>,
}

fn name(b: &HtmlButtonElement, (text, label): &Named) {
    b.set_text_content(text.as_deref());
    b.set_title(label);
}

impl PuzzleParts {
    /// Names the buttons in the board's language.
    pub fn set_lang(&self, names: &Names) {
        name(&self.retry, &names.retry);
        name(&self.show, &names.show);
        name(&self.next, &names.next_puzzle);
    }
}

impl Element {
    fn build_puzzle(&mut self) -> Result<PuzzleParts, JsValue> {
        let doc = self.host.owner_document().ok_or_else(|| JsValue::from_str("no document"))?;
        if let Some(root) = self.host.shadow_root() {
            let style = doc.create_element("style")?;
            style.set_text_content(Some(STYLE));
            root.append_child(&style)?;
        }
        let head = dom::build::element(&doc, "div", "puzzle")?;
        head.set_attribute("part", "puzzle")?;
        let title = dom::build::element(&doc, "div", "title")?;
        let task = dom::build::element(&doc, "div", "task")?;
        let score = dom::build::element(&doc, "div", "score")?;
        head.append_child(&title)?;
        head.append_child(&task)?;
        head.append_child(&score)?;
        self.parts.frame.insert_before(&head, Some(&self.parts.board_box))?;
        let row = dom::build::element(&doc, "div", "controls")?;
        let retry = dom::build::button(&doc, "retry")?;
        let show = dom::build::button(&doc, "solution")?;
        let next = dom::build::button(&doc, "nextpuzzle")?;
        let mut listeners = Vec::new();
        for (b, action) in [
            (&retry, Embed::retry_puzzle as fn(&mut Embed) -> loa_app::embed::Effects),
            (&show, Embed::show_solution),
            (&next, Embed::next_puzzle),
        ] {
            row.append_child(b)?;
            let weak = self.self_ref.clone();
            listeners.push(Listener::new(b, "click", move |_| with_weak(&weak, |e| e.act(action)))?);
        }
        self.parts.frame.append_child(&row)?;
        let parts = PuzzleParts { head, title, task, score, row, retry, show, next, _listeners: listeners };
        parts.set_lang(&Names::of(self.model.lang()));
        Ok(parts)
    }

    /// Shows the puzzle's lines, buttons and data attributes (or takes them away: no puzzle).
    pub(super) fn draw_puzzle(&mut self, view: Option<&PuzzleView>) {
        let Some(view) = view else { return self.remove_puzzle() };
        if self.puzzle.is_none() {
            match self.build_puzzle() {
                Ok(parts) => self.puzzle = Some(parts),
                Err(e) => return self.show_error(&crate::engine::client::js_error_text(&e)),
            }
        }
        let host = &self.host;
        host.set_attribute("data-puzzle", &view.id).ok();
        host.set_attribute("data-puzzle-kind", view.kind).ok();
        host.set_attribute("data-puzzle-state", view.state).ok();
        match (view.rating, view.streak) {
            (Some(rating), Some(streak)) => {
                host.set_attribute("data-rating", &rating.to_string()).ok();
                host.set_attribute("data-streak", &streak.to_string()).ok();
            }
            _ => {
                host.remove_attribute("data-rating").ok();
                host.remove_attribute("data-streak").ok();
            }
        }
        let Some(p) = &self.puzzle else { return };
        p.title.set_text_content(Some(&view.title));
        p.task.set_text_content(Some(&view.task));
        p.score.set_text_content(view.score.as_deref());
        p.score.set_hidden(view.score.is_none());
        p.next.set_hidden(!view.next);
        p.show.set_hidden(!view.show);
        p.retry.set_hidden(!view.retry);
    }

    /// Takes the puzzle's parts and data attributes away.
    pub(super) fn remove_puzzle(&mut self) {
        if let Some(p) = self.puzzle.take() {
            p.head.remove();
            p.row.remove();
            for a in DATA {
                self.host.remove_attribute(a).ok();
            }
        }
    }
}
