//! The classifier the generator uses: which puzzle a position makes, if any, by the same
//! exact search as the verifier.

use alloc::vec::Vec;
use core::fmt;

use super::forced::Forced;
use super::PuzzleKind;
use crate::{Move, Position, Rules, Variant};

/// What the generator learns about a position: the puzzle it makes, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub kind: PuzzleKind,
    pub solution: Vec<Move>,
    /// Legal moves at the start (a difficulty measure).
    pub moves: usize,
    /// How many defender replies resist longest at the first defender turn (0 for one-move kinds).
    pub defences: usize,
}

/// The classifier: which puzzle `pos` makes, if any, by the same exact search (the answer then
/// passes [`Puzzle::verify`](super::Puzzle::verify)). Tries the win kinds first, then `defend`. A reused classifier
/// keeps its cache (valid for positions under the same rules).
pub struct Classifier {
    search: Forced,
}

impl fmt::Debug for Classifier {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Classifier").field("nodes", &self.search.nodes).finish_non_exhaustive()
    }
}

impl Classifier {
    #[must_use]
    pub fn new(rules: Rules) -> Classifier {
        let pos = Position::with_rules(Variant::Standard, rules);
        Classifier { search: Forced::new(&pos) }
    }

    /// Positions searched so far.
    #[must_use]
    pub fn nodes(&self) -> u64 {
        self.search.nodes
    }

    /// The puzzle `pos` makes (its history is ignored: puzzles start from the position string).
    #[must_use]
    pub fn classify(&mut self, pos: &Position) -> Option<Found> {
        let mut pos = Position::from_setup(pos.setup(), pos.variant(), pos.rules()).ok()?;
        if pos.rules() != self.search.rules() {
            self.search = Forced::new(&pos);
        }
        if pos.is_game_over() {
            return None;
        }
        let n = pos.legal_moves().len();
        let wins = self.search.winning_moves(&mut pos);
        match wins.len() {
            1 => return Some(Found { kind: PuzzleKind::Win1, solution: wins, moves: n, defences: 0 }),
            0 => {}
            _ => return None,
        }
        if !self.search.forces(&mut pos, 2) {
            if let Some(found) = self.win_line(&mut pos, 3).or_else(|| self.win_line(&mut pos, 5)) {
                return Some(Found { moves: n, ..found });
            }
        }
        self.defence(&mut pos).map(|m| Found {
            kind: PuzzleKind::Defend,
            solution: alloc::vec![m],
            moves: n,
            defences: 0,
        })
    }

    /// A `left`-ply forced connection with a unique answer at every solver turn, no faster one,
    /// and longest-resisting replies; the faster distances are known to fail.
    fn win_line(&mut self, pos: &mut Position, left: u32) -> Option<Found> {
        if left == 5 && self.search.forces(pos, 4) {
            return None;
        }
        let mut line = Vec::new();
        let defences = self.extend(pos, left, &mut line)?;
        let kind = if left == 3 { PuzzleKind::Win3 } else { PuzzleKind::Win5 };
        Some(Found { kind, solution: line, moves: 0, defences })
    }

    /// Continues `line` from a solver turn with `left` plies to go, where no connection is
    /// forced in fewer; returns the number of longest defences at this turn's reply.
    fn extend(&mut self, pos: &mut Position, left: u32, line: &mut Vec<Move>) -> Option<usize> {
        let mut only = None;
        for m in pos.legal_moves() {
            if self.search.move_forces(pos, m, left) {
                if only.is_some() {
                    return None;
                }
                only = Some(m);
            }
        }
        let m = only?;
        line.push(m);
        if left == 1 {
            return Some(0);
        }
        pos.play_unchecked(m);
        // The replies that resist longest: after them the solver needs all `left - 2` plies.
        let mut longest = Vec::new();
        for d in pos.legal_moves() {
            if !self.search.reply_loses(pos, d, left - 2) {
                longest.push(d);
            }
        }
        let defences = longest.len();
        for &d in &longest {
            pos.play_unchecked(d);
            let mut rest = Vec::new();
            let ok = !pos.is_game_over() && self.extend(pos, left - 2, &mut rest).is_some();
            pos.undo();
            if ok {
                line.push(d);
                line.extend(rest);
                pos.undo();
                return Some(defences);
            }
        }
        pos.undo();
        None
    }

    /// The only move after which the opponent cannot connect at once, if there is exactly one
    /// (and two legal moves or more, and no win at once: the caller checked that).
    fn defence(&mut self, pos: &mut Position) -> Option<Move> {
        let moves = pos.legal_moves();
        if moves.len() < 2 {
            return None;
        }
        let mut only = None;
        for m in moves {
            if !self.search.reply_loses(pos, m, 2) {
                if only.is_some() {
                    return None;
                }
                only = Some(m);
            }
        }
        only
    }
}
