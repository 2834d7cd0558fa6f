//! The page's language: chosen on arrival (the reader's saved choice, else the browser's
//! `navigator.languages`), switched at once with the language menu, and remembered in
//! `localStorage` under [`document::STORAGE_KEY`] (shared by every page of the site).
//!
//! Catalan and Russian may be fetched first ([`document::load`]). A switch keeps the game: the
//! page's `data-i18n` text and `<html lang>` are translated, and everything the model says is
//! said again in the new language ([`loa_app::page::Page::language_changed`]).

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlSelectElement, Window};

use super::move_list::MoveList;
use super::{act, new_game, Shared};
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

/// The reader chose a language in the menu: its words are fetched, then the page speaks it.
pub(super) fn chosen_in_menu(app: &Shared) {
    let (doc, window) = {
        let a = app.borrow();
        (a.doc.clone(), a.window.clone())
    };
    let Ok(menu) = menu(&doc) else { return };
    let Some(lang) = Lang::from_tag(&menu.value()) else { return };
    let weak = Rc::downgrade(app);
    document::load(&window, lang, move |_| {
        if let Some(app) = weak.upgrade() {
            switch(&app, lang);
        }
    });
}

/// Everything shown is said again in `lang`.
fn switch(app: &Shared, lang: Lang) {
    {
        let mut a = app.borrow_mut();
        if !i18n::is_ready(lang) {
            // Its file could not be fetched: the menu goes back to the language in use.
            if let Ok(menu) = menu(&a.doc) {
                menu.set_value(i18n::lang().code());
            }
            return;
        }
        document::save(&a.window, lang);
        if lang == i18n::lang() {
            return;
        }
        document::apply(&a.doc, lang);
        a.board.set_lang(lang);
        let _ = new_game::fill_menus(&a.doc, &a.els);
        // The move list is built again with labels in the new language.
        a.moves = MoveList::default();
    }
    act(app, |page, _| page.language_changed());
}

/// The language menu.
///
/// # Errors
/// When the menu is missing from the page.
pub fn menu(doc: &Document) -> Result<HtmlSelectElement, JsValue> {
    by_id(doc, document::MENU_ID)
}
