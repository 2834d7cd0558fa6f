//! The messages between the page and the engine's Web Worker, as plain serde values that
//! serde-wasm-bindgen turns into structured-clone objects (`{start: {id, start, moves, …}}`).
//!
//! The page sends [`ToWorker::Start`]; the worker answers [`FromWorker::Ready`] once its wasm has
//! loaded, then [`FromWorker::Info`] after each finished iteration and one [`FromWorker::BestMove`].
//! There is no stop message: the worker is synchronous, so the page stops a search by terminating
//! the worker and starting a new one (the web crate's engine client).

mod thinking;

pub use thinking::SearchClock;

use loa_core::search::{Info, SearchResult};
use loa_core::{Escaped, Position, Rules, Variant};
use serde::{Deserialize, Serialize};

/// A search request. The worker rebuilds the position from the start position and the moves
/// played since, so the repetition history is the game's.
///
/// A field added later is read as optional (`#[serde(default)]`), so a request from a page of an
/// older build still reads.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StartSearch {
    /// Chosen by the page; echoed in every answer so late answers of a cancelled search are
    /// recognised.
    pub id: u32,
    /// The position string the game started from.
    pub start: String,
    /// `standard` or `scrambled-eggs`.
    pub variant: String,
    /// The rules string (`olympiad`, `simultaneous=mover,…`).
    pub rules: String,
    /// The moves played since the start, in notation (`b1-b3`, `d1xa4`, `pass`).
    pub moves: Vec<String>,
    /// The engine level, 1..=[`loa_core::engine::LEVEL_COUNT`].
    pub level: u8,
    /// Chooses among near-equal moves.
    pub seed: u32,
    /// How many best lines to report (multi-PV); 1 when absent.
    #[serde(default = "one_line")]
    pub lines: u8,
    /// Analysis: search without the level's limits until the page stops the worker.
    #[serde(default)]
    pub analysis: bool,
    /// Review: evaluate the start and the position after each move, one
    /// [`FromWorker::Reviewed`] each, then a [`FromWorker::BestMove`] without a move.
    #[serde(default)]
    pub review: Option<ReviewLimits>,
    /// A game on a clock: the computer's time left and increment, which it thinks within (see
    /// [`StartSearch::play_limits`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<SearchClock>,
}

fn one_line() -> u8 {
    1
}

/// How long the review searches each position: to `depth`, or `nodes`, or for `time_ms`,
/// whichever ends first (`loa_core::review::ReviewLimits`, in the protocol's own serde form).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ReviewLimits {
    pub depth: u32,
    pub nodes: u32,
    pub time_ms: u32,
}

impl From<ReviewLimits> for loa_core::review::ReviewLimits {
    fn from(l: ReviewLimits) -> Self {
        loa_core::review::ReviewLimits { depth: l.depth, nodes: l.nodes, time_ms: l.time_ms }
    }
}

impl From<loa_core::review::ReviewLimits> for ReviewLimits {
    fn from(l: loa_core::review::ReviewLimits) -> Self {
        ReviewLimits { depth: l.depth, nodes: l.nodes, time_ms: l.time_ms }
    }
}

/// One position of a review.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PositionReview {
    pub id: u32,
    /// Moves played before the position (0: the start).
    pub ply: u32,
    /// The score for the side to move, as [`SearchInfo::score_value`] (a game over: ±100000 or 0).
    pub score_value: i32,
    /// The engine's move there, in notation (`None` when the game is over).
    pub best: Option<String>,
    pub depth: u32,
}

impl StartSearch {
    /// The request to search `pos` (which carries its history) at `level`.
    #[must_use]
    pub fn new(id: u32, pos: &Position, level: u8, seed: u32) -> StartSearch {
        let start = pos.game_start();
        StartSearch {
            id,
            start: start.to_string(),
            variant: pos.variant().name().to_owned(),
            rules: pos.rules().to_string(),
            moves: pos.moves_played().map(|m| m.to_string()).collect(),
            level,
            seed,
            lines: 1,
            analysis: false,
            review: None,
            clock: None,
        }
    }

    /// The request to review the game that `pos` carries: every position from its start to it.
    #[must_use]
    pub fn review(id: u32, pos: &Position, limits: ReviewLimits) -> StartSearch {
        StartSearch { review: Some(limits), ..StartSearch::new(id, pos, 1, 0) }
    }

    /// The request to analyse `pos` without limits, reporting its best `lines` moves.
    #[must_use]
    pub fn analysis(id: u32, pos: &Position, lines: u8) -> StartSearch {
        StartSearch { lines: lines.max(1), analysis: true, ..StartSearch::new(id, pos, 1, 0) }
    }

    /// Rebuilds the position to search.
    ///
    /// # Errors
    /// A message saying which part of the request is unreadable.
    pub fn position(&self) -> Result<Position, String> {
        let variant: Variant = self.variant.parse().map_err(|e| format!("{e}"))?;
        let rules: Rules = self.rules.parse().map_err(|e| format!("{e}"))?;
        let mut pos = Position::from_position_string(&self.start, variant, rules).map_err(|e| format!("{e}"))?;
        for (i, text) in self.moves.iter().enumerate() {
            let m = pos.parse_move(text).map_err(|e| format!("move {} \"{}\": {e}", i + 1, Escaped(text)))?;
            pos.play(m).map_err(|e| format!("move {} \"{}\": {e}", i + 1, Escaped(text)))?;
        }
        Ok(pos)
    }
}

/// Page → worker.
///
/// Externally tagged (`{start: {…}}`): an internally tagged enum would make serde buffer every
/// message, which costs wasm.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ToWorker {
    Start(StartSearch),
}

/// One finished iteration, ready to show.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SearchInfo {
    pub id: u32,
    pub depth: u32,
    /// The score for the side to move, as the engine prints it (`+0.35`, `win in 5`).
    pub score: String,
    /// Positive when the side to move stands better; wins and losses as ±100000.
    pub score_value: i32,
    /// A JS number (exact up to 2^53).
    pub nodes: f64,
    pub time_ms: f64,
    /// The principal variation in notation.
    pub pv: Vec<String>,
    /// The best root moves, best first (one unless more were asked for).
    #[serde(default)]
    pub lines: Vec<LineInfo>,
    /// A forced result's distance is the shortest (see [`Info::shortest`]); otherwise it is
    /// "at most" that many plies.
    #[serde(default)]
    pub shortest: bool,
}

/// One of the best root moves and its variation.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LineInfo {
    /// The root move in notation (`d1xa4`).
    pub first: String,
    /// As in [`SearchInfo::score`].
    pub score: String,
    /// As in [`SearchInfo::score_value`].
    pub score_value: i32,
    /// The variation, starting with `first`.
    pub pv: Vec<String>,
}

/// [`loa_core::search::Score::to_cp`]'s number, for graphs and comparisons.
#[must_use]
pub fn score_value(score: loa_core::search::Score) -> i32 {
    use loa_core::search::Score;
    match score {
        Score::Value(v) => v,
        Score::WinIn(n) => 100_000 - i32::try_from(n).unwrap_or(0),
        Score::LossIn(n) => -100_000 + i32::try_from(n).unwrap_or(0),
    }
}

impl SearchInfo {
    #[must_use]
    pub fn new(id: u32, info: &Info) -> SearchInfo {
        let lines = info
            .lines
            .iter()
            .filter_map(|line| {
                Some(LineInfo {
                    first: line.first()?.to_string(),
                    score: score_text(line.score),
                    score_value: score_value(line.score),
                    pv: line.pv.iter().map(|m| m.to_string()).collect(),
                })
            })
            .collect();
        SearchInfo {
            id,
            depth: info.depth,
            score: score_text(info.score),
            score_value: score_value(info.score),
            nodes: info.nodes as f64,
            time_ms: info.time_ms as f64,
            pv: info.pv.iter().map(|m| m.to_string()).collect(),
            lines,
            shortest: info.shortest,
        }
    }
}

/// The engine's score as people read it (`+0.35`, `-1.20`, `win in 5`), without float
/// formatting (which would add ~10 KB to the worker).
#[must_use]
pub fn score_text(score: loa_core::search::Score) -> String {
    use loa_core::search::Score;
    match score {
        Score::Value(v) => {
            let sign = if v < 0 { '-' } else { '+' };
            let a = v.unsigned_abs();
            format!("{sign}{}.{:02}", a / 100, a % 100)
        }
        Score::WinIn(n) => format!("win in {n}"),
        Score::LossIn(n) => format!("loss in {n}"),
    }
}

/// Worker → page: `{build: "…"}` then `"ready"`, `{info: {…}}`, `{bestmove: {…}}`,
/// `{error: {…}}`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FromWorker {
    /// The worker's build id (the web crate's `BUILD_ID`), sent just before [`FromWorker::Ready`].
    Build(String),
    /// The worker's wasm has loaded; messages sent before this would have been lost.
    Ready,
    Info(SearchInfo),
    /// A review's evaluation of one position.
    Reviewed(PositionReview),
    /// The search's answer; `best` is `None` only when the game is already over (and at the end
    /// of a review).
    BestMove {
        id: u32,
        best: Option<String>,
        info: Option<SearchInfo>,
    },
    /// The request could not be served (an unreadable position, say).
    Error {
        id: u32,
        message: String,
    },
}

impl FromWorker {
    #[must_use]
    pub fn best_move(id: u32, result: &SearchResult) -> FromWorker {
        FromWorker::BestMove {
            id,
            best: result.best.map(|m| m.to_string()),
            info: Some(SearchInfo::new(id, &result.info)),
        }
    }
}

#[cfg(test)]
mod tests;
