//! The alpha-beta search proper: negamax with principal-variation search, the transposition
//! table, null-move pruning, reverse futility pruning, late-move reductions and pruning, and a
//! quiescence search over captures that first looks for a connecting move (a win at the
//! horizon outweighs any evaluation).

use alloc::vec;
use alloc::vec::Vec;

use arrayvec::ArrayVec;

use crate::{Move, Outcome, Position};

use crate::budget::{TimeControl, POLL_NODES};
use crate::eval::{winning_move, EvalCache, EvalWeights};

use super::ordering::{pick, Ordering};
use super::tt::{Bound, Tt};
use super::{SearchOptions, INFINITY, MATE, MATE_BOUND, MAX_PLY};

/// The late-move reduction for (depth, move number), both capped at 63: 0.5 + ln d · ln i / k
/// with k = `divisor_x100` / 100.
fn lmr_table(divisor_x100: u32) -> Vec<[u8; 64]> {
    let mut t = vec![[0u8; 64]; 64];
    for (d, row) in t.iter_mut().enumerate().skip(1) {
        for (i, r) in row.iter_mut().enumerate().skip(1) {
            // Without floating-point ln in no_std: log2 via bits, and ln x = 0.693 · log2 x.
            let ld = log2_x16(d as u32);
            let li = log2_x16(i as u32);
            // (0.693)² = 0.4805
            let v = 8 + (ld * li) * 4805 / (100 * divisor_x100.max(1)) / 16;
            *r = (v / 16).min(63) as u8;
        }
    }
    t
}

/// 16·log2(x), roughly (linear between powers of two).
fn log2_x16(x: u32) -> u32 {
    if x == 0 {
        return 0;
    }
    let hi = 31 - x.leading_zeros();
    let frac = if hi == 0 { 0 } else { ((x - (1 << hi)) << 4) >> hi };
    hi * 16 + frac
}

/// The state of one search: the position being searched (moves are made and unmade on it),
/// the shared tables, counters and the principal variation.
pub(crate) struct Searcher<'a> {
    pub pos: Position,
    pub tt: &'a Tt,
    pub ord: &'a mut Ordering,
    pub eval: &'a mut EvalCache,
    pub weights: EvalWeights,
    pub opts: SearchOptions,
    pub time: TimeControl<'a>,
    pub nodes: u64,
    pub stopped: bool,
    pub seldepth: u32,
    /// Off while an iteration must finish regardless of the clock (the first one).
    pub time_enabled: bool,
    /// The best root move of the iteration in progress, with its variation, once one move has
    /// raised alpha: a better move found before time runs out is not thrown away.
    pub partial: Option<(Move, i32, Vec<Move>)>,
    pv: Vec<Move>,
    pv_len: [usize; MAX_PLY],
    lmr: Vec<[u8; 64]>,
}

impl<'a> Searcher<'a> {
    pub fn new(
        pos: Position,
        tt: &'a Tt,
        ord: &'a mut Ordering,
        eval: &'a mut EvalCache,
        weights: EvalWeights,
        opts: SearchOptions,
        time: TimeControl<'a>,
    ) -> Searcher<'a> {
        Searcher {
            pos,
            tt,
            ord,
            eval,
            weights,
            opts,
            time,
            nodes: 0,
            stopped: false,
            seldepth: 0,
            time_enabled: true,
            partial: None,
            pv: vec![Move::PASS; MAX_PLY * MAX_PLY],
            pv_len: [0; MAX_PLY],
            lmr: lmr_table(opts.lmr_divisor),
        }
    }

    /// The principal variation found by the last call at the root.
    pub fn root_pv(&self) -> Vec<Move> {
        self.pv[..self.pv_len[0]].to_vec()
    }

    /// The principal variation found by the last call `ply` plies from the root.
    pub fn pv_at(&self, ply: usize) -> &[Move] {
        let start = ply * MAX_PLY;
        &self.pv[start..start + self.pv_len[ply].min(MAX_PLY)]
    }

    #[inline]
    fn poll(&mut self) {
        self.nodes += 1;
        if self.nodes % POLL_NODES == 0 && self.time_enabled && self.time.must_stop(self.nodes) {
            self.stopped = true;
        }
    }

    /// The score of a finished game for the side to move, `ply` plies from the root: the
    /// fastest win and the slowest loss score best.
    #[inline]
    fn terminal(&self, o: Outcome, ply: usize) -> i32 {
        match o.winner() {
            None => 0,
            Some(c) if c == self.pos.turn() => MATE - ply as i32,
            Some(_) => -(MATE - ply as i32),
        }
    }

    fn update_pv(&mut self, ply: usize, m: Move) {
        let child = ply + 1;
        let child_len = if child < MAX_PLY { self.pv_len[child] } else { 0 };
        self.pv[ply * MAX_PLY] = m;
        for i in 0..child_len.min(MAX_PLY - 1) {
            self.pv[ply * MAX_PLY + 1 + i] = self.pv[child * MAX_PLY + i];
        }
        self.pv_len[ply] = 1 + child_len.min(MAX_PLY - 1);
    }

    /// Negamax with alpha-beta: the value of the position for the side to move, searched
    /// `depth` plies deep; `ply` plies from the root.
    pub fn negamax(&mut self, depth: i32, ply: usize, mut alpha: i32, mut beta: i32, allow_null: bool) -> i32 {
        let pv_node = beta - alpha > 1;
        self.pv_len[ply] = 0;
        if let Some(o) = self.pos.outcome() {
            return self.terminal(o, ply);
        }
        if ply >= MAX_PLY - 2 {
            return self.eval.evaluate(&self.pos, &self.weights);
        }
        if depth <= 0 {
            return self.qsearch(ply, alpha, beta, 0);
        }
        self.poll();
        if self.stopped {
            return 0;
        }
        if ply > 0 {
            // Mate-distance pruning: nothing here can beat a shorter mate already found.
            alpha = alpha.max(-MATE + ply as i32);
            beta = beta.min(MATE - ply as i32 - 1);
            if alpha >= beta {
                return alpha;
            }
        }

        let key = self.pos.hash();
        let mut hash_move = None;
        if let Some(e) = self.tt.probe(key, ply as u32) {
            hash_move = e.mv;
            if !pv_node && e.depth >= depth {
                let cut = match e.bound {
                    Bound::Exact => true,
                    Bound::Lower => e.score >= beta,
                    Bound::Upper => e.score <= alpha,
                };
                if cut {
                    return e.score;
                }
            }
        }

        let mut depth = depth;
        if self.opts.iir && depth >= 4 && hash_move.is_none() {
            depth -= 1;
        }
        let mut moves = self.pos.legal_moves();
        let passing = moves.len() == 1 && moves[0].is_pass();

        if !pv_node && ply > 0 && beta.abs() < MATE_BOUND {
            let static_eval = self.eval.evaluate(&self.pos, &self.weights);
            // Reverse futility: far above beta near the leaves.
            if self.opts.futility && depth <= 3 && static_eval - self.opts.futility_margin * depth >= beta {
                return static_eval;
            }
            // Null move: if passing still holds beta, a real move would too.
            if self.opts.null_move && allow_null && depth >= 3 && static_eval >= beta && !passing {
                let r = self.opts.null_reduction + depth / 4;
                self.pos.play_unchecked(Move::PASS);
                let score = -self.negamax(depth - 1 - r, ply + 1, -beta, -beta + 1, false);
                self.pos.undo();
                if self.stopped {
                    return 0;
                }
                if score >= beta {
                    return if score >= MATE_BOUND { beta } else { score };
                }
            }
        }

        let previous = self.pos.last_move();
        let counter = if self.opts.countermove { self.ord.counter(self.pos.turn(), previous) } else { None };
        let mut scores = self.ord.score(&self.pos, &moves, hash_move, counter, ply, self.opts.capture_bonus);
        let lmp_count = self.opts.lmp_base + self.opts.lmp_factor * depth * depth;
        let orig_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_move = None;
        let mut quiets: ArrayVec<Move, 64> = ArrayVec::new();
        let us = self.pos.turn();
        for i in 0..moves.len() {
            let m = pick(&mut moves, &mut scores, i);
            let quiet_late = !m.is_capture() && scores[i] < super::ordering::KILLER_FLOOR;
            // Late-move pruning: near the leaves of a null-window node, quiet moves late in
            // the order are skipped (once a move has kept the node from a loss).
            if self.opts.lmp
                && !pv_node
                && depth <= 3
                && quiet_late
                && best > -MATE_BOUND
                && i >= lmp_count.max(0) as usize
            {
                continue;
            }
            self.pos.play_unchecked(m);
            let mut score;
            if i == 0 {
                score = -self.negamax(depth - 1, ply + 1, -beta, -alpha, true);
            } else {
                let mut r = 0;
                if self.opts.lmr && depth >= 3 && i >= 3 && quiet_late && self.pos.outcome().is_none() {
                    r = i32::from(self.lmr[depth.min(63) as usize][i.min(63)]);
                    if pv_node {
                        r -= 1;
                    }
                    r = r.clamp(0, depth - 2);
                }
                score = -self.negamax(depth - 1 - r, ply + 1, -alpha - 1, -alpha, true);
                if score > alpha && r > 0 {
                    score = -self.negamax(depth - 1, ply + 1, -alpha - 1, -alpha, true);
                }
                if score > alpha && score < beta {
                    score = -self.negamax(depth - 1, ply + 1, -beta, -alpha, true);
                }
            }
            self.pos.undo();
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    best_move = Some(m);
                    alpha = score;
                    self.update_pv(ply, m);
                    if ply == 0 {
                        self.partial = Some((m, score, self.root_pv()));
                    }
                    if score >= beta {
                        if !m.is_capture() {
                            self.ord.on_cutoff(us, ply, depth, m, &quiets);
                            if self.opts.countermove {
                                self.ord.set_counter(us, previous, m);
                            }
                        }
                        break;
                    }
                }
            }
            if !m.is_capture() {
                let _ = quiets.try_push(m);
            }
        }

        let bound = if best >= beta {
            Bound::Lower
        } else if best > orig_alpha {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt.store(key, ply as u32, best_move, best, depth, bound);
        best
    }

    /// Whether the side to move can win with one of `moves` (a connection at the horizon is
    /// worth more than any evaluation).
    fn wins_at_once(&mut self, moves: &crate::MoveList) -> bool {
        winning_move(&mut self.pos, moves).is_some()
    }

    /// Quiescence: stand pat on the evaluation, or try captures (they change connectivity:
    /// a capture can split a group or remove a straggler), `qply` plies deep at most.
    pub fn qsearch(&mut self, ply: usize, mut alpha: i32, beta: i32, qply: u32) -> i32 {
        self.poll();
        if self.stopped {
            return 0;
        }
        if ply as u32 > self.seldepth {
            self.seldepth = ply as u32;
        }
        self.pv_len[ply] = 0;
        if let Some(o) = self.pos.outcome() {
            return self.terminal(o, ply);
        }
        let moves = self.pos.legal_moves();
        if qply == 0 && self.opts.win_check && self.wins_at_once(&moves) {
            return MATE - ply as i32 - 1;
        }
        let stand = self.eval.evaluate(&self.pos, &self.weights);
        if stand >= beta || qply >= self.opts.qsearch_plies || ply >= MAX_PLY - 2 {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut best = stand;
        for &m in moves.iter().filter(|m| m.is_capture()) {
            self.pos.play_unchecked(m);
            let score = -self.qsearch(ply + 1, -beta, -alpha, qply + 1);
            self.pos.undo();
            if self.stopped {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log2_rough() {
        assert_eq!(log2_x16(1), 0);
        assert_eq!(log2_x16(2), 16);
        assert_eq!(log2_x16(8), 48);
        assert!((log2_x16(12) as i32 - 57).abs() <= 2);
        let t = lmr_table(225);
        assert_eq!(t[1][1], 0);
        assert!(t[10][20] >= 1 && t[10][20] <= 3);
    }
}
