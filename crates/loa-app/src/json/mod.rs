//! A small JSON reader and writer for the app's own values: the saved games and the library's
//! index (text in `localStorage`) and the engine worker's messages (turned into structured-clone
//! objects by the browser's `JSON.parse`). It replaces serde, whose generic code and error paths
//! (float formatting among them) cost the site's module ~17 KB of gzip.
//!
//! Only what these values need: objects, arrays, strings, `true`/`false`, `null`, and whole
//! numbers (every number the app keeps or sends is one: a JS number prints a whole number without
//! a fraction). A fraction or an exponent is an error, as is anything malformed; nothing here
//! panics on bad input. Fields are read by name: unknown fields are ignored, a missing optional
//! field is its default, and `null` reads as absent.

mod read;
#[cfg(test)]
mod tests;
mod write;

use std::fmt;

/// A JSON value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Json {
    Null,
    Bool(bool),
    /// A whole number (JSON has one kind of number; the app keeps only whole ones).
    Int(i64),
    Str(String),
    Array(Vec<Json>),
    /// The fields in their order (a later duplicate is not looked at).
    Object(Vec<(String, Json)>),
}

/// Why a JSON text or value cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JsonError {
    /// The text is not JSON (or holds what this reader does not take): what was expected, at
    /// which byte.
    Syntax { at: usize, expected: &'static str },
    /// A field the value must have is absent.
    Missing(&'static str),
    /// A value of the wrong kind or out of range: what it must be, and the field it is in.
    Invalid { field: &'static str, expected: &'static str },
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JsonError::Syntax { at, expected } => write!(f, "not JSON at byte {at}: expected {expected}"),
            JsonError::Missing(field) => write!(f, "missing field `{field}`"),
            JsonError::Invalid { field: "", expected } => write!(f, "expected {expected}"),
            JsonError::Invalid { field, expected } => write!(f, "field `{field}`: expected {expected}"),
        }
    }
}

impl std::error::Error for JsonError {}

/// A value that has a JSON form.
pub trait ToJson {
    fn to_json(&self) -> Json;
}

/// A value read back from its JSON form.
pub trait FromJson: Sized {
    /// `field` names where the value is, for the error.
    ///
    /// # Errors
    /// [`JsonError::Invalid`] or [`JsonError::Missing`]: what is wrong, and where.
    fn from_json(value: &Json, field: &'static str) -> Result<Self, JsonError>;
}

/// The JSON text of `value`.
#[must_use]
pub fn to_string<T: ToJson + ?Sized>(value: &T) -> String {
    value.to_json().to_string()
}

/// Reads a `T` from JSON text.
///
/// # Errors
/// The text is not JSON, or not a `T`.
pub fn from_str<T: FromJson>(text: &str) -> Result<T, JsonError> {
    T::from_json(&Json::parse(text)?, "")
}

impl Json {
    /// The value of field `name` of an object (`None` for anything else or a missing field).
    #[must_use]
    pub fn get(&self, name: &str) -> Option<&Json> {
        match self {
            Json::Object(fields) => fields.iter().find(|(k, _)| k == name).map(|(_, v)| v),
            _ => None,
        }
    }

    /// Field `name`, which the object must have (`null` counts as absent).
    ///
    /// # Errors
    /// [`JsonError::Missing`], or the field's own error.
    pub fn field<T: FromJson>(&self, name: &'static str) -> Result<T, JsonError> {
        match self.get(name) {
            None | Some(Json::Null) => Err(JsonError::Missing(name)),
            Some(value) => T::from_json(value, name),
        }
    }

    /// Field `name`, or `T`'s default when absent or `null`.
    ///
    /// # Errors
    /// The field's own error, when it is there but not a `T`.
    pub fn field_or_default<T: FromJson + Default>(&self, name: &'static str) -> Result<T, JsonError> {
        self.field_or(name, T::default())
    }

    /// Field `name`, or `default` when absent or `null`.
    ///
    /// # Errors
    /// The field's own error, when it is there but not a `T`.
    pub fn field_or<T: FromJson>(&self, name: &'static str, default: T) -> Result<T, JsonError> {
        match self.get(name) {
            None | Some(Json::Null) => Ok(default),
            Some(value) => T::from_json(value, name),
        }
    }

    /// An object of `fields`, leaving out those whose value is `None`.
    #[must_use]
    pub fn object(fields: impl IntoIterator<Item = (&'static str, Option<Json>)>) -> Json {
        Json::Object(fields.into_iter().filter_map(|(k, v)| Some((k.to_owned(), v?))).collect())
    }

    /// `{name: value}`: an enum's variant with its content, as serde tags it externally.
    #[must_use]
    pub fn tagged(name: &str, value: Json) -> Json {
        Json::Object(vec![(name.to_owned(), value)])
    }

    /// The variant name and content of `{name: value}` (or of the bare string `"name"`).
    #[must_use]
    pub fn variant(&self) -> Option<(&str, &Json)> {
        match self {
            Json::Str(name) => Some((name, &Json::Null)),
            Json::Object(fields) if fields.len() == 1 => fields.first().map(|(k, v)| (k.as_str(), v)),
            _ => None,
        }
    }
}

fn invalid(field: &'static str, expected: &'static str) -> JsonError {
    JsonError::Invalid { field, expected }
}

impl ToJson for Json {
    fn to_json(&self) -> Json {
        self.clone()
    }
}

impl ToJson for str {
    fn to_json(&self) -> Json {
        Json::Str(self.to_owned())
    }
}

impl ToJson for String {
    fn to_json(&self) -> Json {
        Json::Str(self.clone())
    }
}

impl FromJson for String {
    fn from_json(value: &Json, field: &'static str) -> Result<Self, JsonError> {
        match value {
            Json::Str(s) => Ok(s.clone()),
            _ => Err(invalid(field, "a string")),
        }
    }
}

impl ToJson for bool {
    fn to_json(&self) -> Json {
        Json::Bool(*self)
    }
}

impl FromJson for bool {
    fn from_json(value: &Json, field: &'static str) -> Result<Self, JsonError> {
        match value {
            Json::Bool(b) => Ok(*b),
            _ => Err(invalid(field, "true or false")),
        }
    }
}

macro_rules! whole_numbers {
    ($($t:ty),*) => {$(
        impl ToJson for $t {
            fn to_json(&self) -> Json {
                Json::Int(i64::try_from(*self).unwrap_or(i64::MAX))
            }
        }

        impl FromJson for $t {
            fn from_json(value: &Json, field: &'static str) -> Result<Self, JsonError> {
                match value {
                    Json::Int(n) => <$t>::try_from(*n).map_err(|_| invalid(field, concat!("a whole number that fits ", stringify!($t)))),
                    _ => Err(invalid(field, "a whole number")),
                }
            }
        }
    )*};
}

whole_numbers!(u8, u32, u64, usize, i32, i64);

/// A JS number that counts (nodes, milliseconds): whole, up to 2^53.
impl ToJson for f64 {
    fn to_json(&self) -> Json {
        // Saturating: NaN is 0, which a count never is by mistake in this app.
        #[allow(clippy::cast_possible_truncation)]
        Json::Int(*self as i64)
    }
}

impl FromJson for f64 {
    fn from_json(value: &Json, field: &'static str) -> Result<Self, JsonError> {
        match value {
            #[allow(clippy::cast_precision_loss)]
            Json::Int(n) => Ok(*n as f64),
            _ => Err(invalid(field, "a whole number")),
        }
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn to_json(&self) -> Json {
        self.as_ref().map_or(Json::Null, ToJson::to_json)
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(value: &Json, field: &'static str) -> Result<Self, JsonError> {
        match value {
            Json::Null => Ok(None),
            value => T::from_json(value, field).map(Some),
        }
    }
}

impl<T: ToJson> ToJson for [T] {
    fn to_json(&self) -> Json {
        Json::Array(self.iter().map(ToJson::to_json).collect())
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn to_json(&self) -> Json {
        self.as_slice().to_json()
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(value: &Json, field: &'static str) -> Result<Self, JsonError> {
        match value {
            Json::Array(items) => items.iter().map(|item| T::from_json(item, field)).collect(),
            _ => Err(invalid(field, "a list")),
        }
    }
}
