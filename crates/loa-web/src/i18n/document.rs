//! The language of a page and of a board, in the browser: the reader's saved choice, the
//! browser's languages, `<html lang>`, the nearest `lang` attribute of an element, and the
//! page's static text from `data-i18n` attributes.
//!
//! Markup: `data-i18n="id"` replaces an element's text with message `id`;
//! `data-i18n-title`, `data-i18n-aria-label`, `data-i18n-placeholder` and `data-i18n-href` set
//! those attributes (`href` from a message such as `rules-page`, the tutorial in that language).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Element, HtmlSelectElement, Window};

use super::{install, is_ready, negotiate, Lang, Messages, Msg};

/// Where the reader's choice of language is kept.
pub const STORAGE_KEY: &str = "loa-lang";

/// The browser's languages, most wanted first (`navigator.languages`).
#[must_use]
pub fn browser_languages(window: &Window) -> Vec<String> {
    window.navigator().languages().iter().filter_map(|v| v.as_string()).collect()
}

/// The reader's saved choice, if any (and if storage is allowed).
#[must_use]
pub fn saved(window: &Window) -> Option<Lang> {
    let store = window.local_storage().ok().flatten()?;
    Lang::from_tag(&store.get_item(STORAGE_KEY).ok().flatten()?)
}

/// Remembers the reader's choice (silently not, where storage is blocked).
pub fn save(window: &Window, lang: Lang) {
    if let Some(store) = window.local_storage().ok().flatten() {
        let _ = store.set_item(STORAGE_KEY, lang.code());
    }
}

/// The game page's language: the saved choice, else the first of the browser's languages that
/// the game speaks, else English.
#[must_use]
pub fn choose(window: &Window) -> Lang {
    saved(window).unwrap_or_else(|| negotiate(&browser_languages(window)))
}

/// The language an element speaks: its own `lang` or its nearest ancestor's (a
/// `<loa-board lang="ru">`, or a board inside a `lang="ca"` article), English if none names a
/// language the game speaks.
#[must_use]
pub fn element_lang(el: &Element) -> Lang {
    el.closest("[lang]")
        .ok()
        .flatten()
        .and_then(|e| e.get_attribute("lang"))
        .and_then(|tag| Lang::from_tag(&tag))
        .unwrap_or_default()
}

/// The id of the language menu (`<select>`) on the site's pages: the game page and the puzzles
/// page.
pub const MENU_ID: &str = "language";

/// Makes `lang` the language of what is said from now on, and says the document's static text
/// (`<html lang>`, the `data-i18n` elements) in it.
pub fn apply(doc: &Document, lang: Lang) {
    super::set_lang(lang);
    translate_document(doc, &super::messages(lang));
}

/// Sets `<html lang>` and translates every `data-i18n` element of the document.
pub fn translate_document(doc: &Document, messages: &Messages) {
    if let Some(html) = doc.document_element() {
        let _ = html.set_attribute("lang", messages.lang().code());
    }
    if let Some(meta) = doc.query_selector("meta[name=description][data-i18n-content]").ok().flatten() {
        if let Some(text) = said(messages, &meta, "data-i18n-content") {
            let _ = meta.set_attribute("content", &text);
        }
    }
    if let Some(title) = doc.query_selector("title[data-i18n]").ok().flatten() {
        if let Some(text) = said(messages, &title, "data-i18n") {
            doc.set_title(&text);
        }
    }
    if let Some(root) = doc.document_element() {
        translate(&root, messages);
    }
}

/// Translates `root` and the elements inside it that carry `data-i18n` attributes.
pub fn translate(root: &Element, messages: &Messages) {
    let selector = "[data-i18n],[data-i18n-title],[data-i18n-aria-label],[data-i18n-placeholder],[data-i18n-href]";
    let mut elements = vec![root.clone()];
    if let Ok(list) = root.query_selector_all(selector) {
        elements.extend((0..list.length()).filter_map(|i| list.item(i)).filter_map(|n| n.dyn_into::<Element>().ok()));
    }
    for el in elements {
        if let Some(text) = said(messages, &el, "data-i18n") {
            el.set_text_content(Some(&text));
        }
        for name in super::PAGE_ATTRIBUTES {
            if let Some(text) = said(messages, &el, &format!("data-i18n-{name}")) {
                let _ = el.set_attribute(name, &text);
            }
        }
    }
}

/// The message that `el`'s `attribute` names, in the words of `messages`; `None` when the
/// attribute is absent or names no message (the markup's own text then stays: a test checks
/// that the site's pages name only messages).
fn said(messages: &Messages, el: &Element, attribute: &str) -> Option<String> {
    let msg = Msg::from_id(&el.get_attribute(attribute)?)?;
    Some(messages.tr(msg, &[]))
}

/// Fills `select` with the languages (each in its own name and `lang`) and selects `current`.
///
/// # Errors
/// When the options cannot be created.
pub fn fill_language_select(
    doc: &Document,
    select: &HtmlSelectElement,
    current: Lang,
) -> Result<(), wasm_bindgen::JsValue> {
    select.set_inner_html("");
    for lang in Lang::ALL {
        let option = doc.create_element("option")?;
        option.set_attribute("value", lang.code())?;
        option.set_attribute("lang", lang.code())?;
        option.set_text_content(Some(lang.autonym()));
        select.append_child(&option)?;
    }
    select.set_value(current.code());
    Ok(())
}

/// Makes the messages of `lang` ready, then calls `done` with whether they are: at once when
/// they are built in or already fetched, else after fetching `locales/<code>.ftl` next to the
/// page (the service worker keeps it for offline play).
pub fn load(window: &Window, lang: Lang, done: impl FnOnce(bool) + 'static) {
    let _ = window;
    load_from("locales/", lang, done);
}

/// A language's file being fetched, and who waits for it.
enum Fetch {
    Idle,
    Waiting(Vec<Box<dyn FnOnce(bool)>>),
    /// Fetched, or failed (then not asked again: the words' ids stand in for them).
    Done(bool),
}

thread_local! {
    static FETCHES: RefCell<[Fetch; 3]> = const { RefCell::new([Fetch::Idle, Fetch::Idle, Fetch::Idle]) };
}

/// Whether the words of `lang` are still to come: not at hand, and not yet found missing.
#[must_use]
pub fn words_pending(lang: Lang) -> bool {
    !is_ready(lang) && FETCHES.with(|f| !matches!(f.borrow()[lang.index()], Fetch::Done(false)))
}

/// [`load`] from the folder `folder` (`locales/` next to the page; a board's loader gives the
/// absolute one next to it). Every board waiting for a language shares one fetch.
pub fn load_from(folder: &str, lang: Lang, done: impl FnOnce(bool) + 'static) {
    if is_ready(lang) {
        return done(true);
    }
    let start = FETCHES.with(|f| {
        let mut f = f.borrow_mut();
        match &mut f[lang.index()] {
            Fetch::Done(ok) => Err((*ok, done)),
            Fetch::Waiting(waiting) => {
                waiting.push(Box::new(done));
                Ok(false)
            }
            slot @ Fetch::Idle => {
                *slot = Fetch::Waiting(vec![Box::new(done)]);
                Ok(true)
            }
        }
    });
    match start {
        Err((ok, done)) => done(ok),
        Ok(false) => {}
        Ok(true) => fetch_words(&format!("{folder}{}.ftl", lang.code()), move |text| {
            if let Some(text) = &text {
                install(lang, text);
            }
            let ok = text.is_some();
            let waiting = FETCHES.with(|f| std::mem::replace(&mut f.borrow_mut()[lang.index()], Fetch::Done(ok)));
            if let Fetch::Waiting(waiting) = waiting {
                for done in waiting {
                    done(ok);
                }
            }
        }),
    }
}

/// Fetches the text at `url`; `done` gets it, or `None` when it could not be had.
fn fetch_words(url: &str, done: impl FnOnce(Option<String>) + 'static) {
    let done = Rc::new(RefCell::new(Some(done)));
    let finish = move |text: Option<String>| {
        if let Some(done) = done.borrow_mut().take() {
            done(text);
        }
    };
    let Some(global) = js_sys::global().dyn_into::<Window>().ok() else { return finish(None) };
    let fail = finish.clone();
    let got = Closure::once(move |response: JsValue| {
        let text = match response.dyn_into::<web_sys::Response>() {
            Ok(r) if r.ok() => r.text().ok(),
            _ => None,
        };
        let Some(text) = text else { return finish(None) };
        let unread = finish.clone();
        let failed = Closure::once(move |_: JsValue| unread(None));
        let read = Closure::once(move |text: JsValue| finish(text.as_string()));
        let _ = text.then2(&read, &failed);
        read.forget();
        failed.forget();
    });
    let failed = Closure::once(move |_: JsValue| fail(None));
    let _ = global.fetch_with_str(url).then2(&got, &failed);
    got.forget();
    failed.forget();
}
