//! [`Msg`]: the messages of the `.ftl` files as a type, generated from `locales/en.ftl` by the
//! crate's build script. A misspelt id is a compile error, not an id shown on the page.
//!
//! ```
//! use loa_app::i18n::Msg;
//!
//! assert_eq!(Msg::TurnYours.id(), "turn-yours");
//! assert_eq!(Msg::from_id("turn-yours"), Some(Msg::TurnYours));
//! assert_eq!(Msg::from_id("no-such-message"), None);
//! assert_eq!(Msg::TookBack.variables(), ["count"]);
//! ```

use std::fmt;

include!(concat!(env!("OUT_DIR"), "/msg.rs"));

impl Msg {
    /// The Fluent id: `turn-yours`.
    #[must_use]
    pub fn id(self) -> &'static str {
        let i = self as usize;
        let start = if i == 0 { 0 } else { usize::from(Msg::ID_ENDS[i - 1]) };
        Msg::IDS.get(start..usize::from(Msg::ID_ENDS[i])).unwrap_or_default()
    }

    /// Position in [`Msg::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The message with Fluent id `id` (a `data-i18n` attribute, an entry of a fetched file).
    #[must_use]
    pub fn from_id(id: &str) -> Option<Msg> {
        Msg::ALL.binary_search_by(|msg| msg.id().cmp(id)).ok().map(|i| Msg::ALL[i])
    }

    /// The variables the message uses in English (`$count` is `count`), sorted.
    #[must_use]
    pub const fn variables(self) -> &'static [&'static str] {
        Msg::VARIABLES[self as usize]
    }
}

/// The id, not the variant's name: a table of 400 names would weigh on every wasm module.
impl fmt::Debug for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::Msg;

    #[test]
    fn every_id_round_trips_and_the_order_is_the_ids() {
        for (i, msg) in Msg::ALL.into_iter().enumerate() {
            assert_eq!(msg.index(), i);
            assert_eq!(Msg::from_id(msg.id()), Some(msg));
        }
        assert!(Msg::ALL.windows(2).all(|w| w[0].id() < w[1].id()));
        assert_eq!(Msg::Variant6x6.id(), "variant-6x6");
        assert_eq!(Msg::LevelName4.id(), "level-name-4");
        for unknown in ["", "turn", "turn-yours-", "Turn-yours", "zzz"] {
            assert_eq!(Msg::from_id(unknown), None, "{unknown:?}");
        }
    }

    #[test]
    fn variables_are_englishs() {
        assert_eq!(Msg::PlayWrongDistance.variables(), ["distance", "from", "pieces", "to"]);
        assert!(Msg::NewGame.variables().is_empty());
    }
}
