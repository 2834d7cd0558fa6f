//! A page of the site made of boards (`puzzles.html`): the board module also speaks the page's
//! own text, so the page needs no wasm of its own and is not copied per language.
//!
//! A page opts in with `<html data-i18n-page>`; then, before its boards are made, [`arrive`]
//! chooses the language as the game page does (the reader's choice in `loa-lang`, else
//! `navigator.languages`), with a `?lang=ca` in the address first (the tutorials link to the page
//! in their language), fills its `data-i18n` text and `<html lang>` (see [`document::apply`]), and
//! wires its language menu (`<select id="language">`): a switch translates the page, is saved for
//! the whole site, and the boards that inherit the page's `lang` speak it at once, keeping their
//! state (a puzzle half-solved stays as it is).
//!
//! Pages of other sites never carry the attribute, so their text is left alone.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Event, HtmlSelectElement, Url, Window};

use crate::i18n::{document, Lang};

/// The attribute of `<html>` by which a page asks for its text to be filled.
pub const OPT_IN: &str = "data-i18n-page";

/// The address's parameter naming the language (`puzzles.html?lang=ru`).
const PARAM: &str = "lang";

/// The language asked for in the address, if it is one the game speaks.
fn asked(window: &Window) -> Option<Lang> {
    let url = Url::new(&window.location().href().ok()?).ok()?;
    Lang::from_tag(&url.search_params().get(PARAM)?)
}

/// The page's language: `?lang=`, else the reader's saved choice, else the browser's.
fn choose(window: &Window) -> Lang {
    asked(window).unwrap_or_else(|| document::choose(window))
}

/// Keeps the address's `?lang=` (if it has one) saying `lang`, so a reload stays in it.
fn follow_in_address(window: &Window, lang: Lang) {
    let Some(href) = window.location().href().ok() else { return };
    let Ok(url) = Url::new(&href) else { return };
    if url.search_params().get(PARAM).is_none() {
        return;
    }
    url.search_params().set(PARAM, lang.code());
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url.href()));
    }
}

/// Translates a page that opted in and wires its language menu; nothing on other pages. `words`
/// is the folder of the words' files; `switched` runs after the reader chose another language
/// (the boards follow it).
pub fn arrive(words: String, switched: fn()) {
    let Some(window) = web_sys::window() else { return };
    let Some(doc) = window.document() else { return };
    if !doc.document_element().is_some_and(|html| html.has_attribute(OPT_IN)) {
        return;
    }
    let lang = choose(&window);
    document::load_from(&words.clone(), lang, move |_| wire(&doc, lang, words, switched));
}

/// The page's text in `lang`, and its language menu.
fn wire(doc: &Document, lang: Lang, words: String, switched: fn()) {
    document::apply(doc, lang);
    let Some(menu) = doc.get_element_by_id(document::MENU_ID).and_then(|e| e.dyn_into::<HtmlSelectElement>().ok())
    else {
        return;
    };
    let _ = document::fill_language_select(doc, &menu, lang);
    let listener = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
        let Some(menu) = e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()) else { return };
        let Some(lang) = Lang::from_tag(&menu.value()) else { return };
        document::load_from(&words, lang, move |ok| {
            if ok {
                switch(lang, switched);
            } else {
                // Its words could not be had: the menu goes back to the language in use.
                menu.set_value(crate::i18n::lang().code());
            }
        });
    });
    let _ = menu.add_event_listener_with_callback("change", listener.as_ref().unchecked_ref());
    // The page's menu lives as long as the page.
    listener.forget();
}

/// The reader chose `lang` in the menu.
fn switch(lang: Lang, switched: fn()) {
    let Some(window) = web_sys::window() else { return };
    let Some(doc) = window.document() else { return };
    document::save(&window, lang);
    follow_in_address(&window, lang);
    document::apply(&doc, lang);
    switched();
}

#[cfg(test)]
mod tests {
    use crate::i18n::{Lang, Messages, Msg};

    const PAGE: &str = include_str!("../../../../www/puzzles.html");

    /// Spaces and line breaks as the browser shows them: one space.
    fn words(text: &str) -> String {
        text.split_whitespace().collect::<Vec<_>>().join(" ")
    }

    /// Each `data-i18n…="id"` of the page with the English the markup holds there: the element's
    /// text, or the attribute the id fills.
    fn marked() -> Vec<(Msg, String)> {
        let mut out = Vec::new();
        for (marker, attribute) in [
            ("data-i18n", None),
            ("data-i18n-content", Some("content")),
            ("data-i18n-aria-label", Some("aria-label")),
            ("data-i18n-href", Some("href")),
        ] {
            for (at, _) in PAGE.match_indices(&format!(" {marker}=\"")) {
                let rest = &PAGE[at + marker.len() + 3..];
                let id = rest.split('"').next().unwrap();
                let id = Msg::from_id(id).unwrap_or_else(|| panic!("puzzles.html: {id} is not in en.ftl"));
                let tag_start = PAGE[..at].rfind('<').unwrap();
                let tag_end = at + PAGE[at..].find('>').unwrap();
                let tag = &PAGE[tag_start..tag_end];
                let english = match attribute {
                    None => PAGE[tag_end + 1..].split('<').next().unwrap().to_owned(),
                    Some(a) => tag.split(&format!(" {a}=\"")).nth(1).unwrap().split('"').next().unwrap().to_owned(),
                };
                out.push((id, words(&english.replace("&lt;", "<").replace("&gt;", ">"))));
            }
        }
        out
    }

    #[test]
    fn the_puzzles_page_opts_in_and_its_english_is_en_ftl() {
        assert!(PAGE.contains(&format!("<html lang=\"en\" {}>", super::OPT_IN)));
        assert!(PAGE.contains("<select id=\"language\">"), "the language menu");
        let marked = marked();
        assert!(marked.len() >= 14, "{marked:?}");
        let en = Messages::new(Lang::En);
        for (id, english) in &marked {
            assert_eq!(&words(&en.tr(*id, &[])), english, "puzzles.html: {id}");
        }
        // Said in the other languages too, and not left in English.
        for lang in [Lang::Ca, Lang::Ru] {
            let m = Messages::new(lang);
            for (id, english) in &marked {
                assert!(m.has(*id), "{lang}.ftl has no {id}");
                let said = m.tr(*id, &[]);
                if !id.id().ends_with("-page") && !id.id().ends_with("-href") {
                    assert_ne!(&words(&said), english, "{lang}.ftl: {id} is still English");
                }
            }
        }
        // The guide and the tutorial the page links to are the ones in its language.
        assert_eq!(Messages::new(Lang::Ca).tr(Msg::PuzzlesEmbedHref, &[]), "embed.ca.html#puzzles");
        assert_eq!(Messages::new(Lang::Ru).tr(Msg::RulesPage, &[]), "rules.ru.html");
    }

    #[test]
    fn the_other_languages_pages_link_to_the_puzzles_in_their_language() {
        let pages = [
            (include_str!("../../../../www/pages/rules.en.html"), "en"),
            (include_str!("../../../../www/pages/rules.ca.html"), "ca"),
            (include_str!("../../../../www/pages/rules.ru.html"), "ru"),
            (include_str!("../../../../www/pages/embed.en.html"), "en"),
            (include_str!("../../../../www/pages/embed.ca.html"), "ca"),
            (include_str!("../../../../www/pages/embed.ru.html"), "ru"),
        ];
        for (html, lang) in pages {
            let links: Vec<&str> =
                html.split("href=\"puzzles.html").skip(1).map(|r| r.split('"').next().unwrap()).collect();
            assert!(!links.is_empty());
            for link in links {
                assert_eq!(link, format!("?lang={lang}"), "a {lang} page links to puzzles.html{link}");
            }
        }
    }
}
