//! loa-core is built in layers: the rules; the evaluation and the search budget; the search and
//! the solver side by side; the proven openings (the book); the engine that combines them; review
//! and puzzles. A module may use
//! modules of lower layers only (the rules' modules also use each other), and no two modules
//! use each other. This test reads every `crate::…` path in `src/` and holds the code to that.
//!
//! Nor do any two files use each other, or more in a loop: `imports` follows every `use` and
//! path to the file that defines what it names (each other crate's `tests/imports.rs` checks its
//! files with the same code).

#![allow(clippy::expect_used)]

mod imports;

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

#[test]
fn no_files_use_each_other_even_round_a_circle() {
    imports::assert_no_circles(Path::new(env!("CARGO_MANIFEST_DIR")));
}

/// Small crates, file by file (`path: text`, files split at `--`), and the circles each has.
const CIRCLE_CASES: &[(&str, &str, &[&str])] = &[
    (
        "two files that use each other",
        "src/lib.rs: mod a; mod b;
        -- src/a.rs: use crate::b::g; pub fn f() { g() }
        -- src/b.rs: pub fn g() { crate::a::f() }",
        &["src/a.rs -> src/b.rs (crate::b::g, g); src/b.rs -> src/a.rs (crate::a::f)"],
    ),
    (
        "three in a loop, by types and by a path in a function",
        "src/lib.rs: mod a; mod b; mod c;
        -- src/a.rs: use super::b::B; pub struct A(pub B);
        -- src/b.rs: pub struct B; pub fn make() -> crate::c::C { crate::c::C }
        -- src/c.rs: pub struct C; fn g() { let _ = super::a::A(crate::b::B); }",
        &["src/a.rs -> src/b.rs (B, super::b::B); src/b.rs -> src/c.rs (crate::c::C); \
           src/c.rs -> src/a.rs (super::a::A); src/c.rs -> src/b.rs (crate::b::B)"],
    ),
    (
        "a folder's face re-exports its files, which use a sibling and the face's constant",
        "src/lib.rs: mod record; pub use record::{read, write};
        -- src/record/mod.rs: mod read; mod words; mod write; pub use read::read; pub use write::write;
           pub const MAX: usize = 9;
        -- src/record/read.rs: use super::{words::split, MAX}; pub fn read() -> usize { split() + MAX }
        -- src/record/write.rs: use super::words::split; pub fn write() -> usize { split() }
        -- src/record/words.rs: pub fn split() -> usize { 1 }",
        &[],
    ),
    (
        "a face whose code calls its file's function, while the file uses the face's constant",
        "src/lib.rs: mod engine;
        -- src/engine/mod.rs: mod level; pub use level::settings; pub const COUNT: u8 = 8;
           pub fn play() -> u8 { settings(1) }
        -- src/engine/level.rs: use super::COUNT; pub fn settings(l: u8) -> u8 { l.min(COUNT) }",
        &[],
    ),
    (
        "two files tied through the root's re-exports",
        "src/lib.rs: mod setup; mod variant; pub use setup::Setup; pub use variant::{mask, Variant};
        -- src/setup.rs: pub struct Setup; impl Setup { pub fn mask(&self) -> u64 { crate::mask(6) } }
        -- src/variant.rs: use crate::Setup; pub struct Variant; pub fn mask(n: u8) -> u64 { u64::from(n) }
           impl Variant { pub fn start(self) -> Setup { Setup } }",
        &["src/setup.rs -> src/variant.rs (crate::mask); src/variant.rs -> src/setup.rs (Setup, crate::Setup)"],
    ),
    (
        "tests that use their file's items, inline and beside it",
        "src/lib.rs: mod a; mod b;
        -- src/a.rs: #[cfg(test)] mod tests; pub fn f() {}
           #[cfg(test)] mod inline { use super::*; fn t() { f(); crate::b::g(); } }
        -- src/a/tests.rs: use super::*; fn t() { f() }
        -- src/b.rs: pub fn g() {}",
        &[],
    ),
    (
        "paths inside macro calls",
        "src/lib.rs: mod a; mod b;
        -- src/a.rs: pub const X: u8 = 1; pub fn f() { assert_eq!(crate::b::Y, 2); }
        -- src/b.rs: pub const Y: u8 = 2; pub fn g() -> String { format!(\"{}\", super::a::X) }",
        &["src/a.rs -> src/b.rs (crate::b::Y); src/b.rs -> src/a.rs (super::a::X)"],
    ),
    (
        "a trait imported for its methods only",
        "src/lib.rs: mod a; mod b;
        -- src/a.rs: use crate::b::Speak; pub struct Dog; pub fn f() { Dog.speak() }
        -- src/b.rs: pub trait Speak { fn speak(&self); } impl Speak for crate::a::Dog { fn speak(&self) {} }",
        &["src/a.rs -> src/b.rs (crate::b::Speak); src/b.rs -> src/a.rs (crate::a::Dog)"],
    ),
    (
        "a binary's files, each using the standard library and another crate only",
        "src/main.rs: mod cli; fn main() { cli::run() }
        -- src/cli.rs: use std::fmt; use loa_core::Position; pub fn run() { let _ = fmt::Error; }",
        &[],
    ),
];

#[test]
fn circles_are_found_through_uses_paths_and_re_exports() {
    for (what, files, expected) in CIRCLE_CASES {
        let sources: BTreeMap<PathBuf, String> = files
            .split("\n        -- ")
            .map(|file| {
                let (path, text) = file.split_once(": ").expect("path: text");
                (PathBuf::from(path.trim()), text.to_string())
            })
            .collect();
        let root = if sources.contains_key(Path::new("src/lib.rs")) { "src/lib.rs" } else { "src/main.rs" };
        assert_eq!(imports::circles_in(&sources, Path::new(root)), *expected, "{what}");
    }
}

/// A known circle (a crate's list of files being taken apart elsewhere) is left out of the
/// failure only when all its files are known; one that reaches a file not on the list fails.
#[test]
fn known_circles_are_excused_only_whole() {
    let circles = vec![
        "src/embed/registry.rs -> src/embed/site_page.rs (x); src/embed/site_page.rs -> src/embed/registry.rs (y)"
            .to_string(),
        "src/page/a.rs -> src/embed/registry.rs (z); src/embed/registry.rs -> src/page/a.rs (w)".to_string(),
    ];
    let (excused, failing) =
        imports::split_known(circles.clone(), &["src/embed/registry.rs", "src/embed/site_page.rs"]);
    assert_eq!(excused, circles[..1]);
    assert_eq!(failing, circles[1..]);
}
