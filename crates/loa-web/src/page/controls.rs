//! Which control does what: the page's listeners, each handing its event to the model through
//! [`act`]. What can run page code or throw (a dialog opened, the clipboard, a file read)
//! happens once the app's borrow has ended.

use std::rc::Rc;

use loa_core::Move;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, KeyboardEvent};

use super::listen::{click, listen, target_attribute};
use super::{act, clipboard, language, new_game, records, storage, Shared};
use crate::dom::find::by_id;
use loa_app::page::Page;

pub fn bind(app: &Shared) -> Result<(), JsValue> {
    let (doc, window) = {
        let a = app.borrow();
        (a.doc.clone(), a.window.clone())
    };
    click(&doc, "new-game", app, |app, _| new_game::open(app))?;
    click(&doc, "result-new-game", app, |app, _| new_game::open(app))?;
    click(&doc, "undo", app, |app, _| act(app, Page::undo))?;
    click(&doc, "redo", app, |app, _| act(app, Page::redo))?;
    click(&doc, "flip", app, |app, _| act(app, |p, _| p.flip()))?;
    click(&doc, "copy-link", app, |app, _| copy_link(app))?;
    click(&doc, "open-record", app, |app, _| act(app, |p, _| p.show_record(true)))?;
    click(&doc, "analyse", app, |app, _| act(app, Page::open_analysis))?;
    click(&doc, "hint", app, |app, _| act(app, |p, _| p.ask_hint()))?;
    click(&doc, "analysis-back", app, |app, _| act(app, Page::close_analysis))?;
    click(&doc, "analysis-toggle", app, |app, _| act(app, Page::toggle_analysis))?;
    click(&doc, "lines", app, |app, e| {
        if let Some(index) = target_attribute(&e, "data-line").and_then(|v| v.parse::<usize>().ok()) {
            act(app, |p, now| p.play_line(index, now));
        }
    })?;
    click(&doc, "first", app, |app, _| act(app, |p, _| p.browse_to(0)))?;
    click(&doc, "back", app, |app, _| act(app, |p, _| p.browse_by(-1)))?;
    click(&doc, "forward", app, |app, _| act(app, |p, _| p.browse_by(1)))?;
    click(&doc, "last", app, |app, _| act(app, |p, _| p.browse_to(usize::MAX)))?;
    click(&doc, "pass", app, |app, _| act(app, |p, now| p.play(Move::PASS, now)))?;
    click(&doc, "ai-retry", app, |app, _| act(app, |p, _| p.retry()))?;
    click(&doc, "message-close", app, |app, _| act(app, |p, _| p.dismiss_message()))?;
    click(&doc, "export-sgf", app, |app, _| act(app, |p, _| p.show_record(true)))?;
    click(&doc, "export-moves", app, |app, _| act(app, |p, _| p.show_record(false)))?;
    click(&doc, "download-record", app, |app, _| {
        let (doc, record) = {
            let a = app.borrow();
            (a.doc.clone(), a.els.record.clone())
        };
        records::download(&doc, &record);
    })?;
    click(&doc, "import-record", app, |app, _| {
        let text = app.borrow().els.record.value();
        import(app, &text);
    })?;
    let file: HtmlInputElement = by_id(&doc, "import-file")?;
    listen(&file, "change", app, |app, e| {
        let weak = Rc::downgrade(app);
        records::read_file(&e, move |text| {
            if let Some(app) = weak.upgrade() {
                app.borrow().els.record.set_value(&text);
                import(&app, &text);
            }
        });
    })?;
    let show_info = app.borrow().els.show_info.clone();
    listen(&show_info, "change", app, |app, _| {
        let (window, on) = {
            let a = app.borrow();
            (a.window.clone(), a.els.show_info.checked())
        };
        storage::set_show_info(&window, on);
        act(app, |p, _| p.set_show_info(on));
    })?;
    let sound = app.borrow().els.sound.clone();
    listen(&sound, "change", app, |app, _| {
        let mut a = app.borrow_mut();
        let on = a.els.sound.checked();
        a.sound.set_enabled(on);
    })?;
    new_game::bind(app)?;
    let menu = language::menu(&doc)?;
    listen(&menu, "change", app, |app, _| language::chosen_in_menu(app))?;
    listen(&window, "keydown", app, |app, e| {
        if let Ok(e) = e.dyn_into::<KeyboardEvent>() {
            key(app, &e);
        }
    })?;
    super::review::bind(&doc, app)?;
    click(&doc, "variation-promote", app, |app, _| act(app, |p, _| p.promote_variation()))?;
    click(&doc, "variation-delete", app, |app, _| act(app, |p, _| p.delete_variation()))?;
    let moves = app.borrow().els.moves.clone();
    listen(&moves, "click", app, |app, e| {
        let number = |name: &str| target_attribute(&e, name)?.parse::<usize>().ok();
        if let Some(node) = number("data-node") {
            act(app, |p, now| p.select_node(node, now));
        } else if let Some(ply) = number("data-ply") {
            act(app, |p, _| p.browse_to(ply));
        }
    })?;
    super::editor::bind(app)?;
    super::game_end::bind(&doc, app)?;
    super::games::bind(app, listen)?;
    // Bound: the menu's actions, disabled in the page until now, can be used.
    for id in ["new-game", "games", "flip", "copy-link", "open-record", "edit-position", "analyse", "review"] {
        if let Some(el) = crate::dom::find::optional::<web_sys::Element>(&doc, id) {
            let _ = el.remove_attribute("disabled");
        }
    }
    Ok(())
}

/// A record pasted or opened: the game, or why not under the record box.
fn import(app: &Shared, text: &str) {
    let result = {
        let mut a = app.borrow_mut();
        match a.page.import(text, crate::dom::time::now_ms()) {
            Ok(fx) => {
                a.els.record_error.set_hidden(true);
                Ok(a.perform(fx))
            }
            Err(why) => Err((a.els.record_error.clone(), why)),
        }
    };
    match result {
        Ok(later) => later.run(),
        Err((error, why)) => {
            error.set_text_content(Some(&why));
            error.set_hidden(false);
        }
    }
}

/// Shows the game's link selected in its field and copies it where the page can. No borrow of
/// the app is held while the clipboard (which may be missing, throw or refuse) is called.
fn copy_link(app: &Shared) {
    let (window, url, field) = {
        let a = app.borrow();
        a.els.link_box.set_hidden(false);
        a.els.link_box.remove_attribute("data-copied").ok();
        (a.window.clone(), a.page.link(), a.els.link.clone())
    };
    let weak = Rc::downgrade(app);
    clipboard::copy(&window, &field, &url, move |copied| {
        let Some(app) = weak.upgrade() else { return };
        let Ok(a) = app.try_borrow() else { return };
        let on_clipboard = copied == clipboard::Copied::Clipboard;
        a.board.announce(&Page::<super::storage::LocalShelf>::link_copied(on_clipboard).say());
        if on_clipboard {
            a.els.link_box.set_attribute("data-copied", "true").ok();
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
    match e.key().as_str() {
        "ArrowLeft" => act(app, |p, _| p.browse_by(-1)),
        "ArrowRight" => act(app, |p, _| p.browse_by(1)),
        "Home" => act(app, |p, _| p.browse_to(0)),
        "End" => act(app, |p, _| p.browse_to(usize::MAX)),
        "ArrowDown" => act(app, |p, _| p.switch_variation(1)),
        "ArrowUp" => act(app, |p, _| p.switch_variation(-1)),
        "f" | "F" => act(app, |p, _| p.flip()),
        // The review's marks: next and previous (other keys' work goes on without a review).
        "n" | "p" => {
            let step = if e.key() == "n" { 1 } else { -1 };
            let mut marked = false;
            act(app, |p, _| match p.review_mark(step) {
                Some(fx) => {
                    marked = true;
                    fx
                }
                None => loa_app::page::Effects::default(),
            });
            if !marked {
                return;
            }
        }
        _ => return,
    }
    e.prevent_default();
}
