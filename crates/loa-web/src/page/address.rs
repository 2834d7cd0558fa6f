//! The page's address, as the model reads and writes it: the query's pairs (a link's game, the
//! analysis board asked for), the address without its query (links are made from it), and the
//! query replaced once the link's game is kept (so a reload shows the game as played on). What
//! the pairs mean is `loa_app::saved::link`'s and `loa_app::library::arrival`'s.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Window;

/// The query string as key/value pairs, decoded.
pub fn query_pairs(window: &Window) -> Vec<(String, String)> {
    let search = window.location().search().unwrap_or_default();
    let mut pairs = Vec::new();
    if let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) {
        let entries = js_sys::try_iter(&params.entries()).ok().flatten();
        for entry in entries.into_iter().flatten().flatten() {
            let entry: js_sys::Array = entry.unchecked_into();
            if let (Some(k), Some(v)) = (entry.get(0).as_string(), entry.get(1).as_string()) {
                pairs.push((k, v));
            }
        }
    }
    pairs
}

/// The page's address without its query and fragment.
pub fn base(window: &Window) -> String {
    let location = window.location();
    format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default())
}

/// Replaces the address's query with `pairs` (the fragment kept), without a reload or a new
/// history entry.
pub fn replace_query(window: &Window, pairs: &[(String, String)]) {
    let hash = window.location().hash().unwrap_or_default();
    let url = address(window, pairs, &hash);
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// Goes to this page with the query `pairs` (and no fragment).
pub fn go(window: &Window, pairs: &[(String, String)]) {
    let _ = window.location().assign(&address(window, pairs, ""));
}

/// This page's address with the query `pairs` and the fragment `hash` (`#…` or empty).
fn address(window: &Window, pairs: &[(String, String)], hash: &str) -> String {
    let path = window.location().pathname().unwrap_or_default();
    let query = web_sys::UrlSearchParams::new().ok();
    let query = query.map(|q| {
        for (k, v) in pairs {
            q.append(k, v);
        }
        String::from(q.to_string())
    });
    match query.filter(|q| !q.is_empty()) {
        Some(q) => format!("{path}?{q}{hash}"),
        None => format!("{path}{hash}"),
    }
}
