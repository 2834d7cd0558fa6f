//! The events `<loa-board>` fires on its element: `loa-move`, `loa-end` and `loa-error`,
//! `CustomEvent`s that bubble out of the shadow root, with a plain object as `detail`.
//!
//! They are collected while the board's state is borrowed and fired after the borrow ends, so a
//! page listener that calls back into the board (changing an attribute, clicking a button) finds
//! it free.

use loa_core::{Color, Move, Position};
use wasm_bindgen::JsValue;
use web_sys::{CustomEvent, CustomEventInit, HtmlElement};

/// An event waiting to be fired.
#[derive(Debug)]
pub struct Outgoing {
    name: &'static str,
    detail: Vec<(&'static str, JsValue)>,
}

/// Who made a move, as `loa-move`'s `detail.by` says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum By {
    Reader,
    Computer,
}

impl By {
    fn name(self) -> &'static str {
        match self {
            By::Reader => "reader",
            By::Computer => "computer",
        }
    }
}

/// `loa-move` (and `loa-end` when the move ended the game): `mover` played `m`, reaching `after`
/// at step `ply`; `correct` for an exercise's answer.
#[must_use]
pub fn moved(m: Move, mover: Color, after: &Position, ply: usize, by: By, correct: Option<bool>) -> Vec<Outgoing> {
    let mut detail = vec![
        ("move", JsValue::from_str(&m.to_string())),
        ("color", JsValue::from_str(&mover.name().to_ascii_lowercase())),
        ("capture", JsValue::from_bool(m.is_capture())),
        ("position", JsValue::from_str(&after.to_string())),
        ("ply", JsValue::from_f64(ply as f64)),
        ("by", JsValue::from_str(by.name())),
    ];
    if let Some(correct) = correct {
        detail.push(("correct", JsValue::from_bool(correct)));
    }
    let mut events = vec![Outgoing { name: "loa-move", detail }];
    if let Some(o) = after.outcome() {
        events.push(Outgoing {
            name: "loa-end",
            detail: vec![
                ("result", JsValue::from_str(o.result_str())),
                ("reason", JsValue::from_str(o.reason().name())),
                ("message", JsValue::from_str(&o.to_string())),
                ("position", JsValue::from_str(&after.to_string())),
            ],
        });
    }
    events
}

/// `loa-error`: an attribute is wrong (the message is shown in place of the board too).
#[must_use]
pub fn error(message: &str) -> Outgoing {
    Outgoing { name: "loa-error", detail: vec![("message", JsValue::from_str(message))] }
}

/// Fires `event` on `host`.
pub fn fire(host: &HtmlElement, event: &Outgoing) {
    let object = js_sys::Object::new();
    for (key, value) in &event.detail {
        let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), value);
    }
    let init = CustomEventInit::new();
    init.set_bubbles(true);
    init.set_composed(true);
    init.set_detail(&object);
    if let Ok(event) = CustomEvent::new_with_event_init_dict(event.name, &init) {
        let _ = host.dispatch_event(&event);
    }
}
