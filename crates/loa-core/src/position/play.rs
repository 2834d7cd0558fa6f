//! Playing and taking back moves, and judging what a move did: a connection, the third
//! occurrence of a position, the move limit, a side without moves.

use super::{PlayError, Position, Undo};
use crate::{zobrist, Move, NoMoves, Outcome, Reason, Repetition, Simultaneous};

impl Position {
    /// Plays `m` if it is legal; otherwise leaves the position as it was.
    ///
    /// # Errors
    /// [`PlayError`] when the move is illegal or the game is over.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        self.check(m)?;
        self.play_unchecked(m);
        Ok(())
    }

    /// Plays `m`, which must be legal (a move from [`Position::legal_moves`]), and judges the
    /// outcome. The fast path for search.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        self.history.push(Undo { mv: m, hash: self.hash, reversible: self.reversible });
        if !m.is_pass() {
            let (from, to) = (m.from(), m.to());
            self.pieces[us.index()] = self.pieces[us.index()].without(from).with(to);
            self.hash ^= zobrist::piece(us, from) ^ zobrist::piece(us, to);
            if m.is_capture() {
                self.pieces[(!us).index()] = self.pieces[(!us).index()].without(to);
                self.hash ^= zobrist::piece(!us, to);
                self.reversible = 0;
            } else {
                self.reversible = self.reversible.saturating_add(1);
            }
        } else {
            self.reversible = self.reversible.saturating_add(1);
        }
        self.turn = !us;
        self.hash ^= zobrist::WHITE_TO_MOVE;
        self.outcome = self.judge(m.is_capture());
    }

    /// Takes back the last move; `None` when there is none since the setup.
    pub fn undo(&mut self) -> Option<Move> {
        let u = self.history.pop()?;
        let m = u.mv;
        self.turn = !self.turn;
        let us = self.turn;
        if !m.is_pass() {
            let (from, to) = (m.from(), m.to());
            self.pieces[us.index()] = self.pieces[us.index()].without(to).with(from);
            if m.is_capture() {
                self.pieces[(!us).index()] = self.pieces[(!us).index()].with(to);
            }
        }
        self.hash = u.hash;
        self.reversible = u.reversible;
        // Play never continues past an ended game, so the position before any move was open.
        self.outcome = None;
        Some(m)
    }

    /// How many times the current position (pieces and side to move) has occurred since the
    /// setup, this time included.
    #[must_use]
    pub fn occurrences(&self) -> usize {
        let n = self.history.len();
        let back = usize::from(self.reversible).min(n);
        1 + (2..=back).step_by(2).filter(|&i| self.history[n - i].hash == self.hash).count()
    }

    /// Whether the quiet move `m` (legal, not a capture, not a pass) would end the game by the
    /// third occurrence of a position, judged without playing it: what [`Position::judge`]
    /// finds after it, short of the connection it checks first.
    #[inline]
    pub(crate) fn quiet_move_repeats(&self, m: Move) -> bool {
        if self.rules.repetition != Repetition::ThirdOccurrence {
            return false;
        }
        let reversible = usize::from(self.reversible.saturating_add(1));
        if reversible < 4 {
            return false;
        }
        let us = self.turn;
        let hash = self.hash ^ zobrist::piece(us, m.from()) ^ zobrist::piece(us, m.to()) ^ zobrist::WHITE_TO_MOVE;
        // After the move the history is one longer; its entry `len + 1 - i` is ours at `len + 1 - i`.
        let len = self.history.len() + 1;
        let back = reversible.min(len);
        let earlier = (2..=back).step_by(2).filter(|&i| self.history[len - i].hash == hash).count();
        1 + earlier >= 3
    }

    /// Whether the game would be over by the move limit after one more ply.
    #[inline]
    pub(crate) fn next_ply_reaches_limit(&self) -> bool {
        self.rules.move_limit.is_some_and(|limit| self.history.len() + 1 >= usize::from(limit.get()))
    }

    /// The outcome after a move by the side not to move. Only a capture (or a fresh setup) can
    /// change the opponent's pieces, so only then are they checked.
    pub(super) fn judge(&self, opponent_changed: bool) -> Option<Outcome> {
        let mover = !self.turn;
        let mover_connected = self.pieces(mover).is_connected();
        let other_connected = opponent_changed && self.pieces(self.turn).is_connected();
        match (mover_connected, other_connected) {
            (true, true) => {
                return Some(match self.rules.simultaneous {
                    Simultaneous::Draw => Outcome::Draw(Reason::Simultaneous),
                    Simultaneous::MoverWins => Outcome::Win(mover, Reason::Simultaneous),
                })
            }
            (true, false) => return Some(Outcome::Win(mover, Reason::Connected)),
            (false, true) => return Some(Outcome::Win(self.turn, Reason::OpponentConnected)),
            (false, false) => {}
        }
        if self.rules.repetition == Repetition::ThirdOccurrence && self.reversible >= 4 && self.occurrences() >= 3 {
            return Some(Outcome::Draw(Reason::Repetition));
        }
        if let Some(limit) = self.rules.move_limit {
            if self.history.len() >= usize::from(limit.get()) {
                return Some(Outcome::Draw(Reason::MoveLimit));
            }
        }
        if self.rules.no_moves == NoMoves::Lose && !self.has_piece_move() {
            return Some(Outcome::Win(mover, Reason::NoMoves));
        }
        None
    }
}
