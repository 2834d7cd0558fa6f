//! Legal moves counted a whole line at a time.
//!
//! A piece moves along one of its lines exactly as far as that line holds pieces, may pass its
//! own pieces but not the enemy's, and may not land on its own. So how many moves the side to
//! move has *along one line* depends on nothing but what stands on that line: each of its
//! squares is empty, own or enemy. A line has at most 8 squares, so at most 3^8 = 6561 patterns;
//! a table built at compile time holds the count for every pattern of every length, and the
//! number of moves of a whole position is the sum over its 46 lines (8 ranks, 8 files,
//! 15 diagonals, 15 anti-diagonals) — every move runs along exactly one line.
//!
//! That is how perft counts the last ply, and why it is cheap to count again after a move: only
//! the lines through the move's two squares change.

use crate::{Bitboard, Square};

/// Lines on the 8×8 grid: 8 ranks, 8 files, 15 diagonals, 15 anti-diagonals.
pub(crate) const LINE_COUNT: usize = 46;

/// Patterns of all lengths 0..=8: the table for length `l` starts at `(3^l - 1) / 2`.
const TABLE_LEN: usize = (3usize.pow(9) - 1) / 2;

const fn pow3(n: u32) -> usize {
    3usize.pow(n)
}

/// `TERNARY[b]`: the bits of `b` read as base-3 digits (bit `i` adds `3^i`). A line's pattern
/// index is `TERNARY[own] + 2 * TERNARY[enemy]`: digit 0 empty, 1 own, 2 enemy.
static TERNARY: [u16; 256] = {
    let mut t = [0u16; 256];
    let mut b = 0;
    while b < 256 {
        let mut i = 0;
        while i < 8 {
            if b & (1 << i) != 0 {
                t[b] += pow3(i) as u16;
            }
            i += 1;
        }
        b += 1;
    }
    t
};

/// The moves of the side to move along a line of `len` squares holding `cells`
/// (0 empty, 1 own, 2 enemy).
const fn line_moves(cells: &[u8; 8], len: usize) -> u8 {
    let mut pieces = 0;
    let mut i = 0;
    while i < len {
        if cells[i] != 0 {
            pieces += 1;
        }
        i += 1;
    }
    let mut moves = 0;
    let mut from = 0;
    while from < len {
        if cells[from] == 1 {
            // Towards higher positions, then lower.
            let mut dir = 0;
            while dir < 2 {
                let to = if dir == 0 { from + pieces } else { from.wrapping_sub(pieces) };
                if to < len && cells[to] != 1 {
                    let (lo, hi) = if to > from { (from, to) } else { (to, from) };
                    let mut blocked = false;
                    let mut s = lo + 1;
                    while s < hi {
                        if cells[s] == 2 {
                            blocked = true;
                        }
                        s += 1;
                    }
                    if !blocked {
                        moves += 1;
                    }
                }
                dir += 1;
            }
        }
        from += 1;
    }
    moves
}

/// `MOVES[(3^l - 1) / 2 + pattern]`: the moves along a line of `l` squares.
static MOVES: [u8; TABLE_LEN] = {
    let mut t = [0u8; TABLE_LEN];
    let mut len = 0;
    while len <= 8 {
        let base = (pow3(len as u32) - 1) / 2;
        let mut pattern = 0;
        while pattern < pow3(len as u32) {
            let mut cells = [0u8; 8];
            let mut rest = pattern;
            let mut i = 0;
            while i < len {
                cells[i] = (rest % 3) as u8;
                rest /= 3;
                i += 1;
            }
            t[base + pattern] = line_moves(&cells, len);
            pattern += 1;
        }
        len += 1;
    }
    t
};

/// `LINE_IDS[sq]`: the rank, file, diagonal and anti-diagonal through `sq`, as line numbers
/// 0..8 (ranks), 8..16 (files), 16..31 (diagonals, by file − rank), 31..46 (by file + rank).
/// The order of kinds is that of `lines::line`.
pub(crate) static LINE_IDS: [[u8; 4]; 64] = {
    let mut t = [[0u8; 4]; 64];
    let mut sq = 0;
    while sq < 64 {
        let (f, r) = (sq as u8 & 7, sq as u8 >> 3);
        t[sq] = [r, 8 + f, 16 + f + 7 - r, 31 + f + r];
        sq += 1;
    }
    t
};

/// The squares of line `id` on the 8×8 grid, and the multiplier that gathers them into the
/// top byte of a product in order along the line (a rank by shifting, a file by the classic
/// rotation magic, a diagonal by summing its ranks: one square per file, so no carries).
const fn line_geometry(id: usize) -> (u64, u64) {
    const FILE_A: u64 = 0x0101_0101_0101_0101;
    const DIAGONAL_SUM: u64 = 0x0101_0101_0101_0101;
    if id < 8 {
        (0xff << (8 * id), 1 << (56 - 8 * id))
    } else if id < 16 {
        let f = id - 8;
        (FILE_A << f, 0x0102_0408_1020_4080 >> f)
    } else {
        let diagonal = id < 31;
        let j = if diagonal { id - 16 } else { id - 31 } as i32;
        let mut mask = 0u64;
        let mut sq = 0i32;
        while sq < 64 {
            let (f, r) = (sq & 7, sq >> 3);
            if (diagonal && f - r + 7 == j) || (!diagonal && f + r == j) {
                mask |= 1 << sq;
            }
            sq += 1;
        }
        (mask, DIAGONAL_SUM)
    }
}

#[derive(Debug, Clone, Copy, Default)]
struct Line {
    /// The line's squares on the board.
    mask: u64,
    /// Gathers them into the top byte.
    mul: u64,
    /// 56 + the position of the board's first square of the line in that byte.
    shift: u32,
    /// Where this line's length starts in [`MOVES`].
    base: u16,
}

/// The 46 lines of one board (the 8×8 grid, or a smaller board in its corner): where each line's
/// squares are and which table its length uses.
#[derive(Debug, Clone)]
pub(crate) struct BoardLines {
    lines: [Line; LINE_COUNT],
}

impl BoardLines {
    /// The lines of `board`, or `None` when some line crosses the board in more than one piece
    /// (never for a square board; such a board is counted square by square instead).
    pub(crate) const fn new(board: Bitboard) -> Option<BoardLines> {
        let mut lines = [Line { mask: 0, mul: 0, shift: 56, base: 0 }; LINE_COUNT];
        let mut id = 0;
        while id < LINE_COUNT {
            let (squares, mul) = line_geometry(id);
            let mask = squares & board.0;
            let gathered = mask.wrapping_mul(mul) >> 56;
            let len = gathered.count_ones();
            let first = if gathered == 0 { 0 } else { gathered.trailing_zeros() };
            if gathered >> first != (1 << len) - 1 {
                return None;
            }
            lines[id] = Line { mask, mul, shift: 56 + first, base: ((pow3(len) - 1) / 2) as u16 };
            id += 1;
        }
        Some(BoardLines { lines })
    }

    /// The moves along line `id` of the side whose pieces are `own`, against `enemy`.
    #[inline]
    pub(crate) fn count(&self, id: usize, own: u64, enemy: u64) -> u32 {
        let Some(line) = self.lines.get(id) else { return 0 };
        let o = ((own & line.mask).wrapping_mul(line.mul) >> line.shift) as usize & 0xff;
        let e = ((enemy & line.mask).wrapping_mul(line.mul) >> line.shift) as usize & 0xff;
        let index = usize::from(line.base) + usize::from(TERNARY[o]) + 2 * usize::from(TERNARY[e]);
        MOVES.get(index).map_or(0, |&n| u32::from(n))
    }

    /// All moves of `own` against `enemy` (passes not counted).
    #[cfg(test)]
    fn count_all(&self, own: u64, enemy: u64) -> u32 {
        (0..LINE_COUNT).map(|id| self.count(id, own, enemy)).sum()
    }

    /// The lines through `sq`, rank first.
    #[inline]
    pub(crate) fn ids(sq: Square) -> [u8; 4] {
        LINE_IDS[sq.index()]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{board_mask, lines, targets};

    #[test]
    fn line_ids_match_the_line_masks() {
        for sq in Square::all() {
            for (kind, &id) in BoardLines::ids(sq).iter().enumerate() {
                assert_eq!(line_geometry(usize::from(id)).0, lines::line(sq, kind).0, "{sq} kind {kind}");
            }
        }
    }

    #[test]
    fn lines_by_hand() {
        // (cells from one end, length of the line, moves along it)
        let cases: [(&[u8], usize, u8); 6] = [
            (&[1, 0, 2, 1], 4, 0), // three pieces: each lands on the other own piece or off the line
            (&[1, 0, 2, 1], 8, 1), // a longer line: the last own piece moves 3 on
            (&[1, 0, 0, 2], 4, 1), // two pieces: 0 to 2
            (&[1, 2, 0, 0], 4, 0), // 0 to 2 would jump the enemy
            (&[1, 0, 2, 0], 4, 1), // 0 takes on 2
            (&[1, 1, 0, 0], 4, 2), // 0 to 2 and 1 to 3, passing an own piece
        ];
        for (pattern, len, moves) in cases {
            let mut cells = [0u8; 8];
            cells[..pattern.len()].copy_from_slice(pattern);
            assert_eq!(line_moves(&cells, len), moves, "{pattern:?} on {len} squares");
        }
    }

    /// Counting by lines agrees with the square-by-square targets on every board size.
    #[test]
    fn count_all_agrees_with_targets() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        for size in 1..=8 {
            let board = board_mask(size);
            let lines = BoardLines::new(board).unwrap();
            for _ in 0..2000 {
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let a = seed & board.0;
                seed ^= seed << 13;
                seed ^= seed >> 7;
                seed ^= seed << 17;
                let (own, enemy) = (a & seed, a & !seed);
                let expected: u32 =
                    Bitboard(own).iter().map(|from| targets(from, Bitboard(own), Bitboard(enemy), board).count()).sum();
                assert_eq!(lines.count_all(own, enemy), expected, "size {size}, own {own:#x}, enemy {enemy:#x}");
            }
        }
    }

    #[test]
    fn a_board_with_a_hole_has_no_line_table() {
        assert!(BoardLines::new(Bitboard::FULL.without(Square::new_unchecked(27))).is_none());
    }
}
