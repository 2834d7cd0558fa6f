//! The events `<loa-board>` fires on its element: `loa-move`, `loa-end` and `loa-error`,
//! `CustomEvent`s that bubble out of the shadow root, with a plain object as `detail`.
//!
//! They are collected while the board's state is borrowed and fired after the borrow ends, so a
//! page listener that calls back into the board (changing an attribute, clicking a button) finds
//! it free.

use loa_core::{Color, Move, Position};
use serde::Serialize;
use web_sys::{CustomEvent, CustomEventInit, HtmlElement};

use crate::js_value::to_js;

/// An event waiting to be fired.
#[derive(Debug)]
pub struct Outgoing {
    name: &'static str,
    detail: Detail,
}

/// An event's `detail`, a plain object (serde-wasm-bindgen) with the fields of its kind.
#[derive(Debug, Serialize)]
#[serde(untagged)]
enum Detail {
    Moved(MoveDetail),
    Ended(EndDetail),
    Error { message: String },
}

/// `loa-move`'s `detail`.
#[derive(Debug, Serialize)]
struct MoveDetail {
    /// The move in notation (`b1-b3`, `d1xa4`, `pass`).
    #[serde(rename = "move")]
    m: String,
    /// `black` or `white`: who moved.
    color: String,
    capture: bool,
    /// The position string after the move.
    position: String,
    ply: usize,
    by: By,
    /// An exercise's answer: whether it was the expected move (absent outside exercises).
    #[serde(skip_serializing_if = "Option::is_none")]
    correct: Option<bool>,
}

/// `loa-end`'s `detail`.
#[derive(Debug, Serialize)]
struct EndDetail {
    /// `black`, `white` or `draw`.
    result: &'static str,
    /// How it ended (`connected`, `repetition`, …).
    reason: &'static str,
    /// The result in English words.
    message: String,
    position: String,
}

/// Who made a move, as `loa-move`'s `detail.by` says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum By {
    Reader,
    Computer,
}

/// `loa-move` (and `loa-end` when the move ended the game): `mover` played `m`, reaching `after`
/// at step `ply`; `correct` for an exercise's answer.
#[must_use]
pub fn moved(m: Move, mover: Color, after: &Position, ply: usize, by: By, correct: Option<bool>) -> Vec<Outgoing> {
    let detail = MoveDetail {
        m: m.to_string(),
        color: mover.name().to_ascii_lowercase(),
        capture: m.is_capture(),
        position: after.to_string(),
        ply,
        by,
        correct,
    };
    let mut events = vec![Outgoing { name: "loa-move", detail: Detail::Moved(detail) }];
    if let Some(o) = after.outcome() {
        let detail = EndDetail {
            result: o.result_str(),
            reason: o.reason().name(),
            message: o.to_string(),
            position: after.to_string(),
        };
        events.push(Outgoing { name: "loa-end", detail: Detail::Ended(detail) });
    }
    events
}

/// `loa-error`: an attribute is wrong (the message is shown in place of the board too).
#[must_use]
pub fn error(message: &str) -> Outgoing {
    Outgoing { name: "loa-error", detail: Detail::Error { message: message.to_owned() } }
}

/// Fires `event` on `host`.
pub fn fire(host: &HtmlElement, event: &Outgoing) {
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
