//! `loa solve` and `loa bestmove --moves`, run as a user would.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::process::Command;

use loa_core::{Position, Rules, Variant};

fn loa(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_loa")).args(args).output().unwrap();
    (out.status.code().expect("killed"), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

/// The result, plies and pv lines of a successful `loa solve`.
fn solve(args: &[&str]) -> (String, u32, Vec<String>) {
    let mut all = vec!["solve"];
    all.extend_from_slice(args);
    let (code, out, err) = loa(&all);
    assert_eq!(code, 0, "loa {all:?}: {err}");
    let field =
        |name: &str| out.lines().find_map(|l| l.strip_prefix(name)).unwrap_or_else(|| panic!("no {name:?} in {out:?}"));
    let result = field("result ").to_string();
    let plies = field("plies ").parse().unwrap();
    let pv = field("pv").split_whitespace().map(String::from).collect();
    (result, plies, pv)
}

/// Plays `pv` from `pos` and returns the result word of the game's end (`black`, `white`).
fn play_out(pos: &str, rules: &str, pv: &[String]) -> Option<&'static str> {
    let mut p = Position::from_position_string(pos, Variant::Standard, rules.parse::<Rules>().unwrap()).unwrap();
    for m in pv {
        let mv = p.parse_move(m).unwrap();
        p.play(mv).unwrap();
    }
    p.outcome().map(|o| o.result_str())
}

#[test]
fn solves_a_short_win_and_its_loss() {
    // Black joins a1 a2 c3 with a2-b2; with White to move, White cannot stop it.
    let (r, plies, pv) = solve(&["--position", "7w/8/8/8/8/2b5/b7/b6w b", "--nodes", "1000"]);
    assert_eq!((r.as_str(), plies, pv.join(" ").as_str()), ("win", 1, "a2-b2"));
    let (r, plies, pv) = solve(&["--position", "7w/8/8/8/8/2b5/b7/b6w w", "--nodes", "1000"]);
    assert_eq!((r.as_str(), plies), ("loss", 2));
    assert_eq!(play_out("7w/8/8/8/8/2b5/b7/b6w w", "olympiad", &pv), Some("black"));
}

#[test]
fn a_nine_ply_win_from_self_play() {
    let pos = "8/1bw2w2/6b1/3wbb2/3wbw2/4wwb1/2bwwbb1/8 w";
    let (r, plies, pv) = solve(&["--position", pos, "--time-ms", "20000"]);
    assert_eq!(r, "win");
    assert_eq!(pv.len() as u32, plies);
    assert!(plies >= 5, "{plies}");
    assert_eq!(play_out(pos, "olympiad", &pv), Some("white"));
}

#[test]
fn simultaneous_connection_follows_the_rules() {
    // d2xb2 connects Black and leaves White's f5 f6 g6 connected: a draw, or Black's win
    // under simultaneous=mover.
    let pos = "8/8/5ww1/5w2/b7/b7/1w1b4/8 b";
    let (r, _, pv) = solve(&["--position", pos, "--rules", "simultaneous=mover", "--nodes", "2000"]);
    assert_eq!((r.as_str(), pv.join(" ").as_str()), ("win", "d2xb2"));
    let (r, _, pv) = solve(&["--position", pos, "--nodes", "200000"]);
    assert_ne!(pv.first().map(String::as_str), Some("d2xb2"), "{r}");
}

#[test]
fn the_move_limit_bounds_the_proof() {
    let pos = "8/1bw2w2/6b1/3wbb2/3wbw2/4wwb1/2bwwbb1/8 w";
    let (r, plies, pv) = solve(&["--position", pos, "--rules", "move-limit=4", "--nodes", "300000"]);
    assert_eq!((r.as_str(), plies, pv.len()), ("unknown", 0, 0));
    for limit in [7, 8, 9, 12] {
        let rules = format!("move-limit={limit}");
        let (r, plies, pv) = solve(&["--position", pos, "--rules", &rules, "--nodes", "2000000"]);
        if r == "win" {
            assert!(plies <= limit, "{rules}: win in {plies}");
            assert_eq!(play_out(pos, &rules, &pv), Some("white"), "{rules}: {pv:?}");
        }
        if limit >= 9 {
            assert_eq!(r, "win", "{rules}");
        }
    }
}

#[test]
fn moves_set_the_history() {
    let (code, _, err) = loa(&["solve", "--moves", "b1-b3", "a2-c2", "--nodes", "2000"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/2w4w/2bbbbb1 b"), "{err}");
    let (code, _, err) = loa(&["solve", "--moves", "b1-b4"]);
    assert_eq!(code, 2);
    assert!(err.contains("--moves"), "{err}");
    let (code, out, err) = loa(&["bestmove", "--moves", "b1-b3 a2-c2", "--depth", "2"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.lines().last().unwrap().starts_with("bestmove "), "{out}");
}

#[test]
fn bad_limits_are_refused() {
    for args in [&["solve", "--nodes", "0"][..], &["solve", "--time-ms", "x"], &["solve", "extra"]] {
        let (code, out, err) = loa(args);
        assert_eq!(code, 2, "{args:?}: {out}");
        assert!(!err.is_empty() && !out.contains("result"), "{args:?}");
    }
}

/// df-pn (the default), best-first (`--best-first`) and best-first without its table
/// (`--no-table`) prove the same self-play win (19 plies for best-first, whose first proof
/// follows the evaluation's estimates; df-pn's proof may take another line); each main line
/// ends in that win.
#[test]
fn every_method_proves_the_same_win() {
    let pos = "4b3/8/w2wb3/2bw2w1/w2wbb2/2bwwbb1/8/5b2 w";
    for method in [&[][..], &["--best-first", "--first-proof"], &["--no-table", "--first-proof"]] {
        let mut args = vec!["--position", pos, "--nodes", "4000000"];
        args.extend_from_slice(method);
        let (r, plies, pv) = solve(&args);
        assert_eq!(r, "win", "{method:?}");
        if !method.is_empty() {
            assert_eq!(plies, 19, "{method:?}");
        }
        assert_eq!(pv.len() as u32, plies, "{method:?}");
        assert_eq!(play_out(pos, "olympiad", &pv), Some("white"), "{method:?}: {pv:?}");
    }
}

/// After df-pn's first proof (15 plies here with today's move ordering, `--first-proof`), the
/// solver looks for shorter wins until none exists: 9 plies, `distance shortest`; with fewer
/// nodes it stops at an upper bound, `distance at-most`. Every main line ends in that win.
#[test]
fn the_distance_is_the_shortest_or_says_at_most() {
    let pos = "1b6/2w4w/6b1/3wbb2/3wbw2/4wwb1/2bwwbb1/8 w";
    for (nodes, flag, plies, distance) in [
        ("3000000", None, 9, "shortest"),
        ("3000000", Some("--first-proof"), 15, "at-most"),
        ("200000", None, 13, "at-most"),
    ] {
        let mut args = vec!["solve", "--position", pos, "--nodes", nodes];
        args.extend(flag);
        let (code, out, err) = loa(&args);
        assert_eq!(code, 0, "{args:?}: {err}");
        assert!(out.contains("result win\n"), "{args:?}: {out}");
        assert!(out.contains(&format!("plies {plies}\ndistance {distance}\n")), "{args:?}: {out}");
        let pv: Vec<String> =
            out.lines().find_map(|l| l.strip_prefix("pv ")).unwrap().split(' ').map(String::from).collect();
        assert_eq!(pv.len(), plies, "{args:?}");
        assert_eq!(play_out(pos, "olympiad", &pv), Some("white"), "{args:?}");
    }
}
