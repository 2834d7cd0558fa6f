//! Records on the game page, in the browser: the record box's text offered as a file, and the
//! text of a file chosen to import (what a record says and how it is read is the model's).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Event, HtmlInputElement, HtmlTextAreaElement};

/// Offers the record box's text as a file.
pub fn download(doc: &Document, record_box: &HtmlTextAreaElement) {
    let sgf = record_box.get_attribute("data-format").as_deref() != Some("moves");
    download_text(doc, &record_box.value(), sgf, None);
}

/// Offers `text` as a file named `name` (else `lines-of-action.sgf` or `.txt`): an SGF record
/// (`sgf`), else a move list or a save's text.
pub fn download_text(doc: &Document, text: &str, sgf: bool, name: Option<&str>) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(if sgf { "application/x-go-sgf" } else { "text/plain" });
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Ok(a) = doc.create_element("a") {
        let a: web_sys::HtmlAnchorElement = a.unchecked_into();
        a.set_href(&url);
        a.set_download(name.unwrap_or(if sgf { "lines-of-action.sgf" } else { "lines-of-action.txt" }));
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Reads the file chosen in the `<input type="file">` of `e` and hands its text to `on_text`
/// (later, from the browser's task).
pub fn read_file(e: &Event, on_text: impl FnOnce(String) + 'static) {
    let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else { return };
    let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
    let on_text = Closure::once(move |text: JsValue| {
        if let Some(text) = text.as_string() {
            on_text(text);
        }
    });
    let _ = file.text().then(&on_text);
    on_text.forget();
    input.set_value("");
}
