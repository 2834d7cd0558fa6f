//! The game as kept in the library: a versioned JSON form of the [`GameLine`] (with the moves
//! taken back, and its variations), the analysis board of the game (its own tree and cursor, open
//! or not), the board's orientation and the library's bookkeeping (id, revision, dates), checked
//! on the way back in.
//!
//! A game with nothing but its line is written as version 2 (`line`, `ply`), which the previous
//! builds still read; one with variations or an analysis is version 3: its moves are one
//! [`saved_tree`] text (`tree`, the line's end `end`, `ply`) and `analysis` holds the analysis
//! board's tree with its cursor.
//!
//! The format is extensible: fields added later are optional (`#[serde(default)]`), unknown
//! fields are ignored, and a save whose `version` is newer than [`Saved::VERSION`] is never read
//! (nor overwritten): see [`Saved::probe`].

use loa_core::move_tree::MoveTree;
use loa_core::{Color, Position, Rules, Variant};
use serde::{Deserialize, Serialize};

pub mod library;
pub mod link;
pub mod tree;

use self::library::Entry;
use self::tree as saved_tree;
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
    /// Version 3, a game with moves off its line (variations): all its moves as a
    /// [`saved_tree`] text; `line` is then empty.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tree: Option<String>,
    /// With `tree`: the number of the line's last move in it (0: no move).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub end: usize,
    /// Version 3: the analysis board of this game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub analysis: Option<SavedAnalysis>,
}

fn is_zero(n: &usize) -> bool {
    *n == 0
}

/// The analysis board of a game, as kept: its moves (the game's, with the variations made there),
/// the line it follows, where it stands, and whether it was open.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedAnalysis {
    /// A [`saved_tree`] text, from the game's start.
    pub tree: String,
    /// The number of its line's last move (0: no move).
    #[serde(default)]
    pub end: usize,
    /// The moves of that line played on the board.
    #[serde(default)]
    pub ply: usize,
    /// Whether the analysis board was showing.
    #[serde(default)]
    pub open: bool,
}

/// A kept game as it opens: the game, its orientation and its analysis board (if it has one).
#[derive(Debug, Clone)]
pub struct Restored {
    pub game: GameLine,
    pub flipped: bool,
    pub analysis: Option<Analysed>,
}

/// The analysis board of a game: a copy with its variations (two people, variations on).
#[derive(Debug, Clone)]
pub struct Analysed {
    pub board: GameLine,
    /// Whether it was showing (it opens again).
    pub open: bool,
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
    /// Version 3: variations (`tree`, `end`) and the analysis board (`analysis`). Version 2 (the
    /// library: id, revision, dates, colour in a game by link; still written for a game without
    /// variations) and version 1 (one game per site) are read.
    pub const VERSION: u32 = 3;
    /// The version of a game with nothing but its line.
    pub const LINE_VERSION: u32 = 2;

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
        // Moves off the line: the whole tree (version 3), else the line alone (version 2).
        let (version, line, tree, end) = if game.tree().len() == game.line().len() {
            (Saved::LINE_VERSION, game.line().iter().map(ToString::to_string).collect(), None, 0)
        } else {
            let written = saved_tree::write(game.tree());
            let end = written.number(game.line_nodes().last().copied().unwrap_or(MoveTree::ROOT));
            (Saved::VERSION, Vec::new(), Some(written.text), end)
        };
        Saved {
            version,
            variant: start.variant().name().to_owned(),
            rules: start.rules().to_string(),
            start: start.to_string(),
            line,
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
            tree,
            end,
            analysis: None,
        }
    }

    /// Adds the analysis board `board` of this game (`open`: showing); a board from another start
    /// (the editor's position) is not this game's and is left out.
    #[must_use]
    pub fn with_analysis(mut self, board: &GameLine, open: bool) -> Saved {
        if !same_start(board, &self) {
            return self;
        }
        let written = saved_tree::write(board.tree());
        let end = written.number(board.line_nodes().last().copied().unwrap_or(MoveTree::ROOT));
        self.version = Saved::VERSION;
        self.analysis = Some(SavedAnalysis { tree: written.text, end, ply: board.ply(), open });
        self
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
        self.restore_all().map(|r| (r.game, r.flipped))
    }

    /// Rebuilds the stored game, its orientation and its analysis board, checking everything.
    ///
    /// # Errors
    /// What is wrong with the stored game; a bad move (also one of the analysis board) comes with
    /// the game up to it.
    pub fn restore_all(&self) -> Result<Restored, SavedError> {
        let game = self.restore_game()?;
        let analysis = match &self.analysis {
            None => None,
            Some(a) => Some(Analysed { board: analysis_board(a, &game)?, open: a.open }),
        };
        Ok(Restored { game, flipped: self.flipped, analysis })
    }

    fn restore_game(&self) -> Result<GameLine, SavedError> {
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
        if let Some(text) = &self.tree {
            return tree_game(text, self.end, self.ply, start, players);
        }
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
        GameLine::with_line(start, &moves, self.ply, players).map_err(|_| bad_ply(self.ply, moves.len()))
    }
}

fn bad_ply(ply: usize, total: usize) -> SavedError {
    SavedError::Unreadable(tr("saved-bad-ply", &[("ply", Arg::from(ply as i64)), ("total", Arg::from(total as i64))]))
}

/// Whether `board` starts where the saved game `saved` does.
fn same_start(board: &GameLine, saved: &Saved) -> bool {
    let start = board.start();
    start.to_string() == saved.start
        && start.rules().to_string() == saved.rules
        && start.variant().name() == saved.variant
}

/// A version-3 game: its tree, the line to move `end`, `ply` moves of it played.
fn tree_game(text: &str, end: usize, ply: usize, start: Position, players: Players) -> Result<GameLine, SavedError> {
    let read = saved_tree::read(&start, text);
    if let Some(damage) = read.damage {
        let mut prefix = GameLine::from_tree(read.tree, players);
        prefix.go_to(ply);
        return Err(SavedError::Damaged {
            number: damage.number,
            text: damage.text,
            reason: damage.reason,
            prefix: Box::new(prefix),
        });
    }
    let total = read.tree.len();
    let end = read.node(end).ok_or_else(|| bad_ply(ply, total))?;
    let depth = read.tree.depth(end);
    GameLine::from_tree_at(read.tree, end, ply, players).ok_or_else(|| bad_ply(ply, depth))
}

/// The analysis board kept with `game` (a damaged one: the whole save is damaged, the game itself
/// offered).
fn analysis_board(saved: &SavedAnalysis, game: &GameLine) -> Result<GameLine, SavedError> {
    let players = Players { black: Player::Human, white: Player::Human, level: game.players.level };
    let read = saved_tree::read(game.start(), &saved.tree);
    if let Some(damage) = read.damage {
        return Err(SavedError::Damaged {
            number: damage.number,
            text: damage.text,
            reason: damage.reason,
            prefix: Box::new(game.clone()),
        });
    }
    // Its cursor is only a place to stand: one out of reach stands at the end of the main line.
    let end = read.node(saved.end).unwrap_or_else(|| read.tree.main_end());
    let ply = saved.ply.min(read.tree.depth(end));
    let mut board =
        GameLine::from_tree_at(read.tree, end, ply, players).ok_or_else(|| bad_ply(saved.ply, saved.ply))?;
    board.set_variations(true);
    Ok(board)
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
        newer.version = 4;
        assert!(matches!(newer.restore(), Err(SavedError::Newer { version: 4 })));
    }

    /// b1-b3, then h4-f2 d1xa4 (main line) or a2-c2 (e1-e3, or g1-g3 a5-c5), the line through
    /// a2-c2 e1-e3 with one move of it taken back.
    fn with_variations() -> GameLine {
        let start = Position::new(Variant::Standard);
        let mut tree = MoveTree::new(start);
        for line in ["b1-b3 h4-f2 d1xa4", "b1-b3 a2-c2 e1-e3", "b1-b3 a2-c2 g1-g3 a5-c5"] {
            let mut node = MoveTree::ROOT;
            for text in line.split_whitespace() {
                let m = tree.position(node).parse_move(text).unwrap();
                node = tree.add(node, m).unwrap();
            }
        }
        let mut g = GameLine::from_tree(tree, Players::default());
        let e1e3 = g.find(&moves(&g, "b1-b3 a2-c2 e1-e3")).unwrap();
        assert!(g.select(e1e3));
        g.undo_one();
        g
    }

    fn moves(g: &GameLine, text: &str) -> Vec<loa_core::Move> {
        let mut pos = g.start().clone();
        text.split_whitespace()
            .map(|t| {
                let m = pos.parse_move(t).unwrap();
                pos.play(m).unwrap();
                m
            })
            .collect()
    }

    fn texts(line: &[loa_core::Move]) -> Vec<String> {
        line.iter().map(ToString::to_string).collect()
    }

    #[test]
    fn a_tree_with_nested_variations_round_trips_with_its_line_and_cursor() {
        let g = with_variations();
        let saved = Saved::of(&g, false);
        assert_eq!(saved.version, 3);
        assert!(saved.line.is_empty());
        assert_eq!(saved.tree.as_deref(), Some("b1-b3 h4-f2 ( a2-c2 e1-e3 ( g1-g3 a5-c5 ) ) d1xa4"));
        let text = serde_json::to_string(&saved).unwrap();
        let back: Saved = serde_json::from_str(&text).unwrap();
        let (game, _) = back.restore().unwrap();
        assert_eq!(saved_tree::write(game.tree()).text, saved_tree::write(g.tree()).text);
        assert_eq!(texts(game.line()), ["b1-b3", "a2-c2", "e1-e3"]);
        assert_eq!((game.ply(), game.can_redo()), (2, true));
        assert_eq!(game.position(), g.position());
        assert_eq!(texts(&game.tree().main_line()), ["b1-b3", "h4-f2", "d1xa4"]);
        assert_eq!(Saved::of(&game, false), saved);
        // The library lists the moves played.
        assert_eq!(back.entry(&game).moves, 2);
    }

    #[test]
    fn the_analysis_board_is_kept_with_its_cursor_and_a_board_of_another_start_is_not() {
        let game = two_moves();
        let mut board = with_variations();
        board.set_variations(true);
        // Not this game's start (Scrambled Eggs): left out.
        let saved = Saved::of(&game, false).with_analysis(&board, true);
        assert_eq!((saved.version, saved.analysis.as_ref()), (2, None));

        let game =
            GameLine::with_line(Position::new(Variant::Standard), &moves(&board, "b1-b3 h4-f2"), 2, Players::default())
                .unwrap();
        let saved = Saved::of(&game, true).with_analysis(&board, true);
        assert_eq!(saved.version, 3);
        assert_eq!(saved.tree, None, "the game itself has no variation");
        let back: Saved = serde_json::from_str(&serde_json::to_string(&saved).unwrap()).unwrap();
        let restored = back.restore_all().unwrap();
        assert_eq!(texts(restored.game.line()), ["b1-b3", "h4-f2"]);
        assert!(restored.flipped);
        let analysed = restored.analysis.unwrap();
        assert!(analysed.open);
        assert!(analysed.board.variations());
        assert_eq!(saved_tree::write(analysed.board.tree()).text, saved_tree::write(board.tree()).text);
        assert_eq!(texts(analysed.board.line()), ["b1-b3", "a2-c2", "e1-e3"]);
        assert_eq!(analysed.board.ply(), 2);
        assert_eq!(analysed.board.players.white, Player::Human);
        // Damaged analysis: the whole save is damaged, the game itself offered.
        let mut bad = back;
        if let Some(a) = bad.analysis.as_mut() {
            a.tree = "b1-b3 h4-f2 b1-b4".into();
        }
        match bad.restore_all() {
            Err(SavedError::Damaged { number: 3, prefix, .. }) => assert_eq!(prefix.line(), game.line()),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn version_2_reads_into_a_tree_of_one_line_and_is_still_written_for_such_games() {
        let v2 = r#"{"version":2,"variant":"standard","rules":"olympiad","start":"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b","line":["b1-b3","h4-f2","d1xa4"],"ply":2,"black":"human","white":"computer","level":3,"flipped":false,"id":"k1-00000001","rev":4,"created":1,"updated":2}"#;
        let saved: Saved = serde_json::from_str(v2).unwrap();
        let (game, _) = saved.restore().unwrap();
        assert_eq!(game.tree().len(), 3);
        assert!(!game.tree().has_variations());
        assert_eq!((game.ply(), game.line().len()), (2, 3));
        // Written back: the same text (what a tab of the previous build reads).
        let mut again = Saved::of(&game, false);
        again.id = saved.id.clone();
        (again.rev, again.created, again.updated) = (4, 1, 2);
        assert_eq!(serde_json::to_string(&again).unwrap(), v2);
    }

    #[test]
    fn a_damaged_tree_offers_what_was_read_before_the_bad_move() {
        let mut saved = Saved::of(&with_variations(), false);
        saved.tree = Some("b1-b3 h4-f2 d1xa4 b1-b4".into());
        match saved.restore() {
            Err(e @ SavedError::Damaged { .. }) => {
                let SavedError::Damaged { number, ref text, ref prefix, .. } = e else { unreachable!() };
                assert_eq!((number, text.as_str()), (4, "b1-b4"));
                assert_eq!(texts(prefix.line()), ["b1-b3", "h4-f2", "d1xa4"]);
                assert_eq!(prefix.ply(), 2);
                assert!(e.to_string().contains("b1-b4"), "{e}");
            }
            other => panic!("{other:?}"),
        }
        // A line end that is not in the tree, or a cursor past it: unreadable, never a panic.
        let mut bad = Saved::of(&with_variations(), false);
        bad.end = 99;
        assert!(matches!(bad.restore(), Err(SavedError::Unreadable(_))));
        let mut bad = Saved::of(&with_variations(), false);
        bad.ply = 9;
        assert!(matches!(bad.restore(), Err(SavedError::Unreadable(_))));
    }
}
