//! The post-game review: the engine evaluates every position of a game ([`review_game`]), and
//! each move is judged by how much it lowered the mover's chances ([`judge`]). The browser's
//! review (in its worker) and `loa review` both run this code, so they mark the same moves.
//!
//! The chances are a win-probability-like transform of the score ([`chance`]). A missed forced
//! connection (a forced win before, none after) and a move that allows one (no forced loss before,
//! one after) are blunders whatever the numbers say, and so are a missed connection in one and a
//! move that lets the opponent connect at once, even where the game stays won or lost by force. A move the engine would have played itself
//! is never marked: the scores of two searches differ a little by themselves.
//!
//! ```
//! use loa_core::review::{judge, Eval, Judgement};
//! use loa_core::{Position, Variant};
//!
//! let pos = Position::new(Variant::Standard);
//! let (played, best) = (pos.parse_move("b1-b3").unwrap(), pos.parse_move("c1-c3").unwrap());
//! // An even position, after which the opponent stands clearly better.
//! let judged = judge(Eval { score: 0, best: Some(best) }, played, Eval { score: 200, best: None });
//! assert_eq!(judged.judgement, Some(Judgement::Blunder));
//! assert_eq!(judged.better, Some(best));
//! ```

use alloc::vec::Vec;

use crate::budget::{Clock, Limits};
use crate::engine::Engine;
use crate::{Color, Move, Position};

/// Scores at or beyond this (±) are forced results (±100000 ∓ the plies to the end).
pub const FORCED: i32 = 90_000;

/// The score of a won position (the game over, won by the side "to move"); a lost one is minus this.
pub const WON: i32 = 100_000;

/// The score at which the side to move's chances are about 85 % ([`chance`]). The engine's scores
/// are small: a whole balanced game stays within ±60, and a lost position rarely scores below
/// −150 before the search sees the forced connection.
///
/// Calibrated on 48 games between levels 1–8 (`tests/review_games.txt` keeps 15 of them, with
/// their evaluations at [`DEFAULT_LIMITS`]): with 150, a 60-move level-2 game got no mark and
/// beginners' moves losing 20–35 went unmarked; with 100 (and [`INACCURACY`] 0.09), an
/// inaccuracy is a loss of about 19 from an even position (a mistake 39, a blunder 75), above
/// the noise between two searches
/// (the engine's own move loses at most 12 from one position to the next, 11 at the 99th
/// percentile). Marks per game, old → new: levels 1–2 mean 17 → 33 (each side at least 3 in
/// every game of about 60 plies), level 5 against itself 0.8 → 1.7, levels 6–8 against
/// themselves 0.25 → 0.5.
pub const SCALE: f64 = 100.0;

/// The least loss of chances that marks a move: an inaccuracy, a mistake, a blunder. At the
/// full depth of the default limits (no time cut), a level-2 game's moves lose 9–10 % again and
/// again; 0.09 marks them, still above the engine's own moves (at most 6 %).
pub const INACCURACY: f64 = 0.09;
pub const MISTAKE: f64 = 0.18;
pub const BLUNDER: f64 = 0.30;

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

/// A marked move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Judgement {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Judgement {
    /// The three, mildest first.
    pub const ALL: [Judgement; 3] = [Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder];

    /// The page's `data-judgement` value and the message-id stem: `inaccuracy`, `mistake`,
    /// `blunder`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Judgement::Inaccuracy => "inaccuracy",
            Judgement::Mistake => "mistake",
            Judgement::Blunder => "blunder",
        }
    }
}

/// The engine's view of one position: its score for the side to move (±100000 ∓ plies for a
/// forced result, as [`crate::search::Score::to_cp`]) and the move it would play.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Eval {
    pub score: i32,
    pub best: Option<Move>,
}

/// One evaluated position of a review.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Evaluated {
    pub eval: Eval,
    /// The depth the search finished (0: the game is over there, nothing was searched).
    pub depth: u32,
    /// The nodes searched (0 for a finished game).
    pub nodes: u64,
}

/// √y for y ≥ 0 by Newton's method: `core` has no `sqrt` without std, and this gives the same
/// bits natively and in WebAssembly.
fn sqrt(y: f64) -> f64 {
    if y <= 0.0 {
        return 0.0;
    }
    let mut g = if y > 1.0 { y } else { 1.0 };
    for _ in 0..100 {
        let next = 0.5 * (g + y / g);
        if next >= g {
            break;
        }
        g = next;
    }
    g
}

/// The side to move's chances, 0 (lost) to 1 (won), from a score: ½ + ½·x/√(1+x²) with
/// x = score / [`SCALE`]; a forced result is 0 or 1.
#[must_use]
pub fn chance(score: i32) -> f64 {
    if score >= FORCED {
        return 1.0;
    }
    if score <= -FORCED {
        return 0.0;
    }
    let x = f64::from(score) / SCALE;
    0.5 + 0.5 * x / sqrt(1.0 + x * x)
}

/// One move of the game, judged.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MoveJudged {
    /// How much of the mover's chances the move lost (0 to 1).
    pub loss: f64,
    pub judgement: Option<Judgement>,
    /// The engine's move in its place, when the move is marked.
    pub better: Option<Move>,
}

/// Judges `played`, with the engine's view of the position before it and of the one after it
/// (whose score is for the opponent, now to move).
#[must_use]
pub fn judge(before: Eval, played: Move, after: Eval) -> MoveJudged {
    let mover_after = -after.score;
    let loss = (chance(before.score) - chance(mover_after)).max(0.0);
    let judgement = if before.best == Some(played) {
        None
    } else if (before.score >= FORCED && mover_after < FORCED) || (before.score > -FORCED && mover_after <= -FORCED) {
        // Missed a forced connection, or allowed one.
        Some(Judgement::Blunder)
    } else if (before.score >= WON - 1 && mover_after < WON) || (before.score > -(WON - 2) && mover_after <= -(WON - 1))
    {
        // Missed a connection in one (even with a slower forced win left), or allowed one where
        // a move did not (even in a position already lost by force; at a loss in 2, every move
        // allows it).
        Some(Judgement::Blunder)
    } else if loss >= BLUNDER {
        Some(Judgement::Blunder)
    } else if loss >= MISTAKE {
        Some(Judgement::Mistake)
    } else if loss >= INACCURACY {
        Some(Judgement::Inaccuracy)
    } else {
        None
    };
    MoveJudged { loss, judgement, better: judgement.and(before.best) }
}

/// Judges every move whose position before and after has been evaluated: `evals[i]` is the
/// position after `i` moves. Moves past the evaluations are left out.
#[must_use]
pub fn judge_game(moves: &[Move], evals: &[Option<Eval>]) -> Vec<Option<MoveJudged>> {
    moves
        .iter()
        .enumerate()
        .map(|(i, &m)| match (evals.get(i).copied().flatten(), evals.get(i + 1).copied().flatten()) {
            (Some(before), Some(after)) => Some(judge(before, m, after)),
            _ => None,
        })
        .collect()
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

/// One side's marks in a reviewed game.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct SideSummary {
    /// The side's judged moves.
    pub moves: usize,
    /// Inaccuracies, mistakes, blunders (in [`Judgement::ALL`]'s order).
    pub marks: [usize; 3],
    /// The mean loss of chances per judged move (0 to 1).
    pub mean_loss: f64,
}

impl SideSummary {
    /// How many moves got `judgement`.
    #[must_use]
    pub fn count(&self, judgement: Judgement) -> usize {
        self.marks[judgement as usize]
    }

    /// All marked moves.
    #[must_use]
    pub fn marked(&self) -> usize {
        self.marks.iter().sum()
    }

    /// An accuracy figure: 100 × (1 − mean loss), rounded to a tenth; 100 with no judged move.
    #[must_use]
    pub fn accuracy(&self) -> f64 {
        let a = 1000.0 * (1.0 - self.mean_loss);
        // `round` is std-only; scores are positive, so adding ½ and truncating rounds.
        ((a + 0.5) as u32) as f64 / 10.0
    }
}

/// The marks of both sides, Black's first: the move after `i` plies is played by `start_turn`
/// when `i` is even (every move, passes included, hands the turn over).
#[must_use]
pub fn summarize(judged: &[Option<MoveJudged>], start_turn: Color) -> [SideSummary; 2] {
    let mut sides = [SideSummary::default(); 2];
    let mut losses = [0.0f64; 2];
    for (i, m) in judged.iter().enumerate() {
        let Some(m) = m else { continue };
        let mover = if i % 2 == 0 { start_turn } else { !start_turn };
        let k = usize::from(mover == Color::White);
        sides[k].moves += 1;
        losses[k] += m.loss;
        if let Some(j) = m.judgement {
            sides[k].marks[j as usize] += 1;
        }
    }
    for (side, loss) in sides.iter_mut().zip(losses) {
        if side.moves > 0 {
            side.mean_loss = loss / side.moves as f64;
        }
    }
    sides
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{self, Format};
    use crate::search::Score;
    use crate::Variant;

    fn mv(text: &str) -> Move {
        Position::new(Variant::Standard).parse_move(text).unwrap()
    }

    fn eval(score: i32, best: &str) -> Eval {
        Eval { score, best: Some(mv(best)) }
    }

    #[test]
    fn the_square_root_is_exact_enough() {
        for y in [0.0, 1e-6, 0.25, 1.0, 2.0, 10.0, 1234.5, 360_001.0] {
            let r = sqrt(y);
            assert!((r * r - y).abs() <= 1e-12 * y.max(1.0), "{y}: {r}");
        }
    }

    #[test]
    fn chances_rise_with_the_score_and_forced_results_are_certain() {
        assert!((chance(0) - 0.5).abs() < 1e-9);
        assert!(chance(100) > 0.5 && chance(100) < chance(300) && chance(300) < chance(3000));
        assert!((chance(300) + chance(-300) - 1.0).abs() < 1e-9);
        assert!((chance(SCALE as i32) - (0.5 + 0.5 / 2f64.powf(0.5))).abs() < 1e-9);
        assert_eq!(chance(99_999), 1.0);
        assert_eq!(chance(-99_990), 0.0);
        assert!(chance(50_000) < 1.0, "a big score is not yet a forced win");
        assert_eq!(Score::WinIn(3).to_cp(), WON - 3);
    }

    #[test]
    fn thresholds() {
        let played = mv("b1-b3");
        // (score before, score after for the opponent, expected)
        let cases = [
            (0, 0, None),
            // The noise between two searches.
            (0, 15, None),
            (10, 5, None),
            (0, 25, Some(Judgement::Inaccuracy)),
            (0, 50, Some(Judgement::Mistake)),
            (0, 100, Some(Judgement::Blunder)),
            (60, -40, None),
            (60, 60, Some(Judgement::Blunder)),
            // Winning anyway: a small loss of a big lead is no mistake.
            (3000, -2500, None),
            // Improving is never marked.
            (-200, -100, None),
        ];
        for (before, after, want) in cases {
            let j = judge(eval(before, "c1-c3"), played, Eval { score: after, best: None });
            assert_eq!(j.judgement, want, "{before} → {after}: loss {}", j.loss);
            assert_eq!(j.better.is_some(), want.is_some());
        }
        let ladder = [INACCURACY, MISTAKE, BLUNDER];
        assert!(ladder.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn forced_connections_missed_or_allowed_are_blunders() {
        let played = mv("b1-b3");
        // A win in one missed, even for a move still good by the numbers.
        let j = judge(eval(99_999, "e1-e3"), played, Eval { score: -2000, best: None });
        assert_eq!((j.judgement, j.better), (Some(Judgement::Blunder), Some(mv("e1-e3"))));
        // A connection in one missed is a blunder even when a slower forced win remains.
        let j = judge(eval(99_999, "e1-e3"), played, Eval { score: -99_995, best: None });
        assert_eq!(j.judgement, Some(Judgement::Blunder));
        // A slower forced win instead of another slow one is fine.
        let j = judge(eval(99_995, "e1-e3"), played, Eval { score: -99_992, best: None });
        assert_eq!(j.judgement, None);
        // Allowing a forced connection from an even game.
        let j = judge(eval(20, "c1-c3"), played, Eval { score: 99_997, best: None });
        assert_eq!(j.judgement, Some(Judgement::Blunder));
        // Already lost: the loss was not this move's.
        let j = judge(eval(-99_996, "c1-c3"), played, Eval { score: 99_995, best: None });
        assert_eq!(j.judgement, None);
        // But allowing a connection in one is a blunder even in a lost position.
        let j = judge(eval(-99_996, "c1-c3"), played, Eval { score: WON - 1, best: None });
        assert_eq!(j.judgement, Some(Judgement::Blunder));
        // Unless every move allows it (a loss in 2: move, then the opponent connects).
        let j = judge(eval(-(WON - 2), "c1-c3"), played, Eval { score: WON - 1, best: None });
        assert_eq!(j.judgement, None);
        // The engine's own move is never marked, whatever the numbers.
        let j = judge(eval(99_999, "b1-b3"), played, Eval { score: 0, best: None });
        assert_eq!(j.judgement, None);
        // The winning move itself (the game over after it: the opponent lost).
        let j = judge(eval(99_999, "c1-c3"), played, Eval { score: -WON, best: None });
        assert_eq!(j.judgement, None);
    }

    #[test]
    fn a_game_is_judged_where_both_sides_are_known() {
        let moves = [mv("b1-b3"), mv("c1-c3")];
        let evals = [Some(eval(0, "c1-c3")), Some(eval(500, "c1-c3")), None];
        let judged = judge_game(&moves, &evals);
        assert_eq!(judged.len(), 2);
        assert_eq!(judged[0].and_then(|j| j.judgement), Some(Judgement::Blunder));
        assert_eq!(judged[1], None);
    }

    #[test]
    fn the_summary_counts_each_sides_marks() {
        let blunder = MoveJudged { loss: 0.5, judgement: Some(Judgement::Blunder), better: None };
        let fine = MoveJudged { loss: 0.0, judgement: None, better: None };
        let slip = MoveJudged { loss: 0.12, judgement: Some(Judgement::Inaccuracy), better: None };
        let judged = [Some(blunder), Some(fine), Some(slip), Some(fine), None];
        let [black, white] = summarize(&judged, Color::Black);
        assert_eq!((black.moves, black.marks, black.marked()), (2, [1, 0, 1], 2));
        assert!((black.mean_loss - 0.31).abs() < 1e-9 && (black.accuracy() - 69.0).abs() < 1e-9);
        assert_eq!((white.moves, white.marks, white.accuracy()), (2, [0, 0, 0], 100.0));
        // White moved first: the same moves change hands.
        let [black, white] = summarize(&judged, Color::White);
        assert_eq!((black.count(Judgement::Blunder), white.count(Judgement::Blunder)), (0, 1));
    }

    /// A clock that never runs out.
    struct Frozen;
    impl Clock for Frozen {
        fn now_ms(&self) -> f64 {
            0.0
        }
    }

    #[test]
    fn a_review_evaluates_every_position_and_scores_the_end() {
        let mut game = Position::new(Variant::Standard);
        for text in ["b1-b3", "h4-f2"] {
            game.play(game.parse_move(text).unwrap()).unwrap();
        }
        let mut engine = Engine::new(1);
        let mut seen = Vec::new();
        let limits = ReviewLimits { depth: 2, nodes: 1_000_000, time_ms: 1_000 };
        review_game(&mut engine, &game, limits, &Frozen, &mut |ply, e| {
            seen.push((ply, e.depth, e.eval.best.is_some()));
            true
        });
        assert_eq!(seen, [(0, 2, true), (1, 2, true), (2, 2, true)]);
        // Stopped after the first.
        let mut count = 0;
        review_game(&mut engine, &game, limits, &Frozen, &mut |_, _| {
            count += 1;
            false
        });
        assert_eq!(count, 1);
        // A finished game (puzzle 0001 solved): Black, to move, has lost, without a search.
        let start = Position::from_position_string(
            "2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w",
            Variant::Standard,
            crate::Rules::default(),
        )
        .unwrap();
        let over = record::read("d2xb2", start, Format::MoveList).into_position().unwrap();
        let e = evaluate(&mut engine, &over, limits, &Frozen);
        assert_eq!((e.eval, e.depth), (Eval { score: -WON, best: None }, 0));
    }
}
