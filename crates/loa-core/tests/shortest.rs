//! The distance the solver tells is the shortest: on positions whose shortest forced win is
//! known by exhaustive search (`shortest_wins.txt`), the solver proves that distance and says
//! it is the shortest, where df-pn's first proof is often longer.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use loa_core::budget::Limits;
use loa_core::solver::{Solver, Verdict};
use loa_core::{Position, Rules, Variant};

/// One row of `shortest_wins.txt`: the position (with its history), the side to move's result
/// and its shortest distance.
struct Row {
    line: usize,
    pos: Position,
    verdict: Verdict,
    plies: u32,
}

fn rows() -> Vec<Row> {
    let text = include_str!("shortest_wins.txt");
    let mut rows = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap().trim();
        if line.is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split('|').map(str::trim).collect();
        let (result, plies) = fields[0].split_once(' ').unwrap();
        let verdict = match result {
            "win" => Verdict::Win,
            "loss" => Verdict::Loss,
            other => panic!("line {}: {other:?}", i + 1),
        };
        let rules: Rules = fields[1].parse().unwrap();
        let mut pos = Position::from_position_string(fields[2], Variant::Standard, rules).unwrap();
        for m in fields.get(3).map_or("", |m| *m).split_whitespace() {
            let m = pos.parse_move(m).unwrap();
            pos.play(m).unwrap();
        }
        rows.push(Row { line: i + 1, pos, verdict, plies: plies.parse().unwrap() });
    }
    rows
}

/// Every row: exhaustive search confirms the table (the result in its plies, none sooner);
/// the solver proves that distance and says it is the shortest, with a main line of that length
/// that ends in the result. Its first df-pn proof is longer in at least ten rows.
#[test]
fn the_solver_tells_the_shortest_distance() {
    let limits = Limits { nodes: Some(2_000_000), ..Limits::default() };
    let mut longer = 0;
    for Row { line, mut pos, verdict, plies } in rows() {
        let want = if verdict == Verdict::Win { 1 } else { -1 };
        assert_eq!(forced(&mut pos, plies), want, "line {line}: not a {verdict} in {plies}");
        assert_ne!(forced(&mut pos, plies - 1), want, "line {line}: a {verdict} sooner than {plies}");
        let s = Solver::new().solve(&pos, &limits, &NoClock);
        assert_eq!((s.verdict, s.plies, s.shortest), (verdict, plies, true), "line {line}: {s:?}");
        let mut end = pos.clone();
        for &m in &s.pv {
            end.play(m).unwrap();
        }
        let winner = if verdict == Verdict::Win { pos.turn() } else { !pos.turn() };
        assert_eq!(s.pv.len() as u32, plies, "line {line}");
        assert_eq!(end.outcome().and_then(|o| o.winner()), Some(winner), "line {line}: {:?}", s.pv);
        let first = Solver::new().shorter(false).solve(&pos, &limits, &NoClock);
        assert_eq!(first.verdict, verdict, "line {line}");
        assert!(first.plies >= plies && !(first.shortest && first.plies > plies), "line {line}: {first:?}");
        longer += u32::from(first.plies > plies);
    }
    assert!(longer >= 10, "the first proof was longer in {longer} rows only");
}

/// When the limits run out before a shorter win is ruled out, the distance is an upper bound:
/// a 6×6 position proven a win in 24 plies or fewer, with no nodes left to look for less.
#[test]
fn a_distance_is_an_upper_bound_when_the_limits_run_out() {
    let text = "4b1/5w/1b1wb1/wbbw1w/w1w3/3bw1 b";
    let pos = Position::from_position_string(text, Variant::SixBySix, Rules::default()).unwrap();
    let s = Solver::new().solve(&pos, &Limits { nodes: Some(3_000_000), ..Limits::default() }, &NoClock);
    assert_eq!(s.verdict, Verdict::Loss, "{s:?}");
    assert!(!s.shortest, "{s:?}");
    assert_eq!(s.pv.len() as u32, s.plies);
}

mod common;
use common::{forced, random_position, Gen, NoClock};

/// The shortest forced result of the side to move within `max` plies by exhaustive search:
/// `Some((1, n))` a win in `n` plies and no fewer, `Some((-1, n))` a loss, `None` neither.
fn shortest_by_minimax(pos: &mut Position, max: u32) -> Option<(i8, u32)> {
    (1..=max).find_map(|n| match forced(pos, n) {
        0 => None,
        v => Some((v, n)),
    })
}

/// Prints candidate rows for `shortest_wins.txt`: random small positions whose shortest
/// result minimax finds within 6 plies, with df-pn's first proof beside it.
#[test]
#[ignore = "generates test data"]
fn print_candidates() {
    let mut g = Gen(0x5407_7e55_0000_0007);
    let limits = Limits { nodes: Some(200_000), ..Limits::default() };
    let mut tried = 0;
    while tried < 800 {
        let per_side = 3 + g.below(4);
        let Some(mut pos) = random_position(&mut g, per_side) else { continue };
        tried += 1;
        let Some((v, n)) = shortest_by_minimax(&mut pos, 6) else { continue };
        let first = Solver::new().shorter(false).solve(&pos, &limits, &NoClock);
        let moves: Vec<String> = pos.moves_played().map(|m| m.to_string()).collect();
        let mut root = pos.clone();
        for _ in 0..moves.len() {
            root.undo();
        }
        println!("{v} {n} first {} | {} | {} | {}", first.plies, pos.rules(), root, moves.join(" "));
    }
}
