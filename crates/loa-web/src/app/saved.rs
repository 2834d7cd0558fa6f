//! The game as kept in the library: a versioned JSON form of the [`GameLine`] (with the moves
//! taken back), the board's orientation and the library's bookkeeping (id, revision, dates),
//! checked on the way back in.
//!
//! The format is extensible: fields added later are optional (`#[serde(default)]`), unknown
//! fields are ignored, and a save whose `version` is newer than [`Saved::VERSION`] is never read
//! (nor overwritten): see [`Saved::probe`].

use loa_core::{Color, Position, Rules, Variant};
use serde::{Deserialize, Serialize};

use super::library::Entry;
use crate::game::{valid_level, GameLine, Player, Players};
use crate::i18n::{say, tr, Arg};

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
    /// The game's id in the library (version 1 saves had none).
    #[serde(default)]
    pub id: String,
    /// One more at every save: a tab never overwrites a newer revision.
    #[serde(default)]
    pub rev: u64,
    /// When the game was started and last saved (ms since 1970).
    #[serde(default)]
    pub created: u64,
    #[serde(default)]
    pub updated: u64,
    /// In a game by link, the colour this player has (`black` or `white`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub me: Option<String>,
}

/// Why a saved game cannot be opened. Nothing is deleted in any case: the save stays as it is.
#[derive(Debug, Clone)]
pub enum SavedError {
    /// Written by a newer version of the site.
    Newer { version: u32 },
    /// Not a game at all (not JSON, a field missing or wrong).
    Unreadable(String),
    /// A game whose move `number` (`text`) cannot be played: the moves before it are `prefix`.
    Damaged { number: usize, text: String, reason: String, prefix: Box<GameLine> },
}

impl std::fmt::Display for SavedError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let text = match self {
            SavedError::Newer { version } => tr("saved-newer", &[("version", Arg::from(i64::from(*version)))]),
            SavedError::Unreadable(reason) => reason.clone(),
            SavedError::Damaged { number, text, reason, .. } => tr(
                "saved-bad-move",
                &[
                    ("number", Arg::from(*number as i64)),
                    ("text", Arg::from(text.as_str())),
                    ("error", Arg::from(reason.as_str())),
                ],
            ),
        };
        f.write_str(&text)
    }
}

/// The version field alone, read first so a newer format is recognised before anything else.
#[derive(Debug, Deserialize)]
pub struct Probe {
    pub version: u32,
}

impl Saved {
    /// Version 2: the library (id, revision, dates, colour in a game by link). Version 1 (one
    /// game per site) is still read.
    pub const VERSION: u32 = 2;

    /// Whether a save of `version` may be read: `Err(Newer)` for a later version's.
    ///
    /// # Errors
    /// [`SavedError::Newer`].
    pub fn probe(version: u32) -> Result<(), SavedError> {
        if version > Saved::VERSION {
            Err(SavedError::Newer { version })
        } else {
            Ok(())
        }
    }

    /// The stored form of `game`, shown `flipped` or not (the library fields left empty).
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
            id: String::new(),
            rev: 0,
            created: 0,
            updated: 0,
            me: None,
        }
    }

    /// The colour this player has in a game by link.
    #[must_use]
    pub fn me(&self) -> Option<Color> {
        match self.me.as_deref() {
            Some("black") => Some(Color::Black),
            Some("white") => Some(Color::White),
            _ => None,
        }
    }

    /// What the library's list shows of this game (`game`: the game it restores to).
    #[must_use]
    pub fn entry(&self, game: &GameLine) -> Entry {
        Entry {
            id: self.id.clone(),
            rev: self.rev,
            created: self.created,
            updated: self.updated,
            black: self.black.clone(),
            white: self.white.clone(),
            level: self.level,
            variant: self.variant.clone(),
            rules: self.rules.clone(),
            moves: game.ply(),
            result: game.outcome().map(|o| o.score_str().to_owned()),
            me: self.me.clone(),
        }
    }

    /// Rebuilds the stored game and its orientation, checking everything.
    ///
    /// # Errors
    /// What is wrong with the stored game; a bad move comes with the game up to it.
    pub fn restore(&self) -> Result<(GameLine, bool), SavedError> {
        Saved::probe(self.version)?;
        let unreadable = |e: String| SavedError::Unreadable(e);
        let variant: Variant = self.variant.parse().map_err(|e| unreadable(say(&e)))?;
        let rules: Rules = self.rules.parse().map_err(|e| unreadable(say(&e)))?;
        let start = Position::from_position_string(&self.start, variant, rules).map_err(|e| unreadable(say(&e)))?;
        let unknown = |color: &str| unreadable(tr("saved-unknown-player", &[("color", Arg::from(color))]));
        let black = Player::parse(&self.black).ok_or_else(|| unknown("black"))?;
        let white = Player::parse(&self.white).ok_or_else(|| unknown("white"))?;
        if !valid_level(self.level) {
            return Err(unreadable(tr("saved-no-level", &[("level", Arg::from(i64::from(self.level)))])));
        }
        let players = Players { black, white, level: self.level };
        let mut pos = start.clone();
        let mut moves = Vec::with_capacity(self.line.len());
        for (i, text) in self.line.iter().enumerate() {
            let played = match pos.parse_move(text) {
                Ok(m) => pos.play(m).map(|()| m).map_err(|e| say(&e)),
                Err(e) => Err(say(&e)),
            };
            match played {
                Ok(m) => moves.push(m),
                Err(reason) => {
                    let prefix = GameLine::with_line(start.clone(), &moves, moves.len().min(self.ply), players)
                        .map_err(|_| {
                            unreadable(tr("saved-bad-ply", &[("ply", Arg::from(0)), ("total", Arg::from(0))]))
                        })?;
                    return Err(SavedError::Damaged {
                        number: i + 1,
                        text: text.clone(),
                        reason,
                        prefix: Box::new(prefix),
                    });
                }
            }
        }
        let game = GameLine::with_line(start, &moves, self.ply, players).map_err(|_| {
            unreadable(tr(
                "saved-bad-ply",
                &[("ply", Arg::from(self.ply as i64)), ("total", Arg::from(moves.len() as i64))],
            ))
        })?;
        Ok((game, self.flipped))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two_moves() -> GameLine {
        let mut g = GameLine::new(
            Position::with_rules(Variant::ScrambledEggs, "simultaneous=mover".parse().unwrap()),
            Players::default(),
        );
        let first = g.position().legal_moves()[0];
        g.play(first).unwrap();
        let second = g.position().legal_moves()[0];
        g.play(second).unwrap();
        g
    }

    #[test]
    fn saved_games_round_trip_and_bad_ones_are_errors() {
        let mut g = two_moves();
        g.undo_one();
        let saved = Saved::of(&g, true);
        let (back, flipped) = saved.restore().unwrap();
        assert!(flipped);
        assert_eq!(Saved::of(&back, flipped), saved);
        assert_eq!(back.ply(), 1);
        assert!(back.can_redo());

        let mut bad = saved.clone();
        bad.ply = 9;
        assert!(matches!(bad.restore(), Err(SavedError::Unreadable(_))));
        let mut bad = saved.clone();
        bad.level = 0;
        assert!(matches!(bad.restore(), Err(SavedError::Unreadable(_))));
        let mut bad = saved;
        bad.start = "xyz".into();
        assert!(matches!(bad.restore(), Err(SavedError::Unreadable(_))));
    }

    #[test]
    fn a_damaged_save_offers_the_moves_before_the_bad_one() {
        let g = two_moves();
        let mut saved = Saved::of(&g, false);
        saved.line.push("a1-a8".into());
        saved.line.push("b1-b2".into());
        saved.ply = 4;
        match saved.restore() {
            Err(e @ SavedError::Damaged { .. }) => {
                let SavedError::Damaged { number, ref text, ref prefix, .. } = e else { unreachable!() };
                assert_eq!((number, text.as_str()), (3, "a1-a8"));
                assert_eq!(prefix.ply(), 2);
                assert_eq!(prefix.line(), g.line());
                assert!(e.to_string().contains("a1-a8"), "{e}");
            }
            other => panic!("{other:?}"),
        }
        // A word that is not a move at all is damage too.
        saved.line[2] = "zz".into();
        assert!(matches!(saved.restore(), Err(SavedError::Damaged { number: 3, .. })));
    }

    #[test]
    fn versions_older_read_newer_refused_unknown_fields_ignored() {
        let g = two_moves();
        let mut saved = Saved::of(&g, false);
        saved.id = "k1-00000001".into();
        saved.rev = 7;
        saved.me = Some("white".into());
        let text = serde_json::to_string(&saved).unwrap();
        let back: Saved = serde_json::from_str(&text).unwrap();
        assert_eq!(back, saved);
        assert_eq!(back.me(), Some(Color::White));
        assert_eq!(back.entry(&g).moves, 2);
        assert_eq!(back.entry(&g).rev, 7);

        // Version 1 (before the library): no id, revision or dates.
        let v1 = r#"{"version":1,"variant":"standard","rules":"olympiad","start":"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b","line":["b1-b3"],"ply":1,"black":"human","white":"human","level":3,"flipped":false}"#;
        let old: Saved = serde_json::from_str(v1).unwrap();
        assert_eq!(old.restore().unwrap().0.ply(), 1);
        assert_eq!(old.id, "");

        // A later version's extra fields are ignored when its version is ours…
        let extra = text.replacen('{', r#"{"future":3,"#, 1);
        assert_eq!(serde_json::from_str::<Saved>(&extra).unwrap(), saved);
        // …and a newer version is refused before anything else is read.
        let probe: Probe = serde_json::from_str(&text.replace("\"version\":2", "\"version\":99")).unwrap();
        assert!(matches!(Saved::probe(probe.version), Err(SavedError::Newer { version: 99 })));
        let mut newer = saved;
        newer.version = 3;
        assert!(matches!(newer.restore(), Err(SavedError::Newer { version: 3 })));
    }
}
