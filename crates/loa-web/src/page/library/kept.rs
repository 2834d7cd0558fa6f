//! The open game's place in the library: its id, the revision this tab last wrote or read, and
//! saving it without ever overwriting what another tab wrote since (the game is then kept as a
//! new entry instead). Also the page's notices that come with an offer (open the readable moves,
//! export, reload).

use loa_core::Color;

use super::storage::Store;
use crate::i18n::Msg;
use crate::js_value::to_json;
use loa_app::game::GameLine;
use loa_app::saved::library::new_id;
use loa_app::saved::Saved;

/// The open game's bookkeeping.
#[derive(Debug, Clone)]
pub struct Kept {
    pub id: String,
    pub rev: u64,
    pub created: u64,
    /// In a game by link, the colour this player has.
    pub me: Option<Color>,
    /// The text this tab last wrote or read under the game's key: anything else found there was
    /// written by another tab.
    pub last: Option<String>,
    /// A failed save was reported (said once).
    pub told_failed: bool,
}

/// Now, in ms since 1970.
#[must_use]
pub fn now() -> u64 {
    // Whole milliseconds, never negative: the cast cannot lose anything that matters.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let ms = js_sys::Date::now().max(0.0) as u64;
    ms
}

impl Kept {
    /// A game not yet in the library, with a new id (kept from its first move).
    #[must_use]
    pub fn fresh() -> Kept {
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let random = (js_sys::Math::random() * 4_294_967_296.0) as u64;
        Kept::with_id(new_id(now(), random))
    }

    /// A game not yet in this library that has an id already (from a link).
    #[must_use]
    pub fn with_id(id: String) -> Kept {
        Kept { id, rev: 0, created: now(), me: None, last: None, told_failed: false }
    }

    /// The game kept as `text` (`saved` read from it).
    #[must_use]
    pub fn of(saved: &Saved, text: String) -> Kept {
        Kept {
            id: saved.id.clone(),
            rev: saved.rev,
            created: saved.created,
            me: saved.me(),
            last: Some(text),
            told_failed: false,
        }
    }
}

/// How a save went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Saving {
    /// Kept.
    Saved,
    /// Nothing to keep: no storage, or a new game with no move (nor hint) yet.
    Skipped,
    /// The browser refused (a full quota): `first` when not yet said.
    Failed { first: bool },
    /// Another tab wrote this game since this tab read it: the game was kept as a new entry.
    Forked,
}

fn saved_form(kept: &Kept, game: &GameLine, flipped: bool, hints: &[u32], analysis: Option<Board<'_>>) -> Saved {
    let mut saved = Saved::of(game, flipped);
    if let Some((board, open)) = analysis {
        saved = saved.with_analysis(board, open);
    }
    saved.hints = hints.to_vec();
    saved.id.clone_from(&kept.id);
    saved.rev = kept.rev + 1;
    saved.created = kept.created;
    saved.updated = now();
    saved.me = kept.me.map(|c| if c == Color::Black { "black" } else { "white" }.to_owned());
    saved
}

/// The game's analysis board, and whether it is showing.
pub type Board<'a> = (&'a GameLine, bool);

/// Keeps `game` (with its analysis board) under `kept`'s id, unless another tab wrote that key
/// since: then under a new id.
pub fn save(
    store: Option<&Store>,
    kept: &mut Kept,
    game: &GameLine,
    flipped: bool,
    hints: &[u32],
    analysis: Option<Board<'_>>,
) -> Saving {
    let Some(store) = store else { return Saving::Skipped };
    if kept.last.is_none() && game.line().is_empty() && hints.is_empty() {
        return Saving::Skipped;
    }
    let mut forked = false;
    if let Some(stored) = store.read(&kept.id) {
        if kept.last.as_deref() != Some(stored.as_str()) {
            let me = kept.me;
            *kept = Kept::fresh();
            kept.me = me;
            forked = true;
        }
    }
    let saved = saved_form(kept, game, flipped, hints, analysis);
    let Some(text) = to_json(&saved) else { return Saving::Skipped };
    match store.write(&kept.id, &text) {
        Ok(()) => {
            kept.rev = saved.rev;
            kept.last = Some(text);
            kept.told_failed = false;
            store.note(saved.entry(game));
            store.set_current(&kept.id);
            if forked {
                Saving::Forked
            } else {
                Saving::Saved
            }
        }
        Err(_) => {
            let first = !kept.told_failed;
            kept.told_failed = true;
            Saving::Failed { first }
        }
    }
}

/// What a notice offers beside its text (a `data-action` button in the message).
#[derive(Debug, Clone)]
pub enum Offer {
    /// Open the readable moves of a damaged save as a new game.
    RestorePrefix(Box<GameLine>),
    /// Export the game (its record in the record dialog).
    Export,
    /// Reload the page (a newer build is installed).
    Reload,
}

impl Offer {
    /// The button's `data-action`.
    #[must_use]
    pub fn action(&self) -> &'static str {
        match self {
            Offer::RestorePrefix(_) => "restore-prefix",
            Offer::Export => "export",
            Offer::Reload => "reload",
        }
    }

    /// The button's words (message id).
    #[must_use]
    pub fn label_id(&self) -> Msg {
        match self {
            Offer::RestorePrefix(_) => Msg::LibraryOpenPrefix,
            Offer::Export => Msg::LibraryExportGame,
            Offer::Reload => Msg::BuildReload,
        }
    }
}

/// A message for the page, with an offer or not.
#[derive(Debug, Clone)]
pub struct Notice {
    pub text: String,
    pub offer: Option<Offer>,
}

impl Notice {
    #[must_use]
    pub fn plain(text: String) -> Notice {
        Notice { text, offer: None }
    }
}
