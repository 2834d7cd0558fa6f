//! The element's parts in its shadow root (the board's box, the step buttons, the status line,
//! the error box) and how they show a `Shown` state: the DOM side of `<loa-board>`.

use loa_app::embed::board_view::{Named, Names, View};
use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlButtonElement, HtmlElement, ShadowRoot};

use crate::dom;

/// The element's own look: everything else comes from the page (font, text colour).
const STYLE: &str = "
:host{display:block;position:relative;max-width:100%;font:inherit;color:inherit;line-height:1.3}
:host([hidden]){display:none}
.frame{display:flex;flex-direction:column;gap:.45em}
.controls{display:flex;align-items:center;justify-content:center;gap:.3em;flex-wrap:wrap}
.controls[hidden],.status:empty{display:none}
button{font:inherit;font-size:.9em;min-width:2.4em;padding:.25em .55em;display:inline-flex;
  align-items:center;justify-content:center;border:1px solid currentColor;
  border-radius:.35em;background:transparent;color:inherit;cursor:pointer;opacity:.85}
button:hover:not(:disabled){opacity:1}
button:disabled{opacity:.3;cursor:default}
button:focus-visible{outline:2px solid #1e6fd9;outline-offset:1px}
button[hidden]{display:none}
@media (pointer:coarse){button{min-width:44px;min-height:44px}}
.count{min-width:4.5em;text-align:center;font-size:.9em;font-variant-numeric:tabular-nums}
.status{text-align:center;font-size:.95em;min-height:1.3em}
.status.ok{color:light-dark(#1a7f37,#5cd67d);font-weight:600}
.status.wrong{color:light-dark(#b42318,#ff8a80);font-weight:600}
.error{border:2px dashed light-dark(#b42318,#ff8a80);border-radius:.4em;padding:.8em 1em;font-size:.95em}
.error strong{display:block;margin-bottom:.3em;color:light-dark(#b42318,#ff8a80)}
.error code{font-family:ui-monospace,monospace;overflow-wrap:anywhere}
.waiting .board{visibility:hidden}
.note{position:absolute;inset:0 0 auto;aspect-ratio:1/1;display:flex;align-items:center;
  justify-content:center;border:1px dashed currentColor;border-radius:.4em}
.note[hidden]{display:none}";

/// The step, pass, reset and hint buttons.
#[derive(Debug)]
pub struct Buttons {
    pub first: HtmlButtonElement,
    pub prev: HtmlButtonElement,
    pub next: HtmlButtonElement,
    pub last: HtmlButtonElement,
    pub pass: HtmlButtonElement,
    pub reset: HtmlButtonElement,
    pub hint: HtmlButtonElement,
}

/// The element's parts.
#[derive(Debug)]
pub struct Parts {
    pub frame: HtmlElement,
    pub board_box: HtmlElement,
    controls: HtmlElement,
    count: HtmlElement,
    pub buttons: Buttons,
    status: HtmlElement,
    error: HtmlElement,
    /// What the board waits for (the puzzle file), over the board's room.
    note: HtmlElement,
}

/// Step-button icons as SVG paths: media-control glyphs are missing from many fonts.
const ICON_FIRST: &str = "M3 3h2v10H3zM13 3v10L6 8z";
const ICON_PREV: &str = "M11 3v10L4 8z";
const ICON_NEXT: &str = "M5 3v10l7-5z";
const ICON_LAST: &str = "M3 3v10l7-5zM11 3h2v10h-2z";

fn icon(path: &str) -> String {
    format!(
        r#"<svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true"><path fill="currentColor" d="{path}"/></svg>"#
    )
}

/// A button showing an [`icon`], or its words once [`Parts::set_lang`] gives them.
fn button(doc: &Document, icon: &str, class: &str) -> Result<HtmlButtonElement, JsValue> {
    let b = dom::build::button(doc, class)?;
    if !icon.is_empty() {
        b.set_inner_html(icon);
    }
    Ok(b)
}

/// A button's name (and, for words, its text) in the board's language.
fn name(b: &HtmlButtonElement, (words, label): &Named) {
    if let Some(words) = words {
        b.set_text_content(Some(words));
    }
    b.set_attribute("aria-label", label).ok();
    b.set_title(label);
}

impl Parts {
    /// Builds the parts in `host`'s shadow root (attaching one if the loader did not).
    pub fn build(host: &HtmlElement) -> Result<Parts, JsValue> {
        let doc = host.owner_document().ok_or_else(|| JsValue::from_str("the element has no document"))?;
        // The loader attaches the shadow root (with a "loading" note); attach one if it did not.
        let root: ShadowRoot = match host.shadow_root() {
            Some(root) => root,
            None => host.attach_shadow(&web_sys::ShadowRootInit::new(web_sys::ShadowRootMode::Open))?,
        };
        root.set_inner_html("");
        let style = doc.create_element("style")?;
        style.set_text_content(Some(STYLE));
        root.append_child(&style)?;
        let frame = dom::build::element(&doc, "div", "frame")?;
        frame.set_attribute("part", "frame")?;
        let board_box = dom::build::element(&doc, "div", "board")?;
        let controls = dom::build::element(&doc, "div", "controls")?;
        controls.set_attribute("part", "controls")?;
        let buttons = Buttons {
            first: button(&doc, &icon(ICON_FIRST), "first")?,
            prev: button(&doc, &icon(ICON_PREV), "prev")?,
            next: button(&doc, &icon(ICON_NEXT), "next")?,
            last: button(&doc, &icon(ICON_LAST), "last")?,
            pass: button(&doc, "", "pass")?,
            reset: button(&doc, "", "reset")?,
            hint: button(&doc, "", "hint")?,
        };
        let count = dom::build::element(&doc, "span", "count")?;
        count.set_attribute("aria-live", "off")?;
        controls.append_child(&buttons.first)?;
        controls.append_child(&buttons.prev)?;
        controls.append_child(&count)?;
        controls.append_child(&buttons.next)?;
        controls.append_child(&buttons.last)?;
        controls.append_child(&buttons.pass)?;
        controls.append_child(&buttons.reset)?;
        controls.append_child(&buttons.hint)?;
        let status = dom::build::element(&doc, "div", "status")?;
        status.set_attribute("part", "status")?;
        status.set_attribute("aria-live", "polite")?;
        let error = dom::build::element(&doc, "div", "error")?;
        error.set_attribute("role", "alert")?;
        error.set_hidden(true);
        frame.append_child(&board_box)?;
        frame.append_child(&controls)?;
        frame.append_child(&status)?;
        frame.append_child(&error)?;
        let note = dom::build::element(&doc, "div", "note")?;
        note.set_attribute("role", "status")?;
        note.set_hidden(true);
        root.append_child(&frame)?;
        root.append_child(&note)?;
        Ok(Parts { frame, board_box, controls, count, buttons, status, error, note })
    }

    /// Names the buttons in the board's language.
    pub fn set_lang(&self, names: &Names) {
        let b = &self.buttons;
        name(&b.first, &names.first);
        name(&b.prev, &names.prev);
        name(&b.next, &names.next);
        name(&b.last, &names.last);
        name(&b.pass, &names.pass);
        name(&b.reset, &names.reset);
        // The Hint button's name is its word; what it does is its title (set in `show`).
        b.hint.set_text_content(Some(&names.hint));
    }

    /// The board is back: hides the error box and the waiting note.
    pub fn show_board(&self) {
        self.stop_waiting();
        self.error.set_hidden(true);
        self.board_box.set_hidden(false);
    }

    /// Waits for what the board will show (the puzzle file): the board keeps its room, unseen,
    /// with `text` over it, so nothing below it moves when it comes.
    pub fn show_waiting(&self, text: &str) {
        self.error.set_hidden(true);
        self.board_box.set_hidden(false);
        self.controls.set_hidden(true);
        self.status.set_text_content(None);
        self.frame.class_list().add_1("waiting").ok();
        self.note.set_text_content(Some(text));
        self.note.set_hidden(false);
    }

    fn stop_waiting(&self) {
        self.frame.class_list().remove_1("waiting").ok();
        self.note.set_hidden(true);
    }

    /// Updates the controls, the status line and the frame's data attributes.
    pub fn show(&self, s: &View) {
        let len = s.len;
        let b = &self.buttons;
        let (steps, pass, reset, hint) = (len > 0, s.pass, s.reset, s.hint.is_some());
        // The row shows only with a button in it: empty, it would still take a gap of the frame,
        // and the board's picture (tools/pages) keeps no room for it.
        self.controls.set_hidden(!(steps || pass || reset || hint));
        for button in [&b.first, &b.prev, &b.next, &b.last] {
            button.set_hidden(!steps);
        }
        self.count.set_hidden(!steps);
        b.first.set_disabled(s.cursor == 0);
        b.prev.set_disabled(s.cursor == 0);
        b.next.set_disabled(s.cursor >= len);
        b.last.set_disabled(s.cursor >= len);
        b.pass.set_hidden(!pass);
        b.reset.set_hidden(!reset);
        b.hint.set_hidden(!hint);
        if let Some((title, busy)) = &s.hint {
            b.hint.set_title(title);
            b.hint.set_attribute("aria-busy", if *busy { "true" } else { "false" }).ok();
        }
        self.count.set_text_content(Some(&s.count));

        self.status.set_text_content(Some(&s.status));
        self.status.set_class_name(&format!("status {}", s.mark));
        let f = &self.frame;
        f.set_attribute("data-position", &s.position.to_string()).ok();
        f.set_attribute("data-ply", &s.cursor.to_string()).ok();
        f.set_attribute("data-moves", &len.to_string()).ok();
        f.set_attribute("data-turn", &s.position.turn().name().to_ascii_lowercase()).ok();
        f.remove_attribute("data-error").ok();
        match s.position.outcome() {
            Some(o) => f.set_attribute("data-result", o.result_str()).ok(),
            None => f.remove_attribute("data-result").ok(),
        };
    }

    /// Shows `message` in place of the board, under `title`.
    pub fn show_error(&self, host: &HtmlElement, message: &str, title_text: &str) {
        self.stop_waiting();
        self.board_box.set_hidden(true);
        self.controls.set_hidden(true);
        self.status.set_text_content(None);
        self.error.set_inner_html("");
        let doc = host.owner_document();
        let write = || -> Result<(), JsValue> {
            let doc = doc.ok_or_else(|| JsValue::from_str("no document"))?;
            let title = doc.create_element("strong")?;
            title.set_text_content(Some(title_text));
            let code = doc.create_element("code")?;
            code.set_text_content(Some(message));
            self.error.append_child(&title)?;
            self.error.append_child(&code)?;
            Ok(())
        };
        if write().is_err() {
            self.error.set_text_content(Some(message));
        }
        self.error.set_hidden(false);
        self.frame.set_attribute("data-error", message).ok();
        host.set_attribute("data-state", "error").ok();
    }
}
