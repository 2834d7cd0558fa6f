//! One's online games kept in the site's library as they go ("Your games" lists them beside the
//! others): a copy of the game under its own id (`online-` and the game's), the seat this device
//! plays, both players' names and the game's public id. The server's game is the truth: each copy
//! is written again when the game changes, by whichever tab follows it, never forked.
//!
//! A finished game whose copy is gone is not written again: the player deleted it.

use loa_core::Color;

use super::{GameId, OnlineGame};
use crate::library::{Refused, Shelf, Store};
use crate::saved::{OnlineGameRef, Saved};

/// The library's id of `game`'s copy.
#[must_use]
pub fn library_id(game: &GameId) -> String {
    format!("online-{game}")
}

/// What [`keep`] did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Copied {
    /// The copy was written.
    Written,
    /// Nothing to write: no move yet, the copy is as the game stands, or a finished game whose
    /// copy the player deleted.
    Unchanged,
}

/// Keeps `game` (public id `id`), in which this device plays `me`, in `store` at `now_ms`.
///
/// # Errors
/// The storage refused it (a full quota).
pub fn keep<S: Shelf>(
    store: &mut Store<S>,
    id: &GameId,
    game: &OnlineGame,
    me: Color,
    now_ms: u64,
) -> Result<Copied, Refused> {
    let key = library_id(id);
    let line = game.session().line();
    let before = store.read(&key).and_then(|text| S::parse_json(&text)).and_then(|parsed| Saved::read(&parsed).ok());
    if line.line().is_empty() || (before.is_none() && game.is_over()) {
        return Ok(Copied::Unchanged);
    }
    let [black, white] = game.given_names();
    let mut saved = Saved::of(line, me == Color::White);
    saved.id.clone_from(&key);
    saved.me = Some(me.key().to_owned());
    saved.online = Some(OnlineGameRef { game: id.to_string(), black: black.to_owned(), white: white.to_owned() });
    saved.created = game.events().first().map_or(now_ms, |e| e.at);
    if let Some(before) = &before {
        saved.flipped = before.flipped;
        saved.rev = before.rev;
        if *before == (Saved { updated: before.updated, ..saved.clone() }) {
            return Ok(Copied::Unchanged);
        }
    }
    saved.rev += 1;
    saved.updated = now_ms;
    let text = S::to_json(&saved).ok_or(Refused)?;
    store.write(&key, &text)?;
    store.note(saved.entry(line));
    Ok(Copied::Written)
}
