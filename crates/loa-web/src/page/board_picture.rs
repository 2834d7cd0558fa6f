//! What the board shows, kept for the page's next start: `www/board-picture.js` draws it before
//! the module has arrived (the page's first paint), so a returning reader sees their game at
//! once instead of the start. Kept in this tab's `sessionStorage` (read first, as the tab's own
//! game is) and in `localStorage`, under `loa<the site's folder>shown`, as
//! `POSITION|FLIPPED|LAST MOVE` (`1bbbbbb1/w6w/… b|0|b1-b3`). Nothing is kept inside another
//! site's iframe (`?embed=1`).

use loa_core::Position;
use web_sys::Window;

use super::library::storage;

/// The key, scoped to the site's folder as the library is.
fn key(window: &Window) -> String {
    let path = window.location().pathname().unwrap_or_default();
    format!("loa{}shown", loa_app::saved::library::scope(&path))
}

/// What `www/board-picture.js` reads: the position, whether the board is flipped, the last move.
fn text(shown: &Position, flipped: bool) -> String {
    let last = shown.last_move().filter(|m| !m.is_pass()).map(|m| m.to_string()).unwrap_or_default();
    format!("{shown}|{}|{last}", u8::from(flipped))
}

/// Keeps `shown` (the board as drawn, `flipped` or not) for the next start, when it changed.
pub fn keep(window: &Window, kept: &mut String, shown: &Position, flipped: bool) {
    let text = text(shown, flipped);
    if *kept == text {
        return;
    }
    let Some(local) = storage::storage(window) else { return };
    let key = key(window);
    // A full or refused storage only costs the next start its picture.
    let _ = local.set_item(&key, &text);
    if let Some(session) = window.session_storage().ok().flatten() {
        let _ = session.set_item(&key, &text);
    }
    *kept = text;
}
