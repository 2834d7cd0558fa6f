//! `loa match --sprt ELO0,ELO1` stops when the test decides and says so; `--jobs` plays games
//! at once, with external engines too.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::{fails, loa, ok};

const FAST: [&str; 8] = ["match", "--variant", "6x6", "--hash", "1", "--opening-plies", "2", "--quiet"];

fn with(extra: &[&str]) -> Vec<String> {
    let args: Vec<&str> = FAST.iter().chain(extra).copied().collect();
    ok(&args)
}

fn games(tally: &str) -> u32 {
    let (_, rest) = tally.split_once('(').unwrap();
    rest.split_whitespace().next().unwrap().parse().unwrap()
}

#[test]
fn a_clearly_stronger_side_is_accepted_early() {
    // Depth 3 against depth 1: far more than 100 Elo, decided long before the 200 games.
    let out = with(&["--a", "depth=3", "--b", "depth=1", "--sprt", "0,100", "--games", "200"]);
    let [tally, report, wins] = out.as_slice() else { panic!("{out:?}") };
    assert!(wins.starts_with("a's "), "{wins}");
    assert!(games(tally) < 200, "{tally}");
    assert!(report.starts_with("sprt [0, 100] alpha 0.05 beta 0.05: llr "), "{report}");
    assert!(report.contains("bounds [-2.94, 2.94]"), "{report}");
    assert!(report.ends_with("H1 accepted: a is stronger by 100 Elo or more"), "{report}");
    // The other way round, H0.
    let out = with(&["--a", "depth=1", "--b", "depth=3", "--sprt", "0,100", "--games", "200"]);
    assert!(out[1].contains("H0 accepted"), "{out:?}");
}

#[test]
fn without_a_verdict_the_games_run_out() {
    let out = with(&["--a", "depth=2", "--b", "depth=2", "--sprt", "-10,10", "--games", "4", "--alpha", "0.01"]);
    assert!(out[0].contains("(4 games"), "{out:?}");
    assert!(out[1].starts_with("sprt [-10, 10] alpha 0.01 beta 0.05: "), "{out:?}");
    assert!(out[1].ends_with("no verdict: the games ran out before a bound was crossed"), "{out:?}");
}

#[test]
fn jobs_play_the_same_games() {
    // Fixed depths and fresh tables each game: two jobs (and two engine processes each side)
    // play the games one job plays.
    let base = ["--a", "depth=2", "--b", "depth=1", "--games", "6"];
    let one = with(&base);
    let two = with(&[&base[..], &["--jobs", "2"]].concat());
    assert_eq!(one, two);
    let engine = format!("{} engine", env!("CARGO_BIN_EXE_loa"));
    let external = with(&[&base[..], &["--jobs", "3", "--engine-b", &engine]].concat());
    assert_eq!(external, one);
}

#[test]
fn bad_sprt_settings_are_refused() {
    let cases: &[(&[&str], &str)] = &[
        (&["--sprt", "10,0"], "--sprt 10,0: expected ELO0,ELO1 with ELO0 below ELO1"),
        (&["--sprt", "x"], "--sprt x: expected ELO0,ELO1"),
        (&["--sprt", "0,5", "--alpha", "0.9"], "--alpha 0.9: expected a number from 0.001 to 0.5"),
        (&["--beta", "0.1"], "needs --sprt ELO0,ELO1"),
        (&["--jobs", "0"], "--jobs 0: expected a whole number from 1 to 64"),
    ];
    for (extra, expected) in cases {
        let args: Vec<&str> = ["match", "--a", "1", "--b", "1"].iter().chain(extra.iter()).copied().collect();
        let e = fails(&args);
        assert!(e.contains(expected), "{args:?}: {e}");
    }
    assert_eq!(loa(&["match", "--help"]).code, 0);
}
