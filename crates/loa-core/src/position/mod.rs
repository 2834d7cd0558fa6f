//! The position: pieces, side to move, rules and history ([`Position`]), built from a checked
//! setup. Its parts: the errors of setups and moves (`error`), move generation and the check of
//! a move against the rules (`movegen`), and playing, taking back and judging moves (`play`).

mod error;
mod movegen;
mod play;

use alloc::vec::Vec;
use core::fmt;

use crate::setup::MAX_PIECES_PER_SIDE;
use crate::{zobrist, Bitboard, Color, Move, Outcome, Rules, Setup, Square, Variant};

pub use error::{PlayError, SetupError};
pub use movegen::targets;

/// A legal game state: the pieces, the side to move, the rules in force and what they need
/// (ply count, the hashes of earlier positions for repetition), and the outcome once the game
/// has ended.
///
/// ```
/// use loa_core::{Position, Variant};
/// let mut pos = Position::new(Variant::Standard);
/// assert_eq!(pos.legal_moves().len(), 36);
/// let m = pos.parse_move("b1-b3").unwrap();
/// pos.play(m).unwrap();
/// assert_eq!(pos.to_string(), "1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/w6w/2bbbbb1 w");
/// assert_eq!(pos.undo(), Some(m));
/// ```
#[derive(Clone)]
pub struct Position {
    pieces: [Bitboard; 2],
    turn: Color,
    variant: Variant,
    rules: Rules,
    mask: Bitboard,
    hash: u64,
    outcome: Option<Outcome>,
    /// Plies since the last capture (or since the setup): how far back a repetition can be.
    reversible: u16,
    history: Vec<Undo>,
}

#[derive(Debug, Clone, Copy)]
struct Undo {
    mv: Move,
    hash: u64,
    reversible: u16,
}

impl Position {
    /// The start position of `variant` under the default (Olympiad) rules.
    #[must_use]
    pub fn new(variant: Variant) -> Position {
        Position::with_rules(variant, Rules::default())
    }

    /// The start position of `variant` under `rules`.
    #[must_use]
    pub fn with_rules(variant: Variant, rules: Rules) -> Position {
        match Position::from_setup(variant.start(), variant, rules) {
            Ok(pos) => pos,
            // Every variant's start is a legal setup (tested for each).
            Err(_) => unreachable!("start position of {variant} is illegal"),
        }
    }

    /// Checks a setup and makes it a position. If the setup is already decided (a side has one
    /// group), the outcome is judged as if the side not to move had just moved.
    ///
    /// # Errors
    /// [`SetupError`] when the setup is not a legal position for `variant`.
    pub fn from_setup(setup: Setup, variant: Variant, rules: Rules) -> Result<Position, SetupError> {
        if setup.size != variant.size() {
            return Err(SetupError::WrongSize { size: setup.size, expected: variant.size() });
        }
        let mask = variant.board_mask();
        if let Some(sq) = (setup.black & setup.white).first() {
            return Err(SetupError::Overlap(sq));
        }
        if let Some(sq) = ((setup.black | setup.white) & !mask).first() {
            return Err(SetupError::OffBoard(sq));
        }
        for c in Color::ALL {
            let n = setup.pieces(c).count();
            if n == 0 {
                return Err(SetupError::NoPieces(c));
            }
            if n > MAX_PIECES_PER_SIDE {
                return Err(SetupError::TooManyPieces(c));
            }
        }
        let mut pos = Position {
            pieces: [setup.black, setup.white],
            turn: setup.turn,
            variant,
            rules,
            mask,
            hash: 0,
            outcome: None,
            reversible: 0,
            history: Vec::new(),
        };
        pos.hash = pos.compute_hash();
        pos.outcome = pos.judge(true);
        Ok(pos)
    }

    /// Parses a position string and checks it.
    ///
    /// # Errors
    /// [`crate::ParseError`] when the string is not a position string or not a legal position.
    pub fn from_position_string(s: &str, variant: Variant, rules: Rules) -> Result<Position, crate::ParseError> {
        let setup: Setup = s.parse()?;
        Ok(Position::from_setup(setup, variant, rules)?)
    }

    #[inline]
    #[must_use]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    #[inline]
    #[must_use]
    pub const fn pieces(&self, color: Color) -> Bitboard {
        self.pieces[color as usize]
    }

    #[inline]
    #[must_use]
    pub const fn occupied(&self) -> Bitboard {
        self.pieces[0].union(self.pieces[1])
    }

    /// What stands on `sq`.
    #[must_use]
    pub const fn piece_at(&self, sq: Square) -> Option<Color> {
        if self.pieces[0].contains(sq) {
            Some(Color::Black)
        } else if self.pieces[1].contains(sq) {
            Some(Color::White)
        } else {
            None
        }
    }

    #[must_use]
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The Zobrist hash of pieces and side to move, kept incrementally.
    #[inline]
    #[must_use]
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The outcome, once the game has ended.
    #[inline]
    #[must_use]
    pub const fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    #[inline]
    #[must_use]
    pub const fn is_game_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Plies played since the setup.
    #[inline]
    #[must_use]
    pub fn ply(&self) -> usize {
        self.history.len()
    }

    /// The position this game started from: all its moves taken back.
    #[must_use]
    pub fn game_start(&self) -> Position {
        let mut start = self.clone();
        while start.undo().is_some() {}
        start
    }

    /// The moves played since the setup, first first.
    pub fn moves_played(&self) -> impl DoubleEndedIterator<Item = Move> + ExactSizeIterator + '_ {
        self.history.iter().map(|u| u.mv)
    }

    /// The last move played, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<Move> {
        self.history.last().map(|u| u.mv)
    }

    /// The board and side to move.
    #[must_use]
    pub const fn setup(&self) -> Setup {
        Setup { black: self.pieces[0], white: self.pieces[1], turn: self.turn, size: self.variant.size() }
    }

    /// The hash computed from scratch (equal to [`Position::hash`]; for tests).
    #[must_use]
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.turn == Color::White { zobrist::WHITE_TO_MOVE } else { 0 };
        for c in Color::ALL {
            for sq in self.pieces(c) {
                h ^= zobrist::piece(c, sq);
            }
        }
        h
    }

    /// The squares of the board (the variant's mask).
    #[inline]
    pub(crate) const fn board(&self) -> Bitboard {
        self.mask
    }
}

impl PartialEq for Position {
    /// Same pieces, side to move, variant, rules, outcome and history.
    fn eq(&self, other: &Position) -> bool {
        self.pieces == other.pieces
            && self.turn == other.turn
            && self.variant == other.variant
            && self.rules == other.rules
            && self.hash == other.hash
            && self.outcome == other.outcome
            && self.reversible == other.reversible
            && self.history.len() == other.history.len()
            && self.history.iter().zip(&other.history).all(|(a, b)| a.mv == b.mv && a.hash == b.hash)
    }
}

impl Eq for Position {}

/// The position string of docs/RULES.md.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.setup(), f)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self}, {}, {}, ply {}", self.variant, self.rules, self.ply())?;
        if let Some(o) = self.outcome {
            write!(f, ", {o}")?;
        }
        f.write_str(")")
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::new(Variant::Standard)
    }
}
