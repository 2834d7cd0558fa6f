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
mod fresh;
mod kept;
pub mod pn2;
mod proof;
mod shortest;
mod table;
mod tree;

use alloc::vec::Vec;
use core::fmt;

use crate::budget::{Clock, Limits};
use crate::{Move, Position};

pub use kept::Solver;
pub use pn2::{Pn2, Pn2Settings, Pn2Stats};

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
