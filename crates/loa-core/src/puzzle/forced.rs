//! The exact "forced connection within r plies" search: an AND/OR search over every move,
//! judged by the rules after each move, that stops at the first proof (OR) or refutation (AND).
//!
//! Distances count plies from the position, the winning move included: a win in one is 1; a
//! move after which every reply connects the mover (a forced capture, say) wins in 2.

use alloc::vec::Vec;

use crate::{Bitboard, Color, Move, NoMoves, Position, Rules};

/// The most pieces a side's groups can be reduced by in `r` plies starting with its own move:
/// a move joins at most four groups (the four diagonal neighbours of a square never touch each
/// other) and can take a lone piece away from the others; an enemy capture can remove one lone
/// piece. So a side of more groups than this cannot connect in time.
fn groups_within(r: u32) -> u32 {
    let own_moves = r.div_ceil(2);
    let their_moves = r / 2;
    1 + 4 * own_moves + their_moves
}

/// A cache of proved and refuted (position, plies) pairs: keyed by the whole board, so exact.
/// Valid because within a few plies from a position string no repetition can occur (a third
/// occurrence needs at least eight plies) and only the plies left matter.
pub(crate) struct Cache {
    slots: Vec<Option<Entry>>,
}

#[derive(Clone, Copy)]
struct Entry {
    black: u64,
    white: u64,
    turn: Color,
    plies: u8,
    or_node: bool,
    value: bool,
}

impl Cache {
    pub(crate) fn new(bits: u32) -> Cache {
        Cache { slots: alloc::vec![None; 1usize << bits] }
    }

    fn index(&self, pos: &Position, plies: u32, or_node: bool) -> usize {
        let h = pos.hash() ^ u64::from(plies).wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ u64::from(or_node);
        (h.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 32) as usize & (self.slots.len() - 1)
    }

    fn get(&self, pos: &Position, plies: u32, or_node: bool) -> Option<bool> {
        let e = self.slots[self.index(pos, plies, or_node)]?;
        let same = e.black == pos.pieces(Color::Black).0
            && e.white == pos.pieces(Color::White).0
            && e.turn == pos.turn()
            && u32::from(e.plies) == plies
            && e.or_node == or_node;
        same.then_some(e.value)
    }

    fn put(&mut self, pos: &Position, plies: u32, or_node: bool, value: bool) {
        let i = self.index(pos, plies, or_node);
        self.slots[i] = Some(Entry {
            black: pos.pieces(Color::Black).0,
            white: pos.pieces(Color::White).0,
            turn: pos.turn(),
            plies: plies as u8,
            or_node,
            value,
        });
    }
}

/// The exact search, with its cache and a node count.
pub(crate) struct Forced {
    cache: Cache,
    /// Positions visited (for the generator's statistics).
    pub nodes: u64,
    /// Whether the cache may be used: only without a move limit (the ply count would matter).
    use_cache: bool,
    /// Whether only a connection wins (not so when having no move loses): then the group
    /// count bounds how soon a side can win, and only connecting moves win at once.
    connect_only: bool,
    /// The rules the cache was filled under.
    rules: Rules,
}

impl Forced {
    pub(crate) fn new(pos: &Position) -> Forced {
        let rules = pos.rules();
        Forced {
            cache: Cache::new(16),
            nodes: 0,
            use_cache: rules.move_limit.is_none(),
            connect_only: rules.no_moves == NoMoves::Pass,
            rules,
        }
    }

    /// The rules this search judges by (its cache holds results under them).
    pub(crate) fn rules(&self) -> Rules {
        self.rules
    }

    /// The moves of the side to move that win at once (the rules' outcome after the move).
    pub(crate) fn winning_moves(&mut self, pos: &mut Position) -> Vec<Move> {
        let mut out = Vec::new();
        self.wins_now(pos, &mut |m| {
            out.push(m);
            false
        });
        out
    }

    /// Calls `found` for each move that wins at once until it returns true; whether it did.
    fn wins_now(&mut self, pos: &mut Position, found: &mut dyn FnMut(Move) -> bool) -> bool {
        self.nodes += 1;
        if pos.is_game_over() {
            return false;
        }
        let us = pos.turn();
        let own = pos.pieces(us);
        if self.connect_only && own.groups() > groups_within(1) {
            return false;
        }
        for m in pos.legal_moves() {
            if self.connect_only {
                if m.is_pass() {
                    continue;
                }
                let after: Bitboard = own.without(m.from()).with(m.to());
                if !after.is_connected() {
                    continue;
                }
            }
            pos.play_unchecked(m);
            let won = pos.outcome().and_then(|o| o.winner()) == Some(us);
            pos.undo();
            if won && found(m) {
                return true;
            }
        }
        false
    }

    /// Whether the side to move forces a connection within `r` plies against every defence.
    pub(crate) fn forces(&mut self, pos: &mut Position, r: u32) -> bool {
        if r == 0 || pos.is_game_over() {
            return false;
        }
        if r == 1 {
            return self.wins_now(pos, &mut |_| true);
        }
        if self.connect_only && pos.pieces(pos.turn()).groups() > groups_within(r) {
            self.nodes += 1;
            return false;
        }
        if self.use_cache {
            if let Some(v) = self.cache.get(pos, r, true) {
                return v;
            }
        }
        self.nodes += 1;
        // A win at once is the cheapest proof; try it first.
        let mut value = self.wins_now(pos, &mut |_| true);
        if !value {
            for m in pos.legal_moves() {
                if self.move_forces(pos, m, r) {
                    value = true;
                    break;
                }
            }
        }
        if self.use_cache {
            self.cache.put(pos, r, true, value);
        }
        value
    }

    /// Whether the side to move, playing `m`, connects within `r` plies (this move included)
    /// against every defence.
    pub(crate) fn move_forces(&mut self, pos: &mut Position, m: Move, r: u32) -> bool {
        if r == 0 {
            return false;
        }
        let us = pos.turn();
        pos.play_unchecked(m);
        let value = match pos.outcome() {
            Some(o) => o.winner() == Some(us),
            None => r >= 2 && self.all_replies_lose(pos, r - 1),
        };
        pos.undo();
        value
    }

    /// Whether every move of the side to move lets the other side connect within `r` plies
    /// (this reply included).
    pub(crate) fn all_replies_lose(&mut self, pos: &mut Position, r: u32) -> bool {
        if self.use_cache && r >= 2 {
            if let Some(v) = self.cache.get(pos, r, false) {
                return v;
            }
        }
        self.nodes += 1;
        let mut value = true;
        for d in pos.legal_moves() {
            if !self.reply_loses(pos, d, r) {
                value = false;
                break;
            }
        }
        if self.use_cache && r >= 2 {
            self.cache.put(pos, r, false, value);
        }
        value
    }

    /// Whether, after the defender's reply `d`, the other side connects within `r` plies
    /// (the reply included).
    pub(crate) fn reply_loses(&mut self, pos: &mut Position, d: Move, r: u32) -> bool {
        let them = !pos.turn();
        pos.play_unchecked(d);
        let value = match pos.outcome() {
            Some(o) => o.winner() == Some(them),
            None => r >= 2 && self.forces(pos, r - 1),
        };
        pos.undo();
        value
    }

    /// The fewest plies within which the side to move forces a connection, up to `max`.
    pub(crate) fn distance(&mut self, pos: &mut Position, max: u32) -> Option<u32> {
        (1..=max).find(|&r| self.forces(pos, r))
    }

    /// After the defender's reply `d`, in how many plies (the reply included) the other side
    /// connects at the fastest, up to `max`: 1 when the reply itself connects the other side.
    pub(crate) fn reply_distance(&mut self, pos: &mut Position, d: Move, max: u32) -> Option<u32> {
        let them = !pos.turn();
        pos.play_unchecked(d);
        let value = match pos.outcome() {
            Some(o) if o.winner() == Some(them) => Some(1),
            Some(_) => None,
            None => self.distance(pos, max.saturating_sub(1)).map(|n| n + 1),
        };
        pos.undo();
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Rng, Variant};

    /// Plain AND/OR over every move, no cache, no group bound: the definition itself.
    fn naive(pos: &mut Position, r: u32) -> bool {
        if r == 0 || pos.is_game_over() {
            return false;
        }
        let us = pos.turn();
        pos.legal_moves().into_iter().any(|m| {
            pos.play_unchecked(m);
            let v = match pos.outcome() {
                Some(o) => o.winner() == Some(us),
                None => {
                    r >= 2
                        && pos.legal_moves().into_iter().all(|d| {
                            pos.play_unchecked(d);
                            let v = match pos.outcome() {
                                Some(o) => o.winner() == Some(us),
                                None => naive(pos, r - 2),
                            };
                            pos.undo();
                            v
                        })
                }
            };
            pos.undo();
            v
        })
    }

    #[test]
    fn agrees_with_the_plain_search_on_random_endgames() {
        let mut rng = Rng::new(11);
        let mut checked = [0usize; 2];
        let mut search = Forced::new(&Position::new(Variant::Standard));
        for game in 0..40 {
            let rules = match game % 3 {
                0 => Rules::default(),
                1 => "simultaneous=mover".parse().unwrap_or_default(),
                _ => "no-moves=lose".parse().unwrap_or_default(),
            };
            let mut pos = Position::with_rules(Variant::Standard, rules);
            let mut search_here = Forced::new(&pos);
            let s = if game % 3 == 0 { &mut search } else { &mut search_here };
            while !pos.is_game_over() && pos.ply() < 150 {
                let moves = pos.legal_moves();
                pos.play_unchecked(moves[rng.index(moves.len())]);
                if pos.is_game_over() || pos.ply() < 40 || pos.ply() % 4 != 0 {
                    continue;
                }
                let mut fresh = Position::from_setup(pos.setup(), pos.variant(), pos.rules()).unwrap_or_default();
                for r in 1..=3 {
                    let want = naive(&mut fresh, r);
                    assert_eq!(s.forces(&mut fresh, r), want, "{fresh:?} r={r}");
                    checked[usize::from(want)] += 1;
                }
            }
        }
        assert!(checked[0] > 100 && checked[1] > 20, "{checked:?}");
    }
}
