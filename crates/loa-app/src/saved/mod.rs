//! The game as kept in the library: a versioned JSON form of the [`GameLine`] (with the moves
//! taken back, and its variations), the analysis board of the game (its own tree and cursor, open
//! or not), the board's orientation and the library's bookkeeping (id, revision, dates), checked
//! on the way back in.
//!
//! A game with nothing but its line is written as version 2 (`line`, `ply`), which the previous
//! builds still read; one with variations or an analysis is version 3: its moves are one
//! [`saved_tree`] text (`tree`, the line's end `end`, `ply`) and `analysis` holds the analysis
//! board's tree with its cursor. A game on a clock, or one its players or its clock ended, is
//! version 4: `clock` keeps the time control, each side's time, the side whose clock runs and
//! since when (so a reload does not reset it) and each move's time left; `ending` a resignation,
//! a flag or a draw agreed; `draw_offer` a draw offered. Builds before version 4 refuse such a
//! game (as newer) rather than open it as one without them.
//!
//! The forms are serde's (the derives below, field for field as every build wrote them); the
//! text is the browser's (`JSON.stringify` and `JSON.parse` around serde-wasm-bindgen, in the web
//! crate) or serde_json's (tests). The format is extensible: fields added later are optional
//! (`#[serde(default)]`), unknown fields are ignored, and a save whose `version` is newer than
//! [`Saved::VERSION`] is never read (nor overwritten): see [`Saved::probe`] and [`Saved::read`].

use loa_core::move_tree::MoveTree;
use loa_core::Color;
use serde::{Deserialize, Serialize};

mod error;
pub mod library;
pub mod link;
mod restore;
mod stored;
mod terms;
#[cfg(test)]
mod tests;
pub mod tree;

pub use self::error::SavedError;
use self::library::Entry;
pub use self::restore::{Analysed, Restored};
pub use self::stored::Parsed;
pub use self::terms::{read_clock, read_ending, write_clock, write_ending};
use self::tree as saved_tree;
use crate::game::GameLine;

/// The stored form of a game (JSON in `localStorage`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved {
    pub version: u32,
    pub variant: String,
    pub rules: String,
    pub start: String,
    /// All moves, including those taken back.
    pub line: Vec<String>,
    /// How many of them are played.
    pub ply: usize,
    pub black: String,
    pub white: String,
    pub level: u8,
    pub flipped: bool,
    /// The plies (moves played before) at which the Hint button showed a move; absent when none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<u32>,
    /// The game's id in the library (version 1 saves had none).
    #[serde(default)]
    pub id: String,
    /// One more at every save: a tab never overwrites a newer revision.
    #[serde(default)]
    pub rev: u64,
    /// When the game was started and last saved (ms since 1970).
    #[serde(default)]
    pub created: u64,
    #[serde(default)]
    pub updated: u64,
    /// In a game by link, the colour this player has (`black` or `white`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub me: Option<String>,
    /// Version 3, a game with moves off its line (variations): all its moves as a
    /// [`saved_tree`] text; `line` is then empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tree: Option<String>,
    /// With `tree`: the number of the line's last move in it (0: no move).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub end: usize,
    /// Version 3: the analysis board of this game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis: Option<SavedAnalysis>,
    /// Version 4: the clock the game is played on, one line ([`write_clock`]):
    /// `5+3 303000 283000 black 21000 0 303000,283000` is the control, each side's time left (ms;
    /// for the side running, when its clock started), the side running (`-`: none) and since
    /// when (ms since 1970), the moves played before the clock's first move, and the mover's time
    /// left after each move made on it (`-`: none yet).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<String>,
    /// Version 4: a resignation, a flag or a draw agreed ([`write_ending`]): `resigned white 41`,
    /// `time black 30`, `agreed - 12` (how, which side, the moves played when it was declared).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<String>,
    /// Version 4: a draw offered after this move (counted from the start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub draw_offer: Option<usize>,
    /// An online game's copy: the server's game it follows and its players' names. (Optional and
    /// ignored by earlier builds, which open it as a game by link.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub online: Option<OnlineGameRef>,
}

/// The online game a kept game is the copy of: its public id (its watch link's) and the names
/// its players gave (empty: none), for the list and the SGF's `PB`/`PW`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OnlineGameRef {
    pub game: String,
    pub black: String,
    pub white: String,
}

impl OnlineGameRef {
    /// The name `color`'s player gave, if any.
    #[must_use]
    pub fn name(&self, color: Color) -> Option<&str> {
        let name = match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        };
        (!name.is_empty()).then_some(name.as_str())
    }
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// The analysis board of a game, as kept: its moves (the game's, with the variations made there),
/// the line it follows, where it stands, and whether it was open.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedAnalysis {
    /// A [`saved_tree`] text, from the game's start.
    pub tree: String,
    /// The number of its line's last move (0: no move).
    #[serde(default)]
    pub end: usize,
    /// The moves of that line played on the board.
    #[serde(default)]
    pub ply: usize,
    /// Whether the analysis board was showing.
    #[serde(default)]
    pub open: bool,
}

impl Saved {
    /// Version 4: the clock (`clock`), the ends the position does not show (`ending`) and a draw
    /// offered (`draw_offer`). Version 3 (variations `tree`, `end`, and the analysis board
    /// `analysis`; still written for a game without the fields of version 4), version 2 (the
    /// library: id, revision, dates, colour in a game by link; still written for a game of one
    /// line) and version 1 (one game per site) are read.
    pub const VERSION: u32 = 4;
    /// The version of a game with variations or an analysis board, and none of version 4's fields.
    pub const TREE_VERSION: u32 = 3;
    /// The version of a game with nothing but its line.
    pub const LINE_VERSION: u32 = 2;

    /// Whether a save of `version` may be read: `Err(Newer)` for a later version's.
    ///
    /// # Errors
    /// [`SavedError::Newer`].
    pub fn probe(version: u32) -> Result<(), SavedError> {
        if version > Saved::VERSION {
            Err(SavedError::Newer { version })
        } else {
            Ok(())
        }
    }

    /// The stored form of `game`, shown `flipped` or not (the library fields left empty).
    #[must_use]
    pub fn of(game: &GameLine, flipped: bool) -> Saved {
        let start = game.start();
        // Moves off the line: the whole tree (version 3), else the line alone (version 2).
        let (version, line, tree, end) = if game.tree().len() == game.line().len() {
            (Saved::LINE_VERSION, game.line().iter().map(ToString::to_string).collect(), None, 0)
        } else {
            let written = saved_tree::write(game.tree());
            let end = written.number(game.line_nodes().last().copied().unwrap_or(MoveTree::ROOT));
            (Saved::TREE_VERSION, Vec::new(), Some(written.text), end)
        };
        Saved {
            version,
            variant: start.variant().name().to_owned(),
            rules: start.rules().to_string(),
            start: start.to_string(),
            line,
            ply: game.ply(),
            black: game.players.black.name().to_owned(),
            white: game.players.white.name().to_owned(),
            level: game.players.level,
            flipped,
            hints: Vec::new(),
            id: String::new(),
            rev: 0,
            created: 0,
            updated: 0,
            me: None,
            tree,
            end,
            analysis: None,
            clock: None,
            ending: None,
            draw_offer: None,
            online: None,
        }
        .with_terms(game)
    }

    /// Adds the analysis board `board` of this game (`open`: showing); a board from another start
    /// (the editor's position) is not this game's and is left out.
    #[must_use]
    pub fn with_analysis(mut self, board: &GameLine, open: bool) -> Saved {
        if !same_start(board, &self) {
            return self;
        }
        let written = saved_tree::write(board.tree());
        let end = written.number(board.line_nodes().last().copied().unwrap_or(MoveTree::ROOT));
        self.version = self.version.max(Saved::TREE_VERSION);
        self.analysis = Some(SavedAnalysis { tree: written.text, end, ply: board.ply(), open });
        self
    }

    /// The colour this player has in a game by link.
    #[must_use]
    pub fn me(&self) -> Option<Color> {
        match self.me.as_deref() {
            Some("black") => Some(Color::Black),
            Some("white") => Some(Color::White),
            _ => None,
        }
    }

    /// What the library's list shows of this game (`game`: the game it restores to).
    #[must_use]
    pub fn entry(&self, game: &GameLine) -> Entry {
        Entry {
            id: self.id.clone(),
            rev: self.rev,
            created: self.created,
            updated: self.updated,
            black: self.black.clone(),
            white: self.white.clone(),
            level: self.level,
            variant: self.variant.clone(),
            rules: self.rules.clone(),
            moves: game.ply(),
            result: game.end().map(|e| e.score_str().to_owned()),
            how: game.end().map(|e| e.reason_name().to_owned()),
            me: self.me.clone(),
            online: self.online.clone(),
        }
    }
}

/// Whether `board` starts where the saved game `saved` does.
fn same_start(board: &GameLine, saved: &Saved) -> bool {
    let start = board.start();
    start.to_string() == saved.start
        && start.rules().to_string() == saved.rules
        && start.variant().name() == saved.variant
}
