//! Who plays each side, and the computer's level.

use loa_core::engine::LEVEL_COUNT;
use loa_core::Color;

/// The computer's level when nothing names one: a new game on the page, a link without
/// `level`, `<loa-board opponent="computer">` without `level`.
pub const DEFAULT_LEVEL: u8 = 3;

/// Who moves a side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Player {
    Human,
    Computer,
}

impl Player {
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Player::Human => "human",
            Player::Computer => "computer",
        }
    }

    #[must_use]
    pub fn parse(s: &str) -> Option<Player> {
        match s.trim().to_ascii_lowercase().as_str() {
            "human" | "h" | "player" => Some(Player::Human),
            "computer" | "c" | "engine" | "ai" => Some(Player::Computer),
            _ => None,
        }
    }
}

/// Who plays Black and White, and the computer's level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Players {
    pub black: Player,
    pub white: Player,
    pub level: u8,
}

impl Default for Players {
    /// A person with Black (who moves first) against the computer.
    fn default() -> Players {
        Players { black: Player::Human, white: Player::Computer, level: DEFAULT_LEVEL }
    }
}

impl Players {
    #[must_use]
    pub fn of(&self, c: Color) -> Player {
        match c {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    /// The one human side against the computer, if that is the mode.
    #[must_use]
    pub fn lone_human(&self) -> Option<Color> {
        match (self.black, self.white) {
            (Player::Human, Player::Computer) => Some(Color::Black),
            (Player::Computer, Player::Human) => Some(Color::White),
            _ => None,
        }
    }
}

/// A level from a URL or a saved game, checked.
#[must_use]
pub fn valid_level(level: u8) -> bool {
    (1..=LEVEL_COUNT).contains(&level)
}
