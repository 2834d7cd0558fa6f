//! Playing the games: random openings, the two sides (in this process or another) and a game's end.

use loa_core::engine::Engine;
use loa_core::record::write_move_list;
use loa_core::{Color, Move, Position, Rng, Rules, Variant};

use super::{Mover, Player, Tally};
use crate::bestmove::WallClock;
use crate::external::{External, ExternalError};

/// The most games one `loa match` plays.
pub const MAX_GAMES: u32 = 1_000_000;

/// The longest random opening `--opening-plies` accepts: random games rarely last longer, and
/// `opening` retries until one does.
pub const MAX_OPENING_PLIES: u32 = 100;

/// A deterministic opening: `plies` random legal moves from the start that do not end the game.
pub fn opening(variant: Variant, rules: Rules, plies: u32, seed: u64) -> Position {
    let mut rng = Rng::new(seed);
    'retry: loop {
        let mut pos = Position::with_rules(variant, rules);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            let m = moves[rng.index(moves.len())];
            pos.play_unchecked(m);
            if pos.is_game_over() {
                continue 'retry;
            }
        }
        return pos;
    }
}

/// Longest game before it is called a draw (only when the rules set no move limit).
const MAX_GAME_PLIES: usize = 400;

/// One side of a match: an engine in this process, one in another that speaks `loa engine`'s
/// protocol (`--engine-a`, `--engine-b`), or a built-in mover that does not search.
#[derive(Debug)]
pub enum Side {
    Internal(Player, Box<Engine>),
    External(External),
    Mover(Mover),
}

impl Side {
    /// `player` in this process.
    pub fn internal(player: Player, hash_mb: usize) -> Side {
        Side::Internal(player, Box::new(player.engine(hash_mb)))
    }

    fn new_game(&mut self) -> Result<(), ExternalError> {
        match self {
            Side::Internal(_, e) => {
                e.new_game();
                Ok(())
            }
            Side::External(x) => x.new_game(),
            Side::Mover(_) => Ok(()),
        }
    }

    /// The side's move; `Ok(Err(text))` for an answer that is not a legal move (a forfeit).
    fn best_move(
        &mut self,
        pos: &Position,
        seed: u64,
        clock: &WallClock,
    ) -> Result<Result<Move, String>, ExternalError> {
        match self {
            Side::Internal(p, e) => {
                let r = e.search_with_margin(pos, p.limits, p.margin, seed, clock, &mut |_| {});
                Ok(r.best.ok_or_else(|| "none".to_string()))
            }
            Side::External(x) => x.best_move(pos),
            Side::Mover(m) => Ok(m.choose(pos, seed).ok_or_else(|| "none".to_string())),
        }
    }
}

/// How one game ended, for the first player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameEnd {
    /// +1, 0 or -1 for the first player.
    pub result: i32,
    /// The plies played after the opening.
    pub plies: usize,
    /// The game's length in moves, each side's counted, from the start (the opening's too).
    pub length: usize,
    /// A side that answered with something other than a legal move lost: what it sent.
    pub forfeit: Option<String>,
    /// The game's moves from the start, as a numbered move list.
    pub moves: String,
    /// The colour that won (a forfeit included); `None` for a draw.
    pub winner: Option<Color>,
}

/// Plays one game from `start`; `a_color` is the first player's colour.
///
/// # Errors
/// An external engine went away or did not answer in time.
pub fn play_game(
    a: &mut Side,
    b: &mut Side,
    start: &Position,
    a_color: Color,
    seed: u64,
) -> Result<GameEnd, ExternalError> {
    let clock = WallClock::new();
    let mut pos = start.clone();
    a.new_game()?;
    b.new_game()?;
    let mut ply = 0;
    while !pos.is_game_over() && ply < MAX_GAME_PLIES {
        let a_moves = pos.turn() == a_color;
        let side = if a_moves { &mut *a } else { &mut *b };
        match side.best_move(&pos, seed.wrapping_add(ply as u64), &clock)? {
            Ok(m) => pos.play_unchecked(m),
            Err(text) => {
                let who = if a_moves { "a" } else { "b" };
                let result = if a_moves { -1 } else { 1 };
                let forfeit = Some(format!("{who} answered {text:?} in {pos}"));
                let winner = Some(if a_moves { !a_color } else { a_color });
                let (length, moves) = (pos.ply(), write_move_list(&pos));
                return Ok(GameEnd { result, plies: ply, length, forfeit, moves, winner });
            }
        }
        ply += 1;
    }
    let winner = pos.outcome().and_then(|o| o.winner());
    let result = match winner {
        Some(c) if c == a_color => 1,
        Some(_) => -1,
        None => 0,
    };
    Ok(GameEnd { result, plies: ply, length: pos.ply(), forfeit: None, moves: write_move_list(&pos), winner })
}

/// Which games a match plays: `games` games from random openings of `opening_plies` plies, each
/// opening twice (games 2k and 2k+1, `a` Black first, then White).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Schedule {
    pub games: u32,
    pub variant: Variant,
    pub rules: Rules,
    pub opening_plies: u32,
    pub seed: u64,
}

impl Schedule {
    /// Game `g` (from 0): its opening, `a`'s colour and the seed of the sides' choices.
    pub fn game(&self, g: u32) -> (Position, Color, u64) {
        let start = opening(self.variant, self.rules, self.opening_plies, self.seed.wrapping_add(u64::from(g / 2)));
        let a_color = if g % 2 == 0 { Color::Black } else { Color::White };
        (start, a_color, self.seed ^ u64::from(g).wrapping_mul(7919))
    }

    /// Plays game `g` between `a` and `b`.
    ///
    /// # Errors
    /// An external engine went away or did not answer in time.
    pub fn play(&self, g: u32, a: &mut Side, b: &mut Side) -> Result<GameEnd, ExternalError> {
        let (start, a_color, seed) = self.game(g);
        play_game(a, b, &start, a_color, seed)
    }
}

/// Plays a schedule between two settings in this process, one game after another, and returns
/// the tally for `a`.
pub fn run_match(a: Player, b: Player, schedule: &Schedule, hash_mb: usize) -> Tally {
    let mut a = Side::internal(a, hash_mb);
    let mut b = Side::internal(b, hash_mb);
    let mut tally = Tally::default();
    for g in 0..schedule.games {
        // Engines in this process never fail.
        if let Ok(end) = schedule.play(g, &mut a, &mut b) {
            tally.add(end.result);
        }
    }
    tally
}
