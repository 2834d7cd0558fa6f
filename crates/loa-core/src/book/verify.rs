//! Checking a book: walk each proof from its root as the engine would play it — the book's
//! move wherever the winner is to move (it must have one, and it must be legal), every reply
//! of the loser — and prove every **leaf** (a position of the winner's the book has no move
//! for) with a fresh solver within a node budget. The lines must end in the winner's win and
//! never come back to a position they left, and every entry must be reached: a book that
//! passes is a closed proof with nothing stale in it.

use alloc::collections::BTreeSet;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::{moves_text, Book, BookError};
use crate::budget::{Clock, Limits};
use crate::solver::pn2::sorted_moves;
use crate::solver::{Solver, Verdict};
use crate::{Color, Position};

/// The longest line a proof may hold (it bounds the recursion).
const MAX_DEPTH: usize = 200;

/// What [`verify`] found in a book that holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Verified {
    pub roots: usize,
    /// The winner's positions (with their moves).
    pub positions: usize,
    /// Distinct leaves, each proven by the solver.
    pub leaves: usize,
    /// The solver's positions over all leaves, and the most one leaf took.
    pub solver_nodes: u64,
    pub most_nodes: u64,
}

/// Why a book does not hold.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VerifyError {
    /// Its bytes or its lines are wrong.
    Book(BookError),
    /// The solver did not prove this leaf (the moves from the root's setup) a win within the
    /// budget: the book is stale or wrong.
    Leaf { moves: String, verdict: Verdict, nodes: u64 },
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::Book(e) => e.fmt(f),
            VerifyError::Leaf { moves, verdict, nodes } => write!(
                f,
                "the leaf after \"{moves}\" is not proven a win within {nodes} positions (the solver says {verdict}); \
                 rebuild the book with loa book"
            ),
        }
    }
}

impl core::error::Error for VerifyError {}

impl From<BookError> for VerifyError {
    fn from(e: BookError) -> VerifyError {
        VerifyError::Book(e)
    }
}

struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

struct Walk<'a, 'b> {
    book: Book<'a>,
    winner: Color,
    limits: Limits,
    /// Entries reached, and those whose lines are being walked.
    reached: BTreeSet<usize>,
    walking: BTreeSet<usize>,
    leaves: BTreeSet<u64>,
    /// Prove the leaves (else only walk the lines).
    solve: bool,
    /// The winner's positions, with their moves, in the order reached.
    positions: Vec<(Position, crate::Move)>,
    found: Verified,
    progress: &'b mut dyn FnMut(usize),
    depth: usize,
}

/// Checks the book `data`, each leaf within `leaf_nodes` solver positions; `progress` hears
/// the number of leaves proven so far.
///
/// # Errors
/// The first thing found wrong.
pub fn verify(data: &[u8], leaf_nodes: u64, progress: &mut dyn FnMut(usize)) -> Result<Verified, VerifyError> {
    walk(data, Some(leaf_nodes), progress).map(|w| w.found)
}

/// The winner's positions of the book `data` with their moves, as its proofs reach them from
/// their roots (their histories are those lines).
///
/// # Errors
/// What is wrong with the book, short of proving its leaves.
pub fn positions(data: &[u8]) -> Result<Vec<(Position, crate::Move)>, VerifyError> {
    walk(data, None, &mut |_| {}).map(|w| w.positions)
}

fn walk<'a, 'b>(
    data: &'a [u8],
    leaf_nodes: Option<u64>,
    progress: &'b mut dyn FnMut(usize),
) -> Result<Walk<'a, 'b>, VerifyError> {
    let book = Book::new(data)?;
    let roots = book.roots()?;
    let mut w = Walk {
        book,
        winner: Color::Black,
        limits: Limits { nodes: leaf_nodes, ..Limits::default() },
        solve: leaf_nodes.is_some(),
        positions: Vec::new(),
        reached: BTreeSet::new(),
        walking: BTreeSet::new(),
        leaves: BTreeSet::new(),
        found: Verified { roots: roots.len(), ..Verified::default() },
        progress,
        depth: 0,
    };
    for (mut root, winner) in roots {
        w.winner = winner;
        if root.turn() == winner {
            w.winners(&mut root)?;
        } else {
            w.replies(&mut root)?;
        }
    }
    if w.reached.len() != book.len() {
        return Err(BookError::Unreached(book.len() - w.reached.len()).into());
    }
    w.found.positions = w.reached.len();
    w.found.leaves = w.leaves.len();
    Ok(w)
}

impl Walk<'_, '_> {
    fn fail(pos: &Position, e: fn(Vec<crate::Move>) -> BookError) -> VerifyError {
        e(pos.moves_played().collect()).into()
    }

    /// A position of the winner's that the book holds: its move, then the replies.
    fn winners(&mut self, pos: &mut Position) -> Result<(), VerifyError> {
        let (i, _) = self.book.lookup(pos).ok_or_else(|| Walk::fail(pos, BookError::Incomplete))?;
        let m = self.book.best(pos).ok_or_else(|| Walk::fail(pos, BookError::IllegalMove))?;
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Walk::fail(pos, BookError::TooDeep));
        }
        self.reached.insert(i);
        self.walking.insert(i);
        self.positions.push((pos.clone(), m));
        pos.play_unchecked(m);
        self.replies(pos)?;
        pos.undo();
        self.walking.remove(&i);
        self.depth -= 1;
        Ok(())
    }

    /// A position of the loser's: every reply ends in a win, the book or a proven leaf.
    fn replies(&mut self, pos: &mut Position) -> Result<(), VerifyError> {
        for r in sorted_moves(pos) {
            pos.play_unchecked(r);
            match pos.outcome() {
                Some(o) if o.winner() == Some(self.winner) => {}
                Some(_) => return Err(Walk::fail(pos, BookError::Lost)),
                None => match self.book.lookup(pos) {
                    Some((i, _)) if self.walking.contains(&i) => return Err(Walk::fail(pos, BookError::Cycle)),
                    Some((i, _)) if self.reached.contains(&i) => {}
                    Some(_) => self.winners(pos)?,
                    None => self.leaf(pos)?,
                },
            }
            pos.undo();
        }
        Ok(())
    }

    /// A leaf: the solver must prove it.
    fn leaf(&mut self, pos: &Position) -> Result<(), VerifyError> {
        if !self.leaves.insert(pos.hash()) || !self.solve {
            return Ok(());
        }
        let s = Solver::new().shorter(false).solve(pos, &self.limits, &NoClock);
        self.found.solver_nodes += s.nodes;
        self.found.most_nodes = self.found.most_nodes.max(s.nodes);
        if s.verdict != Verdict::Win {
            let moves = moves_text(&pos.moves_played().collect::<Vec<_>>());
            let nodes = self.limits.nodes.unwrap_or(0);
            return Err(VerifyError::Leaf { moves, verdict: s.verdict, nodes });
        }
        (self.progress)(self.leaves.len());
        Ok(())
    }
}
