//! The review's calibration on real games (`review_games.txt`): each game's recorded evaluations
//! are judged with `loa_core::review`, and the marks per side must match what the file expects —
//! several for beginners' games, few for level 5, almost none for the strongest levels.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use loa_core::budget::Clock;
use loa_core::engine::Engine;
use loa_core::review::{judge_game, review_game, summarize, Eval, Evaluated, MoveJudged, DEFAULT_LIMITS, HASH_MB};
use loa_core::{Color, Move, Position, Variant};

const TABLE: &str = include_str!("review_games.txt");

#[derive(Debug)]
enum Expect {
    EachAtLeast(usize, usize),
    TotalAtMost(usize),
}

#[derive(Debug)]
struct Game {
    name: String,
    moves: Vec<Move>,
    evals: Vec<Option<Eval>>,
    expect: Expect,
}

fn number(word: &str, prefix: &str) -> usize {
    word.strip_prefix(prefix).unwrap_or_else(|| panic!("{word:?}: expected {prefix}N")).parse().unwrap()
}

fn games() -> Vec<Game> {
    let mut games = Vec::new();
    let mut lines = TABLE.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#'));
    while let Some(head) = lines.next() {
        let name = head.strip_prefix("game ").unwrap_or_else(|| panic!("{head:?}: expected `game …`")).to_owned();
        let moves_line = lines.next().and_then(|l| l.strip_prefix("moves ")).expect("a moves line");
        let evals_line = lines.next().and_then(|l| l.strip_prefix("evals ")).expect("an evals line");
        let expect_line = lines.next().and_then(|l| l.strip_prefix("expect ")).expect("an expect line");
        // Each move is legal, and each recorded best move is legal where it was found.
        let mut pos = Position::new(Variant::Standard);
        let mut positions = vec![pos.clone()];
        let mut moves = Vec::new();
        for text in moves_line.split_whitespace() {
            let m = pos.parse_move(text).unwrap_or_else(|e| panic!("{name}: {text}: {e}"));
            pos.play(m).unwrap_or_else(|e| panic!("{name}: {text}: {e}"));
            moves.push(m);
            positions.push(pos.clone());
        }
        let evals: Vec<Option<Eval>> = evals_line
            .split_whitespace()
            .zip(&positions)
            .map(|(word, at)| {
                let (score, best) = word.split_once('/').unwrap_or_else(|| panic!("{name}: {word:?}"));
                let best = (best != "-").then(|| at.parse_move(best).unwrap_or_else(|e| panic!("{name}: {word}: {e}")));
                Some(Eval { score: score.parse().unwrap(), best })
            })
            .collect();
        assert_eq!(evals.len(), moves.len() + 1, "{name}: one evaluation per position");
        let words: Vec<&str> = expect_line.split_whitespace().collect();
        let expect = match words[..] {
            [b, w] => Expect::EachAtLeast(number(b, "black>="), number(w, "white>=")),
            [t] => Expect::TotalAtMost(number(t, "total<=")),
            _ => panic!("{name}: {expect_line:?}"),
        };
        games.push(Game { name, moves, evals, expect });
    }
    games
}

fn marks(judged: &[Option<MoveJudged>]) -> (usize, usize) {
    let [black, white] = summarize(judged, Color::Black);
    (black.marked(), white.marked())
}

#[test]
fn beginners_games_are_marked_and_strong_games_are_not() {
    let games = games();
    assert!(games.len() >= 12, "the file holds {} games", games.len());
    let mut report = Vec::new();
    let mut wrong = Vec::new();
    for game in &games {
        let judged = judge_game(&game.moves, &game.evals);
        let (black, white) = marks(&judged);
        report.push(format!("{}: black {black}, white {white}", game.name));
        let ok = match game.expect {
            Expect::EachAtLeast(b, w) => black >= b && white >= w,
            Expect::TotalAtMost(t) => black + white <= t,
        };
        if !ok {
            wrong.push(format!("{}: black {black}, white {white} marks; expected {:?}", game.name, game.expect));
        }
        // The engine's own move is never marked.
        for (i, j) in judged.iter().enumerate() {
            let engines = game.evals[i].and_then(|e| e.best) == Some(game.moves[i]);
            assert!(
                !(engines && j.and_then(|j| j.judgement).is_some()),
                "{}: ply {} is the engine's move",
                game.name,
                i + 1
            );
        }
    }
    println!("{}", report.join("\n"));
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// A clock for a slow device: every reading is `step_ms` later than the one before (the search
/// reads it every 2,048 nodes, so 4 ms a reading is about half a million nodes a second, a slow
/// phone's worker).
struct Slow {
    now: core::cell::Cell<f64>,
    step_ms: f64,
}

impl Clock for Slow {
    fn now_ms(&self) -> f64 {
        let t = self.now.get() + self.step_ms;
        self.now.set(t);
        t
    }
}

/// The clock that never moves: only the depth and the node cap end a search.
struct Frozen;

impl Clock for Frozen {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

fn reviewed(game: &Position, clock: &dyn Clock) -> Vec<Evaluated> {
    let mut engine = Engine::new(HASH_MB);
    let mut out = Vec::new();
    review_game(&mut engine, game, DEFAULT_LIMITS, clock, &mut |_, e| {
        out.push(e);
        true
    });
    out
}

/// The review's default limits are a depth, not a time: a slow device reviews a game exactly as
/// a fast one (and as `loa review`), every position to the full depth. With a 150 ms cap the
/// same game was cut short at a third of its positions on the slow clock.
#[test]
fn a_slow_device_gets_the_same_review() {
    let game = &games()[0];
    let mut pos = Position::new(Variant::Standard);
    for &m in game.moves.iter().take(24) {
        pos.play(m).unwrap();
    }
    let fast = reviewed(&pos, &Frozen);
    let slow = reviewed(&pos, &Slow { now: core::cell::Cell::new(0.0), step_ms: 4.0 });
    assert_eq!(fast.len(), 25);
    let shallow: Vec<_> = slow.iter().enumerate().filter(|(_, e)| e.depth < DEFAULT_LIMITS.depth).collect();
    assert!(shallow.is_empty(), "positions searched short of the default depth: {shallow:?}");
    assert_eq!(slow, fast);
}
