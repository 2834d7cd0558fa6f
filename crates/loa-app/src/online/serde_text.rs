//! loa-core's values in the protocol's JSON, as the project writes them everywhere else:
//! `"black"`, a variant's name (`"scrambled-eggs"`), rules as `--rules` takes them
//! (`"olympiad"`), a time control as `"5+3"`, a move as `"b1-b3"` (read by the game, which knows
//! its board).

use loa_core::Color;
use serde::{Deserialize, Deserializer, Serializer};

/// `black` or `white`.
#[must_use]
pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// The colour `name` says (`black`, `white`).
#[must_use]
pub fn color_from(name: &str) -> Option<Color> {
    match name {
        "black" => Some(Color::Black),
        "white" => Some(Color::White),
        _ => None,
    }
}

/// A [`Color`] field: `#[serde(with = "serde_text::color")]`.
pub mod color {
    use super::*;

    /// # Errors
    /// The serializer's.
    pub fn serialize<S: Serializer>(c: &Color, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(color_name(*c))
    }

    /// # Errors
    /// Not `black` or `white`.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Color, D::Error> {
        let name = String::deserialize(d)?;
        color_from(&name).ok_or_else(|| serde::de::Error::custom("expected \"black\" or \"white\""))
    }
}

/// An `Option<Color>` field (`null` for none).
pub mod opt_color {
    use super::*;

    /// # Errors
    /// The serializer's.
    pub fn serialize<S: Serializer>(c: &Option<Color>, s: S) -> Result<S::Ok, S::Error> {
        match c {
            Some(c) => s.serialize_some(color_name(*c)),
            None => s.serialize_none(),
        }
    }

    /// # Errors
    /// Neither `null` nor a colour.
    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<Color>, D::Error> {
        match Option::<String>::deserialize(d)? {
            None => Ok(None),
            Some(name) => color_from(&name)
                .map(Some)
                .ok_or_else(|| serde::de::Error::custom("expected \"black\", \"white\" or null")),
        }
    }
}

/// A field of a type written and read as text (`Display` and `FromStr`): a variant, rules, a
/// time control.
pub mod text {
    use std::fmt::Display;
    use std::str::FromStr;

    use super::*;

    /// # Errors
    /// The serializer's.
    pub fn serialize<T: Display, S: Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(value)
    }

    /// # Errors
    /// What the type's own reader says.
    pub fn deserialize<'de, T, D>(d: D) -> Result<T, D::Error>
    where
        T: FromStr,
        T::Err: Display,
        D: Deserializer<'de>,
    {
        let text = String::deserialize(d)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}
