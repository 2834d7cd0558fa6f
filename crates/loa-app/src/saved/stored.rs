//! A kept game and the library's index read back through serde, from their text once parsed: in
//! the browser a JavaScript value (`JSON.parse`, then serde-wasm-bindgen), natively a
//! `serde_json::Value`. The forms are the derives on [`Saved`] and [`Index`].

use serde::de::DeserializeOwned;
use serde::Deserialize;

use super::library::Index;
use super::{Saved, SavedError};

/// A kept text once parsed, which serde reads values from.
pub trait Parsed {
    /// Reads a `T` from the parsed text.
    ///
    /// # Errors
    /// Why it is not a `T`, in serde's words (``missing field `black` ``,
    /// `invalid type: string "2", expected usize`).
    fn decode<T: DeserializeOwned>(&self) -> Result<T, String>;
}

/// A kept game's format alone: read first, so a later format is refused whatever its other
/// fields hold.
#[derive(Debug, Deserialize)]
#[serde(expecting = "a saved game")]
struct Probe {
    version: u32,
}

impl Saved {
    /// Reads a kept game: its version first (a newer one is not read further), then the fields.
    ///
    /// # Errors
    /// [`SavedError::Newer`], or [`SavedError::Unreadable`] with why.
    pub fn read(parsed: &impl Parsed) -> Result<Saved, SavedError> {
        let probe: Probe = parsed.decode().map_err(SavedError::Unreadable)?;
        Saved::probe(probe.version)?;
        parsed.decode().map_err(SavedError::Unreadable)
    }
}

impl Index {
    /// Reads the index kept: anything unreadable (or from a newer version) is an empty index,
    /// which [`Index::reconcile`] then rebuilds from the games themselves.
    #[must_use]
    pub fn read(parsed: &impl Parsed) -> Index {
        parsed.decode::<Index>().map(Index::checked).unwrap_or_default()
    }
}

/// The tests' texts, parsed by serde_json as the browser's `JSON.parse` parses them.
#[cfg(test)]
impl Parsed for serde_json::Value {
    fn decode<T: DeserializeOwned>(&self) -> Result<T, String> {
        T::deserialize(self).map_err(|e| e.to_string())
    }
}
