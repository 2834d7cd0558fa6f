//! One solve from scratch: the two searches (a win for the side to move, a win for its
//! opponent) in turns, by df-pn with every proof checked, or best-first.

use alloc::vec::Vec;

use super::dfpn::Dfpn;
use super::proof::{self, Check, Proof};
use super::tree::{PnTree, RunEnd};
use super::{Solution, Verdict, DEFAULT_MAX_NODES};
use crate::budget::{Clock, Limits};
use crate::Position;

/// A proof kept for later positions of the game.
#[derive(Debug)]
pub(super) enum Kept {
    Tree(PnTree),
    Proof(Proof),
}

/// One df-pn solve from scratch (`pos` open): the two searches in turns, each proof checked;
/// the checked proof, if any, to keep.
pub(super) fn solve_dfpn(pos: &Position, limits: &Limits, clock: &dyn Clock, trust: bool) -> (Solution, Option<Kept>) {
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
pub(super) fn solve_fresh(pos: &Position, limits: &Limits, clock: &dyn Clock, table: bool) -> (Solution, Option<Kept>) {
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
