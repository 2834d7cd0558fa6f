//! A first visit: someone who has never played is welcomed on the board's screen (learn the
//! rules, play the Beginner, choose an opponent, or go on with the game shown) and reminded how a
//! piece moves until they have made a few moves. A returning player — one with a game kept, or
//! who dismissed the welcome once — never sees either again.

use loa_core::{Position, Variant};

use super::{Effects, Page};
use crate::game::{GameLine, Player, Players};
use crate::library::Shelf;
use crate::session::{turn_sentence, Redraw};

/// The setting kept once the welcome has been dismissed (or a choice made in it).
pub const WELCOMED_KEY: &str = "loa-welcomed";

/// The moves a newcomer makes before the reminder of the movement rule goes.
pub const REMINDER_MOVES: u8 = 3;

/// The Beginner, the level a newcomer is offered.
pub const BEGINNER: u8 = 1;

/// Where a newcomer stands on this visit.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Newcomer {
    /// The welcome shows.
    pub welcome: bool,
    /// Moves left before the reminder goes (0: no reminder, a returning player).
    pub reminder: u8,
}

impl Newcomer {
    /// A visit with nothing kept, no welcome dismissed and no game brought by a link is a first
    /// one (nothing may be kept: no welcome either, as it would come back on every visit).
    #[must_use]
    pub fn of(games_kept: Option<usize>, welcomed: bool, by_link: bool) -> Newcomer {
        if games_kept == Some(0) && !welcomed && !by_link {
            Newcomer { welcome: true, reminder: REMINDER_MOVES }
        } else {
            Newcomer::default()
        }
    }
}

impl<S: Shelf> Page<S> {
    /// Whether the welcome shows.
    #[must_use]
    pub fn welcome_shown(&self) -> bool {
        self.newcomer.welcome
    }

    /// Whether the one-line reminder of the movement rule shows (under the board, while the game
    /// goes on).
    #[must_use]
    pub fn reminder_shown(&self) -> bool {
        self.newcomer.reminder > 0 && !self.session.is_over() && !self.session.is_analysing()
    }

    /// The welcome is put away: never shown again in this browser.
    pub fn dismiss_welcome(&mut self) -> Effects {
        if !self.newcomer.welcome {
            return Effects::default();
        }
        self.newcomer.welcome = false;
        if let Some(store) = self.library.store() {
            store.set_setting(WELCOMED_KEY, "1");
        }
        Effects { redraw: Redraw { board: true, ..Redraw::default() }, ..Effects::default() }
    }

    /// The welcome's "Play the Beginner": a new game against level 1, the newcomer playing Black
    /// (who moves first).
    pub fn play_beginner(&mut self, now_ms: u64) -> Effects {
        let fx = self.dismiss_welcome();
        let players = Players { black: Player::Human, white: Player::Computer, level: BEGINNER };
        let game = GameLine::new(Position::new(Variant::Standard), players);
        let said = turn_sentence(&game);
        fx.then(self.dismiss_message()).then(self.replace_game(game, said, now_ms))
    }

    /// The person made a move: one fewer before the reminder goes.
    pub(super) fn count_move(&mut self) {
        self.newcomer.reminder = self.newcomer.reminder.saturating_sub(1);
    }
}
