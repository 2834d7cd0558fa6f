//! The page's storage: the library of games in `localStorage` (layout in [`loa_app::saved::library`]),
//! the id of each tab's game in `sessionStorage`, and the "show depth and score" choice. A page
//! inside another site's iframe (`?embed=1`), or a browser that blocks storage, keeps nothing.
//!
//! Every call here that can throw (a blocked storage, a full quota) is caught: a failed write is
//! returned as an error for the page to report, never a panic, and nothing unreadable is removed.

use wasm_bindgen::prelude::*;
use web_sys::{Storage, Window};

use crate::js_value::{to_json, JsonText};
use loa_app::game::GameLine;
use loa_app::saved::library::{valid_id, Entry, Index, Keys};
use loa_app::saved::{Restored, Saved, SavedError};

/// Where the single game of version 1 was kept (read once into the library).
pub const OLD_KEY: &str = "loa-game";
/// Where the "show depth and score" choice is kept.
const INFO_KEY: &str = "loa-show-info";

fn embedded(window: &Window) -> bool {
    window.location().search().is_ok_and(|q| q.split(['?', '&']).any(|p| p == "embed=1"))
}

/// The page's storage, if it may use one.
pub fn storage(window: &Window) -> Option<Storage> {
    // `?embed=1`: the page inside another site's iframe never reads or replaces the player's saved
    // game (same origin, same storage).
    if embedded(window) {
        return None;
    }
    window.local_storage().ok().flatten()
}

/// Whether the browser refuses the page its storage (`?embed=1` does without it on purpose): the
/// page then says `storage-blocked` once, on arrival.
pub fn blocked(window: &Window) -> bool {
    !embedded(window) && !matches!(window.local_storage(), Ok(Some(_)))
}

/// The library of this site (its path), when the page may keep anything.
#[derive(Debug)]
pub struct Store {
    local: Storage,
    session: Option<Storage>,
    pub keys: Keys,
}

impl Store {
    pub fn open(window: &Window) -> Option<Store> {
        let local = storage(window)?;
        let session = window.session_storage().ok().flatten();
        let keys = Keys::for_path(&window.location().pathname().unwrap_or_default());
        Some(Store { local, session, keys })
    }

    /// The ids of the games kept (readable or not).
    pub fn ids(&self) -> Vec<String> {
        let n = self.local.length().unwrap_or(0);
        (0..n)
            .filter_map(|i| self.local.key(i).ok().flatten())
            .filter_map(|key| self.keys.id_of(&key).map(str::to_owned))
            .collect()
    }

    /// The text kept for game `id`.
    pub fn read(&self, id: &str) -> Option<String> {
        self.local.get_item(&self.keys.game(id)).ok().flatten()
    }

    /// Keeps `text` as game `id`.
    ///
    /// # Errors
    /// The browser's refusal (a full quota, most often).
    pub fn write(&self, id: &str, text: &str) -> Result<(), JsValue> {
        self.local.set_item(&self.keys.game(id), text)
    }

    /// Deletes game `id` and its entry (the player asked).
    pub fn delete(&self, id: &str) {
        let _ = self.local.remove_item(&self.keys.game(id));
        let mut index = self.raw_index();
        index.remove(id);
        self.write_index(&index);
    }

    fn raw_index(&self) -> Index {
        let text = self.local.get_item(&self.keys.index()).ok().flatten();
        text.and_then(|text| JsonText::parse(&text)).map(|parsed| Index::read(&parsed)).unwrap_or_default()
    }

    fn write_index(&self, index: &Index) {
        // A failed index write is repaired from the games by the next `index()`.
        if let Some(text) = to_json(index) {
            let _ = self.local.set_item(&self.keys.index(), &text);
        }
    }

    /// The index, repaired from the games kept; and the games that cannot be read, with why.
    pub fn index(&self) -> (Index, Vec<(String, SavedError)>) {
        let mut index = self.raw_index();
        let ids = self.ids();
        let mut errors = Vec::new();
        let unreadable = index.reconcile(&ids, |id| match self.read(id).map(|text| parse(&text)) {
            Some(Ok(saved)) => match saved.restore() {
                Ok((game, _)) => Some(saved.entry(&game)),
                Err(e) => {
                    errors.push((id.to_owned(), e));
                    None
                }
            },
            Some(Err(e)) => {
                errors.push((id.to_owned(), e));
                None
            }
            None => None,
        });
        errors.retain(|(id, _)| unreadable.contains(id));
        self.write_index(&index);
        (index, errors)
    }

    /// Records `entry` in the index (after its game was written).
    pub fn note(&self, entry: Entry) {
        let mut index = self.raw_index();
        index.upsert(entry);
        self.write_index(&index);
    }

    /// The id of this tab's game.
    pub fn current(&self) -> Option<String> {
        let id = self.session.as_ref()?.get_item(&self.keys.current()).ok().flatten()?;
        valid_id(&id).then_some(id)
    }

    pub fn set_current(&self, id: &str) {
        if let Some(session) = &self.session {
            let _ = session.set_item(&self.keys.current(), id);
        }
    }

    /// The version-1 game, if one is still kept.
    pub fn old_game(&self) -> Option<String> {
        self.local.get_item(OLD_KEY).ok().flatten()
    }

    /// Drops the version-1 game once the library holds it.
    pub fn forget_old_game(&self) {
        let _ = self.local.remove_item(OLD_KEY);
    }
}

/// Reads a kept game: its version first (a newer one is not read further), then the fields.
///
/// # Errors
/// [`SavedError::Newer`], or [`SavedError::Unreadable`] with why.
pub fn parse(text: &str) -> Result<Saved, SavedError> {
    Saved::read(&JsonText::parse(text).ok_or_else(SavedError::not_json)?)
}

/// Reads and restores a kept game.
///
/// # Errors
/// Why it cannot be opened (it stays as it is).
pub fn restore(text: &str) -> Result<(Saved, GameLine, bool), SavedError> {
    let (saved, r) = restore_all(text)?;
    Ok((saved, r.game, r.flipped))
}

/// Reads and restores a kept game with its analysis board.
///
/// # Errors
/// Why it cannot be opened (it stays as it is).
pub fn restore_all(text: &str) -> Result<(Saved, Restored), SavedError> {
    let saved = parse(text)?;
    let restored = saved.restore_all()?;
    Ok((saved, restored))
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
