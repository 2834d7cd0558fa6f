//! An online game's links, as the page writes and reads them: the watch link names the game in
//! its query (`?online=ID`, no secret); the private link and the friend's link carry their
//! secret in the fragment (`#seat=…`, `#invite=…`), which a browser never sends to a server, so
//! no request log ever holds it.

use super::{GameId, Secret};

/// What a link opens.
#[derive(Debug, Clone)]
pub enum Entry {
    /// Watch the game.
    Watch(GameId),
    /// Play the game's seat whose secret this is (one's private link).
    Play(GameId, Secret),
    /// Take the free seat of the game (a friend's invitation).
    Invite(GameId, Secret),
}

/// The query key of an online game.
pub const QUERY_KEY: &str = "online";

/// The query of `game`'s links: `online=ID`.
#[must_use]
pub fn query(game: &GameId) -> String {
    format!("{QUERY_KEY}={game}")
}

/// The private link's fragment: `seat=SECRET`.
#[must_use]
pub fn seat_fragment(seat: &Secret) -> String {
    format!("seat={}", seat.expose())
}

/// The friend's link's fragment: `invite=SECRET`.
#[must_use]
pub fn invite_fragment(invite: &Secret) -> String {
    format!("invite={}", invite.expose())
}

/// What a page's address opens: its query's pairs and its fragment (without `#`). `None`: no
/// online game (or a malformed id; a malformed secret opens the game to watch).
#[must_use]
pub fn read(pairs: &[(String, String)], fragment: &str) -> Option<Entry> {
    let (_, id) = pairs.iter().rev().find(|(k, _)| k == QUERY_KEY)?;
    let game = GameId::parse(id.trim())?;
    let (key, value) = fragment.trim_start_matches('#').split_once('=').unwrap_or(("", ""));
    Some(match (key, Secret::parse(value.trim())) {
        ("seat", Some(secret)) => Entry::Play(game, secret),
        ("invite", Some(secret)) => Entry::Invite(game, secret),
        _ => Entry::Watch(game),
    })
}
