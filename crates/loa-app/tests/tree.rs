//! The shape of the browser crates' trees: every file in its room. In `loa-web/src` and
//! `loa-app/src` no two source files share a name (`mod.rs` and `tests.rs` aside), so a name says
//! where a thing lives; and no file of `loa-web/src` is over 400 lines.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The longest file `loa-web/src` may hold.
const MAX_LINES: usize = 400;

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir).into_iter().flatten().flatten().map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

fn src(krate: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(krate).join("src")
}

/// Names used by more than one file, with the files.
fn repeated_names(files: &[PathBuf], root: &Path) -> Vec<String> {
    let mut by_name: BTreeMap<String, Vec<String>> = BTreeMap::new();
    for file in files {
        let name = file.file_name().unwrap_or_default().to_string_lossy().into_owned();
        if name == "mod.rs" || name == "tests.rs" {
            continue;
        }
        by_name.entry(name).or_default().push(file.strip_prefix(root).unwrap_or(file).display().to_string());
    }
    by_name.into_values().filter(|paths| paths.len() > 1).map(|paths| paths.join(" and ")).collect()
}

#[test]
fn no_two_files_share_a_name() {
    for krate in ["loa-web", "loa-app"] {
        let root = src(krate);
        let mut files = Vec::new();
        rust_files(&root, &mut files);
        assert!(files.len() > 20, "{krate}: only {} files found", files.len());
        let repeated = repeated_names(&files, &root);
        assert!(repeated.is_empty(), "{krate}/src has files of the same name: {}", repeated.join("; "));
    }
}

#[test]
fn no_web_file_is_over_the_limit() {
    let root = src("loa-web");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    let long: Vec<String> = files
        .iter()
        .filter_map(|f| {
            let lines = std::fs::read_to_string(f).unwrap().lines().count();
            (lines > MAX_LINES).then(|| format!("{} ({lines} lines)", f.strip_prefix(&root).unwrap().display()))
        })
        .collect();
    assert!(long.is_empty(), "over {MAX_LINES} lines in loa-web/src: {}", long.join(", "));
}

#[test]
fn a_repeated_name_is_caught() {
    let root = Path::new("/r");
    let files = [root.join("a/hint.rs"), root.join("b/hint.rs"), root.join("a/mod.rs"), root.join("b/mod.rs")];
    assert_eq!(repeated_names(&files, root), ["a/hint.rs and b/hint.rs"]);
}
