//! Iterative deepening at the root: one iteration per depth with aspiration windows, an
//! [`Info`] after each, and the best move of the last finished iteration as the answer.
//! With several lines asked for (multi-PV), a root loop of its own finds the best N moves,
//! each with an exact score and its variation.

use alloc::vec::Vec;

use crate::Move;

use super::alpha_beta::Searcher;
use super::{Info, Score, SearchResult, INFINITY, MATE, MATE_BOUND};

/// Half-width of the first aspiration window.
const ASPIRATION: i32 = 35;

/// One of the best root moves: its score (for the side to move) and its principal variation,
/// the root move first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Line {
    pub score: Score,
    pub pv: Vec<Move>,
}

impl Line {
    /// The root move of this line (`None` only for an empty variation).
    #[must_use]
    pub fn first(&self) -> Option<Move> {
        self.pv.first().copied()
    }
}

impl Searcher<'_> {
    fn info(&self, depth: u32, score: i32, pv: Vec<Move>) -> Info {
        let score = Score::from_internal(score);
        let lines = if pv.is_empty() { Vec::new() } else { alloc::vec![Line { score, pv: pv.clone() }] };
        Info {
            depth,
            seldepth: self.seldepth.max(depth),
            score,
            nodes: self.nodes,
            time_ms: self.time.elapsed_ms() as u64,
            pv,
            lines,
            proven: false,
            shortest: false,
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
            last.lines = alloc::vec![Line { score: last.score, pv: last.pv.clone() }];
        }
        SearchResult { best: Some(best), info: last }
    }

    /// Multi-PV: iterative deepening where every iteration searches each root move, the first
    /// `n` with a full window and the rest with a null window at the n-th best score (re-searched
    /// in full when one beats it), so the best `n` moves have exact scores. The root moves are
    /// ordered by the previous iteration's scores. An unfinished iteration is dropped.
    ///
    /// `only`, when not empty, are the root moves searched (legal ones, the caller checked):
    /// the lines are the best `n` of these.
    pub fn iterate_lines(
        &mut self,
        max_depth: u32,
        n: usize,
        only: &[Move],
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        if self.pos.outcome().is_some() || (only.is_empty() && self.pos.legal_moves().len() == 1) {
            return self.iterate(max_depth, on_info);
        }
        let moves = if only.is_empty() { self.pos.legal_moves().to_vec() } else { only.to_vec() };
        let n = n.clamp(1, moves.len());
        // Root moves with their last scores (exact for the lines, bounds for the rest).
        let mut root: Vec<(Move, i32)> = moves.iter().map(|&m| (m, -INFINITY)).collect();
        let mut last: Option<Info> = None;
        for depth in 1..=max_depth.max(1) {
            self.time_enabled = depth > 1;
            let mut lines: Vec<(i32, Vec<Move>)> = Vec::with_capacity(n + 1);
            for entry in &mut root {
                let m = entry.0;
                self.pos.play_unchecked(m);
                let child = depth as i32 - 1;
                let score = if lines.len() < n {
                    -self.negamax(child, 1, -INFINITY, INFINITY, true)
                } else {
                    let floor = lines[n - 1].0;
                    let s = -self.negamax(child, 1, -floor - 1, -floor, true);
                    if s > floor && !self.stopped {
                        -self.negamax(child, 1, -INFINITY, INFINITY, true)
                    } else {
                        s
                    }
                };
                let mut pv = alloc::vec![m];
                pv.extend_from_slice(self.pv_at(1));
                self.pos.undo();
                if self.stopped {
                    break;
                }
                entry.1 = score;
                if lines.len() < n || score > lines[n - 1].0 {
                    let at = lines.iter().position(|l| l.0 < score).unwrap_or(lines.len());
                    lines.insert(at, (score, pv));
                    lines.truncate(n);
                }
            }
            if self.stopped {
                break;
            }
            // Stable: equal scores keep the previous order.
            crate::sort::stable_by_key(&mut root, |e| core::cmp::Reverse(e.1));
            let best_score = lines[0].0;
            let mut info = self.info(depth, best_score, lines[0].1.clone());
            info.lines = lines.into_iter().map(|(s, pv)| Line { score: Score::from_internal(s), pv }).collect();
            on_info(&info);
            last = Some(info);
            if best_score >= MATE_BOUND && (MATE - best_score) as u32 <= depth {
                break;
            }
            if self.time.should_not_start(self.nodes) {
                break;
            }
        }
        match last {
            Some(info) => SearchResult { best: info.pv.first().copied(), info },
            // The first iteration runs without the clock, so it always finishes.
            None => SearchResult { best: Some(moves[0]), info: self.info(0, 0, alloc::vec![moves[0]]) },
        }
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
