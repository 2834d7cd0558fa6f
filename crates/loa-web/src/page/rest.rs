//! The rest of the game page's code, fetched ahead of need.
//!
//! The site's build splits the page's module in two (`tools/split.mjs`): what a game against the
//! computer runs from the first visit on, and the rest (the editor, the analysis board, the
//! library's dialog, records, the solver, …), which the glue instantiates the first time one of
//! its functions is called. The glue puts `loaRest` on the page's global object: called once a
//! game is under way ([`loa_app::session::Session::under_way`]), it compiles the rest when the
//! page is idle, so a feature's first use finds it ready and a first visit does not share the
//! network with it. Without a split (a plain `trunk build`) there is no `loaRest`: nothing to do.

use js_sys::{Function, Reflect};
use wasm_bindgen::{JsCast, JsValue};

/// Asks the glue to fetch the rest when the page is idle (it does so once).
pub fn prefetch() {
    let global = js_sys::global();
    if let Ok(f) = Reflect::get(&global, &JsValue::from_str("loaRest")) {
        if let Ok(f) = f.dyn_into::<Function>() {
            let _ = f.call0(&global);
        }
    }
}
