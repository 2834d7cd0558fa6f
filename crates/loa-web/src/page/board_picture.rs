//! What the board shows, kept for the page's next start: the SVG the model draws
//! ([`loa_app::page::Page::picture`]), which `www/board-picture.js` shows before the module has
//! arrived (the page's first paint), so a returning reader sees their game at
//! once instead of the start. Kept in this tab's `sessionStorage` (read first, as the tab's own
//! game is) and in `localStorage`, under `loa<the site's folder>shown`, as the model writes it
//! ([`loa_app::page::Page::picture`]). Nothing is kept inside another site's frame (`?embed=1`).

use web_sys::Window;

use super::storage;

/// The key, scoped to the site's folder as the library is.
fn key(window: &Window) -> String {
    let path = window.location().pathname().unwrap_or_default();
    format!("loa{}shown", loa_app::saved::library::scope(&path))
}

/// Keeps `text` (the board as drawn) for the next start, when it changed.
pub fn keep(window: &Window, kept: &mut String, text: &str) {
    if kept == text {
        return;
    }
    let Some(local) = storage::storage(window) else { return };
    let key = key(window);
    // A full or refused storage only costs the next start its picture.
    let _ = local.set_item(&key, text);
    if let Some(session) = window.session_storage().ok().flatten() {
        let _ = session.set_item(&key, text);
    }
    text.clone_into(kept);
}
