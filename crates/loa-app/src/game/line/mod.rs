//! A game in progress: the start, the line of moves (with those taken back, for redo), the game
//! as it stands, the position being looked at, who plays each side, whose turn it is and whether
//! the computer must move. The game page and `<loa-board>` both keep their game in one.
//!
//! The game also carries what it is played on and how it ended beyond its position: its clock,
//! a draw offered, a resignation, a flag or a draw agreed (`ends.rs`), so they are saved with it
//! and put aside with it while the analysis board shows a copy. The [`Session`] moves the clock
//! and declares the ends; the line only keeps them in step with its moves.
//!
//! [`Session`]: crate::session::Session
//!
//! Stepping costs one move played or taken back, never a replay from the start: the game as it
//! stands and the position looked at are each kept up to date move by move.

use loa_core::move_tree::{MoveTree, NodeId};
use loa_core::{Color, Move, Outcome, PlayError, Position};

use super::players::Players;

mod branches;
mod browsing;
mod ends;
#[cfg(test)]
mod tests;
mod turns;

pub use ends::Terms;

/// A game in progress.
///
/// Two cursors: the **game** (`ply`: the moves played; undo and redo move it, and the moves after
/// it wait to be replayed) and the **view** (`view` ≤ `ply`: the position on the board while the
/// user browses earlier moves). A move is played at the game's end; one that differs from the
/// next move taken back ends the redo line, or, with variations kept
/// ([`GameLine::set_variations`]: the analysis board) or already in the tree (a record with
/// variations), starts a variation beside it.
///
/// The moves live in a [`MoveTree`]; the **line** is one path through it (the one redo follows,
/// the main line unless another is chosen with [`GameLine::select`]).
#[derive(Debug, Clone)]
pub struct GameLine {
    start: Position,
    /// Every move, with the variations.
    tree: MoveTree,
    /// Whether a new move beside the line keeps the old one as a variation.
    variations: bool,
    /// The tree's nodes along the line: `nodes[i]` is reached by `line[..=i]`.
    nodes: Vec<NodeId>,
    /// Every move of the line, including those taken back (redo goes forward along them).
    line: Vec<Move>,
    /// The position after `line[..ply]`: the game as it stands.
    pos: Position,
    /// The ply shown (≤ the game's ply).
    view: usize,
    /// The position after `line[..view]` while browsing (`None`: the game as it stands).
    shown: Option<Position>,
    /// Who plays each side, and the computer's level.
    pub players: Players,
    /// The clock, a draw offered, an end the position does not show (`ends.rs`).
    terms: Terms,
}

impl GameLine {
    /// A game from `start` (whose history, if any, is dropped).
    #[must_use]
    pub fn new(start: Position, players: Players) -> GameLine {
        let start = start.game_start();
        GameLine {
            pos: start.clone(),
            tree: MoveTree::new(start.clone()),
            variations: false,
            nodes: Vec::new(),
            start,
            line: Vec::new(),
            view: 0,
            shown: None,
            players,
            terms: Terms::default(),
        }
    }

    /// A game from a position that carries the moves played (an imported record).
    #[must_use]
    pub fn from_played(pos: Position, players: Players) -> GameLine {
        GameLine::from_tree(MoveTree::from_played(&pos), players)
    }

    /// A game with variations (an imported record), at the end of its main line.
    #[must_use]
    pub fn from_tree(tree: MoveTree, players: Players) -> GameLine {
        let nodes = tree.continuation(MoveTree::ROOT);
        let line: Vec<Move> = nodes.iter().filter_map(|&n| tree.move_at(n)).collect();
        let pos = tree.position(nodes.last().copied().unwrap_or(MoveTree::ROOT));
        let start = tree.start().clone();
        GameLine {
            view: line.len(),
            start,
            tree,
            variations: false,
            nodes,
            line,
            pos,
            shown: None,
            players,
            terms: Terms::default(),
        }
    }

    /// A game with variations whose line runs from the start to `end`, `ply` moves of it played
    /// (a saved game); `None` when `end` is not in the tree or `ply` is past it.
    #[must_use]
    pub fn from_tree_at(tree: MoveTree, end: NodeId, ply: usize, players: Players) -> Option<GameLine> {
        tree.node(end.index())?;
        let nodes = tree.path(end);
        if ply > nodes.len() {
            return None;
        }
        let line: Vec<Move> = nodes.iter().filter_map(|&n| tree.move_at(n)).collect();
        let pos = tree.position(ply.checked_sub(1).map_or(MoveTree::ROOT, |i| nodes[i]));
        let start = tree.start().clone();
        Some(GameLine {
            view: ply,
            start,
            tree,
            variations: false,
            nodes,
            line,
            pos,
            shown: None,
            players,
            terms: Terms::default(),
        })
    }

    /// Whether `other` starts where this game does (same position, variant and rules).
    #[must_use]
    pub fn same_start(&self, other: &GameLine) -> bool {
        let (a, b) = (&self.start, &other.start);
        a.to_string() == b.to_string() && a.rules() == b.rules() && a.variant() == b.variant()
    }

    /// A game from `start` with `moves` played, each legal in turn, then `ply` of them kept (the
    /// others wait to be replayed).
    ///
    /// # Errors
    /// The index of the first illegal move and why; or `Err((moves.len(), None))` when `ply` is
    /// past the moves.
    pub fn with_line(
        start: Position,
        moves: &[Move],
        ply: usize,
        players: Players,
    ) -> Result<GameLine, (usize, Option<PlayError>)> {
        let mut game = GameLine::new(start, players);
        for (i, &m) in moves.iter().enumerate() {
            game.play(m).map_err(|e| (i, Some(e)))?;
        }
        if ply > moves.len() {
            return Err((moves.len(), None));
        }
        while game.ply() > ply {
            game.undo_one();
        }
        Ok(game)
    }

    /// The game as it stands.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.pos
    }

    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// Moves played (the game's cursor).
    #[must_use]
    pub fn ply(&self) -> usize {
        self.pos.ply() - self.start.ply()
    }

    /// The moves played, in order.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.line[..self.ply()]
    }

    /// The whole line: the moves played, then those taken back.
    #[must_use]
    pub fn line(&self) -> &[Move] {
        &self.line
    }

    /// Every move, with the variations.
    #[must_use]
    pub fn tree(&self) -> &MoveTree {
        &self.tree
    }

    /// The tree's nodes along the line (`line_nodes()[i]` is reached by `line()[..=i]`).
    #[must_use]
    pub fn line_nodes(&self) -> &[NodeId] {
        &self.nodes
    }

    /// The node of the game as it stands (the root before any move).
    #[must_use]
    pub fn node(&self) -> NodeId {
        self.node_at(self.ply())
    }

    /// The node after `ply` moves of the line (clamped to it).
    #[must_use]
    pub fn node_at(&self, ply: usize) -> NodeId {
        ply.checked_sub(1).and_then(|i| self.nodes.get(i).or(self.nodes.last())).copied().unwrap_or(MoveTree::ROOT)
    }

    /// Whose turn it is in the game as it stands.
    #[must_use]
    pub fn turn(&self) -> Color {
        self.pos.turn()
    }

    /// How the game ended, if it has.
    #[must_use]
    pub fn outcome(&self) -> Option<Outcome> {
        self.pos.outcome()
    }
}

// Not inlined: one copy of each for the game and the view (the wasm stays small).
#[inline(never)]
fn undo(pos: &mut Position) -> Option<Move> {
    pos.undo()
}

#[inline(never)]
fn replay(pos: &mut Position, m: Move) {
    // A move of the line: legal in its turn.
    let _ = pos.play(m);
}
