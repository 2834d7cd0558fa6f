//! A proof-number solver: proves that the side to move wins or loses by force, or says it
//! could not within a node or time limit.
//!
//! Two proof-number searches (Allis; Winands applied them to Lines of Action) run in turns
//! with growing shares: one tries to prove that the side to move wins, the other that its
//! opponent does. A draw is a win for neither. Each search is a tree of game paths played on a
//! real [`Position`], so the rules in force (simultaneous connection, repetition, the move
//! limit, no moves) judge every line exactly; see `tree` for how repetitions are kept sound.
//! Leaves start from mobility and a one-move look-ahead that spots connections at once.
//!
//! ```
//! use loa_core::search::{Clock, Limits};
//! use loa_core::solver::{solve, Verdict};
//! use loa_core::{Position, Rules, Variant};
//!
//! struct NoClock;
//! impl Clock for NoClock {
//!     fn now_ms(&self) -> f64 { 0.0 }
//! }
//!
//! // Black joins its three pieces with a2-b2; with White to move, Black still does next.
//! let text = "7w/8/8/8/8/2b5/b7/b6w b";
//! let pos = Position::from_position_string(text, Variant::Standard, Rules::default()).unwrap();
//! let s = solve(&pos, &Limits { nodes: Some(10_000), ..Limits::default() }, &NoClock);
//! assert_eq!((s.verdict, s.plies), (Verdict::Win, 1));
//! assert_eq!(s.pv[0].to_string(), "a2-b2");
//!
//! let pos = Position::from_position_string("7w/8/8/8/8/2b5/b7/b6w w", Variant::Standard, Rules::default()).unwrap();
//! let s = solve(&pos, &Limits { nodes: Some(10_000), ..Limits::default() }, &NoClock);
//! assert_eq!((s.verdict, s.plies), (Verdict::Loss, 2));
//! ```

mod table;
mod tree;

use alloc::vec::Vec;
use core::fmt;

use crate::search::{Clock, Limits};
use crate::{Move, Position};

use tree::{PnTree, RunEnd};

/// The most tree nodes a solve keeps when no node limit is given (24 bytes each, and the table of solved ones).
pub const DEFAULT_MAX_NODES: u64 = 8_000_000;

/// What the solver proved about the side to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// It wins by force.
    Win,
    /// It loses by force.
    Loss,
    /// Not proven either way within the limits (this includes drawn positions).
    Unknown,
}

impl Verdict {
    /// `win`, `loss` or `unknown`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Verdict::Win => "win",
            Verdict::Loss => "loss",
            Verdict::Unknown => "unknown",
        }
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The answer of [`solve`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    pub verdict: Verdict,
    /// The length of the proof's main line to the end of the game (0 when unknown).
    pub plies: u32,
    /// The main line: the winner takes the fastest win the proof holds, the loser the slowest.
    pub pv: Vec<Move>,
    /// Tree nodes made (positions looked at).
    pub nodes: u64,
    /// Of those, leaves solved at once as transpositions of solved positions.
    pub shared: u64,
    pub time_ms: u64,
    /// Both searches were disproven: neither side can force a win (the position is drawn, or
    /// a win needs a position to repeat, which the solver does not count on).
    pub neither_wins: bool,
}

/// Proves `pos` a win or a loss for the side to move within `limits` (`nodes`: tree nodes over
/// both searches, [`DEFAULT_MAX_NODES`] if not given; `time_ms`; `depth` is not used), with
/// time and stop requests from `clock`.
#[must_use]
pub fn solve(pos: &Position, limits: &Limits, clock: &dyn Clock) -> Solution {
    Solver::new().solve(pos, limits, clock)
}

/// A solver that keeps its last proof: once a game has been proven, every later position of
/// that game the proof covers is answered from it at once, so the proven line is followed to
/// the end whatever the opponent replies.
#[derive(Debug)]
pub struct Solver {
    kept: Option<PnTree>,
    table: bool,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

impl Solver {
    /// A solver that shares solved transpositions (see the `tree` module's text for when a
    /// result holds under another history).
    #[must_use]
    pub fn new() -> Solver {
        Solver { kept: None, table: true }
    }

    /// A solver that searches every transposition again (for comparisons).
    #[must_use]
    pub fn without_table() -> Solver {
        Solver { kept: None, table: false }
    }

    /// Forgets the kept proof.
    pub fn clear(&mut self) {
        self.kept = None;
    }

    /// [`solve`], answered from the kept proof when it covers `pos` (reached from the proof's
    /// root by the moves of `pos`'s history); a new proof replaces the kept one.
    #[must_use]
    pub fn solve(&mut self, pos: &Position, limits: &Limits, clock: &dyn Clock) -> Solution {
        if pos.outcome().is_none() {
            if let Some(s) = self.answer_from_proof(pos) {
                return s;
            }
        }
        let (s, proof) = solve_fresh(pos, limits, clock, self.table);
        if proof.is_some() {
            self.kept = proof;
        }
        s
    }

    fn answer_from_proof(&self, pos: &Position) -> Option<Solution> {
        let tree = self.kept.as_ref()?;
        let root = tree.root_position();
        let root_ply = root.ply();
        if pos.ply() < root_ply {
            return None;
        }
        let mut back = pos.clone();
        for _ in root_ply..pos.ply() {
            back.undo();
        }
        if back != root {
            return None;
        }
        let node = tree.follow(pos.moves_played().skip(root_ply))?;
        if !tree.node_proven(node) {
            return None;
        }
        let (plies, pv) = tree.proof_line_from(node, pos.clone());
        let verdict = if pos.turn() == tree.attacker() { Verdict::Win } else { Verdict::Loss };
        Some(Solution { verdict, plies, pv, nodes: 0, shared: 0, time_ms: 0, neither_wins: false })
    }
}

/// One solve from scratch; the proven tree, if any, to keep.
fn solve_fresh(pos: &Position, limits: &Limits, clock: &dyn Clock, table: bool) -> (Solution, Option<PnTree>) {
    let start = clock.now_ms();
    let elapsed = || (clock.now_ms() - start).max(0.0) as u64;
    if let Some(o) = pos.outcome() {
        let verdict = match o.winner() {
            Some(c) if c == pos.turn() => Verdict::Win,
            Some(_) => Verdict::Loss,
            None => Verdict::Unknown,
        };
        let s = Solution {
            verdict,
            plies: 0,
            pv: Vec::new(),
            nodes: 0,
            shared: 0,
            time_ms: 0,
            neither_wins: o.winner().is_none(),
        };
        return (s, None);
    }
    let cap = limits.nodes.unwrap_or(DEFAULT_MAX_NODES).clamp(1, u64::from(u32::MAX / 2)) as usize;
    let us = pos.turn();
    let mut trees = [PnTree::new(pos, us, cap, table), PnTree::new(pos, !us, cap, table)];
    let mut slice = 64u64;
    let mut out_of_budget = false;
    loop {
        // Each turn goes to the search closer to a proof (the smaller root proof number), so
        // the side that is winning gets most of the effort; the other is never starved.
        let open = |t: &PnTree| !(t.solved() || t.full);
        let order = if trees[1].root_pn() < trees[0].root_pn() { [1, 0] } else { [0, 1] };
        for (turn, &i) in order.iter().enumerate() {
            let other = trees[1 - i].len();
            let tree = &mut trees[i];
            if !open(tree) || out_of_budget {
                continue;
            }
            let mut stop = |len: usize| {
                len + other >= cap
                    || clock.stop_requested()
                    || limits.time_ms.is_some_and(|t| clock.now_ms() - start >= t as f64)
            };
            let share = if turn == 0 { slice } else { slice / 4 };
            if tree.run(share, &mut stop) == RunEnd::Budget && stop(tree.len()) {
                out_of_budget = true;
            }
        }
        let nodes = (trees[0].len() + trees[1].len()) as u64;
        let shared = trees[0].links + trees[1].links;
        for (i, verdict) in [(0, Verdict::Win), (1, Verdict::Loss)] {
            if trees[i].proven() {
                let (plies, pv) = trees[i].proof_line();
                let s = Solution { verdict, plies, pv, nodes, shared, time_ms: elapsed(), neither_wins: false };
                let [win, loss] = trees;
                return (s, Some(if i == 0 { win } else { loss }));
            }
        }
        if out_of_budget || !(open(&trees[0]) || open(&trees[1])) {
            let neither_wins = trees[0].disproven() && trees[1].disproven();
            let s = Solution {
                verdict: Verdict::Unknown,
                plies: 0,
                pv: Vec::new(),
                nodes,
                shared,
                time_ms: elapsed(),
                neither_wins,
            };
            return (s, None);
        }
        slice = (slice * 3 / 2).min(1 << 16);
    }
}
