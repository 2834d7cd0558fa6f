//! What an invitation or a challenge proposes: the variant and rules, the pace (a clock from
//! the page's time controls, or correspondence: days a move) and the colour its maker takes.

use std::fmt;

use loa_core::{Color, Position, Rules, Variant};
use serde::{Deserialize, Serialize};

use super::serde_text;
use crate::game::{Clock, GameLine, Player, Players, TimeControl};

/// A game's terms: see [`online`](super).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Terms {
    #[serde(with = "serde_text::text")]
    pub variant: Variant,
    #[serde(with = "serde_text::text", default)]
    pub rules: Rules,
    pub pace: Pace,
    /// The colour the game's maker plays.
    pub color: ColorChoice,
}

/// How fast the game goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pace {
    /// A live game on a clock (`{"live": "5+3"}`): the server's clock decides a flag.
    Live(#[serde(with = "serde_text::text")] TimeControl),
    /// A correspondence game (`{"days": 3}`): each move within this many days.
    Days(u8),
}

/// The days a move a correspondence game may give.
pub const CORRESPONDENCE_DAYS: [u8; 3] = [1, 3, 7];

/// A day, in ms.
pub const DAY_MS: u64 = 86_400_000;

/// The colour the game's maker asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ColorChoice {
    Black,
    White,
    /// Chosen by the server, by lot.
    Random,
}

/// Why terms are refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TermsError {
    /// Days a move other than 1, 3 or 7.
    Days,
}

impl fmt::Display for TermsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TermsError::Days => f.write_str("a correspondence game gives 1, 3 or 7 days a move"),
        }
    }
}

impl std::error::Error for TermsError {}

impl Terms {
    /// Whether the server takes these terms (a time control is checked as it is read).
    ///
    /// # Errors
    /// [`TermsError`].
    pub fn check(&self) -> Result<(), TermsError> {
        match self.pace {
            Pace::Days(days) if !CORRESPONDENCE_DAYS.contains(&days) => Err(TermsError::Days),
            _ => Ok(()),
        }
    }

    /// The maker's colour, `coin` deciding a random choice.
    #[must_use]
    pub fn maker_color(&self, coin: bool) -> Color {
        match self.color {
            ColorChoice::Black => Color::Black,
            ColorChoice::White => Color::White,
            ColorChoice::Random if coin => Color::Black,
            ColorChoice::Random => Color::White,
        }
    }

    /// The game these terms start: two people, on the clock of a live game.
    #[must_use]
    pub fn start(&self) -> GameLine {
        let people = Players { black: Player::Human, white: Player::Human, level: crate::game::DEFAULT_LEVEL };
        let mut line = GameLine::new(Position::with_rules(self.variant, self.rules), people);
        if let Pace::Live(control) = self.pace {
            line.set_clock(Some(Clock::new(control, 0)));
        }
        line
    }

    /// Whether this is a live game (the absence of a player can be claimed).
    #[must_use]
    pub fn is_live(&self) -> bool {
        matches!(self.pace, Pace::Live(_))
    }
}
