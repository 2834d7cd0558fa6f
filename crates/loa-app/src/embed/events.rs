//! The events `<loa-board>` fires on its element — `loa-move`, `loa-end` and `loa-error` — with
//! their typed `detail`s (plain objects in the browser, through serde).

use loa_core::{Color, Move, Position};
use serde::Serialize;

/// An event to fire on the element.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HostEvent {
    /// `loa-move`, `loa-end` or `loa-error`.
    pub name: &'static str,
    pub detail: Detail,
}

/// An event's `detail`, with the fields of its kind.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Detail {
    Moved(MoveDetail),
    Ended(EndDetail),
    Error { message: String },
}

/// `loa-move`'s `detail`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MoveDetail {
    /// The move in notation (`b1-b3`, `d1xa4`, `pass`).
    #[serde(rename = "move")]
    pub m: String,
    /// `black` or `white`: who moved.
    pub color: String,
    pub capture: bool,
    /// The position string after the move.
    pub position: String,
    pub ply: usize,
    pub by: By,
    /// An exercise's or a puzzle's answer: whether it was right (absent elsewhere).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub correct: Option<bool>,
}

/// `loa-end`'s `detail`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EndDetail {
    /// `black`, `white` or `draw`.
    pub result: &'static str,
    /// How it ended (`connected`, `repetition`, …).
    pub reason: &'static str,
    /// The result in English words.
    pub message: String,
    pub position: String,
}

/// Who made a move, as `loa-move`'s `detail.by` says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum By {
    Reader,
    Computer,
}

/// `loa-move` (and `loa-end` when the move ended the game): `mover` played `m`, reaching `after`
/// at step `ply`; `correct` for an exercise's or a puzzle's answer.
#[must_use]
pub fn moved(m: Move, mover: Color, after: &Position, ply: usize, by: By, correct: Option<bool>) -> Vec<HostEvent> {
    let detail = MoveDetail {
        m: m.to_string(),
        color: mover.name().to_ascii_lowercase(),
        capture: m.is_capture(),
        position: after.to_string(),
        ply,
        by,
        correct,
    };
    let mut events = vec![HostEvent { name: "loa-move", detail: Detail::Moved(detail) }];
    if let Some(o) = after.outcome() {
        let detail = EndDetail {
            result: o.result_str(),
            reason: o.reason().name(),
            message: o.to_string(),
            position: after.to_string(),
        };
        events.push(HostEvent { name: "loa-end", detail: Detail::Ended(detail) });
    }
    events
}

/// `loa-error`: an attribute is wrong (the message is shown in place of the board too).
#[must_use]
pub fn error(message: &str) -> HostEvent {
    HostEvent { name: "loa-error", detail: Detail::Error { message: message.to_owned() } }
}
