//! Keeping the library on phones: browsers may clear a site's storage under pressure (Safari after
//! seven days without a visit) unless the site's storage is persistent. Once the player has a game
//! worth keeping (the first saved move), the page asks `navigator.storage.persist()`, once; when
//! the browser refuses, "Your games" says so and offers the export.

use std::cell::Cell;

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Window;

/// What the browser said about keeping the site's storage.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Persistence {
    /// Not asked yet (no game worth keeping so far).
    NotAsked,
    /// Asked; no answer yet.
    Asking,
    /// The storage is persistent: the browser keeps the games until the player deletes them.
    Granted,
    /// The browser refused (or cannot say): it may clear the games.
    Refused,
}

thread_local! {
    static STATE: Cell<Persistence> = const { Cell::new(Persistence::NotAsked) };
}

/// The answer so far.
#[must_use]
pub fn state() -> Persistence {
    STATE.with(Cell::get)
}

/// Whether "Your games" should warn that the browser may clear the games.
#[must_use]
pub fn warn() -> bool {
    state() == Persistence::Refused
}

/// Asks the browser to keep the site's storage, the first time a game is worth keeping; later
/// calls do nothing. A browser without the Storage API counts as a refusal.
pub fn ask_once(window: &Window) {
    if state() != Persistence::NotAsked {
        return;
    }
    STATE.with(|s| s.set(Persistence::Asking));
    if let Err(()) = ask(window) {
        STATE.with(|s| s.set(Persistence::Refused));
    }
}

fn ask(window: &Window) -> Result<(), ()> {
    let storage = Reflect::get(&window.navigator(), &JsValue::from_str("storage")).map_err(|_| ())?;
    if storage.is_undefined() || storage.is_null() {
        return Err(());
    }
    let persist: Function =
        Reflect::get(&storage, &JsValue::from_str("persist")).map_err(|_| ())?.dyn_into().map_err(|_| ())?;
    let promise: Promise = persist.call0(&storage).map_err(|_| ())?.dyn_into().map_err(|_| ())?;
    let answered = Closure::once_into_js(|granted: JsValue| {
        let state = if granted.as_bool() == Some(true) { Persistence::Granted } else { Persistence::Refused };
        STATE.with(|s| s.set(state));
    });
    let failed = Closure::once_into_js(|_: JsValue| STATE.with(|s| s.set(Persistence::Refused)));
    let then: Function =
        Reflect::get(&promise, &JsValue::from_str("then")).map_err(|_| ())?.dyn_into().map_err(|_| ())?;
    then.call2(&promise, &answered, &failed).map_err(|_| ())?;
    Ok(())
}
