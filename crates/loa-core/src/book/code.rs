//! The book's bytes: the winner's moves in a table sorted by position key, and the roots the
//! proofs start from.
//!
//! ```text
//! "LOAB" 2 | variant (its index in Variant::ALL) | rules: simultaneous, no-moves, repetition
//!   (0: the Olympiad default, 1: the other), move limit (2 bytes, 0 for none)
//! entries (4 bytes) | entries, 6 bytes each, sorted | roots (1 byte) | each root:
//!   setup: Black's and White's pieces (8 bytes each), the side to move (b'b' | b'w')
//!   moves from the setup: a count, then each an index into the sorted legal moves
//!   the winner: b'b' | b'w'
//! ```
//!
//! Numbers are little-endian. An entry is 48 bits: the top 36 bits of the position's Zobrist
//! hash (`key`), then the move's origin and destination (6 bits each; the same square for a
//! pass). Looking a position up is a binary search in the bytes as they are: nothing is read
//! into memory, and no parser of position strings is needed (the browser's worker has none).
//! A wrong hit (another position with the same key, about one in 2^36 / entries) is refused
//! when its move is not legal there. The roots are for [`super::verify`], which walks the
//! proofs from them.

use alloc::collections::BTreeMap;
use alloc::vec::Vec;
use core::num::NonZeroU16;

use super::BookError;
use crate::solver::pn2::sorted_moves;
use crate::{Bitboard, Color, Move, NoMoves, Position, Repetition, Rules, Setup, Simultaneous, Square, Variant};

pub(crate) const MAGIC: &[u8; 4] = b"LOAB";
pub(crate) const VERSION: u8 = 2;
/// Magic, version, variant, rules, entry count.
const HEAD: usize = 4 + 1 + 1 + 5 + 4;
const ENTRY: usize = 6;

/// The key of a position: the top 36 bits of its hash.
#[must_use]
pub fn key(pos: &Position) -> u64 {
    pos.hash() >> 28
}

fn entry_move(e: u64) -> Option<Move> {
    let (from, to) = (Square::new((e & 63) as u8)?, Square::new(((e >> 6) & 63) as u8)?);
    if from == to {
        return Some(Move::PASS);
    }
    Move::new(from, to, false)
}

fn entry_of(key: u64, m: Move) -> u64 {
    let squares = if m.is_pass() { 0 } else { m.from().index() as u64 | (m.to().index() as u64) << 6 };
    key << 12 | squares
}

/// A book's bytes, checked to hold a whole header and table.
#[derive(Debug, Clone, Copy)]
pub struct Book<'a> {
    data: &'a [u8],
    variant: Variant,
    rules: Rules,
    entries: usize,
}

impl<'a> Book<'a> {
    /// The book in `data`.
    ///
    /// # Errors
    /// [`BookError::Header`] or [`BookError::Version`] for bytes that are not such a book.
    pub fn new(data: &'a [u8]) -> Result<Book<'a>, BookError> {
        if data.len() < HEAD || &data[..4] != MAGIC {
            return Err(BookError::Header("not a book"));
        }
        if data[4] != VERSION {
            return Err(BookError::Version(data[4]));
        }
        let variant = *Variant::ALL.get(usize::from(data[5])).ok_or(BookError::Header("an unknown variant"))?;
        let mut rules = Rules::default();
        for (i, &b) in data[6..9].iter().enumerate() {
            match (i, b) {
                (_, 0) => {}
                (0, 1) => rules.simultaneous = Simultaneous::MoverWins,
                (1, 1) => rules.no_moves = NoMoves::Lose,
                (2, 1) => rules.repetition = Repetition::Off,
                _ => return Err(BookError::Header("unknown rules")),
            }
        }
        rules.move_limit = NonZeroU16::new(u16::from_le_bytes([data[9], data[10]]));
        let entries = u32::from_le_bytes([data[11], data[12], data[13], data[14]]) as usize;
        if data.len() < HEAD + entries.saturating_mul(ENTRY) + 1 {
            return Err(BookError::Header("shorter than its table"));
        }
        Ok(Book { data, variant, rules, entries })
    }

    /// The winner's positions it holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.entries
    }

    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.entries == 0
    }

    fn entry(&self, i: usize) -> u64 {
        let b = &self.data[HEAD + i * ENTRY..HEAD + (i + 1) * ENTRY];
        b.iter().rev().fold(0u64, |e, &x| e << 8 | u64::from(x))
    }

    /// The index and move of the entry for `pos`'s key, if any (legal or not).
    pub(crate) fn lookup(&self, pos: &Position) -> Option<(usize, Option<Move>)> {
        let k = key(pos);
        let (mut lo, mut hi) = (0, self.entries);
        while lo < hi {
            let mid = (lo + hi) / 2;
            match (self.entry(mid) >> 12).cmp(&k) {
                core::cmp::Ordering::Less => lo = mid + 1,
                core::cmp::Ordering::Greater => hi = mid,
                core::cmp::Ordering::Equal => return Some((mid, entry_move(self.entry(mid)))),
            }
        }
        None
    }

    /// The winning move in `pos`, if the book holds it (for `pos`'s variant and rules) and it
    /// is legal there.
    #[must_use]
    pub fn best(&self, pos: &Position) -> Option<Move> {
        if (pos.variant(), pos.rules()) != (self.variant, self.rules) {
            return None;
        }
        let m = self.lookup(pos)?.1?;
        // The capture flag is not kept: the legal move with these squares (a pass is a1-a1,
        // which no piece's move is).
        pos.legal_moves().into_iter().find(|l| (l.from(), l.to()) == (m.from(), m.to()))
    }

    /// The roots of its proofs, each with the winner.
    ///
    /// # Errors
    /// [`BookError::Header`] where they cannot be read.
    pub fn roots(&self) -> Result<Vec<(Position, Color)>, BookError> {
        let bad = BookError::Header("the roots cannot be read");
        let mut at = HEAD + self.entries * ENTRY;
        let count = *self.data.get(at).ok_or(bad.clone())?;
        at += 1;
        let mut roots = Vec::new();
        for _ in 0..count {
            let head = self.data.get(at..at + 18).ok_or(bad.clone())?;
            let bits = |i: usize| Bitboard((0..8).fold(0u64, |b, k| b | u64::from(head[i + k]) << (8 * k)));
            let turn = Color::from_char(char::from(head[16])).ok_or(bad.clone())?;
            let setup = Setup { black: bits(0), white: bits(8), turn, size: self.variant.size() };
            let mut root = Position::from_setup(setup, self.variant, self.rules).map_err(|_| bad.clone())?;
            let moves = usize::from(head[17]);
            at += 18;
            for &i in self.data.get(at..at + moves).ok_or(bad.clone())? {
                let m = *sorted_moves(&root).get(usize::from(i)).ok_or(bad.clone())?;
                root.play_unchecked(m);
            }
            at += moves;
            let winner = Color::from_char(char::from(*self.data.get(at).ok_or(bad.clone())?)).ok_or(bad.clone())?;
            at += 1;
            roots.push((root, winner));
        }
        if at != self.data.len() {
            return Err(BookError::Header("bytes after the roots"));
        }
        Ok(roots)
    }
}

/// A proof to keep: the attacker's move in each of its positions, and where the book goes on
/// after each defender reply.
pub trait Strategy {
    type Node: Copy;
    fn root(&self) -> Self::Node;
    /// Where the attacker moves: its winning move and the node after it.
    fn winning_move(&self, node: Self::Node) -> Option<(Move, Self::Node)>;
    /// Where the defender moves: the node after reply `m` if the book goes on there, `None`
    /// where the solver is left to prove it.
    fn after_reply(&self, node: Self::Node, m: Move) -> Option<Self::Node>;
}

/// A book being made: the entries and roots of the proofs added so far.
#[derive(Debug, Clone, Default)]
pub struct Writer {
    rules: Option<(Variant, Rules)>,
    /// Key and move.
    entries: Vec<(u64, Move)>,
    /// The full hash of each key's position: two positions with one key are refused.
    keys: BTreeMap<u64, u64>,
    collision: bool,
    roots: Vec<u8>,
    count: u8,
}

impl Writer {
    /// Adds the winning strategy of `attacker` from `root`.
    ///
    /// # Errors
    /// [`BookError::Incomplete`] where the strategy has no move, [`BookError::Cycle`] where its
    /// lines come back to a position they left, [`BookError::Header`] for a root of other rules
    /// or a key two positions share.
    pub fn add(&mut self, root: &Position, attacker: Color, s: &impl Strategy) -> Result<(), BookError> {
        let game = (root.variant(), root.rules());
        if *self.rules.get_or_insert(game) != game || self.count == u8::MAX {
            return Err(BookError::Header("the roots of a book share their variant and rules (at most 255)"));
        }
        let mut stack = Vec::new();
        let mut pos = root.clone();
        self.walk(&mut pos, attacker, s, s.root(), &mut stack)?;
        let start = root.game_start();
        for c in [start.pieces(Color::Black).0, start.pieces(Color::White).0] {
            self.roots.extend_from_slice(&c.to_le_bytes());
        }
        self.roots.push(start.turn().char() as u8);
        let moves: Vec<Move> = root.moves_played().collect();
        self.roots.push(u8::try_from(moves.len()).map_err(|_| BookError::Header("a root too far from its setup"))?);
        let mut p = start;
        for m in moves {
            self.roots.push(sorted_moves(&p).iter().position(|&k| k == m).unwrap_or(0) as u8);
            p.play_unchecked(m);
        }
        self.roots.push(attacker.char() as u8);
        self.count += 1;
        Ok(())
    }

    fn known(&mut self, pos: &Position) -> bool {
        match self.keys.get(&key(pos)) {
            Some(&h) => {
                self.collision |= h != pos.hash();
                true
            }
            None => false,
        }
    }

    /// Adds the entries of `node` at `pos` (`stack`: the keys of the attacker's positions on the
    /// way here).
    fn walk<S: Strategy>(
        &mut self,
        pos: &mut Position,
        attacker: Color,
        s: &S,
        node: S::Node,
        stack: &mut Vec<u64>,
    ) -> Result<(), BookError> {
        let fail = |e: fn(Vec<Move>) -> BookError, pos: &Position| e(pos.moves_played().collect());
        let moved = pos.turn() == attacker;
        let at = if moved {
            let (m, next) = s.winning_move(node).ok_or_else(|| fail(BookError::Incomplete, pos))?;
            self.entries.push((key(pos), m));
            self.keys.insert(key(pos), pos.hash());
            stack.push(key(pos));
            pos.play_unchecked(m);
            next
        } else {
            node
        };
        for r in sorted_moves(pos) {
            pos.play_unchecked(r);
            if pos.outcome().is_none() {
                if stack.contains(&key(pos)) {
                    return Err(fail(BookError::Cycle, pos));
                }
                if let Some(next) = s.after_reply(at, r) {
                    if !self.known(pos) {
                        self.walk(pos, attacker, s, next, stack)?;
                    }
                }
            }
            pos.undo();
        }
        if moved {
            pos.undo();
            stack.pop();
        }
        Ok(())
    }

    /// The book's bytes.
    ///
    /// # Errors
    /// [`BookError::Header`] when two positions of the book share a key (rebuild with another
    /// strategy), or nothing was added.
    pub fn finish(mut self) -> Result<Vec<u8>, BookError> {
        let (variant, rules) = self.rules.ok_or(BookError::Header("no proof to keep"))?;
        self.entries.sort_unstable_by_key(|e| e.0);
        if self.collision {
            return Err(BookError::Header("two positions of the book share a key"));
        }
        let mut out = MAGIC.to_vec();
        out.push(VERSION);
        out.push(Variant::ALL.iter().position(|&v| v == variant).unwrap_or(0) as u8);
        out.push(u8::from(rules.simultaneous != Simultaneous::default()));
        out.push(u8::from(rules.no_moves != NoMoves::default()));
        out.push(u8::from(rules.repetition != Repetition::default()));
        out.extend_from_slice(&rules.move_limit.map_or(0, NonZeroU16::get).to_le_bytes());
        out.extend_from_slice(&(self.entries.len() as u32).to_le_bytes());
        for &(k, m) in &self.entries {
            out.extend_from_slice(&entry_of(k, m).to_le_bytes()[..ENTRY]);
        }
        out.push(self.count);
        out.extend_from_slice(&self.roots);
        Ok(out)
    }
}
