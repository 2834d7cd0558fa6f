//! Zobrist keys: one random 64-bit key per (colour, square) and one for White to move.

use crate::{Color, Square};

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    (s, z ^ (z >> 31))
}

const fn build() -> ([[u64; 64]; 2], u64) {
    let mut keys = [[0u64; 64]; 2];
    let mut state = 0x4c4f_4121_5a6f_6272; // "LOA!Zobr"
    let mut c = 0;
    while c < 2 {
        let mut sq = 0;
        while sq < 64 {
            let (s, k) = splitmix(state);
            state = s;
            keys[c][sq] = k;
            sq += 1;
        }
        c += 1;
    }
    let (_, side) = splitmix(state);
    (keys, side)
}

const KEYS: ([[u64; 64]; 2], u64) = build();
static PIECE: [[u64; 64]; 2] = KEYS.0;

/// The key of a piece of `color` on `sq`.
#[inline]
#[must_use]
pub fn piece(color: Color, sq: Square) -> u64 {
    PIECE[color.index()][sq.index()]
}

/// The key xored in when White is to move.
pub const WHITE_TO_MOVE: u64 = KEYS.1;
