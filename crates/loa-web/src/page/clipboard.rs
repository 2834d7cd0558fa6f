//! Copying a link: the text is put in its field and selected first, then handed to the Clipboard
//! API where the page has one. A page on a plain-http address (a LAN address) has no
//! `navigator.clipboard`, and a browser may refuse the copy: the text then stays selected in its
//! field for the player to copy. Nothing here throws: every call into JavaScript that can fail is
//! made through `Reflect`/`Function::call`, which turn a thrown exception into an `Err`.

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{HtmlInputElement, Window};

/// How a copy ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Copied {
    /// The text is on the clipboard.
    Clipboard,
    /// The text is selected in its field; the player copies it (Ctrl+C, or the system menu).
    Selected,
}

/// Shows `text` selected in `field`, then copies it to the clipboard if the page can. `done` runs
/// once with the outcome: at once when there is no clipboard, later when the clipboard answers —
/// so the caller must hold no borrow of its state across this call.
pub fn copy(window: &Window, field: &HtmlInputElement, text: &str, done: impl FnOnce(Copied) + 'static) {
    field.set_value(text);
    select(field);
    let Some((clipboard, write)) = clipboard_write(window) else {
        done(fallback(window, field));
        return;
    };
    let promise = match write.call1(&clipboard, &JsValue::from_str(text)) {
        Ok(value) => match value.dyn_into::<Promise>() {
            Ok(promise) => promise,
            Err(_) => {
                done(Copied::Selected);
                return;
            }
        },
        Err(_) => {
            done(fallback(window, field));
            return;
        }
    };
    // Exactly one of the two runs; the other is dropped with the promise's reactions.
    let done = std::rc::Rc::new(std::cell::Cell::new(Some(done)));
    let on_ok = {
        let done = done.clone();
        Closure::once(move |_: JsValue| {
            if let Some(f) = done.take() {
                f(Copied::Clipboard);
            }
        })
    };
    let on_err = Closure::once(move |_: JsValue| {
        if let Some(f) = done.take() {
            f(Copied::Selected);
        }
    });
    let _ = promise.then2(&on_ok, &on_err);
    on_ok.forget();
    on_err.forget();
}

/// Focuses `field` and selects all of its text.
fn select(field: &HtmlInputElement) {
    let _ = field.focus();
    field.select();
    let _ = field.set_selection_range(0, field.value().encode_utf16().count() as u32);
}

/// `navigator.clipboard` and its `writeText`, if the page has them.
fn clipboard_write(window: &Window) -> Option<(JsValue, Function)> {
    let navigator = window.navigator();
    let clipboard = Reflect::get(&navigator, &JsValue::from_str("clipboard")).ok()?;
    if !clipboard.is_object() {
        return None;
    }
    let write = Reflect::get(&clipboard, &JsValue::from_str("writeText")).ok()?;
    Some((clipboard, write.dyn_into::<Function>().ok()?))
}

/// The old way, `document.execCommand('copy')` on the selected field, where it still works; the
/// text stays selected either way.
fn fallback(window: &Window, field: &HtmlInputElement) -> Copied {
    let Some(doc) = window.document() else { return Copied::Selected };
    let copied = Reflect::get(&doc, &JsValue::from_str("execCommand"))
        .ok()
        .and_then(|f| f.dyn_into::<Function>().ok())
        .and_then(|f| f.call1(&doc, &JsValue::from_str("copy")).ok())
        .is_some_and(|v| v.as_bool() == Some(true));
    // execCommand may move the focus or the selection: select the text again.
    select(field);
    if copied {
        Copied::Clipboard
    } else {
        Copied::Selected
    }
}
