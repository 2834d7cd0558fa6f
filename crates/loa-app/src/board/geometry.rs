//! Where a square is on screen: the board is drawn on an 8×8 grid (a smaller variant in its
//! corner), turned when flipped; the canvas, the accessible grid and the keyboard's focus all
//! place squares with these.

use loa_core::Square;

/// Files and ranks of the largest board (the 8×8 grid every variant is drawn on a corner of).
pub const N: u8 = 8;

/// The (column, row) on screen of a square of a board `n` squares wide, row 0 at the top.
/// A square off that board gives a cell outside it (column or row `n` or more, wrapping).
#[must_use]
pub fn visual(sq: Square, flipped: bool, n: u8) -> (u8, u8) {
    let last = n.saturating_sub(1);
    if flipped {
        (last.wrapping_sub(sq.file()), sq.rank())
    } else {
        (sq.file(), last.wrapping_sub(sq.rank()))
    }
}

/// The square shown at (column, row) of a board `n` squares wide, row 0 at the top.
#[must_use]
pub fn square_at(col: u8, row: u8, flipped: bool, n: u8) -> Option<Square> {
    if col >= n || row >= n || n > N {
        return None;
    }
    if flipped {
        Square::from_coords(n - 1 - col, row)
    } else {
        Square::from_coords(col, n - 1 - row)
    }
}

/// A keyboard step of the focus over the board, as the reader sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    Up,
    Down,
    Left,
    Right,
    /// To the row's first square.
    Home,
    /// To the row's last square.
    End,
}

impl Step {
    /// The step a key names (`KeyboardEvent.key`): the arrows, Home and End.
    #[must_use]
    pub fn of_key(key: &str) -> Option<Step> {
        Some(match key {
            "ArrowUp" => Step::Up,
            "ArrowDown" => Step::Down,
            "ArrowLeft" => Step::Left,
            "ArrowRight" => Step::Right,
            "Home" => Step::Home,
            "End" => Step::End,
            _ => return None,
        })
    }
}

/// The square the focus goes to from `from` by `step` on a board `n` squares wide, turned when
/// `flipped`: up is up on screen, whichever side is at the bottom; the edges hold it.
#[must_use]
pub fn step(from: Square, step: Step, flipped: bool, n: u8) -> Option<Square> {
    let (col, row) = visual(from, flipped, n);
    let wide = i16::from(n);
    let (dc, dr) = match step {
        Step::Up => (0, -1),
        Step::Down => (0, 1),
        Step::Left => (-1, 0),
        Step::Right => (1, 0),
        Step::Home => (-wide, 0),
        Step::End => (wide, 0),
    };
    let to = |at: u8, by: i16| u8::try_from((i16::from(at) + by).clamp(0, wide - 1)).unwrap_or(0);
    square_at(to(col, dc), to(row, dr), flipped, n)
}

#[cfg(test)]
mod tests {
    use super::*;

    use loa_core::Variant;

    #[test]
    fn visual_and_square_at_are_inverse_on_every_board() {
        for variant in Variant::ALL {
            let n = variant.size();
            for flipped in [false, true] {
                for s in Square::all() {
                    let (c, r) = visual(s, flipped, n);
                    let shown = square_at(c, r, flipped, n);
                    if variant.board_mask().contains(s) {
                        assert!(c < n && r < n, "{s} on {variant}");
                        assert_eq!(shown, Some(s), "{variant} flipped={flipped}");
                    } else {
                        assert_eq!(shown, None, "{s} is off the {variant} board");
                    }
                }
            }
        }
    }

    #[test]
    fn corners_of_the_eight_and_six_boards() {
        let sq = |name: &str| name.parse::<Square>().ok();
        assert_eq!(square_at(0, 7, false, 8), sq("a1"));
        assert_eq!(square_at(0, 7, true, 8), sq("h8"));
        assert_eq!(square_at(8, 0, false, 8), None);
        // 6×6: a1 at the lower left, f6 at the upper right; flipped, f6 at the lower left.
        assert_eq!(square_at(0, 5, false, 6), sq("a1"));
        assert_eq!(square_at(5, 0, false, 6), sq("f6"));
        assert_eq!(square_at(0, 5, true, 6), sq("f6"));
        assert_eq!(square_at(0, 0, true, 6), sq("f1"));
        assert_eq!(square_at(6, 0, false, 6), None);
        assert_eq!(square_at(0, 6, false, 6), None);
    }

    #[test]
    fn the_keys_step_as_the_reader_sees_the_board() {
        let sq = |name: &str| name.parse::<Square>().unwrap();
        let go = |from: &str, key: &str, flipped: bool| step(sq(from), Step::of_key(key).unwrap(), flipped, 8);
        assert_eq!(go("e4", "ArrowUp", false), Some(sq("e5")));
        assert_eq!(go("e4", "ArrowUp", true), Some(sq("e3")), "rank 1 at the top when flipped");
        assert_eq!(go("e4", "ArrowRight", true), Some(sq("d4")));
        assert_eq!(go("e4", "Home", false), Some(sq("a4")));
        assert_eq!(go("e4", "End", true), Some(sq("a4")), "the row's last square on screen");
        assert_eq!(go("a8", "ArrowUp", false), Some(sq("a8")), "the edge holds");
        assert_eq!(go("h1", "ArrowDown", false), Some(sq("h1")));
        // 6×6: the focus stays on the board.
        assert_eq!(step(sq("f6"), Step::End, false, 6), Some(sq("f6")));
        assert_eq!(step(sq("a1"), Step::Down, true, 6), Some(sq("a2")), "flipped: a1 at the top right, a2 under it");
        assert_eq!(Step::of_key("Enter"), None);
    }
}
