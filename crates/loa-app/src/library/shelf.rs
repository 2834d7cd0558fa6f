//! Where the library is kept: the browser's `localStorage` and `sessionStorage` on the page
//! (`loa-web`), memory in the tests. A [`Shelf`] holds texts under keys and says when it refuses
//! one (a full quota); everything the library decides about them is [`super::Store`]'s.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;

/// The browser refused to keep a text (its storage is full, most often).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Refused;

/// Texts under keys: the site's storage, shared by its tabs, and this tab's own.
pub trait Shelf {
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

/// A shelf in memory: the tests'. A clone is the same tab's; [`MemoryShelf::other_tab`] shares
/// only the site's part, as another tab of the same site does.
#[derive(Debug, Clone, Default)]
pub struct MemoryShelf {
    site: Rc<RefCell<BTreeMap<String, String>>>,
    tab: Rc<RefCell<BTreeMap<String, String>>>,
    /// Refuse every write (a full quota).
    pub full: bool,
}

impl MemoryShelf {
    /// Another tab of the same site: the site's storage shared, its own tab storage empty.
    #[must_use]
    pub fn other_tab(&self) -> MemoryShelf {
        MemoryShelf { site: self.site.clone(), tab: Rc::default(), full: self.full }
    }
}

impl Shelf for MemoryShelf {
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
