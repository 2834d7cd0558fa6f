//! The game, in plain Rust on top of loa-core (no browser APIs, so it is tested natively): the
//! [`GameLine`] that the game page and `<loa-board>` both keep, and who plays it ([`Players`]).

pub mod clock;
pub mod end;
pub mod line;
pub mod numbering;
pub mod players;
pub mod sgf_header;

use loa_core::{Move, ParseVariantError, Setup, Variant};

pub use clock::{Clock, TimeControl};
pub use end::{Ending, GameEnd};
pub use line::GameLine;
pub use players::{valid_level, Player, Players, DEFAULT_LEVEL};

/// The variant of a game a link or an attribute describes: the one `name` gives, or without a
/// name, the 6×6 game when the `position` string has six ranks (the standard game otherwise), so
/// `?position=1bbbb1/w4w/w4w/w4w/w4w/1bbbb1_b` needs no `variant=6x6`.
///
/// # Errors
///
/// The variant name is not known.
pub fn read_variant(name: Option<&str>, position: Option<&str>) -> Result<Variant, ParseVariantError> {
    match name.map(str::trim).filter(|n| !n.is_empty()) {
        Some(name) => name.parse(),
        None => Ok(match position.map(|p| p.replace('_', " ").parse::<Setup>()) {
            Some(Ok(setup)) if setup.size == Variant::SixBySix.size() => Variant::SixBySix,
            _ => Variant::Standard,
        }),
    }
}

/// `m` played backwards, for animating a move taken back (a pass has no such move).
#[must_use]
pub fn reversed(m: Move) -> Option<Move> {
    if m.is_pass() {
        None
    } else {
        Move::new(m.to(), m.from(), false)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_is_read_and_six_ranks_mean_six_by_six() {
        let six = "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1_b";
        type Case<'a> = (Option<&'a str>, Option<&'a str>, Result<Variant, ParseVariantError>);
        let cases: [Case<'_>; 8] = [
            (Some("standard"), None, Ok(Variant::Standard)),
            (Some("scrambled-eggs"), None, Ok(Variant::ScrambledEggs)),
            (Some("6x6"), None, Ok(Variant::SixBySix)),
            (Some(" 6x6 "), Some(six), Ok(Variant::SixBySix)),
            (None, Some(six), Ok(Variant::SixBySix)),
            (Some(""), Some("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b"), Ok(Variant::Standard)),
            (None, Some("zz"), Ok(Variant::Standard)),
            (Some("chess"), Some(six), Err(ParseVariantError)),
        ];
        for (name, position, expected) in cases {
            assert_eq!(read_variant(name, position), expected, "{name:?} {position:?}");
        }
    }
}
