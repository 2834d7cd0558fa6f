//! The shortest forced win: df-pn proves *a* win, not the quickest, so after a proof of `n`
//! plies the solver searches again for a win in at most `n - 1` plies (df-pn that fails where
//! the win has not come by then, `Dfpn::win_by`), each proof checked along real paths like the
//! first; a shorter proof lowers the bound, until a bounded search is disproven: then no win
//! in fewer plies exists and `n` is the shortest. When the limits run out first, `n` is only an
//! upper bound.
//!
//! A win can come on either side's move (a capture can join the winner's pieces), so the bound
//! goes down one ply at a time, not two.

use super::dfpn::Dfpn;
use super::proof::{self, Check, Proof};
use crate::budget::Clock;
use crate::{Color, Position};

/// What [`shorten`] found.
#[derive(Debug)]
pub(crate) struct Shortened {
    /// The shortest checked proof found, if shorter than the first.
    pub proof: Option<Proof>,
    /// No win in fewer plies than the last proof's exists.
    pub shortest: bool,
    /// Positions looked at.
    pub nodes: u64,
}

/// Searches for a win of `attacker` from `pos` (open) shorter than `plies` (a proven win) with
/// at most `budget` positions and `time_ms` milliseconds from now.
pub(crate) fn shorten(
    pos: &Position,
    attacker: Color,
    mut plies: u32,
    budget: u64,
    time_ms: Option<f64>,
    clock: &dyn Clock,
) -> Shortened {
    let start = clock.now_ms();
    let mut out = Shortened { proof: None, shortest: false, nodes: 0 };
    loop {
        if plies <= 1 {
            out.shortest = true;
            return out;
        }
        if out.nodes >= budget || time_ms.is_some_and(|t| t <= 0.0) {
            return out;
        }
        let left = budget - out.nodes;
        let entries = usize::try_from(left / 2).unwrap_or(usize::MAX);
        let mut search = Dfpn::new(pos, attacker, entries, false).win_by(pos.ply() + plies as usize - 1);
        let spent = out.nodes;
        let mut stop = |n: u64| {
            spent + n >= budget || clock.stop_requested() || time_ms.is_some_and(|t| clock.now_ms() - start >= t)
        };
        search.run(left, &mut stop);
        out.nodes += search.nodes;
        if search.disproven() {
            // A bound cut by the recursion limit proves nothing.
            out.shortest = !search.capped;
            return out;
        }
        if !search.proven() {
            return out;
        }
        let mut used = 0;
        let check = proof::check(&search, budget.saturating_sub(out.nodes).max(1_000), &mut used);
        out.nodes += used;
        match check {
            Check::Proven(p) => {
                let shorter = p.line().0;
                debug_assert!(shorter < plies, "a bounded proof of {shorter} plies, bound {}", plies - 1);
                plies = shorter;
                out.proof = Some(p);
            }
            Check::Refuted | Check::OutOfBudget => return out,
        }
    }
}
