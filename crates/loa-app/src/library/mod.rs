//! "Your games": the library of games kept in the browser, with every rule about it decided here
//! and tested natively. The browser only lends its storage ([`Shelf`]).
//!
//! - [`shelf`]: where texts are kept (the browser's storages; memory in tests);
//! - [`store`]: one site's games, its index, this tab's game, the version-1 game;
//! - [`kept`]: the open game's place and saving it without overwriting another tab's moves;
//! - [`arrival`]: the game the page opens on arrival (a link, this tab's, the last one);
//! - [`notice`]: what the page says about it, with what each notice offers;
//! - [`list`]: the games as the list shows them, and their records.
//!
//! [`Library`] ties them together for the page: the store (none where nothing may be kept),
//! the open game's place, and whether the browser promised to keep the storage.

pub mod arrival;
pub mod kept;
pub mod list;
pub mod notice;
pub mod shelf;
pub mod store;
#[cfg(test)]
mod tests;

use crate::i18n::Msg;
use loa_core::Color;

pub use arrival::Arrival;
pub use kept::{Keeping, Kept, Saving};
pub use notice::{Notice, Offer};
#[cfg(test)]
pub use shelf::MemoryShelf;
pub use shelf::{Refused, Shelf};
pub use store::Store;

use crate::game::GameLine;
use crate::saved::{Restored, SavedError};
use crate::session::{Session, Text};

/// What the browser said about keeping the site's storage (phones clear it under pressure unless
/// it is persistent: Safari after seven days without a visit).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Persistence {
    /// Not asked yet (no game worth keeping so far).
    NotAsked,
    /// Asked; no answer yet.
    Asking,
    /// The storage is persistent: the browser keeps the games until the player deletes them.
    Granted,
    /// The browser refused (or cannot say): it may clear the games.
    Refused,
}

/// How long a deleted game's Undo stays offered in the list (ms): a few seconds, as a mail app
/// offers it, so a slip costs nothing and the list does not keep a row for a game that is gone.
pub const UNDO_DELETE_MS: u64 = 8_000;

/// The library and the open game's place in it.
#[derive(Debug)]
pub struct Library<S> {
    store: Option<Store<S>>,
    kept: Kept,
    persistence: Persistence,
    /// The game deleted last, as it was kept (its id, its text and its words in the list), until
    /// its deletion is undone, another game is deleted, the list closes or [`UNDO_DELETE_MS`] pass.
    deleted: Option<(String, String, String)>,
}

/// What a save asks of the page beyond its words.
#[derive(Debug, Clone, Default)]
pub struct Saved {
    /// Something to say (a failure, or the game kept apart from another tab's).
    pub notice: Option<Notice>,
    /// Ask the browser to keep the storage (the first game worth keeping).
    pub ask_persistence: bool,
}

impl<S: Shelf> Library<S> {
    /// The library on `store` (`None`: nothing may be kept) with the open game at `kept`.
    pub fn new(store: Option<Store<S>>, kept: Kept) -> Library<S> {
        Library { store, kept, persistence: Persistence::NotAsked, deleted: None }
    }

    /// The open game's place.
    #[must_use]
    pub fn kept(&self) -> &Kept {
        &self.kept
    }

    /// This player's colour in a game by link.
    #[must_use]
    pub fn me(&self) -> Option<Color> {
        self.kept.me
    }

    /// This player takes `me` (a rematch by link swaps it).
    pub fn set_me(&mut self, me: Option<Color>) {
        self.kept.me = me;
    }

    /// Whether anything is kept (storage allowed and not inside another site's frame).
    #[must_use]
    pub fn keeps(&self) -> bool {
        self.store.is_some()
    }

    /// The store, when there is one.
    pub fn store(&mut self) -> Option<&mut Store<S>> {
        self.store.as_mut()
    }

    /// The next game is a new entry at `now_ms` (`random` names it); the game before stays.
    pub fn start_entry(&mut self, now_ms: u64, random: u64) {
        self.kept = Kept::fresh(now_ms, random);
    }

    /// Keeps the session's game with its analysis board and `hints`, at `now_ms`; says when
    /// that fails (once) or when another tab had written the game since.
    pub fn save(&mut self, session: &Session, hints: &[u32], now_ms: u64, random: u64) -> Saved {
        let Some(store) = self.store.as_mut() else { return Saved::default() };
        // Nothing while the analysis board shows the editor's position (not this game's).
        let Some((game, analysis)) = session.kept() else { return Saved::default() };
        let keeping = Keeping { game, flipped: session.flipped(), hints, analysis };
        match store.save(&mut self.kept, keeping, now_ms, random) {
            Saving::Saved => {
                let ask = self.persistence == Persistence::NotAsked;
                if ask {
                    self.persistence = Persistence::Asking;
                }
                Saved { notice: None, ask_persistence: ask }
            }
            Saving::Skipped | Saving::Failed { first: false } => Saved::default(),
            Saving::Failed { first: true } => Saved {
                notice: Some(Notice { text: Text::message(Msg::LibrarySaveFailed, []), offer: Some(Offer::Export) }),
                ask_persistence: false,
            },
            Saving::Forked => {
                Saved { notice: Some(Notice::plain(Text::message(Msg::LibraryForked, []))), ask_persistence: false }
            }
        }
    }

    /// The browser's answer about keeping the storage.
    pub fn persistence_answered(&mut self, granted: bool) {
        self.persistence = if granted { Persistence::Granted } else { Persistence::Refused };
    }

    #[must_use]
    pub fn persistence(&self) -> Persistence {
        self.persistence
    }

    /// Game `id` to open in place of the open one (which stays kept): restored with the plies
    /// its hints were shown at, and made the open game. `None` if it is the open game already or
    /// cannot be read (nothing changes).
    pub fn open(&mut self, id: &str) -> Option<(Restored, Vec<u32>)> {
        if self.kept.id == id {
            return None;
        }
        let store = self.store.as_mut()?;
        let text = store.read(id)?;
        let (saved, restored) = store::restore::<S>(&text).ok()?;
        store.set_current(id);
        let hints = saved.hints.clone();
        self.kept = Kept::of(&saved, text);
        Some((restored, hints))
    }

    /// The online game that kept game `id` is the copy of, while it is not finished: the page
    /// opens it online (the server's game), never as a local copy to play on.
    #[must_use]
    pub fn unfinished_online(&self, id: &str) -> Option<String> {
        let text = self.store.as_ref()?.read(id)?;
        let (saved, restored) = store::restore::<S>(&text).ok()?;
        saved.online.filter(|_| restored.game.end().is_none()).map(|online| online.game)
    }

    /// Deletes game `id` (the player asked), which [`Library::undo_delete`] can bring back;
    /// returns whether it was the open game.
    pub fn delete(&mut self, id: &str) -> bool {
        let words = self.describe(id).unwrap_or_default();
        if let Some(store) = self.store.as_mut() {
            self.deleted = store.read(id).map(|text| (id.to_owned(), text, words));
            store.delete(id);
        }
        self.kept.id == id
    }

    /// The words of the game deleted last, while its deletion can be undone.
    #[must_use]
    pub fn deleted(&self) -> Option<&str> {
        self.deleted.as_ref().map(|(_, _, words)| words.as_str())
    }

    /// Keeps the game deleted last again, as it was; returns whether it is back.
    pub fn undo_delete(&mut self) -> bool {
        let (Some(store), Some((id, text, _))) = (self.store.as_mut(), self.deleted.take()) else { return false };
        // A game of that id written since (another tab) is not overwritten.
        if store.read(&id).is_some() {
            return false;
        }
        store.write(&id, &text).is_ok()
    }

    /// The deletion can no longer be undone: the list closed, or [`UNDO_DELETE_MS`] passed.
    pub fn forget_deleted(&mut self) {
        self.deleted = None;
    }

    /// Another tab wrote `key` (its text now `value`): if it is the open game and readable here,
    /// the game as that tab left it, which this tab follows.
    pub fn followed(&mut self, key: &str, value: Option<String>) -> Option<Restored> {
        let store = self.store.as_ref()?;
        if key != store.keys().game(&self.kept.id) {
            return None;
        }
        let text = value?;
        if self.kept.last.as_deref() == Some(text.as_str()) {
            return None;
        }
        // Unreadable here (a newer tab's format): left alone; the next save keeps this game apart.
        let (saved, restored) = store::restore::<S>(&text).ok()?;
        let told_failed = self.kept.told_failed;
        self.kept = Kept::of(&saved, text);
        self.kept.told_failed = told_failed;
        Some(restored)
    }

    /// The kept text of game `id` restored, or why it cannot be.
    pub fn restore(&mut self, id: &str) -> Option<Result<Restored, SavedError>> {
        let text = self.store.as_ref()?.read(id)?;
        Some(store::restore::<S>(&text).map(|(_, r)| r))
    }

    /// An exported record of `game` with this library's header (players, an online game's by
    /// their names, the day it began).
    #[must_use]
    pub fn header(&self, game: &GameLine) -> crate::game::sgf_header::Header {
        let header = crate::game::sgf_header::Header::of(game, self.kept.me, self.kept.created);
        match &self.kept.online {
            Some(online) => header.named(&online.black, &online.white),
            None => header,
        }
    }
}
