//! What the page keeps in `localStorage`: the game in progress and the "show depth and score"
//! choice. A page inside another site's iframe (`?embed=1`), or a browser that blocks storage,
//! keeps nothing.

use web_sys::{Storage, Window};

use super::saved::Saved;
use crate::game::GameLine;
use crate::i18n::tr;

/// Where the game in progress is kept.
pub const STORAGE_KEY: &str = "loa-game";
/// Where the "show depth and score" choice is kept.
const INFO_KEY: &str = "loa-show-info";

/// The page's storage, if it may use one.
pub fn storage(window: &Window) -> Option<Storage> {
    // `?embed=1`: the page inside another site's iframe never reads or replaces the player's saved
    // game (same origin, same storage).
    if window.location().search().is_ok_and(|q| q.split(['?', '&']).any(|p| p == "embed=1")) {
        return None;
    }
    window.local_storage().ok().flatten()
}

/// Whether the browser refuses the page its storage (`?embed=1` does without it on purpose): the
/// page then says `storage-blocked` once, on arrival.
pub fn blocked(window: &Window) -> bool {
    let embedded = window.location().search().is_ok_and(|q| q.split(['?', '&']).any(|p| p == "embed=1"));
    !embedded && !matches!(window.local_storage(), Ok(Some(_)))
}

/// The saved game: `Ok(None)` when there is none (or no storage). A game that cannot be restored
/// is removed, and the error says why.
pub fn load(window: &Window) -> Result<Option<(GameLine, bool)>, String> {
    let Some(store) = storage(window) else { return Ok(None) };
    let Ok(Some(text)) = store.get_item(STORAGE_KEY) else { return Ok(None) };
    let restored = js_sys::JSON::parse(&text)
        .map_err(|_| tr("saved-not-json", &[]))
        .and_then(|value| serde_wasm_bindgen::from_value::<Saved>(value).map_err(|e| e.to_string()))
        .and_then(|saved| saved.restore());
    match restored {
        Ok(game) => Ok(Some(game)),
        Err(e) => {
            let _ = store.remove_item(STORAGE_KEY);
            Err(e)
        }
    }
}

/// Keeps `saved` (a full or blocked storage is not an error the user can act on: ignored).
pub fn save(window: &Window, saved: &Saved) {
    let Some(store) = storage(window) else { return };
    let Ok(value) = serde_wasm_bindgen::to_value(saved) else { return };
    if let Ok(text) = js_sys::JSON::stringify(&value) {
        let _ = store.set_item(STORAGE_KEY, &String::from(text));
    }
}

/// Whether the user chose to see the engine's depth and score.
pub fn show_info(window: &Window) -> bool {
    storage(window).and_then(|s| s.get_item(INFO_KEY).ok().flatten()).as_deref() == Some("1")
}

pub fn set_show_info(window: &Window, show: bool) {
    if let Some(s) = storage(window) {
        let _ = s.set_item(INFO_KEY, if show { "1" } else { "0" });
    }
}
