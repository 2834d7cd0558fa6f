//! Perft from the tables in `tests/*.perft` (shakmaty style): `variant NAME` or
//! `position POS [variant NAME]` starts a block, each `perft DEPTH NODES` line checks a count.
//! Counts above `MAX_NODES` run only with `--ignored`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use loa_core::{perft, Position, Rules, Variant};

const MAX_NODES: u64 = 100_000_000;

fn run_file(text: &str, include_slow: bool) -> usize {
    let mut pos: Option<Position> = None;
    let mut checked = 0;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "variant" => pos = Some(Position::new(rest.parse::<Variant>().unwrap())),
            "position" => {
                let (fen, variant) = match rest.split_once(" variant ") {
                    Some((f, v)) => (f, v.parse().unwrap()),
                    None => (rest, Variant::Standard),
                };
                pos = Some(Position::from_position_string(fen, variant, Rules::default()).unwrap());
            }
            "perft" => {
                let (depth, nodes) = rest.split_once(' ').unwrap();
                let (depth, nodes): (u32, u64) = (depth.parse().unwrap(), nodes.parse().unwrap());
                if nodes > MAX_NODES && !include_slow {
                    continue;
                }
                let p = pos.as_mut().expect("perft line before a position");
                assert_eq!(perft(p, depth), nodes, "line {}: perft {depth} of {p:?}", n + 1);
                checked += 1;
            }
            _ => panic!("line {}: unknown key {key:?}", n + 1),
        }
    }
    checked
}

#[test]
fn perft_tables() {
    let n = run_file(include_str!("perft.perft"), false);
    assert!(n >= 4, "only {n} perft lines checked");
}

#[test]
#[ignore = "slow in debug builds; run with --release -- --ignored"]
fn perft_tables_deep() {
    run_file(include_str!("perft.perft"), true);
}
