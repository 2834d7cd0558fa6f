//! What the solver tests share: a clock that never moves, a seeded generator of small random
//! positions under random rules, and exhaustive minimax to a depth.

#![allow(dead_code)]

use std::num::NonZeroU16;

use loa_core::budget::Clock;
use loa_core::{Bitboard, Color, NoMoves, Position, Repetition, Rules, Setup, Simultaneous, Square, Variant};

pub struct NoClock;
impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// A small deterministic generator for the test positions.
pub struct Gen(pub u64);
impl Gen {
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// +1: the side to move wins by force within `depth` plies; -1: it loses by force within
/// `depth`; 0: neither (a draw, or longer than `depth`). Exact under the position's rules.
pub fn forced(pos: &mut Position, depth: u32) -> i8 {
    if let Some(o) = pos.outcome() {
        return match o.winner() {
            Some(c) if c == pos.turn() => 1,
            Some(_) => -1,
            None => 0,
        };
    }
    if depth == 0 {
        return 0;
    }
    let mut best = -1;
    for m in pos.legal_moves() {
        pos.play_unchecked(m);
        let v = -forced(pos, depth - 1);
        pos.undo();
        best = best.max(v);
        if best == 1 {
            break;
        }
    }
    best
}

pub fn random_rules(g: &mut Gen) -> Rules {
    Rules {
        simultaneous: if g.below(2) == 0 { Simultaneous::Draw } else { Simultaneous::MoverWins },
        no_moves: if g.below(4) == 0 { NoMoves::Lose } else { NoMoves::Pass },
        repetition: if g.below(4) == 0 { Repetition::Off } else { Repetition::ThirdOccurrence },
        move_limit: if g.below(3) == 0 { NonZeroU16::new(6 + g.below(6) as u16) } else { None },
    }
}

/// A position with `per_side` pieces a side or fewer, scattered over a corner of the board so
/// that games are short, and a few moves played (some of them moved back, so that positions
/// repeat in the history).
pub fn random_position(g: &mut Gen, per_side: usize) -> Option<Position> {
    let area = 4 + g.below(3);
    let mut sides = [Bitboard::EMPTY; 2];
    for side in &mut sides {
        for _ in 0..per_side {
            let sq = Square::new((g.below(area) + 8 * g.below(area)) as u8).unwrap();
            *side = side.with(sq);
        }
    }
    let [black, white] = sides;
    let black = black & !white;
    let turn = if g.below(2) == 0 { Color::Black } else { Color::White };
    let setup = Setup { black, white, turn, size: 8 };
    let mut pos = Position::from_setup(setup, Variant::Standard, random_rules(g)).ok()?;
    for _ in 0..g.below(4) {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let m = moves[g.below(moves.len())];
        pos.play_unchecked(m);
        // Back again when the rules allow it: the position before repeats.
        if !m.is_capture() && !m.is_pass() && pos.outcome().is_none() {
            let back = pos.legal_moves().into_iter().find(|b| !b.is_capture() && b.to() == m.from());
            if let Some(b) = back {
                pos.play_unchecked(b);
            }
        }
    }
    (pos.outcome().is_none()).then_some(pos)
}
