//! The engine worker's messages on the wire: [`loa_app::protocol`]'s values as structured-clone
//! objects (serde-wasm-bindgen, [`crate::js_value`]), and the build id both sides compare.

use serde::de::DeserializeOwned;
use serde::Serialize;
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
    crate::js_value::to_js(message)
}

/// Decodes a message received with `postMessage`.
///
/// # Errors
/// A message saying what is wrong with the object.
pub fn decode<T: DeserializeOwned>(value: JsValue) -> Result<T, String> {
    crate::js_value::from_js(value)
}
