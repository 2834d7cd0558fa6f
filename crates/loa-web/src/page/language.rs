//! The page's language: chosen on arrival (the reader's saved choice, else the browser's
//! `navigator.languages`), switched at once with the language menu, and remembered in
//! `localStorage` under [`document::STORAGE_KEY`] (shared by every page of the site).
//!
//! Catalan and Russian may be fetched first ([`document::load`]). A switch keeps the game: it translates the page's `data-i18n` text and `<html lang>`, and
//! redraws what the Rust code writes (status, result, move list labels, board squares, the
//! level menu, the analysis panel). A message shown in the old language is dismissed.

use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlSelectElement, Window};

use super::move_list::MoveList;
use super::{new_game, App};
use crate::dom::find::by_id;
use crate::i18n::{self, document, Lang};

/// Chooses the page's language on arrival and translates the page's static text. Call before
/// anything writes words.
pub fn arrive(window: &Window, doc: &Document) -> Lang {
    // English when the chosen language's file could not be fetched.
    let lang = Some(document::choose(window)).filter(|&l| i18n::is_ready(l)).unwrap_or_default();
    document::apply(doc, lang);
    if let Ok(select) = menu(doc) {
        let _ = document::fill_language_select(doc, &select, lang);
    }
    lang
}

impl App {
    /// The reader chose `lang` in the menu: everything shown is said again in it.
    pub(super) fn switch_language(&mut self, lang: Lang) {
        if !i18n::is_ready(lang) {
            // Its file could not be fetched: the menu goes back to the language in use.
            if let Ok(menu) = menu(&self.doc) {
                menu.set_value(i18n::lang().code());
            }
            return;
        }
        document::save(&self.window, lang);
        if lang == i18n::lang() {
            return;
        }
        document::apply(&self.doc, lang);
        self.board.set_lang(lang);
        let level = self.els.level.value();
        let _ = new_game::fill_levels(&self.doc, &self.els.level);
        self.els.level.set_value(&level);
        let time = self.els.time_control.value();
        let _ = new_game::fill_time_controls(&self.doc, &self.els.time_control);
        self.els.time_control.set_value(&time);
        // The move list is built again with labels in the new language.
        self.moves = MoveList::default();
        // A message shown earlier was said in the old language; it is dismissed.
        self.els.message.set_hidden(true);
        self.analysis.relabel();
        self.redraw(None);
    }
}

/// The language named by the menu's value.
#[must_use]
pub fn chosen(select: &HtmlSelectElement) -> Option<Lang> {
    Lang::from_tag(&select.value())
}

/// The language menu.
///
/// # Errors
/// When the menu is missing from the page.
pub fn menu(doc: &Document) -> Result<HtmlSelectElement, JsValue> {
    by_id(doc, document::MENU_ID)
}
