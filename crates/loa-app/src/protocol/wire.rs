//! The messages' JSON forms, which the browser turns into structured-clone objects
//! (`{start: {id, start, moves, …}}`): as serde tagged them before, so either side of a page
//! left open across an update reads the other's.

use super::{FromWorker, LineInfo, PositionReview, ReviewLimits, SearchClock, SearchInfo, StartSearch, ToWorker};
use crate::json::{FromJson, Json, JsonError, ToJson};

impl ToJson for StartSearch {
    fn to_json(&self) -> Json {
        Json::object([
            ("id", Some(self.id.to_json())),
            ("start", Some(self.start.to_json())),
            ("variant", Some(self.variant.to_json())),
            ("rules", Some(self.rules.to_json())),
            ("moves", Some(self.moves.to_json())),
            ("level", Some(self.level.to_json())),
            ("seed", Some(self.seed.to_json())),
            ("lines", Some(self.lines.to_json())),
            ("analysis", Some(self.analysis.to_json())),
            ("review", Some(self.review.to_json())),
            ("clock", self.clock.as_ref().map(ToJson::to_json)),
        ])
    }
}

impl FromJson for StartSearch {
    fn from_json(v: &Json, field: &'static str) -> Result<Self, JsonError> {
        object(v, field)?;
        Ok(StartSearch {
            id: v.field("id")?,
            start: v.field("start")?,
            variant: v.field("variant")?,
            rules: v.field("rules")?,
            moves: v.field("moves")?,
            level: v.field("level")?,
            seed: v.field("seed")?,
            lines: v.field_or("lines", 1)?,
            analysis: v.field_or_default("analysis")?,
            review: v.field_or_default("review")?,
            clock: v.field_or_default("clock")?,
        })
    }
}

impl ToJson for ReviewLimits {
    fn to_json(&self) -> Json {
        Json::object([
            ("depth", Some(self.depth.to_json())),
            ("nodes", Some(self.nodes.to_json())),
            ("time_ms", Some(self.time_ms.to_json())),
        ])
    }
}

impl FromJson for ReviewLimits {
    fn from_json(v: &Json, field: &'static str) -> Result<Self, JsonError> {
        object(v, field)?;
        Ok(ReviewLimits { depth: v.field("depth")?, nodes: v.field("nodes")?, time_ms: v.field("time_ms")? })
    }
}

impl ToJson for SearchClock {
    fn to_json(&self) -> Json {
        Json::object([("left_ms", Some(self.left_ms.to_json())), ("increment_ms", Some(self.increment_ms.to_json()))])
    }
}

impl FromJson for SearchClock {
    fn from_json(v: &Json, field: &'static str) -> Result<Self, JsonError> {
        object(v, field)?;
        Ok(SearchClock { left_ms: v.field("left_ms")?, increment_ms: v.field("increment_ms")? })
    }
}

impl ToJson for PositionReview {
    fn to_json(&self) -> Json {
        Json::object([
            ("id", Some(self.id.to_json())),
            ("ply", Some(self.ply.to_json())),
            ("score_value", Some(self.score_value.to_json())),
            ("best", Some(self.best.to_json())),
            ("depth", Some(self.depth.to_json())),
        ])
    }
}

impl FromJson for PositionReview {
    fn from_json(v: &Json, field: &'static str) -> Result<Self, JsonError> {
        object(v, field)?;
        Ok(PositionReview {
            id: v.field("id")?,
            ply: v.field("ply")?,
            score_value: v.field("score_value")?,
            best: v.field_or_default("best")?,
            depth: v.field("depth")?,
        })
    }
}

impl ToJson for LineInfo {
    fn to_json(&self) -> Json {
        Json::object([
            ("first", Some(self.first.to_json())),
            ("score", Some(self.score.to_json())),
            ("score_value", Some(self.score_value.to_json())),
            ("pv", Some(self.pv.to_json())),
        ])
    }
}

impl FromJson for LineInfo {
    fn from_json(v: &Json, field: &'static str) -> Result<Self, JsonError> {
        object(v, field)?;
        Ok(LineInfo {
            first: v.field("first")?,
            score: v.field("score")?,
            score_value: v.field("score_value")?,
            pv: v.field("pv")?,
        })
    }
}

impl ToJson for SearchInfo {
    fn to_json(&self) -> Json {
        Json::object([
            ("id", Some(self.id.to_json())),
            ("depth", Some(self.depth.to_json())),
            ("score", Some(self.score.to_json())),
            ("score_value", Some(self.score_value.to_json())),
            ("nodes", Some(self.nodes.to_json())),
            ("time_ms", Some(self.time_ms.to_json())),
            ("pv", Some(self.pv.to_json())),
            ("lines", Some(self.lines.to_json())),
            ("shortest", Some(self.shortest.to_json())),
        ])
    }
}

impl FromJson for SearchInfo {
    fn from_json(v: &Json, field: &'static str) -> Result<Self, JsonError> {
        object(v, field)?;
        Ok(SearchInfo {
            id: v.field("id")?,
            depth: v.field("depth")?,
            score: v.field("score")?,
            score_value: v.field("score_value")?,
            nodes: v.field("nodes")?,
            time_ms: v.field("time_ms")?,
            pv: v.field("pv")?,
            lines: v.field_or_default("lines")?,
            shortest: v.field_or_default("shortest")?,
        })
    }
}

impl ToJson for ToWorker {
    fn to_json(&self) -> Json {
        match self {
            ToWorker::Start(req) => Json::tagged("start", req.to_json()),
        }
    }
}

impl FromJson for ToWorker {
    fn from_json(v: &Json, _: &'static str) -> Result<Self, JsonError> {
        match v.variant() {
            Some(("start", req)) => StartSearch::from_json(req, "start").map(ToWorker::Start),
            _ => Err(JsonError::Invalid { field: "", expected: "{start: {…}}" }),
        }
    }
}

impl ToJson for FromWorker {
    fn to_json(&self) -> Json {
        match self {
            FromWorker::Build(id) => Json::tagged("build", id.to_json()),
            FromWorker::Ready => Json::Str("ready".to_owned()),
            FromWorker::Info(info) => Json::tagged("info", info.to_json()),
            FromWorker::Reviewed(review) => Json::tagged("reviewed", review.to_json()),
            FromWorker::BestMove { id, best, info } => Json::tagged(
                "bestmove",
                Json::object([
                    ("id", Some(id.to_json())),
                    ("best", Some(best.to_json())),
                    ("info", Some(info.to_json())),
                ]),
            ),
            FromWorker::Error { id, message } => {
                Json::tagged("error", Json::object([("id", Some(id.to_json())), ("message", Some(message.to_json()))]))
            }
        }
    }
}

impl FromJson for FromWorker {
    fn from_json(v: &Json, _: &'static str) -> Result<Self, JsonError> {
        Ok(match v.variant() {
            Some(("build", id)) => FromWorker::Build(String::from_json(id, "build")?),
            Some(("ready", Json::Null)) => FromWorker::Ready,
            Some(("info", info)) => FromWorker::Info(SearchInfo::from_json(info, "info")?),
            Some(("reviewed", review)) => FromWorker::Reviewed(PositionReview::from_json(review, "reviewed")?),
            Some(("bestmove", m)) => {
                object(m, "bestmove")?;
                FromWorker::BestMove {
                    id: m.field("id")?,
                    best: m.field_or_default("best")?,
                    info: m.field_or_default("info")?,
                }
            }
            Some(("error", e)) => {
                object(e, "error")?;
                FromWorker::Error { id: e.field("id")?, message: e.field("message")? }
            }
            _ => return Err(JsonError::Invalid { field: "", expected: "a message of the engine's worker" }),
        })
    }
}

/// `v` must be an object (its fields are read by name).
fn object(v: &Json, field: &'static str) -> Result<(), JsonError> {
    match v {
        Json::Object(_) => Ok(()),
        _ => Err(JsonError::Invalid { field, expected: "an object" }),
    }
}
