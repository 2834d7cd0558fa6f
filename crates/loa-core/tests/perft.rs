//! Perft from the tables in `tests/*.perft` (shakmaty style), every file of them: `variant NAME`
//! or `position BOARD TURN [variant NAME]` starts a block (either may end with `rules R`, the
//! rule options as the CLI's `--rules` writes them), each `perft DEPTH NODES` line checks a
//! count. Counts above `MAX_NODES` run only with `--ignored`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::path::PathBuf;

use loa_core::{perft, Position, Rules, Variant};

const MAX_NODES: u64 = 100_000_000;

fn run_file(name: &str, text: &str, include_slow: bool) -> usize {
    let mut pos: Option<Position> = None;
    let mut checked = 0;
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = format!("{name}:{}", n + 1);
        let words: Vec<&str> = line.split_whitespace().collect();
        // The value after an optional `key` on a block's line.
        let option = |key: &str| words.iter().position(|w| *w == key).map(|i| words[i + 1]);
        let rules: Rules = option("rules").map_or(Rules::default(), |r| r.parse().unwrap());
        match words[0] {
            "variant" => pos = Some(Position::with_rules(words[1].parse::<Variant>().unwrap(), rules)),
            "position" => {
                let fen = format!("{} {}", words[1], words[2]);
                let variant = option("variant").map_or(Variant::Standard, |v| v.parse().unwrap());
                pos =
                    Some(Position::from_position_string(&fen, variant, rules).unwrap_or_else(|e| panic!("{at}: {e}")));
            }
            "perft" => {
                let (depth, nodes): (u32, u64) = (words[1].parse().unwrap(), words[2].parse().unwrap());
                if nodes > MAX_NODES && !include_slow {
                    continue;
                }
                let p = pos.as_mut().unwrap_or_else(|| panic!("{at}: perft line before a position"));
                assert_eq!(perft(p, depth), nodes, "{at}: perft {depth} of {p:?}");
                checked += 1;
            }
            key => panic!("{at}: unknown key {key:?}"),
        }
    }
    checked
}

fn perft_files() -> Vec<(String, String)> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "perft"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read_to_string(&p).unwrap()))
        .collect()
}

#[test]
fn perft_tables() {
    let files = perft_files();
    assert!(files.iter().any(|(name, _)| name == "perft.perft"), "tests/perft.perft is missing");
    for (name, text) in &files {
        let n = run_file(name, text, false);
        assert!(n >= 4, "{name}: only {n} perft lines checked");
    }
}

#[test]
#[ignore = "slow in debug builds; run with --release -- --ignored"]
fn perft_tables_deep() {
    for (name, text) in perft_files() {
        run_file(&name, &text, true);
    }
}
