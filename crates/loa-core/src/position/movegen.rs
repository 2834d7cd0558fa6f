//! Move generation: the legal moves of a position, and the check that names the rule a move
//! breaks.

use super::{PlayError, Position};
use crate::lines;
use crate::{Bitboard, Move, MoveList, NoMoves, Square};

impl Position {
    /// The legal moves. Empty once the game is over; just [`Move::PASS`] when the side to move
    /// has no move and must pass.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        if self.outcome.is_some() {
            return moves;
        }
        self.generate(self.pieces(self.turn), &mut moves);
        if moves.is_empty() {
            moves.push(Move::PASS);
        }
        moves
    }

    /// The legal moves of the piece on `from` (empty when it is not the mover's piece).
    #[must_use]
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut moves = MoveList::new();
        if self.outcome.is_none() && self.pieces(self.turn).contains(from) {
            self.generate(Bitboard::from_square(from), &mut moves);
        }
        moves
    }

    /// The moves of the side to move's pieces in `movers`, without pass.
    #[inline]
    pub fn generate(&self, movers: Bitboard, moves: &mut MoveList) {
        let own = self.pieces(self.turn);
        let enemy = self.pieces(!self.turn);
        for from in movers & own {
            for to in targets(from, own, enemy, self.mask) {
                // Capacity: at most 8 moves per piece and 32 pieces per side.
                let _ = moves.try_push(Move::normal(from, to, enemy.contains(to)));
            }
        }
    }

    /// Whether the side to move has any move other than a pass.
    #[must_use]
    pub fn has_piece_move(&self) -> bool {
        let own = self.pieces(self.turn);
        let enemy = self.pieces(!self.turn);
        own.iter().any(|from| targets(from, own, enemy, self.mask).any())
    }

    /// Whether `m` is legal here.
    #[must_use]
    pub fn is_legal(&self, m: Move) -> bool {
        self.check(m).is_ok()
    }

    /// Checks `m` against the rules and says which one it breaks.
    ///
    /// # Errors
    /// [`PlayError`] naming the rule the move breaks.
    pub fn check(&self, m: Move) -> Result<(), PlayError> {
        if let Some(o) = self.outcome {
            return Err(PlayError::GameOver(o));
        }
        if m.is_pass() {
            return if self.rules.no_moves == NoMoves::Pass && !self.has_piece_move() {
                Ok(())
            } else {
                Err(PlayError::PassNotAllowed)
            };
        }
        let (from, to) = (m.from(), m.to());
        let own = self.pieces(self.turn);
        let enemy = self.pieces(!self.turn);
        if !own.contains(from) {
            return Err(if enemy.contains(from) { PlayError::NotYourPiece(from) } else { PlayError::NoPiece(from) });
        }
        let kind = lines::line_kind(from, to).ok_or(PlayError::NotALine { from, to })?;
        let pieces = (self.occupied() & lines::line(from, kind)).count() as u8;
        let distance = (from.file().abs_diff(to.file())).max(from.rank().abs_diff(to.rank()));
        if distance != pieces || !self.mask.contains(to) {
            return Err(PlayError::WrongDistance { from, to, distance, pieces });
        }
        if let Some(enemy_sq) = (lines::between(from, to) & enemy).first() {
            return Err(PlayError::JumpsEnemy { from, to, enemy: enemy_sq });
        }
        if own.contains(to) {
            return Err(PlayError::OwnPiece { from, to });
        }
        if m.is_capture() != enemy.contains(to) {
            return Err(PlayError::CaptureMismatch { from, to });
        }
        Ok(())
    }
}

/// Where the piece on `from` (one of `own`) may move: along each of its four lines exactly as
/// far as the line holds pieces, never jumping `enemy`, never onto `own`, never off `board`.
#[inline]
#[must_use]
pub fn targets(from: Square, own: Bitboard, enemy: Bitboard, board: Bitboard) -> Bitboard {
    let occ = own | enemy;
    let mut result = 0;
    for kind in 0..4 {
        let n = (occ & lines::line(from, kind)).count() as usize;
        for dir in [2 * kind, 2 * kind + 1] {
            let jump = lines::jump(from, dir, n);
            // Branch-free: keep the destination when nothing of the enemy's is passed over.
            let clear = u64::from((jump.over & enemy.0) == 0);
            result |= jump.to & clear.wrapping_neg();
        }
    }
    Bitboard(result) & board & !own
}
