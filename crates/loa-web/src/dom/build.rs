//! Making elements: one way for the page, the boards and their parts.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlButtonElement, HtmlElement};

/// A new `<tag class="class">`.
///
/// # Errors
/// The browser refused to make it (an invalid tag name).
pub fn element(doc: &Document, tag: &str, class: &str) -> Result<HtmlElement, JsValue> {
    let el: HtmlElement = doc.create_element(tag)?.unchecked_into();
    if !class.is_empty() {
        el.set_class_name(class);
    }
    Ok(el)
}

/// A new `<button type="button" class="class">`.
///
/// # Errors
/// As [`element`].
pub fn button(doc: &Document, class: &str) -> Result<HtmlButtonElement, JsValue> {
    let b: HtmlButtonElement = element(doc, "button", class)?.unchecked_into();
    b.set_type("button");
    Ok(b)
}
