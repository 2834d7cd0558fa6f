//! The move list beside the board: one numbered item per pair of moves, a button per move
//! (`data-ply`, for browsing), the shown move marked `aria-current`, the result at the end.
//!
//! A move played appends one button; the list is built again only when the moves before it
//! changed (undo, a new game, an import). A game with variations (and the analysis board) shows
//! the whole tree instead ([`loa_app::move_layout`]): the variations in parentheses after the move
//! they replace, every move a button (`data-node` names it, `data-ply` is its move number).

use loa_core::move_tree::NodeId;
use loa_core::{Color, Move};
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlElement};

use crate::i18n::say_move;
use loa_app::game::GameLine;
use loa_app::move_layout::{layout, Piece};

/// What the list on the page holds.
#[derive(Debug, Default)]
pub struct MoveList {
    /// The moves shown, and the side that played the first.
    moves: Vec<Move>,
    first: Option<Color>,
    buttons: Vec<Element>,
    /// The item the next White move joins (a numbered pair).
    item: Option<Element>,
    outcome: Option<Element>,
    current: Option<Element>,
    /// With variations: the pieces shown and their moves (the list is rebuilt when they change),
    /// and each node's button by node number.
    tree: Option<Vec<(Piece, Option<Move>)>>,
    tree_buttons: Vec<Option<Element>>,
    /// With variations: whether the next main-line item follows a variation.
    restart: bool,
}

impl MoveList {
    /// Makes `list` show `game`'s moves, the view and the result.
    pub fn show(&mut self, doc: &Document, list: &HtmlElement, game: &GameLine) {
        if game.variations() || game.tree().has_variations() {
            self.show_tree(doc, list, game);
            return;
        }
        let moves = game.moves();
        let first = Some(game.start().turn());
        if self.tree.is_some() || self.first != first || !moves.starts_with(&self.moves) {
            list.set_inner_html("");
            *self = MoveList { first, ..MoveList::default() };
        }
        if let Some(outcome) = self.outcome.take() {
            outcome.remove();
        }
        let start_turn = game.start().turn();
        for (i, &m) in moves.iter().enumerate().skip(self.moves.len()) {
            let color = if i % 2 == 0 { start_turn } else { !start_turn };
            let node = game.line_nodes().get(i).copied();
            if self.append(doc, list, i, color, m, node).is_none() {
                return;
            }
        }
        self.show_outcome(doc, list, game);
        let current = game.view().checked_sub(1).and_then(|i| self.buttons.get(i)).cloned();
        self.set_current(current);
        self.scroll(list);
    }

    fn show_outcome(&mut self, doc: &Document, list: &HtmlElement, game: &GameLine) {
        if let Some(outcome) = game.outcome() {
            if let Ok(li) = doc.create_element("li") {
                li.set_class_name("outcome");
                li.set_text_content(Some(outcome.score_str()));
                list.append_child(&li).ok();
                self.outcome = Some(li);
            }
        }
    }

    fn set_current(&mut self, current: Option<Element>) {
        if let Some(old) = self.current.take() {
            old.remove_attribute("aria-current").ok();
        }
        if let Some(button) = &current {
            button.set_attribute("aria-current", "true").ok();
        }
        self.current = current;
    }

    /// The button of each move of the list: for the review's marks (`data-judgement`), in move
    /// order along the line shown.
    #[must_use]
    pub fn line_buttons(&self, game: &GameLine) -> Vec<Element> {
        if self.tree.is_some() {
            game.line_nodes().iter().filter_map(|n| self.tree_buttons.get(n.index()).cloned().flatten()).collect()
        } else {
            self.buttons.clone()
        }
    }

    /// The whole tree, rebuilt when its moves changed; the shown move marked.
    fn show_tree(&mut self, doc: &Document, list: &HtmlElement, game: &GameLine) {
        let tree = game.tree();
        let key: Vec<(Piece, Option<Move>)> = layout(tree)
            .into_iter()
            .map(|p| {
                let m = if let Piece::Move { node, .. } = p { tree.move_at(node) } else { None };
                (p, m)
            })
            .collect();
        if let Some(outcome) = self.outcome.take() {
            outcome.remove();
        }
        let shown = self.tree.as_ref().map_or(0, Vec::len);
        let appended = self.tree.as_ref().is_some_and(|old| {
            // Moves added at the end of the main line (a move played there): only they are added.
            key.starts_with(old) && key[old.len()..].iter().all(|(p, _)| matches!(p, Piece::Move { .. }))
        });
        if appended {
            self.tree_buttons.resize(tree.len() + 1, None);
            self.build_tree(doc, list, game, &key[shown..]);
            self.tree = Some(key);
        } else if self.tree.as_ref() != Some(&key) {
            list.set_inner_html("");
            *self = MoveList::default();
            self.tree_buttons = vec![None; tree.len() + 1];
            self.build_tree(doc, list, game, &key);
            self.tree = Some(key);
        }
        self.show_outcome(doc, list, game);
        let shown = game.node_at(game.view());
        let current = self.tree_buttons.get(shown.index()).cloned().flatten();
        self.set_current(current);
        self.scroll(list);
    }

    /// Adds `key`'s pieces to the list (all of them, or those after the pieces shown: the main
    /// line's item goes on from where it was).
    fn build_tree(&mut self, doc: &Document, list: &HtmlElement, game: &GameLine, key: &[(Piece, Option<Move>)]) {
        let tree = game.tree();
        // The main line's current item, and the variation item being filled (depth ≥ 1).
        let mut item: Option<Element> = self.item.take();
        let mut variation: Option<Element> = None;
        // Whether the next main-line item comes after a variation: only it needs its number as
        // `value` (the items after it count on from it), never every item (see `append`).
        let mut restart = self.restart;
        let span = |class: &str, text: &str| -> Option<Element> {
            let s = doc.create_element("span").ok()?;
            s.set_class_name(class);
            s.set_text_content(Some(text));
            Some(s)
        };
        for &(piece, m) in key {
            match piece {
                Piece::Open { depth } => {
                    if depth == 1 {
                        let Ok(li) = doc.create_element("li") else { return };
                        li.set_class_name("variation");
                        list.append_child(&li).ok();
                        variation = Some(li);
                        item = None;
                        restart = true;
                    }
                    if let (Some(v), Some(s)) = (&variation, span("paren", "(")) {
                        v.append_child(&s).ok();
                    }
                }
                Piece::Close { depth } => {
                    if let (Some(v), Some(s)) = (&variation, span("paren", ")")) {
                        v.append_child(&s).ok();
                    }
                    if depth == 1 {
                        variation = None;
                    }
                }
                Piece::Move { node, number, color, numbered } => {
                    let Some(m) = m else { continue };
                    let parent = if let Some(v) = &variation {
                        if numbered {
                            let mark = if color == Color::Black { "." } else { "…" };
                            if let Some(s) = span("number", &format!("{number}{mark}")) {
                                v.append_child(&s).ok();
                            }
                        }
                        v.clone()
                    } else {
                        if item.is_none() || numbered {
                            let Ok(li) = doc.create_element("li") else { return };
                            if restart {
                                li.set_attribute("value", &number.to_string()).ok();
                                restart = false;
                            }
                            if color == Color::White {
                                if let Some(gap) = span("move gap", "…") {
                                    li.append_child(&gap).ok();
                                }
                            }
                            list.append_child(&li).ok();
                            item = Some(li);
                        }
                        let Some(li) = item.clone() else { return };
                        li
                    };
                    let Some(button) = move_button(doc, tree.depth(node), color, m, Some(node)) else { return };
                    if variation.is_some() {
                        button.set_class_name("move variation");
                    }
                    parent.append_child(&button).ok();
                    if let Some(slot) = self.tree_buttons.get_mut(node.index()) {
                        *slot = Some(button);
                    }
                }
            }
        }
        self.item = item;
        self.restart = restart;
    }

    fn append(
        &mut self,
        doc: &Document,
        list: &HtmlElement,
        i: usize,
        color: Color,
        m: Move,
        node: Option<NodeId>,
    ) -> Option<()> {
        if self.item.is_none() || color == Color::Black || i == 0 {
            // Numbered by its place in the `<ol>` (the list always starts at move 1): an explicit
            // `value` on every item makes Chromium's layout of a long list about 10 times slower
            // (2,500 items: 4.1 s against 0.2 s on this machine under load).
            let li = doc.create_element("li").ok()?;
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
        let button = move_button(doc, i + 1, color, m, node)?;
        li.append_child(&button).ok();
        self.moves.push(m);
        self.buttons.push(button);
        Some(())
    }

    /// Forgets what is shown, so the next [`MoveList::show`] builds the list again.
    pub fn reset(&mut self, list: &HtmlElement) {
        list.set_inner_html("");
        *self = MoveList::default();
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

/// A move's button: `data-ply` its number in the game (1 for the first move), `data-node` its
/// node in the tree.
fn move_button(doc: &Document, ply: usize, color: Color, m: Move, node: Option<NodeId>) -> Option<Element> {
    let button = doc.create_element("button").ok()?;
    button.set_class_name("move");
    button.set_attribute("type", "button").ok();
    button.set_attribute("data-ply", &ply.to_string()).ok();
    if let Some(node) = node {
        button.set_attribute("data-node", &node.index().to_string()).ok();
    }
    // The name starts with the text shown (WCAG 2.5.3, "label in name"), then says it.
    button.set_attribute("aria-label", &format!("{m}, {}", say_move(color, m))).ok();
    button.set_text_content(Some(&m.to_string()));
    Some(button)
}
