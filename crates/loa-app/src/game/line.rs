//! A game in progress: the start, the line of moves (with those taken back, for redo), the game
//! as it stands, the position being looked at, who plays each side, whose turn it is and whether
//! the computer must move. The game page and `<loa-board>` both keep their game in one.
//!
//! Stepping costs one move played or taken back, never a replay from the start: the game as it
//! stands and the position looked at are each kept up to date move by move.

use loa_core::move_tree::{MoveTree, NodeId};
use loa_core::{Color, Move, Outcome, PlayError, Position};

use super::players::{Player, Players};
use super::reversed;

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
        GameLine { view: line.len(), start, tree, variations: false, nodes, line, pos, shown: None, players }
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
        Some(GameLine { view: ply, start, tree, variations: false, nodes, line, pos, shown: None, players })
    }

    /// Adds every move of `other` (a tree from the same start) that this game's tree lacks, after
    /// the moves already there; the line, the cursors and the numbers of the nodes already there
    /// do not change.
    pub fn graft(&mut self, other: &MoveTree) {
        let mut mapped = vec![MoveTree::ROOT; other.len() + 1];
        for node in other.preorder() {
            let (Some(parent), Some(m)) = (other.parent(node), other.move_at(node)) else { continue };
            let parent = mapped[parent.index()];
            mapped[node.index()] = self.tree.push(parent, m);
        }
    }

    /// Whether `other` starts where this game does (same position, variant and rules).
    #[must_use]
    pub fn same_start(&self, other: &GameLine) -> bool {
        let (a, b) = (&self.start, &other.start);
        a.to_string() == b.to_string() && a.rules() == b.rules() && a.variant() == b.variant()
    }

    /// The node reached by `moves` from the start, if the tree has it.
    #[must_use]
    pub fn find(&self, moves: &[Move]) -> Option<NodeId> {
        moves.iter().try_fold(MoveTree::ROOT, |node, &m| self.tree.child(node, m))
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

    /// Whether a move beside the line starts a variation (else it ends the redo line).
    #[must_use]
    pub fn variations(&self) -> bool {
        self.variations
    }

    /// Keeps variations (the analysis board) or not (a game in progress).
    pub fn set_variations(&mut self, keep: bool) {
        self.variations = keep;
    }

    /// Makes the line run through `node` (then along its first continuations) and moves the game
    /// there, by undo and redo; returns whether anything changed. A node not in the tree does
    /// nothing.
    pub fn select(&mut self, node: NodeId) -> bool {
        if self.tree.node(node.index()).is_none() {
            return false;
        }
        let depth = self.tree.depth(node);
        if self.nodes.get(depth.wrapping_sub(1)) == Some(&node) || node == MoveTree::ROOT {
            return self.go_to(depth);
        }
        let mut nodes = self.tree.path(node);
        nodes.extend(self.tree.continuation(node));
        let shared = self.nodes.iter().zip(&nodes).take_while(|(a, b)| a == b).count();
        while self.ply() > shared && self.undo_one().is_some() {}
        self.line = nodes.iter().filter_map(|&n| self.tree.move_at(n)).collect();
        self.nodes = nodes;
        self.go_to(depth);
        true
    }

    /// Makes `node`'s line the tree's main line.
    pub fn promote(&mut self, node: NodeId) {
        self.tree.promote(node);
    }

    /// Deletes `node` and the moves after it (not the root). When it is on the line, the game
    /// goes back to the move before it and the line continues along what is left there.
    pub fn delete(&mut self, node: NodeId) {
        if node == MoveTree::ROOT || self.tree.node(node.index()).is_none() {
            return;
        }
        if let Some(i) = self.nodes.iter().position(|&n| n == node) {
            self.go_to(i);
            self.line.truncate(i);
        }
        self.tree.delete(node);
        self.relink();
        let end = self.node_at(self.line.len());
        let more = self.tree.continuation(end);
        self.line.extend(more.iter().filter_map(|&n| self.tree.move_at(n)));
        self.nodes.extend(more);
    }

    /// Finds the line's nodes again after the tree was renumbered.
    fn relink(&mut self) {
        let mut node = MoveTree::ROOT;
        self.nodes.clear();
        for (i, &m) in self.line.iter().enumerate() {
            match self.tree.child(node, m) {
                Some(child) => {
                    self.nodes.push(child);
                    node = child;
                }
                None => {
                    self.line.truncate(i);
                    break;
                }
            }
        }
    }

    /// Puts `m`, just played as move `ply` of the game, into the line and the tree: nothing
    /// changes when it is the line's next move; otherwise the old continuation is kept as a
    /// variation (with variations on) or deleted (`keep` false), and the line follows `m`.
    fn enter(&mut self, ply: usize, m: Move, keep: bool) {
        if self.line.get(ply - 1) == Some(&m) && keep {
            return;
        }
        let parent = self.node_at(ply - 1);
        if !keep {
            if let Some(&old) = self.nodes.get(ply - 1) {
                self.line.truncate(ply - 1);
                self.tree.delete(old);
                self.relink();
            }
        }
        let parent = if keep { parent } else { self.node_at(ply - 1) };
        let node = self.tree.push(parent, m);
        self.line.truncate(ply - 1);
        self.nodes.truncate(ply - 1);
        self.line.push(m);
        self.nodes.push(node);
        let more = self.tree.continuation(node);
        self.line.extend(more.iter().filter_map(|&n| self.tree.move_at(n)));
        self.nodes.extend(more);
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

    /// The ply shown on the board.
    #[must_use]
    pub fn view(&self) -> usize {
        self.view
    }

    #[must_use]
    pub fn is_browsing(&self) -> bool {
        self.view < self.ply()
    }

    /// The position shown on the board (the game as it stands unless browsing).
    #[must_use]
    pub fn shown(&self) -> &Position {
        self.shown.as_ref().unwrap_or(&self.pos)
    }

    /// Shows the position after `ply` moves (clamped to the moves played); returns whether the
    /// view changed. Costs one move per step from the view before.
    pub fn set_view(&mut self, ply: usize) -> bool {
        let ply = ply.min(self.ply());
        if ply == self.view {
            return false;
        }
        if ply == self.ply() {
            self.shown = None;
            self.view = ply;
            return true;
        }
        let shown = self.shown.get_or_insert_with(|| self.pos.clone());
        while self.view > ply {
            undo(shown);
            self.view -= 1;
        }
        while self.view < ply {
            replay(shown, self.line[self.view]);
            self.view += 1;
        }
        true
    }

    /// The move to animate when the board goes from step `from` to step `to` of the line: that
    /// move one step forward, the move reversed one step back (see [`reversed`]), none otherwise.
    #[must_use]
    pub fn step_move(&self, from: usize, to: usize) -> Option<Move> {
        if to == from + 1 {
            self.line.get(from).copied()
        } else if to + 1 == from {
            self.line.get(to).and_then(|m| reversed(*m))
        } else {
            None
        }
    }

    /// Back to the game as it stands.
    fn show_the_game(&mut self) {
        self.shown = None;
        self.view = self.ply();
    }

    /// Plays `m` at the end of the game (and shows the result). A move that differs from the next
    /// one taken back ends the redo line, unless the tree has variations (a record, someone's
    /// analysis: nothing of it is lost) or variations are kept: then the old line stays beside it.
    ///
    /// # Errors
    /// [`PlayError`] when `m` is illegal.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        self.pos.play(m)?;
        let ply = self.ply();
        if self.line.get(ply - 1) != Some(&m) {
            let keep = self.variations || self.tree.has_variations();
            self.enter(ply, m, keep);
        }
        self.show_the_game();
        Ok(())
    }

    /// Like [`GameLine::play`], but a user browsing earlier moves keeps looking at them (the
    /// computer's move arriving meanwhile).
    ///
    /// # Errors
    /// [`PlayError`] when `m` is illegal.
    pub fn play_keeping_view(&mut self, m: Move) -> Result<(), PlayError> {
        let Some(shown) = self.shown.take() else { return self.play(m) };
        let view = self.view;
        let played = self.play(m);
        self.shown = Some(shown);
        self.view = view;
        played
    }

    /// Like [`GameLine::play`], but any move ends the redo line (a board whose cursor is the game,
    /// as `<loa-board>` steps through its moves).
    ///
    /// # Errors
    /// [`PlayError`] when `m` is illegal.
    pub fn play_new(&mut self, m: Move) -> Result<(), PlayError> {
        self.pos.play(m)?;
        self.enter(self.ply(), m, false);
        self.show_the_game();
        Ok(())
    }

    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.ply() > 0
    }

    #[must_use]
    pub fn can_redo(&self) -> bool {
        self.line.len() > self.ply()
    }

    /// Takes back one move; returns it. It stays in the line, for redo.
    pub fn undo_one(&mut self) -> Option<Move> {
        if !self.can_undo() {
            return None;
        }
        let m = undo(&mut self.pos)?;
        self.show_the_game();
        Some(m)
    }

    /// Plays the next move taken back; returns it.
    pub fn redo_one(&mut self) -> Option<Move> {
        let m = *self.line.get(self.ply())?;
        self.pos.play(m).ok()?;
        self.show_the_game();
        Some(m)
    }

    /// Takes back the last move and forgets it (no redo), as a wrong exercise answer is.
    pub fn take_back(&mut self) -> Option<Move> {
        let m = self.undo_one()?;
        if let Some(&node) = self.nodes.get(self.ply()) {
            self.line.truncate(self.ply());
            self.tree.delete(node);
            self.relink();
        }
        Some(m)
    }

    /// Moves the game's cursor to `ply` (clamped to the line) by undo or redo, one move at a time;
    /// returns whether it moved.
    pub fn go_to(&mut self, ply: usize) -> bool {
        let ply = ply.min(self.line.len());
        let moved = ply != self.ply();
        while self.ply() > ply && self.undo_one().is_some() {}
        while self.ply() < ply && self.redo_one().is_some() {}
        moved
    }

    /// The user's undo: against the computer, back to the user's previous turn (their move and
    /// the computer's reply); otherwise one move. Returns the moves taken back, last first.
    pub fn undo(&mut self) -> Vec<Move> {
        let mut undone = Vec::new();
        if let Some(m) = self.undo_one() {
            undone.push(m);
        }
        if self.players.lone_human().is_some() {
            while self.players.of(self.pos.turn()) == Player::Computer {
                match self.undo_one() {
                    Some(m) => undone.push(m),
                    None => break,
                }
            }
        }
        undone
    }

    /// The user's redo, the mirror of [`GameLine::undo`]. Returns the moves replayed, in order.
    pub fn redo(&mut self) -> Vec<Move> {
        let mut redone = Vec::new();
        if let Some(m) = self.redo_one() {
            redone.push(m);
        }
        if self.players.lone_human().is_some() {
            while self.players.of(self.pos.turn()) == Player::Computer && !self.pos.is_game_over() {
                match self.redo_one() {
                    Some(m) => redone.push(m),
                    None => break,
                }
            }
        }
        redone
    }

    /// Whether it is the computer's turn in the game as it stands (the game page's computer
    /// moves then, even while the user browses).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        !self.pos.is_game_over() && self.players.of(self.pos.turn()) == Player::Computer
    }

    /// Whether it is the computer's turn at the end of the line (`<loa-board>`'s computer answers
    /// only there: before it, the moves after the cursor are a line to step through).
    #[must_use]
    pub fn computer_to_move_at_end(&self) -> bool {
        self.computer_to_move() && !self.can_redo()
    }

    /// Whether the side to move is a person with no move but to pass.
    #[must_use]
    pub fn human_must_pass(&self) -> bool {
        !self.pos.is_game_over()
            && self.players.of(self.pos.turn()) == Player::Human
            && self.pos.legal_moves().first() == Some(&Move::PASS)
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

#[cfg(test)]
#[path = "line_tests.rs"]
mod tests;
