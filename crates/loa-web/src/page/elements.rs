//! The game page's elements, looked up once by id (`index.html` holds them).

use wasm_bindgen::prelude::*;

pub use crate::dom::find::by_id;
use crate::dom::find::lookup;
use web_sys::{
    Document, HtmlButtonElement, HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlSelectElement,
    HtmlTextAreaElement,
};

/// The page's elements.
#[derive(Debug)]
pub struct Elements {
    pub status: HtmlElement,
    pub engine_info: HtmlElement,
    pub result: HtmlElement,
    pub result_text: HtmlElement,
    pub result_detail: HtmlElement,
    pub message: HtmlElement,
    pub message_text: HtmlElement,
    pub pass: HtmlButtonElement,
    pub analyse: HtmlButtonElement,
    pub ai_retry: HtmlButtonElement,
    pub show_info: HtmlInputElement,
    pub sound: HtmlInputElement,
    pub moves: HtmlElement,
    pub viewing: HtmlElement,
    pub undo: HtmlButtonElement,
    pub redo: HtmlButtonElement,
    pub first: HtmlButtonElement,
    pub back: HtmlButtonElement,
    pub forward: HtmlButtonElement,
    pub last: HtmlButtonElement,
    pub link_box: HtmlElement,
    pub link: HtmlInputElement,
    pub new_game_dialog: HtmlDialogElement,
    pub mode: HtmlSelectElement,
    pub color: HtmlSelectElement,
    pub level: HtmlSelectElement,
    pub variant: HtmlSelectElement,
    pub rule_simultaneous: HtmlSelectElement,
    pub rule_no_moves: HtmlSelectElement,
    pub rule_repetition: HtmlSelectElement,
    pub rule_move_limit: HtmlInputElement,
    pub time_control: HtmlSelectElement,
    pub clock_minutes: HtmlInputElement,
    pub clock_increment: HtmlInputElement,
    pub record_dialog: HtmlDialogElement,
    pub record: HtmlTextAreaElement,
    pub record_error: HtmlElement,
}

impl Elements {
    pub fn find(doc: &Document) -> Result<Elements, JsValue> {
        // One error for all lookups (a `?` per field would repeat the clean-up code ~30 times).
        let mut error = None;
        let e = &mut error;
        let els = Elements {
            status: lookup(doc, "status", e),
            engine_info: lookup(doc, "engine-info", e),
            result: lookup(doc, "result", e),
            result_text: lookup(doc, "result-text", e),
            result_detail: lookup(doc, "result-detail", e),
            message: lookup(doc, "message", e),
            message_text: lookup(doc, "message-text", e),
            pass: lookup(doc, "pass", e),
            analyse: lookup(doc, "analyse", e),
            ai_retry: lookup(doc, "ai-retry", e),
            show_info: lookup(doc, "show-info", e),
            sound: lookup(doc, "sound", e),
            moves: lookup(doc, "moves", e),
            viewing: lookup(doc, "viewing", e),
            undo: lookup(doc, "undo", e),
            redo: lookup(doc, "redo", e),
            first: lookup(doc, "first", e),
            back: lookup(doc, "back", e),
            forward: lookup(doc, "forward", e),
            last: lookup(doc, "last", e),
            link_box: lookup(doc, "link-box", e),
            link: lookup(doc, "link", e),
            new_game_dialog: lookup(doc, "new-game-dialog", e),
            mode: lookup(doc, "mode", e),
            color: lookup(doc, "color", e),
            level: lookup(doc, "level", e),
            variant: lookup(doc, "variant", e),
            rule_simultaneous: lookup(doc, "rule-simultaneous", e),
            rule_no_moves: lookup(doc, "rule-no-moves", e),
            rule_repetition: lookup(doc, "rule-repetition", e),
            rule_move_limit: lookup(doc, "rule-move-limit", e),
            time_control: lookup(doc, "time-control", e),
            clock_minutes: lookup(doc, "clock-minutes", e),
            clock_increment: lookup(doc, "clock-increment", e),
            record_dialog: lookup(doc, "record-dialog", e),
            record: lookup(doc, "record", e),
            record_error: lookup(doc, "record-error", e),
        };
        match error {
            Some(err) => Err(err),
            None => Ok(els),
        }
    }
}
