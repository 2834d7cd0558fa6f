//! One site's library on a [`Shelf`]: its games by id, the index that lists them, this tab's
//! game, and the single game of version 1. Nothing here deletes a game it cannot read: an
//! unreadable or newer save stays under its key, listed as such.

use super::shelf::{Refused, Shelf};
use crate::saved::library::{valid_id, Entry, Index, Keys};
use crate::saved::{Restored, Saved, SavedError};

/// Where the single game of version 1 was kept (read once into the library).
pub const OLD_KEY: &str = "loa-game";

/// The library of the site at one path, on `S`.
#[derive(Debug)]
pub struct Store<S> {
    shelf: S,
    keys: Keys,
}

impl<S: Shelf> Store<S> {
    /// The library of the site whose page is at `pathname` (its folder scopes it).
    pub fn new(shelf: S, pathname: &str) -> Store<S> {
        Store { shelf, keys: Keys::for_path(pathname) }
    }

    #[must_use]
    pub fn keys(&self) -> &Keys {
        &self.keys
    }

    /// The ids of the games kept (readable or not).
    #[must_use]
    pub fn ids(&self) -> Vec<String> {
        self.shelf.keys().iter().filter_map(|key| self.keys.id_of(key).map(str::to_owned)).collect()
    }

    /// The text kept for game `id`.
    #[must_use]
    pub fn read(&self, id: &str) -> Option<String> {
        self.shelf.get(&self.keys.game(id))
    }

    /// Keeps `text` as game `id`.
    ///
    /// # Errors
    /// The storage refused it (a full quota).
    pub fn write(&mut self, id: &str, text: &str) -> Result<(), Refused> {
        self.shelf.set(&self.keys.game(id), text)
    }

    /// Deletes game `id` and its entry (the player asked).
    pub fn delete(&mut self, id: &str) {
        self.shelf.remove(&self.keys.game(id));
        let mut index = self.raw_index();
        index.remove(id);
        self.write_index(&index);
    }

    fn raw_index(&self) -> Index {
        let parsed = self.shelf.get(&self.keys.index()).and_then(|text| S::parse_json(&text));
        parsed.map(|parsed| Index::read(&parsed)).unwrap_or_default()
    }

    fn write_index(&mut self, index: &Index) {
        // A failed index write is repaired from the games by the next `index()`.
        if let Some(text) = S::to_json(index) {
            let _ = self.shelf.set(&self.keys.index(), &text);
        }
    }

    /// The index, repaired from the games kept; and the games that cannot be read, with why.
    pub fn index(&mut self) -> (Index, Vec<(String, SavedError)>) {
        let mut index = self.raw_index();
        let ids = self.ids();
        let mut errors = Vec::new();
        let unreadable = index.reconcile(&ids, |id| match self.read(id).map(|text| restore::<S>(&text)) {
            Some(Ok((saved, restored))) => Some(saved.entry(&restored.game)),
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
    pub fn note(&mut self, entry: Entry) {
        let mut index = self.raw_index();
        index.upsert(entry);
        self.write_index(&index);
    }

    /// The id of this tab's game.
    #[must_use]
    pub fn current(&self) -> Option<String> {
        self.shelf.tab_get(&self.keys.current()).filter(|id| valid_id(id))
    }

    /// Makes `id` this tab's game.
    pub fn set_current(&mut self, id: &str) {
        self.shelf.tab_set(&self.keys.current(), id);
    }

    /// The version-1 game, if one is still kept.
    #[must_use]
    pub fn old_game(&self) -> Option<String> {
        self.shelf.get(OLD_KEY)
    }

    /// Drops the version-1 game once the library holds it.
    pub fn forget_old_game(&mut self) {
        self.shelf.remove(OLD_KEY);
    }

    /// A site-wide setting (the page's switches), by its full key.
    #[must_use]
    pub fn setting(&self, key: &str) -> Option<String> {
        self.shelf.get(key)
    }

    /// Keeps a site-wide setting; a refusal only loses the setting.
    pub fn set_setting(&mut self, key: &str, value: &str) {
        let _ = self.shelf.set(key, value);
    }
}

/// Reads a kept game (with `S`'s JSON) and restores it with its analysis board.
///
/// # Errors
/// Why it cannot be opened (it stays as it is).
pub fn restore<S: Shelf>(text: &str) -> Result<(Saved, Restored), SavedError> {
    let saved = Saved::read(&S::parse_json(text).ok_or_else(SavedError::not_json)?)?;
    let restored = saved.restore_all()?;
    Ok((saved, restored))
}
