//! A kept game opened again: the game, its orientation and its analysis board, every part
//! checked on the way in (a bad move comes with the moves before it).

use loa_core::{Position, Rules, Variant};

use super::error::bad_ply;
use super::tree as saved_tree;
use super::{Saved, SavedAnalysis, SavedError};
use crate::game::{valid_level, GameLine, Player, Players};
use crate::i18n::Msg;
use crate::i18n::{say, tr, Arg};

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

impl Saved {
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
        let mut game = self.restore_game()?;
        self.restore_terms(&mut game)?;
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
        let unknown = |color: &str| unreadable(tr(Msg::SavedUnknownPlayer, &[("color", Arg::from(color))]));
        let black = Player::parse(&self.black).ok_or_else(|| unknown("black"))?;
        let white = Player::parse(&self.white).ok_or_else(|| unknown("white"))?;
        if !valid_level(self.level) {
            return Err(unreadable(tr(Msg::SavedNoLevel, &[("level", Arg::from(i64::from(self.level)))])));
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
                            unreadable(tr(Msg::SavedBadPly, &[("ply", Arg::from(0)), ("total", Arg::from(0))]))
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
