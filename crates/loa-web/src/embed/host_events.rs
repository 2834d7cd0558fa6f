//! The events `<loa-board>` fires on its element (`loa-move`, `loa-end`, `loa-error`, decided by
//! [`loa_app::embed::events`]): `CustomEvent`s that bubble out of the shadow root, with a plain
//! object as `detail`.
//!
//! They are collected while the board's state is borrowed and fired after the borrow ends, so a
//! page listener that calls back into the board (changing an attribute, clicking a button) finds
//! it free.

use loa_app::embed::events::HostEvent;
use web_sys::{CustomEvent, CustomEventInit, HtmlElement};

use crate::js_value::to_js;

/// Fires `event` on `host`.
pub fn fire(host: &HtmlElement, event: &HostEvent) {
    let init = CustomEventInit::new();
    init.set_bubbles(true);
    init.set_composed(true);
    // Every detail has a JavaScript form (strings, booleans, small numbers).
    if let Ok(detail) = to_js(&event.detail) {
        init.set_detail(&detail);
    }
    if let Ok(event) = CustomEvent::new_with_event_init_dict(event.name, &init) {
        let _ = host.dispatch_event(&event);
    }
}
