//! The move list beside the board: one numbered item per pair of moves, a button per move
//! (`data-ply`, for browsing), the shown move marked `aria-current`, the result at the end.
//!
//! A move played appends one button; the list is built again only when the moves before it
//! changed (undo, a new game, an import).

use loa_core::{Color, Move};
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement};

use crate::game::GameLine;
use crate::i18n::say_move;

/// What the list on the page holds.
#[derive(Debug, Default)]
pub struct MoveList {
    /// The moves shown, and the side that played the first.
    moves: Vec<Move>,
    first: Option<Color>,
    buttons: Vec<Element>,
    /// The item the next White move joins (a numbered pair).
    item: Option<Element>,
    number: usize,
    outcome: Option<Element>,
    current: Option<Element>,
}

impl MoveList {
    /// Makes `list` show `game`'s moves, the view and the result.
    pub fn show(&mut self, doc: &Document, list: &HtmlElement, game: &GameLine) {
        let moves = game.moves();
        let first = Some(game.start().turn());
        if self.first != first || !moves.starts_with(&self.moves) {
            list.set_inner_html("");
            *self = MoveList { first, number: 1, ..MoveList::default() };
        }
        if let Some(outcome) = self.outcome.take() {
            outcome.remove();
        }
        let start_turn = game.start().turn();
        for (i, &m) in moves.iter().enumerate().skip(self.moves.len()) {
            let color = if i % 2 == 0 { start_turn } else { !start_turn };
            if self.append(doc, list, i, color, m).is_none() {
                return;
            }
        }
        if let Some(outcome) = game.outcome() {
            if let Ok(li) = doc.create_element("li") {
                li.set_class_name("outcome");
                li.set_text_content(Some(outcome.score_str()));
                list.append_child(&li).ok();
                self.outcome = Some(li);
            }
        }
        if let Some(old) = self.current.take() {
            old.remove_attribute("aria-current").ok();
        }
        let current = game.view().checked_sub(1).and_then(|i| self.buttons.get(i)).cloned();
        if let Some(button) = &current {
            button.set_attribute("aria-current", "true").ok();
        }
        self.current = current;
        self.scroll(list);
    }

    fn append(&mut self, doc: &Document, list: &HtmlElement, i: usize, color: Color, m: Move) -> Option<()> {
        if self.item.is_none() || color == Color::Black || i == 0 {
            let li = doc.create_element("li").ok()?;
            li.set_attribute("value", &self.number.to_string()).ok();
            if color == Color::White && i == 0 {
                // The game began with White to move.
                if let Ok(gap) = doc.create_element("span") {
                    gap.set_class_name("move gap");
                    gap.set_text_content(Some("…"));
                    li.append_child(&gap).ok();
                }
            }
            list.append_child(&li).ok();
            self.item = Some(li);
        }
        let li = self.item.as_ref()?;
        let button = doc.create_element("button").ok()?;
        button.set_class_name("move");
        button.set_attribute("type", "button").ok();
        button.set_attribute("data-ply", &(i + 1).to_string()).ok();
        // The name starts with the text shown (WCAG 2.5.3, "label in name"), then says it.
        button.set_attribute("aria-label", &format!("{m}, {}", say_move(color, m))).ok();
        button.set_text_content(Some(&m.to_string()));
        li.append_child(&button).ok();
        if color == Color::White {
            self.number += 1;
        }
        self.moves.push(m);
        self.buttons.push(button);
        Some(())
    }

    /// Keeps the shown move in sight (or the end of the list).
    fn scroll(&self, list: &HtmlElement) {
        match self.current.as_ref().and_then(|c| c.dyn_ref::<HtmlElement>()) {
            Some(current) => {
                let top = current.offset_top() - list.offset_top();
                let bottom = top + current.offset_height();
                if top < list.scroll_top() || bottom > list.scroll_top() + list.client_height() {
                    list.set_scroll_top(top - list.client_height() / 2);
                }
            }
            None => list.set_scroll_top(list.scroll_height()),
        }
    }
}
