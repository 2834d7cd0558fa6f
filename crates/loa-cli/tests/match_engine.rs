//! `loa match --engine-a/--engine-b CMD`: a side played by another process through the engine
//! protocol (here `loa engine` itself, and small scripts that misbehave).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;
use std::process::Command;

const LOA: &str = env!("CARGO_BIN_EXE_loa");

fn run(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(LOA).args(args).output().unwrap();
    (out.status.code().unwrap(), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

/// A shell script standing in for an engine: `body` handles one line in `$l`.
fn script(name: &str, body: &str) -> String {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let text = format!("while read -r l; do case \"$l\" in uci) echo uciok;; isready) echo readyok;; quit) exit 0;; {body} esac; done\n");
    std::fs::write(&path, text).unwrap();
    format!("sh {}", path.display())
}

#[test]
fn an_external_engine_plays_as_the_same_settings_in_process() {
    // Fixed depth, the tables cleared each game: `loa engine` plays exactly the moves the
    // in-process engine plays, so the two matches print the same games, line for line. Both
    // colours, a 6x6 pair too.
    let engine = format!("{LOA} engine");
    for variant in ["standard", "6x6"] {
        let base = ["match", "--a", "depth=2", "--b", "depth=3", "--games", "4", "--hash", "4", "--variant", variant];
        let (code, inside, err) = run(&base);
        assert_eq!(code, 0, "{err}");
        for flag in ["--engine-a", "--engine-b"] {
            let mut args = base.to_vec();
            args.extend([flag, engine.as_str()]);
            let (code, outside, err) = run(&args);
            assert_eq!(code, 0, "{flag}: {err}");
            assert_eq!(outside, inside, "{variant} {flag}");
        }
        assert_eq!(inside.lines().filter(|l| l.starts_with("game ")).count(), 4, "{inside}");
    }
}

#[test]
fn an_illegal_answer_forfeits_the_game_and_the_match_goes_on() {
    let engine = script("illegal.sh", "go*) echo bestmove h8-h1;;");
    let (code, out, err) = run(&["match", "--a", "depth=1", "--b", "depth=1", "--engine-b", &engine, "--games", "2"]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("game 1: a wins: b answered \"h8-h1\" in "), "{out}");
    assert!(lines[1].starts_with("game 2: a wins: b answered \"h8-h1\" in "), "{out}");
    assert!(lines[2].starts_with("W 2 D 0 L 0 (2 games"), "{out}");
}

#[test]
fn an_engine_that_fails_stops_the_match_with_a_reason() {
    // Cannot start, exits at once, or leaves during the first game: an error (exit 2, no
    // panic) that says which engine and what was awaited, after the tally so far.
    let dies = script("dies.sh", "go*) exit 3;;");
    let cases = [
        ("/nonexistent/engine", "engine \"/nonexistent/engine\" could not be started"),
        ("true", "engine \"true\" exited while \"uciok\" was awaited"),
        (dies.as_str(), "the match stopped after 0 games: engine"),
    ];
    for (engine, expected) in cases {
        let (code, out, err) =
            run(&["match", "--a", "depth=1", "--b", "depth=1", "--engine-b", engine, "--games", "2"]);
        assert_eq!(code, 2, "{engine}: {out} {err}");
        assert!(err.contains(expected), "{engine}: {err}");
        assert!(!err.contains("panicked"), "{err}");
    }
    let (_, _, err) = run(&["match", "--a", "depth=1", "--b", "depth=1", "--engine-b", &dies, "--games", "2"]);
    assert!(err.contains("exited while \"bestmove\" was awaited"), "{err}");
    // Settings the other program cannot take.
    let (code, _, err) = run(&["match", "--a", "1", "--b", "depth=2,conc=5", "--engine-b", "true"]);
    assert_eq!(code, 2);
    assert!(err.contains("with --engine-b only a level or depth=, time=, nodes= apply"), "{err}");
}
