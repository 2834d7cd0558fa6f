//! Running the `loa` binary as a user would, for the CLI's integration tests: its exit code and
//! output, a command that must succeed and one that must fail cleanly.

#![allow(dead_code, clippy::unwrap_used, clippy::expect_used)]

use std::process::Command;

/// One finished run of `loa`.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `loa ARGS…` to its end.
pub fn loa(args: &[&str]) -> Run {
    let out = Command::new(env!("CARGO_BIN_EXE_loa")).args(args).output().unwrap();
    Run {
        code: out.status.code().expect("loa was killed by a signal"),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

/// Runs a command that must succeed; returns its stdout lines.
pub fn ok(args: &[&str]) -> Vec<String> {
    let run = loa(args);
    assert_eq!(run.code, 0, "loa {args:?} failed: {}", run.stderr);
    run.stdout.lines().map(String::from).collect()
}

/// Runs a command that must fail cleanly: exit code 2 (not a panic's 101), a message on stderr,
/// and nothing on stdout. Returns the message.
pub fn fails(args: &[&str]) -> String {
    let run = loa(args);
    assert_eq!(run.code, 2, "loa {args:?} should fail cleanly; stdout: {} stderr: {}", run.stdout, run.stderr);
    assert!(!run.stderr.contains("panicked"), "loa {args:?} panicked: {}", run.stderr);
    assert!(!run.stderr.trim().is_empty(), "loa {args:?} failed without a message");
    assert!(run.stdout.is_empty(), "loa {args:?} printed a result although it failed: {}", run.stdout);
    run.stderr
}
