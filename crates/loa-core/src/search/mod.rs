//! The alpha-beta search: iterative deepening over [`Position`], driven by plain values that
//! map one-to-one onto Web Worker messages (limits in; [`Info`] and a [`SearchResult`] out).
//!
//! One file per concept: `alpha_beta` (negamax with principal-variation search, null move,
//! reverse futility, late-move reductions and pruning, quiescence on captures, a connection
//! check at the horizon), `iter_deep` (iterative deepening, aspiration windows, the
//! near-equal moves the beginner levels choose among), `choice` (how such a level picks one),
//! `tt` (transposition table) and `ordering` (hash move, captures, killers, history). It builds on [`crate::eval`] (the
//! evaluation and the one-move connection test) and [`crate::budget`] (limits and the
//! caller's clock), and knows nothing of the solver: [`crate::engine`] combines the two.
//!
//! Scores are from the side to move's point of view; a win `n` plies away is reported as
//! [`Score::WinIn`]`(n)`, so the search takes the fastest win and the slowest loss.
//!
//! ```
//! use loa_core::budget::{Clock, Limits};
//! use loa_core::search::Search;
//! use loa_core::{Position, Variant};
//!
//! struct NoClock;
//! impl Clock for NoClock {
//!     fn now_ms(&self) -> f64 { 0.0 }
//! }
//!
//! let pos = Position::new(Variant::Standard);
//! let mut search = Search::new(1);
//! let limits = Limits { depth: Some(3), ..Limits::default() };
//! let result = search.run(&pos, limits, 0, 0, &NoClock, &mut |info| assert!(info.depth <= 3));
//! assert!(pos.is_legal(result.best.unwrap()));
//! ```

mod alpha_beta;
mod choice;
mod iter_deep;
mod ordering;
mod tt;

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::fmt;

use crate::budget::{Clock, Limits, TimeControl};
use crate::eval::{EvalCache, EvalWeights};
use crate::{Move, Position};

pub use choice::{BEHIND, CAREFUL_MARGIN, CLEARLY_WON};
pub use iter_deep::Line;

use alpha_beta::Searcher;
use ordering::Ordering;
use tt::Tt;

/// The deepest iteration the search runs.
pub const MAX_DEPTH: u32 = 64;

/// Plies from the root the search may reach (iterations plus quiescence).
pub(crate) const MAX_PLY: usize = 128;

/// A win at the root; a win `n` plies away scores `MATE - n`.
pub(crate) const MATE: i32 = 30_000;
/// Scores beyond this (either sign) are wins or losses by distance.
pub(crate) const MATE_BOUND: i32 = MATE - 1_000;
pub(crate) const INFINITY: i32 = MATE + 1;

/// A score from the side to move's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Score {
    /// Centi-pieces, roughly: positive is good for the side to move.
    Value(i32),
    /// A forced win in this many plies.
    WinIn(u32),
    /// A forced loss in this many plies.
    LossIn(u32),
}

impl Score {
    /// From the search's internal scale.
    #[must_use]
    pub(crate) fn from_internal(v: i32) -> Score {
        if v >= MATE_BOUND {
            Score::WinIn((MATE - v).max(0) as u32)
        } else if v <= -MATE_BOUND {
            Score::LossIn((MATE + v).max(0) as u32)
        } else {
            Score::Value(v)
        }
    }

    /// A single number for comparisons and graphs: wins and losses as ±(100 000 − plies).
    #[must_use]
    pub fn to_cp(self) -> i32 {
        match self {
            Score::Value(v) => v,
            Score::WinIn(n) => 100_000 - n as i32,
            Score::LossIn(n) => -100_000 + n as i32,
        }
    }
}

impl fmt::Display for Score {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            // Pieces with two decimals, in whole numbers: float formatting would add ~10 KB to
            // each wasm module.
            Score::Value(v) => {
                let (sign, abs) = (if v < 0 { '-' } else { '+' }, v.unsigned_abs());
                write!(f, "{sign}{}.{:02}", abs / 100, abs % 100)
            }
            Score::WinIn(n) => write!(f, "win in {n}"),
            Score::LossIn(n) => write!(f, "loss in {n}"),
        }
    }
}

/// What the engine reports after each finished iteration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Info {
    pub depth: u32,
    /// The deepest ply reached, quiescence included.
    pub seldepth: u32,
    pub score: Score,
    pub nodes: u64,
    pub time_ms: u64,
    pub pv: Vec<Move>,
    /// The best root moves, best first, each with its score and variation: one line unless
    /// [`Search::set_multipv`] asked for more (then up to that many, distinct first moves).
    pub lines: Vec<Line>,
    /// The score was proven by the proof-number solver (a forced result, "connects by force
    /// in N"), and `pv` is the proof's main line to the end of the game.
    pub proven: bool,
    /// A forced result's distance is the shortest: the solver proved no quicker win exists. When
    /// false, a forced result (`WinIn` / `LossIn` of more than one ply) ends the game within
    /// that many plies *at most*: a search with reductions, or a solver that ran out of time
    /// before it ruled out a shorter win.
    pub shortest: bool,
}

/// The answer: the best move of the last finished iteration (`None` only when the game is over).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SearchResult {
    pub best: Option<Move>,
    pub info: Info,
}

/// Search features that can be switched for experiments (`loa match`, `loa tune`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SearchOptions {
    pub null_move: bool,
    pub lmr: bool,
    pub futility: bool,
    /// Reverse-futility margin per ply of depth.
    pub futility_margin: i32,
    pub aspiration: bool,
    /// Capture plies in the quiescence search (0: none).
    pub qsearch_plies: u32,
    /// At the horizon, look for a move that connects at once.
    pub win_check: bool,
    /// Late-move pruning of quiet moves near the leaves.
    pub lmp: bool,
    /// How far ahead captures are ordered (killers score 2^21, quiet moves at most 2^16).
    pub capture_bonus: i32,
    /// LMR: reduce by 0.5 + ln(depth)·ln(move number) / (this / 100).
    pub lmr_divisor: u32,
    /// Null move: reduce by this + depth / 4.
    pub null_reduction: i32,
    /// LMP: at depth d, skip late quiet moves from number `lmp_base + lmp_factor·d²` on.
    pub lmp_base: i32,
    pub lmp_factor: i32,
    /// The countermove heuristic: the quiet move that last refuted the opponent's previous
    /// move is tried right after the killers.
    pub countermove: bool,
    /// Internal iterative reduction: a node of depth 4 or more without a hash move is searched
    /// one ply shallower.
    pub iir: bool,
    /// Long searches (and unlimited ones) first give the proof-number solver a short run
    /// (read by [`crate::engine::Engine`]; the search itself never runs the solver).
    pub solver: bool,
}

impl Default for SearchOptions {
    fn default() -> SearchOptions {
        SearchOptions {
            null_move: true,
            lmr: true,
            futility: true,
            futility_margin: 90,
            aspiration: true,
            qsearch_plies: 2,
            win_check: true,
            lmp: true,
            capture_bonus: ordering::CAPTURE,
            lmr_divisor: 225,
            null_reduction: 3,
            lmp_base: 3,
            lmp_factor: 2,
            countermove: true,
            iir: true,
            solver: true,
        }
    }
}

/// The alpha-beta search with what it keeps between searches: the transposition table, the
/// move-ordering history, the evaluation cache, the weights and the options.
#[derive(Debug)]
pub struct Search {
    tt: Tt,
    ordering: Box<Ordering>,
    eval_cache: EvalCache,
    weights: EvalWeights,
    options: SearchOptions,
    /// How many best root moves each search reports (multi-PV); 1 is the plain search.
    multipv: usize,
    /// The root moves each search considers (UCI's `searchmoves`); empty: every legal move.
    root_moves: Vec<Move>,
}

impl Search {
    /// A search with a transposition table of about `tt_mb` megabytes.
    #[must_use]
    pub fn new(tt_mb: usize) -> Search {
        Search {
            tt: Tt::new(tt_mb),
            ordering: Box::new(Ordering::new()),
            eval_cache: EvalCache::new(),
            weights: EvalWeights::DEFAULT,
            options: SearchOptions::default(),
            multipv: 1,
            root_moves: Vec::new(),
        }
    }

    /// A search beside this one (a helper thread of a Lazy SMP search: the threads live in the
    /// caller): the same transposition table, so what either finds the other reads, with its
    /// own move ordering and evaluation cache, the same weights and options, one line.
    #[must_use]
    pub fn helper(&self) -> Search {
        Search {
            tt: self.tt.share(),
            ordering: Box::new(Ordering::new()),
            eval_cache: EvalCache::new(),
            weights: self.weights,
            options: self.options,
            multipv: 1,
            root_moves: Vec::new(),
        }
    }

    /// Replaces the evaluation weights (for matches and tuning).
    pub fn set_weights(&mut self, weights: EvalWeights) {
        self.weights = weights;
        self.eval_cache.clear();
    }

    #[must_use]
    pub fn weights(&self) -> EvalWeights {
        self.weights
    }

    /// Switches search features (for matches and tuning).
    pub fn set_options(&mut self, options: SearchOptions) {
        self.options = options;
    }

    #[must_use]
    pub fn options(&self) -> SearchOptions {
        self.options
    }

    /// Makes each search report the best `lines` root moves (at least 1) in [`Info::lines`],
    /// each searched with an exact score. 1 (the default) is the plain search; more costs time.
    pub fn set_multipv(&mut self, lines: usize) {
        self.multipv = lines.max(1);
    }

    #[must_use]
    pub fn multipv(&self) -> usize {
        self.multipv
    }

    /// Restricts each search to these root moves (UCI's `searchmoves`: several searches can
    /// share a position's moves between them); empty, or none of them legal, searches every
    /// legal move. The lines and the best move reported are then among these moves only.
    pub fn set_root_moves(&mut self, moves: &[Move]) {
        self.root_moves = moves.to_vec();
    }

    /// The root moves the searches are restricted to (empty: none).
    #[must_use]
    pub fn root_moves(&self) -> &[Move] {
        &self.root_moves
    }

    /// Forgets what was learnt (call between games).
    pub fn new_game(&mut self) {
        self.tt.clear();
        self.ordering.clear();
    }

    /// Searches `pos` within `limits`, calling `on_info` after each iteration; with
    /// `margin > 0` picks by `seed` among the moves within `margin` of the best.
    pub fn run(
        &mut self,
        pos: &Position,
        limits: Limits,
        margin: i32,
        seed: u64,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.tt.new_search();
        self.ordering.age();
        let time = TimeControl::new(clock, &limits);
        let max_depth = limits.depth.unwrap_or(MAX_DEPTH).min(MAX_DEPTH);
        let mut searcher = Searcher::new(
            pos.clone(),
            &self.tt,
            &mut self.ordering,
            &mut self.eval_cache,
            self.weights,
            self.options,
            time,
        );
        let root: Vec<Move> = self.root_moves.iter().copied().filter(|&m| pos.is_legal(m)).collect();
        let mut result = if self.multipv > 1 || !root.is_empty() {
            searcher.iterate_lines(max_depth, self.multipv, &root, on_info)
        } else {
            searcher.iterate(max_depth, on_info)
        };
        if margin > 0 && result.info.depth > 0 {
            if let (Some(best), Score::Value(v)) = (result.best, result.info.score) {
                let pick = choice::choose(&mut searcher, pos, result.info.depth, best, v, margin, seed);
                if pick != best {
                    result.best = Some(pick);
                    result.info.pv = alloc::vec![pick];
                    result.info.lines = alloc::vec![Line { score: result.info.score, pv: result.info.pv.clone() }];
                }
            }
        }
        result
    }
}
