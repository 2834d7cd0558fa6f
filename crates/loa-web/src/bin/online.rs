//! Online play's module (trunk `data-type="worker"`, so its files keep the stable names
//! `online.js` and `online_bg.wasm`): `www/play-online.js` loads it only when the page's own
//! origin serves the game server's API, so the static site never fetches it.

use wasm_bindgen::prelude::*;

fn main() {
    console_error_panic_hook::set_once();
}

/// Shows the online entries and connects (see `loa_web::online`).
#[wasm_bindgen]
pub fn loa_online_start() {
    loa_web::online::start();
}
