//! A panic anywhere in the game page is reported on the page — what went wrong and a link that
//! reloads it — instead of leaving a board that silently stops answering. The message is also
//! written to the console (`console_error_panic_hook`). So is a JavaScript exception that went
//! through the module's code uncaught (a browser call that threw where none was expected): the
//! Rust code it cut short never finished, so the page would not answer any more either.

use wasm_bindgen::JsCast;
use web_sys::HtmlElement;

use crate::dom::Listener;
use crate::i18n::Msg;
use crate::i18n::{document, Lang, Messages};

/// Installs the panic hook and the listener for exceptions through the module (once per page).
pub fn install() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            console_error_panic_hook::hook(info);
            show(&info.to_string());
        }));
        let Some(window) = web_sys::window() else { return };
        let listener = Listener::new(&window, "error", |event| {
            let error = js_sys::Reflect::get(&event, &"error".into()).unwrap_or_default();
            let stack = js_sys::Reflect::get(&error, &"stack".into()).ok().and_then(|s| s.as_string());
            // Only what passed through the module's code (its frames are `wasm-function`s).
            if let Some(stack) = stack.filter(|s| s.contains("wasm")) {
                show(&stack);
            }
        });
        if let Ok(listener) = listener {
            listener.keep();
        }
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
