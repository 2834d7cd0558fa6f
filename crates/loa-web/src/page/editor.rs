//! The position editor's dialog (`#editor-dialog`) in the browser: its own board, where a click,
//! tap, Enter or Space on a square uses the chosen brush; the side to move, the size, the presets
//! and the position string; then play against the computer or a friend, analyse, or copy a link.
//! What each control does is the model's ([`loa_app::editor::dialog`], `Page::use_position`).

use std::rc::Rc;

use loa_core::{Color, Square};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlSelectElement};

use super::listen::{click, listen, target_attribute};
use super::{clipboard, App, Shared};
use crate::board::{Board, BoardOptions, Movable};
use crate::dom::find::by_id;
use loa_app::editor::dialog::Panel;
use loa_app::editor::{Brush, Preset};
use loa_app::page::tools::Use;
use loa_app::page::Page;

fn el<T: JsCast>(a: &App, id: &str) -> Option<T> {
    by_id(&a.doc, id).ok()
}

fn select_value(e: &Event) -> Option<String> {
    e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value())
}

/// Changes the edited board through the model and draws it (the position string too).
fn edit(app: &Shared, change: impl FnOnce(&mut Page<super::storage::LocalShelf>)) {
    let mut a = app.borrow_mut();
    change(&mut a.page);
    draw(&a, true);
}

/// The editor's listeners (the page's "Set up position" button and the dialog's controls).
pub(super) fn bind(app: &Shared) -> Result<(), JsValue> {
    let doc = app.borrow().doc.clone();
    click(&doc, "edit-position", app, |app, _| open(app))?;
    click(&doc, "editor-presets", app, |app, e| {
        if let Some(preset) = target_attribute(&e, "data-preset").and_then(|p| Preset::from_name(&p)) {
            edit(app, |page| page.editor_preset(preset));
        }
    })?;
    let brushes: HtmlElement = by_id(&doc, "editor-brushes")?;
    listen(&brushes, "change", app, |app, e| {
        let brush =
            e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()).and_then(|i| Brush::from_name(&i.value()));
        if let Some(brush) = brush {
            app.borrow_mut().page.editor_brush(brush);
        }
    })?;
    let turn: HtmlSelectElement = by_id(&doc, "editor-turn")?;
    listen(&turn, "change", app, |app, e| {
        if let Some(turn) = select_value(&e).and_then(|v| v.chars().next()).and_then(Color::from_char) {
            edit(app, |page| page.editor_turn(turn));
        }
    })?;
    let size: HtmlSelectElement = by_id(&doc, "editor-size")?;
    listen(&size, "change", app, |app, e| {
        if let Some(size) = select_value(&e).and_then(|v| v.parse::<u8>().ok()) {
            edit(app, |page| page.editor_size(size));
        }
    })?;
    let text: HtmlInputElement = by_id(&doc, "editor-position")?;
    listen(&text, "input", app, |app, e| {
        let Some(value) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()).map(|i| i.value()) else {
            return;
        };
        let mut a = app.borrow_mut();
        a.page.editor_text(&value);
        // Not while the reader types in it.
        draw(&a, false);
    })?;
    click(&doc, "editor-play-computer", app, |app, _| use_position(app, Use::Computer))?;
    click(&doc, "editor-play-friend", app, |app, _| use_position(app, Use::Friend))?;
    click(&doc, "editor-analyse", app, |app, _| use_position(app, Use::Analyse))?;
    click(&doc, "editor-copy-link", app, |app, _| copy_link(app))?;
    Ok(())
}

/// Opens the editor on the position shown.
fn open(app: &Shared) {
    let dialog = {
        let mut a = app.borrow_mut();
        if a.editor_board.is_none() {
            match make_board(&a) {
                Ok(board) => a.editor_board = Some(board),
                Err(e) => {
                    let text = crate::engine::client::js_error_text(&e);
                    a.els.message_text.set_text_content(Some(&text));
                    a.els.message.set_hidden(false);
                    return;
                }
            }
        }
        let _ = a.page.open_editor();
        if let Some(board) = &a.editor_board {
            board.set_flipped(a.page.session().flipped());
        }
        if let Some(b) = el::<HtmlElement>(&a, "editor-link-box") {
            b.set_hidden(true);
        }
        draw(&a, true);
        el::<HtmlDialogElement>(&a, "editor-dialog")
    };
    if let Some(dialog) = dialog {
        let _ = dialog.show_modal();
    }
    if let Some(board) = &app.borrow().editor_board {
        board.refresh();
    }
}

fn make_board(a: &App) -> Result<Board, JsValue> {
    let host: HtmlElement = by_id(&a.doc, "editor-board")?;
    let options = BoardOptions { label: Panel::board_label(), ..BoardOptions::default() };
    let board = Board::new(&host, options, |_| {})?;
    let weak = a.self_ref.clone();
    board.on_square(move |sq: Square| {
        if let Some(app) = weak.upgrade() {
            let mut a = app.borrow_mut();
            if let Some(said) = a.page.editor_paint(sq) {
                if let Some(board) = &a.editor_board {
                    board.announce(&said);
                }
                draw(&a, true);
            }
        }
    });
    board.set_movable(Movable::None);
    Ok(board)
}

/// Draws the edited board and the dialog's controls and message from the model; with
/// `write_text`, the position string field too.
fn draw(a: &App, write_text: bool) {
    let (Some(editor), Some(board)) = (a.page.editor(), &a.editor_board) else { return };
    let view = editor.view(a.page.session().line().start().rules());
    board.show_setup(Some(view.setup));
    if write_text {
        if let Some(field) = el::<HtmlInputElement>(a, "editor-position") {
            field.set_value(&view.position);
        }
    }
    if let Some(turn) = el::<HtmlSelectElement>(a, "editor-turn") {
        turn.set_value(&view.turn.char().to_string());
    }
    if let Some(size) = el::<HtmlSelectElement>(a, "editor-size") {
        size.set_value(&view.size.to_string());
    }
    if let Some(counts) = el::<HtmlElement>(a, "editor-counts") {
        counts.set_text_content(Some(&view.counts));
    }
    if let Some(error) = el::<HtmlElement>(a, "editor-error") {
        error.set_text_content(view.error.as_deref());
        error.set_hidden(view.error.is_none());
    }
}

/// Says why the edited position cannot be played, on the editor's board and under it.
fn refused(a: &App, why: &str) {
    if let Some(board) = &a.editor_board {
        board.announce(why);
    }
    if let Some(error) = el::<HtmlElement>(a, "editor-error") {
        error.set_text_content(Some(why));
        error.set_hidden(false);
    }
}

/// Uses the edited position, or shows why it cannot be played.
fn use_position(app: &Shared, how: Use) {
    let result = {
        let mut a = app.borrow_mut();
        match a.page.use_position(how, crate::dom::time::now_ms()) {
            Ok(fx) => Ok(a.perform(fx)),
            Err(why) => Err(why),
        }
    };
    match result {
        Ok(later) => later.run(),
        Err(why) => refused(&app.borrow(), &why),
    }
}

/// Shows the edited position's link and copies it; no borrow is held while the clipboard works.
fn copy_link(app: &Shared) {
    let (window, field, url) = {
        let a = app.borrow();
        let link = a.page.editor_link();
        let url = match link {
            Ok(url) => url,
            Err(why) => return refused(&a, &why),
        };
        let Some(field) = el::<HtmlInputElement>(&a, "editor-link") else { return };
        if let Some(b) = el::<HtmlElement>(&a, "editor-link-box") {
            b.set_hidden(false);
        }
        (a.window.clone(), field, url)
    };
    let weak = Rc::downgrade(app);
    clipboard::copy(&window, &field, &url, move |copied| {
        let Some(app) = weak.upgrade() else { return };
        let Ok(a) = app.try_borrow() else { return };
        if let Some(board) = &a.editor_board {
            let said = Page::<super::storage::LocalShelf>::link_copied(copied == clipboard::Copied::Clipboard);
            board.announce(&said.say());
        }
    });
}
