//! The engine worker's messages on the wire: [`loa_app::protocol`]'s values as structured-clone
//! objects (serde-wasm-bindgen), and the build id both sides compare.

use serde::{Deserialize, Serialize};
use wasm_bindgen::JsValue;

pub use loa_app::protocol::*;

/// The build this code comes from (a hash of its sources, from `build.rs`): the worker says it
/// before "ready", and the page talks only to a worker of its own build.
pub const BUILD_ID: &str = concat!("loa-build-", env!("LOA_BUILD_ID"));

/// Encodes a message as a structured-clone object.
///
/// # Errors
/// When serde-wasm-bindgen cannot represent a value (it can represent all of these).
pub fn encode<T: Serialize>(message: &T) -> Result<JsValue, JsValue> {
    serde_wasm_bindgen::to_value(message).map_err(JsValue::from)
}

/// Decodes a message received with `postMessage`.
///
/// # Errors
/// A message saying what is wrong with the object.
pub fn decode<T: for<'de> Deserialize<'de>>(value: JsValue) -> Result<T, String> {
    serde_wasm_bindgen::from_value(value).map_err(|e| e.to_string())
}
