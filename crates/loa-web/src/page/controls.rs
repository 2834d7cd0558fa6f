//! Which control does what: the page's listeners, each a short call into the [`App`].
//!
//! A listener borrows the app only for the work on the game and the page's text; what can run
//! page code or throw (opening a dialog, the clipboard, a download, reading a file) happens after
//! the borrow has ended.

use std::rc::Rc;

use loa_core::{Move, Rules};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Event, HtmlElement, HtmlInputElement, KeyboardEvent};

use super::library::storage;
use super::{address, clipboard, language, new_game, records, App, Shared};
use crate::dom::find::by_id;
use crate::dom::Listener;
use crate::i18n::tr;
use crate::i18n::Msg;

/// Adds a page-lifetime listener.
pub(super) fn listen(
    target: &web_sys::EventTarget,
    name: &'static str,
    app: &Shared,
    f: fn(&Shared, Event),
) -> Result<(), JsValue> {
    let weak = Rc::downgrade(app);
    let listener = Listener::new(target, name, move |e: Event| {
        if let Some(app) = weak.upgrade() {
            f(&app, e);
        }
    })?;
    // The page's controls live as long as the page.
    listener.keep();
    Ok(())
}

pub(super) fn click(doc: &Document, id: &str, app: &Shared, f: fn(&Shared, Event)) -> Result<(), JsValue> {
    let el: HtmlElement = by_id(doc, id)?;
    listen(&el, "click", app, f)
}

pub fn bind(app: &Shared) -> Result<(), JsValue> {
    let (doc, window) = {
        let a = app.borrow();
        (a.doc.clone(), a.window.clone())
    };
    click(&doc, "new-game", app, |app, _| open_new_game(app))?;
    click(&doc, "result-new-game", app, |app, _| open_new_game(app))?;
    click(&doc, "undo", app, |app, _| app.borrow_mut().undo())?;
    click(&doc, "redo", app, |app, _| app.borrow_mut().redo())?;
    click(&doc, "flip", app, |app, _| app.borrow_mut().flip())?;
    click(&doc, "copy-link", app, |app, _| copy_link(app))?;
    click(&doc, "open-record", app, |app, _| {
        let dialog = {
            let a = app.borrow();
            a.els.record_error.set_hidden(true);
            records::export(&a.els.record, a.session.line(), &a.sgf_header(), true);
            a.els.record_dialog.clone()
        };
        let _ = dialog.show_modal();
    })?;
    click(&doc, "analyse", app, |app, _| app.borrow_mut().open_analysis())?;
    click(&doc, "hint", app, |app, _| App::ask_hint(app))?;
    click(&doc, "analysis-back", app, |app, _| app.borrow_mut().close_analysis())?;
    click(&doc, "analysis-toggle", app, |app, _| {
        let mut a = app.borrow_mut();
        a.analysis.toggle();
        let best = a.analysis.best();
        a.board.set_arrow(best);
    })?;
    click(&doc, "lines", app, |app, e| {
        let index = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-line]").ok().flatten())
            .and_then(|el| el.get_attribute("data-line"))
            .and_then(|v| v.parse::<usize>().ok());
        if let Some(index) = index {
            app.borrow_mut().play_line(index);
        }
    })?;
    click(&doc, "first", app, |app, _| app.borrow_mut().browse_to(0))?;
    click(&doc, "back", app, |app, _| app.borrow_mut().browse_by(-1))?;
    click(&doc, "forward", app, |app, _| app.borrow_mut().browse_by(1))?;
    click(&doc, "last", app, |app, _| app.borrow_mut().browse_to(usize::MAX))?;
    click(&doc, "pass", app, |app, _| App::human_move(app, Move::PASS))?;
    click(&doc, "ai-retry", app, |app, _| {
        let mut a = app.borrow_mut();
        let fx = a.session.retry();
        a.perform(fx);
    })?;
    click(&doc, "message-close", app, |app, _| app.borrow().els.message.set_hidden(true))?;
    click(&doc, "olympiad", app, |app, _| new_game::set_rule_fields(&app.borrow().els, Rules::OLYMPIAD))?;
    click(&doc, "export-sgf", app, |app, _| export(app, true))?;
    click(&doc, "export-moves", app, |app, _| export(app, false))?;
    click(&doc, "download-record", app, |app, _| {
        let (doc, record) = {
            let a = app.borrow();
            (a.doc.clone(), a.els.record.clone())
        };
        records::download(&doc, &record);
    })?;
    click(&doc, "import-record", app, |app, _| {
        let text = app.borrow().els.record.value();
        app.borrow_mut().import(&text);
    })?;
    let file: HtmlInputElement = by_id(&doc, "import-file")?;
    listen(&file, "change", app, |app, e| {
        let weak = Rc::downgrade(app);
        records::read_file(&e, move |text| {
            if let Some(app) = weak.upgrade() {
                app.borrow().els.record.set_value(&text);
                app.borrow_mut().import(&text);
            }
        });
    })?;
    let show_info = app.borrow().els.show_info.clone();
    listen(&show_info, "change", app, |app, _| {
        let mut a = app.borrow_mut();
        a.show_info = a.els.show_info.checked();
        storage::set_show_info(&a.window, a.show_info);
        a.redraw_status();
    })?;
    let sound = app.borrow().els.sound.clone();
    listen(&sound, "change", app, |app, _| {
        let mut a = app.borrow_mut();
        let on = a.els.sound.checked();
        a.sound.set_enabled(on);
    })?;
    let selects = {
        let a = app.borrow();
        [a.els.mode.clone(), a.els.level.clone(), a.els.time_control.clone()]
    };
    for select in selects {
        listen(&select, "change", app, |app, _| {
            let a = app.borrow();
            new_game::update_fields(&a.els, &a.doc);
        })?;
    }
    let menu = language::menu(&doc)?;
    listen(&menu, "change", app, |app, _| {
        let (doc, window) = {
            let a = app.borrow();
            (a.doc.clone(), a.window.clone())
        };
        let Ok(menu) = language::menu(&doc) else { return };
        let Some(lang) = language::chosen(&menu) else { return };
        let weak = Rc::downgrade(app);
        crate::i18n::document::load(&window, lang, move |_| {
            if let Some(app) = weak.upgrade() {
                app.borrow_mut().switch_language(lang);
            }
        });
    })?;
    let dialog = app.borrow().els.new_game_dialog.clone();
    listen(&dialog, "close", app, |app, _| {
        let chosen = app.borrow().els.new_game_dialog.return_value();
        if chosen == "start" {
            app.borrow_mut().start_new_game();
        }
    })?;
    listen(&window, "keydown", app, |app, e| {
        if let Ok(e) = e.dyn_into::<KeyboardEvent>() {
            key(app, &e);
        }
    })?;
    super::review::bind(&doc, app)?;
    click(&doc, "variation-promote", app, |app, _| app.borrow_mut().promote_variation())?;
    click(&doc, "variation-delete", app, |app, _| app.borrow_mut().delete_variation())?;
    let moves = app.borrow().els.moves.clone();
    listen(&moves, "click", app, |app, e| {
        let button = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|el| el.closest("[data-ply]").ok().flatten());
        let number = |name: &str| button.as_ref()?.get_attribute(name)?.parse::<usize>().ok();
        if let Some(node) = number("data-node") {
            app.borrow_mut().select_node(node);
        } else if let Some(ply) = number("data-ply") {
            app.borrow_mut().browse_to(ply);
        }
    })?;
    super::editor::bind(app)?;
    super::game_end::bind(&doc, app)?;
    super::library::dialog::bind(app, listen)?;
    Ok(())
}

fn open_new_game(app: &Shared) {
    let dialog = {
        let a = app.borrow();
        new_game::fill(&a.els, &a.doc, a.session.line());
        a.els.new_game_dialog.clone()
    };
    let _ = dialog.show_modal();
}

fn export(app: &Shared, sgf: bool) {
    let a = app.borrow();
    records::export(&a.els.record, a.session.line(), &a.sgf_header(), sgf);
}

/// Shows the game's link selected in its field and copies it where the page can. No borrow of
/// the app is held while the clipboard (which may be missing, throw or refuse) is called.
fn copy_link(app: &Shared) {
    let (window, url, field) = {
        let a = app.borrow();
        a.els.link_box.set_hidden(false);
        a.els.link_box.remove_attribute("data-copied").ok();
        (a.window.clone(), address::link_url(&a.window, a.session.line(), &a.kept.id), a.els.link.clone())
    };
    let weak = Rc::downgrade(app);
    clipboard::copy(&window, &field, &url, move |copied| {
        let Some(app) = weak.upgrade() else { return };
        let Ok(a) = app.try_borrow() else { return };
        match copied {
            clipboard::Copied::Clipboard => {
                a.board.announce(&tr(Msg::LinkCopied, &[]));
                a.els.link_box.set_attribute("data-copied", "true").ok();
            }
            clipboard::Copied::Selected => a.board.announce(&tr(Msg::LinkSelected, &[])),
        }
    });
}

fn key(app: &Shared, e: &KeyboardEvent) {
    if e.ctrl_key() || e.meta_key() || e.alt_key() || e.default_prevented() {
        return;
    }
    let target = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    // Typing in a field or an open dialog: not ours. (The board stops the keys it uses itself,
    // so `f` still flips while a square has the focus.)
    if let Some(t) = &target {
        let tag = t.tag_name().to_ascii_lowercase();
        if matches!(tag.as_str(), "input" | "textarea" | "select") || t.closest("dialog[open]").ok().flatten().is_some()
        {
            return;
        }
    }
    let mut a = app.borrow_mut();
    match e.key().as_str() {
        "ArrowLeft" => a.browse_by(-1),
        "ArrowRight" => a.browse_by(1),
        "Home" => a.browse_to(0),
        "End" => a.browse_to(usize::MAX),
        "ArrowDown" => a.switch_variation(1),
        "ArrowUp" => a.switch_variation(-1),
        "f" | "F" => a.flip(),
        // The review's marks: next and previous (other keys' work goes on without a review).
        "n" | "p" => {
            if !a.step_review_mark(if e.key() == "n" { 1 } else { -1 }) {
                return;
            }
        }
        _ => return,
    }
    drop(a);
    e.prevent_default();
}
