//! The position editor's model, in plain Rust (tested natively): pieces of either colour put on
//! or taken off any square of an 8×8 or 6×6 board, the side to move, the presets (empty, the
//! standard start, Scrambled Eggs, 6×6), the position string both ways, and the check that
//! turns the board into a playable [`Position`] through loa-core's [`Setup`] and
//! [`Position::from_setup`].
//!
//! ```
//! use loa_core::{Color, Rules};
//! use loa_app::editor::{Brush, Editor, Preset};
//! let mut editor = Editor::new(Preset::Empty);
//! editor.paint("c3".parse().unwrap(), Brush::Black);
//! assert!(editor.position(Rules::default()).is_err(), "White has no piece");
//! editor.paint("f6".parse().unwrap(), Brush::Cycle); // empty → black
//! editor.paint("f6".parse().unwrap(), Brush::Cycle); // black → white
//! editor.paint("a1".parse().unwrap(), Brush::Black);
//! editor.paint("h8".parse().unwrap(), Brush::White);
//! editor.set_turn(Color::White);
//! assert_eq!(editor.position_string(), "7w/8/5w2/8/8/2b5/8/b7 w");
//! assert!(editor.position(Rules::default()).is_ok());
//! ```

pub mod dialog;
#[cfg(test)]
mod tests;

use std::fmt;

use loa_core::{Bitboard, Color, Outcome, ParsePositionError, Position, Rules, Setup, SetupError, Square, Variant};

/// What a click (or Enter) on a square does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Brush {
    /// Empty → black → white → empty.
    #[default]
    Cycle,
    /// Puts a black piece (a black piece already there is taken off).
    Black,
    /// Puts a white piece (a white piece already there is taken off).
    White,
    /// Takes the piece off.
    Erase,
}

impl Brush {
    pub const ALL: [Brush; 4] = [Brush::Cycle, Brush::Black, Brush::White, Brush::Erase];

    /// The name in the page's markup (`data-brush`): `cycle`, `black`, `white`, `erase`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Brush::Cycle => "cycle",
            Brush::Black => "black",
            Brush::White => "white",
            Brush::Erase => "erase",
        }
    }

    /// The brush named `name` (see [`Brush::name`]).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Brush> {
        Brush::ALL.into_iter().find(|b| b.name() == name)
    }
}

/// A board to start editing from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Preset {
    /// No pieces, on the board size being edited (8×8 at first).
    Empty,
    Standard,
    ScrambledEggs,
    SixBySix,
}

impl Preset {
    pub const ALL: [Preset; 4] = [Preset::Empty, Preset::Standard, Preset::ScrambledEggs, Preset::SixBySix];

    /// The name in the page's markup (`data-preset`): `empty` or a variant's name.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Preset::Empty => "empty",
            Preset::Standard => Variant::Standard.name(),
            Preset::ScrambledEggs => Variant::ScrambledEggs.name(),
            Preset::SixBySix => Variant::SixBySix.name(),
        }
    }

    /// The preset named `name` (see [`Preset::name`]).
    #[must_use]
    pub fn from_name(name: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.name() == name)
    }
}

/// Why the edited board is not a position to play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EditorError {
    /// loa-core refuses the setup (a side with no piece, too many pieces…).
    Setup(SetupError),
    /// The game would be over before a move: a side is connected already.
    Decided(Outcome),
}

impl fmt::Display for EditorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EditorError::Setup(e) => write!(f, "{e}"),
            EditorError::Decided(o) => write!(f, "the game would be over before a move: {o}"),
        }
    }
}

impl std::error::Error for EditorError {}

/// The board being edited: any pieces on an 8×8 or 6×6 board, and the side to move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Editor {
    variant: Variant,
    black: Bitboard,
    white: Bitboard,
    turn: Color,
}

impl Editor {
    /// A board from `preset`, Black to move.
    #[must_use]
    pub fn new(preset: Preset) -> Editor {
        let mut editor =
            Editor { variant: Variant::Standard, black: Bitboard::EMPTY, white: Bitboard::EMPTY, turn: Color::Black };
        editor.load(preset);
        editor
    }

    /// The pieces and side to move of `pos` (the game's position, to edit from).
    #[must_use]
    pub fn from_position(pos: &Position) -> Editor {
        let setup = pos.setup();
        Editor { variant: pos.variant(), black: setup.black, white: setup.white, turn: setup.turn }
    }

    /// Replaces the board by `preset`'s; Black moves first from a start. The empty board keeps
    /// the size and the side to move.
    pub fn load(&mut self, preset: Preset) {
        let variant = match preset {
            Preset::Empty => {
                self.black = Bitboard::EMPTY;
                self.white = Bitboard::EMPTY;
                self.variant = if self.size() == 6 { Variant::SixBySix } else { Variant::Standard };
                return;
            }
            Preset::Standard => Variant::Standard,
            Preset::ScrambledEggs => Variant::ScrambledEggs,
            Preset::SixBySix => Variant::SixBySix,
        };
        let start = variant.start();
        *self = Editor { variant, black: start.black, white: start.white, turn: start.turn };
    }

    /// The variant the position will be played as (its size, and the start it came from).
    #[must_use]
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    /// Files and ranks: 8 or 6.
    #[must_use]
    pub const fn size(&self) -> u8 {
        self.variant.size()
    }

    /// Plays on an 8×8 or a 6×6 board; pieces outside a smaller board are taken off.
    pub fn set_size(&mut self, size: u8) {
        let variant = if size == 6 { Variant::SixBySix } else { Variant::Standard };
        if variant.size() == self.size() {
            return;
        }
        self.variant = variant;
        let mask = variant.board_mask();
        self.black = self.black.intersect(mask);
        self.white = self.white.intersect(mask);
    }

    #[must_use]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    pub fn set_turn(&mut self, turn: Color) {
        self.turn = turn;
    }

    /// What stands on `sq`.
    #[must_use]
    pub const fn piece_at(&self, sq: Square) -> Option<Color> {
        self.setup().piece_at(sq)
    }

    /// How many pieces `color` has.
    #[must_use]
    pub const fn count(&self, color: Color) -> u32 {
        self.setup().pieces(color).count()
    }

    /// Uses `brush` on `sq`. Returns false (and changes nothing) for a square off the board.
    pub fn paint(&mut self, sq: Square, brush: Brush) -> bool {
        if !self.variant.board_mask().contains(sq) {
            return false;
        }
        let next = match (brush, self.piece_at(sq)) {
            (Brush::Cycle, None) => Some(Color::Black),
            (Brush::Cycle, Some(Color::Black)) => Some(Color::White),
            (Brush::Cycle, Some(Color::White)) | (Brush::Erase, _) => None,
            (Brush::Black, Some(Color::Black)) | (Brush::White, Some(Color::White)) => None,
            (Brush::Black, _) => Some(Color::Black),
            (Brush::White, _) => Some(Color::White),
        };
        self.put(sq, next);
        true
    }

    /// Puts `piece` on `sq` (or empties it), whatever stood there.
    fn put(&mut self, sq: Square, piece: Option<Color>) {
        self.black = self.black.without(sq);
        self.white = self.white.without(sq);
        match piece {
            Some(Color::Black) => self.black = self.black.with(sq),
            Some(Color::White) => self.white = self.white.with(sq),
            None => {}
        }
    }

    /// The board as loa-core's setup (not checked).
    #[must_use]
    pub const fn setup(&self) -> Setup {
        Setup { black: self.black, white: self.white, turn: self.turn, size: self.variant.size() }
    }

    /// The position string of docs/RULES.md, e.g. `1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b`.
    #[must_use]
    pub fn position_string(&self) -> String {
        self.setup().to_string()
    }

    /// Reads a position string onto the board (eight ranks or six; `_` may stand for the
    /// space, as in links). An 8×8 string keeps Scrambled Eggs if that is what is edited.
    ///
    /// # Errors
    /// The string is not a position string; the board is left as it was.
    pub fn read(&mut self, text: &str) -> Result<(), ParsePositionError> {
        let setup: Setup = text.replace('_', " ").parse()?;
        self.variant = match (setup.size, self.variant) {
            (6, _) => Variant::SixBySix,
            (_, Variant::ScrambledEggs) => Variant::ScrambledEggs,
            _ => Variant::Standard,
        };
        self.black = setup.black;
        self.white = setup.white;
        self.turn = setup.turn;
        Ok(())
    }

    /// The board as a position to play under `rules`.
    ///
    /// # Errors
    /// loa-core refuses the setup, or the game would be over at once.
    pub fn position(&self, rules: Rules) -> Result<Position, EditorError> {
        let pos = Position::from_setup(self.setup(), self.variant, rules).map_err(EditorError::Setup)?;
        match pos.outcome() {
            Some(outcome) => Err(EditorError::Decided(outcome)),
            None => Ok(pos),
        }
    }
}
