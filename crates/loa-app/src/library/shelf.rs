//! Where the library is kept: the browser's `localStorage` and `sessionStorage` on the page
//! (`loa-web`), memory in the tests. A [`Shelf`] holds texts under keys and says when it refuses
//! one (a full quota); everything the library decides about them is [`super::Store`]'s.
//!
//! The texts are JSON, and the shelf's side reads and writes it: the browser's `JSON.parse` and
//! `JSON.stringify` around serde-wasm-bindgen on the page, serde_json in the tests. loa-app itself
//! has no JSON code (it would be bytes in the page's module).

#[cfg(test)]
use std::cell::RefCell;
#[cfg(test)]
use std::collections::BTreeMap;
#[cfg(test)]
use std::rc::Rc;

use serde::Serialize;

use crate::saved::Parsed;

/// The browser refused to keep a text (its storage is full, most often).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refused;

/// Texts under keys: the site's storage, shared by its tabs, and this tab's own.
pub trait Shelf {
    /// A kept text parsed as JSON, which serde reads the saved games and the index from.
    type Parsed: Parsed;

    /// `text` parsed as JSON; `None` when it is not JSON.
    fn parse_json(text: &str) -> Option<Self::Parsed>;

    /// The JSON text of `value`; `None` when it has none (no value the library keeps lacks one).
    fn to_json<T: Serialize>(value: &T) -> Option<String>;

    /// The text kept under `key`.
    fn get(&self, key: &str) -> Option<String>;

    /// Keeps `text` under `key`.
    ///
    /// # Errors
    /// The storage refused it.
    fn set(&mut self, key: &str, text: &str) -> Result<(), Refused>;

    /// Removes `key` (the player asked).
    fn remove(&mut self, key: &str);

    /// Every key kept.
    fn keys(&self) -> Vec<String>;

    /// This tab's own text under `key` (kept as long as the tab: the id of its game).
    fn tab_get(&self, key: &str) -> Option<String>;

    /// Keeps `text` under `key` for this tab.
    fn tab_set(&mut self, key: &str, text: &str);
}

/// A shelf in memory, with serde_json for its JSON: the tests'. A clone is the same tab's; [`MemoryShelf::other_tab`] shares
/// only the site's part, as another tab of the same site does.
#[cfg(test)]
#[derive(Debug, Clone, Default)]
pub struct MemoryShelf {
    site: Rc<RefCell<BTreeMap<String, String>>>,
    tab: Rc<RefCell<BTreeMap<String, String>>>,
    /// Refuse every write (a full quota).
    pub full: bool,
}

#[cfg(test)]
impl MemoryShelf {
    /// Another tab of the same site: the site's storage shared, its own tab storage empty.
    #[must_use]
    pub fn other_tab(&self) -> MemoryShelf {
        MemoryShelf { site: self.site.clone(), tab: Rc::default(), full: self.full }
    }
}

#[cfg(test)]
impl Shelf for MemoryShelf {
    type Parsed = serde_json::Value;

    fn parse_json(text: &str) -> Option<serde_json::Value> {
        serde_json::from_str(text).ok()
    }

    fn to_json<T: Serialize>(value: &T) -> Option<String> {
        serde_json::to_string(value).ok()
    }

    fn get(&self, key: &str) -> Option<String> {
        self.site.borrow().get(key).cloned()
    }

    fn set(&mut self, key: &str, text: &str) -> Result<(), Refused> {
        if self.full {
            return Err(Refused);
        }
        self.site.borrow_mut().insert(key.to_owned(), text.to_owned());
        Ok(())
    }

    fn remove(&mut self, key: &str) {
        self.site.borrow_mut().remove(key);
    }

    fn keys(&self) -> Vec<String> {
        self.site.borrow().keys().cloned().collect()
    }

    fn tab_get(&self, key: &str) -> Option<String> {
        self.tab.borrow().get(key).cloned()
    }

    fn tab_set(&mut self, key: &str, text: &str) {
        self.tab.borrow_mut().insert(key.to_owned(), text.to_owned());
    }
}
