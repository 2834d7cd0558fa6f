//! Iterative deepening at the root: one iteration per depth with aspiration windows, an
//! [`Info`] after each, and the best move of the last finished iteration as the answer.

use alloc::vec::Vec;

use crate::Move;

use super::alpha_beta::Searcher;
use super::{Info, Score, SearchResult, INFINITY, MATE, MATE_BOUND};

/// Half-width of the first aspiration window.
const ASPIRATION: i32 = 35;

impl Searcher<'_> {
    fn info(&self, depth: u32, score: i32, pv: Vec<Move>) -> Info {
        Info {
            depth,
            seldepth: self.seldepth.max(depth),
            score: Score::from_internal(score),
            nodes: self.nodes,
            time_ms: self.time.elapsed_ms() as u64,
            pv,
        }
    }

    /// Searches deeper and deeper up to `max_depth`, within the time control.
    pub fn iterate(&mut self, max_depth: u32, on_info: &mut dyn FnMut(&Info)) -> SearchResult {
        if let Some(o) = self.pos.outcome() {
            let score = match o.winner() {
                None => 0,
                Some(c) if c == self.pos.turn() => MATE,
                Some(_) => -MATE,
            };
            let info = self.info(0, score, Vec::new());
            on_info(&info);
            return SearchResult { best: None, info };
        }
        let moves = self.pos.legal_moves();
        if moves.len() == 1 {
            // One legal move (perhaps a pass): no need to think.
            let score = self.eval.evaluate(&self.pos, &self.weights);
            let info = self.info(0, score, moves.to_vec());
            on_info(&info);
            return SearchResult { best: Some(moves[0]), info };
        }
        // Before any iteration finishes, the first legal move stands in.
        let mut best = moves[0];
        let mut last = self.info(0, 0, Vec::new());
        let mut prev_score = 0;
        for depth in 1..=max_depth.max(1) {
            // The first iteration always finishes, so there is always a searched move.
            self.time_enabled = depth > 1;
            self.partial = None;
            let score = self.aspiration(depth as i32, prev_score);
            if self.stopped {
                // An unfinished iteration still counts where a root move was searched to the
                // end and raised alpha: at worst it is the last iteration's move, searched deeper.
                if let Some((m, s, pv)) = self.partial.take() {
                    best = m;
                    last = self.info(depth, s, pv);
                    on_info(&last);
                }
                break;
            }
            let pv = self.root_pv();
            if let Some(&m) = pv.first() {
                best = m;
            }
            prev_score = score;
            last = self.info(depth, score, pv);
            on_info(&last);
            // A proven win no longer than the depth searched: done.
            if score >= MATE_BOUND && (MATE - score) as u32 <= depth {
                break;
            }
            if self.time.should_not_start(self.nodes) {
                break;
            }
        }
        if last.pv.first() != Some(&best) {
            last.pv = alloc::vec![best];
        }
        SearchResult { best: Some(best), info: last }
    }

    fn aspiration(&mut self, depth: i32, prev: i32) -> i32 {
        if !self.opts.aspiration || depth < 5 || prev.abs() >= MATE_BOUND {
            return self.negamax(depth, 0, -INFINITY, INFINITY, false);
        }
        let mut delta = ASPIRATION;
        let (mut alpha, mut beta) = (prev - delta, prev + delta);
        loop {
            let score = self.negamax(depth, 0, alpha, beta, false);
            if self.stopped {
                return score;
            }
            if score <= alpha {
                alpha = (score - delta).max(-INFINITY);
            } else if score >= beta {
                beta = (score + delta).min(INFINITY);
            } else {
                return score;
            }
            delta *= 2;
            if delta > 1000 {
                alpha = -INFINITY;
                beta = INFINITY;
            }
        }
    }

    /// The root moves whose value at `depth` is within `margin` of `best_score` (the best one
    /// always among them): what a level with randomness chooses from.
    pub fn near_equal(&mut self, depth: u32, best: Move, best_score: i32, margin: i32) -> Vec<Move> {
        let mut out = alloc::vec![best];
        if margin <= 0 || best_score.abs() >= MATE_BOUND {
            return out;
        }
        let floor = best_score - margin;
        self.time_enabled = false;
        for m in self.pos.legal_moves() {
            if m == best {
                continue;
            }
            self.pos.play_unchecked(m);
            let score = -self.negamax(depth as i32 - 1, 1, -(best_score + 1), -(floor - 1), true);
            self.pos.undo();
            if score >= floor {
                out.push(m);
            }
        }
        out
    }
}
