//! The names of online things: a game's public id (in its watch link) and a seat's or an
//! invitation's secret (in a private link only).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A game's public id: 12 lower-case letters and digits, as in its watch link. Knowing it lets
/// one watch the game, never play it.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct GameId(String);

/// The characters of a [`GameId`].
pub const ID_CHARS: &[u8; 36] = b"0123456789abcdefghijklmnopqrstuvwxyz";
/// A [`GameId`]'s length.
pub const ID_LEN: usize = 12;

impl GameId {
    /// The id of `text`, if it is one.
    #[must_use]
    pub fn parse(text: &str) -> Option<GameId> {
        (text.len() == ID_LEN && text.bytes().all(|b| ID_CHARS.contains(&b))).then(|| GameId(text.to_owned()))
    }

    /// An id from 12 random numbers (each taken modulo 36).
    #[must_use]
    pub fn from_random(random: [u8; ID_LEN]) -> GameId {
        GameId(random.iter().map(|&r| char::from(ID_CHARS[usize::from(r) % ID_CHARS.len()])).collect())
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl TryFrom<String> for GameId {
    type Error = &'static str;

    fn try_from(text: String) -> Result<GameId, &'static str> {
        GameId::parse(&text).ok_or("expected a game id: 12 lower-case letters and digits")
    }
}

impl From<GameId> for String {
    fn from(id: GameId) -> String {
        id.0
    }
}

/// 128 random bits as 32 lower-case hex digits: a seat's secret (whoever shows it plays that
/// seat) or an invitation's (whoever shows it first takes the free seat). It is never written to
/// a log: its `Debug` hides it.
#[derive(Clone, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Secret(String);

/// A [`Secret`]'s length in hex digits.
pub const SECRET_LEN: usize = 32;

impl Secret {
    /// The secret of `text`, if it is one.
    #[must_use]
    pub fn parse(text: &str) -> Option<Secret> {
        (text.len() == SECRET_LEN && text.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b)))
            .then(|| Secret(text.to_owned()))
    }

    /// The secret of 16 random bytes.
    #[must_use]
    pub fn from_random(random: [u8; 16]) -> Secret {
        Secret(random.iter().map(|b| format!("{b:02x}")).collect())
    }

    /// The digits, for a private link or the server's check (which compares digests in
    /// constant time).
    #[must_use]
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(…)")
    }
}

impl TryFrom<String> for Secret {
    type Error = &'static str;

    fn try_from(text: String) -> Result<Secret, &'static str> {
        Secret::parse(&text).ok_or("expected a secret: 32 lower-case hex digits")
    }
}

impl From<Secret> for String {
    fn from(s: Secret) -> String {
        s.0
    }
}
