//! Rust's serde values as JavaScript values and back, through serde-wasm-bindgen: the engine
//! worker's messages (posted as they are: structured clones), the saved games and the library's
//! index (kept as text with the browser's `JSON.stringify`, read with `JSON.parse`), and
//! `<loa-board>`'s event details.

use serde::de::DeserializeOwned;
use serde::Serialize;
use wasm_bindgen::{JsCast, JsValue};

use loa_app::saved::Parsed;

/// `value` as a JavaScript value (`None` is `undefined`; structs are plain objects).
///
/// # Errors
/// serde-wasm-bindgen's `Error` (a number beyond 2^53, which none of the app's values holds).
pub fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    serde_wasm_bindgen::to_value(value).map_err(JsValue::from)
}

/// Reads a `T` from a JavaScript value.
///
/// # Errors
/// Why it is not a `T`, in serde's words (``missing field `id` ``).
pub fn from_js<T: DeserializeOwned>(value: JsValue) -> Result<T, String> {
    serde_wasm_bindgen::from_value(value).map_err(|e| js_error_text(&e.into()))
}

/// The JSON text of `value`, as `JSON.stringify` writes it: JSON's own shapes (`None` is `null`
/// where it is written at all, maps are objects), so the text reads back the same.
#[must_use]
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> Option<String> {
    let value = value.serialize(&serde_wasm_bindgen::Serializer::json_compatible()).ok()?;
    js_sys::JSON::stringify(&value).ok().map(String::from)
}

/// A JSON text parsed by the browser's `JSON.parse`, which serde reads values from.
#[derive(Debug)]
pub struct JsonText(JsValue);

impl JsonText {
    /// `None` when `text` is not JSON.
    #[must_use]
    pub fn parse(text: &str) -> Option<JsonText> {
        js_sys::JSON::parse(text).ok().map(JsonText)
    }

    /// The parsed value, for serde to read a `T` from ([`from_js`]).
    #[must_use]
    pub fn into_value(self) -> JsValue {
        self.0
    }
}

impl Parsed for JsonText {
    fn decode<T: DeserializeOwned>(&self) -> Result<T, String> {
        from_js(self.0.clone())
    }
}

/// The message of a thrown JS value, for people.
#[must_use]
pub fn js_error_text(value: &JsValue) -> String {
    if let Some(e) = value.dyn_ref::<js_sys::Error>() {
        return String::from(e.message());
    }
    value.as_string().unwrap_or_else(|| format!("{value:?}"))
}
