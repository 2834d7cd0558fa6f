//! The engine: tactics checked against an exhaustive search, legality over random positions of
//! both variants under every rule option, the search contract (game over, one legal move,
//! passes, stop requests, limits), and the level ladder in small matches.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::cell::Cell;
use std::num::NonZeroU16;

use loa_core::budget::{Clock, Limits};

use loa_core::engine::{level_settings, Engine, LEVEL_COUNT};

use loa_core::eval::spread;
use loa_core::search::{Score, SearchResult, BEHIND, CLEARLY_WON};
use loa_core::{Color, Move, NoMoves, Position, Repetition, Rng, Rules, Simultaneous, Variant};

/// A clock that never moves: only depth and node limits apply.
struct Frozen;
impl Clock for Frozen {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// A clock that advances one millisecond each time it is read and can ask to stop.
struct Ticking {
    t: Cell<f64>,
    stop: bool,
}
impl Clock for Ticking {
    fn now_ms(&self) -> f64 {
        self.t.set(self.t.get() + 1.0);
        self.t.get()
    }
    fn stop_requested(&self) -> bool {
        self.stop
    }
}

fn pos(s: &str) -> Position {
    Position::from_position_string(s, Variant::Standard, Rules::default()).unwrap()
}

fn search_depth(p: &Position, depth: u32) -> SearchResult {
    let mut e = Engine::new(4);
    e.search(p, Limits { depth: Some(depth), ..Limits::default() }, &Frozen, &mut |_| {})
}

/// The moves after which the mover has won at once.
fn winning_moves(p: &mut Position) -> Vec<Move> {
    let me = p.turn();
    let mut out = Vec::new();
    for m in p.legal_moves() {
        p.play_unchecked(m);
        if p.outcome().and_then(|o| o.winner()) == Some(me) {
            out.push(m);
        }
        p.undo();
    }
    out
}

/// Exhaustive minimax without pruning: +1 if the side to move wins within `d` plies, -1 if it
/// loses within them, 0 otherwise.
fn exhaustive(p: &mut Position, d: u32) -> i32 {
    if let Some(o) = p.outcome() {
        return match o.winner() {
            None => 0,
            Some(c) if c == p.turn() => 1,
            Some(_) => -1,
        };
    }
    if d == 0 {
        return 0;
    }
    let mut best = -1;
    let mut first = true;
    for m in p.legal_moves() {
        p.play_unchecked(m);
        let v = -exhaustive(p, d - 1);
        p.undo();
        if first || v > best {
            best = v;
            first = false;
        }
    }
    best
}

/// The moves that win by force within `plies` plies (the mover's move included).
fn forced_wins(p: &mut Position, plies: u32) -> Vec<Move> {
    let mut out = Vec::new();
    for m in p.legal_moves() {
        p.play_unchecked(m);
        if exhaustive(p, plies - 1) == -1 {
            out.push(m);
        }
        p.undo();
    }
    out
}

// ---- tactics -------------------------------------------------------------------------------

/// Black's d4-d5-e4 group and the straggler on g7: the diagonal a1-h8 holds d4 and g7, so only
/// g7-e5 joins them (built by hand).
const ONE_WIN_HAND: &str = "w7/1w4b1/8/3b4/3bb3/8/8/7w b";
/// Positions met in random games with exactly one winning move (verified below).
const ONE_WIN: [(&str, &str); 3] = [
    (ONE_WIN_HAND, "g7-e5"),
    ("8/3b2w1/3b1b2/4w3/w3b3/3w4/8/b6w b", "a1xe5"),
    ("8/4bb2/1b6/w2w3w/8/7w/8/3w4 b", "b6-d8"),
];

#[test]
fn exactly_one_move_wins_at_once() {
    for (text, answer) in ONE_WIN {
        let mut p = pos(text);
        let wins = winning_moves(&mut p);
        assert_eq!(wins.len(), 1, "{text}: winning moves {wins:?}");
        assert_eq!(wins[0].to_string(), answer);
        for depth in 1..=4 {
            let r = search_depth(&p, depth);
            assert_eq!(r.best, Some(wins[0]), "{text} depth {depth}");
            assert_eq!(r.info.score, Score::WinIn(1), "{text} depth {depth}");
        }
    }
}

/// No immediate win, but exactly one move that wins by force in three plies.
const WIN_IN_3: [(&str, &str); 3] = [
    ("b2bw3/5b2/1w1w4/ww6/w3ww2/6b1/3b4/2b1b3 w", "e8-e5"),
    ("4w2w/6b1/w1b5/3b1bb1/2w1wbb1/w7/8/1b1w1w2 b", "b1xe4"),
    ("2b5/3b4/5bbb/4ww2/w1wb3w/8/w7/7b w", "h4xd4"),
];

#[test]
fn forced_win_in_three_plies() {
    for (text, answer) in WIN_IN_3 {
        let mut p = pos(text);
        assert!(winning_moves(&mut p).is_empty(), "{text} has an immediate win");
        let wins = forced_wins(&mut p, 3);
        assert_eq!(wins.len(), 1, "{text}: {wins:?}");
        assert_eq!(wins[0].to_string(), answer);
        for depth in 3..=5 {
            let r = search_depth(&p, depth);
            assert_eq!(r.best, Some(wins[0]), "{text} depth {depth}");
            assert_eq!(r.info.score, Score::WinIn(3), "{text} depth {depth}");
            // The principal variation is the win: it ends the game in three plies.
            let mut q = p.clone();
            for &m in &r.info.pv {
                q.play(m).unwrap();
            }
            assert_eq!((q.ply(), q.outcome().and_then(|o| o.winner())), (3, Some(p.turn())), "{text}");
        }
    }
}

/// Every move but one lets the opponent win at once (or loses on the spot).
const ONLY_DEFENCE: [(&str, &str); 3] = [
    ("1b6/8/1b5w/1bb5/8/5ww1/7w/2bb2b1 b", "g1xg3"),
    ("5bb1/8/4b3/8/w1w4b/3www2/8/1b1w4 b", "b1xd3"),
    ("5b2/6b1/4b3/8/2w4b/3w1w1w/2w5/1b1w4 b", "h4-g3"),
];

#[test]
fn every_move_but_one_loses_at_once() {
    for (text, answer) in ONLY_DEFENCE {
        let mut p = pos(text);
        let me = p.turn();
        assert!(winning_moves(&mut p).is_empty(), "{text} has an immediate win");
        let mut safe = Vec::new();
        for m in p.legal_moves() {
            p.play_unchecked(m);
            let lost = match p.outcome() {
                Some(o) => o.winner() == Some(!me),
                None => !winning_moves(&mut p).is_empty(),
            };
            p.undo();
            if !lost {
                safe.push(m);
            }
        }
        assert_eq!(safe.len(), 1, "{text}: {safe:?}");
        assert_eq!(safe[0].to_string(), answer);
        assert!(p.legal_moves().len() >= 6, "{text}: a real choice");
        for depth in 2..=5 {
            let r = search_depth(&p, depth);
            assert_eq!(r.best, Some(safe[0]), "{text} depth {depth}");
            assert_ne!(r.info.score, Score::LossIn(2), "{text} depth {depth}");
        }
    }
}

/// Positions where White, to move, cannot stop Black from joining many groups in one move: the
/// search must see the threat at the end of its horizon (its quiescence looks for a win at
/// once). One move can join five groups: four touching the landing square at its corners and
/// the moving piece itself.
const JOINS_MANY: [(&str, &str, usize); 3] = [
    // a1, c1, a3, c3 and e5 (five groups): e5-b2 touches the other four.
    ("w7/8/8/4b3/8/b1b5/8/b1b4w w", "e5-b2", 5),
    // a1, c1, c3 and e5 (four groups): e5-b2 again.
    ("w7/8/8/4b3/8/2b5/8/b1b4w w", "e5-b2", 4),
    // Four groups around d4 (c3, e3, c5, e5) and a fifth, g7, joining on the diagonal.
    ("w7/6b1/8/2b1b3/8/2b1b3/8/7w w", "g7-d4", 5),
];

#[test]
fn sees_a_threat_to_join_five_groups() {
    for (text, answer, groups) in JOINS_MANY {
        let mut p = pos(text);
        assert_eq!(p.pieces(Color::Black).groups() as usize, groups, "{text}");
        // Whatever White plays, Black wins at once (exhaustive check), by `answer` among others.
        assert_eq!(exhaustive(&mut p, 2), -1, "{text}: not lost in 2");
        let mut black = pos(&text.replace(" w", " b"));
        assert!(winning_moves(&mut black).iter().any(|m| m.to_string() == answer), "{text}: {answer}");
        // A one-ply search sees it only through its quiescence at the leaves.
        let r = search_depth(&p, 1);
        assert_eq!(r.info.score, Score::LossIn(2), "{text}");
    }
}

#[test]
fn prefers_the_fastest_win() {
    // g7-e5 wins at once; anything slower scores less.
    let p = pos(ONE_WIN_HAND);
    let r = search_depth(&p, 6);
    assert_eq!(r.info.score, Score::WinIn(1));
    assert_eq!(r.best.unwrap().to_string(), "g7-e5");
}

// ---- the search contract --------------------------------------------------------------------

#[test]
fn game_over_gives_no_move() {
    // Black is one group already.
    let p = pos("8/8/8/3bb3/3bb3/8/w6w/w6w w");
    assert!(p.is_game_over());
    let r = search_depth(&p, 4);
    assert_eq!(r.best, None);
    let mut e = Engine::new(1);
    assert_eq!(e.play_level(&p, 1, 0, &Frozen, &mut |_| {}).best, None);
}

#[test]
fn one_legal_move_is_answered_at_once() {
    // Black must pass: the only legal move.
    let p = pos("bw4wb/ww4ww/8/8/8/8/ww4ww/bw4wb b");
    assert_eq!(p.legal_moves().as_slice(), &[Move::PASS]);
    let r = search_depth(&p, 10);
    assert_eq!(r.best, Some(Move::PASS));
    assert_eq!(r.info.nodes, 0);
    // White, to move after the pass, has many moves; the search handles passes inside the tree.
    let mut q = p.clone();
    q.play(Move::PASS).unwrap();
    let r = search_depth(&q, 4);
    assert!(q.is_legal(r.best.unwrap()));
}

#[test]
fn a_stop_request_still_gives_a_searched_legal_move() {
    let p = Position::new(Variant::Standard);
    let clock = Ticking { t: Cell::new(0.0), stop: true };
    let mut e = Engine::new(1);
    let mut infos = 0;
    let r = e.search(&p, Limits::default(), &clock, &mut |_| infos += 1);
    assert!(p.is_legal(r.best.unwrap()));
    assert!(r.info.depth >= 1, "the first iteration always finishes");
    assert!(infos >= 1);
}

#[test]
fn limits_are_kept() {
    let p = Position::new(Variant::ScrambledEggs);
    let mut e = Engine::new(1);
    let mut depths = Vec::new();
    let r = e.search(&p, Limits { depth: Some(5), ..Limits::default() }, &Frozen, &mut |i| depths.push(i.depth));
    assert_eq!(depths, vec![1, 2, 3, 4, 5]);
    assert_eq!(r.info.depth, 5);
    assert_eq!(r.info.pv.first(), r.best.as_ref());
    // A node limit stops mid-iteration; the answer comes from the last finished one.
    let r = e.search(&p, Limits { nodes: Some(20_000), ..Limits::default() }, &Frozen, &mut |_| {});
    assert!(r.info.nodes <= 20_000 + 4096 && p.is_legal(r.best.unwrap()));
    // A time limit with a clock that advances 1 ms per read: stops, never hangs.
    let clock = Ticking { t: Cell::new(0.0), stop: false };
    let r = e.search(&p, Limits { time_ms: Some(50), ..Limits::default() }, &clock, &mut |_| {});
    assert!(p.is_legal(r.best.unwrap()));
}

#[test]
fn deterministic_given_the_seed() {
    let p = Position::new(Variant::Standard);
    let play = |seed| {
        let mut e = Engine::new(1);
        e.play_level(&p, 1, seed, &Frozen, &mut |_| {}).best.unwrap()
    };
    assert_eq!(play(5), play(5));
    // The beginner varies its choice with the seed.
    let distinct: std::collections::HashSet<Move> = (0..16).map(play).collect();
    assert!(distinct.len() > 1, "{distinct:?}");
}

fn all_rules() -> Vec<Rules> {
    let mut out = Vec::new();
    for simultaneous in [Simultaneous::Draw, Simultaneous::MoverWins] {
        for no_moves in [NoMoves::Pass, NoMoves::Lose] {
            for repetition in [Repetition::ThirdOccurrence, Repetition::Off] {
                for move_limit in [None, NonZeroU16::new(60)] {
                    out.push(Rules { simultaneous, no_moves, repetition, move_limit });
                }
            }
        }
    }
    out
}

#[test]
fn never_an_illegal_move() {
    let mut rng = Rng::new(0x2545_f491_4f6c_dd1d);
    let mut engine = Engine::new(2);
    let mut checked = 0;
    for variant in Variant::ALL {
        for rules in all_rules() {
            for _game in 0..3 {
                let mut p = Position::with_rules(variant, rules);
                engine.new_game();
                while !p.is_game_over() {
                    // Every few plies the engine answers (levels and fixed depths alternate);
                    // otherwise a random move moves the game along.
                    if rng.below(3) == 0 {
                        let r = if rng.below(2) == 0 {
                            let level = rng.choose(&[1, 2, 3, 4]).copied().unwrap_or(1);
                            engine.play_level(&p, level, rng.next_u64(), &Frozen, &mut |_| {})
                        } else {
                            let limits = Limits { depth: Some(3), nodes: Some(5_000), ..Limits::default() };
                            engine.search(&p, limits, &Frozen, &mut |_| {})
                        };
                        let m = r.best.expect("a move while the game is on");
                        assert!(p.is_legal(m), "{m} in {p:?}");
                        checked += 1;
                    }
                    let moves = p.legal_moves();
                    let m = moves[rng.index(moves.len())];
                    p.play(m).unwrap();
                }
                assert_eq!(engine.search(&p, Limits::default(), &Frozen, &mut |_| {}).best, None);
            }
        }
    }
    assert!(checked > 500, "{checked}");
}

// ---- levels ---------------------------------------------------------------------------------

/// Plays `a` against `b` from the start and from a few random openings, each with both
/// colours; returns a's points minus b's (a win is 1).
fn level_match(a: u8, b: u8, openings: u64) -> i32 {
    let mut points = 0;
    let mut ea = Engine::new(4);
    let mut eb = Engine::new(4);
    for o in 0..openings {
        let mut start = Position::new(Variant::Standard);
        let mut rng = Rng::new(o);
        for _ in 0..o.min(4) {
            let moves = start.legal_moves();
            start.play(moves[rng.index(moves.len())]).unwrap();
        }
        for a_color in [Color::Black, Color::White] {
            let mut p = start.clone();
            ea.new_game();
            eb.new_game();
            while !p.is_game_over() && p.ply() < 300 {
                let (e, level) = if p.turn() == a_color { (&mut ea, a) } else { (&mut eb, b) };
                let m = e.play_level(&p, level, o * 1000 + p.ply() as u64, &Frozen, &mut |_| {}).best.unwrap();
                p.play(m).unwrap();
            }
            points += match p.outcome().and_then(|o| o.winner()) {
                Some(c) if c == a_color => 1,
                Some(_) => -1,
                None => 0,
            };
        }
    }
    points
}

#[test]
fn each_level_beats_the_one_below() {
    // The depth-limited levels (the time-limited ones are compared in `loa match`).
    const { assert!(LEVEL_COUNT >= 6) };
    // Neighbouring beginner levels differ less, and their games are quick: more openings.
    for (level, openings) in [(2u8, 12), (3, 6), (4, 4)] {
        let points = level_match(level, level - 1, openings);
        assert!(points > 0, "level {level} against level {}: {points:+}", level - 1);
    }
}

/// The positions of games between level 3 and a random mover, the game going on: the beginner
/// levels meet won, open and lost positions there, for either side.
fn positions_against_random(games: u64) -> Vec<Position> {
    let mut out = Vec::new();
    let mut engine = Engine::new(1);
    for g in 0..games {
        let mut rng = Rng::new(g);
        let mut p = Position::new(Variant::Standard);
        engine.new_game();
        while !p.is_game_over() && p.ply() < 150 {
            let m = if p.ply() % 2 == 0 {
                engine.play_level(&p, 3, g, &Frozen, &mut |_| {}).best.unwrap()
            } else {
                let moves = p.legal_moves();
                moves[rng.index(moves.len())]
            };
            p.play(m).unwrap();
            if !p.is_game_over() {
                out.push(p.clone());
            }
        }
    }
    out
}

/// Level `level`'s move in `p` with `seed`, from fresh tables (so that it depends on nothing
/// else), and the move and score of the same search without randomness.
fn level_and_best(level: u8, p: &Position, seed: u64) -> (Move, Move, Score) {
    let mut e = Engine::new(1);
    let played = e.play_level(p, level, seed, &Frozen, &mut |_| {}).best.unwrap();
    e.new_game();
    let best = e.search_with_margin(p, level_settings(level).limits(), 0, 0, &Frozen, &mut |_| {});
    (played, best.best.unwrap(), best.info.score)
}

#[test]
fn beginner_levels_take_a_connection_in_one() {
    let mut found = 0;
    for p in positions_against_random(8) {
        let connects = |m: Move| {
            let mut after = p.clone();
            after.play(m).unwrap();
            after.outcome().and_then(|o| o.winner()) == Some(p.turn())
        };
        if !p.legal_moves().iter().any(|&m| connects(m)) {
            continue;
        }
        found += 1;
        for level in 1..=3 {
            for seed in 0..4 {
                let (played, _, _) = level_and_best(level, &p, seed);
                assert!(connects(played), "level {level}, seed {seed}: {played} in {p}");
            }
        }
    }
    assert!(found >= 5, "{found} positions with a connection in one");
}

#[test]
fn beginner_levels_finish_a_clearly_won_game() {
    // Once its search says the game is clearly won, a beginner level plays its best move
    // whatever the seed; before that it still picks among near-equal moves.
    let (mut won, mut varied) = (0, 0);
    for p in positions_against_random(6).into_iter().step_by(3) {
        for level in 1..=3 {
            let (first, best, score) = level_and_best(level, &p, 0);
            if matches!(score, Score::Value(v) if v >= CLEARLY_WON) {
                won += 1;
                for seed in 0..4 {
                    let (played, _, _) = level_and_best(level, &p, seed);
                    assert_eq!(played, best, "level {level}, seed {seed}, {score} in {p}");
                }
            } else if (1..4).any(|seed| level_and_best(level, &p, seed).0 != first) {
                varied += 1;
            }
        }
    }
    assert!(won >= 20 && varied >= 20, "{won} clearly won, {varied} where the seed changed the move");
}

#[test]
fn beginner_levels_gather_their_pieces_unless_behind() {
    // Not behind and not yet clearly won, a beginner level picks among the near-equal moves
    // that bring its pieces closer together; behind, among all of them, as carelessly as before.
    let (mut gathered, mut open, mut behind, mut behind_gathered) = (0, 0, 0, 0);
    for p in positions_against_random(6).into_iter().step_by(3) {
        let own = p.pieces(p.turn());
        for level in 1..=3 {
            for seed in 0..3 {
                let (played, _, score) = level_and_best(level, &p, seed);
                let Score::Value(v) = score else { continue };
                let mut after = p.clone();
                after.play(played).unwrap();
                let closer = spread(after.pieces(p.turn())) < spread(own);
                if v >= CLEARLY_WON {
                    continue;
                } else if v >= BEHIND {
                    open += 1;
                    gathered += usize::from(closer);
                } else {
                    behind += 1;
                    behind_gathered += usize::from(closer);
                }
            }
        }
    }
    assert!(open >= 100 && gathered * 100 >= open * 95, "{gathered} of {open} moves gathered");
    assert!(
        behind >= 30 && behind_gathered * 100 <= behind * 80,
        "{behind_gathered} of {behind} moves gathered behind"
    );
}

#[test]
fn internal_iterative_reduction_searches_fewer_nodes() {
    // Nodes without a hash move are searched a ply shallower: with empty tables, a fixed-depth
    // search needs fewer nodes, and still plays a legal move.
    use loa_core::search::SearchOptions;
    let start = Position::new(Variant::Standard);
    let nodes = |iir: bool| {
        let mut engine = Engine::new(4);
        engine.set_options(SearchOptions { iir, ..SearchOptions::default() });
        let r = engine.search(&start, Limits { depth: Some(7), ..Limits::default() }, &Frozen, &mut |_| {});
        assert!(start.is_legal(r.best.unwrap()));
        r.info.nodes
    };
    let (with, without) = (nodes(true), nodes(false));
    assert!(with < without, "{with} nodes with IIR, {without} without");
}
