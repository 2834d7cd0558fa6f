//! The engine: the alpha-beta [`Search`] and the proof-number [`Solver`] combined, and the
//! playing levels built on them.
//!
//! A long search (or an unlimited one: analysis) first gives the solver a short run; a proof
//! ("connects by force in N") is reported as it is, otherwise alpha-beta searches with the
//! time that is left. `level` holds the playing levels: each one's limits and randomness.
//!
//! ```
//! use loa_core::budget::{Clock, Limits};
//! use loa_core::engine::Engine;
//! use loa_core::{Position, Variant};
//!
//! struct NoClock;
//! impl Clock for NoClock {
//!     fn now_ms(&self) -> f64 { 0.0 }
//! }
//!
//! let pos = Position::new(Variant::Standard);
//! let mut engine = Engine::new(1);
//! let limits = Limits { depth: Some(3), ..Limits::default() };
//! let result = engine.search(&pos, limits, &NoClock, &mut |info| assert!(info.depth <= 3));
//! assert!(pos.is_legal(result.best.unwrap()));
//! ```

mod level;

use crate::budget::{Clock, Limits};
use crate::eval::EvalWeights;
use crate::search::{Info, Line, Score, Search, SearchOptions, SearchResult};
use crate::solver::{Solution, Solver, Verdict};
use crate::{Position, Variant};

pub use level::{level_settings, LevelSettings, LEVELS, LEVEL_ELO};

/// A playing strength: the engine's levels run from 1 (beginner) to [`LEVEL_COUNT`].
pub const LEVEL_COUNT: u8 = 8;

/// Searches given at least this long (or no limit at all: analysis) first run the solver.
const SOLVER_MIN_TIME_MS: u64 = 1_000;
/// The solver gets this fraction (1/n) of a timed search's time.
const SOLVER_SHARE: u64 = 10;
/// The solver's time before an unlimited search (analysis) goes on with alpha-beta.
const SOLVER_UNLIMITED_MS: u64 = 2_000;
/// The most tree nodes one solver run keeps (about 20 bytes each).
const SOLVER_NODES: u64 = 1_000_000;
/// On 6×6 the solver gets half of a timed search, and more nodes: there positions are proven
/// from about ply 8 of a game, and ply 10–16 in 1–4 M nodes (1–2 s natively), while a
/// fixed-depth main line gives forced wins away (along the engine's own depth-8 line, Black to
/// move is proven to win at ply 12 and to lose at ply 14).
const SOLVER_SHARE_6X6: u64 = 2;
const SOLVER_NODES_6X6: u64 = 6_000_000;

/// The score of a proof, if the solver found one.
fn proven_score(s: &Solution) -> Option<Score> {
    match s.verdict {
        Verdict::Win => Some(Score::WinIn(s.plies)),
        Verdict::Loss => Some(Score::LossIn(s.plies)),
        Verdict::Unknown => None,
    }
}

/// The engine: the search with its tables, and the solver with the last proof of this game.
#[derive(Debug)]
pub struct Engine {
    search: Search,
    solver: Solver,
}

impl Engine {
    /// An engine with a transposition table of about `tt_mb` megabytes.
    #[must_use]
    pub fn new(tt_mb: usize) -> Engine {
        Engine { search: Search::new(tt_mb), solver: Solver::new() }
    }

    /// A helper for a Lazy SMP search: it searches with this engine's transposition table (see
    /// [`Search::helper`]) and never runs the solver, so it only adds to what the table knows.
    /// Threads are the caller's: run this engine's search and the helpers' at once on the same
    /// position, and take this engine's answer.
    #[must_use]
    pub fn helper(&self) -> Engine {
        let mut search = self.search.helper();
        search.set_options(SearchOptions { solver: false, ..search.options() });
        Engine { search, solver: Solver::new() }
    }

    /// Replaces the evaluation weights (for matches and tuning).
    pub fn set_weights(&mut self, weights: EvalWeights) {
        self.search.set_weights(weights);
    }

    #[must_use]
    pub fn weights(&self) -> EvalWeights {
        self.search.weights()
    }

    /// Switches search features (for matches and tuning).
    pub fn set_options(&mut self, options: SearchOptions) {
        self.search.set_options(options);
    }

    #[must_use]
    pub fn options(&self) -> SearchOptions {
        self.search.options()
    }

    /// Makes each search report the best `lines` root moves (at least 1) in [`Info::lines`],
    /// each searched with an exact score. 1 (the default) is the plain search; more costs time.
    pub fn set_multipv(&mut self, lines: usize) {
        self.search.set_multipv(lines);
    }

    #[must_use]
    pub fn multipv(&self) -> usize {
        self.search.multipv()
    }

    /// Restricts each search to these root moves (see [`Search::set_root_moves`]); empty: all.
    /// A restricted search never runs the solver, which would answer for the whole position.
    pub fn set_root_moves(&mut self, moves: &[crate::Move]) {
        self.search.set_root_moves(moves);
    }

    /// Forgets what was learnt (call between games).
    pub fn new_game(&mut self) {
        self.search.new_game();
        self.solver.clear();
    }

    /// Searches `pos` within `limits`, calling `on_info` after each iteration.
    pub fn search(
        &mut self,
        pos: &Position,
        limits: Limits,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.search_with_margin(pos, limits, 0, 0, clock, on_info)
    }

    /// Plays at `level` (1..=LEVEL_COUNT): that level's limits and randomness, with `seed`
    /// choosing among near-equal moves; in a position of the proven openings
    /// ([`crate::book`]), the book's winning move.
    pub fn play_level(
        &mut self,
        pos: &Position,
        level: u8,
        seed: u64,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        self.play_level_within(pos, level, seed, None, clock, on_info)
    }

    /// [`Engine::play_level`], with the thinking time capped at `max_time_ms` if given.
    pub fn play_level_within(
        &mut self,
        pos: &Position,
        level: u8,
        seed: u64,
        max_time_ms: Option<u64>,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let settings = level_settings(level);
        // The levels that play their best move play a proven opening's from the book; those that
        // choose among near-equal moves on purpose (to be beatable and varied) do not.
        if settings.margin == 0 {
            if let Some(r) = crate::book::answer(pos) {
                return r;
            }
        }
        let mut limits = settings.limits();
        if let Some(cap) = max_time_ms {
            limits.time_ms = Some(limits.time_ms.map_or(cap, |t| t.min(cap)));
        }
        self.search_with_margin(pos, limits, settings.margin, seed, clock, on_info)
    }

    /// The solver's share of a search of `pos` with `limits`: none for fixed depths or nodes,
    /// levels with randomness, multi-PV or restricted root moves; a tenth of a long search's time (half on 6×6); two
    /// seconds before an unlimited one.
    fn solver_budget(&self, pos: &Position, limits: &Limits, margin: i32) -> Option<Limits> {
        if !self.search.options().solver
            || margin > 0
            || self.search.multipv() > 1
            || !self.search.root_moves().is_empty()
            || limits.depth.is_some()
            || limits.nodes.is_some()
        {
            return None;
        }
        let (share, nodes) = if pos.variant() == Variant::SixBySix {
            (SOLVER_SHARE_6X6, SOLVER_NODES_6X6)
        } else {
            (SOLVER_SHARE, SOLVER_NODES)
        };
        let nodes = Some(nodes);
        // From a game clock, a share of the time aimed at (not of the most it may take).
        match limits.soft_ms.or(limits.time_ms) {
            None => Some(Limits { nodes, time_ms: Some(SOLVER_UNLIMITED_MS), ..Limits::default() }),
            Some(t) if t >= SOLVER_MIN_TIME_MS => Some(Limits { nodes, time_ms: Some(t / share), ..Limits::default() }),
            Some(_) => None,
        }
    }

    /// Searches with `limits`; with `margin > 0` picks by `seed` among the moves within
    /// `margin` of the best.
    pub fn search_with_margin(
        &mut self,
        pos: &Position,
        limits: Limits,
        margin: i32,
        seed: u64,
        clock: &dyn Clock,
        on_info: &mut dyn FnMut(&Info),
    ) -> SearchResult {
        let mut limits = limits;
        if let Some(budget) = self.solver_budget(pos, &limits, margin) {
            let start = clock.now_ms();
            let s = self.solver.solve(pos, &budget, clock);
            let used = (clock.now_ms() - start).max(0.0) as u64;
            if let (Some(&first), Some(score)) = (s.pv.first(), proven_score(&s)) {
                let info = Info {
                    depth: s.plies,
                    seldepth: s.plies,
                    score,
                    nodes: s.nodes,
                    time_ms: used,
                    pv: s.pv.clone(),
                    lines: alloc::vec![Line { score, pv: s.pv }],
                    proven: true,
                    shortest: s.shortest,
                };
                on_info(&info);
                return SearchResult { best: Some(first), info };
            }
            limits.time_ms = limits.time_ms.map(|t| t.saturating_sub(used).max(1));
            limits.soft_ms = limits.soft_ms.map(|t| t.saturating_sub(used).max(1));
        }
        self.search.run(pos, limits, margin, seed, clock, on_info)
    }
}
