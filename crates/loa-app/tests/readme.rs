//! The READMEs' layout tables and the trees they describe agree, both ways: every file or folder
//! a table names exists, and every file is named.
//!
//! A table under a `| module | what |` header names paths from the crate's `src/`; one under
//! `| path | what |`, paths from the README's folder. A row's first cell names its paths
//! (`session/`, `move_layout.rs`, `bin/app.rs`, `crates/loa-core`); its second cell may name the
//! files inside them by a path's tail (`user.rs`, `line/ends.rs`) — every name there that looks
//! like a file (`.rs`, `.mjs`, …) or a folder (`pages/`) must exist, inside the row's folder,
//! from the README's folder or from the repository's.
//!
//! Named means: every `.rs` file of each crate's `src/` (a folder's `mod.rs` by its folder);
//! every entry of each crate's folder (its `Cargo.toml`, `README.md` and `src/` aside); and every
//! entry of the repository's `crates/`, `www/`, `tools/`, `docs/` and `.ci/` in the top-level
//! README. A file added and not described fails here, as does a description of a file gone.

use std::path::{Path, PathBuf};

const CRATES: [&str; 5] = ["loa-core", "loa-cli", "loa-app", "loa-web", "loa-server"];

/// The repository's folders whose entries the top-level README names.
const TOP_FOLDERS: [&str; 5] = ["crates", "www", "tools", "docs", ".ci"];

/// What no README describes: npm's and cargo's own folders.
const NOT_DESCRIBED: [&str; 3] = ["node_modules", "target", "README.md"];

/// The endings of the names that are taken as files (`Msg`, `loa --help`, `Style::Game` are not).
const FILE_ENDINGS: [&str; 16] = [
    ".rs",
    ".mjs",
    ".js",
    ".sh",
    ".md",
    ".html",
    ".css",
    ".json",
    ".toml",
    ".tsv",
    ".ftl",
    ".txt",
    ".perft",
    ".webmanifest",
    ".sql",
    ".book",
];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Base {
    /// `| module | what |`: paths from the crate's `src/`.
    Src,
    /// `| path | what |`: paths from the README's folder.
    Readme,
}

/// One row of a layout table: the paths of its first cell, the file-like names of its second
/// (which must exist), and every name of its second (which name files, `.ci/`'s `setup` too).
#[derive(Debug, PartialEq, Eq)]
struct Row {
    base: Base,
    paths: Vec<String>,
    names: Vec<String>,
    words: Vec<String>,
}

/// The code spans of `cell`: `a \`x\` b \`y\`` → x, y.
fn spans(cell: &str) -> impl Iterator<Item = &str> {
    cell.split('`').skip(1).step_by(2)
}

fn looks_like_a_path(name: &str) -> bool {
    let plain = !name.contains(|c: char| c.is_whitespace() || "*$<>{}()=:,".contains(c));
    plain && (name.ends_with('/') || FILE_ENDINGS.iter().any(|e| name.ends_with(e) && name.len() > e.len()))
}

/// The rows of the README's layout tables.
fn rows(readme: &str) -> Vec<Row> {
    let mut rows = Vec::new();
    let mut base = None;
    for line in readme.lines() {
        if line.starts_with("| module |") {
            base = Some(Base::Src);
            continue;
        }
        if line.starts_with("| path |") {
            base = Some(Base::Readme);
            continue;
        }
        if !line.starts_with('|') {
            base = None;
            continue;
        }
        let Some(base) = base else { continue };
        if line.starts_with("|---") {
            continue;
        }
        let mut cells = line.split('|').skip(1);
        let paths = spans(cells.next().unwrap_or("")).map(str::to_owned).collect();
        let words: Vec<String> = cells.flat_map(spans).map(str::to_owned).collect();
        let names = words.iter().filter(|n| looks_like_a_path(n)).cloned().collect();
        rows.push(Row { base, paths, names, words });
    }
    rows
}

/// The files and folders under `dir`, each as its path from `dir`, in order.
fn tree(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![PathBuf::new()];
    while let Some(rel) = todo.pop() {
        for entry in std::fs::read_dir(dir.join(&rel)).into_iter().flatten().flatten() {
            let name = entry.file_name();
            if NOT_DESCRIBED.iter().any(|n| name == *n) && entry.path().is_dir() {
                continue;
            }
            let path = rel.join(&name);
            if entry.path().is_dir() {
                todo.push(path.clone());
            }
            out.push(path);
        }
    }
    out.sort();
    out
}

/// Whether `path` ends with the components of `tail` (`game/line/ends.rs` ends with `ends.rs`
/// and with `line/ends.rs`).
fn ends_with(path: &Path, tail: &str) -> bool {
    let tail = tail.trim_end_matches('/');
    !tail.is_empty() && path.ends_with(tail)
}

/// One README read against its tree.
struct Described<'a> {
    repo: &'a Path,
    readme_dir: PathBuf,
    src: PathBuf,
    rows: Vec<Row>,
}

impl Described<'_> {
    fn base(&self, row: &Row) -> &Path {
        match row.base {
            Base::Src => &self.src,
            Base::Readme => &self.readme_dir,
        }
    }

    /// The folders a row's first cell names, or its base when it names files only.
    fn row_dirs(&self, row: &Row) -> Vec<PathBuf> {
        let base = self.base(row);
        let dirs: Vec<PathBuf> = row.paths.iter().map(|p| base.join(p)).filter(|p| p.is_dir()).collect();
        if dirs.is_empty() {
            vec![base.to_path_buf()]
        } else {
            dirs
        }
    }

    /// Every name of every row that does not exist, as a line to read.
    fn missing(&self, readme: &str) -> Vec<String> {
        let mut missing = Vec::new();
        for row in &self.rows {
            let base = self.base(row);
            for path in &row.paths {
                if !base.join(path).exists() {
                    missing.push(format!("{readme} names `{path}`, not in {}", base.display()));
                }
            }
            let dirs = self.row_dirs(row);
            for name in &row.names {
                let found = [base, &self.readme_dir, self.repo].iter().any(|d| d.join(name).exists())
                    || dirs.iter().any(|d| tree(d).iter().any(|p| ends_with(p, name)));
                if !found {
                    missing.push(format!("{readme} names `{name}` (beside {:?}), which does not exist", row.paths));
                }
            }
        }
        missing
    }

    /// Whether `file` (a full path) is named: by a row's first cell (it or a folder it is in,
    /// for a `| path |` table), or by a name in the second cell of a row whose folder holds it.
    fn names(&self, file: &Path, inside_named_folder: bool) -> bool {
        self.rows.iter().any(|row| {
            let base = self.base(row);
            let by_path = row.paths.iter().any(|p| {
                let named = base.join(p.trim_end_matches('/'));
                *file == named || (inside_named_folder && file.starts_with(&named))
            });
            let by_name = self.row_dirs(row).iter().any(|dir| {
                let Ok(rel) = file.strip_prefix(dir) else { return false };
                let is_face = rel.file_name().is_some_and(|n| n == "mod.rs");
                let face_of_row = is_face && rel.parent().is_some_and(|folder| folder.as_os_str().is_empty());
                let face_of_named =
                    |n: &String| is_face && n.ends_with('/') && rel.parent().is_some_and(|f| ends_with(f, n));
                face_of_row || row.words.iter().any(|n| ends_with(rel, n) || face_of_named(n))
            });
            // A folder named from the top (`www/pages/` in the `tools/` row) names what it holds.
            let by_full_name = inside_named_folder
                && row.names.iter().any(|n| [&self.readme_dir, self.repo].iter().any(|d| file.starts_with(d.join(n))));
            by_path || by_name || by_full_name
        })
    }
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn described<'a>(repo: &'a Path, readme_dir: &Path) -> Described<'a> {
    let file = readme_dir.join("README.md");
    let text = std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
    Described { repo, readme_dir: readme_dir.to_path_buf(), src: readme_dir.join("src"), rows: rows(&text) }
}

#[test]
fn every_path_a_readme_names_exists() {
    let repo = repo();
    let mut missing = Vec::new();
    let mut checked = 0;
    for dir in std::iter::once(repo.clone()).chain(CRATES.iter().map(|k| repo.join("crates").join(k))) {
        let readme = described(&repo, &dir);
        checked += readme.rows.iter().map(|r| r.paths.len() + r.names.len()).sum::<usize>();
        let name = dir.strip_prefix(&repo).unwrap_or(&dir).join("README.md");
        missing.extend(readme.missing(&name.display().to_string()));
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
    assert!(checked > 300, "only {checked} paths read: are the tables still there?");
}

#[test]
fn every_module_is_in_its_crates_readme() {
    let repo = repo();
    let mut unnamed = Vec::new();
    for krate in CRATES {
        let dir = repo.join("crates").join(krate);
        let readme = described(&repo, &dir);
        let modules = tree(&dir.join("src")).into_iter().filter(|p| p.extension().is_some_and(|e| e == "rs"));
        for module in modules {
            if !readme.names(&dir.join("src").join(&module), false) {
                unnamed.push(format!("crates/{krate}/README.md: src/{} is not in its layout", module.display()));
            }
        }
        let entries = std::fs::read_dir(&dir).into_iter().flatten().flatten().map(|e| e.file_name());
        for entry in entries.filter(|e| !["src", "Cargo.toml", "README.md"].iter().any(|n| e == *n)) {
            if !readme.names(&dir.join(&entry), true) {
                unnamed.push(format!("crates/{krate}/README.md: {} is not in its layout", entry.to_string_lossy()));
            }
        }
    }
    assert!(unnamed.is_empty(), "{}", unnamed.join("\n"));
}

#[test]
fn every_folder_of_the_repository_is_in_the_top_readme() {
    let repo = repo();
    let readme = described(&repo, &repo);
    let mut unnamed = Vec::new();
    for folder in TOP_FOLDERS {
        let entries = std::fs::read_dir(repo.join(folder)).into_iter().flatten().flatten().map(|e| e.file_name());
        for entry in entries.filter(|e| !NOT_DESCRIBED.iter().any(|n| e == *n)) {
            if !readme.names(&repo.join(folder).join(&entry), false) {
                unnamed.push(format!("README.md: {folder}/{} is not in its layout", entry.to_string_lossy()));
            }
        }
    }
    assert!(unnamed.is_empty(), "{}", unnamed.join("\n"));
}

#[test]
fn a_table_is_read_by_its_cells() {
    let readme = "| module | what |\n|---|---|\n| `game/` | `GameLine` in `line/mod.rs`, `ends.rs`; `b1-b3` |\n\n\
                  text `not/a/row.rs`\n\n| path | what |\n|---|---|\n| `www/` | `sw.js`, `rules*.html`, `pages/` |\n";
    assert_eq!(
        rows(readme),
        [
            Row {
                base: Base::Src,
                paths: vec!["game/".into()],
                names: vec!["line/mod.rs".into(), "ends.rs".into()],
                words: vec!["GameLine".into(), "line/mod.rs".into(), "ends.rs".into(), "b1-b3".into()],
            },
            Row {
                base: Base::Readme,
                paths: vec!["www/".into()],
                names: vec!["sw.js".into(), "pages/".into()],
                words: vec!["sw.js".into(), "rules*.html".into(), "pages/".into()],
            },
        ]
    );
}

/// A made-up crate: its README names a file gone, and leaves a new one out.
#[test]
fn a_file_gone_and_a_file_left_out_are_caught() {
    let dir = std::env::temp_dir().join(format!("loa-readme-test-{}", std::process::id()));
    let src = dir.join("src");
    std::fs::create_dir_all(src.join("game/line")).unwrap();
    for file in ["lib.rs", "game/mod.rs", "game/line/mod.rs", "game/line/ends.rs", "game/clock.rs", "new.rs"] {
        std::fs::write(src.join(file), "").unwrap();
    }
    let text =
        "| module | what |\n|---|---|\n| `lib.rs` | root |\n| `game/` | `line/`, `ends.rs`, `clock.rs`, `gone.rs` |\n";
    let readme = Described { repo: &dir, readme_dir: dir.clone(), src: src.clone(), rows: rows(text) };
    let missing = readme.missing("README.md");
    let unnamed: Vec<PathBuf> = tree(&src).into_iter().filter(|p| !readme.names(&src.join(p), false)).collect();
    std::fs::remove_dir_all(&dir).unwrap();
    assert_eq!(missing, [r#"README.md names `gone.rs` (beside ["game/"]), which does not exist"#]);
    assert_eq!(unnamed, [PathBuf::from("new.rs")]);
}
