//! Finding the page's elements: by id, of the kind expected. A missing or mistyped element is an
//! error that names it (`#status is missing from the page`), never a panic; [`lookup`] gathers
//! many lookups under one error, [`optional`] is for elements a page may leave out.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Document;

/// The element `#id`, of type `T`.
///
/// # Errors
/// No such element, or one of another kind.
pub fn by_id<T: JsCast>(doc: &Document, id: &str) -> Result<T, JsValue> {
    let el = element(doc, id)?;
    if el.is_instance_of::<T>() {
        Ok(el.unchecked_into())
    } else {
        Err(wrong_kind(id))
    }
}

/// The element `#id` if the page has it and it is a `T`.
pub fn optional<T: JsCast>(doc: &Document, id: &str) -> Option<T> {
    doc.get_element_by_id(id).and_then(|e| e.dyn_into::<T>().ok())
}

/// [`by_id`], noting the first failure in `error` (and returning a placeholder then), so a
/// struct of many elements is filled with one error check at the end.
pub fn lookup<T: JsCast>(doc: &Document, id: &str, error: &mut Option<JsValue>) -> T {
    match by_id(doc, id) {
        Ok(el) => el,
        Err(err) => {
            error.get_or_insert(err);
            JsValue::UNDEFINED.unchecked_into()
        }
    }
}

// Not generic, so the error text is built once in the binary, not once per element type.
fn element(doc: &Document, id: &str) -> Result<web_sys::Element, JsValue> {
    doc.get_element_by_id(id).ok_or_else(|| JsValue::from_str(&format!("#{id} is missing from the page")))
}

fn wrong_kind(id: &str) -> JsValue {
    JsValue::from_str(&format!("#{id} is not the expected kind of element"))
}
