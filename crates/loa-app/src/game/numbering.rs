//! How the move list numbers moves, for every message that counts them: a *move* is a numbered
//! pair (Black's move and White's reply), as the list shows it, and a *half-move* is one side's
//! move. A game that starts with White to move opens with "1… " and Black's reply is move 2.

use loa_core::Color;

use super::GameLine;

/// The number the list gives to the `ply`-th half-move (counted from 1) of a game whose first
/// half-move is `first`'s; 0 for the start position.
///
/// ```
/// use loa_core::Color;
/// use loa_app::game::numbering::move_number;
/// assert_eq!([0, 1, 2, 3].map(|p| move_number(p, Color::Black)), [0, 1, 1, 2]);
/// assert_eq!([0, 1, 2, 3].map(|p| move_number(p, Color::White)), [0, 1, 2, 2]);
/// ```
#[must_use]
pub const fn move_number(ply: usize, first: Color) -> usize {
    match (ply, first) {
        (0, _) => 0,
        (_, Color::Black) => ply.div_ceil(2),
        (_, Color::White) => ply / 2 + 1,
    }
}

/// The side that played the `ply`-th half-move (counted from 1) of a game that `first` opened.
#[must_use]
pub fn mover(ply: usize, first: Color) -> Color {
    if ply % 2 == 1 {
        first
    } else {
        !first
    }
}

/// The number of the last move of `game`'s line, as the list shows it: "12 moves".
#[must_use]
pub fn moves_in(game: &GameLine) -> usize {
    move_number(game.ply(), game.start().turn())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (half-moves, who moved first, the list's number of the last, who made it).
    const GAMES: [(usize, Color, usize, Color); 6] = [
        (1, Color::Black, 1, Color::Black),
        (2, Color::Black, 1, Color::White),
        // The walkthrough's game: 23 half-moves, the list numbered to 12.
        (23, Color::Black, 12, Color::Black),
        (24, Color::Black, 12, Color::White),
        (1, Color::White, 1, Color::White),
        (4, Color::White, 3, Color::Black),
    ];

    #[test]
    fn the_numbers_are_the_lists() {
        for (plies, first, number, side) in GAMES {
            assert_eq!((move_number(plies, first), mover(plies, first)), (number, side), "{plies} {first:?}");
        }
    }
}
