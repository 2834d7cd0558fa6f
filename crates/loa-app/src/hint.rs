//! A hint: a move suggested for the position on a board, drawn as the board's arrow and said in
//! its live region. The game page's Hint button and `<loa-board hints>` each keep one [`Hint`]:
//! it asks its own engine worker ([`crate::worker::Worker::Hint`], a short search at [`HINT_LEVEL`]) or is
//! given a move already known (an exercise's expected answer, a puzzle's solution), remembers
//! the move for the position it is for, and the plies at which hints were shown (saved with the
//! game).

use loa_core::{Move, Position};

use crate::game::GameLine;
use crate::protocol::StartSearch;
use crate::worker::{Order, Report};

/// The level of a hint's search: depth 6, no random margin (a win in one is always found).
pub const HINT_LEVEL: u8 = 5;

/// The hint being looked for or shown.
#[derive(Debug, Clone, Default)]
pub struct Hint {
    /// The running search and the position it is for.
    search: Option<(u32, Position)>,
    last_id: u32,
    /// The move shown and the position it is for.
    shown: Option<(Move, Position)>,
    /// The plies (moves played before) at which a hint was shown in this game.
    pub plies: Vec<u32>,
}

/// Whether the game page offers its Hint button: a game against the computer still going on
/// (whatever ended it otherwise: the position, a resignation, a flag, an agreement), the person
/// to move at the end of the game, not on the analysis board.
#[must_use]
pub fn offered(game: &GameLine, analysing: bool) -> bool {
    !analysing && !game.is_browsing() && !game.is_over() && game.players.lone_human() == Some(game.turn())
}

impl Hint {
    /// A hint for a game that showed hints at `plies` before.
    #[must_use]
    pub fn with_plies(plies: Vec<u32>) -> Hint {
        Hint { plies, ..Hint::default() }
    }

    /// Asks the engine for a hint in `pos`: the order for the hint's worker, or nothing when the
    /// hint for `pos` shows already or is being looked for.
    pub fn ask(&mut self, pos: &Position) -> Option<Order> {
        if self.arrow(pos).is_some() || self.search.as_ref().is_some_and(|(_, p)| p == pos) {
            return None;
        }
        self.last_id = self.last_id.wrapping_add(1).max(1);
        self.search = Some((self.last_id, pos.clone()));
        Some(Order::start(StartSearch::new(self.last_id, pos, HINT_LEVEL, 0), pos))
    }

    /// Shows `m`, a move known to be right in `pos` (no search). Returns it if it is legal there.
    pub fn show(&mut self, m: Move, pos: &Position) -> Option<Move> {
        if !pos.is_legal(m) {
            return None;
        }
        if self.arrow(pos).is_none() {
            self.plies.push(u32::try_from(pos.ply()).unwrap_or(u32::MAX));
        }
        self.shown = Some((m, pos.clone()));
        Some(m)
    }

    /// Whether a hint is being looked for.
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.search.is_some()
    }

    /// A report of the hint's worker: the move to show, if it answers the search for `now` (the
    /// position on the board). A failure ends the search (the button is offered again).
    pub fn answer(&mut self, report: Report, now: &Position) -> Option<Move> {
        let Report::BestMove { id, best, .. } = report else {
            if let Report::Failed { retrying: false, .. } = report {
                self.search = None;
            }
            return None;
        };
        let (_, pos) = self.search.take_if(|(wanted, _)| *wanted == id)?;
        let m = best?;
        if &pos != now {
            return None;
        }
        self.show(m, now)
    }

    /// The arrow for the board showing `pos`: the hint while that position is on the board.
    #[must_use]
    pub fn arrow(&self, pos: &Position) -> Option<Move> {
        self.shown.as_ref().filter(|(_, p)| p == pos).map(|(m, _)| *m)
    }

    /// Stops a search that is no longer for `pos` (the game moved on).
    pub fn cancel_unless(&mut self, pos: &Position) -> Option<Order> {
        if self.search.as_ref().is_some_and(|(_, p)| p != pos) {
            self.search = None;
            return Some(Order::Stop);
        }
        None
    }

    /// Stops the search, if any, and forgets the hint shown (a board starting over); the plies
    /// stay.
    pub fn clear(&mut self) -> Option<Order> {
        self.shown = None;
        self.search.take().map(|_| Order::Stop)
    }
}

#[cfg(test)]
mod tests {
    use loa_core::{Position, Variant};

    use super::*;
    use crate::game::{Ending, Player, Players};

    fn best(id: u32, m: Move) -> Report {
        Report::BestMove { id, best: Some(m), info: None }
    }

    #[test]
    fn a_hint_is_asked_once_shown_for_its_position_and_counted_once() {
        let pos = Position::new(Variant::Standard);
        let m = pos.parse_move("b1-b3").unwrap();
        let mut hint = Hint::default();
        let Some(Order::Start { request, .. }) = hint.ask(&pos) else { panic!("no search") };
        assert_eq!(hint.ask(&pos), None, "already being looked for");
        assert!(hint.is_thinking());
        assert_eq!(hint.answer(best(request.id + 1, m), &pos), None, "another search's answer");
        assert_eq!(hint.answer(best(request.id, m), &pos), Some(m));
        assert_eq!(hint.arrow(&pos), Some(m));
        assert_eq!(hint.ask(&pos), None, "shown already");
        assert_eq!(hint.show(m, &pos), Some(m));
        assert_eq!(hint.plies, [0], "one hint at ply 0");
    }

    #[test]
    fn a_hint_for_a_position_left_behind_is_stopped_and_not_shown() {
        let pos = Position::new(Variant::Standard);
        let mut later = pos.clone();
        let m = pos.parse_move("b1-b3").unwrap();
        later.play(m).unwrap();
        let mut hint = Hint::default();
        let Some(Order::Start { request, .. }) = hint.ask(&pos) else { panic!("no search") };
        assert_eq!(hint.cancel_unless(&pos), None);
        assert_eq!(hint.answer(best(request.id, m), &later), None);
        let _ = hint.ask(&pos);
        assert_eq!(hint.cancel_unless(&later), Some(Order::Stop));
        assert!(!hint.is_thinking());
    }

    #[test]
    fn the_button_is_offered_only_to_the_person_to_move_in_a_game_going_on() {
        let players = Players { black: Player::Human, white: Player::Computer, level: 3 };
        let mut game = GameLine::new(Position::new(Variant::Standard), players);
        assert!(offered(&game, false));
        assert!(!offered(&game, true), "not on the analysis board");
        game.declare(Ending::Resigned(loa_core::Color::Black));
        assert!(!offered(&game, false), "not after a resignation");
        let two = GameLine::new(Position::new(Variant::Standard), Players { white: Player::Human, ..players });
        assert!(!offered(&two, false), "not for two people");
    }
}
