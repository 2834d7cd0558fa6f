//! `loa review`, run as a user would: one line per move, the summary, and clear errors for bad
//! records.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::Command;

/// Puzzle 0001: White connects with d2xb2.
const WIN_IN_ONE: &str = "2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w";

mod common;

use common::{fails, ok};

fn temp_file(name: &str, contents: &[u8]) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("loa-review-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, contents).unwrap();
    path
}

/// The fields of a move's line.
fn fields(line: &str) -> Vec<&str> {
    line.split_whitespace().collect()
}

#[test]
fn a_missed_connection_is_a_blunder_with_the_better_move() {
    let out = ok(&["review", "--position", WIN_IN_ONE, "--moves", "a1-a2", "c8-c6"]);
    assert_eq!(out[0], "ply side move depth before after loss% judgement best");
    // White had a win in one (#+1) and after a1-a2 no longer has a forced win.
    let line = fields(&out[1]);
    assert_eq!((line[0], line[1], line[2], line[4]), ("1", "W", "a1-a2", "#+1"), "{}", out[1]);
    assert_eq!((line[7], line[8]), ("blunder", "d2xb2"), "{}", out[1]);
    assert_eq!(fields(&out[2])[..3], ["2", "B", "c8-c6"]);
    assert!(out[3].starts_with("black: 1 move, "), "{}", out[3]);
    assert!(out[4].starts_with("white: 1 move, 0 inaccuracies, 0 mistakes, 1 blunder, accuracy "), "{}", out[4]);
    assert!(out[5].starts_with("reviewed 3 positions in "), "{}", out[5]);
    assert!(out[5].ends_with("(depth 8, 2000000 nodes, 3000 ms, hash 16 MB)"), "{}", out[5]);
}

#[test]
fn the_winning_move_is_the_engines_own() {
    let out = ok(&["review", "--position", WIN_IN_ONE, "--moves", "d2xb2", "--depth", "3"]);
    let line = fields(&out[1]);
    assert_eq!((line[4], line[5], line[7], line[8]), ("#+1", "#+0", "-", "="), "{}", out[1]);
    assert!(out[2].starts_with("black: 0 moves"), "{}", out[2]);
    assert!(out[3].starts_with("white: 1 move, 0 inaccuracies, 0 mistakes, 0 blunders, accuracy 100.0"), "{}", out[3]);
    assert!(out[4].ends_with("(depth 3, 2000000 nodes, 3000 ms, hash 16 MB)"), "{}", out[4]);
}

#[test]
fn records_in_sgf_and_as_move_lists_read_the_same() {
    let moves = "1. b1-b3 h4-f2 2. d1xa4 h2-e2";
    let list = temp_file("game.txt", moves.as_bytes());
    let sgf = temp_file("game.sgf", b"(;FF[4]GM[9]SU[Standard];B[b1-b3];W[h4-f2];B[d1:a4];W[h2-e2])");
    let depth = ["--depth", "3", "--time-ms", "86400000"];
    let strip = |mut lines: Vec<String>| {
        lines.pop();
        lines
    };
    let a = strip(ok(&[&["review", "--record", list.to_str().unwrap()][..], &depth[..]].concat()));
    let b = strip(ok(&[&["review", "--record", sgf.to_str().unwrap()][..], &depth[..]].concat()));
    let c = strip(ok(&[&["review", "--moves", moves][..], &depth[..]].concat()));
    assert_eq!(a.len(), 1 + 4 + 2, "{a:?}");
    assert_eq!(a, b);
    assert_eq!(a, c);
    let played: Vec<&str> = a[1..5].iter().map(|l| fields(l)[2]).collect();
    assert_eq!(played, ["b1-b3", "h4-f2", "d1xa4", "h2-e2"]);
}

#[test]
fn bad_records_are_clear_errors() {
    let illegal = temp_file("illegal.txt", b"1. b1-b3 h4-f2 2. b3-b9");
    let binary = temp_file("binary.sgf", &[0x28, 0xff, 0xfe, 0x00]);
    let bad_sgf = temp_file("bad.sgf", b"(;GM[1];B[b1-b3])");
    let missing = std::env::temp_dir().join("loa-review-test-no-such-file.sgf");
    let cases: Vec<(Vec<&str>, String)> = vec![
        (vec!["review", "--record", illegal.to_str().unwrap()], format!("--record {}: ", illegal.display())),
        (vec!["review", "--record", illegal.to_str().unwrap()], "b3-b9".to_owned()),
        (vec!["review", "--record", binary.to_str().unwrap()], "not a text file".to_owned()),
        (vec!["review", "--record", bad_sgf.to_str().unwrap()], format!("--record {}: ", bad_sgf.display())),
        (vec!["review", "--record", missing.to_str().unwrap()], "cannot read it".to_owned()),
        (vec!["review", "--record"], "--record needs a value".to_owned()),
        (vec!["review", "--record", "x", "--moves", "b1-b3"], "not both".to_owned()),
        (vec!["review", "--moves", "b1-b3", "b1-b3"], "--moves: ".to_owned()),
        (
            vec!["review", "--moves", "b1-b3", "--depth", "0"],
            "--depth 0: expected a whole number from 1 to 64".to_owned(),
        ),
        (vec!["review", "--time-ms", "0"], "--time-ms 0: expected a whole number from 1 to".to_owned()),
        (vec!["review", "--nodes", "0"], "--nodes 0: expected a whole number from 1 to".to_owned()),
        (vec!["review", "--hash", "5000"], "--hash 5000: expected a whole number from 1 to 4096".to_owned()),
        (vec!["review", "--position", "8/8 b"], "--position \"8/8 b\": ".to_owned()),
        (vec!["review", "--bogus"], "unknown option --bogus".to_owned()),
    ];
    for (args, expected) in cases {
        let e = fails(&args);
        assert!(e.contains(&expected), "loa {args:?}: expected {expected:?} in\n{e}");
    }
}

#[test]
fn a_game_without_moves_reviews_its_start() {
    let out = ok(&["review", "--depth", "2"]);
    assert_eq!(out.len(), 4, "{out:?}");
    assert!(out[1].starts_with("black: 0 moves") && out[2].starts_with("white: 0 moves"), "{out:?}");
    assert!(out[3].starts_with("reviewed 1 position in "), "{out:?}");
}

#[test]
fn a_reader_that_stops_early_is_no_panic() {
    // As `loa review … | head -1`: the pipe is closed before the review is written.
    let mut child = Command::new(env!("CARGO_BIN_EXE_loa"))
        .args(["review", "--moves", "b1-b3", "h4-f2", "--depth", "2"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8(out.stderr).unwrap();
    assert!(!stderr.contains("panicked"), "{stderr}");
    assert_eq!(out.status.code(), Some(0), "{stderr}");
}
