//! Every command has its own `--help` (exit 0, its usage and options on stdout), and `loa --help`
//! lists them all.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use common::loa;

const COMMANDS: [&str; 11] =
    ["perft", "moves", "play", "bestmove", "solve", "engine", "match", "bench", "tune", "puzzles", "review"];

#[test]
fn loa_help_lists_the_commands() {
    for args in [&["--help"][..], &["-h"], &["help"]] {
        let run = loa(args);
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        assert!(run.stdout.contains("Usage: loa <COMMAND>"), "{}", run.stdout);
        for command in COMMANDS {
            assert!(run.stdout.lines().any(|l| l.trim_start().starts_with(command)), "{command} in\n{}", run.stdout);
        }
    }
}

#[test]
fn every_command_has_its_own_help() {
    for command in COMMANDS {
        for help in ["--help", "-h"] {
            let run = loa(&[command, help]);
            assert_eq!(run.code, 0, "loa {command} {help}: {}", run.stderr);
            assert!(run.stdout.contains(&format!("Usage: loa {command}")), "loa {command} {help}:\n{}", run.stdout);
            assert!(run.stderr.is_empty(), "{}", run.stderr);
        }
        let run = loa(&["help", command]);
        assert_eq!(run.code, 0, "loa help {command}");
        assert!(run.stdout.contains(&format!("Usage: loa {command}")), "{}", run.stdout);
    }
}

#[test]
fn match_help_names_its_options() {
    let run = loa(&["match", "--help"]);
    assert_eq!(run.code, 0);
    for option in [
        "--a <LEVEL|SETTINGS|MOVER>",
        "--engine-b <CMD>",
        "--games <N>",
        "--opening-plies",
        "--record",
        "SETTINGS are",
        "A MOVER",
        "random",
        "scatter",
        "95th percentile",
    ] {
        assert!(run.stdout.contains(option), "{option} in\n{}", run.stdout);
    }
    // The alias reads the same.
    assert_eq!(loa(&["selfplay", "--help"]).stdout, run.stdout);
}

#[test]
fn an_error_shows_the_command_usage() {
    let run = loa(&["match", "--a", "1"]);
    assert_eq!(run.code, 2);
    assert!(run.stderr.starts_with("loa: match needs --b LEVEL|SETTINGS|MOVER\n"), "{}", run.stderr);
    assert!(run.stderr.contains("Usage: loa match"), "{}", run.stderr);
    assert!(run.stdout.is_empty());
}
