//! What the game is played on and how it ended beyond its position: the clock, a draw offered,
//! and an end the players or the clock declared (a resignation, a flag, a draw agreed).
//!
//! A declared end and a draw offer each belong to the moment they were made (the moves played
//! then): a move or a move taken back leaves that moment, so an offer lapses when the other side
//! moves, and nothing declared can outlive the position it was declared in.

use loa_core::Color;

use super::GameLine;
use crate::game::clock::Clock;
use crate::game::end::{Ending, GameEnd};
use crate::game::Players;

/// The clock, a draw offered and a declared end of one game.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Terms {
    clock: Option<Clock>,
    /// Declared when the game had this many moves played.
    ending: Option<(Ending, usize)>,
    /// Offered by the side that made this move (counted from the start).
    draw_offer: Option<usize>,
}

impl GameLine {
    /// The game's clock, if it is played on one.
    #[must_use]
    pub fn clock(&self) -> Option<&Clock> {
        self.terms.clock.as_ref()
    }

    /// The clock, for the session to move it.
    pub fn clock_mut(&mut self) -> Option<&mut Clock> {
        self.terms.clock.as_mut()
    }

    /// Plays the game on `clock` (or on none).
    pub fn set_clock(&mut self, clock: Option<Clock>) {
        self.terms.clock = clock;
    }

    /// The end declared for the game as it stands (not one of a position taken back).
    #[must_use]
    pub fn ending(&self) -> Option<Ending> {
        self.terms.ending.filter(|&(_, at)| at == self.ply()).map(|(e, _)| e)
    }

    /// The end declared and the moves played when it was (kept so with the game).
    #[must_use]
    pub fn ending_at(&self) -> Option<(Ending, usize)> {
        self.terms.ending
    }

    /// Ends the game as it stands with `ending` (any draw offer goes with it).
    pub fn declare(&mut self, ending: Ending) {
        self.terms.ending = Some((ending, self.ply()));
        self.terms.draw_offer = None;
    }

    /// An end kept with the game, declared when `at` moves were played.
    pub fn restore_ending(&mut self, ending: Option<(Ending, usize)>) {
        self.terms.ending = ending;
    }

    /// How the game as it stands has ended: as declared, or by its position.
    #[must_use]
    pub fn end(&self) -> Option<GameEnd> {
        self.ending().map(GameEnd::Declared).or_else(|| self.outcome().map(GameEnd::Position))
    }

    /// Whether the game as it stands is over, whichever way.
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.ending().is_some() || self.pos.is_game_over()
    }

    /// The side that offers a draw now: the side that just moved, until the other side moves.
    #[must_use]
    pub fn draw_offered(&self) -> Option<Color> {
        let ply = self.ply();
        (ply > 0 && self.terms.draw_offer == Some(ply) && !self.is_over()).then(|| !self.turn())
    }

    /// The move after which a draw was offered (kept so with the game).
    #[must_use]
    pub fn draw_offer_at(&self) -> Option<usize> {
        self.terms.draw_offer
    }

    /// The side that just moved offers a draw; returns whether it could (a move made, the game
    /// not over).
    pub fn offer_draw(&mut self) -> bool {
        if self.ply() == 0 || self.is_over() {
            return false;
        }
        self.terms.draw_offer = Some(self.ply());
        true
    }

    /// A draw offer kept with the game, made after move `at`; or none.
    pub fn restore_draw_offer(&mut self, at: Option<usize>) {
        self.terms.draw_offer = at;
    }

    /// The offer is turned down (by a word, not a move).
    pub fn decline_draw(&mut self) {
        self.terms.draw_offer = None;
    }

    /// Drops the clock, the offer and anything declared (the analysis board's copy, which is
    /// for trying moves).
    pub fn clear_terms(&mut self) {
        self.terms = Terms::default();
    }

    /// A new game from the same start, the colours swapped (the computer's level kept) and on
    /// a fresh clock of the same control.
    #[must_use]
    pub fn rematch(&self) -> GameLine {
        let Players { black, white, level } = self.players;
        let mut game = GameLine::new(self.start.clone(), Players { black: white, white: black, level });
        game.terms.clock = self.clock().map(|c| Clock::new(c.control(), 0));
        game
    }
}
