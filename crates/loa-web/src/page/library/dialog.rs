//! "Your games": the dialog that lists the library, newest first, with resume, delete (asked
//! first), export one or all as SGF, import, and for a save that cannot be read, its text.
//!
//! As everywhere on the page, no borrow of the app is held across a call into page code that
//! can throw or re-enter (`confirm`, opening a dialog, `navigator.share`).

use js_sys::Reflect;
use loa_core::{record, Color};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event, HtmlDialogElement, HtmlElement, Window};

use super::kept::Kept;
use super::{persist, storage};
use crate::dom::find::by_id;
use crate::i18n::Msg;
use crate::i18n::{computer_player, lang, tr, Arg};
use crate::page::{App, Shared};
use loa_app::game::numbering::move_number;
use loa_app::game::sgf_header::Header;
use loa_app::saved::library::Entry;
use loa_app::saved::{Restored, Saved, SavedError};

/// Whether the browser offers the system share sheet.
pub(crate) fn can_share(window: &Window) -> bool {
    Reflect::get(&window.navigator(), &JsValue::from_str("share")).is_ok_and(|f| f.is_function())
}

fn date(ms: u64) -> String {
    #[allow(clippy::cast_precision_loss)]
    let d = js_sys::Date::new(&JsValue::from_f64(ms as f64));
    String::from(d.to_locale_string(lang().code(), &JsValue::UNDEFINED))
}

fn player(name: &str, level: u8, mine: bool) -> String {
    if mine {
        tr(Msg::LibraryYou, &[])
    } else if name == "computer" {
        computer_player(level)
    } else {
        tr(Msg::LibraryHuman, &[])
    }
}

/// The words of one game in the list.
fn describe(e: &Entry) -> String {
    let solo = (e.black == "human") != (e.white == "human");
    let me_black = e.me.as_deref() == Some("black") || (solo && e.black == "human");
    let me_white = e.me.as_deref() == Some("white") || (solo && e.white == "human");
    let players = tr(
        Msg::LibraryPlayers,
        &[
            ("black", Arg::from(player(&e.black, e.level, me_black))),
            ("white", Arg::from(player(&e.white, e.level, me_white))),
        ],
    );
    let variant = e.variant.parse::<loa_core::Variant>().map_or_else(|_| e.variant.clone(), |v| crate::i18n::say(&v));
    let winner = match e.result.as_deref() {
        Some("1-0") => Some(Color::Black),
        Some("0-1") => Some(Color::White),
        _ => None,
    };
    let mut result = match (e.result.as_deref(), winner) {
        (None, _) => tr(Msg::LibraryInProgress, &[]),
        (Some(_), Some(c)) => {
            tr(Msg::LibraryResult, &[("winner", Arg::from(if c == Color::Black { "black" } else { "white" }))])
        }
        (Some(_), None) if e.how.as_deref() == Some("agreed") => tr(Msg::EndAgreed, &[]),
        (Some(_), None) => tr(Msg::LibraryResult, &[("winner", Arg::from("draw"))]),
    };
    // A win the moves do not show: how it came (the loser resigned, or ran out of time).
    let how = match e.how.as_deref() {
        Some("resigned") => Some(Msg::EndResigned),
        Some("time") => Some(Msg::EndOnTime),
        _ => None,
    };
    if let (Some(id), Some(w)) = (how, winner) {
        result = format!("{result}, {}", tr(id, &[("color", Arg::from(!w))]));
    }
    // Numbered as the move list numbers them (an entry does not keep who moved first: Black
    // does in every variant's start position).
    let moves = tr(Msg::LibraryMoves, &[("count", Arg::from(move_number(e.moves, Color::Black)))]);
    format!("{} · {players} · {variant} · {moves} · {result}", date(e.updated))
}

fn button(doc: &Document, action: &str, label: Msg) -> Result<web_sys::Node, JsValue> {
    let b = doc.create_element("button")?;
    b.set_attribute("type", "button")?;
    b.set_attribute("data-action", action)?;
    b.set_text_content(Some(&tr(label, &[])));
    Ok(b.into())
}

/// Fills the list from the library.
fn render(app: &App) -> Result<(), JsValue> {
    let doc = &app.doc;
    let list: HtmlElement = by_id(doc, "games-list")?;
    list.set_text_content(None);
    let Some(store) = &app.store else {
        list.set_text_content(Some(&tr(Msg::StorageBlocked, &[])));
        return Ok(());
    };
    let (index, unreadable) = store.index();
    let empty: HtmlElement = by_id(doc, "games-empty")?;
    empty.set_hidden(!index.games.is_empty() || !unreadable.is_empty());
    // The browser would not promise to keep them: say so beside "Export all".
    let not_kept: HtmlElement = by_id(doc, "games-not-persistent")?;
    not_kept.set_hidden(!persist::warn() || index.games.is_empty());
    for e in index.newest_first() {
        let li = doc.create_element("li")?;
        li.set_attribute("data-game-id", &e.id)?;
        let text = doc.create_element("span")?;
        text.set_text_content(Some(&describe(e)));
        li.append_child(&text)?;
        if e.id == app.kept.id {
            li.set_attribute("aria-current", "true")?;
            let open = doc.create_element("strong")?;
            open.set_text_content(Some(&format!(" {}", tr(Msg::LibraryOpenNow, &[]))));
            li.append_child(&open)?;
        }
        for (action, label) in
            [("resume", Msg::LibraryResume), ("export", Msg::LibraryExport), ("delete", Msg::LibraryDelete)]
        {
            li.append_child(&button(doc, action, label)?)?;
        }
        list.append_child(&li)?;
    }
    for (id, error) in &unreadable {
        let li = doc.create_element("li")?;
        li.set_attribute("data-game-id", id)?;
        li.set_attribute("data-unreadable", "true")?;
        let text = doc.create_element("span")?;
        let why = match error {
            SavedError::Newer { .. } => tr(Msg::LibraryNewerEntry, &[]),
            other => tr(Msg::LibraryUnreadableEntry, &[("error", Arg::from(other.to_string()))]),
        };
        text.set_text_content(Some(&why));
        li.append_child(&text)?;
        li.append_child(&button(doc, "raw", Msg::LibraryShowText)?)?;
        li.append_child(&button(doc, "delete", Msg::LibraryDelete)?)?;
        list.append_child(&li)?;
    }
    Ok(())
}

fn dialog(app: &Shared) -> Option<HtmlDialogElement> {
    by_id(&app.borrow().doc, "games-dialog").ok()
}

fn open(app: &Shared) {
    let Some(dialog) = dialog(app) else { return };
    let _ = render(&app.borrow());
    if !dialog.open() {
        let _ = dialog.show_modal();
    }
}

/// Puts `text` in the record dialog and opens it (the games dialog closed first).
fn show_record(app: &Shared, text: &str, format: &str) {
    let record_dialog = {
        let a = app.borrow();
        a.els.record.set_value(text);
        a.els.record.set_attribute("data-format", format).ok();
        a.els.record_error.set_hidden(true);
        a.els.record_dialog.clone()
    };
    if let Some(d) = dialog(app) {
        d.close();
    }
    let _ = record_dialog.show_modal();
}

/// The SGF of a kept game: the game with its variations and those of its analysis board (the
/// game's moves first at every fork); a game of one line as before (the moves played).
#[must_use]
pub fn sgf_of(saved: &Saved, restored: Restored) -> String {
    let Restored { mut game, analysis, .. } = restored;
    let header = Header::of(&game, saved.me(), saved.created);
    if let Some(a) = analysis {
        game.graft(a.board.tree());
    }
    if game.tree().len() == game.line().len() {
        header.add_to(&record::write_sgf(game.position()))
    } else {
        header.add_to(&record::write_sgf_tree(game.tree()))
    }
}

/// The record of game `id`, or its raw text when it cannot be read.
fn record_of(app: &Shared, id: &str) -> Option<(String, &'static str)> {
    let a = app.borrow();
    let text = a.store.as_ref()?.read(id)?;
    Some(match storage::restore_all(&text) {
        Ok((saved, restored)) => (sgf_of(&saved, restored), "sgf"),
        Err(_) => (text, "moves"),
    })
}

fn on_list_click(app: &Shared, e: &Event) {
    let Some(target) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
    let Some(action) = target.closest("[data-action]").ok().flatten().and_then(|b| b.get_attribute("data-action"))
    else {
        return;
    };
    let Some(id) = target.closest("[data-game-id]").ok().flatten().and_then(|li| li.get_attribute("data-game-id"))
    else {
        return;
    };
    match action.as_str() {
        "resume" => resume(app, &id),
        "export" | "raw" => {
            if let Some((text, format)) = record_of(app, &id) {
                show_record(app, &text, format);
            }
        }
        "delete" => delete(app, &id),
        _ => {}
    }
}

fn resume(app: &Shared, id: &str) {
    let opened = {
        let mut a = app.borrow_mut();
        let text = a.store.as_ref().and_then(|s| s.read(id));
        match text.map(|t| (storage::restore_all(&t), t)) {
            Some((Ok((saved, r)), text)) => {
                if a.kept.id != id {
                    a.open_kept(r.game, r.flipped, Kept::of(&saved, text), r.analysis);
                }
                true
            }
            _ => false,
        }
    };
    if opened {
        if let Some(d) = dialog(app) {
            d.close();
        }
    }
}

fn delete(app: &Shared, id: &str) {
    let (window, title) = {
        let a = app.borrow();
        let title = a.store.as_ref().and_then(|s| s.index().0.get(id).map(describe)).unwrap_or_default();
        (a.window.clone(), title)
    };
    // `confirm` blocks and runs the page's dialog handling: no borrow held.
    let sure = window.confirm_with_message(&tr(Msg::LibraryDeleteConfirm, &[("game", Arg::from(title))]));
    if sure != Ok(true) {
        return;
    }
    let mut a = app.borrow_mut();
    if let Some(store) = &a.store {
        store.delete(id);
    }
    if a.kept.id == id {
        a.deleted_open_game();
    }
    let _ = render(&a);
}

fn export_all(app: &Shared) {
    let text = {
        let a = app.borrow();
        let Some(store) = &a.store else { return };
        let (index, _) = store.index();
        let records: Vec<String> = index
            .newest_first()
            .iter()
            .filter_map(|e| store.read(&e.id))
            .filter_map(|text| storage::restore_all(&text).ok())
            .map(|(saved, restored)| sgf_of(&saved, restored))
            .collect();
        records.join("\n")
    };
    show_record(app, &text, "sgf");
}

/// Shares the link in the link field through the system share sheet (where there is one).
fn share(app: &Shared) {
    let (navigator, url) = {
        let a = app.borrow();
        (a.window.navigator(), a.els.link.value())
    };
    let Ok(f) = Reflect::get(&navigator, &JsValue::from_str("share")) else { return };
    let Ok(f) = f.dyn_into::<js_sys::Function>() else { return };
    let data = js_sys::Object::new();
    let _ = Reflect::set(&data, &JsValue::from_str("url"), &JsValue::from_str(&url));
    let _ = Reflect::set(&data, &JsValue::from_str("title"), &JsValue::from_str(&tr(Msg::LibraryShareTitle, &[])));
    // A refused or cancelled share is the player's choice: its promise's rejection is ignored.
    if let Ok(p) = f.call1(&navigator, &data).and_then(JsCast::dyn_into::<js_sys::Promise>) {
        let ignore = Closure::once(|_: JsValue| {});
        let _ = p.catch(&ignore);
        ignore.forget();
    }
}

/// How the page adds a listener (`events::listen`).
pub(in crate::page) type Listen =
    fn(&web_sys::EventTarget, &'static str, &Shared, fn(&Shared, Event)) -> Result<(), JsValue>;

/// The library's listeners.
pub(in crate::page) fn bind(app: &Shared, listen: Listen) -> Result<(), JsValue> {
    let (doc, window) = {
        let a = app.borrow();
        (a.doc.clone(), a.window.clone())
    };
    let el = |id: &str| by_id::<web_sys::EventTarget>(&doc, id);
    listen(&el("games")?, "click", app, |app, _| open(app))?;
    listen(&el("games-list")?, "click", app, |app, e| on_list_click(app, &e))?;
    listen(&el("games-export-all")?, "click", app, |app, _| export_all(app))?;
    listen(&el("games-import")?, "click", app, |app, _| show_record(app, "", "sgf"))?;
    listen(&el("message-action")?, "click", app, |app, _| App::take_offer(app))?;
    listen(&el("share-link")?, "click", app, |app, _| share(app))?;
    listen(&window, "storage", app, |app, e| {
        let Ok(e) = e.dyn_into::<web_sys::StorageEvent>() else { return };
        let Some(key) = e.key() else { return };
        let value = e.new_value();
        // Storage events come from the browser's task queue, never inside this tab's own work;
        // a busy app is skipped rather than borrowed twice.
        if let Ok(mut a) = app.try_borrow_mut() {
            a.on_storage(&key, value);
        }
    })?;
    Ok(())
}
