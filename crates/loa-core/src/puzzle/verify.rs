//! The verifier: a puzzle proven good by exhaustive search, move by move (see the module text
//! of [`super`]), and why one is not ([`PuzzleError`]).

use core::fmt;

use super::forced::Forced;
use super::{Puzzle, PuzzleKind};
use crate::notation::ParseMoveError;
use crate::{Move, Position};

/// Why a puzzle is not a good one. `ply` counts the solution's moves from 0.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PuzzleError {
    /// The game is already over in the position.
    GameOver,
    /// The solution lists a different number of moves than the kind has.
    WrongLength { kind: PuzzleKind, found: usize },
    /// A listed move is not legal where it is played.
    IllegalMove { ply: usize, error: ParseMoveError },
    /// A listed move before the last ends the game.
    EndsEarly { ply: usize },
    /// The last listed move does not connect the solver's pieces (or connects both: a draw).
    LastDoesNotWin,
    /// The listed solver move does not force a connection in the plies left.
    NotForced { ply: usize },
    /// Another move also forces a connection in the plies left (for `win1`: also connects).
    NotUnique { ply: usize, alternative: Move },
    /// A forced connection in fewer plies exists at this solver turn.
    FasterWin { ply: usize, plies: u32 },
    /// The listed defender reply does not resist longest: this one holds out longer.
    WeakDefence { ply: usize, better: Move },
    /// `defend`: the side to move can connect at once.
    WinAvailable { win: Move },
    /// `defend`: the side to move has fewer than two legal moves.
    TooFewMoves,
    /// `defend`: after the listed move the opponent connects at once.
    DefenceFails,
    /// `defend`: another move also avoids an immediate loss (perhaps by drawing).
    DefenceNotUnique { alternative: Move },
}

impl fmt::Display for PuzzleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleError::GameOver => f.write_str("the game is already over in the puzzle position"),
            PuzzleError::WrongLength { kind, found } => {
                write!(f, "a {kind} puzzle lists {} move(s), this one {found}", kind.plies())
            }
            PuzzleError::IllegalMove { ply, error } => write!(f, "solution move {}: {error}", ply + 1),
            PuzzleError::EndsEarly { ply } => write!(f, "solution move {} already ends the game", ply + 1),
            PuzzleError::LastDoesNotWin => f.write_str("the last solution move does not win"),
            PuzzleError::NotForced { ply } => {
                write!(f, "solution move {} does not force a connection in the moves left", ply + 1)
            }
            PuzzleError::NotUnique { ply, alternative } => {
                write!(f, "at solution move {}, {alternative} wins as well: the answer is not unique", ply + 1)
            }
            PuzzleError::FasterWin { ply, plies } => {
                write!(f, "at solution move {}, a connection is forced in {plies} plies already", ply + 1)
            }
            PuzzleError::WeakDefence { ply, better } => {
                write!(f, "solution move {} is not the longest defence: {better} resists longer", ply + 1)
            }
            PuzzleError::WinAvailable { win } => write!(f, "the side to move connects at once with {win}"),
            PuzzleError::TooFewMoves => f.write_str("the side to move has fewer than two legal moves"),
            PuzzleError::DefenceFails => f.write_str("after the listed move the opponent connects at once"),
            PuzzleError::DefenceNotUnique { alternative } => {
                write!(f, "{alternative} also avoids losing at once: the defence is not unique")
            }
        }
    }
}

impl core::error::Error for PuzzleError {}

impl Puzzle {
    /// Proves by exhaustive search that the puzzle is good (see the module docs).
    ///
    /// # Errors
    /// [`PuzzleError`] saying why it is not.
    pub fn verify(&self) -> Result<(), PuzzleError> {
        let mut pos = self.position.clone();
        if pos.is_game_over() {
            return Err(PuzzleError::GameOver);
        }
        if self.solution.len() != self.kind.plies() {
            return Err(PuzzleError::WrongLength { kind: self.kind, found: self.solution.len() });
        }
        let mut search = Forced::new(&pos);
        let solver = pos.turn();
        let total = self.solution.len() as u32;
        // Move by move: each listed move is checked where it is played, before the next is read.
        for (ply, text) in self.solution.iter().enumerate() {
            let m = text.to_move(&pos).map_err(|error| PuzzleError::IllegalMove { ply, error })?;
            if self.kind == PuzzleKind::Defend {
                return verify_defence(&mut search, &mut pos, m);
            }
            let left = total - ply as u32;
            if ply % 2 == 0 {
                check_solver_turn(&mut search, &mut pos, ply, m, left)?;
            } else {
                check_defender_turn(&mut search, &mut pos, ply, m, left)?;
            }
            pos.play_unchecked(m);
            if pos.is_game_over() && ply + 1 < self.solution.len() {
                return Err(PuzzleError::EndsEarly { ply });
            }
        }
        match pos.outcome() {
            Some(o) if o.winner() == Some(solver) => Ok(()),
            _ => Err(PuzzleError::LastDoesNotWin),
        }
    }
}

/// At a solver turn with `left` plies to go: no faster forced connection, `m` forces one in
/// `left` plies, and no other move does.
fn check_solver_turn(
    search: &mut Forced,
    pos: &mut Position,
    ply: usize,
    m: Move,
    left: u32,
) -> Result<(), PuzzleError> {
    if left > 1 {
        if let Some(plies) = search.distance(pos, left - 1) {
            return Err(PuzzleError::FasterWin { ply, plies });
        }
    }
    if !search.move_forces(pos, m, left) {
        return Err(PuzzleError::NotForced { ply });
    }
    for alternative in pos.legal_moves() {
        if alternative != m && search.move_forces(pos, alternative, left) {
            return Err(PuzzleError::NotUnique { ply, alternative });
        }
    }
    Ok(())
}

/// At a defender turn with `left` plies to go (this reply included): no reply holds out
/// longer than `m`.
fn check_defender_turn(
    search: &mut Forced,
    pos: &mut Position,
    ply: usize,
    m: Move,
    left: u32,
) -> Result<(), PuzzleError> {
    // The solver's last move forced a connection within `left` plies, so every reply has a
    // distance; the listed one's is what every other must not exceed.
    let Some(listed) = search.reply_distance(pos, m, left) else {
        return Err(PuzzleError::NotForced { ply: ply - 1 });
    };
    for better in pos.legal_moves() {
        if better != m && !search.reply_loses(pos, better, listed) {
            return Err(PuzzleError::WeakDefence { ply, better });
        }
    }
    Ok(())
}

/// `defend`: no win at once, two legal moves or more, and `m` the only move that does not let
/// the opponent connect at once.
fn verify_defence(search: &mut Forced, pos: &mut Position, m: Move) -> Result<(), PuzzleError> {
    if let Some(&win) = search.winning_moves(pos).first() {
        return Err(PuzzleError::WinAvailable { win });
    }
    let moves = pos.legal_moves();
    if moves.len() < 2 {
        return Err(PuzzleError::TooFewMoves);
    }
    if search.reply_loses(pos, m, 2) {
        return Err(PuzzleError::DefenceFails);
    }
    for alternative in moves {
        if alternative != m && !search.reply_loses(pos, alternative, 2) {
            return Err(PuzzleError::DefenceNotUnique { alternative });
        }
    }
    Ok(())
}
