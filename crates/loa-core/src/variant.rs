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
    /// The standard game on a 6×6 board: Black on b1–e1 and b6–e6, White on a2–a5 and
    /// f2–f5. A first-player win (Winands, 2008).
    SixBySix,
}

impl Variant {
    pub const ALL: [Variant; 3] = [Variant::Standard, Variant::ScrambledEggs, Variant::SixBySix];

    /// The number of files and ranks: 8, or 6 for [`Variant::SixBySix`].
    #[must_use]
    pub const fn size(self) -> u8 {
        match self {
            Variant::Standard | Variant::ScrambledEggs => 8,
            Variant::SixBySix => 6,
        }
    }

    /// The squares of the board.
    #[must_use]
    pub const fn board_mask(self) -> Bitboard {
        board_mask(self.size())
    }

    /// The name used on the command line and in URLs: `standard`, `scrambled-eggs`, `6x6`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::ScrambledEggs => "scrambled-eggs",
            Variant::SixBySix => "6x6",
        }
    }

    /// The name for people: `Standard`, `Scrambled Eggs`, `6×6`.
    #[must_use]
    pub const fn title(self) -> &'static str {
        match self {
            Variant::Standard => "Standard",
            Variant::ScrambledEggs => "Scrambled Eggs",
            Variant::SixBySix => "6×6",
        }
    }

    /// The value of the SGF `SU` property: `Standard`, `Scrambled-eggs`. The 6×6 game is the
    /// standard one on a smaller board, so it is `SU[Standard]` with `SZ[6]`.
    #[must_use]
    pub const fn sgf_name(self) -> &'static str {
        match self {
            Variant::Standard | Variant::SixBySix => "Standard",
            Variant::ScrambledEggs => "Scrambled-eggs",
        }
    }

    /// The variant an SGF record plays: its `SU` variant on an `SZ` board of `size`. Every
    /// variant is played on 8×8; the standard game also on 6×6.
    ///
    /// ```
    /// use loa_core::Variant;
    /// assert_eq!(Variant::from_sgf(Variant::Standard, 6), Some(Variant::SixBySix));
    /// assert_eq!(Variant::from_sgf(Variant::ScrambledEggs, 8), Some(Variant::ScrambledEggs));
    /// assert_eq!(Variant::from_sgf(Variant::ScrambledEggs, 6), None);
    /// assert_eq!(Variant::from_sgf(Variant::SixBySix, 8), None);
    /// ```
    #[must_use]
    pub const fn from_sgf(su: Variant, size: u8) -> Option<Variant> {
        match (su, size) {
            (Variant::Standard | Variant::SixBySix, 6) => Some(Variant::SixBySix),
            (Variant::Standard | Variant::ScrambledEggs, 8) => Some(su),
            _ => None,
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
            Variant::SixBySix => (
                squares(&["b1", "c1", "d1", "e1", "b6", "c6", "d6", "e6"]),
                squares(&["a2", "a3", "a4", "a5", "f2", "f3", "f4", "f5"]),
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
        f.write_str("unknown variant: expected standard, scrambled-eggs or 6x6")
    }
}

impl core::error::Error for ParseVariantError {}

impl FromStr for Variant {
    type Err = ParseVariantError;
    /// Accepts `standard`, `scrambled-eggs`, `6x6` and the SGF and display spellings, any case.
    fn from_str(s: &str) -> Result<Variant, ParseVariantError> {
        let s = s.trim();
        let is = |names: &[&str]| names.iter().any(|n| n.eq_ignore_ascii_case(s));
        if is(&["standard", "std"]) {
            Ok(Variant::Standard)
        } else if is(&["scrambled-eggs", "scrambled eggs", "scrambled_eggs", "scrambledeggs", "scrambled"]) {
            Ok(Variant::ScrambledEggs)
        } else if is(&["6x6", "6×6", "6", "six"]) {
            Ok(Variant::SixBySix)
        } else {
            Err(ParseVariantError)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn names_round_trip() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
            assert_eq!(v.title().parse::<Variant>(), Ok(v));
            assert_eq!(v.to_string(), v.name());
            assert_eq!(Variant::from_sgf(v.sgf_name().parse().unwrap_or_default(), v.size()), Some(v));
        }
        assert_eq!("6X6".parse::<Variant>(), Ok(Variant::SixBySix));
        assert_eq!("7x7".parse::<Variant>(), Err(ParseVariantError));
    }

    #[test]
    fn six_by_six_start_is_on_its_board() {
        let start = Variant::SixBySix.start();
        assert_eq!((start.black.count(), start.white.count(), start.size), (8, 8, 6));
        assert_eq!(Variant::SixBySix.board_mask().count(), 36);
        assert!(((start.black | start.white) & !Variant::SixBySix.board_mask()).is_empty());
        assert_eq!(start.to_string(), "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b");
    }
}
