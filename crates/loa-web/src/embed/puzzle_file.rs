//! The site's puzzle file (`puzzles.tsv`, next to `embed.js`), fetched once for every board of
//! the page, and the trainer's progress in `localStorage`.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Response};

use crate::engine::client::js_error_text;
use loa_app::embed::PuzzleFile;
use loa_app::puzzles::progress::STORAGE_KEY;
use loa_app::puzzles::PuzzleSet;

/// The puzzle file, loaded once for every board of the page.
enum Load {
    NotStarted,
    Loading,
    Ready(Rc<PuzzleSet>),
    Failed(String),
}

thread_local! {
    static SET: RefCell<Load> = const { RefCell::new(Load::NotStarted) };
}

/// The puzzle file as the page has it — or a start at loading it, whose arrival runs `loaded` —
/// and the trainer's progress as kept.
pub fn puzzle_set(loaded: fn()) -> (PuzzleFile, Option<String>) {
    (file(loaded), stored_progress())
}

fn file(loaded: fn()) -> PuzzleFile {
    let state = SET.with(|s| match &*s.borrow() {
        Load::NotStarted => None,
        Load::Loading => Some(PuzzleFile::Loading),
        Load::Ready(set) => Some(PuzzleFile::Ready(set.clone())),
        Load::Failed(e) => Some(PuzzleFile::Failed(e.clone())),
    });
    if let Some(state) = state {
        return state;
    }
    SET.with(|s| *s.borrow_mut() = Load::Loading);
    if let Err(e) = fetch(loaded) {
        SET.with(|s| *s.borrow_mut() = Load::Failed(js_error_text(&e)));
        return file(loaded);
    }
    PuzzleFile::Loading
}

/// `puzzles.tsv` next to `embed.js` (the loader's `<script>`), else next to the page.
fn file_url(doc: &Document) -> String {
    if let Ok(scripts) = doc.query_selector_all("script[src]") {
        for i in 0..scripts.length() {
            let Some(node) = scripts.item(i) else { continue };
            let src = js_sys::Reflect::get(&node, &JsValue::from_str("src")).ok().and_then(|s| s.as_string());
            if let Some(base) = src.as_deref().and_then(|s| s.strip_suffix("embed.js")) {
                if base.is_empty() || base.ends_with('/') {
                    return format!("{base}puzzles.tsv");
                }
            }
        }
    }
    "puzzles.tsv".to_owned()
}

fn finish(result: Result<Rc<PuzzleSet>, String>, loaded: fn()) {
    SET.with(|s| {
        *s.borrow_mut() = match result {
            Ok(set) => Load::Ready(set),
            Err(e) => Load::Failed(e),
        }
    });
    loaded();
}

fn fetch(loaded: fn()) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let url = file_url(&window.document().ok_or_else(|| JsValue::from_str("no document"))?);
    let failed = move || Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| finish(Err(js_error_text(&e)), loaded));
    let shown_url = url.clone();
    let response = Closure::<dyn FnMut(JsValue)>::new(move |r: JsValue| {
        let text = match r.dyn_into::<Response>() {
            Ok(r) if r.ok() => r.text(),
            Ok(r) => return finish(Err(format!("{shown_url}: HTTP {}", r.status())), loaded),
            Err(_) => return finish(Err(shown_url.clone()), loaded),
        };
        let promise = match text {
            Ok(promise) => promise,
            Err(e) => return finish(Err(js_error_text(&e)), loaded),
        };
        let read = Closure::<dyn FnMut(JsValue)>::new(move |text: JsValue| {
            let text = text.as_string().unwrap_or_default();
            finish(PuzzleSet::parse(&text).map(Rc::new).map_err(|e| e.to_string()), loaded);
        });
        let failed = failed();
        let _ = promise.then2(&read, &failed);
        read.forget();
        failed.forget();
    });
    let on_error = failed();
    let _ = window.fetch_with_str(&url).then2(&response, &on_error);
    // One load for the page's lifetime: the closures stay.
    response.forget();
    on_error.forget();
    Ok(())
}

/// The trainer's progress as kept in `localStorage` (none when storage is blocked).
fn stored_progress() -> Option<String> {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(STORAGE_KEY).ok().flatten())
}

/// Keeps the trainer's progress (its text).
pub fn keep_progress(text: &str) {
    if let Some(store) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = store.set_item(STORAGE_KEY, text);
    }
}
