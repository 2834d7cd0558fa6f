//! The browser's storage as the library's [`Shelf`]: `localStorage` for the site, and this tab's
//! `sessionStorage`; and the page's own settings kept beside the games. Every call that can throw
//! (a blocked storage, a full quota) is caught: a failed write is a [`Refused`], never a panic.

use loa_app::library::{Refused, Shelf, Store};
use serde::Serialize;
use web_sys::{Storage, Window};

use crate::js_value::{to_json, JsonText};

/// Where the "show depth and score" choice is kept.
const INFO_KEY: &str = "loa-show-info";

fn embedded(window: &Window) -> bool {
    window.location().search().is_ok_and(|q| q.split(['?', '&']).any(|p| p == "embed=1"))
}

/// The site's storage, if the page may use one. `?embed=1`: the page inside another site's frame
/// never reads or replaces the player's games (same origin, same storage).
pub fn storage(window: &Window) -> Option<Storage> {
    if embedded(window) {
        return None;
    }
    window.local_storage().ok().flatten()
}

/// Whether the browser refuses the page its storage (`?embed=1` does without it on purpose).
pub fn blocked(window: &Window) -> bool {
    !embedded(window) && !matches!(window.local_storage(), Ok(Some(_)))
}

/// The library of this site (its path), when the page may keep anything.
pub fn store(window: &Window) -> Option<Store<LocalShelf>> {
    let local = storage(window)?;
    let tab = window.session_storage().ok().flatten();
    Some(Store::new(LocalShelf { local, tab }, &window.location().pathname().unwrap_or_default()))
}

/// `localStorage` and this tab's `sessionStorage`.
#[derive(Debug, Clone)]
pub struct LocalShelf {
    local: Storage,
    tab: Option<Storage>,
}

impl Shelf for LocalShelf {
    type Parsed = JsonText;

    fn parse_json(text: &str) -> Option<JsonText> {
        JsonText::parse(text)
    }

    fn to_json<T: Serialize>(value: &T) -> Option<String> {
        to_json(value)
    }

    fn get(&self, key: &str) -> Option<String> {
        self.local.get_item(key).ok().flatten()
    }

    fn set(&mut self, key: &str, text: &str) -> Result<(), Refused> {
        self.local.set_item(key, text).map_err(|_| Refused)
    }

    fn remove(&mut self, key: &str) {
        let _ = self.local.remove_item(key);
    }

    fn keys(&self) -> Vec<String> {
        let n = self.local.length().unwrap_or(0);
        (0..n).filter_map(|i| self.local.key(i).ok().flatten()).collect()
    }

    fn tab_get(&self, key: &str) -> Option<String> {
        self.tab.as_ref()?.get_item(key).ok().flatten()
    }

    fn tab_set(&mut self, key: &str, text: &str) {
        if let Some(tab) = &self.tab {
            let _ = tab.set_item(key, text);
        }
    }
}

/// Whether the player chose to see the engine's depth and score.
pub fn show_info(window: &Window) -> bool {
    storage(window).and_then(|s| s.get_item(INFO_KEY).ok().flatten()).as_deref() == Some("1")
}

pub fn set_show_info(window: &Window, show: bool) {
    if let Some(s) = storage(window) {
        let _ = s.set_item(INFO_KEY, if show { "1" } else { "0" });
    }
}
