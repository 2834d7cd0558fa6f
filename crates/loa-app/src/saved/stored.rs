//! The JSON forms of a saved game and of the library's index, field for field as serde wrote
//! them (so every save of versions 1 to 4 reads as before, and the previous builds read ours).

use super::library::{Entry, Index};
use super::{Saved, SavedAnalysis, SavedError};
use crate::i18n::tr;
use crate::i18n::Msg;
use crate::json::{FromJson, Json, JsonError, ToJson};

impl Saved {
    /// Reads a kept game: its version first (a newer one is not read further), then the fields.
    ///
    /// # Errors
    /// [`SavedError::Newer`], or [`SavedError::Unreadable`] with why.
    pub fn read(text: &str) -> Result<Saved, SavedError> {
        let value = Json::parse(text).map_err(|_| SavedError::Unreadable(tr(Msg::SavedNotJson, &[])))?;
        let unreadable = |e: JsonError| SavedError::Unreadable(e.to_string());
        Saved::probe(value.field("version").map_err(unreadable)?)?;
        Saved::from_json(&value, "").map_err(unreadable)
    }

    /// The text kept for this game.
    #[must_use]
    pub fn write(&self) -> String {
        self.to_json().to_string()
    }
}

impl ToJson for Saved {
    fn to_json(&self) -> Json {
        Json::object([
            ("version", Some(self.version.to_json())),
            ("variant", Some(self.variant.to_json())),
            ("rules", Some(self.rules.to_json())),
            ("start", Some(self.start.to_json())),
            ("line", Some(self.line.to_json())),
            ("ply", Some(self.ply.to_json())),
            ("black", Some(self.black.to_json())),
            ("white", Some(self.white.to_json())),
            ("level", Some(self.level.to_json())),
            ("flipped", Some(self.flipped.to_json())),
            ("hints", (!self.hints.is_empty()).then(|| self.hints.to_json())),
            ("id", Some(self.id.to_json())),
            ("rev", Some(self.rev.to_json())),
            ("created", Some(self.created.to_json())),
            ("updated", Some(self.updated.to_json())),
            ("me", self.me.as_ref().map(ToJson::to_json)),
            ("tree", self.tree.as_ref().map(ToJson::to_json)),
            ("end", (self.end != 0).then(|| self.end.to_json())),
            ("analysis", self.analysis.as_ref().map(ToJson::to_json)),
            ("clock", self.clock.as_ref().map(ToJson::to_json)),
            ("ending", self.ending.as_ref().map(ToJson::to_json)),
            ("draw_offer", self.draw_offer.as_ref().map(ToJson::to_json)),
        ])
    }
}

impl FromJson for Saved {
    fn from_json(v: &Json, field: &'static str) -> Result<Self, JsonError> {
        object(v, field)?;
        Ok(Saved {
            version: v.field("version")?,
            variant: v.field("variant")?,
            rules: v.field("rules")?,
            start: v.field("start")?,
            line: v.field("line")?,
            ply: v.field("ply")?,
            black: v.field("black")?,
            white: v.field("white")?,
            level: v.field("level")?,
            flipped: v.field("flipped")?,
            hints: v.field_or_default("hints")?,
            id: v.field_or_default("id")?,
            rev: v.field_or_default("rev")?,
            created: v.field_or_default("created")?,
            updated: v.field_or_default("updated")?,
            me: v.field_or_default("me")?,
            tree: v.field_or_default("tree")?,
            end: v.field_or_default("end")?,
            analysis: v.field_or_default("analysis")?,
            clock: v.field_or_default("clock")?,
            ending: v.field_or_default("ending")?,
            draw_offer: v.field_or_default("draw_offer")?,
        })
    }
}

impl ToJson for SavedAnalysis {
    fn to_json(&self) -> Json {
        Json::object([
            ("tree", Some(self.tree.to_json())),
            ("end", Some(self.end.to_json())),
            ("ply", Some(self.ply.to_json())),
            ("open", Some(self.open.to_json())),
        ])
    }
}

impl FromJson for SavedAnalysis {
    fn from_json(v: &Json, field: &'static str) -> Result<Self, JsonError> {
        object(v, field)?;
        Ok(SavedAnalysis {
            tree: v.field("tree")?,
            end: v.field_or_default("end")?,
            ply: v.field_or_default("ply")?,
            open: v.field_or_default("open")?,
        })
    }
}

impl ToJson for Entry {
    fn to_json(&self) -> Json {
        Json::object([
            ("id", Some(self.id.to_json())),
            ("rev", Some(self.rev.to_json())),
            ("created", Some(self.created.to_json())),
            ("updated", Some(self.updated.to_json())),
            ("black", Some(self.black.to_json())),
            ("white", Some(self.white.to_json())),
            ("level", Some(self.level.to_json())),
            ("variant", Some(self.variant.to_json())),
            ("rules", Some(self.rules.to_json())),
            ("moves", Some(self.moves.to_json())),
            ("result", self.result.as_ref().map(ToJson::to_json)),
            ("how", self.how.as_ref().map(ToJson::to_json)),
            ("me", self.me.as_ref().map(ToJson::to_json)),
        ])
    }
}

impl FromJson for Entry {
    fn from_json(v: &Json, field: &'static str) -> Result<Self, JsonError> {
        object(v, field)?;
        Ok(Entry {
            id: v.field("id")?,
            rev: v.field("rev")?,
            created: v.field("created")?,
            updated: v.field("updated")?,
            black: v.field("black")?,
            white: v.field("white")?,
            level: v.field("level")?,
            variant: v.field("variant")?,
            rules: v.field("rules")?,
            moves: v.field("moves")?,
            result: v.field_or_default("result")?,
            how: v.field_or_default("how")?,
            me: v.field_or_default("me")?,
        })
    }
}

impl ToJson for Index {
    fn to_json(&self) -> Json {
        Json::object([("version", Some(self.version.to_json())), ("games", Some(self.games.to_json()))])
    }
}

impl FromJson for Index {
    fn from_json(v: &Json, field: &'static str) -> Result<Self, JsonError> {
        object(v, field)?;
        Ok(Index { version: v.field("version")?, games: v.field("games")? })
    }
}

impl Index {
    /// Reads the index kept as `text`: anything unreadable (or from a newer version) is an empty
    /// index, which [`Index::reconcile`] then rebuilds from the games themselves.
    #[must_use]
    pub fn read(text: &str) -> Index {
        crate::json::from_str::<Index>(text).map(Index::checked).unwrap_or_default()
    }
}

/// `v` must be an object (its fields are read by name).
fn object(v: &Json, field: &'static str) -> Result<(), JsonError> {
    match v {
        Json::Object(_) => Ok(()),
        _ => Err(JsonError::Invalid { field, expected: "an object" }),
    }
}
