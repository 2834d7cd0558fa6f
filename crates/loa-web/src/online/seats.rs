//! One's own online games on this device: each game's id and seat secret, kept in the site's
//! storage (one `id secret` line each, newest last, at most [`MAX`]) so that a reload or another
//! visit follows them again and "Your online games" lists them. The secret is the private
//! link's: it stays on this device.

use web_sys::Window;

use loa_app::online::{GameId, Secret};

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
