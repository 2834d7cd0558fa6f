//! Game records: the LOA flavour of SGF and the plain numbered move list, both ways.
//!
//! ```
//! use loa_core::{record, Position, Rules, Variant};
//! let pos = record::read_move_list("1. b1-b3 h4-f2 2. d1xa4 h2-e2", Position::new(Variant::Standard)).unwrap();
//! assert_eq!(record::write_move_list(&pos), "1. b1-b3 h4-f2 2. d1xa4 h2-e2");
//! let sgf = record::write_sgf(&pos);
//! assert_eq!(record::read_sgf(&sgf, Rules::default()).unwrap(), pos);
//! ```

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::{self, Write};

use crate::move_tree::{MoveTree, NodeId};
use crate::notation::ParseMoveError;
use crate::{Bitboard, Color, Move, ParsePositionError, Position, Rules, Setup, SetupError, Square, Variant};

/// A record that could not be read. Every message says where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RecordError {
    /// The SGF text is malformed at `line`:`column`.
    Syntax { line: usize, column: usize, expected: &'static str },
    /// `GM` names a game other than Lines of Action (9).
    NotLinesOfAction(String),
    /// `SU` names an unknown variant.
    UnknownVariant(String),
    /// `SZ` gives a board size the variant is not played on (6 or 8 for the standard game,
    /// 8 for the others).
    BadSize { size: String, variant: Variant },
    /// A setup property (`AB`, `AW`, `AE`) holds something other than a square.
    BadSetupSquare(String),
    /// A position string in the record (or given with it) could not be read.
    Position(ParsePositionError),
    /// The set-up board is not a legal position.
    Setup(SetupError),
    /// Move number `ply` (1 = Black's first) could not be read or is illegal.
    Move { ply: usize, text: String, error: ParseMoveError },
    /// In SGF, a move by the side not to move.
    WrongSide { ply: usize, expected: Color },
    /// In a move list, a `{` comment before move number `ply` is never closed with `}`.
    UnclosedComment { ply: usize },
    /// The record holds more than `limit` ([`MAX_RECORD_MOVES`]) moves.
    TooManyMoves { limit: usize },
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Syntax { line, column, expected } => {
                write!(f, "SGF syntax error at line {line}, column {column}: expected {expected}")
            }
            RecordError::NotLinesOfAction(gm) => {
                write!(f, "this SGF is for another game (GM[{gm}]); Lines of Action is GM[9]")
            }
            RecordError::UnknownVariant(su) => {
                write!(f, "unknown variant SU[{su}]: expected Standard or Scrambled-eggs")
            }
            RecordError::BadSize { size, variant } => write!(
                f,
                "board size SZ[{size}] is not played with SU[{}]: expected SZ[8], or SZ[6] for the 6×6 standard game",
                variant.sgf_name()
            ),
            RecordError::BadSetupSquare(s) => {
                write!(f, "setup square [{s}] is not a square like e4")
            }
            RecordError::Position(e) => write!(f, "bad position: {e}"),
            RecordError::Setup(e) => write!(f, "illegal setup: {e}"),
            RecordError::Move { ply, text, error } => write!(f, "{} {text:?}: {error}", MoveNumber(*ply)),
            RecordError::WrongSide { ply, expected } => {
                write!(f, "{} is played by the wrong side: {expected} is to move", MoveNumber(*ply))
            }
            RecordError::UnclosedComment { ply } => {
                write!(f, "the {{comment}} before {} is not closed with }}", MoveNumber(*ply))
            }
            RecordError::TooManyMoves { limit } => {
                write!(f, "the record has more than {limit} moves, the most that can be read")
            }
        }
    }
}

impl core::error::Error for RecordError {}

/// `move 3 (first of the pair)`: a ply counted as [`RecordError`] counts them.
struct MoveNumber(usize);

impl fmt::Display for MoveNumber {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let pair = if self.0 % 2 == 1 { "first of the pair" } else { "second of the pair" };
        write!(f, "move {} ({pair})", self.0.div_ceil(2))
    }
}

impl From<ParsePositionError> for RecordError {
    fn from(e: ParsePositionError) -> RecordError {
        RecordError::Position(e)
    }
}

impl From<SetupError> for RecordError {
    fn from(e: SetupError) -> RecordError {
        RecordError::Setup(e)
    }
}

/// The position this game started from (all moves taken back).
#[must_use]
pub fn start_of(pos: &Position) -> Position {
    let mut start = pos.clone();
    while start.undo().is_some() {}
    start
}

/// The number of the next ply as [`RecordError`] counts it: 1 is Black's first move, so a game
/// that starts with White to move begins at 2 (`1... h4-f2`).
fn next_ply(pos: &Position) -> usize {
    let start_turn = if pos.ply() % 2 == 0 { pos.turn() } else { !pos.turn() };
    pos.ply() + 1 + usize::from(start_turn == Color::White)
}

fn play_text(pos: &mut Position, text: &str) -> Result<(), RecordError> {
    let ply = next_ply(pos);
    let err = |error| RecordError::Move { ply, text: text.to_string(), error };
    let m = pos.parse_move(text).map_err(err)?;
    pos.play(m).map_err(|e| err(e.into()))
}

// ---- move list -----------------------------------------------------------------------------

/// Writes the moves played since the start as `1. b1-b3 h4-f2 2. d1xa4 h2-e2`. A game whose
/// start position has White to move begins `1... h4-f2`.
#[must_use]
pub fn write_move_list(pos: &Position) -> String {
    let start = start_of(pos);
    let mut out = String::new();
    let mut number = 1;
    let mut turn = start.turn();
    for (i, m) in pos.moves_played().enumerate() {
        if turn == Color::Black {
            if i > 0 {
                out.push(' ');
            }
            let _ = write!(out, "{number}. {m}");
        } else if i == 0 {
            let _ = write!(out, "{number}... {m}");
        } else {
            let _ = write!(out, " {m}");
        }
        if turn == Color::White {
            number += 1;
        }
        turn = !turn;
    }
    out
}

/// The most moves (plies: Black's and White's moves counted one by one) a move list or an SGF
/// may hold. Longer records are refused with [`RecordError::TooManyMoves`]: a real game of Lines
/// of Action is a few hundred moves long, and the limit keeps a pasted text or a link from
/// tying up the reader.
pub const MAX_RECORD_MOVES: usize = 20_000;

/// A move list's words, in order: the move texts only, with everything else left out.
///
/// Words are separated by white space, `,`, `;` and `|`, and by `{comments}`, which may touch a
/// move (`b1-b3{good}h4-f2` is two moves). Move numbers (`1.`, `12...`, also glued to the move:
/// `12.b1-b3`), results (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`) and byte-order marks are skipped.
/// A `{` with no `}` after it gives [`UnclosedComment`] and ends the words.
///
/// ```
/// use loa_core::record::move_words;
/// let words: Vec<_> = move_words("1. b1-b3{a comment}h4-f2, 2... d1xa4 | 1-0").collect();
/// assert_eq!(words, [Ok("b1-b3"), Ok("h4-f2"), Ok("d1xa4")]);
/// assert!(move_words("b1-b3 {never closed").nth(1).unwrap().is_err());
/// ```
#[must_use]
pub fn move_words(text: &str) -> MoveWords<'_> {
    MoveWords { rest: text }
}

/// A `{` comment in a move list with no `}` to close it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnclosedComment;

impl fmt::Display for UnclosedComment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a {comment} is not closed with }")
    }
}

impl core::error::Error for UnclosedComment {}

/// The iterator [`move_words`] returns.
#[derive(Debug, Clone)]
pub struct MoveWords<'a> {
    rest: &'a str,
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, ',' | ';' | '|' | '\u{feff}')
}

impl<'a> Iterator for MoveWords<'a> {
    type Item = Result<&'a str, UnclosedComment>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let rest = self.rest.trim_start_matches(is_separator);
            if let Some(comment) = rest.strip_prefix('{') {
                let Some(end) = comment.find('}') else {
                    self.rest = "";
                    return Some(Err(UnclosedComment));
                };
                self.rest = &comment[end + 1..];
                continue;
            }
            if rest.is_empty() {
                self.rest = rest;
                return None;
            }
            let end = rest.find(|c: char| is_separator(c) || c == '{').unwrap_or(rest.len());
            let (word, after) = rest.split_at(end);
            self.rest = after;
            // A move number, possibly glued to the move: "12." "12..." "12.b1-b3".
            let digits = word.bytes().take_while(u8::is_ascii_digit).count();
            let word = if digits > 0 && word[digits..].starts_with('.') {
                word[digits..].trim_start_matches('.')
            } else {
                word
            };
            if word.is_empty() || matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") {
                continue;
            }
            return Some(Ok(word));
        }
    }
}

/// What [`read_move_list_partial`] could read: the position after the longest readable start of
/// the list, and what stopped it (`None` when the whole list was read).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveListRead {
    pub position: Position,
    pub error: Option<RecordError>,
}

/// Plays a move list onto `start`, in the forms [`move_words`] accepts.
///
/// ```
/// use loa_core::{record, Position, Variant};
/// let pos = record::read_move_list("1.b1-b3 h4-f2 {a comment} 2. d1:a4, h2-e2 1-0", Position::new(Variant::Standard)).unwrap();
/// assert_eq!(record::write_move_list(&pos), "1. b1-b3 h4-f2 2. d1xa4 h2-e2");
/// let e = record::read_move_list("1. b1-b3 b1-b2", Position::new(Variant::Standard)).unwrap_err();
/// assert_eq!(e.to_string(), "move 1 (second of the pair) \"b1-b2\": illegal move: there is no piece on b1");
/// ```
///
/// # Errors
/// [`RecordError::Move`] for the first move that cannot be read or played,
/// [`RecordError::UnclosedComment`] and [`RecordError::TooManyMoves`] (more than
/// [`MAX_RECORD_MOVES`]).
pub fn read_move_list(text: &str, start: Position) -> Result<Position, RecordError> {
    let read = read_move_list_partial(text, start);
    match read.error {
        None => Ok(read.position),
        Some(e) => Err(e),
    }
}

/// Plays as much of a move list onto `start` as can be read: the moves before the first bad one
/// are kept, and the error says what stopped the reading (the errors of [`read_move_list`]).
/// Past [`MAX_RECORD_MOVES`] the position holds the first `MAX_RECORD_MOVES` moves.
///
/// ```
/// use loa_core::{record, Position, RecordError, Variant};
/// let read = record::read_move_list_partial("b1-b3 h4-f2 b1-b4 c1-c3", Position::new(Variant::Standard));
/// assert_eq!(record::write_move_list(&read.position), "1. b1-b3 h4-f2");
/// assert!(matches!(read.error, Some(RecordError::Move { ply: 3, .. })));
/// ```
#[must_use]
pub fn read_move_list_partial(text: &str, start: Position) -> MoveListRead {
    let mut pos = start;
    let mut read = 0;
    for word in move_words(text) {
        let error = match word {
            Err(UnclosedComment) => RecordError::UnclosedComment { ply: next_ply(&pos) },
            Ok(_) if read == MAX_RECORD_MOVES => RecordError::TooManyMoves { limit: MAX_RECORD_MOVES },
            Ok(word) => match play_text(&mut pos, word) {
                Ok(()) => {
                    read += 1;
                    continue;
                }
                Err(e) => e,
            },
        };
        return MoveListRead { position: pos, error: Some(error) };
    }
    MoveListRead { position: pos, error: None }
}

/// Whether `text` looks like SGF rather than a move list: its first character, after a
/// byte-order mark and white space, is `(`.
///
/// ```
/// assert!(loa_core::record::is_sgf("\u{feff}\n(;GM[9];B[b1-b3])"));
/// assert!(!loa_core::record::is_sgf("1. b1-b3"));
/// ```
#[must_use]
pub fn is_sgf(text: &str) -> bool {
    text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}').starts_with('(')
}

/// Reads a record of either kind: SGF (see [`is_sgf`]) with `start`'s rules, or a move list
/// played onto `start`.
///
/// ```
/// use loa_core::{record, Position, Variant};
/// let start = Position::new(Variant::Standard);
/// let a = record::read_record("(;GM[9];B[b1-b3])", start.clone()).unwrap();
/// assert_eq!(a, record::read_record("1. b1-b3", start).unwrap());
/// ```
///
/// # Errors
/// Those of [`read_sgf`] or [`read_move_list`].
pub fn read_record(text: &str, start: Position) -> Result<Position, RecordError> {
    if is_sgf(text) {
        read_sgf(text, start.rules())
    } else {
        read_move_list(text, start)
    }
}

// ---- SGF -----------------------------------------------------------------------------------

/// Writes the game as LOA SGF: `(;FF[4]GM[9]AP[loa]SU[Standard]SZ[8]…;B[b1-b3];W[h4-f2];B[d1:a4]…)`.
/// The 6×6 game is `SU[Standard]SZ[6]`. A start other than the variant's is written with
/// `AB`/`AW`/`PL`; captures use `:`.
#[must_use]
pub fn write_sgf(pos: &Position) -> String {
    write_sgf_tree(&MoveTree::from_played(pos))
}

/// Writes a game with its variations as LOA SGF (as [`write_sgf`] does a line): at a fork each
/// continuation is written in parentheses, the main line first,
/// `(;FF[4]…;B[b1-b3](;W[h4-f2];B[d1:a4])(;W[a2-c2]))`. `RE` is the main line's result.
///
/// ```
/// use loa_core::{move_tree::MoveTree, record, Position, Rules, Variant};
/// let sgf = "(;GM[9];B[b1-b3](;W[h4-f2];B[d1:a4])(;W[a2-c2]))";
/// let tree = record::read_sgf_tree(sgf, Rules::default()).unwrap();
/// assert_eq!(tree.len(), 4);
/// let written = record::write_sgf_tree(&tree);
/// assert!(written.ends_with(";B[b1-b3]\n(;W[h4-f2]\n;B[d1:a4])\n(;W[a2-c2]))\n"), "{written}");
/// assert_eq!(record::read_sgf_tree(&written, Rules::default()).unwrap(), tree);
/// ```
#[must_use]
pub fn write_sgf_tree(tree: &MoveTree) -> String {
    let start = tree.start();
    let variant = start.variant();
    let mut out = String::from("(;FF[4]GM[9]AP[loa]");
    let _ = write!(out, "SU[{}]SZ[{}]", variant.sgf_name(), variant.size());
    let setup = start.setup();
    if setup != variant.start() {
        for (prop, color) in [("AB", Color::Black), ("AW", Color::White)] {
            out.push_str(prop);
            for sq in setup.pieces(color) {
                let _ = write!(out, "[{sq}]");
            }
        }
        let _ = write!(out, "PL[{}]", if setup.turn == Color::Black { 'B' } else { 'W' });
    }
    if let Some(o) = tree.position(tree.main_end()).outcome() {
        let _ = write!(out, "RE[{}]", o.sgf_result());
    }
    enum Step {
        Open,
        Close,
        Move(NodeId),
        Line(NodeId),
    }
    let mut stack = alloc::vec![Step::Line(MoveTree::ROOT)];
    while let Some(step) = stack.pop() {
        match step {
            Step::Open => out.push_str("\n("),
            Step::Close => out.push(')'),
            Step::Move(node) => {
                let Some(m) = tree.move_at(node) else { continue };
                let turn = if tree.depth(node) % 2 == 1 { setup.turn } else { !setup.turn };
                let color = if turn == Color::Black { 'B' } else { 'W' };
                let newline = if out.ends_with('(') { "" } else { "\n" };
                if m.is_pass() {
                    let _ = write!(out, "{newline};{color}[pass]");
                } else {
                    let sep = if m.is_capture() { ':' } else { '-' };
                    let _ = write!(out, "{newline};{color}[{}{sep}{}]", m.from(), m.to());
                }
            }
            Step::Line(node) => match tree.children(node) {
                [] => {}
                [only] => stack.extend([Step::Line(*only), Step::Move(*only)]),
                children => {
                    for &child in children.iter().rev() {
                        stack.extend([Step::Close, Step::Line(child), Step::Move(child), Step::Open]);
                    }
                }
            },
        }
    }
    out.push_str(")\n");
    out
}

/// Reads LOA SGF: the main line of the first game tree. `GM` must be 9 if present; `SU` picks
/// the variant and `SZ` the board (`SZ[6]`: the 6×6 game; 8 when absent); `AB`/`AW` (with
/// `PL`) in the root give a set-up board in place of the variant's start; other properties
/// are skipped.
///
/// # Errors
/// [`RecordError`] saying what is wrong and where; [`RecordError::TooManyMoves`] past
/// [`MAX_RECORD_MOVES`].
pub fn read_sgf(text: &str, rules: Rules) -> Result<Position, RecordError> {
    let read = read_sgf_partial(text, rules)?;
    match read.error {
        None => Ok(read.position),
        Some(e) => Err(e),
    }
}

/// Reads as much of an SGF game as can be read: the moves of the main line up to the first
/// error (an illegal move, or the place where the text is cut off or malformed), and that error.
/// Past [`MAX_RECORD_MOVES`] the position holds the first `MAX_RECORD_MOVES` moves.
///
/// ```
/// use loa_core::{record, Rules};
/// let read = record::read_sgf_partial("(;GM[9];B[b1-b3];W[h4-f2];B[d1", Rules::default()).unwrap();
/// assert_eq!(record::write_move_list(&read.position), "1. b1-b3 h4-f2");
/// assert!(read.error.unwrap().to_string().starts_with("SGF syntax error at line 1, column 31"));
/// ```
///
/// # Errors
/// When there is no game to keep: no readable root node, another game (`GM`), an unknown
/// variant or an unusable set-up.
pub fn read_sgf_partial(text: &str, rules: Rules) -> Result<MoveListRead, RecordError> {
    let (tree, syntax) = SgfParser { s: text.as_bytes(), i: 0 }.game_tree()?;
    let nodes = tree.main_line();
    let Some(root) = nodes.first() else {
        return Err(syntax.unwrap_or(RecordError::Syntax { line: 1, column: 1, expected: "a node ';'" }));
    };
    let mut pos = root_position(root, rules)?;
    let mut read = 0;
    for node in nodes {
        if let Err(error) = play_node(&mut pos, node, &mut read) {
            return Ok(MoveListRead { position: pos, error: Some(error) });
        }
    }
    Ok(MoveListRead { position: pos, error: syntax })
}

/// What [`read_sgf_tree_partial`] could read: the moves and variations up to the first error,
/// and that error (`None` when the whole record was read).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TreeRead {
    pub tree: MoveTree,
    pub error: Option<RecordError>,
}

/// Reads LOA SGF with its variations (see [`write_sgf_tree`]); the root is read as
/// [`read_sgf`] reads it, and the tree's main line is the line `read_sgf` gives.
///
/// # Errors
/// Those of [`read_sgf`], for a move in any variation.
pub fn read_sgf_tree(text: &str, rules: Rules) -> Result<MoveTree, RecordError> {
    let read = read_sgf_tree_partial(text, rules)?;
    match read.error {
        None => Ok(read.tree),
        Some(e) => Err(e),
    }
}

/// Reads as much of an SGF game tree as can be read: the main line first, then each variation,
/// up to the first error (which is kept with everything read before it). At most
/// [`MAX_RECORD_MOVES`] moves in all.
///
/// ```
/// use loa_core::{record, Rules};
/// let read = record::read_sgf_tree_partial("(;GM[9];B[b1-b3](;W[h4-f2])(;W[b1-b4]))", Rules::default()).unwrap();
/// assert_eq!(read.tree.len(), 2);
/// assert!(read.error.is_some());
/// ```
///
/// # Errors
/// Those of [`read_sgf_partial`]: when there is no game to keep.
pub fn read_sgf_tree_partial(text: &str, rules: Rules) -> Result<TreeRead, RecordError> {
    let (sgf, syntax) = SgfParser { s: text.as_bytes(), i: 0 }.game_tree()?;
    let Some(root) = sgf.nodes.first().or_else(|| sgf.variations.first().and_then(|v| v.nodes.first())) else {
        return Err(syntax.unwrap_or(RecordError::Syntax { line: 1, column: 1, expected: "a node ';'" }));
    };
    let start = root_position(root, rules)?;
    let mut tree = MoveTree::new(start.clone());
    let mut read = 0;
    // Depth first, the main continuation before the variations.
    let mut stack = alloc::vec![(&sgf, MoveTree::ROOT, start)];
    while let Some((part, mut node, mut pos)) = stack.pop() {
        for sgf_node in &part.nodes {
            let before = pos.ply();
            let played = play_node(&mut pos, sgf_node, &mut read);
            let moves: Vec<Move> = pos.moves_played().skip(before).collect();
            for m in moves {
                node = tree.push(node, m);
            }
            if let Err(error) = played {
                return Ok(TreeRead { tree, error: Some(error) });
            }
        }
        for variation in part.variations.iter().rev() {
            stack.push((variation, node, pos.clone()));
        }
    }
    Ok(TreeRead { tree, error: syntax })
}

/// The start position a root node sets up: the variant (`SU`, `SZ`) and any `AB`/`AW`/`AE`/`PL`.
fn root_position(root: &Node, rules: Rules) -> Result<Position, RecordError> {
    let mut variant = Variant::Standard;
    let mut size = None;
    let (mut black, mut white, mut setup_given, mut turn) = (Bitboard::EMPTY, Bitboard::EMPTY, false, None);
    for (name, values) in root {
        let first = values.first().map(String::as_str).unwrap_or_default();
        match name.as_str() {
            "GM" if first.trim() != "9" => return Err(RecordError::NotLinesOfAction(first.to_string())),
            "SU" => {
                variant = first.parse().map_err(|_| RecordError::UnknownVariant(first.to_string()))?;
            }
            "AB" | "AW" | "AE" => {
                setup_given = true;
                for v in values {
                    for sq in setup_squares(v)? {
                        black = black.without(sq);
                        white = white.without(sq);
                        match name.as_str() {
                            "AB" => black = black.with(sq),
                            "AW" => white = white.with(sq),
                            _ => {}
                        }
                    }
                }
            }
            "PL" => turn = Color::from_char(first.trim().chars().next().unwrap_or(' ')),
            "SZ" => size = Some(first.trim().to_string()),
            _ => {}
        }
    }
    if let Some(size) = size {
        // `SZ[6]`, or the rectangular form `SZ[6:6]`.
        let n = match size.split_once(':') {
            Some((a, b)) if a.trim() == b.trim() => a.trim().parse::<u8>().ok(),
            Some(_) => None,
            None => size.parse::<u8>().ok(),
        };
        variant = n.and_then(|n| Variant::from_sgf(variant, n)).ok_or(RecordError::BadSize { size, variant })?;
    }
    let pos = if setup_given {
        let turn = turn.unwrap_or(Color::Black);
        Position::from_setup(Setup { black, white, turn, size: variant.size() }, variant, rules)?
    } else {
        let mut setup = variant.start();
        setup.turn = turn.unwrap_or(Color::Black);
        Position::from_setup(setup, variant, rules)?
    };
    Ok(pos)
}

/// Plays a node's `B` and `W` moves onto `pos`, counting them in `read` (at most
/// [`MAX_RECORD_MOVES`]).
fn play_node(pos: &mut Position, node: &Node, read: &mut usize) -> Result<(), RecordError> {
    for (name, values) in node {
        let color = match name.as_str() {
            "B" => Color::Black,
            "W" => Color::White,
            _ => continue,
        };
        let ply = next_ply(pos);
        if *read == MAX_RECORD_MOVES {
            return Err(RecordError::TooManyMoves { limit: MAX_RECORD_MOVES });
        }
        if color != pos.turn() {
            return Err(RecordError::WrongSide { ply, expected: pos.turn() });
        }
        let value = values.first().map(String::as_str).unwrap_or_default().trim();
        play_text(pos, if value.is_empty() { "pass" } else { value })?;
        *read += 1;
    }
    Ok(())
}

/// [`read_record`], keeping what can be read: [`read_sgf_partial`] or [`read_move_list_partial`].
/// An SGF with nothing to keep gives `start` and the error.
#[must_use]
pub fn read_record_partial(text: &str, start: Position) -> MoveListRead {
    if is_sgf(text) {
        match read_sgf_partial(text, start.rules()) {
            Ok(read) => read,
            Err(e) => MoveListRead { position: start, error: Some(e) },
        }
    } else {
        read_move_list_partial(text, start)
    }
}

/// The squares of one setup value: `e4`, or a rectangle `a1:c3` (SGF's compressed list).
fn setup_squares(v: &str) -> Result<impl Iterator<Item = Square>, RecordError> {
    let bad = || RecordError::BadSetupSquare(v.to_string());
    let (a, b) = match v.trim().split_once(':') {
        Some((a, b)) => (a, b),
        None => (v.trim(), v.trim()),
    };
    let a: Square = a.parse().map_err(|_| bad())?;
    let b: Square = b.parse().map_err(|_| bad())?;
    let (f0, f1) = (a.file().min(b.file()), a.file().max(b.file()));
    let (r0, r1) = (a.rank().min(b.rank()), a.rank().max(b.rank()));
    Ok((r0..=r1).flat_map(move |r| (f0..=f1).filter_map(move |f| Square::from_coords(f, r))))
}

type Node = Vec<(String, Vec<String>)>;

/// One parenthesised part of an SGF game tree: its nodes, then its variations.
#[derive(Debug, Default)]
struct SgfTree {
    nodes: Vec<Node>,
    variations: Vec<SgfTree>,
}

impl SgfTree {
    /// The nodes of the main line: these nodes, then the first variation's, and so on.
    fn main_line(&self) -> Vec<&Node> {
        let mut nodes = Vec::new();
        let mut part = Some(self);
        while let Some(p) = part {
            nodes.extend(&p.nodes);
            part = p.variations.first();
        }
        nodes
    }
}

struct SgfParser<'a> {
    s: &'a [u8],
    i: usize,
}

impl SgfParser<'_> {
    fn error(&self, expected: &'static str) -> RecordError {
        let before = &self.s[..self.i.min(self.s.len())];
        let line = before.iter().filter(|&&c| c == b'\n').count() + 1;
        let line_start = before.iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1);
        let column = core::str::from_utf8(&before[line_start..]).map_or(self.i - line_start, |s| s.chars().count()) + 1;
        RecordError::Syntax { line, column, expected }
    }

    fn skip_ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.i).copied()
    }

    /// The first game tree, and the syntax error that stopped the reading, if any (what was
    /// read before it is kept). An error only when there is no game tree at all.
    fn game_tree(mut self) -> Result<(SgfTree, Option<RecordError>), RecordError> {
        // Anything before the first '(' is ignored, as SGF readers do.
        while self.i < self.s.len() && self.s[self.i] != b'(' {
            self.i += 1;
        }
        if self.peek() != Some(b'(') {
            return Err(self.error("'(' to open the game tree"));
        }
        let mut tree = SgfTree::default();
        let error = self.tree(&mut tree, 0).err();
        Ok((tree, error))
    }

    /// One `( ... )`: its nodes, then its variations (nodes after a variation are skipped).
    fn tree(&mut self, out: &mut SgfTree, depth: usize) -> Result<(), RecordError> {
        if depth > 1000 {
            return Err(self.error("less deeply nested variations"));
        }
        self.i += 1; // '('
        loop {
            match self.peek() {
                Some(b';') => {
                    self.i += 1;
                    let node = self.node()?;
                    if out.variations.is_empty() {
                        out.nodes.push(node);
                    }
                }
                Some(b'(') => {
                    out.variations.push(SgfTree::default());
                    let last = out.variations.last_mut().ok_or_else(|| self.error("a variation"))?;
                    self.tree(last, depth + 1)?;
                }
                Some(b')') => {
                    self.i += 1;
                    return Ok(());
                }
                Some(_) => return Err(self.error("';' for a node, '(' or ')'")),
                None => return Err(self.error("')' to close the game tree")),
            }
        }
    }

    fn node(&mut self) -> Result<Node, RecordError> {
        let mut props = Vec::new();
        while let Some(c) = self.peek() {
            if !c.is_ascii_alphabetic() {
                break;
            }
            let start = self.i;
            while self.i < self.s.len() && self.s[self.i].is_ascii_alphabetic() {
                self.i += 1;
            }
            // Old SGF allowed lower-case letters in names (e.g. "AddBlack"); keep the capitals.
            let name: String =
                self.s[start..self.i].iter().filter(|c| c.is_ascii_uppercase()).map(|&c| c as char).collect();
            let mut values = Vec::new();
            while self.peek() == Some(b'[') {
                values.push(self.value()?);
            }
            if values.is_empty() {
                return Err(self.error("'[' to open a property value"));
            }
            props.push((name, values));
        }
        Ok(props)
    }

    fn value(&mut self) -> Result<String, RecordError> {
        self.i += 1; // '['
        let mut bytes = Vec::new();
        while let Some(&c) = self.s.get(self.i) {
            self.i += 1;
            match c {
                b']' => return Ok(String::from_utf8_lossy(&bytes).into_owned()),
                b'\\' => {
                    if let Some(&next) = self.s.get(self.i) {
                        self.i += 1;
                        if next != b'\n' {
                            bytes.push(next);
                        }
                    }
                }
                _ => bytes.push(c),
            }
        }
        Err(self.error("']' to close a property value"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn standard() -> Position {
        Position::new(Variant::Standard)
    }

    #[test]
    fn sgf_reads_colon_captures_and_variant() {
        let sgf = "(;GM[9]SU[Scrambled-eggs]PB[a \\] b];B[b1-b3];W[c1-c3])";
        let pos = read_sgf(sgf, Rules::default()).unwrap();
        assert_eq!(pos.variant(), Variant::ScrambledEggs);
        assert_eq!(pos.ply(), 2);
    }

    #[test]
    fn sgf_errors_say_where() {
        let e = read_sgf("(;GM[9]\n;B[b1-b3", Rules::default()).unwrap_err();
        assert!(matches!(e, RecordError::Syntax { line: 2, .. }), "{e}");
        assert_eq!(read_sgf("(;GM[1])", Rules::default()).unwrap_err(), RecordError::NotLinesOfAction("1".into()));
        let e = read_sgf("(;GM[9];B[b1-b4])", Rules::default()).unwrap_err();
        assert!(e.to_string().contains("move 1"), "{e}");
        let e = read_sgf("(;GM[9];W[a2-a4])", Rules::default()).unwrap_err();
        assert_eq!(e, RecordError::WrongSide { ply: 1, expected: Color::Black });
        assert!(read_sgf("", Rules::default()).is_err());
        assert!(read_sgf("((((", Rules::default()).is_err());
    }

    #[test]
    fn sgf_setup_round_trip() {
        let pos =
            Position::from_position_string("8/8/8/3b4/8/2bw4/8/1w6 w", Variant::Standard, Rules::default()).unwrap();
        let sgf = write_sgf(&pos);
        assert!(sgf.contains("AB[c3][d5]") && sgf.contains("PL[W]"), "{sgf}");
        assert_eq!(read_sgf(&sgf, Rules::default()).unwrap(), pos);
    }

    #[test]
    fn sgf_board_size() {
        let six = Position::new(Variant::SixBySix);
        let pos = read_move_list("1. b1-b3 a4-c4 2. c1xc4", six).unwrap();
        let sgf = write_sgf(&pos);
        assert!(sgf.starts_with("(;FF[4]GM[9]AP[loa]SU[Standard]SZ[6]\n;B[b1-b3]"), "{sgf}");
        assert!(sgf.contains(";B[c1:c4]"), "{sgf}");
        assert_eq!(read_sgf(&sgf, Rules::default()).unwrap(), pos);
        assert!(write_sgf(&standard()).contains("SU[Standard]SZ[8]"));
        let eggs = write_sgf(&Position::new(Variant::ScrambledEggs));
        assert!(eggs.contains("SU[Scrambled-eggs]SZ[8]"), "{eggs}");
        for (sgf, variant) in [
            ("(;GM[9]SZ[6];B[b1-b3])", Variant::SixBySix),
            ("(;GM[9]SZ[6:6]SU[Standard])", Variant::SixBySix),
            ("(;GM[9]SU[6x6])", Variant::SixBySix),
            ("(;GM[9]SZ[8])", Variant::Standard),
            ("(;GM[9]SU[Scrambled-eggs]SZ[8])", Variant::ScrambledEggs),
        ] {
            assert_eq!(read_sgf(sgf, Rules::default()).unwrap().variant(), variant, "{sgf}");
        }
        for (sgf, size) in [("(;GM[9]SZ[7])", "7"), ("(;GM[9]SU[Scrambled-eggs]SZ[6])", "6"), ("(;SZ[6:8])", "6:8")] {
            let e = read_sgf(sgf, Rules::default()).unwrap_err();
            assert!(matches!(&e, RecordError::BadSize { size: s, .. } if s == size), "{sgf}: {e:?}");
            assert!(e.to_string().contains("SZ[6] for the 6×6"), "{e}");
        }
        // A 6×6 record with a move off its board, and a set-up outside it.
        let e = read_sgf("(;GM[9]SZ[6];B[b1-b3];W[h4-f2])", Rules::default()).unwrap_err();
        assert_eq!(
            e.to_string(),
            "move 1 (second of the pair) \"h4-f2\": h4 is off the 6×6 board: files run a-f, ranks 1-6"
        );
        let e = read_sgf("(;GM[9]SZ[6]AB[a1][g7]AW[c3])", Rules::default()).unwrap_err();
        assert!(matches!(e, RecordError::Setup(SetupError::OffBoard(_))), "{e:?}");
    }

    #[test]
    fn sgf_follows_first_variation() {
        let pos = read_sgf("(;GM[9];B[b1-b3](;W[h4-f2])(;W[a2-c2]))", Rules::default()).unwrap();
        assert_eq!(write_move_list(&pos), "1. b1-b3 h4-f2");
    }

    #[test]
    fn move_list_forms() {
        let text = "1.b1-b3 h4-f2 {a comment} 2... d1:a4, h2-e2 1-0";
        let pos = read_move_list(text, standard()).unwrap();
        assert_eq!(write_move_list(&pos), "1. b1-b3 h4-f2 2. d1xa4 h2-e2");
        let e = read_move_list("1. b1-b3 b1-b2", standard()).unwrap_err();
        assert!(matches!(e, RecordError::Move { ply: 2, .. }), "{e}");
        let white_first = Position::from_position_string(
            "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w",
            Variant::Standard,
            Rules::default(),
        )
        .unwrap();
        let pos = read_move_list("1... a2-c4 2. b1-b3", white_first.clone()).unwrap();
        assert_eq!(write_move_list(&pos), "1... a2-c4 2. b1-b3");
        // Errors count moves as the list does: the bad move here is "2. b1-b4", not move 1.
        let e = read_move_list("1... a2-c4 2. b1-b4", white_first.clone()).unwrap_err();
        assert!(matches!(e, RecordError::Move { ply: 3, .. }), "{e:?}");
        assert!(e.to_string().starts_with("move 2 (first of the pair)"), "{e}");
        let e = read_move_list("1... a2-a4", white_first).unwrap_err();
        assert!(e.to_string().starts_with("move 1 (second of the pair)"), "{e}");
    }

    #[test]
    fn a_comment_touching_a_move_is_only_a_comment() {
        for text in ["b1-b3{c}h4-f2", "{c}b1-b3 h4-f2", "b1-b3 h4-f2{c}", "1.b1-b3{c}h4-f2{d}", "b1-b3{c d}{e}h4-f2"] {
            let pos = read_move_list(text, standard()).unwrap_or_else(|e| panic!("{text:?}: {e}"));
            assert_eq!(write_move_list(&pos), "1. b1-b3 h4-f2", "{text:?}");
        }
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        let pos = read_move_list("\u{feff}1. b1-b3 h4-f2", standard()).unwrap();
        assert_eq!(pos.ply(), 2);
        let sgf = "\u{feff}(;GM[9];B[b1-b3];W[h4-f2])";
        assert!(is_sgf(sgf));
        assert_eq!(read_record(sgf, standard()).unwrap(), pos);
        assert_eq!(read_record("\u{feff} 1. b1-b3 h4-f2", standard()).unwrap(), pos);
    }

    #[test]
    fn separators_comments_and_the_limit() {
        let pos = read_move_list("b1-b3|h4-f2;d1xa4,\th2-e2", standard()).unwrap();
        assert_eq!(pos.ply(), 4);
        let read = read_move_list_partial("1. b1-b3 h4-f2 {not closed 2. d1xa4", standard());
        assert_eq!(read.position.ply(), 2);
        let e = read.error.unwrap();
        assert_eq!(e, RecordError::UnclosedComment { ply: 3 });
        assert_eq!(e.to_string(), "the {comment} before move 2 (first of the pair) is not closed with }");
        let read = read_move_list_partial("b1-b3 h4-f2", standard());
        assert_eq!((read.position.ply(), read.error), (2, None));

        // Back and forth without captures: a long legal line (the move limit rule is off).
        let rules: Rules = "move-limit=none,repetition=none".parse().unwrap();
        let shuffle = "b1-b3 h2-f2 b3-b1 f2-h2 ";
        let start = Position::with_rules(Variant::Standard, rules);
        let at_limit = shuffle.repeat(MAX_RECORD_MOVES / 4);
        assert_eq!(read_move_list(&at_limit, start.clone()).map(|p| p.ply()), Ok(MAX_RECORD_MOVES));
        let over = alloc::format!("{at_limit} b1-b3");
        let read = read_move_list_partial(&over, start.clone());
        assert_eq!(read.error, Some(RecordError::TooManyMoves { limit: MAX_RECORD_MOVES }));
        assert_eq!(read.position.ply(), MAX_RECORD_MOVES);
        let pos = read_move_list(&over[..over.len() - 6], start.clone()).unwrap();
        let mut sgf = write_sgf(&pos);
        assert_eq!(read_sgf(&sgf, rules).map(|p| p.ply()), Ok(MAX_RECORD_MOVES));
        sgf.insert_str(sgf.len() - 2, ";B[b1-b3]");
        assert_eq!(read_sgf(&sgf, rules), Err(RecordError::TooManyMoves { limit: MAX_RECORD_MOVES }));
    }

    #[test]
    fn a_damaged_sgf_keeps_its_readable_moves() {
        let rules = Rules::default();
        // Cut off in the middle of a move (a file saved half-way).
        let read = read_sgf_partial("(;GM[9];B[b1-b3];W[h4-f2];B[d1", rules).unwrap();
        assert_eq!(write_move_list(&read.position), "1. b1-b3 h4-f2");
        assert!(matches!(read.error, Some(RecordError::Syntax { line: 1, .. })), "{:?}", read.error);
        // An illegal move: the moves before it, and the error.
        let read = read_sgf_partial("(;GM[9];B[b1-b3];W[h4-f2];B[b1-b4];W[h5-f3])", rules).unwrap();
        assert_eq!(read.position.ply(), 2);
        assert!(matches!(read.error, Some(RecordError::Move { ply: 3, .. })), "{:?}", read.error);
        // Nothing to keep when the root is unreadable.
        assert_eq!(
            read_sgf_partial("(;GM[1];B[b1-b3])", rules).unwrap_err(),
            RecordError::NotLinesOfAction("1".into())
        );
        // Whole records read as before.
        let read = read_sgf_partial("(;GM[9];B[b1-b3])", rules).unwrap();
        assert_eq!((read.position.ply(), read.error), (1, None));

        let read = read_record_partial("\u{feff}(;GM[9];B[b1-b3];W[h4-f2];B[d1", standard());
        assert_eq!(read.position.ply(), 2);
        let read = read_record_partial("b1-b3 h4-f2 b1-b4", standard());
        assert_eq!(read.position.ply(), 2);
        let read = read_record_partial("(;GM[4])", standard());
        assert_eq!((read.position, read.error), (standard(), Some(RecordError::NotLinesOfAction("4".into()))));
    }

    #[test]
    fn written_lists_with_any_separators_and_comments_read_back() {
        let seps = [" ", ",", ";", "|", "{c}", " {a, b; c} ", "\n", "\t ", "\u{feff}", "{}"];
        let mut rng = crate::Rng::new(11);
        for _ in 0..50 {
            let mut game = standard();
            while game.ply() < 60 && !game.is_game_over() {
                let moves = game.legal_moves();
                let m = moves[rng.index(moves.len())];
                game.play(m).unwrap();
            }
            let list = write_move_list(&game);
            let mut text = String::new();
            for word in list.split(' ') {
                text.push_str(word);
                text.push_str(seps[rng.index(seps.len())]);
            }
            let read = read_move_list(&text, standard()).unwrap_or_else(|e| panic!("{text:?}: {e}"));
            assert_eq!(read, game, "{text:?}");
        }
    }

    /// A tree's shape in SGF order: each node's depth, move and number of continuations.
    fn shape(tree: &MoveTree) -> Vec<(usize, Option<Move>, usize)> {
        tree.preorder().into_iter().map(|n| (tree.depth(n), tree.move_at(n), tree.children(n).len())).collect()
    }

    /// A random game of up to 40 moves with random variations (some several moves long, some
    /// ending games, some at the first move).
    fn random_tree(rng: &mut crate::Rng, start: Position) -> MoveTree {
        let mut tree = MoveTree::new(start);
        let mut node = MoveTree::ROOT;
        let mut pos = tree.start().clone();
        while pos.ply() < 40 && !pos.is_game_over() {
            let moves = pos.legal_moves();
            let m = moves[rng.index(moves.len())];
            pos.play(m).unwrap();
            node = tree.add(node, m).unwrap();
        }
        for _ in 0..rng.index(6) {
            let nodes = tree.preorder();
            let mut at = nodes[rng.index(nodes.len())];
            let mut pos = tree.position(at);
            for _ in 0..=rng.index(5) {
                if pos.is_game_over() {
                    break;
                }
                let moves = pos.legal_moves();
                let m = moves[rng.index(moves.len())];
                pos.play(m).unwrap();
                at = tree.add(at, m).unwrap();
            }
        }
        tree
    }

    #[test]
    fn variations_survive_sgf_round_trips() {
        let mut rng = crate::Rng::new(5);
        let white_first =
            Position::from_position_string("8/8/8/3b4/8/2bw4/8/1w6 w", Variant::Standard, Rules::default()).unwrap();
        let mut forks = 0;
        for i in 0..60 {
            let start = match i % 3 {
                0 => standard(),
                1 => Position::new(Variant::ScrambledEggs),
                _ => white_first.clone(),
            };
            let tree = random_tree(&mut rng, start);
            forks += usize::from(tree.has_variations());
            let sgf = write_sgf_tree(&tree);
            let back = read_sgf_tree(&sgf, Rules::default()).unwrap_or_else(|e| panic!("{sgf}: {e}"));
            assert_eq!(shape(&back), shape(&tree), "{sgf}");
            assert_eq!(back.start(), tree.start());
            // The line readers see the main line.
            assert_eq!(read_sgf(&sgf, Rules::default()).unwrap(), tree.position(tree.main_end()), "{sgf}");
            // Written again, the same text.
            assert_eq!(write_sgf_tree(&back), sgf);
        }
        assert!(forks > 30, "{forks} trees with variations");
    }

    #[test]
    fn a_line_is_written_as_before() {
        let pos = read_move_list("1. b1-b3 h4-f2 2. d1xa4", standard()).unwrap();
        let sgf = write_sgf(&pos);
        assert_eq!(sgf, "(;FF[4]GM[9]AP[loa]SU[Standard]SZ[8]\n;B[b1-b3]\n;W[h4-f2]\n;B[d1:a4])\n");
        assert_eq!(write_sgf_tree(&MoveTree::from_played(&pos)), sgf);
    }

    #[test]
    fn standard_sgf_variations_are_read() {
        let rules = Rules::default();
        // Variations at the root, nested, and a pass.
        let sgf = "(;GM[9](;B[b1-b3](;W[h4-f2];B[d1:a4])(;W[a2-c2](;B[e1-e3])(;B[d1-d3])))(;B[c1-c3]))";
        let tree = read_sgf_tree(sgf, rules).unwrap();
        assert_eq!(tree.len(), 7);
        assert_eq!(tree.children(MoveTree::ROOT).len(), 2);
        assert_eq!(write_move_list(&tree.position(tree.main_end())), "1. b1-b3 h4-f2 2. d1xa4");
        assert_eq!(write_move_list(&read_sgf(sgf, rules).unwrap()), "1. b1-b3 h4-f2 2. d1xa4");
        // An illegal move in a variation: the main line and the variations before it are kept.
        let read =
            read_sgf_tree_partial("(;GM[9];B[b1-b3](;W[h4-f2])(;W[a2-c2])(;W[b1-b4])(;W[h5-f5]))", rules).unwrap();
        assert_eq!(read.tree.len(), 3);
        assert!(matches!(read.error, Some(RecordError::Move { ply: 2, .. })), "{:?}", read.error);
        // Cut off inside a variation.
        let read = read_sgf_tree_partial("(;GM[9];B[b1-b3](;W[h4-f2])(;W[a2-c2];B[", rules).unwrap();
        assert_eq!(read.tree.len(), 3);
        assert!(matches!(read.error, Some(RecordError::Syntax { .. })), "{:?}", read.error);
        assert!(read_sgf_tree("(;GM[1])", rules).is_err());
        assert!(read_sgf_tree("", rules).is_err());
    }
}
