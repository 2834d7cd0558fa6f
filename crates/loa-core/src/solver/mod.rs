//! A proof-number solver: proves that the side to move wins or loses by force, or says it
//! could not within a node or time limit.
//!
//! Two proof-number searches (Allis; Winands applied them to Lines of Action) run in turns
//! with growing shares: one tries to prove that the side to move wins, the other that its
//! opponent does. A draw is a win for neither. Two methods ([`Method`]):
//!
//! - **df-pn** (the default; `dfpn`): depth-first proof-number search with a transposition
//!   table of open and solved positions (keyed by Zobrist hash, and by ply under a move limit;
//!   replacement by work done; the 1+ε thresholds of Pawlewicz and Lew), so transpositions share
//!   all the work done on them. A table forgets the path, and repetition depends on it (the
//!   graph-history interaction), so the choice here is: the search counts a position that
//!   occurred before on its path as a failure for the prover and keeps no disproof resting on
//!   that in the table; and every proof is **checked before it is reported** (`proof`): walked
//!   from the root on a real [`Position`] with its history, the prover's move from the table
//!   and every defender's reply, each position judged by the rules exactly as in the game
//!   (simultaneous connection, the move limit, no moves), a repeated position failing. A proof
//!   that does not hold is never reported: the best-first search takes over with what is
//!   left of the limits ([`Solution::rejected`] counts these).
//! - **best-first** (`tree`): a tree of game paths played on a real [`Position`], so the rules
//!   judge every line exactly; it shares only solved transpositions whose result holds under
//!   the new history. Kept for comparisons (`loa solve --best-first`) and as the fallback.
//!
//! New positions start from mobility and the evaluation, and a one-move look-ahead that spots
//! connections at once.
//!
//! ```
//! use loa_core::budget::{Clock, Limits};
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

mod bound;
mod dfpn;
mod estimate;
pub mod pn2;
mod proof;
mod shortest;
mod table;
mod tree;

use alloc::vec::Vec;
use core::fmt;

use crate::budget::{Clock, Limits};
use crate::{Move, Position};

use dfpn::Dfpn;
pub use pn2::{Pn2, Pn2Settings, Pn2Stats};
use proof::{Check, Proof};
use tree::{PnTree, RunEnd};

/// The most nodes a solve looks at when no node limit is given.
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
    /// The length of the proof's main line to the end of the game (0 when unknown): the plies
    /// until the winner connects, against the longest defence.
    pub plies: u32,
    /// `plies` is the shortest forced win (for a loss, the opponent's): a search for a win in
    /// fewer plies was disproven. When false, the game ends within `plies` *at most*: the
    /// limits ran out before a shorter win was found or ruled out.
    pub shortest: bool,
    /// The main line: the winner takes the fastest win the proof holds, the loser the slowest.
    pub pv: Vec<Move>,
    /// Positions looked at (both searches, and the check of a df-pn proof).
    pub nodes: u64,
    /// Of those, positions answered from the table (df-pn: any entry; best-first: a solved
    /// transposition).
    pub shared: u64,
    pub time_ms: u64,
    /// Both searches were disproven: neither side can force a win (the position is drawn, or
    /// a win needs a position to repeat, which the solver does not count on).
    pub neither_wins: bool,
    /// df-pn proofs that did not hold when checked along real paths (then the best-first
    /// search took over with what was left of the limits).
    pub rejected: u32,
}

/// The search a [`Solver`] runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Depth-first proof-number search with a table of open and solved positions; every proof
    /// is checked along real paths before it is reported (see the `dfpn` and `proof` modules).
    Dfpn,
    /// Best-first proof-number search over game paths (sound by construction; `table`: share
    /// solved transpositions, see the `tree` module).
    BestFirst { table: bool },
}

/// Proves `pos` a win or a loss for the side to move within `limits` (`nodes`: positions over
/// both searches, [`DEFAULT_MAX_NODES`] if not given; `time_ms`; `depth` is not used), with
/// time and stop requests from `clock`.
#[must_use]
pub fn solve(pos: &Position, limits: &Limits, clock: &dyn Clock) -> Solution {
    Solver::new().solve(pos, limits, clock)
}

/// A proof kept for later positions of the game.
#[derive(Debug)]
enum Kept {
    Tree(PnTree),
    Proof(Proof),
}

/// A solver that keeps its last proof: once a game has been proven, every later position of
/// that game the proof covers is answered from it at once, so the proven line is followed to
/// the end whatever the opponent replies.
#[derive(Debug)]
pub struct Solver {
    kept: Option<Kept>,
    method: Method,
    trust_repetitions: bool,
    shorter: bool,
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new()
    }
}

impl Solver {
    /// The df-pn solver ([`Method::Dfpn`]).
    #[must_use]
    pub fn new() -> Solver {
        Solver::with_method(Method::Dfpn)
    }

    /// A solver running `method`.
    #[must_use]
    pub fn with_method(method: Method) -> Solver {
        Solver { kept: None, method, trust_repetitions: false, shorter: true }
    }

    /// The best-first solver that searches every transposition again (for comparisons).
    #[must_use]
    pub fn without_table() -> Solver {
        Solver::with_method(Method::BestFirst { table: false })
    }

    /// For tests of the proof check only: a df-pn solver whose search counts a repeated
    /// position as a win for the prover, which is wrong. Its table then holds proofs that do
    /// not hold; the check must refuse every one of them.
    #[must_use]
    pub fn trusting_repetitions_for_tests() -> Solver {
        Solver { kept: None, method: Method::Dfpn, trust_repetitions: true, shorter: true }
    }

    /// With `on` (the default), a proof is followed by searches for a shorter win, each bounded
    /// to fewer plies than the shortest proof so far, until one is disproven (the distance is
    /// then the shortest, [`Solution::shortest`]) or the limits run out (it is then an upper
    /// bound). With `off`, the first proof's distance is reported as an upper bound.
    #[must_use]
    pub fn shorter(mut self, on: bool) -> Solver {
        self.shorter = on;
        self
    }

    /// Forgets the kept proof.
    pub fn clear(&mut self) {
        self.kept = None;
    }

    /// [`solve`], answered from the kept proof when it covers `pos` (reached from the proof's
    /// root by the moves of `pos`'s history); a new proof replaces the kept one.
    #[must_use]
    pub fn solve(&mut self, pos: &Position, limits: &Limits, clock: &dyn Clock) -> Solution {
        let start = clock.now_ms();
        let kept = if pos.outcome().is_none() { self.answer_from_proof(pos) } else { None };
        let mut s = match kept {
            Some(s) => s,
            None => {
                if let Some(s) = game_over(pos) {
                    return s;
                }
                let (s, proof) = match self.method {
                    Method::Dfpn => solve_dfpn(pos, limits, clock, self.trust_repetitions),
                    Method::BestFirst { table } => solve_fresh(pos, limits, clock, table),
                };
                if proof.is_some() {
                    self.kept = proof;
                }
                s
            }
        };
        if self.shorter && s.verdict != Verdict::Unknown && !s.shortest {
            let attacker = if s.verdict == Verdict::Win { pos.turn() } else { !pos.turn() };
            let cap = limits.nodes.unwrap_or(DEFAULT_MAX_NODES).max(1);
            let time_left = limits.time_ms.map(|t| t as f64 - (clock.now_ms() - start).max(0.0));
            let found = shortest::shorten(pos, attacker, s.plies, cap.saturating_sub(s.nodes), time_left, clock);
            if let Some(p) = found.proof {
                (s.plies, s.pv) = p.line();
                self.kept = Some(Kept::Proof(p));
            }
            s.shortest = found.shortest;
            s.nodes += found.nodes;
            s.time_ms = (clock.now_ms() - start).max(0.0) as u64;
        }
        s
    }

    fn answer_from_proof(&self, pos: &Position) -> Option<Solution> {
        let kept = self.kept.as_ref()?;
        let (root, attacker) = match kept {
            Kept::Tree(t) => (t.root_position(), t.attacker()),
            Kept::Proof(p) => (p.root_position(), p.attacker()),
        };
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
        let (plies, pv) = match kept {
            Kept::Tree(tree) => {
                let node = tree.follow(pos.moves_played().skip(root_ply))?;
                if !tree.node_proven(node) {
                    return None;
                }
                tree.proof_line_from(node, pos.clone())
            }
            Kept::Proof(proof) => proof.line_from(proof.follow(pos.moves_played().skip(root_ply))?),
        };
        let verdict = if pos.turn() == attacker { Verdict::Win } else { Verdict::Loss };
        let shortest = plies <= 1;
        Some(Solution {
            verdict,
            plies,
            pv,
            shortest,
            nodes: 0,
            shared: 0,
            time_ms: 0,
            neither_wins: false,
            rejected: 0,
        })
    }
}

/// The answer for a position whose game is over.
fn game_over(pos: &Position) -> Option<Solution> {
    let o = pos.outcome()?;
    let verdict = match o.winner() {
        Some(c) if c == pos.turn() => Verdict::Win,
        Some(_) => Verdict::Loss,
        None => Verdict::Unknown,
    };
    Some(Solution {
        verdict,
        plies: 0,
        pv: Vec::new(),
        shortest: o.winner().is_some(),
        nodes: 0,
        shared: 0,
        time_ms: 0,
        neither_wins: o.winner().is_none(),
        rejected: 0,
    })
}

/// One df-pn solve from scratch (`pos` open): the two searches in turns, each proof checked;
/// the checked proof, if any, to keep.
fn solve_dfpn(pos: &Position, limits: &Limits, clock: &dyn Clock, trust: bool) -> (Solution, Option<Kept>) {
    let start = clock.now_ms();
    let elapsed = || (clock.now_ms() - start).max(0.0) as u64;
    let cap = limits.nodes.unwrap_or(DEFAULT_MAX_NODES).max(1);
    let entries = usize::try_from(cap / 2).unwrap_or(usize::MAX);
    let us = pos.turn();
    let mut searches = [Dfpn::new(pos, us, entries, trust), Dfpn::new(pos, !us, entries, trust)];
    let mut checked = 0u64;
    let mut rejected = 0u32;
    let mut slice = 1_024u64;
    let mut out_of_budget = false;
    let unknown = |searches: &[Dfpn; 2], checked: u64, rejected: u32, neither_wins: bool| Solution {
        verdict: Verdict::Unknown,
        plies: 0,
        pv: Vec::new(),
        shortest: false,
        nodes: searches[0].nodes + searches[1].nodes + checked,
        shared: searches[0].hits + searches[1].hits,
        time_ms: elapsed(),
        neither_wins,
        rejected,
    };
    loop {
        // Each turn goes to the search closer to a proof (the smaller root proof number), so
        // the side that is winning gets most of the effort; the other is never starved.
        let order = if searches[1].root_pn() < searches[0].root_pn() { [1, 0] } else { [0, 1] };
        for (turn, &i) in order.iter().enumerate() {
            if searches[i].solved() || out_of_budget {
                continue;
            }
            let others = searches[1 - i].nodes + checked;
            let mut stop = |n: u64| {
                n + others >= cap
                    || clock.stop_requested()
                    || limits.time_ms.is_some_and(|t| clock.now_ms() - start >= t as f64)
            };
            let share = if turn == 0 { slice } else { slice / 4 };
            searches[i].run(share, &mut stop);
            let proven = searches[i].proven();
            if !proven && !searches[i].solved() && stop(searches[i].nodes) {
                out_of_budget = true;
            }
            if !proven {
                continue;
            }
            let total = searches[0].nodes + searches[1].nodes + checked;
            let mut used = 0;
            let check = proof::check(&searches[i], cap.saturating_sub(total).max(1_000), &mut used);
            checked += used;
            match check {
                Check::Proven(p) => {
                    let mut s = unknown(&searches, checked, rejected, false);
                    let (plies, pv) = p.line();
                    s.verdict = if i == 0 { Verdict::Win } else { Verdict::Loss };
                    s.plies = plies;
                    s.pv = pv;
                    s.shortest = plies <= 1;
                    return (s, Some(Kept::Proof(p)));
                }
                Check::OutOfBudget => out_of_budget = true,
                Check::Refuted => {
                    // The table's proof does not hold on this history: the best-first search,
                    // sound by construction, gets what is left.
                    rejected += 1;
                    let spent = searches[0].nodes + searches[1].nodes + checked;
                    let rest = Limits {
                        depth: None,
                        nodes: Some(cap.saturating_sub(spent).max(1)),
                        time_ms: limits.time_ms.map(|t| t.saturating_sub(elapsed()).max(1)),
                        soft_ms: None,
                    };
                    let (mut s, tree) = solve_fresh(pos, &rest, clock, true);
                    s.nodes += spent;
                    s.rejected = rejected;
                    s.time_ms = elapsed();
                    return (s, tree);
                }
            }
        }
        if searches[0].disproven() && searches[1].disproven() {
            let neither_wins = !(searches[0].capped || searches[1].capped);
            return (unknown(&searches, checked, rejected, neither_wins), None);
        }
        if out_of_budget {
            return (unknown(&searches, checked, rejected, false), None);
        }
        slice = (slice * 3 / 2).min(1 << 20);
    }
}

/// One best-first solve from scratch (`pos` open); the proven tree, if any, to keep.
fn solve_fresh(pos: &Position, limits: &Limits, clock: &dyn Clock, table: bool) -> (Solution, Option<Kept>) {
    let start = clock.now_ms();
    let elapsed = || (clock.now_ms() - start).max(0.0) as u64;
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
                let s = Solution {
                    verdict,
                    plies,
                    pv,
                    shortest: plies <= 1,
                    nodes,
                    shared,
                    time_ms: elapsed(),
                    neither_wins: false,
                    rejected: 0,
                };
                let [win, loss] = trees;
                return (s, Some(Kept::Tree(if i == 0 { win } else { loss })));
            }
        }
        if out_of_budget || !(open(&trees[0]) || open(&trees[1])) {
            let neither_wins = trees[0].disproven() && trees[1].disproven();
            let s = Solution {
                verdict: Verdict::Unknown,
                plies: 0,
                pv: Vec::new(),
                shortest: false,
                nodes,
                shared,
                time_ms: elapsed(),
                neither_wins,
                rejected: 0,
            };
            return (s, None);
        }
        slice = (slice * 3 / 2).min(1 << 16);
    }
}
