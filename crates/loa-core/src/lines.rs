//! Line geometry: the lines through each square, and where a move of a given length in a given
//! direction lands (tables built at compile time); the squares between two squares.

use crate::{Bitboard, Square};

/// The eight directions as (file step, rank step). Directions `2k` and `2k + 1` are opposite
/// and run along line `k` (0 rank, 1 file, 2 diagonal, 3 anti-diagonal).
pub(crate) const DIRECTIONS: [(i8, i8); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (-1, 1), (1, -1)];

/// No square: a move that would leave the 8×8 grid.
pub(crate) const OFF: u8 = 64;

const fn step(sq: u8, (df, dr): (i8, i8), n: i8) -> u8 {
    let f = (sq & 7) as i8 + df * n;
    let r = (sq >> 3) as i8 + dr * n;
    if f >= 0 && f < 8 && r >= 0 && r < 8 {
        (r * 8 + f) as u8
    } else {
        OFF
    }
}

const fn build_lines() -> [[u64; 4]; 64] {
    let mut t = [[0u64; 4]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut line = 0;
        while line < 4 {
            let mut bits = 1u64 << sq;
            let mut d = 2 * line;
            while d < 2 * line + 2 {
                let mut n = 1;
                while n < 8 {
                    let s = step(sq as u8, DIRECTIONS[d], n);
                    if s != OFF {
                        bits |= 1 << s;
                    }
                    n += 1;
                }
                d += 1;
            }
            t[sq][line] = bits;
            line += 1;
        }
        sq += 1;
    }
    t
}

/// `JUMPS[sq][dir][n & 7]`: where a move of `n` squares from `sq` in direction `dir` lands (one
/// bit, or none when it leaves the grid) and the squares it passes over. `n` is at least 1 (the
/// piece counts on its own line) and at most 8, which always leaves the grid, as slot 0 does.
const fn build_jumps() -> [[[Jump; 8]; 8]; 64] {
    let mut t = [[[Jump { to: 0, over: 0 }; 8]; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let mut over = 0u64;
            let mut n = 1;
            while n < 8 {
                let s = step(sq as u8, DIRECTIONS[d], n as i8);
                if s == OFF {
                    break;
                }
                t[sq][d][n] = Jump { to: 1 << s, over };
                over |= 1 << s;
                n += 1;
            }
            d += 1;
        }
        sq += 1;
    }
    t
}

/// One move's geometry: the destination as a bitboard (empty off the grid) and the squares
/// strictly between.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Jump {
    pub(crate) to: u64,
    pub(crate) over: u64,
}

static LINES: [[u64; 4]; 64] = build_lines();
static JUMPS: [[[Jump; 8]; 8]; 64] = build_jumps();

/// The whole line of kind `line` (0 rank, 1 file, 2 diagonal, 3 anti-diagonal) through `sq`,
/// `sq` included.
#[inline]
pub(crate) fn line(sq: Square, line: usize) -> Bitboard {
    Bitboard(LINES[sq.index()][line])
}

/// The move of `n` squares (1..=8) from `sq` in direction `dir`.
#[inline]
pub(crate) fn jump(sq: Square, dir: usize, n: usize) -> Jump {
    JUMPS[sq.index()][dir & 7][n & 7]
}

/// The squares strictly between `a` and `b` when they share a line, else empty. (Only to say why
/// a move is illegal: worked out from the line rather than kept in a 32 KB table.)
pub(crate) fn between(a: Square, b: Square) -> Bitboard {
    let Some(kind) = line_kind(a, b) else { return Bitboard(0) };
    let (lo, hi) = (a.index().min(b.index()), a.index().max(b.index()));
    // The squares of the line whose index lies strictly between: `lo` < 63, so the shift fits.
    Bitboard(line(a, kind).0 & ((1u64 << hi) - 1) & !((2u64 << lo) - 1))
}

/// The line kind joining `a` and `b`, if they share a rank, file or diagonal.
pub(crate) fn line_kind(a: Square, b: Square) -> Option<usize> {
    (0..4).find(|&k| a != b && line(a, k).contains(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn lines_through_c6() {
        assert_eq!(line(sq("c6"), 0).count(), 8);
        assert_eq!(line(sq("c6"), 1).count(), 8);
        assert!(line(sq("c6"), 2).contains(sq("a4")) && line(sq("c6"), 2).contains(sq("e8")));
        assert!(line(sq("c6"), 3).contains(sq("a8")) && line(sq("c6"), 3).contains(sq("h1")));
        assert_eq!(line(sq("a8"), 2).count(), 1);
    }

    #[test]
    fn between_squares() {
        assert_eq!(between(sq("a4"), sq("d1")).count(), 2);
        assert_eq!(between(sq("d1"), sq("a4")), between(sq("a4"), sq("d1")));
        assert_eq!(between(sq("a4"), sq("b5")).count(), 0);
        assert_eq!(between(sq("a1"), sq("b3")).count(), 0);
        assert_eq!(between(sq("h1"), sq("a2")).count(), 0);
        assert_eq!(between(sq("b1"), sq("b8")).count(), 6);
        assert_eq!(line_kind(sq("d1"), sq("a4")), Some(3));
    }

    #[test]
    fn jumps() {
        assert_eq!(jump(sq("b1"), 2, 2).to, 1 << sq("b3").index());
        assert_eq!(jump(sq("b1"), 2, 2).over, 1 << sq("b2").index());
        assert_eq!(jump(sq("b1"), 3, 1).to, 0);
        assert_eq!(jump(sq("a1"), 0, 8).to, 0);
    }

    /// Every pair of squares: what lies between them, walked one step at a time.
    #[test]
    fn between_is_the_walk() {
        for a in 0..64u8 {
            let mut walked = [0u64; 64];
            for dir in DIRECTIONS {
                let mut path = 0u64;
                for n in 1..8 {
                    let s = step(a, dir, n);
                    if s == OFF {
                        break;
                    }
                    walked[usize::from(s)] = path;
                    path |= 1 << s;
                }
            }
            for b in 0..64u8 {
                let (sa, sb) = (Square::new_unchecked(a), Square::new_unchecked(b));
                assert_eq!(between(sa, sb).0, walked[usize::from(b)], "{sa} {sb}");
            }
        }
    }
}
