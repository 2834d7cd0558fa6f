//! `loa book build`, `export` and `verify` on a small 6×6 win, run as a user would: a search
//! stopped after one step resumes from its file, and the book it makes verifies.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;
use std::process::Command;

fn loa(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_loa")).args(args).output().unwrap();
    (out.status.code().expect("killed"), String::from_utf8(out.stdout).unwrap(), String::from_utf8(out.stderr).unwrap())
}

fn field<'a>(out: &'a str, name: &str) -> &'a str {
    out.lines().find_map(|l| l.strip_prefix(name)).unwrap_or_else(|| panic!("no {name:?} in {out:?}"))
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("loa-book-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

const SMALL: [&str; 4] = ["--variant", "6x6", "--position", "6/3w2/6/2b1b1/1wwwbw/2b1b1 w"];
const BUDGETS: [&str; 6] = ["--leaf-nodes", "2000", "--book-nodes", "300", "--table-mb", "8"];

#[test]
fn build_resume_export_and_verify() {
    let state = temp("small.pn2");
    let _ = std::fs::remove_file(&state);
    let state_arg = state.to_str().unwrap();
    let mut build = vec!["book", "build", "--state", state_arg];
    build.extend(BUDGETS);
    build.extend(SMALL);

    // One step, then stopped: the file holds the search, not yet proven.
    let mut one = build.clone();
    one.extend(["--steps", "1"]);
    let (code, out, err) = loa(&one);
    assert_eq!(code, 0, "{err}");
    assert_eq!(field(&out, "result "), "open", "{out}");
    assert!(std::fs::read_to_string(&state).unwrap().starts_with("loa-pn2 1\n"));

    // Resumed (the position need not be given again) to the proof.
    let mut rest = vec!["book", "build", "--state", state_arg];
    rest.extend(BUDGETS);
    let (code, out, err) = loa(&rest);
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("resuming"), "{err}");
    assert_eq!(field(&out, "result "), "proven", "{out}");
    assert!(err.lines().any(|l| l.starts_with("step 2 ")), "the steps go on from the first: {err}");

    let book = temp("small.book");
    let (code, out, err) = loa(&["book", "export", "--state", state_arg, "--out", book.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let positions: usize = field(&out, "positions ").parse().unwrap();
    let bytes: usize = field(&out, "bytes ").parse().unwrap();
    assert!(positions >= 2, "{out}");
    assert_eq!(bytes as u64, std::fs::metadata(&book).unwrap().len());

    let (code, out, err) = loa(&["book", "verify", "--book", book.to_str().unwrap(), "--nodes", "600"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(field(&out, "result "), "verified");
    assert_eq!(field(&out, "positions ").parse::<usize>().unwrap(), positions);

    // A book cut short is refused with a message, not a panic.
    let data = std::fs::read(&book).unwrap();
    std::fs::write(&book, &data[..data.len() - 1]).unwrap();
    let (code, _, err) = loa(&["book", "verify", "--book", book.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("ends in the middle of a line") || err.contains("not a readable book"), "{err}");
    let _ = std::fs::remove_dir_all(state.parent().unwrap());
}

#[test]
fn bad_options_are_refused() {
    let (code, _, err) = loa(&["book", "build"]);
    assert_eq!(code, 2);
    assert!(err.contains("--state"), "{err}");
    let (code, _, err) = loa(&["book", "shelve"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("loa: unknown command \"shelve\""), "{err}");
    let (code, out, _) = loa(&["book", "build", "--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("--leaf-nodes") && out.contains("--state"), "{out}");
    let state = temp("over.pn2");
    let (code, _, err) = loa(&[
        "book",
        "build",
        "--state",
        state.to_str().unwrap(),
        "--variant",
        "6x6",
        "--position",
        "6/6/6/6/6/bw4 b",
    ]);
    assert_eq!(code, 2, "{err}");
}
