//! The open game's place in the library: its id, the revision and text this tab last wrote or
//! read, and saving it without ever overwriting what another tab wrote since (the game is then
//! kept as a new entry instead: two tabs never lose each other's moves).

use loa_core::Color;

use super::shelf::Shelf;
use super::store::Store;
use crate::game::GameLine;
use crate::saved::library::new_id;
use crate::saved::{OnlineGameRef, Saved};

/// The open game's bookkeeping.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Kept {
    pub id: String,
    pub rev: u64,
    /// When the game was first played (ms since 1970): the date the list shows.
    pub created: u64,
    /// In a game by link, the colour this player has.
    pub me: Option<Color>,
    /// An online game's copy: which game, and its players' names (kept through every save).
    pub online: Option<OnlineGameRef>,
    /// The text this tab last wrote or read under the game's key: anything else found there was
    /// written by another tab.
    pub last: Option<String>,
    /// A failed save was reported (said once).
    pub told_failed: bool,
    /// What was last written or read, without its revision and date: a save of the same is
    /// skipped.
    content: Option<Saved>,
}

impl Kept {
    /// A game not yet in the library, with a new id (kept from its first move).
    #[must_use]
    pub fn fresh(now_ms: u64, random: u64) -> Kept {
        Kept::with_id(new_id(now_ms, random), now_ms)
    }

    /// A game not yet in this library that has an id already (from a link).
    #[must_use]
    pub fn with_id(id: String, now_ms: u64) -> Kept {
        Kept { id, rev: 0, created: now_ms, me: None, online: None, last: None, told_failed: false, content: None }
    }

    /// The game kept as `text` (`saved` read from it).
    #[must_use]
    pub fn of(saved: &Saved, text: String) -> Kept {
        Kept {
            id: saved.id.clone(),
            rev: saved.rev,
            created: saved.created,
            me: saved.me(),
            online: saved.online.clone(),
            last: Some(text),
            told_failed: false,
            content: Some(content(saved)),
        }
    }
}

/// How a save went.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Saving {
    /// Kept.
    Saved,
    /// Nothing to keep: a new game with no move (nor hint) yet, or nothing changed.
    Skipped,
    /// The browser refused (a full quota): `first` when not yet said.
    Failed { first: bool },
    /// Another tab wrote this game since this tab read it: the game was kept as a new entry.
    Forked,
}

/// What is saved of the open game: the game, how it is shown, its hints and its analysis board
/// (and whether that shows).
#[derive(Debug, Clone, Copy)]
pub struct Keeping<'a> {
    pub game: &'a GameLine,
    pub flipped: bool,
    pub hints: &'a [u32],
    pub analysis: Option<(&'a GameLine, bool)>,
}

fn saved_form(kept: &Kept, keeping: Keeping<'_>, now_ms: u64) -> Saved {
    let mut saved = Saved::of(keeping.game, keeping.flipped);
    if let Some((board, open)) = keeping.analysis {
        saved = saved.with_analysis(board, open);
    }
    saved.hints = keeping.hints.to_vec();
    saved.id.clone_from(&kept.id);
    saved.rev = kept.rev + 1;
    saved.created = kept.created;
    saved.updated = now_ms;
    saved.me = kept.me.map(|c| c.key().to_owned());
    saved.online.clone_from(&kept.online);
    saved
}

/// The save's text without what changes at every write, to tell a real change from a rewrite.
fn content(saved: &Saved) -> Saved {
    Saved { rev: 0, updated: 0, ..saved.clone() }
}

impl<S: Shelf> Store<S> {
    /// Keeps the game under `kept`'s id at `now_ms` (its `random` names a new entry), unless
    /// another tab wrote that key since this tab read it: then under a new id. A game with
    /// nothing played is not kept yet, and one kept as it is now is not written again (its date
    /// stays the day it was played).
    pub fn save(&mut self, kept: &mut Kept, keeping: Keeping<'_>, now_ms: u64, random: u64) -> Saving {
        if kept.last.is_none() && keeping.game.line().is_empty() && keeping.hints.is_empty() {
            return Saving::Skipped;
        }
        let mut forked = false;
        if let Some(stored) = self.read(&kept.id) {
            if kept.last.as_deref() != Some(stored.as_str()) {
                let (me, online) = (kept.me, kept.online.take());
                *kept = Kept { me, online, ..Kept::fresh(now_ms, random) };
                forked = true;
            }
        }
        let saved = saved_form(kept, keeping, now_ms);
        let new_content = content(&saved);
        if !forked && kept.content.as_ref() == Some(&new_content) {
            return Saving::Skipped;
        }
        let Some(text) = S::to_json(&saved) else { return Saving::Skipped };
        match self.write(&kept.id, &text) {
            Ok(()) => {
                kept.rev = saved.rev;
                kept.last = Some(text);
                kept.content = Some(new_content);
                kept.told_failed = false;
                self.note(saved.entry(keeping.game));
                self.set_current(&kept.id);
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
}
