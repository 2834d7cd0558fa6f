//! Every `<loa-board>` of the page by the handle its element was given: [`connect`] builds one,
//! [`update`] and [`disconnect`] find it, and [`with_embed`] runs a call on it, then fires the
//! events it left (so a page listener may call back into the board).

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::{Rc, Weak};

use web_sys::HtmlElement;

use super::{host_events, site_page, Element, Waiting};
use crate::dom::time::Timer;
use crate::engine::client::js_error_text;
use crate::engine::source::{EngineSource, SCRIPT};
use crate::i18n::{self, document};

thread_local! {
    static EMBEDS: RefCell<HashMap<u32, Shared>> = RefCell::new(HashMap::new());
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
    /// Where the boards' engine workers come from (the loader says; see [`configure`]).
    pub(super) static ENGINE: RefCell<EngineSource> = RefCell::new(EngineSource::urls(SCRIPT, "", ""));
    /// The folder of the words' files next to the loader (`locales/`: the loader says where).
    pub(super) static WORDS: RefCell<String> = RefCell::new("locales/".to_owned());
}

pub(super) type Shared = Rc<RefCell<Element>>;

/// Where the boards' engine workers come from: the worker's `script` (`engine.js`, or a `blob:`
/// importing it on another origin) and the game page's module it runs (`js` and `wasm`, absolute
/// URLs next to the loader); and `words`, the folder of the words' files.
pub fn configure(script: &str, js: &str, wasm: &str, words: &str) {
    ENGINE.with(|e| *e.borrow_mut() = EngineSource::urls(script, js, wasm));
    WORDS.with(|w| words.clone_into(&mut w.borrow_mut()));
}

/// The words of a language arrived (or could not be had): the boards waiting for them go on.
pub(super) fn words_loaded() {
    let waiting: Vec<(Shared, Waiting)> = EMBEDS.with(|e| {
        e.borrow()
            .values()
            .filter_map(|s| s.try_borrow().ok().and_then(|b| b.waiting).map(|w| (s.clone(), w)))
            .collect()
    });
    for (embed, waiting) in waiting {
        let f = match waiting {
            Waiting::Apply => Element::apply_attributes,
            Waiting::Follow => Element::follow_lang,
        };
        in_own_task(&embed, f);
    }
}

/// Runs `f` on the board from a task of its own: a page of a dozen boards whose words (or
/// puzzles) arrive at once builds them one task after the other, answering the reader between
/// them, instead of in one long task.
fn in_own_task(embed: &Shared, f: fn(&mut Element)) {
    let weak = Rc::downgrade(embed);
    Timer::after(0, move || with_weak(&weak, f)).forget();
}

/// The page's own text and language menu, when the page is one of the site's (see [`site_page`]).
/// Called once, before the first board is made.
pub fn page() {
    site_page::arrive(WORDS.with(|w| w.borrow().clone()), follow_page_lang);
}

/// Builds the board in `host`'s shadow root; returns the handle the other calls take.
pub fn connect(host: HtmlElement) -> u32 {
    let id = NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id.wrapping_add(1).max(1));
        id
    });
    // Words made outside a board's own (the computer's failures): the page's language.
    if let Some(html) = host.owner_document().and_then(|d| d.document_element()) {
        let lang = document::element_lang(&html);
        i18n::set_lang(lang);
        document::load_from(&WORDS.with(|w| w.borrow().clone()), lang, |_| {});
    }
    match Element::new(host.clone()) {
        Ok(embed) => {
            EMBEDS.with(|e| e.borrow_mut().insert(id, embed.clone()));
            with_embed(&embed, Element::apply_attributes);
        }
        Err(e) => show_fatal(&host, &js_error_text(&e)),
    }
    id
}

/// The attributes changed: read them again and follow.
pub fn update(id: u32) {
    if let Some(embed) = EMBEDS.with(|e| e.borrow().get(&id).cloned()) {
        with_embed(&embed, Element::attributes_changed);
    }
}

/// The element left the page: stop its worker and timers and free the board.
pub fn disconnect(id: u32) {
    if let Some(embed) = EMBEDS.with(|e| e.borrow_mut().remove(&id)) {
        if let Ok(mut embed) = embed.try_borrow_mut() {
            embed.shut_down();
        }
    }
}

/// The puzzle file arrived (or failed): the boards waiting for it read their attributes again.
pub(super) fn puzzles_loaded() {
    let waiting: Vec<Shared> = EMBEDS.with(|e| {
        e.borrow().values().filter(|s| s.try_borrow().is_ok_and(|s| s.model.wants_puzzles())).cloned().collect()
    });
    for embed in &waiting {
        in_own_task(embed, Element::apply_attributes);
    }
}

/// The page's language changed (its menu): every board speaks its language again.
fn follow_page_lang() {
    let all: Vec<Shared> = EMBEDS.with(|e| e.borrow().values().cloned().collect());
    for embed in &all {
        with_embed(embed, Element::follow_lang);
    }
}

/// Last resort when even the element's parts cannot be made: a message as plain text.
fn show_fatal(host: &HtmlElement, message: &str) {
    let said = loa_app::embed::board_view::failed(document::element_lang(host), message);
    host.set_text_content(Some(&said));
}

/// Runs `f` on the embed unless it is busy (a re-entrant call) and then, the borrow over, fires
/// the events `f` left: page listeners may call back into the board.
pub(super) fn with_embed(embed: &Shared, f: impl FnOnce(&mut Element)) {
    let (host, outbox) = {
        let Ok(mut e) = embed.try_borrow_mut() else { return };
        f(&mut e);
        (e.host.clone(), std::mem::take(&mut e.outbox))
    };
    for event in &outbox {
        host_events::fire(&host, event);
    }
}

pub(super) fn with_weak(weak: &Weak<RefCell<Element>>, f: impl FnOnce(&mut Element)) {
    if let Some(embed) = weak.upgrade() {
        with_embed(&embed, f);
    }
}
