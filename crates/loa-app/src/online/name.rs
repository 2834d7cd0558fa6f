//! A display name: what a player calls themself in the lobby and in a game's record. Plain
//! text, shown only as text (a page sets it as text content, never as markup); here it is only
//! limited: trimmed, inner runs of spaces made one, no control characters, at most
//! [`MAX_NAME_CHARS`] characters.

use std::fmt;

use serde::{Deserialize, Serialize};

/// The longest name, in characters.
pub const MAX_NAME_CHARS: usize = 32;

/// A display name: see [`online`](super).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Name(String);

/// Why a name is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NameError {
    /// Nothing but spaces.
    Empty,
    /// Longer than [`MAX_NAME_CHARS`].
    TooLong,
    /// A control character (a line break, a tab …).
    Control,
}

impl fmt::Display for NameError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NameError::Empty => f.write_str("a name needs a letter"),
            NameError::TooLong => write!(f, "a name has at most {MAX_NAME_CHARS} characters"),
            NameError::Control => f.write_str("a name is one line of text"),
        }
    }
}

impl std::error::Error for NameError {}

impl Name {
    /// `text` as a name: trimmed, spaces made single.
    ///
    /// # Errors
    /// [`NameError`]: empty, too long, or with a control character.
    pub fn new(text: &str) -> Result<Name, NameError> {
        if text.chars().any(char::is_control) {
            return Err(NameError::Control);
        }
        let name = text.split_whitespace().collect::<Vec<_>>().join(" ");
        match name.chars().count() {
            0 => Err(NameError::Empty),
            n if n > MAX_NAME_CHARS => Err(NameError::TooLong),
            _ => Ok(Name(name)),
        }
    }

    #[must_use]
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl TryFrom<String> for Name {
    type Error = NameError;

    fn try_from(text: String) -> Result<Name, NameError> {
        Name::new(&text)
    }
}

impl From<Name> for String {
    fn from(n: Name) -> String {
        n.0
    }
}
