use core::fmt;
use core::str::FromStr;

use crate::{Bitboard, Color, Setup, Square};

/// A start position (and board size). Every variant plays on the lower-left `size × size`
/// corner of the same 8×8 grid, so move generation needs only [`Variant::board_mask`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Variant {
    /// Black on b1–g1 and b8–g8, White on a2–a7 and h2–h7. Black moves first.
    #[default]
    Standard,
    /// Soucie's variant: the same 24 edge squares, colours alternating, White on a2.
    ScrambledEggs,
}

impl Variant {
    pub const ALL: [Variant; 2] = [Variant::Standard, Variant::ScrambledEggs];

    /// The number of files and ranks.
    #[must_use]
    pub const fn size(self) -> u8 {
        8
    }

    /// The squares of the board.
    #[must_use]
    pub const fn board_mask(self) -> Bitboard {
        board_mask(self.size())
    }

    /// The name used on the command line and in URLs: `standard`, `scrambled-eggs`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::ScrambledEggs => "scrambled-eggs",
        }
    }

    /// The name for people: `Standard`, `Scrambled Eggs`.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            Variant::Standard => "Standard",
            Variant::ScrambledEggs => "Scrambled Eggs",
        }
    }

    /// The value of the SGF `SU` property: `Standard`, `Scrambled-eggs`.
    #[must_use]
    pub const fn sgf_name(self) -> &'static str {
        match self {
            Variant::Standard => "Standard",
            Variant::ScrambledEggs => "Scrambled-eggs",
        }
    }

    /// The start position, Black to move.
    #[must_use]
    pub fn start(self) -> Setup {
        let squares = |names: &[&str]| -> Bitboard { names.iter().filter_map(|s| s.parse::<Square>().ok()).collect() };
        let (black, white) = match self {
            Variant::Standard => (
                squares(&["b1", "c1", "d1", "e1", "f1", "g1", "b8", "c8", "d8", "e8", "f8", "g8"]),
                squares(&["a2", "a3", "a4", "a5", "a6", "a7", "h2", "h3", "h4", "h5", "h6", "h7"]),
            ),
            Variant::ScrambledEggs => (
                squares(&["a3", "a5", "a7", "c8", "e8", "g8", "h6", "h4", "h2", "f1", "d1", "b1"]),
                squares(&["a2", "a4", "a6", "b8", "d8", "f8", "h7", "h5", "h3", "g1", "e1", "c1"]),
            ),
        };
        Setup { black, white, turn: Color::Black, size: self.size() }
    }
}

/// The squares of a `size × size` board in the lower-left corner of the 8×8 grid.
#[must_use]
pub const fn board_mask(size: u8) -> Bitboard {
    if size >= 8 {
        return Bitboard::FULL;
    }
    let rank = (1u64 << size) - 1;
    let mut bits = 0;
    let mut r = 0;
    while r < size {
        bits |= rank << (8 * r);
        r += 1;
    }
    Bitboard(bits)
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A variant name that is not known.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParseVariantError;

impl fmt::Display for ParseVariantError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown variant: expected standard or scrambled-eggs")
    }
}

impl core::error::Error for ParseVariantError {}

impl FromStr for Variant {
    type Err = ParseVariantError;
    /// Accepts `standard`, `scrambled-eggs` and the SGF and display spellings, any case.
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        let s = s.trim();
        let is = |names: &[&str]| names.iter().any(|n| n.eq_ignore_ascii_case(s));
        if is(&["standard", "std"]) {
            Ok(Variant::Standard)
        } else if is(&["scrambled-eggs", "scrambled eggs", "scrambled_eggs", "scrambledeggs", "scrambled"]) {
            Ok(Variant::ScrambledEggs)
        } else {
            Err(ParseVariantError)
        }
    }
}
