//! The one reader of records: a move list or SGF in, the game read up to the first error and
//! that error out.

use super::{move_list, sgf_read, RecordError};
use crate::move_tree::MoveTree;
use crate::Position;

/// The two kinds of record.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    /// A numbered move list, `1. b1-b3 h4-f2`, played onto a start position.
    MoveList,
    /// LOA SGF, `(;GM[9];B[b1-b3])`, which sets up its own start.
    Sgf,
}

impl Format {
    /// The format `text` is in: SGF when its first character, after a byte-order mark and
    /// white space, is `(`; otherwise a move list.
    ///
    /// ```
    /// use loa_core::record::Format;
    /// assert_eq!(Format::of("\u{feff}\n(;GM[9];B[b1-b3])"), Format::Sgf);
    /// assert_eq!(Format::of("1. b1-b3"), Format::MoveList);
    /// ```
    #[must_use]
    pub fn of(text: &str) -> Format {
        if text.trim_start_matches(|c: char| c.is_whitespace() || c == '\u{feff}').starts_with('(') {
            Format::Sgf
        } else {
            Format::MoveList
        }
    }
}

/// What [`read`] gave: the game as far as it could be read, and what stopped the reading
/// (`None` when all of it was read). A damaged record keeps its readable moves this way.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Read {
    /// The moves read, with variations (SGF may have them); its main line is the game.
    pub tree: MoveTree,
    pub error: Option<RecordError>,
}

impl Read {
    /// The position at the end of the main line, with its moves as history (so the rules see
    /// repetitions and the move limit), whatever stopped the reading.
    #[must_use]
    pub fn last_position(&self) -> Position {
        self.tree.position(self.tree.main_end())
    }

    /// The position at the end of the main line ([`Read::last_position`]), or the error if
    /// any part of the record could not be read.
    ///
    /// # Errors
    /// The [`RecordError`] that stopped the reading.
    pub fn into_position(self) -> Result<Position, RecordError> {
        match self.error {
            None => Ok(self.last_position()),
            Some(e) => Err(e),
        }
    }

    /// The whole game tree, or the error if any part of the record could not be read.
    ///
    /// # Errors
    /// The [`RecordError`] that stopped the reading.
    pub fn into_tree(self) -> Result<MoveTree, RecordError> {
        match self.error {
            None => Ok(self.tree),
            Some(e) => Err(e),
        }
    }
}

/// Reads a record in `format` ([`Format::of`] tells it from the text): a move list is played
/// onto `start`; SGF sets up its own start, read with `start`'s rules. Everything before the
/// first error is kept, and the error says what stopped the reading and where.
///
/// A move list is read in the forms [`super::move_words`] accepts. SGF: `GM` must be 9 if
/// present; `SU` picks the variant and `SZ` the board (`SZ[6]`: the 6×6 game; 8 when absent);
/// `AB`/`AW`/`AE` (with `PL`) in the root give a set-up board in place of the variant's start;
/// other properties are skipped; variations are read after the main line. At most
/// [`super::MAX_RECORD_MOVES`] moves are read; past them the error is
/// [`RecordError::TooManyMoves`]. An SGF with nothing to keep (no root node, another game, an
/// unknown variant or an unusable set-up) gives `start` and the error.
///
/// ```
/// use loa_core::record::{self, Format};
/// use loa_core::{Position, RecordError, Variant};
/// let start = Position::new(Variant::Standard);
///
/// let read = record::read("b1-b3 h4-f2 b1-b4 c1-c3", start.clone(), Format::MoveList);
/// assert_eq!(record::write_move_list(&read.last_position()), "1. b1-b3 h4-f2");
/// assert!(matches!(read.error, Some(RecordError::Move { ply: 3, .. })));
/// let e = record::read("1. b1-b3 b1-b2", start.clone(), Format::MoveList).into_position().unwrap_err();
/// assert_eq!(e.to_string(), "move 1 (second of the pair) \"b1-b2\": illegal move: there is no piece on b1");
///
/// let read = record::read("(;GM[9];B[b1-b3];W[h4-f2];B[d1", start.clone(), Format::Sgf);
/// assert_eq!(record::write_move_list(&read.last_position()), "1. b1-b3 h4-f2");
/// assert!(read.error.unwrap().to_string().starts_with("SGF syntax error at line 1, column 31"));
///
/// let text = "(;GM[9];B[b1-b3](;W[h4-f2])(;W[a2-c2]))";
/// let tree = record::read(text, start, Format::of(text)).into_tree().unwrap();
/// assert_eq!(tree.len(), 3); // b1-b3, then h4-f2 or a2-c2
/// ```
#[must_use]
pub fn read(text: &str, start: Position, format: Format) -> Read {
    match format {
        Format::MoveList => {
            let (pos, error) = move_list::play_words(text, start);
            Read { tree: MoveTree::from_played(&pos), error }
        }
        Format::Sgf => match sgf_read::read_tree(text, start.rules()) {
            Ok((tree, error)) => Read { tree, error },
            Err(e) => Read { tree: MoveTree::new(start), error: Some(e) },
        },
    }
}
