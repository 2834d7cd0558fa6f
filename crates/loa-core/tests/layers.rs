//! loa-core is built in layers: the rules; the evaluation and the search budget; the search and
//! the solver side by side; the proven openings (the book); the engine that combines them; review
//! and puzzles. A module may use
//! modules of lower layers only (the rules' modules also use each other), and no two modules
//! use each other. This test reads every `crate::…` path in `src/` and holds the code to that.

#![allow(clippy::expect_used)]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The layers, lowest first, and the top-level modules in each.
const LAYERS: [(&str, &[&str]); 6] = [
    (
        "rules",
        &[
            "bitboard",
            "color",
            "escaped",
            "line_moves",
            "lines",
            "move_tree",
            "moves",
            "notation",
            "outcome",
            "perft",
            "position",
            "record",
            "rng",
            "rules",
            "setup",
            "sort",
            "square",
            "variant",
            "zobrist",
        ],
    ),
    ("evaluation and search budget", &["eval", "budget"]),
    ("search and solver", &["search", "solver"]),
    ("proven openings", &["book"]),
    ("engine", &["engine"]),
    ("review and puzzles", &["review", "puzzle"]),
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|(_, modules)| modules.contains(&module))
}

fn src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level module a file of `src/` belongs to (`None` for `lib.rs`).
fn module_of(path: &Path) -> Option<String> {
    let rel = path.strip_prefix(src_dir()).expect("a file under src");
    let first = rel.components().next()?.as_os_str().to_str()?.to_string();
    if first == "lib.rs" {
        return None;
    }
    Some(first.trim_end_matches(".rs").to_string())
}

/// The first path segments after `crate::` in `code`, with `use crate::{a, b::c}` groups
/// opened: `crate::search::Score` gives `search`, `crate::{record, Move}` gives `record` and
/// `Move`.
fn crate_paths(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(at) = rest.find("crate::") {
        let before = rest[..at].chars().next_back();
        rest = &rest[at + "crate::".len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue; // `loa_crate::`, not this crate
        }
        if let Some(group) = rest.strip_prefix('{') {
            // Split the group at its top-level commas; each part starts with a name.
            let mut depth = 0;
            let mut start = 0;
            for (i, c) in group.char_indices() {
                let end_of_part = match c {
                    '{' => {
                        depth += 1;
                        false
                    }
                    '}' if depth == 0 => true,
                    '}' => {
                        depth -= 1;
                        false
                    }
                    ',' => depth == 0,
                    _ => false,
                };
                if end_of_part {
                    out.push(first_name(&group[start..i]));
                    start = i + 1;
                    if c == '}' {
                        break;
                    }
                }
            }
        } else {
            out.push(first_name(rest));
        }
    }
    out.retain(|s| !s.is_empty());
    out
}

/// The name `text` starts with, after any blanks.
fn first_name(text: &str) -> String {
    let text = text.trim_start();
    let end = text.find(|c: char| !(c.is_alphanumeric() || c == '_')).unwrap_or(text.len());
    text[..end].to_string()
}

/// Code without comments: `//` to the end of each line (doc links name modules they do not use).
fn without_comments(text: &str) -> String {
    text.lines().map(|line| line.split("//").next().unwrap_or("")).collect::<Vec<_>>().join("\n")
}

/// The top-level modules `lib.rs` declares.
fn declared_modules() -> BTreeSet<String> {
    let lib = fs::read_to_string(src_dir().join("lib.rs")).expect("lib.rs");
    lib.lines()
        .filter_map(|l| l.trim().strip_prefix("pub ").unwrap_or(l.trim()).strip_prefix("mod "))
        .map(|rest| rest.trim_end_matches(';').to_string())
        .collect()
}

/// For each module, the other top-level modules of this crate it names.
fn uses() -> BTreeMap<String, BTreeSet<String>> {
    let modules = declared_modules();
    let mut files = Vec::new();
    rust_files(&src_dir(), &mut files);
    let mut map: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in files {
        let Some(module) = module_of(&path) else { continue };
        let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let used = map.entry(module.clone()).or_default();
        for first in crate_paths(&without_comments(&text)) {
            // Items re-exported at the root (`crate::Position`, `crate::targets`) are checked
            // by `root_reexports_come_from_the_rules`.
            if modules.contains(&first) && first != module {
                used.insert(first);
            }
        }
    }
    map
}

#[test]
fn paths_are_read_from_groups_and_plain_paths() {
    let code = "use crate::{record, Move, notation::{MoveText, X}};\nlet r = crate::Rng::new(1); crate::search::Score";
    assert_eq!(crate_paths(code), ["record", "Move", "notation", "Rng", "search"]);
    assert_eq!(crate_paths("use crate::{Color, Position};"), ["Color", "Position"]);
    assert_eq!(crate_paths("use loa_crate::x;"), Vec::<String>::new());
}

#[test]
fn every_module_has_a_layer() {
    let modules = declared_modules();
    assert!(modules.contains("search") && modules.contains("record"), "{modules:?}");
    let files = uses();
    let unplaced: Vec<_> = modules.iter().chain(files.keys()).filter(|m| layer_of(m).is_none()).collect();
    assert!(unplaced.is_empty(), "modules in no layer of tests/layers.rs: {unplaced:?}");
}

#[test]
fn modules_use_only_lower_layers() {
    let mut wrong = Vec::new();
    for (module, used) in uses() {
        let Some(own) = layer_of(&module) else { continue };
        for other in used {
            let Some(theirs) = layer_of(&other) else { continue };
            if theirs > own || (theirs == own && own > 0) {
                wrong.push(format!("{module} ({}) uses {other} ({})", LAYERS[own].0, LAYERS[theirs].0));
            }
        }
    }
    assert!(wrong.is_empty(), "layering broken:\n{}", wrong.join("\n"));
}

#[test]
fn no_two_modules_use_each_other() {
    let uses = uses();
    let mut cycles = Vec::new();
    for (a, used) in &uses {
        for b in used {
            let back = uses.get(b).is_some_and(|u| u.contains(a));
            if a < b && back {
                cycles.push(format!("{a} <-> {b}"));
            }
        }
    }
    assert!(cycles.is_empty(), "modules that use each other: {cycles:?}");
}

#[test]
fn root_reexports_come_from_the_rules() {
    let lib = fs::read_to_string(src_dir().join("lib.rs")).expect("lib.rs");
    for line in lib.lines().filter_map(|l| l.strip_prefix("pub use ")) {
        let module = line.split("::").next().unwrap_or("");
        assert_eq!(layer_of(module), Some(0), "lib.rs re-exports from {module}, above the rules: {line}");
    }
}
