//! The `loa` binary's `perft`, `moves` and `play` commands, run as a user would: output on
//! stdout, messages on stderr, and a non-zero exit (without a panic) for bad input.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;
use std::process::Command;

use loa_core::{perft, Position, Variant};

const START: &str = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";
const EGGS_START: &str = "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b";
/// Black's four corner pieces walled in by White: Black must pass (see loa-core's game_end.rs).
const WALLED_IN: &str = "bw4wb/ww4ww/8/8/8/8/ww4ww/bw4wb b";
/// Black connects with f7-f5 (file f: f7, f2), d5-d7 is a quiet move.
const CONNECT: &str = "7w/5b1w/8/3b4/3bb3/w7/w4ww1/8 b";
/// d2xb2 (rank 2: b2, d2) connects Black and leaves White's f5 f6 g6 connected too.
const SIMULTANEOUS: &str = "8/8/5ww1/5w2/b7/b7/1w1b4/8 b";

mod common;

use common::{fails, loa, ok};

fn nodes_line(lines: &[String]) -> u64 {
    let last = lines.last().expect("no output");
    last.strip_prefix("nodes ").unwrap_or_else(|| panic!("last line {last:?}")).parse().unwrap()
}

// ---- perft -----------------------------------------------------------------------------------

#[test]
fn perft_standard_start() {
    for (depth, nodes) in [(0, 1), (1, 36), (2, 1244), (3, 44952), (4, 1_563_208)] {
        let run = loa(&["perft", &depth.to_string()]);
        assert_eq!(run.code, 0, "{}", run.stderr);
        assert_eq!(run.stdout, format!("nodes {nodes}\n"), "depth {depth}: only the count on stdout");
        // Time and speed go to stderr.
        assert!(run.stderr.contains("nodes/s"), "{}", run.stderr);
    }
}

#[test]
fn perft_variants_and_positions() {
    assert_eq!(nodes_line(&ok(&["perft", "3", "--variant", "scrambled-eggs"])), 32000);
    assert_eq!(nodes_line(&ok(&["perft", "--variant=scrambled-eggs", "4"])), 1_002_260);
    assert_eq!(nodes_line(&ok(&["perft", "3", "--position", EGGS_START, "--variant", "scrambled-eggs"])), 32000);
    assert_eq!(nodes_line(&ok(&["perft", "3", "--variant", "standard"])), 44952);
    // From a set-up where Black must pass (tests/positions.perft).
    assert_eq!(nodes_line(&ok(&["perft", "4", "--position", WALLED_IN])), 1968);
    // The worked example's position after c8-c6 a6-c4 e8-b5 h3xf1.
    assert_eq!(nodes_line(&ok(&["perft", "3", "--position", "1b1b1bb1/w6w/2b4w/wb5w/w1w4w/w7/w6w/1bbbbwb1 b"])), 30100);
}

#[test]
fn perft_divide() {
    let lines = ok(&["perft", "3", "--divide"]);
    assert_eq!(lines.len(), 37, "36 moves and the total");
    assert_eq!(nodes_line(&lines), 44952);
    // Each line is `MOVE: N`, the moves are the start's, and the counts are the core's.
    let mut pos = Position::new(Variant::Standard);
    let mut moves = BTreeSet::new();
    let mut sum = 0;
    for line in &lines[..36] {
        let (text, n) = line.split_once(": ").unwrap_or_else(|| panic!("{line:?}"));
        let m = pos.parse_move(text).unwrap();
        assert_eq!(m.to_string(), text);
        let n: u64 = n.parse().unwrap();
        pos.play(m).unwrap();
        assert_eq!(n, perft(&mut pos, 2), "{text}");
        pos.undo();
        sum += n;
        moves.insert(text.to_string());
    }
    assert_eq!(moves.len(), 36);
    assert_eq!(sum, 44952);

    // Where the only move is a pass, divide shows it.
    let lines = ok(&["perft", "1", "--divide", "--position", WALLED_IN]);
    assert_eq!(lines, ["pass: 1", "nodes 1"]);
}

#[test]
fn perft_bad_input() {
    fails(&["perft"]);
    fails(&["perft", "abc"]);
    fails(&["perft", "-1"]);
    fails(&["perft", "2", "3"]);
    fails(&["perft", "99999999999999999999"]);
    fails(&["perft", "2", "--variant", "chess"]);
    fails(&["perft", "2", "--position"]);
    fails(&["perft", "2", "--bogus"]);
    let msg = fails(&["perft", "2", "--position", "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w b"]);
    assert!(msg.contains("rank"), "the message says what is wrong: {msg}");
    let msg = fails(&["perft", "2", "--position", "8/8/8/8/8/8/8/8 b"]);
    assert!(msg.to_lowercase().contains("no pieces"), "{msg}");
}

// ---- moves -----------------------------------------------------------------------------------

#[test]
fn moves_lists_the_legal_moves() {
    let lines = ok(&["moves"]);
    assert_eq!(lines.len(), 36);
    let listed: BTreeSet<String> = lines.iter().cloned().collect();
    let expected: BTreeSet<String> =
        Position::new(Variant::Standard).legal_moves().iter().map(|m| m.to_string()).collect();
    assert_eq!(listed, expected);
    for m in ["b1-b3", "b1-d3", "b1-h1", "c1xa3", "g8-a8"] {
        assert!(listed.contains(m), "{m}");
    }

    let eggs = ok(&["moves", "--variant", "scrambled-eggs"]);
    assert_eq!(eggs.len(), 32);
    assert!(eggs.contains(&"a3xc1".to_string()) && !eggs.contains(&"b1-h1".to_string()));
    assert_eq!(ok(&["moves", "--position", START]).len(), 36);

    // White to move at the start position string: White's moves.
    let white = ok(&["moves", "--position", "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w"]);
    assert_eq!(white.len(), 36);
    assert!(white.contains(&"a2-c2".to_string()) && white.contains(&"a3xc1".to_string()));

    // A side with no move lists the pass; a decided position lists nothing.
    assert_eq!(ok(&["moves", "--position", WALLED_IN]), ["pass"]);
    assert!(ok(&["moves", "--position", WALLED_IN, "--rules", "no-moves=lose"]).is_empty());
    assert!(ok(&["moves", "--position", "8/8/8/3bb3/8/8/w6w/8 w"]).is_empty());
}

#[test]
fn moves_bad_input() {
    fails(&["moves", "--position", "not a position"]);
    fails(&["moves", "--position", "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 x"]);
    fails(&["moves", "--variant", "7x7"]);
    fails(&["moves", "--rules", "bogus=1"]);
    fails(&["moves", "extra"]);
    fails(&["moves", "--position"]);
}

// ---- play ------------------------------------------------------------------------------------

fn play(args: &[&str]) -> (String, String) {
    let lines = ok(args);
    assert!(lines.len() >= 2, "{lines:?}");
    let n = lines.len();
    assert!(lines[n - 2].starts_with("position "), "{lines:?}");
    (lines[n - 2]["position ".len()..].to_string(), lines[n - 1].clone())
}

#[test]
fn play_worked_examples() {
    assert_eq!(play(&["play"]), (START.to_string(), "outcome none".to_string()));
    assert_eq!(
        play(&["play", "c8-c6", "a6-c4", "e8-b5", "h3xf1"]),
        ("1b1b1bb1/w6w/2b4w/wb5w/w1w4w/w7/w6w/1bbbbwb1 b".to_string(), "outcome none".to_string())
    );
    // The second line, with the capture in each accepted spelling.
    for capture in ["d1xa4", "d1:a4", "d1a4", "D1XA4"] {
        assert_eq!(
            play(&["play", "b1-b3", "h4-f2", capture, "h2-e2"]),
            ("1bbbbbb1/w6w/w6w/w6w/b7/wb5w/w3ww2/2b1bbb1 b".to_string(), "outcome none".to_string()),
            "{capture}"
        );
    }
    // Options may come before or after the moves.
    assert_eq!(play(&["play", "b1-b3", "--variant", "standard"]).1, "outcome none");
}

#[test]
fn play_outcomes() {
    let outcome = |args: &[&str]| play(args).1;
    assert_eq!(outcome(&["play", "--position", CONNECT, "f7-f5"]), "outcome black connected");
    assert_eq!(outcome(&["play", "--position", CONNECT, "d5-d7"]), "outcome none");
    assert_eq!(outcome(&["play", "--position", SIMULTANEOUS, "d2xb2"]), "outcome draw simultaneous");
    assert_eq!(
        outcome(&["play", "--position", SIMULTANEOUS, "--rules", "simultaneous=mover", "d2xb2"]),
        "outcome black simultaneous"
    );
    // Taking White's stray b2 leaves White connected.
    assert_eq!(
        outcome(&["play", "--position", "8/6b1/8/3ww3/1b1w4/8/1w6/6b1 b", "b4xb2"]),
        "outcome white opponent-connected"
    );
    // Walled in: pass under the default, lost under no-moves=lose.
    let (pos, out) = play(&["play", "--position", WALLED_IN, "pass"]);
    assert_eq!((pos.as_str(), out.as_str()), ("bw4wb/ww4ww/8/8/8/8/ww4ww/bw4wb w", "outcome none"));
    assert_eq!(outcome(&["play", "--position", WALLED_IN, "--rules", "no-moves=lose"]), "outcome white no-moves");
    // Third repetition, and the move limit.
    let shuffle = ["b1-b3", "a2-c2", "b3-b1", "c2-a2"];
    let mut args = vec!["play"];
    args.extend(shuffle.iter().cycle().take(8));
    assert_eq!(outcome(&args), "outcome draw repetition");
    args.extend(["--rules", "repetition=off"]);
    assert_eq!(outcome(&args), "outcome none");
    assert_eq!(outcome(&["play", "--rules", "move-limit=2", "b1-b3", "a2-c2"]), "outcome draw move-limit");
    // Scrambled Eggs.
    let (pos, _) = play(&["play", "--variant", "scrambled-eggs", "a3xc1"]);
    assert_eq!(pos, "1wbwbwb1/b6w/w6b/b6w/w6b/7w/w6b/1bbbwbw1 w");
}

#[test]
fn play_reads_a_move_list_as_records_do() {
    // One word or many, numbered, with comments and a result: the forms of loa_core::record.
    let after = "1bbbbbb1/w6w/w6w/w6w/b7/wb5w/w3ww2/2b1bbb1 b".to_string();
    for args in [
        &["play", "1. b1-b3 h4-f2 2. d1xa4 h2-e2"][..],
        &["play", "1.", "b1-b3", "h4-f2{the usual}", "2.", "d1:a4,", "h2-e2", "*"],
    ] {
        assert_eq!(play(args), (after.clone(), "outcome none".to_string()), "{args:?}");
    }
    let msg = fails(&["play", "1. b1-b3 h4-f2 2. b1-b4"]);
    assert!(msg.contains("move 2 (first of the pair) \"b1-b4\""), "{msg}");
    fails(&["play", "b1-b3 {never closed"]);
}

#[test]
fn play_bad_input() {
    // The illegal move of docs/RULES.md: the message names the enemy piece in the way.
    let msg = fails(&["play", "c8-c6", "a6-d6"]);
    assert!(msg.contains("a6-d6") && msg.contains("c6"), "{msg}");
    // Wrong distance says how far the piece must go.
    let msg = fails(&["play", "b1-b4"]);
    assert!(msg.contains("2"), "{msg}");
    // Not a move at all, White moving first, a pass with moves available.
    fails(&["play", "b1b"]);
    fails(&["play", "a2-c2"]);
    fails(&["play", "pass"]);
    fails(&["play", "b1xb3"]);
    // A move after the end of the game.
    let msg = fails(&["play", "--position", CONNECT, "f7-f5", "a3-a5"]);
    assert!(msg.contains("a3-a5") || msg.contains("over"), "{msg}");
    // A decided set-up cannot be played on.
    fails(&["play", "--position", "8/8/8/3bb3/8/8/w6w/8 w", "a2-a3"]);
    fails(&["play", "--position", "garbage", "b1-b3"]);
    fails(&["play", "--rules", "move-limit=x"]);
    fails(&["play", "--bogus", "b1-b3"]);
}

#[test]
fn bad_commands() {
    fails(&[]);
    fails(&["frobnicate"]);
    fails(&["PERFT", "1"]);
}

#[test]
#[cfg(unix)]
fn a_non_utf8_argument_is_a_clear_error() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    for args in
        [vec![OsStr::from_bytes(b"perft\xff")], vec![OsStr::new("moves"), OsStr::from_bytes(b"--position=\xfe b")]]
    {
        let out = Command::new(env!("CARGO_BIN_EXE_loa")).args(&args).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("is not valid UTF-8"), "{args:?}: {stderr}");
        assert!(!stderr.contains("panicked"), "{stderr}");
    }
}

#[test]
fn hash_is_capped() {
    // The case first: 100,000,000 MB must be refused before anything is allocated.
    for hash in ["100000000", "4097", "0", "-1", "99999999999999999999999", "lots"] {
        let e = fails(&["bestmove", "--depth", "1", "--hash", hash]);
        assert!(e.contains(&format!("--hash {hash}")) && e.contains("1 to 4096"), "{e}");
        let e = fails(&["match", "--a", "1", "--b", "1", "--games", "1", "--hash", hash]);
        assert!(e.contains("1 to 4096"), "{e}");
    }
    assert!(ok(&["bestmove", "--depth", "1", "--hash", "1"]).last().unwrap().starts_with("bestmove "));
}

#[test]
fn numbers_out_of_range_are_clear_errors() {
    let cases: &[(&[&str], &str)] = &[
        (&["bestmove", "--depth", "0"], "--depth 0: expected a whole number from 1 to 64"),
        (&["bestmove", "--depth", "65"], "--depth 65: expected a whole number from 1 to 64"),
        (&["bestmove", "--depth", "99999999999"], "--depth 99999999999: expected a whole number from 1 to 64"),
        (&["bestmove", "--level", "300"], "--level 300: expected a whole number from 1 to 8"),
        (&["bestmove", "--time-ms", "0"], "--time-ms 0: expected a whole number from 1 to 86400000"),
        (&["bestmove", "--nodes", "0"], "--nodes 0: expected a whole number from 1 to"),
        (&["bestmove", "--seed", "-1"], "--seed -1: expected a whole number from 0 to"),
        (&["bench", "--depth", "65"], "--depth 65: expected a whole number from 1 to 64"),
        (&["match", "--a", "1", "--b", "1", "--games", "0"], "--games 0: expected a whole number from 1 to"),
        (
            &["match", "--a", "1", "--b", "1", "--opening-plies", "1000"],
            "--opening-plies 1000: expected a whole number from 0 to 100",
        ),
        (
            &["match", "--a", "1", "--b", "1", "--rules", "move-limit=10", "--opening-plies", "10"],
            "--opening-plies 10: must be below the move limit (10)",
        ),
        (&["match", "--a", "depth=65", "--b", "1"], "--a: depth=65: expected a whole number from 0 to 64"),
        (
            &["match", "--a", "depth=2,margin=99999999999", "--b", "1"],
            "--a: margin=99999999999: expected a whole number from",
        ),
        (
            &["match", "--a", "depth=2,conc=4294967346", "--b", "1"],
            "--a: conc=4294967346: expected a whole number from",
        ),
        (&["tune", "--step", "nan"], "--step nan: expected a number from"),
        (&["tune", "--step", "inf"], "--step inf: expected a number from"),
        (&["tune", "--rate", "-1"], "--rate -1: expected a number from"),
        (&["tune", "--pairs", "0"], "--pairs 0: expected a whole number from 1 to"),
        (&["tune", "--iterations", "0"], "--iterations 0: expected a whole number from 1 to"),
    ];
    for (args, expected) in cases {
        let e = fails(args);
        assert!(e.contains(expected), "loa {args:?}: expected {expected:?} in\n{e}");
    }
}

#[test]
fn six_by_six_commands() {
    let six = "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b";
    assert_eq!(nodes_line(&ok(&["perft", "5", "--variant", "6x6"])), 4_853_792);
    assert_eq!(nodes_line(&ok(&["perft", "3", "--variant", "6x6", "--position", six])), 11_440);
    assert_eq!(ok(&["moves", "--variant", "6x6"]).len(), 24);
    let played = ok(&["play", "--variant", "6x6", "b1-b3", "a4-c4", "c1xc4"]);
    assert_eq!(played[0], "position 1bbbb1/w4w/2b2w/wb3w/w4w/3bb1 w");
    assert!(fails(&["play", "--variant", "6x6", "g1-g3"]).contains("g1 is off the 6×6 board"));
    assert!(fails(&["perft", "2", "--position", six]).contains("give --variant 6x6"));
    let lines = ok(&["bestmove", "--variant", "6x6", "--depth", "4"]);
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap().to_string();
    let start = Position::new(Variant::SixBySix);
    assert!(start.is_legal(start.parse_move(&best).unwrap()), "{best}");
    let lines = ok(&["match", "--a", "depth=2", "--b", "depth=1", "--games", "2", "--variant", "6x6", "--quiet"]);
    assert!(lines.iter().any(|l| l.contains("(2 games")), "{lines:?}");
}

#[test]
fn built_in_movers_play_matches_and_a_wins_are_measured() {
    for mover in ["random", "scatter"] {
        let args = ["match", "--a", "depth=2", "--b", mover, "--games", "4", "--seed", "3"];
        let lines = ok(&args);
        assert_eq!(lines, ok(&args), "{mover}: the same games again");
        let games: Vec<&String> = lines.iter().filter(|l| l.starts_with("game ")).collect();
        assert_eq!(games.len(), 4, "{lines:?}");
        assert!(games.iter().all(|g| g.contains(": a wins in ")), "{mover}: {games:?}");
        assert!(lines.iter().any(|l| l.starts_with("W 4 D 0 L 0 (4 games")), "{lines:?}");
        let wins = lines.last().unwrap();
        assert!(wins.starts_with("a's 4 wins: median ") && wins.contains(" moves, 95th percentile "), "{wins}");
        // The mover as a: it wins nothing against a search.
        let lines = ok(&["match", "--a", mover, "--b", "depth=2", "--games", "2", "--quiet"]);
        assert_eq!(lines.last().unwrap(), "a won no game", "{lines:?}");
    }
    let e = fails(&["match", "--a", "1", "--b", "scatter", "--engine-b", "true"]);
    assert!(e.contains("--b scatter: a built-in mover cannot play in another program"), "{e}");
}

// ---- picture ---------------------------------------------------------------------------------

#[test]
fn picture_palette_is_one_css_rule_per_board_theme() {
    let lines = ok(&["picture", "--palette"]);
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert!(lines[0].starts_with(":root{--loa-light:#f0d9b5;"), "the default theme first: {lines:?}");
    for theme in ["green", "blue", "contrast"] {
        assert!(
            lines.iter().any(|l| l.starts_with(&format!(":root[data-board-theme=\"{theme}\"]{{"))),
            "{theme}: {lines:?}"
        );
    }
    assert!(lines.iter().all(|l| l.contains("--loa-wrim:") && l.ends_with('}')), "{lines:?}");
    fails(&["picture", "--palette", "--defs"]);
}
