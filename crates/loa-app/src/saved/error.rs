//! Why a saved game cannot be opened.

use crate::game::GameLine;
use crate::i18n::Msg;
use crate::i18n::{tr, Arg};

/// Why a saved game cannot be opened. Nothing is deleted in any case: the save stays as it is.
#[derive(Debug, Clone)]
pub enum SavedError {
    /// Written by a newer version of the site.
    Newer { version: u32 },
    /// Not a game at all (not JSON, a field missing or wrong).
    Unreadable(String),
    /// A game whose move `number` (`text`) cannot be played: the moves before it are `prefix`.
    Damaged { number: usize, text: String, reason: String, prefix: Box<GameLine> },
}

impl std::fmt::Display for SavedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            SavedError::Newer { version } => tr(Msg::SavedNewer, &[("version", Arg::from(i64::from(*version)))]),
            SavedError::Unreadable(reason) => reason.clone(),
            SavedError::Damaged { number, text, reason, .. } => tr(
                Msg::SavedBadMove,
                &[
                    ("number", Arg::from(*number as i64)),
                    ("text", Arg::from(text.as_str())),
                    ("error", Arg::from(reason.as_str())),
                ],
            ),
        };
        f.write_str(&text)
    }
}

impl SavedError {
    /// The kept text is not JSON at all (the browser's `JSON.parse` refused it).
    #[must_use]
    pub fn not_json() -> SavedError {
        SavedError::Unreadable(tr(Msg::SavedNotJson, &[]))
    }
}

pub(super) fn bad_ply(ply: usize, total: usize) -> SavedError {
    SavedError::Unreadable(tr(Msg::SavedBadPly, &[("ply", Arg::from(ply as i64)), ("total", Arg::from(total as i64))]))
}
