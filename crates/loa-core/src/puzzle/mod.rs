//! Puzzles: a position, the solution and its kind, the verifier that proves a puzzle has one
//! answer all the way by exhaustive search, and the classifier the generator uses.
//!
//! Kinds: [`PuzzleKind::Win1`] (the only move that connects at once), [`PuzzleKind::Win3`] and
//! [`PuzzleKind::Win5`] (a forced connection in three or five plies: at every solver turn the
//! listed move is the only one that forces a connection in the plies left, no faster forced
//! connection exists, each listed reply resists longest and the last move connects) and
//! [`PuzzleKind::Defend`] (no win at once, at least two legal moves, and the listed move is the
//! only one after which the opponent cannot connect at once; a move that draws counts as not
//! losing too). Everything is judged by the position's rules, so under the Olympiad rules a
//! move connecting both sides is a draw, never a win.
//!
//! The puzzle file has one puzzle a line: `id<TAB>position<TAB>solution<TAB>kind`.
//!
//! ```
//! use loa_core::puzzle::{Puzzle, PuzzleError};
//! use loa_core::{Rules, Variant};
//!
//! // Black's e2 joins b2 and c2 by e2-d1 or by e2-d3: two answers, so not a puzzle.
//! let p = Puzzle::parse_line("x\tw6w/8/8/8/8/8/1bb1b3/8 b\te2-d1\twin1", Variant::Standard, Rules::default())
//!     .unwrap();
//! assert!(matches!(p.verify(), Err(PuzzleError::NotUnique { ply: 0, .. })));
//! ```

mod classify;
mod forced;
mod verify;
mod wrong;

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use crate::notation::MoveText;
use crate::{Move, ParseError, Position, Rules, Variant};

pub use classify::{Classifier, Found};
pub use verify::PuzzleError;
pub use wrong::{judge_miss, Miss};

/// What a puzzle asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PuzzleKind {
    /// Connect at once.
    Win1,
    /// The only move that stops the opponent's connection.
    Defend,
    /// Force a connection in three plies.
    Win3,
    /// Force a connection in five plies.
    Win5,
}

impl PuzzleKind {
    pub const ALL: [PuzzleKind; 4] = [PuzzleKind::Win1, PuzzleKind::Defend, PuzzleKind::Win3, PuzzleKind::Win5];

    /// `win1`, `defend`, `win3`, `win5`: the name in the puzzle file.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            PuzzleKind::Win1 => "win1",
            PuzzleKind::Defend => "defend",
            PuzzleKind::Win3 => "win3",
            PuzzleKind::Win5 => "win5",
        }
    }

    /// How many moves the solution lists.
    #[must_use]
    pub const fn plies(self) -> usize {
        match self {
            PuzzleKind::Win1 | PuzzleKind::Defend => 1,
            PuzzleKind::Win3 => 3,
            PuzzleKind::Win5 => 5,
        }
    }
}

impl fmt::Display for PuzzleKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A kind other than `win1`, `win3`, `win5`, `defend`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParseKindError;

impl fmt::Display for ParseKindError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown puzzle kind: expected win1, win3, win5 or defend")
    }
}

impl core::error::Error for ParseKindError {}

impl FromStr for PuzzleKind {
    type Err = ParseKindError;
    fn from_str(s: &str) -> Result<PuzzleKind, ParseKindError> {
        PuzzleKind::ALL.into_iter().find(|k| k.name().eq_ignore_ascii_case(s.trim())).ok_or(ParseKindError)
    }
}

/// A puzzle: the position (the solver is the side to move), the solution as written (the
/// solver's move first, then the defender's reply, …) and the kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Puzzle {
    pub id: String,
    pub position: Position,
    pub solution: Vec<MoveText>,
    pub kind: PuzzleKind,
}

/// A puzzle line that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParsePuzzleError {
    /// Not four tab-separated fields.
    Fields(usize),
    Position(ParseError),
    /// The solution's move number `index` (0 first) is not move notation.
    Move {
        index: usize,
    },
    Kind(ParseKindError),
}

impl fmt::Display for ParsePuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParsePuzzleError::Fields(n) => {
                write!(f, "a puzzle line has 4 tab-separated fields (id, position, solution, kind), not {n}")
            }
            ParsePuzzleError::Position(e) => write!(f, "puzzle position: {e}"),
            ParsePuzzleError::Move { index } => write!(f, "solution move {} is not move notation", index + 1),
            ParsePuzzleError::Kind(e) => e.fmt(f),
        }
    }
}

impl core::error::Error for ParsePuzzleError {}

impl Puzzle {
    /// Reads one line of the puzzle file: `id<TAB>position<TAB>solution<TAB>kind`.
    ///
    /// # Errors
    /// [`ParsePuzzleError`] when a field cannot be read. Legality is [`Puzzle::verify`]'s job.
    pub fn parse_line(line: &str, variant: Variant, rules: Rules) -> Result<Puzzle, ParsePuzzleError> {
        let fields: Vec<&str> = line.trim_end_matches(['\r', '\n']).split('\t').collect();
        let [id, position, solution, kind] = fields[..] else {
            return Err(ParsePuzzleError::Fields(fields.len()));
        };
        let position = Position::from_position_string(position, variant, rules).map_err(ParsePuzzleError::Position)?;
        let solution = solution
            .split_whitespace()
            .enumerate()
            .map(|(index, text)| MoveText::parse(text).map_err(|_| ParsePuzzleError::Move { index }))
            .collect::<Result<Vec<_>, _>>()?;
        let kind = kind.parse().map_err(ParsePuzzleError::Kind)?;
        Ok(Puzzle { id: id.to_string(), position, solution, kind })
    }

    /// A puzzle from a position and the moves of its solution.
    #[must_use]
    pub fn new(id: &str, position: Position, solution: &[Move], kind: PuzzleKind) -> Puzzle {
        let solution = solution
            .iter()
            .map(|&m| {
                if m.is_pass() {
                    MoveText::Pass
                } else {
                    MoveText::Normal { from: m.from(), to: m.to(), capture: Some(m.is_capture()) }
                }
            })
            .collect();
        Puzzle { id: id.to_string(), position, solution, kind }
    }

    /// The line of the puzzle file.
    #[must_use]
    pub fn to_line(&self) -> String {
        let moves: Vec<String> = self.solution.iter().map(|&t| text(t)).collect();
        alloc::format!("{}\t{}\t{}\t{}", self.id, self.position, moves.join(" "), self.kind)
    }

    /// The solution as moves, each checked legal where it is played.
    ///
    /// # Errors
    /// [`PuzzleError::IllegalMove`] for the first move that is not legal.
    pub fn solution_moves(&self) -> Result<Vec<Move>, PuzzleError> {
        let mut pos = self.position.clone();
        let mut out = Vec::with_capacity(self.solution.len());
        for (ply, text) in self.solution.iter().enumerate() {
            let m = text.to_move(&pos).map_err(|error| PuzzleError::IllegalMove { ply, error })?;
            pos.play_unchecked(m);
            out.push(m);
        }
        Ok(out)
    }
}

/// A move as written: `b1-b3`, `d1xa4` (or `d1a4` when the text left the capture open), `pass`.
fn text(t: MoveText) -> String {
    match t {
        MoveText::Pass => "pass".to_string(),
        MoveText::Normal { from, to, capture } => {
            let sep = match capture {
                Some(true) => "x",
                Some(false) => "-",
                None => "",
            };
            alloc::format!("{from}{sep}{to}")
        }
    }
}
