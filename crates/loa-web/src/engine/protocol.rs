//! The engine worker's messages on the wire: [`loa_app::protocol`]'s values as structured-clone
//! objects (their JSON forms through the browser's `JSON`), and the build id both sides compare.

use loa_app::json::{FromJson, Json, ToJson};
use wasm_bindgen::JsValue;

pub use loa_app::protocol::*;

/// The build this code comes from (a hash of its sources, from `build.rs`): the worker says it
/// before "ready", and the page talks only to a worker of its own build.
pub const BUILD_ID: &str = concat!("loa-build-", env!("LOA_BUILD_ID"));

/// Encodes a message as a structured-clone object.
///
/// # Errors
/// When the browser's `JSON.parse` refuses the text (it takes every text [`Json`] writes).
pub fn encode<T: ToJson>(message: &T) -> Result<JsValue, JsValue> {
    js_sys::JSON::parse(&message.to_json().to_string())
}

/// Decodes a message received with `postMessage`.
///
/// # Errors
/// A message saying what is wrong with the object.
pub fn decode<T: FromJson>(value: JsValue) -> Result<T, String> {
    // `JSON.stringify` throws on a cycle and gives `undefined` for `undefined` or a function.
    let text = js_sys::JSON::stringify(&value)
        .ok()
        .and_then(|text| JsValue::from(text).as_string())
        .ok_or_else(|| "not a message: it has no JSON form".to_owned())?;
    Json::parse(&text).and_then(|json| T::from_json(&json, "")).map_err(|e| e.to_string())
}
