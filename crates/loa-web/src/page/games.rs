//! "Your games": the dialog that lists the library (`loa_app::library::list`), with resume,
//! export, delete (undone by the row left in its place for a few seconds), export all and
//! import; the question to the browser about keeping the storage; the system share sheet for a
//! friend's link; and another tab's writes.
//!
//! As everywhere on the page, no borrow of the app is held across a call into page code that can
//! throw or re-enter (opening a dialog, `navigator.share`).

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use js_sys::{Function, Promise, Reflect};
use loa_app::board::picture;
use loa_app::library::list::Format;
use loa_app::library::{Persistence, UNDO_DELETE_MS};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, Event, HtmlDialogElement, HtmlElement, Window};

use super::listen::Listen;
use super::{act, App, Later, Shared};
use crate::dom::find::by_id;
use crate::dom::time::Timer;
use crate::i18n::{lang, tr, Msg};
use loa_app::page::Page;

/// Whether the browser offers the system share sheet.
pub fn can_share(doc: &Document) -> bool {
    doc.default_view()
        .and_then(|w| Reflect::get(&w.navigator(), &JsValue::from_str("share")).ok())
        .is_some_and(|f| f.is_function())
}

fn date(ms: u64) -> String {
    #[allow(clippy::cast_precision_loss)]
    let d = js_sys::Date::new(&JsValue::from_f64(ms as f64));
    String::from(d.to_locale_string(lang().code(), &JsValue::UNDEFINED))
}

fn button(doc: &Document, action: &str, label: Msg) -> Result<web_sys::Node, JsValue> {
    let b = doc.create_element("button")?;
    b.set_attribute("type", "button")?;
    b.set_attribute("data-action", action)?;
    b.set_text_content(Some(&tr(label, &[])));
    Ok(b.into())
}

/// Fills the list from the library.
fn render(app: &mut App) -> Result<(), JsValue> {
    let doc = app.doc.clone();
    let list: HtmlElement = by_id(&doc, "games-list")?;
    list.set_text_content(None);
    let warn = app.page.library().persistence() == Persistence::Refused;
    let games = app.page.library_mut().list();
    if games.blocked {
        list.set_text_content(Some(&tr(Msg::StorageBlocked, &[])));
        return Ok(());
    }
    let empty: HtmlElement = by_id(&doc, "games-empty")?;
    empty.set_hidden(!games.games.is_empty() || !games.unreadable.is_empty() || games.deleted.is_some());
    // The browser would not promise to keep them: said beside "Export all".
    let not_kept: HtmlElement = by_id(&doc, "games-not-persistent")?;
    not_kept.set_hidden(!warn || games.games.is_empty());
    if let Some((said, undo)) = &games.deleted {
        let li = doc.create_element("li")?;
        li.set_attribute("data-deleted", "true")?;
        let text = doc.create_element("span")?;
        text.set_text_content(Some(said));
        li.append_child(&text)?;
        let b = doc.create_element("button")?;
        b.set_attribute("type", "button")?;
        b.set_attribute("data-action", "undo-delete")?;
        b.set_text_content(Some(undo));
        li.append_child(&b)?;
        list.append_child(&li)?;
    }
    if !games.games.is_empty() && doc.query_selector(".loa-defs")?.is_none() {
        // The pictures' drawing parts, once in the page, beside the list that a render empties.
        list.insert_adjacent_html("beforebegin", picture::DEFS)?;
    }
    for item in &games.games {
        // A card: a picture of the last position; the result from the player's side, the date,
        // who played and how; then the action that fits first (Continue or Review), Export and
        // Delete.
        let li = doc.create_element("li")?;
        li.set_attribute("data-game-id", &item.id)?;
        li.set_attribute("class", "game-card")?;
        if let Some(svg) = &item.picture {
            let art = doc.create_element("span")?;
            art.set_attribute("class", "loa-pic game-picture")?;
            art.set_inner_html(svg);
            li.append_child(&art)?;
        }
        let text = doc.create_element("p")?;
        let standing = doc.create_element("strong")?;
        standing.set_attribute("class", "game-standing")?;
        standing.set_text_content(Some(&item.standing));
        text.append_child(&standing)?;
        if item.open_now {
            li.set_attribute("aria-current", "true")?;
            let open = doc.create_element("span")?;
            open.set_text_content(Some(&format!("{} ", tr(Msg::LibraryOpenNow, &[]))));
            text.append_child(&open)?;
        }
        let when = doc.create_element("time")?;
        when.set_attribute("class", "game-date")?;
        when.set_text_content(Some(&date(item.played_ms)));
        text.append_child(&when)?;
        let words = doc.create_element("span")?;
        words.set_attribute("class", "game-words")?;
        words.set_text_content(Some(&item.words));
        text.append_child(&words)?;
        li.append_child(&text)?;
        let actions = doc.create_element("p")?;
        actions.set_attribute("class", "game-actions")?;
        let first = doc.create_element("button")?;
        first.set_attribute("type", "button")?;
        first.set_attribute("class", "primary")?;
        first.set_attribute("data-action", item.first.name())?;
        first.set_text_content(Some(item.first.label()));
        actions.append_child(&first)?;
        for (action, label) in [("export", Msg::LibraryExport), ("delete", Msg::LibraryDelete)] {
            actions.append_child(&button(&doc, action, label)?)?;
        }
        li.append_child(&actions)?;
        list.append_child(&li)?;
    }
    for bad in &games.unreadable {
        let li = doc.create_element("li")?;
        li.set_attribute("data-game-id", &bad.id)?;
        li.set_attribute("data-unreadable", "true")?;
        let text = doc.create_element("span")?;
        text.set_text_content(Some(&bad.why));
        li.append_child(&text)?;
        li.append_child(&button(&doc, "raw", Msg::LibraryShowText)?)?;
        li.append_child(&button(&doc, "delete", Msg::LibraryDelete)?)?;
        list.append_child(&li)?;
    }
    Ok(())
}

fn dialog(app: &Shared) -> Option<HtmlDialogElement> {
    by_id(&app.borrow().doc, "games-dialog").ok()
}

fn open(app: &Shared) {
    let Some(dialog) = dialog(app) else { return };
    app.borrow_mut().page.library_mut().forget_deleted();
    let _ = render(&mut app.borrow_mut());
    if !dialog.open() {
        let _ = dialog.show_modal();
    }
}

/// Puts `text` in the record dialog and opens it (the games dialog closed first).
fn show_record(app: &Shared, text: String, sgf: bool) {
    if let Some(d) = dialog(app) {
        d.close();
    }
    let later = {
        let a = app.borrow();
        Later {
            record: Some((text, sgf)),
            els: Some((a.els.record_dialog.clone(), a.els.record.clone(), a.els.record_error.clone())),
            ..Later::default()
        }
    };
    later.run();
}

fn on_list_click(app: &Shared, e: &Event) {
    let Some(target) = e.target().and_then(|t| t.dyn_into::<Element>().ok()) else { return };
    let attribute =
        |selector: &str, name: &str| target.closest(selector).ok().flatten().and_then(|el| el.get_attribute(name));
    let Some(action) = attribute("[data-action]", "data-action") else { return };
    if action == "undo-delete" {
        let mut a = app.borrow_mut();
        a.undo_delete = None;
        let _ = a.page.undo_delete();
        let _ = render(&mut a);
        return;
    }
    let Some(id) = attribute("[data-game-id]", "data-game-id") else { return };
    match action.as_str() {
        "resume" => act(app, |page, now| page.open_game(&id, now)),
        "review" => {
            act(app, |page, now| page.open_game(&id, now));
            if let Some(d) = dialog(app) {
                d.close();
            }
            act(app, Page::start_review);
        }
        "export" => {
            let (record, name, doc) = {
                let mut a = app.borrow_mut();
                (a.page.library().record(&id), a.page.library_mut().file_name(&id), a.doc.clone())
            };
            if let (Some((text, format)), Some(name)) = (record, name) {
                super::records::download_text(&doc, &text, format == Format::Sgf, Some(&name));
            }
        }
        "raw" => {
            let record = app.borrow().page.library().record(&id);
            if let Some((text, format)) = record {
                show_record(app, text, format == Format::Sgf);
            }
        }
        "delete" => {
            act(app, |page, now| page.delete_game(&id, now));
            // Its Undo is offered for a few seconds, then the row goes.
            let weak = Rc::downgrade(app);
            let expire = Timer::after(UNDO_DELETE_MS, move || {
                let Some(app) = weak.upgrade() else { return };
                let Ok(mut a) = app.try_borrow_mut() else { return };
                a.page.library_mut().forget_deleted();
                let _ = render(&mut a);
            });
            let mut a = app.borrow_mut();
            a.undo_delete = Some(expire);
            let _ = render(&mut a);
        }
        _ => {}
    }
}

fn export_all(app: &Shared) {
    let text = app.borrow_mut().page.library_mut().export_all();
    show_record(app, text, true);
}

/// Shares the link in the link field through the system share sheet (where there is one).
fn share(app: &Shared) {
    let (navigator, url) = {
        let a = app.borrow();
        (a.window.navigator(), a.els.link.value())
    };
    let Ok(f) = Reflect::get(&navigator, &JsValue::from_str("share")) else { return };
    let Ok(f) = f.dyn_into::<Function>() else { return };
    let data = js_sys::Object::new();
    let _ = Reflect::set(&data, &JsValue::from_str("url"), &JsValue::from_str(&url));
    let _ = Reflect::set(&data, &JsValue::from_str("title"), &JsValue::from_str(&tr(Msg::LibraryShareTitle, &[])));
    // A refused or cancelled share is the player's choice: its promise's rejection is ignored.
    if let Ok(p) = f.call1(&navigator, &data).and_then(JsCast::dyn_into::<Promise>) {
        let ignore = Closure::once(|_: JsValue| {});
        let _ = p.catch(&ignore);
        ignore.forget();
    }
}

/// Asks the browser to keep the site's storage (`navigator.storage.persist()`); its answer goes
/// to the model. A browser without the Storage API counts as a refusal.
pub fn ask_persistence(window: &Window, app: Weak<RefCell<App>>) {
    let answer = move |granted: bool| {
        if let Some(app) = app.upgrade() {
            if let Ok(mut a) = app.try_borrow_mut() {
                a.page.persistence_answered(granted);
            }
        }
    };
    let ask = || -> Option<Promise> {
        let storage = Reflect::get(&window.navigator(), &JsValue::from_str("storage")).ok()?;
        let persist: Function = Reflect::get(&storage, &JsValue::from_str("persist")).ok()?.dyn_into().ok()?;
        persist.call0(&storage).ok()?.dyn_into().ok()
    };
    let Some(promise) = ask() else { return answer(false) };
    let answer = std::rc::Rc::new(answer);
    let (yes, no) = (answer.clone(), answer);
    let answered = Closure::once(move |granted: JsValue| yes(granted.as_bool() == Some(true)));
    let failed = Closure::once(move |_: JsValue| no(false));
    let _ = promise.then2(&answered, &failed);
    // Each is called at most once, when the browser answers.
    answered.forget();
    failed.forget();
}

/// The library's listeners.
pub(super) fn bind(app: &Shared, listen: Listen) -> Result<(), JsValue> {
    let (doc, window) = {
        let a = app.borrow();
        (a.doc.clone(), a.window.clone())
    };
    let el = |id: &str| by_id::<web_sys::EventTarget>(&doc, id);
    listen(&el("games")?, "click", app, |app, _| open(app))?;
    listen(&el("games-list")?, "click", app, |app, e| on_list_click(app, &e))?;
    listen(&el("games-export-all")?, "click", app, |app, _| export_all(app))?;
    listen(&el("games-import")?, "click", app, |app, _| show_record(app, String::new(), true))?;
    listen(&el("message-action")?, "click", app, |app, _| act(app, |page, now| page.take_offer(now)))?;
    listen(&el("share-link")?, "click", app, |app, _| share(app))?;
    listen(&window, "storage", app, |app, e| {
        let Ok(e) = e.dyn_into::<web_sys::StorageEvent>() else { return };
        let Some(key) = e.key() else { return };
        let value = e.new_value();
        // Storage events come from the browser's task queue, never inside this tab's own work.
        act(app, |page, now| page.storage_changed(&key, value, now));
    })?;
    Ok(())
}
