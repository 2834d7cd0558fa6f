//! The page's one way to listen: a page-lifetime listener that holds the app weakly, a click on
//! an element by id, and the attribute an event's target carries.

use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Event, HtmlElement};

use super::Shared;
use crate::dom::find::by_id;
use crate::dom::Listener;

/// How the page adds a listener (for the rooms that bind their own).
pub(super) type Listen = fn(&web_sys::EventTarget, &'static str, &Shared, fn(&Shared, Event)) -> Result<(), JsValue>;

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

/// The value of `name` on the nearest element of the event's target that has it.
pub(super) fn target_attribute(e: &Event, name: &str) -> Option<String> {
    let selector = format!("[{name}]");
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest(&selector).ok().flatten())
        .and_then(|el| el.get_attribute(name))
}
