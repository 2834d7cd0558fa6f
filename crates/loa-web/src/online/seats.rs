//! One's own online games on this device: each game's id and seat secret, kept in the site's
//! storage (one `id secret` line each, newest last, at most [`MAX`]) so that a reload or another
//! visit follows them again and "Your online games" lists them. The secret is the private
//! link's: it stays on this device. And each game's copy in the site's library, which "Your
//! games" lists beside the others.

use web_sys::Window;

use crate::dom::time::now_ms;
use loa_app::online::{keep, Followed, GameId, Secret};

const KEY: &str = "loa-online-seats";
/// The games kept (the server lets a page follow 32).
const MAX: usize = 16;

/// The games kept, oldest first (unreadable lines skipped).
pub fn kept(window: &Window) -> Vec<(GameId, Secret)> {
    let text = window.local_storage().ok().flatten().and_then(|s| s.get_item(KEY).ok().flatten()).unwrap_or_default();
    text.lines()
        .filter_map(|line| {
            let (id, seat) = line.split_once(' ')?;
            Some((GameId::parse(id)?, Secret::parse(seat)?))
        })
        .collect()
}

/// Keeps `game`'s seat (newest last; the oldest dropped past [`MAX`]).
pub fn keep(window: &Window, game: &GameId, seat: &Secret) {
    let mut games = kept(window);
    games.retain(|(g, _)| g != game);
    games.push((game.clone(), seat.clone()));
    let skip = games.len().saturating_sub(MAX);
    let text: Vec<String> = games.iter().skip(skip).map(|(g, s)| format!("{g} {}", s.expose())).collect();
    if let Some(store) = window.local_storage().ok().flatten() {
        let _ = store.set_item(KEY, &text.join("\n"));
    }
}

/// Keeps `game`'s copy in the site's library ("Your games") as it stands, when this page plays
/// it (`followed` with a seat and the game). A refused write changes nothing: the server keeps
/// the game.
pub fn keep_copy(window: &Window, game: &GameId, followed: Option<&Followed>) {
    let Some(Followed { you: Some(me), game: Some(online), .. }) = followed else { return };
    if let Some(mut store) = crate::page::storage::store(window) {
        let _ = keep::keep(&mut store, game, online, *me, now_ms());
    }
}
