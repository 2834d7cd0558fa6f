//! The game as kept in `localStorage`: a versioned JSON form of the [`GameLine`] (with the
//! moves taken back) and the board's orientation, checked on the way back in.

use loa_core::{Color, Position, Rules, Variant};
use serde::{Deserialize, Serialize};

use crate::game::{valid_level, GameLine, Player, Players};
use crate::i18n::{say, tr};

/// The stored form of a game (JSON in `localStorage`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Saved {
    pub version: u32,
    pub variant: String,
    pub rules: String,
    pub start: String,
    /// All moves, including those taken back.
    pub line: Vec<String>,
    /// How many of them are played.
    pub ply: usize,
    pub black: String,
    pub white: String,
    pub level: u8,
    pub flipped: bool,
    /// The plies (moves played before) at which the Hint button showed a move; absent when none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hints: Vec<u32>,
}

impl Saved {
    pub const VERSION: u32 = 1;
}

impl Saved {
    /// The stored form of `game`, shown `flipped` or not.
    #[must_use]
    pub fn of(game: &GameLine, flipped: bool) -> Saved {
        let start = game.start();
        Saved {
            version: Saved::VERSION,
            variant: start.variant().name().to_owned(),
            rules: start.rules().to_string(),
            start: start.to_string(),
            line: game.line().iter().map(ToString::to_string).collect(),
            ply: game.ply(),
            black: game.players.black.name().to_owned(),
            white: game.players.white.name().to_owned(),
            level: game.players.level,
            flipped,
            hints: Vec::new(),
        }
    }

    /// Rebuilds the stored game and its orientation, checking everything.
    ///
    /// # Errors
    /// A message saying what is wrong with the stored game.
    pub fn restore(&self) -> Result<(GameLine, bool), String> {
        if self.version != Saved::VERSION {
            return Err(tr("saved-other-version", &[("version", self.version.into())]));
        }
        let variant: Variant = self.variant.parse().map_err(|e| say(&e))?;
        let rules: Rules = self.rules.parse().map_err(|e| say(&e))?;
        let start = Position::from_position_string(&self.start, variant, rules).map_err(|e| say(&e))?;
        let unknown = |color: Color| tr("saved-unknown-player", &[("color", color.into())]);
        let black = Player::parse(&self.black).ok_or_else(|| unknown(Color::Black))?;
        let white = Player::parse(&self.white).ok_or_else(|| unknown(Color::White))?;
        if !valid_level(self.level) {
            return Err(tr("saved-no-level", &[("level", self.level.into())]));
        }
        let mut pos = start.clone();
        let mut moves = Vec::with_capacity(self.line.len());
        for (i, text) in self.line.iter().enumerate() {
            let bad = |error: String| {
                let text = text.escape_debug().to_string();
                tr("saved-bad-move", &[("number", (i + 1).into()), ("text", text.into()), ("error", error.into())])
            };
            let m = pos.parse_move(text).map_err(|e| bad(say(&e)))?;
            pos.play(m).map_err(|e| bad(say(&e)))?;
            moves.push(m);
        }
        let players = Players { black, white, level: self.level };
        let game = GameLine::with_line(start, &moves, self.ply, players)
            .map_err(|_| tr("saved-bad-ply", &[("ply", self.ply.into()), ("total", moves.len().into())]))?;
        Ok((game, self.flipped))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn saved_games_round_trip_and_bad_ones_are_errors() {
        let mut g = GameLine::new(
            Position::with_rules(Variant::ScrambledEggs, "simultaneous=mover".parse().unwrap()),
            Players::default(),
        );
        let first = g.position().legal_moves()[0];
        g.play(first).unwrap();
        let second = g.position().legal_moves()[0];
        g.play(second).unwrap();
        g.undo_one();
        let saved = Saved::of(&g, true);
        let (back, flipped) = saved.restore().unwrap();
        assert!(flipped);
        assert_eq!(Saved::of(&back, flipped), saved);
        assert_eq!(back.ply(), 1);
        assert!(back.can_redo());

        let mut bad = saved.clone();
        bad.line.push("a1-a8".into());
        assert!(bad.restore().is_err());
        let mut bad = saved.clone();
        bad.ply = 9;
        assert!(bad.restore().is_err());
        let mut bad = saved.clone();
        bad.level = 0;
        assert!(bad.restore().is_err());
        let mut bad = saved;
        bad.start = "xyz".into();
        assert!(bad.restore().is_err());
    }
}
