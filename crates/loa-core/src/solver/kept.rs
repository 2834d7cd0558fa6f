//! The [`Solver`]: a solve that keeps its proof, so later positions of the proven game are
//! answered from it, and that looks for a shorter win once one is proven.

use alloc::vec::Vec;

use super::fresh::{solve_dfpn, solve_fresh, Kept};
use super::{shortest, Method, Solution, Verdict, DEFAULT_MAX_NODES};
use crate::budget::{Clock, Limits};
use crate::Position;

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

    /// [`solve`](super::solve), answered from the kept proof when it covers `pos` (reached from the proof's
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
