//! The user's hand on the board: which piece is picked up and where it may go, a press that may
//! become a drag, and the premove queued during the opponent's turn. The web board turns
//! pointer and key events into these calls and draws the result.
//!
//! ```
//! use loa_app::board::{hand::Hand, Movable};
//! use loa_core::{Color, Position, Square, Variant};
//!
//! let mut hand = Hand::new(Position::new(Variant::Standard), Movable::Side(Color::Black));
//! let b1: Square = "b1".parse().unwrap();
//! assert_eq!(hand.activate(b1), None); // picked up
//! assert_eq!(hand.selected(), Some(b1));
//! let m = hand.activate("b3".parse().unwrap()).unwrap();
//! assert_eq!(m.to_string(), "b1-b3");
//! assert_eq!(hand.selected(), None);
//! ```

use loa_core::{Move, Position, Square};

use super::{moves_of, Movable};

/// A press on a piece (pointer down), which becomes a drag once the pointer travels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Press {
    pub from: Square,
    /// The pointer has travelled far enough: the piece follows it.
    pub dragging: bool,
    /// The piece was already selected: a press without dragging lets it go.
    pub was_selected: bool,
}

/// What the user holds on a board showing one position.
#[derive(Debug, Clone)]
pub struct Hand {
    pos: Position,
    movable: Movable,
    selected: Option<Square>,
    dests: Vec<(Square, bool)>,
    premove: Option<(Square, Square)>,
    press: Option<Press>,
    /// The move the user just dropped: when it comes back as the next position it is not
    /// animated (the piece is already there).
    dropped: Option<Move>,
    /// The selected piece was put where it cannot go (an exercise says why).
    refused: Option<Move>,
}

impl Hand {
    #[must_use]
    pub fn new(pos: Position, movable: Movable) -> Hand {
        Hand {
            pos,
            movable,
            selected: None,
            dests: Vec::new(),
            premove: None,
            press: None,
            dropped: None,
            refused: None,
        }
    }

    /// The position shown.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.pos
    }

    #[must_use]
    pub fn movable(&self) -> Movable {
        self.movable
    }

    #[must_use]
    pub fn selected(&self) -> Option<Square> {
        self.selected
    }

    /// The selected piece's destinations, with whether each is a capture.
    #[must_use]
    pub fn dests(&self) -> &[(Square, bool)] {
        &self.dests
    }

    /// The queued premove (from, to).
    #[must_use]
    pub fn premove(&self) -> Option<(Square, Square)> {
        self.premove
    }

    /// The press in progress, if any.
    #[must_use]
    pub fn pressed(&self) -> Option<Press> {
        self.press
    }

    /// Whether the user may pick up the piece on `sq` now: one of the side to move's, or (with
    /// [`Movable::Side`]) one of the user's own during the opponent's turn, to premove.
    #[must_use]
    pub fn can_pick(&self, sq: Square) -> bool {
        if self.pos.is_game_over() {
            return false;
        }
        let side = match self.movable {
            Movable::None => return false,
            Movable::Side(c) => c,
            Movable::Both => self.pos.turn(),
        };
        self.pos.piece_at(sq) == Some(side)
    }

    /// Whether the selected piece's destinations are for a premove (not its side's turn).
    #[must_use]
    pub fn premove_dests(&self) -> bool {
        self.selected.is_some_and(|sq| self.is_premove_piece(sq))
    }

    fn is_premove_piece(&self, sq: Square) -> bool {
        self.pos.piece_at(sq).is_some_and(|c| c != self.pos.turn())
    }

    fn is_dest(&self, to: Square) -> bool {
        self.dests.iter().any(|(s, _)| *s == to)
    }

    fn set_selected(&mut self, sq: Option<Square>) {
        self.selected = sq;
        self.dests = match sq {
            Some(from) => moves_of(&self.pos, from).iter().map(|m| (m.to(), m.is_capture())).collect(),
            None => Vec::new(),
        };
    }

    /// The move from the selected piece to `to` (the selection let go); a premove is queued
    /// instead and `None` returned.
    fn move_to(&mut self, to: Square) -> Option<Move> {
        let from = self.selected?;
        self.set_selected(None);
        let m = moves_of(&self.pos, from).into_iter().find(|m| m.to() == to)?;
        if self.is_premove_piece(from) {
            self.premove = Some((from, to));
            return None;
        }
        Some(m)
    }

    /// Notes that the selected piece was aimed at `to`, where it cannot go (not one of its
    /// destinations, nor a piece of its side to switch to).
    fn refuse(&mut self, to: Square) {
        let Some(from) = self.selected.filter(|&from| from != to && !self.is_premove_piece(from)) else { return };
        if self.can_pick(to) {
            return;
        }
        let capture = self.pos.piece_at(to).is_some_and(|c| c != self.pos.turn());
        self.refused = Move::new(from, to, capture);
    }

    /// The move the user tried where the piece cannot go, once.
    pub fn take_refused(&mut self) -> Option<Move> {
        self.refused.take()
    }

    /// Selects the piece on `sq` if the user may pick it up, else lets go.
    pub fn select(&mut self, sq: Option<Square>) {
        let sq = sq.filter(|&q| self.can_pick(q));
        self.set_selected(sq);
    }

    /// A click, tap or Enter on `sq` without dragging: move there, pick up, switch or let go.
    pub fn activate(&mut self, sq: Square) -> Option<Move> {
        if self.selected.is_some() && self.is_dest(sq) {
            return self.move_to(sq);
        }
        self.refuse(sq);
        self.premove = None;
        let pick = self.can_pick(sq) && self.selected != Some(sq);
        self.set_selected(pick.then_some(sq));
        None
    }

    /// A pointer pressed on `sq`: a move onto a destination, or the piece picked up (the press
    /// may become a drag), or the selection let go. Any press but a move cancels the premove.
    pub fn press(&mut self, sq: Square) -> Option<Move> {
        self.press = None;
        if self.selected.is_some() && self.is_dest(sq) {
            return self.move_to(sq);
        }
        self.refuse(sq);
        self.premove = None;
        if self.can_pick(sq) {
            let was_selected = self.selected == Some(sq);
            self.set_selected(Some(sq));
            self.press = Some(Press { from: sq, dragging: false, was_selected });
        } else {
            self.set_selected(None);
        }
        None
    }

    /// The pressing pointer travelled past the threshold: the piece follows it.
    pub fn start_drag(&mut self) {
        if let Some(p) = &mut self.press {
            p.dragging = true;
        }
    }

    /// The press ends over `over` (`None`: off the board). A drag onto a destination plays (or
    /// queues) the move; onto its own square keeps the selection; anywhere else lets go. A press
    /// without dragging on a piece already selected lets it go.
    pub fn release(&mut self, over: Option<Square>) -> Option<Move> {
        let p = self.press.take()?;
        if !p.dragging {
            if p.was_selected {
                self.set_selected(None);
            }
            return None;
        }
        match over {
            Some(to) if to == p.from => None,
            Some(to) => {
                if !self.is_dest(to) {
                    self.refuse(to);
                }
                let played = if self.is_dest(to) { self.move_to(to) } else { None };
                // A legal drop is shown where it landed; an illegal one snaps back.
                self.dropped = played;
                self.set_selected(None);
                played
            }
            None => {
                self.set_selected(None);
                None
            }
        }
    }

    /// The press was cancelled (the browser took the pointer).
    pub fn cancel_press(&mut self) {
        self.press = None;
    }

    /// Escape: lets go of the selection; whether there was one.
    pub fn escape(&mut self) -> bool {
        let had = self.selected.is_some();
        self.set_selected(None);
        had
    }

    /// The move just dropped, once (it is not to be animated).
    pub fn take_dropped(&mut self) -> Option<Move> {
        self.dropped.take()
    }

    /// Shows `pos`. A press whose piece changed ends; the selection stays if its piece is still
    /// there and may move. Returns the premove when it has become due and is legal (a premove
    /// whose piece is gone or that is illegal when its turn comes is dropped).
    pub fn set_position(&mut self, pos: Position) -> Option<Move> {
        let old = std::mem::replace(&mut self.pos, pos);
        if self.press.is_some_and(|p| self.pos.piece_at(p.from) != old.piece_at(p.from)) {
            self.press = None;
        }
        let keep = self.selected.filter(|&sq| self.can_pick(sq) && old.piece_at(sq) == self.pos.piece_at(sq));
        self.set_selected(keep);
        self.take_due_premove()
    }

    fn take_due_premove(&mut self) -> Option<Move> {
        let (from, to) = self.premove?;
        if !self.can_pick(from) {
            self.premove = None;
            return None;
        }
        if self.is_premove_piece(from) {
            return None; // Still the opponent's turn.
        }
        self.premove = None;
        self.pos.legal_moves_from(from).into_iter().find(|m| m.to() == to)
    }

    /// Which pieces the user may move; a premove survives only with [`Movable::Side`].
    pub fn set_movable(&mut self, movable: Movable) {
        self.movable = movable;
        if !matches!(movable, Movable::Side(_)) {
            self.premove = None;
        }
        let keep = self.selected.filter(|&sq| self.can_pick(sq));
        self.set_selected(keep);
    }
}

#[cfg(test)]
mod tests;
