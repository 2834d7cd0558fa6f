//! `loa puzzles`: a small generated set has its quota of each kind, easiest kinds first, no
//! repeated position, and every line passes the verifier; the same seed gives the same set.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::Command;

use loa_core::puzzle::{Puzzle, PuzzleKind};
use loa_core::{Rules, Variant};

fn generate(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_loa")).arg("puzzles").args(args).output().unwrap();
    (out.status.code().unwrap_or(-1), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

#[test]
fn a_small_set_is_verified_and_reproducible() {
    let (code, stdout, stderr) = generate(&["--count", "8", "--seed", "5"]);
    assert_eq!(code, 0, "{stderr}");
    let puzzles: Vec<Puzzle> =
        stdout.lines().map(|l| Puzzle::parse_line(l, Variant::Standard, Rules::default()).unwrap()).collect();
    assert_eq!(puzzles.len(), 8);
    for kind in PuzzleKind::ALL {
        assert_eq!(puzzles.iter().filter(|p| p.kind == kind).count(), 2, "{kind}");
    }
    assert!(puzzles.windows(2).all(|w| w[0].kind <= w[1].kind));
    for p in &puzzles {
        assert_eq!(p.verify(), Ok(()), "{}", p.to_line());
        assert_eq!(p.solution.len(), p.kind.plies());
    }
    assert!(stderr.contains("8 puzzles: win1 2 defend 2 win3 2 win5 2"), "{stderr}");
    assert_eq!(generate(&["--count", "8", "--seed", "5"]).1, stdout);
}

#[test]
fn bad_options_are_refused() {
    for args in [&["--count", "2"][..], &["--count", "x"], &["--bogus"], &["--min-pieces", "1"]] {
        let (code, stdout, stderr) = generate(args);
        assert_eq!(code, 2, "{args:?}: {stderr}");
        assert!(stdout.is_empty() && !stderr.is_empty(), "{args:?}");
    }
}
