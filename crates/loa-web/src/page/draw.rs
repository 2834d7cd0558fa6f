//! The page's regions drawn from the model's views ([`loa_app::page::view`]): the message line,
//! the controls around the board, the status line, the result box and the clocks. Nothing here
//! decides: it writes what the views say.

use loa_app::library::Notice;
use loa_app::page::Page;
use web_sys::{Document, Element, HtmlElement};

use super::elements::Elements;
use super::storage::LocalShelf;
use crate::dom::find::optional;
use crate::dom::time::now_ms;
use crate::dom::write;

fn show(doc: &Document, id: &str, shown: bool) -> Option<HtmlElement> {
    let el = optional::<HtmlElement>(doc, id)?;
    write::flag(&el, "hidden", !shown);
    Some(el)
}

/// The message line, with the notice's offer as its button.
pub fn notice(els: &Elements, doc: &Document, notice: &Notice) {
    els.message_text.set_text_content(Some(&notice.text.say()));
    write::flag(&els.message, "hidden", false);
    if let Some(button) = show(doc, "message-action", notice.offer.is_some()) {
        if let Some(offer) = &notice.offer {
            button.set_text_content(Some(&offer.label().say()));
            button.set_attribute("data-action", offer.name()).ok();
        }
    }
}

/// The undo, redo and browsing buttons, pass, hint, analyse, the game's ends, the side line and
/// the friend's link.
pub fn controls(els: &Elements, doc: &Document, page: &Page<LocalShelf>) {
    let c = page.controls();
    els.undo.set_disabled(!c.undo);
    els.redo.set_disabled(!c.redo);
    els.first.set_disabled(!c.back);
    els.back.set_disabled(!c.back);
    els.forward.set_disabled(!c.forward);
    els.last.set_disabled(!c.forward);
    write::flag(&els.viewing, "hidden", c.viewing.is_none());
    els.viewing.set_text_content(c.viewing.as_deref());
    write::flag(&els.pass, "hidden", !c.pass);
    write::flag(&els.analyse, "hidden", !c.analyse);
    if let Some(hint) = show(doc, "hint", c.hint_placed) {
        let _ = hint.set_attribute("aria-busy", if c.hint_busy { "true" } else { "false" });
        write::flag(&hint, "disabled", !c.hint);
    }
    show(doc, "welcome", c.welcome);
    show(doc, "reminder", c.reminder);
    for id in ["variation-promote", "variation-delete"] {
        show(doc, id, c.variation);
    }
    show(doc, "resign", c.resign);
    show(doc, "offer-draw", c.offer_draw);
    if show(doc, "draw-offer", c.draw_offer.is_some()).is_some() {
        if let (Some(text), Some(words)) = (optional::<HtmlElement>(doc, "draw-offer-text"), &c.draw_offer) {
            text.set_text_content(Some(words));
        }
        for id in ["accept-draw", "decline-draw"] {
            show(doc, id, c.answer_draw);
        }
    }
    if let Some(side) = show(doc, "you-play", c.side.is_some()) {
        side.set_text_content(c.side.as_deref());
    }
    if let Some(link) = &c.friend_link {
        els.link.set_value(link);
        write::flag(&els.link_box, "hidden", false);
        show(doc, "share-link", super::games::can_share(doc));
    }
}

/// The status line, the engine's report and the retry button.
pub fn status(els: &Elements, page: &Page<LocalShelf>) {
    let s = page.status_view();
    write::flag(&els.ai_retry, "hidden", !s.retry);
    els.status.set_text_content(Some(&s.text));
    write::flag(&els.engine_info, "hidden", s.engine.is_none());
    els.engine_info.set_text_content(s.engine.as_deref());
    els.status.set_attribute("data-thinking", if s.thinking { "true" } else { "false" }).ok();
    els.status.set_attribute("data-state", s.state).ok();
}

/// The result box, once the game is over.
pub fn result(els: &Elements, page: &Page<LocalShelf>) {
    let Some(r) = page.result_view() else {
        write::flag(&els.result, "hidden", true);
        return;
    };
    write::text(&els.result_text, Some(&r.headline));
    write::text(&els.result_detail, r.detail.as_deref());
    write::attr(&els.result, "data-result", Some(r.result));
    write::attr(&els.result, "data-how", Some(r.how));
    write::attr(&els.result, "data-standing", r.standing);
    write::flag(&els.result, "data-folded", r.folded);
    write::flag(&els.result, "hidden", false);
}

/// Both clocks (`[data-clock="black"]`, `[data-clock="white"]`) as the model shows them now.
pub fn clocks(doc: &Document, page: &Page<LocalShelf>) {
    let Some(row) = optional::<Element>(doc, "clocks") else { return };
    let faces = page.clocks(now_ms());
    write::flag(&row, "hidden", faces.is_none());
    for face in faces.into_iter().flatten() {
        let selector = format!("[data-clock=\"{}\"]", face.side.key());
        let Ok(Some(el)) = row.query_selector(&selector) else { continue };
        let text = face.text(loa_app::i18n::lang());
        if el.text_content().as_deref() != Some(text.as_str()) {
            el.set_text_content(Some(&text));
        }
        write::flag(&el, "data-running", face.running);
        write::flag(&el, "data-low", face.low);
        write::flag(&el, "data-out", face.out);
    }
}
