//! Move ordering: the hash move first, then captures, killers, and the rest by the history
//! heuristic with a small static bonus for moves toward the mover's centre of mass.

use crate::{Color, Move, MoveList, Position, MAX_MOVES};

use super::MAX_PLY;

const HASH_MOVE: i32 = 1 << 30;
/// The default ordering bonus of captures: before killers and quiet moves.
pub(crate) const CAPTURE: i32 = 1 << 22;
const KILLER: [i32; 2] = [1 << 21, (1 << 21) - 1];
/// The countermove: after the killers, still above the floor of plain quiet moves.
const COUNTER: i32 = (1 << 21) - 2;
const HISTORY_MAX: i32 = 1 << 16;
/// Scores below this are quiet moves that are neither the hash move nor killers.
pub(crate) const KILLER_FLOOR: i32 = 1 << 20;

/// Killer moves per ply and the history table, kept between searches of a game.
#[derive(Debug, Clone)]
pub(crate) struct Ordering {
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: [[[i32; 64]; 64]; 2],
    /// By the mover's colour and the opponent's previous move (from, to): the quiet move that
    /// last refuted it.
    counter: [[[Option<Move>; 64]; 64]; 2],
}

impl Ordering {
    pub fn new() -> Ordering {
        Ordering { killers: [[None; 2]; MAX_PLY], history: [[[0; 64]; 64]; 2], counter: [[[None; 64]; 64]; 2] }
    }

    /// The countermove of `color` to the opponent's `previous` move.
    #[inline]
    pub fn counter(&self, color: Color, previous: Option<Move>) -> Option<Move> {
        let p = previous.filter(|p| !p.is_pass())?;
        self.counter[color.index()][p.from().index()][p.to().index()]
    }

    /// `m` refuted the opponent's `previous` move.
    pub fn set_counter(&mut self, color: Color, previous: Option<Move>, m: Move) {
        if let Some(p) = previous.filter(|p| !p.is_pass()) {
            self.counter[color.index()][p.from().index()][p.to().index()] = Some(m);
        }
    }

    pub fn clear(&mut self) {
        *self = Ordering::new();
    }

    /// Between searches: killers are stale, history is halved.
    pub fn age(&mut self) {
        self.killers = [[None; 2]; MAX_PLY];
        for side in &mut self.history {
            for row in side.iter_mut() {
                for h in row.iter_mut() {
                    *h /= 2;
                }
            }
        }
    }

    #[inline]
    pub fn history(&self, color: Color, m: Move) -> i32 {
        if m.is_pass() {
            return 0;
        }
        self.history[color.index()][m.from().index()][m.to().index()]
    }

    /// A quiet move caused a cut-off at `ply` after `depth`: remember it; the quiet moves
    /// tried before it lose credit.
    pub fn on_cutoff(&mut self, color: Color, ply: usize, depth: i32, m: Move, tried: &[Move]) {
        if m.is_pass() {
            return;
        }
        if !m.is_capture() && ply < MAX_PLY && self.killers[ply][0] != Some(m) {
            self.killers[ply][1] = self.killers[ply][0];
            self.killers[ply][0] = Some(m);
        }
        let bonus = (depth * depth).min(400);
        self.bump(color, m, bonus);
        for &q in tried {
            if q != m && !q.is_pass() {
                self.bump(color, q, -bonus);
            }
        }
    }

    #[inline]
    fn bump(&mut self, color: Color, m: Move, bonus: i32) {
        let h = &mut self.history[color.index()][m.from().index()][m.to().index()];
        // Gravity: entries saturate smoothly at ±HISTORY_MAX.
        *h += bonus * 32 - *h * bonus.abs() / 512;
        *h = (*h).clamp(-HISTORY_MAX, HISTORY_MAX);
    }

    /// Scores `moves` for picking in order.
    pub fn score(
        &self,
        pos: &Position,
        moves: &MoveList,
        hash_move: Option<Move>,
        counter: Option<Move>,
        ply: usize,
        capture_bonus: i32,
    ) -> [i32; MAX_MOVES] {
        let mut scores = [0i32; MAX_MOVES];
        let color = pos.turn();
        let own = pos.pieces(color);
        // The centre of mass, doubled (integer halves).
        let n = own.count().max(1) as i32;
        let (mut sf, mut sr) = (0, 0);
        for sq in own {
            sf += i32::from(sq.file());
            sr += i32::from(sq.rank());
        }
        let killers = if ply < MAX_PLY { self.killers[ply] } else { [None; 2] };
        for (i, &m) in moves.iter().enumerate() {
            scores[i] = if Some(m) == hash_move {
                HASH_MOVE
            } else if m.is_pass() {
                0
            } else {
                let dist = |sq: crate::Square| {
                    (i32::from(sq.file()) * n - sf).abs().max((i32::from(sq.rank()) * n - sr).abs())
                };
                let toward = (dist(m.from()) - dist(m.to())) * 64 / n;
                let base = if m.is_capture() {
                    capture_bonus
                } else if killers[0] == Some(m) {
                    KILLER[0]
                } else if killers[1] == Some(m) {
                    KILLER[1]
                } else if counter == Some(m) {
                    COUNTER
                } else {
                    0
                };
                base + self.history(color, m) + toward
            };
        }
        scores
    }
}

/// Swaps the best-scored remaining move to `i` and returns it (selection sort, lazily).
#[inline]
pub(crate) fn pick(moves: &mut MoveList, scores: &mut [i32; MAX_MOVES], i: usize) -> Move {
    let mut best = i;
    for j in i + 1..moves.len() {
        if scores[j] > scores[best] {
            best = j;
        }
    }
    moves.swap(i, best);
    scores.swap(i, best);
    moves[i]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Variant;

    #[test]
    fn the_countermove_follows_the_killers() {
        let mut pos = Position::new(Variant::Standard);
        let previous = pos.parse_move("b1-b3").unwrap();
        pos.play(previous).unwrap();
        let moves = pos.legal_moves();
        let quiet: alloc::vec::Vec<Move> = moves.iter().copied().filter(|m| !m.is_capture()).collect();
        let (killer, counter) = (quiet[0], quiet[1]);
        let mut ord = Ordering::new();
        ord.on_cutoff(Color::White, 1, 1, killer, &[]);
        assert_eq!(ord.counter(Color::White, Some(previous)), None);
        ord.set_counter(Color::White, Some(previous), counter);
        assert_eq!(ord.counter(Color::White, Some(previous)), Some(counter));
        assert_eq!(ord.counter(Color::Black, Some(previous)), None, "by the mover's colour");
        assert_eq!(ord.counter(Color::White, Some(Move::PASS)), None, "a pass has none");
        let index = |m: Move| moves.iter().position(|&x| x == m).unwrap();
        let plain = ord.score(&pos, &moves, None, None, 1, CAPTURE);
        assert!(plain[index(counter)] < KILLER_FLOOR, "a plain quiet move without it");
        let scores = ord.score(&pos, &moves, None, Some(counter), 1, CAPTURE);
        assert!(scores[index(counter)] >= KILLER_FLOOR, "not reduced as a late quiet move");
        assert!(scores[index(killer)] >= KILLER_FLOOR);
        for &m in quiet.iter().filter(|&&m| m != killer && m != counter) {
            assert!(scores[index(counter)] > scores[index(m)], "{m}");
            assert!(scores[index(m)] < KILLER_FLOOR, "{m}");
        }
    }
}
