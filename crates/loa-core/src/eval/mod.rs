//! The evaluation: the features the strong LOA programs use (MIA, Mona, YL), computed from
//! bitboards for each side; the score is ours minus theirs plus a tempo bonus.
//!
//! - concentration: the pieces' distances to their centre of mass, beyond the least possible;
//! - centralisation: a piece-square table, averaged over the pieces;
//! - centre of mass: how far it is from the centre of the board;
//! - quads: the Euler number from 2×2 windows (Gray's formula), one for a single blob;
//! - groups: the number of connected groups, counted by flood fill;
//! - connectedness: touching pairs of own pieces, per piece;
//! - uniformity: the area of the pieces' bounding box;
//! - mobility: moves, with captures weighted up and moves to the edge weighted down;
//! - walls: own edge pieces that the opponent's pieces block in (a side hemmed on the edge);
//! - solidity: 2×2 windows holding three or four own pieces, per piece (MIA's quad term);
//! - pieces: how many there are (fewer connect sooner, more block and capture);
//! - tempo: the side to move.
//!
//! Beside it, `win_now`: the one-move connection test that the search's horizon and the
//! solver's leaves share; and `spread`: how far apart a side's pieces stand. Both the search and the solver build on this module; it uses only
//! the rules.

mod spread;
mod win_now;

use core::fmt;
use core::str::FromStr;

use crate::{Bitboard, Color, Position};

pub use spread::spread;
pub(crate) use win_now::winning_move;

/// The weights of the evaluation terms. Each term is scaled so that ±100 is a big difference.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct EvalWeights(pub [i32; TERMS]);

/// The number of weighted terms.
pub const TERMS: usize = 12;

/// The terms' names, as `SETTINGS` strings and the tuner spell them.
pub const TERM_NAMES: [&str; TERMS] =
    ["conc", "cent", "com", "quads", "groups", "conn", "unif", "mob", "walls", "solid", "pieces", "tempo"];

const CONC: usize = 0;
const CENT: usize = 1;
const COM: usize = 2;
const QUADS: usize = 3;
const GROUPS: usize = 4;
const CONN: usize = 5;
const UNIF: usize = 6;
const MOB: usize = 7;
const WALLS: usize = 8;
const SOLID: usize = 9;
const PIECES: usize = 10;
const TEMPO: usize = 11;

impl EvalWeights {
    /// The defaults: fitted with `loa tune --texel` to 1 000 games of the engine against a
    /// variant of itself at 40 ms a move (4-ply random openings; 32 062 positions from ply 8),
    /// the terms that keep the evaluation cache (not `quads`, `groups`, `mob`, `walls`) at the
    /// scale of the weights before (k = 4.46): the mean squared error of the predicted results
    /// fell from 0.1896 to 0.1849. Concentration and solidity gained most weight. (The weights
    /// before were fitted the same way to 1 326 games at 3 000 against 4 000 nodes a move.)
    pub const DEFAULT: EvalWeights = EvalWeights([58, 5, 2, 0, 0, 23, 10, 0, 0, -27, 16, 117]);

    #[must_use]
    pub fn get(&self, name: &str) -> Option<i32> {
        TERM_NAMES.iter().position(|n| *n == name).map(|i| self.0[i])
    }

    /// Sets a term by name; false when there is no such term.
    pub fn set(&mut self, name: &str, value: i32) -> bool {
        match TERM_NAMES.iter().position(|n| *n == name) {
            Some(i) => {
                self.0[i] = value;
                true
            }
            None => false,
        }
    }
}

impl Default for EvalWeights {
    fn default() -> EvalWeights {
        EvalWeights::DEFAULT
    }
}

/// `conc=40,cent=12,...` (every term; reads back with `FromStr`, which takes any subset).
impl fmt::Display for EvalWeights {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, (name, w)) in TERM_NAMES.iter().zip(self.0).enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{name}={w}")?;
        }
        Ok(())
    }
}

/// A weights string that names an unknown term or has a bad number.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParseWeightsError;

impl fmt::Display for ParseWeightsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "expected TERM=NUMBER pairs separated by commas; terms: {}", TERM_NAMES.join(", "))
    }
}

impl core::error::Error for ParseWeightsError {}

impl FromStr for EvalWeights {
    type Err = ParseWeightsError;
    /// Changes from the defaults: `conc=50,mob=0`.
    fn from_str(s: &str) -> Result<EvalWeights, ParseWeightsError> {
        let mut w = EvalWeights::DEFAULT;
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (k, v) = part.split_once('=').ok_or(ParseWeightsError)?;
            let v: i32 = v.trim().parse().map_err(|_| ParseWeightsError)?;
            if !w.set(k.trim(), v) {
                return Err(ParseWeightsError);
            }
        }
        Ok(w)
    }
}

/// MIA's centralisation table (symmetric; a1 first).
#[rustfmt::skip]
const PST: [i32; 64] = [
    -80, -25, -20, -20, -20, -20, -25, -80,
    -25,  10,  10,  10,  10,  10,  10, -25,
    -20,  10,  25,  25,  25,  25,  10, -20,
    -20,  10,  25,  50,  50,  25,  10, -20,
    -20,  10,  25,  50,  50,  25,  10, -20,
    -20,  10,  25,  25,  25,  25,  10, -20,
    -25,  10,  10,  10,  10,  10,  10, -25,
    -80, -25, -20, -20, -20, -20, -25, -80,
];

/// The centralisation table of the 6×6 board (its lower-left corner of the grid): MIA's table
/// with files and ranks c/f and 3/6 left out, so corners, edges and the middle four keep their
/// values and the table stays centred on c3–d4.
const PST_6: [i32; 64] = {
    const FROM_8: [usize; 6] = [0, 1, 3, 4, 6, 7];
    let mut t = [0i32; 64];
    let mut r = 0;
    while r < 6 {
        let mut f = 0;
        while f < 6 {
            t[r * 8 + f] = PST[FROM_8[r] * 8 + FROM_8[f]];
            f += 1;
        }
        r += 1;
    }
    t
};

/// The least possible sum of (king-move) distances to the centre of mass for n pieces: one on
/// it, eight at distance 1, sixteen at distance 2.
const MIN_DIST: [i32; 33] = {
    let mut t = [0i32; 33];
    let mut n = 1;
    while n <= 32 {
        t[n] = if n <= 9 { n as i32 - 1 } else { 8 + 2 * (n as i32 - 9) };
        n += 1;
    }
    t
};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;
const RANK_1: u64 = 0xff;
const RANK_8: u64 = RANK_1 << 56;
const NOT_FILE_H: u64 = !FILE_H;
const EDGE: u64 = FILE_A | FILE_H | RANK_1 | RANK_8;
/// Squares whose file (rank) has bit k set: three popcounts sum the files (ranks).
const FILE_BIT: [u64; 3] = [FILE_A * 0xaa, FILE_A * 0xcc, FILE_A * 0xf0];
const RANK_BIT: [u64; 3] = [0xff00_ff00_ff00_ff00, 0xffff_0000_ffff_0000, 0xffff_ffff_0000_0000];

/// Four times the Euler number (groups minus holes, 8-connectivity) by Gray's quad counts.
#[must_use]
pub fn euler4(b: Bitboard) -> i32 {
    let b = b.0;
    // Interior windows, named by their lower-left square (file < 7, rank < 7).
    let (x0, x1, x2, x3) = (b, b >> 1, b >> 8, b >> 9);
    let inner = NOT_FILE_H & !RANK_8;
    let odd = (x0 ^ x1 ^ x2 ^ x3) & inner;
    let two = (x0 & x1) | (x0 & x2) | (x0 & x3) | (x1 & x2) | (x1 & x3) | (x2 & x3);
    let q1 = (odd & !two).count_ones() as i32;
    let q3 = (odd & two).count_ones() as i32;
    let qd = (((x0 & x3 & !x1 & !x2) | (x1 & x2 & !x0 & !x3)) & inner).count_ones() as i32;
    // Windows half off the board hold one or two edge squares; only a single one counts (Q1).
    let vertical = b ^ (b >> 8);
    let horizontal = b ^ (b >> 1);
    let edge_q1 = (vertical & (FILE_A | FILE_H) & !RANK_8).count_ones()
        + (horizontal & (RANK_1 | RANK_8) & NOT_FILE_H).count_ones()
        + (b & 0x8100_0000_0000_0081).count_ones();
    q1 + edge_q1 as i32 - q3 - 2 * qd
}

/// 2×2 windows holding three or four of the pieces.
#[inline]
fn solid_quads(b: u64) -> u32 {
    let (x0, x1, x2, x3) = (b, b >> 1, b >> 8, b >> 9);
    let inner = NOT_FILE_H & !RANK_8;
    let three_plus = (x0 & x1 & (x2 | x3)) | (x2 & x3 & (x0 | x1));
    (three_plus & inner).count_ones()
}

/// Touching pairs (8-neighbourhood).
#[inline]
fn adjacent_pairs(b: u64) -> u32 {
    let east = b & (b >> 1) & NOT_FILE_H;
    let north = b & (b >> 8);
    let ne = b & (b >> 9) & NOT_FILE_H;
    let nw = b & (b >> 7) & !FILE_A;
    east.count_ones() + north.count_ones() + ne.count_ones() + nw.count_ones()
}

#[inline]
fn weighted_sum(b: u64, bits: &[u64; 3]) -> i32 {
    ((b & bits[0]).count_ones() + 2 * (b & bits[1]).count_ones() + 4 * (b & bits[2]).count_ones()) as i32
}

/// Mobility of `own` against `enemy`: captures count 3, moves to the edge 1, other moves 2.
#[inline]
fn mobility(own: Bitboard, enemy: Bitboard, board: Bitboard) -> i32 {
    let edge = Bitboard(EDGE);
    own.iter()
        .map(|from| {
            let to = crate::targets(from, own, enemy, board);
            let captures = to & enemy;
            let quiet = to & !enemy;
            (3 * captures.count() + (quiet & edge).count() + 2 * (quiet & !edge).count()) as i32
        })
        .sum()
}

/// The terms of one side, each roughly 0..100 (before weighting; signs: bigger is better).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SideTerms(pub [i32; TERMS]);

/// The terms for `color` in `pos`. `w` says which expensive terms are needed.
#[must_use]
pub fn side_terms(pos: &Position, color: Color, w: &EvalWeights) -> SideTerms {
    let own = pos.pieces(color);
    let enemy = pos.pieces(!color);
    let mut t = [0i32; TERMS];
    let n = own.count() as i32;
    if n == 0 {
        return SideTerms(t);
    }
    let sf = weighted_sum(own.0, &FILE_BIT);
    let sr = weighted_sum(own.0, &RANK_BIT);
    let mut dist_n = 0; // sum of distances to the centre of mass, times n
    let mut pst = 0;
    let size = i32::from(pos.variant().size());
    let table = if size == 6 { &PST_6 } else { &PST };
    for sq in own {
        let (f, r) = (i32::from(sq.file()), i32::from(sq.rank()));
        dist_n += (f * n - sf).abs().max((r * n - sr).abs());
        pst += table[sq.index()];
    }
    let surplus_n = (dist_n - MIN_DIST[n as usize] * n).max(0);
    // Average distance beyond the least possible, in sixteenths of a square; negated.
    t[CONC] = -(surplus_n * 16 / (n * n));
    t[CENT] = pst / n;
    // Centre of mass off the board's centre ((size - 1) / 2 both ways: 3.5 on 8×8, 2.5 on
    // 6×6), in eighths of a square.
    let off = (2 * sf - (size - 1) * n).abs().max((2 * sr - (size - 1) * n).abs());
    t[COM] = -(off * 4 / n);
    if w.0[QUADS] != 0 {
        t[QUADS] = -(euler4(own) - 4).max(0) * 4;
    }
    if w.0[SOLID] != 0 {
        t[SOLID] = solid_quads(own.0) as i32 * 16 / n;
    }
    if w.0[GROUPS] != 0 {
        t[GROUPS] = -(own.groups() as i32 - 1) * 16;
    }
    t[CONN] = adjacent_pairs(own.0) as i32 * 16 / n;
    t[PIECES] = n * 8;
    // Bounding box: the files used (folded onto one rank) and the lowest and highest rank.
    let mut cols = own.0;
    cols |= cols >> 32;
    cols |= cols >> 16;
    cols |= cols >> 8;
    let cols = (cols & 0xff) as u32;
    let width = (31 - cols.leading_zeros() as i32) - cols.trailing_zeros() as i32 + 1;
    let height = (63 - own.0.leading_zeros() as i32) / 8 - own.0.trailing_zeros() as i32 / 8 + 1;
    t[UNIF] = -(width * height);
    if w.0[MOB] != 0 {
        t[MOB] = mobility(own, enemy, pos.variant().board_mask()) * 8 / n.max(4);
    }
    if w.0[WALLS] != 0 {
        // Own edge pieces whose inward neighbours are all enemy pieces or off the board.
        let edge_own = own.0 & EDGE;
        let mut walled = 0;
        for sq in Bitboard(edge_own) {
            let inner = Bitboard::from_square(sq).neighbours().0 & !EDGE;
            if inner != 0 && inner & !enemy.0 == 0 {
                walled += 1;
            }
        }
        t[WALLS] = -walled * 16;
    }
    SideTerms(t)
}

/// One side's weighted terms, remembered by its pieces: a move changes only the mover's
/// pieces (and a capture one enemy piece), so the other side's half of the evaluation is
/// usually found here. Only valid while every term depends on the side's own pieces alone.
#[derive(Debug)]
pub(crate) struct EvalCache {
    slots: alloc::vec::Vec<(u64, i32)>,
}

const CACHE_SLOTS: usize = 1 << 14;

impl EvalCache {
    pub fn new() -> EvalCache {
        EvalCache { slots: alloc::vec![(0, 0); CACHE_SLOTS] }
    }

    pub fn clear(&mut self) {
        self.slots.fill((0, 0));
    }

    #[inline]
    fn side(&mut self, pos: &Position, color: Color, w: &EvalWeights) -> i32 {
        // A colour salt keeps Black's and White's entries apart; an empty key is never stored.
        let key = pos.pieces(color).0 ^ if color == Color::White { 0x9e37_79b9_7f4a_7c15 } else { 0 };
        let i = (key.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 50) as usize & (CACHE_SLOTS - 1);
        let (k, v) = self.slots[i];
        if k == key && key != 0 {
            return v;
        }
        let t = side_terms(pos, color, w);
        let v = (0..TEMPO).map(|j| w.0[j] * t.0[j]).sum();
        self.slots[i] = (key, v);
        v
    }

    /// [`evaluate`], through the cache when the weights allow it.
    #[inline]
    pub fn evaluate(&mut self, pos: &Position, w: &EvalWeights) -> i32 {
        if w.0[MOB] != 0 || w.0[WALLS] != 0 {
            return evaluate(pos, w);
        }
        let us = pos.turn();
        (w.0[TEMPO] + self.side(pos, us, w) - self.side(pos, !us, w)) / 16
    }
}

/// The evaluation from the side to move's point of view.
#[must_use]
pub fn evaluate(pos: &Position, w: &EvalWeights) -> i32 {
    let us = pos.turn();
    let a = side_terms(pos, us, w);
    let b = side_terms(pos, !us, w);
    let mut score = w.0[TEMPO];
    for i in 0..TEMPO {
        score += w.0[i] * (a.0[i] - b.0[i]);
    }
    score / 16
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rules, Square, Variant};
    use alloc::string::ToString;

    fn bb(squares: &[&str]) -> Bitboard {
        squares.iter().map(|s| s.parse::<Square>().unwrap()).collect()
    }

    #[test]
    fn euler_number() {
        assert_eq!(euler4(bb(&["a1"])), 4);
        assert_eq!(euler4(bb(&["d4"])), 4);
        assert_eq!(euler4(bb(&["h8"])), 4);
        assert_eq!(euler4(bb(&["a1", "b2"])), 4, "diagonal neighbours are one group");
        assert_eq!(euler4(bb(&["a1", "c1"])), 8);
        assert_eq!(euler4(bb(&["a1", "h8", "d5"])), 12);
        // A ring around d4 has one hole: Euler number 0.
        assert_eq!(euler4(bb(&["c3", "d3", "e3", "c4", "e4", "c5", "d5", "e5"])), 0);
        for s in Square::all() {
            assert_eq!(euler4(Bitboard::from_square(s)), 4, "{s}");
        }
    }

    #[test]
    fn solid_windows() {
        assert_eq!(solid_quads(bb(&["d4", "e4", "d5", "e5"]).0), 1);
        assert_eq!(solid_quads(bb(&["d4", "e4", "d5"]).0), 1);
        assert_eq!(solid_quads(bb(&["d4", "e5"]).0), 0);
        assert_eq!(solid_quads(bb(&["h1", "h2", "a2"]).0), 0, "no wrap around the edge");
        assert_eq!(solid_quads(bb(&["c3", "d3", "e3", "c4", "d4", "e4"]).0), 2);
    }

    #[test]
    fn symmetric_start_is_equal_but_for_tempo() {
        let pos = Position::new(Variant::Standard);
        let w = EvalWeights::DEFAULT;
        let a = side_terms(&pos, Color::Black, &w);
        let b = side_terms(&pos, Color::White, &w);
        assert_eq!(a, b);
        assert_eq!(evaluate(&pos, &w), w.0[TEMPO] / 16);
    }

    #[test]
    fn compact_beats_scattered() {
        let pos =
            Position::from_position_string("8/8/2bbb3/2bbb3/2bb4/8/w6w/w6w b", Variant::Standard, Rules::default())
                .unwrap();
        assert!(evaluate(&pos, &EvalWeights::DEFAULT) > 100);
    }

    #[test]
    fn cache_agrees() {
        let mut pos = Position::new(Variant::Standard);
        let mut cache = EvalCache::new();
        let w = EvalWeights::DEFAULT;
        for _ in 0..40 {
            assert_eq!(cache.evaluate(&pos, &w), evaluate(&pos, &w), "{pos:?}");
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            pos.play_unchecked(moves[pos.ply() * 7 % moves.len()]);
        }
    }

    #[test]
    fn weights_round_trip() {
        let w: EvalWeights = "conc=7,mob=0".parse().unwrap();
        assert_eq!(w.get("conc"), Some(7));
        assert_eq!(w.to_string().parse::<EvalWeights>(), Ok(w));
        assert!("nope=1".parse::<EvalWeights>().is_err());
    }
}
