//! The one DOM helper for listeners: a [`Listener`] owns its closure and is detached when
//! dropped, so whoever keeps it decides how long it listens (a board or an embed keeps its own;
//! the page's controls [`Listener::keep`] theirs for the page's life).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, EventTarget};

/// An event listener on a target, for as long as this value lives.
#[must_use = "a listener is detached when dropped; keep it, or `keep()` it for the page's life"]
pub struct Listener {
    target: EventTarget,
    name: &'static str,
    closure: Option<Closure<dyn FnMut(Event)>>,
}

impl Listener {
    /// Listens for `name` events on `target` with `f`.
    ///
    /// # Errors
    /// The browser refused the listener.
    pub fn new(target: &EventTarget, name: &'static str, f: impl FnMut(Event) + 'static) -> Result<Listener, JsValue> {
        let closure = Closure::<dyn FnMut(Event)>::new(f);
        target.add_event_listener_with_callback(name, closure.as_ref().unchecked_ref())?;
        Ok(Listener { target: target.clone(), name, closure: Some(closure) })
    }

    /// Keeps listening for the rest of the page's life (the page's own controls).
    pub fn keep(mut self) {
        if let Some(closure) = self.closure.take() {
            closure.forget();
        }
    }
}

impl std::fmt::Debug for Listener {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Listener").field("name", &self.name).field("kept", &self.closure.is_none()).finish()
    }
}

impl Drop for Listener {
    fn drop(&mut self) {
        if let Some(closure) = &self.closure {
            let _ = self.target.remove_event_listener_with_callback(self.name, closure.as_ref().unchecked_ref());
        }
    }
}
