//! The game, in plain Rust on top of loa-core (no browser APIs, so it is tested natively): the
//! [`GameLine`] that the game page and `<loa-board>` both keep, and who plays it ([`Players`]).

pub mod line;
pub mod players;

use loa_core::{Move, Variant};

pub use line::GameLine;
pub use players::{valid_level, Player, Players, DEFAULT_LEVEL};

/// A variant named by a link or an attribute, if the browser board can show it. The 6×6 game is
/// in loa-core, but the board still draws eight files and ranks, so it is refused here (one place
/// for links and `<loa-board>`) rather than shown on the wrong grid.
///
/// # Errors
///
/// The variant's own parse error, or that 6×6 is not yet playable in the browser.
pub fn playable_variant(name: &str) -> Result<Variant, String> {
    match name.parse::<Variant>() {
        Ok(Variant::SixBySix) => Err("the 6×6 game is not yet playable in the browser".to_owned()),
        Ok(v) => Ok(v),
        Err(e) => Err(e.to_string()),
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
    fn links_and_attributes_refuse_variants_the_board_cannot_draw() {
        assert_eq!(playable_variant("standard"), Ok(Variant::Standard));
        assert_eq!(playable_variant("scrambled-eggs"), Ok(Variant::ScrambledEggs));
        assert!(playable_variant("6x6").unwrap_err().contains("6×6"));
        assert!(playable_variant("chess").is_err());
    }
}
