//! The game on the page, in plain Rust on top of loa-core: the start position, the line of moves
//! (with the moves taken back, for redo), who plays each side, and which move the user is looking
//! at. No browser APIs here, so it is tested natively.

use loa_core::search::LEVEL_COUNT;
use loa_core::{record, Color, Move, PlayError, Position, Rules, Variant};
use serde::{Deserialize, Serialize};

/// The level a new player meets first.
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

/// The game.
#[derive(Debug, Clone)]
pub struct Game {
    start: Position,
    /// Every move of the game, including those taken back (redo goes forward along them).
    line: Vec<Move>,
    /// The position after `line[..ply]`: the game as it stands.
    pos: Position,
    /// The ply shown on the board (≤ the ply of `pos`): browsing the move list.
    view: usize,
    pub players: Players,
    pub flipped: bool,
}

impl Game {
    /// A game from `start` (whose history, if any, is dropped).
    #[must_use]
    pub fn new(start: Position, players: Players) -> Game {
        let start = record::start_of(&start);
        Game { pos: start.clone(), start, line: Vec::new(), view: 0, players, flipped: false }
    }

    /// A game from a position that carries the moves played (an imported record).
    #[must_use]
    pub fn from_played(pos: Position, players: Players) -> Game {
        let start = record::start_of(&pos);
        let line: Vec<Move> = pos.moves_played().collect();
        Game { view: line.len(), start, line, pos, players, flipped: false }
    }

    /// The game as it stands.
    #[must_use]
    pub fn position(&self) -> &Position {
        &self.pos
    }

    #[must_use]
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// Plies played.
    #[must_use]
    pub fn ply(&self) -> usize {
        self.pos.ply()
    }

    /// The moves played, in order.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.line[..self.ply()]
    }

    /// The ply shown on the board.
    #[must_use]
    pub fn view(&self) -> usize {
        self.view
    }

    #[must_use]
    pub fn is_browsing(&self) -> bool {
        self.view < self.ply()
    }

    /// The position after `ply` moves (clamped to the moves played).
    #[must_use]
    pub fn position_at(&self, ply: usize) -> Position {
        if ply >= self.ply() {
            return self.pos.clone();
        }
        let mut pos = self.start.clone();
        for &m in &self.line[..ply] {
            pos.play_unchecked(m);
        }
        pos
    }

    /// Shows the position after `ply` moves; returns whether the view changed.
    pub fn set_view(&mut self, ply: usize) -> bool {
        let ply = ply.min(self.ply());
        let changed = ply != self.view;
        self.view = ply;
        changed
    }

    /// Plays `m` in the game as it stands (and shows the result). A move that differs from the
    /// next one taken back ends the redo line.
    ///
    /// # Errors
    /// [`PlayError`] when `m` is illegal.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        self.pos.play(m)?;
        let ply = self.pos.ply();
        if self.line.get(ply - 1) != Some(&m) {
            self.line.truncate(ply - 1);
            self.line.push(m);
        }
        self.view = ply;
        Ok(())
    }

    #[must_use]
    pub fn can_undo(&self) -> bool {
        self.ply() > 0
    }

    #[must_use]
    pub fn can_redo(&self) -> bool {
        self.line.len() > self.ply()
    }

    /// Takes back one move; returns it.
    pub fn undo_one(&mut self) -> Option<Move> {
        let m = self.pos.undo()?;
        self.view = self.ply();
        Some(m)
    }

    /// Plays the next move taken back; returns it.
    pub fn redo_one(&mut self) -> Option<Move> {
        let m = *self.line.get(self.ply())?;
        self.pos.play(m).ok()?;
        self.view = self.ply();
        Some(m)
    }

    /// The user's undo: against the computer, back to the user's previous turn (their move and
    /// the computer's reply); otherwise one move. Returns the moves taken back, last first.
    pub fn undo(&mut self) -> Vec<Move> {
        let mut undone = Vec::new();
        if let Some(m) = self.undo_one() {
            undone.push(m);
        }
        if self.players.lone_human().is_some() {
            while self.players.of(self.pos.turn()) == Player::Computer {
                match self.undo_one() {
                    Some(m) => undone.push(m),
                    None => break,
                }
            }
        }
        undone
    }

    /// The user's redo, the mirror of [`Game::undo`]. Returns the moves replayed, in order.
    pub fn redo(&mut self) -> Vec<Move> {
        let mut redone = Vec::new();
        if let Some(m) = self.redo_one() {
            redone.push(m);
        }
        if self.players.lone_human().is_some() {
            while self.players.of(self.pos.turn()) == Player::Computer && !self.pos.is_game_over() {
                match self.redo_one() {
                    Some(m) => redone.push(m),
                    None => break,
                }
            }
        }
        redone
    }

    /// Whether the computer should be thinking now.
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        !self.pos.is_game_over() && self.players.of(self.pos.turn()) == Player::Computer
    }

    /// The game as stored in `localStorage`.
    #[must_use]
    pub fn to_saved(&self) -> Saved {
        Saved {
            version: Saved::VERSION,
            variant: self.start.variant().name().to_owned(),
            rules: self.start.rules().to_string(),
            start: self.start.to_string(),
            line: self.line.iter().map(ToString::to_string).collect(),
            ply: self.ply(),
            black: self.players.black.name().to_owned(),
            white: self.players.white.name().to_owned(),
            level: self.players.level,
            flipped: self.flipped,
        }
    }

    /// Rebuilds a stored game, checking everything.
    ///
    /// # Errors
    /// A message saying what is wrong with the stored game.
    pub fn from_saved(saved: &Saved) -> Result<Game, String> {
        if saved.version != Saved::VERSION {
            return Err(format!("it was saved by another version ({})", saved.version));
        }
        let variant: Variant = saved.variant.parse().map_err(|e| format!("{e}"))?;
        let rules: Rules = saved.rules.parse().map_err(|e| format!("{e}"))?;
        let start = Position::from_position_string(&saved.start, variant, rules).map_err(|e| format!("{e}"))?;
        let black = Player::parse(&saved.black).ok_or("unknown player for Black")?;
        let white = Player::parse(&saved.white).ok_or("unknown player for White")?;
        if !valid_level(saved.level) {
            return Err(format!("level {} does not exist", saved.level));
        }
        let mut game = Game::new(start, Players { black, white, level: saved.level });
        game.flipped = saved.flipped;
        for (i, text) in saved.line.iter().enumerate() {
            let m = game.pos.parse_move(text).map_err(|e| format!("move {} {text:?}: {e}", i + 1))?;
            game.play(m).map_err(|e| format!("move {} {text:?}: {e}", i + 1))?;
        }
        if saved.ply > game.line.len() {
            return Err(format!("it is at move {} of a game of {}", saved.ply, game.line.len()));
        }
        while game.ply() > saved.ply {
            game.undo_one();
        }
        Ok(game)
    }
}

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
}

impl Saved {
    pub const VERSION: u32 = 1;
}

/// A move for people and screen readers: "Black: b1 to b3", "White: h3 takes f1".
#[must_use]
pub fn describe(color: Color, m: Move) -> String {
    if m.is_pass() {
        format!("{color} passes")
    } else if m.is_capture() {
        format!("{color}: {} takes {}", m.from(), m.to())
    } else {
        format!("{color}: {} to {}", m.from(), m.to())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(pos: &Position, s: &str) -> Move {
        pos.parse_move(s).unwrap()
    }

    fn two_humans() -> Players {
        Players { black: Player::Human, white: Player::Human, level: 1 }
    }

    #[test]
    fn play_undo_redo_and_a_new_branch() {
        let mut g = Game::new(Position::new(Variant::Standard), two_humans());
        for s in ["b1-b3", "h4-f2", "d1xa4"] {
            let m = mv(g.position(), s);
            g.play(m).unwrap();
        }
        assert_eq!(g.ply(), 3);
        assert_eq!(g.undo().len(), 1);
        assert!(g.can_redo());
        assert_eq!(g.redo().len(), 1);
        assert_eq!(g.ply(), 3);
        g.undo();
        let other = mv(g.position(), "c1-c3");
        g.play(other).unwrap();
        assert!(!g.can_redo());
        assert_eq!(g.moves().len(), 3);
    }

    #[test]
    fn undo_against_the_computer_takes_back_the_reply_too() {
        let mut g = Game::new(Position::new(Variant::Standard), Players::default());
        for s in ["b1-b3", "h4-f2"] {
            let m = mv(g.position(), s);
            g.play(m).unwrap();
        }
        assert_eq!(g.undo().len(), 2);
        assert_eq!(g.ply(), 0);
        assert_eq!(g.redo().len(), 2);
        assert_eq!(g.ply(), 2);
        // The computer is thinking (its move not yet played): undo takes back the user's move.
        g.undo();
        let m = mv(g.position(), "b1-b3");
        g.play(m).unwrap();
        assert!(g.computer_to_move());
        assert_eq!(g.undo().len(), 1);
        assert_eq!(g.ply(), 0);
    }

    #[test]
    fn browsing_shows_earlier_positions() {
        let mut g = Game::new(Position::new(Variant::Standard), two_humans());
        for s in ["c8-c6", "a6-c4", "e8-b5", "h3xf1"] {
            let m = mv(g.position(), s);
            g.play(m).unwrap();
        }
        assert!(g.set_view(1));
        assert!(g.is_browsing());
        let mut after_one = Position::new(Variant::Standard);
        after_one.play(mv(&after_one, "c8-c6")).unwrap();
        assert_eq!(g.position_at(g.view()).to_string(), after_one.to_string());
        g.set_view(99);
        assert!(!g.is_browsing());
    }

    #[test]
    fn saved_games_round_trip_and_bad_ones_are_errors() {
        let mut g = Game::new(
            Position::with_rules(Variant::ScrambledEggs, "simultaneous=mover".parse().unwrap()),
            Players::default(),
        );
        let first = g.position().legal_moves()[0];
        g.play(first).unwrap();
        let second = g.position().legal_moves()[0];
        g.play(second).unwrap();
        g.undo_one();
        g.flipped = true;
        let saved = g.to_saved();
        let back = Game::from_saved(&saved).unwrap();
        assert_eq!(back.to_saved(), saved);
        assert_eq!(back.ply(), 1);
        assert!(back.can_redo());

        let mut bad = saved.clone();
        bad.line.push("a1-a8".into());
        assert!(Game::from_saved(&bad).is_err());
        let mut bad = saved.clone();
        bad.ply = 9;
        assert!(Game::from_saved(&bad).is_err());
        let mut bad = saved.clone();
        bad.level = 0;
        assert!(Game::from_saved(&bad).is_err());
        let mut bad = saved;
        bad.start = "xyz".into();
        assert!(Game::from_saved(&bad).is_err());
    }
}
