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

mod forced;
mod wrong;

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use crate::notation::{MoveText, ParseMoveError};
use crate::{Move, ParseError, Position, Rules, Variant};

use forced::Forced;
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

/// Why a puzzle is not a good one. `ply` counts the solution's moves from 0.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzleError {
    /// The game is already over in the position.
    GameOver,
    /// The solution lists a different number of moves than the kind has.
    WrongLength { kind: PuzzleKind, found: usize },
    /// A listed move is not legal where it is played.
    IllegalMove { ply: usize, error: ParseMoveError },
    /// A listed move before the last ends the game.
    EndsEarly { ply: usize },
    /// The last listed move does not connect the solver's pieces (or connects both: a draw).
    LastDoesNotWin,
    /// The listed solver move does not force a connection in the plies left.
    NotForced { ply: usize },
    /// Another move also forces a connection in the plies left (for `win1`: also connects).
    NotUnique { ply: usize, alternative: Move },
    /// A forced connection in fewer plies exists at this solver turn.
    FasterWin { ply: usize, plies: u32 },
    /// The listed defender reply does not resist longest: this one holds out longer.
    WeakDefence { ply: usize, better: Move },
    /// `defend`: the side to move can connect at once.
    WinAvailable { win: Move },
    /// `defend`: the side to move has fewer than two legal moves.
    TooFewMoves,
    /// `defend`: after the listed move the opponent connects at once.
    DefenceFails,
    /// `defend`: another move also avoids an immediate loss (perhaps by drawing).
    DefenceNotUnique { alternative: Move },
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::GameOver => f.write_str("the game is already over in the puzzle position"),
            PuzzleError::WrongLength { kind, found } => {
                write!(f, "a {kind} puzzle lists {} move(s), this one {found}", kind.plies())
            }
            PuzzleError::IllegalMove { ply, error } => write!(f, "solution move {}: {error}", ply + 1),
            PuzzleError::EndsEarly { ply } => write!(f, "solution move {} already ends the game", ply + 1),
            PuzzleError::LastDoesNotWin => f.write_str("the last solution move does not win"),
            PuzzleError::NotForced { ply } => {
                write!(f, "solution move {} does not force a connection in the moves left", ply + 1)
            }
            PuzzleError::NotUnique { ply, alternative } => {
                write!(f, "at solution move {}, {alternative} wins as well: the answer is not unique", ply + 1)
            }
            PuzzleError::FasterWin { ply, plies } => {
                write!(f, "at solution move {}, a connection is forced in {plies} plies already", ply + 1)
            }
            PuzzleError::WeakDefence { ply, better } => {
                write!(f, "solution move {} is not the longest defence: {better} resists longer", ply + 1)
            }
            PuzzleError::WinAvailable { win } => write!(f, "the side to move connects at once with {win}"),
            PuzzleError::TooFewMoves => f.write_str("the side to move has fewer than two legal moves"),
            PuzzleError::DefenceFails => f.write_str("after the listed move the opponent connects at once"),
            PuzzleError::DefenceNotUnique { alternative } => {
                write!(f, "{alternative} also avoids losing at once: the defence is not unique")
            }
        }
    }
}

impl core::error::Error for PuzzleError {}

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

    /// Proves by exhaustive search that the puzzle is good (see the module docs).
    ///
    /// # Errors
    /// [`PuzzleError`] saying why it is not.
    pub fn verify(&self) -> Result<(), PuzzleError> {
        let mut pos = self.position.clone();
        if pos.is_game_over() {
            return Err(PuzzleError::GameOver);
        }
        if self.solution.len() != self.kind.plies() {
            return Err(PuzzleError::WrongLength { kind: self.kind, found: self.solution.len() });
        }
        let mut search = Forced::new(&pos);
        let solver = pos.turn();
        let total = self.solution.len() as u32;
        // Move by move: each listed move is checked where it is played, before the next is read.
        for (ply, text) in self.solution.iter().enumerate() {
            let m = text.to_move(&pos).map_err(|error| PuzzleError::IllegalMove { ply, error })?;
            if self.kind == PuzzleKind::Defend {
                return verify_defence(&mut search, &mut pos, m);
            }
            let left = total - ply as u32;
            if ply % 2 == 0 {
                check_solver_turn(&mut search, &mut pos, ply, m, left)?;
            } else {
                check_defender_turn(&mut search, &mut pos, ply, m, left)?;
            }
            pos.play_unchecked(m);
            if pos.is_game_over() && ply + 1 < self.solution.len() {
                return Err(PuzzleError::EndsEarly { ply });
            }
        }
        match pos.outcome() {
            Some(o) if o.winner() == Some(solver) => Ok(()),
            _ => Err(PuzzleError::LastDoesNotWin),
        }
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

/// At a solver turn with `left` plies to go: no faster forced connection, `m` forces one in
/// `left` plies, and no other move does.
fn check_solver_turn(
    search: &mut Forced,
    pos: &mut Position,
    ply: usize,
    m: Move,
    left: u32,
) -> Result<(), PuzzleError> {
    if left > 1 {
        if let Some(plies) = search.distance(pos, left - 1) {
            return Err(PuzzleError::FasterWin { ply, plies });
        }
    }
    if !search.move_forces(pos, m, left) {
        return Err(PuzzleError::NotForced { ply });
    }
    for alternative in pos.legal_moves() {
        if alternative != m && search.move_forces(pos, alternative, left) {
            return Err(PuzzleError::NotUnique { ply, alternative });
        }
    }
    Ok(())
}

/// At a defender turn with `left` plies to go (this reply included): no reply holds out
/// longer than `m`.
fn check_defender_turn(
    search: &mut Forced,
    pos: &mut Position,
    ply: usize,
    m: Move,
    left: u32,
) -> Result<(), PuzzleError> {
    // The solver's last move forced a connection within `left` plies, so every reply has a
    // distance; the listed one's is what every other must not exceed.
    let Some(listed) = search.reply_distance(pos, m, left) else {
        return Err(PuzzleError::NotForced { ply: ply - 1 });
    };
    for better in pos.legal_moves() {
        if better != m && !search.reply_loses(pos, better, listed) {
            return Err(PuzzleError::WeakDefence { ply, better });
        }
    }
    Ok(())
}

/// `defend`: no win at once, two legal moves or more, and `m` the only move that does not let
/// the opponent connect at once.
fn verify_defence(search: &mut Forced, pos: &mut Position, m: Move) -> Result<(), PuzzleError> {
    if let Some(&win) = search.winning_moves(pos).first() {
        return Err(PuzzleError::WinAvailable { win });
    }
    let moves = pos.legal_moves();
    if moves.len() < 2 {
        return Err(PuzzleError::TooFewMoves);
    }
    if search.reply_loses(pos, m, 2) {
        return Err(PuzzleError::DefenceFails);
    }
    for alternative in moves {
        if alternative != m && !search.reply_loses(pos, alternative, 2) {
            return Err(PuzzleError::DefenceNotUnique { alternative });
        }
    }
    Ok(())
}

/// What the generator learns about a position: the puzzle it makes, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub kind: PuzzleKind,
    pub solution: Vec<Move>,
    /// Legal moves at the start (a difficulty measure).
    pub moves: usize,
    /// How many defender replies resist longest at the first defender turn (0 for one-move kinds).
    pub defences: usize,
}

/// The classifier: which puzzle `pos` makes, if any, by the same exact search (the answer then
/// passes [`Puzzle::verify`]). Tries the win kinds first, then `defend`. A reused classifier
/// keeps its cache (valid for positions under the same rules).
pub struct Classifier {
    search: Forced,
}

impl fmt::Debug for Classifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Classifier").field("nodes", &self.search.nodes).finish_non_exhaustive()
    }
}

impl Classifier {
    #[must_use]
    pub fn new(rules: Rules) -> Classifier {
        let pos = Position::with_rules(Variant::Standard, rules);
        Classifier { search: Forced::new(&pos) }
    }

    /// Positions searched so far.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.search.nodes
    }

    /// The puzzle `pos` makes (its history is ignored: puzzles start from the position string).
    #[must_use]
    pub fn classify(&mut self, pos: &Position) -> Option<Found> {
        let mut pos = Position::from_setup(pos.setup(), pos.variant(), pos.rules()).ok()?;
        if pos.rules() != self.search.rules() {
            self.search = Forced::new(&pos);
        }
        if pos.is_game_over() {
            return None;
        }
        let n = pos.legal_moves().len();
        let wins = self.search.winning_moves(&mut pos);
        match wins.len() {
            1 => return Some(Found { kind: PuzzleKind::Win1, solution: wins, moves: n, defences: 0 }),
            0 => {}
            _ => return None,
        }
        if !self.search.forces(&mut pos, 2) {
            if let Some(found) = self.win_line(&mut pos, 3).or_else(|| self.win_line(&mut pos, 5)) {
                return Some(Found { moves: n, ..found });
            }
        }
        self.defence(&mut pos).map(|m| Found {
            kind: PuzzleKind::Defend,
            solution: alloc::vec![m],
            moves: n,
            defences: 0,
        })
    }

    /// A `left`-ply forced connection with a unique answer at every solver turn, no faster one,
    /// and longest-resisting replies; the faster distances are known to fail.
    fn win_line(&mut self, pos: &mut Position, left: u32) -> Option<Found> {
        if left == 5 && self.search.forces(pos, 4) {
            return None;
        }
        let mut line = Vec::new();
        let defences = self.extend(pos, left, &mut line)?;
        let kind = if left == 3 { PuzzleKind::Win3 } else { PuzzleKind::Win5 };
        Some(Found { kind, solution: line, moves: 0, defences })
    }

    /// Continues `line` from a solver turn with `left` plies to go, where no connection is
    /// forced in fewer; returns the number of longest defences at this turn's reply.
    fn extend(&mut self, pos: &mut Position, left: u32, line: &mut Vec<Move>) -> Option<usize> {
        let mut only = None;
        for m in pos.legal_moves() {
            if self.search.move_forces(pos, m, left) {
                if only.is_some() {
                    return None;
                }
                only = Some(m);
            }
        }
        let m = only?;
        line.push(m);
        if left == 1 {
            return Some(0);
        }
        pos.play_unchecked(m);
        // The replies that resist longest: after them the solver needs all `left - 2` plies.
        let mut longest = Vec::new();
        for d in pos.legal_moves() {
            if !self.search.reply_loses(pos, d, left - 2) {
                longest.push(d);
            }
        }
        let defences = longest.len();
        for &d in &longest {
            pos.play_unchecked(d);
            let mut rest = Vec::new();
            let ok = !pos.is_game_over() && self.extend(pos, left - 2, &mut rest).is_some();
            pos.undo();
            if ok {
                line.push(d);
                line.extend(rest);
                pos.undo();
                return Some(defences);
            }
        }
        pos.undo();
        None
    }

    /// The only move after which the opponent cannot connect at once, if there is exactly one
    /// (and two legal moves or more, and no win at once: the caller checked that).
    fn defence(&mut self, pos: &mut Position) -> Option<Move> {
        let moves = pos.legal_moves();
        if moves.len() < 2 {
            return None;
        }
        let mut only = None;
        for m in moves {
            if !self.search.reply_loses(pos, m, 2) {
                if only.is_some() {
                    return None;
                }
                only = Some(m);
            }
        }
        only
    }
}
