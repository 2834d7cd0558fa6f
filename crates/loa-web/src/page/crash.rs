//! A panic anywhere in the game page is reported on the page — what went wrong and a link that
//! reloads it — instead of leaving a board that silently stops answering. The message is also
//! written to the console (`console_error_panic_hook`).

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

use crate::i18n::Msg;
use crate::i18n::{document, Lang, Messages};

/// Installs the panic hook (once per page).
pub fn install() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            console_error_panic_hook::hook(info);
            show(&info.to_string());
        }));
    });
}

/// Puts the notice at the top of the page (once), in plain DOM: no Rust closure needs to run after
/// the panic, the reload being a link to the page itself.
fn show(detail: &str) {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else { return };
    if doc.get_element_by_id("crash").is_some() {
        return;
    }
    let Some(body) = doc.body() else { return };
    // The words in the page's language (`<html lang>`), from a bundle of its own: the shared ones
    // may be what was in use when the panic came.
    let lang = doc.document_element().map_or_else(Lang::default, |html| document::element_lang(&html));
    let words = crate::i18n::messages_if_free(lang).unwrap_or_else(|| std::rc::Rc::new(Messages::new(lang)));
    let Ok(note) = doc.create_element("div") else { return };
    note.set_id("crash");
    note.set_class_name("crash");
    let _ = note.set_attribute("role", "alert");
    let Ok(text) = doc.create_element("p") else { return };
    text.set_text_content(Some(&words.tr(Msg::CrashText, &[])));
    let Ok(link) = doc.create_element("a") else { return };
    let href = web_sys::window().and_then(|w| w.location().href().ok()).unwrap_or_else(|| "./".to_owned());
    let _ = link.set_attribute("href", &href);
    link.set_text_content(Some(&words.tr(Msg::CrashReload, &[])));
    let Ok(small) = doc.create_element("small") else { return };
    small.set_text_content(Some(detail));
    let _ = note.append_child(&text);
    let _ = note.append_child(&link);
    let _ = note.append_child(&small);
    let _ = body.prepend_with_node_1(&note);
    if let Some(link) = link.dyn_ref::<HtmlElement>() {
        let _ = link.focus();
    }
}
