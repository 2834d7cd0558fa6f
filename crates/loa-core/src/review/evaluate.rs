//! The engine's view of each position of a game, as the review searches it.

use super::{Eval, WON};
use crate::budget::{Clock, Limits};
use crate::engine::Engine;
use crate::Position;

/// How long the review searches each position: to `depth`, or `nodes`, or for `time_ms`,
/// whichever ends first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReviewLimits {
    pub depth: u32,
    pub nodes: u32,
    pub time_ms: u32,
}

/// The review's default: depth 8, at most 2,000,000 nodes and 3 s a position.
///
/// The depth and the node cap decide, not the clock, so one game gets the same review on every
/// device and in `loa review` (a 150 ms cap once made positions end at depth 7 or 8 by the
/// machine's load, and the marks of one game changed between runs). Depth 8 takes 7,000 to
/// 500,000 nodes in the games of `tests/review_games.txt`, so the node cap only bounds rare
/// positions; the 3 s are a safety net for a slow device, reached only below about 0.7 M nodes/s.
pub const DEFAULT_LIMITS: ReviewLimits = ReviewLimits { depth: 8, nodes: 2_000_000, time_ms: 3_000 };

/// The transposition table the review's engine uses, in megabytes (the browser's worker has
/// this much; `loa review` uses the same by default).
pub const HASH_MB: usize = 16;

/// One evaluated position of a review.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Evaluated {
    pub eval: Eval,
    /// The depth the search finished (0: the game is over there, nothing was searched).
    pub depth: u32,
    /// The nodes searched (0 for a finished game).
    pub nodes: u64,
}

/// The engine's view of `pos` as the review sees it: a finished game scores [`WON`], −[`WON`]
/// or 0 without a search; otherwise one search (a single line) within `limits`.
pub fn evaluate(engine: &mut Engine, pos: &Position, limits: ReviewLimits, clock: &dyn Clock) -> Evaluated {
    if let Some(outcome) = pos.outcome() {
        let score = match outcome.winner() {
            Some(winner) if winner == pos.turn() => WON,
            Some(_) => -WON,
            None => 0,
        };
        return Evaluated { eval: Eval { score, best: None }, depth: 0, nodes: 0 };
    }
    engine.set_multipv(1);
    let limits = Limits {
        depth: Some(limits.depth),
        time_ms: Some(u64::from(limits.time_ms)),
        nodes: Some(u64::from(limits.nodes)),
        soft_ms: None,
    };
    let result = engine.search(pos, limits, clock, &mut |_| {});
    Evaluated {
        eval: Eval { score: result.info.score.to_cp(), best: result.best },
        depth: result.info.depth,
        nodes: result.info.nodes,
    }
}

/// Evaluates the start of `game` and the position after each of its moves, in order, with one
/// engine whose table is cleared first (so a review does not depend on earlier ones).
/// `on_position(ply, evaluated)` gets each (ply 0 is the start); returning `false` stops.
pub fn review_game(
    engine: &mut Engine,
    game: &Position,
    limits: ReviewLimits,
    clock: &dyn Clock,
    on_position: &mut dyn FnMut(usize, Evaluated) -> bool,
) {
    engine.new_game();
    let mut pos = game.game_start();
    let mut moves = game.moves_played();
    let mut ply = 0;
    loop {
        if !on_position(ply, evaluate(engine, &pos, limits, clock)) {
            return;
        }
        match moves.next() {
            // Legal: `game` was reached by playing them.
            Some(m) if pos.play(m).is_ok() => ply += 1,
            _ => return,
        }
    }
}
