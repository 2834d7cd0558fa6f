//! The `<loa-board>` element's module (trunk `data-type="worker"`, so its files keep the stable
//! names `embed.js` and `embed_bg.wasm` that `www/loa-board.js` loads from any page).
//!
//! The exports are the custom element's lifecycle, forwarded by the loader's small JS class.

use wasm_bindgen::prelude::*;
use web_sys::HtmlElement;

fn main() {
    console_error_panic_hook::set_once();
}

/// Where the engine's workers come from: the worker script (absolute; a `blob:` importing it for
/// boards on another origin) and the game page's module it runs (its JS and wasm URLs); and the
/// folder of the words' files.
#[wasm_bindgen]
pub fn loa_board_configure(script: &str, js: &str, wasm: &str, words: &str) {
    loa_web::embed::configure(script, js, wasm, words);
}

/// Once, before the first board: a page of the site (`<html data-i18n-page>`) gets its text in
/// the reader's language and its language menu.
#[wasm_bindgen]
pub fn loa_board_page() {
    loa_web::embed::page();
}

/// `connectedCallback`: builds the board; returns its handle.
#[wasm_bindgen]
pub fn loa_board_connect(host: HtmlElement) -> u32 {
    loa_web::embed::connect(host)
}

/// `attributeChangedCallback` (batched by the loader).
#[wasm_bindgen]
pub fn loa_board_update(id: u32) {
    loa_web::embed::update(id);
}

/// `disconnectedCallback`.
#[wasm_bindgen]
pub fn loa_board_disconnect(id: u32) {
    loa_web::embed::disconnect(id);
}
