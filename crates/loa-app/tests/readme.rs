//! The READMEs' module tables name files and folders that exist: a table row whose first cell
//! names a path (`session/`, `protocol.rs`, `bin/app.rs`) fails here once that path is gone.

use std::path::Path;

/// The paths in the first cell of each row of the "| module | what |" table.
fn table_paths(readme: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let mut in_table = false;
    for line in readme.lines() {
        if line.starts_with("| module |") {
            in_table = true;
            continue;
        }
        if !line.starts_with('|') {
            in_table = false;
            continue;
        }
        if !in_table || line.starts_with("|---") {
            continue;
        }
        let first = line.split('|').nth(1).unwrap_or("");
        paths.extend(first.split('`').skip(1).step_by(2).map(str::to_owned));
    }
    paths
}

#[test]
fn every_module_a_readme_names_exists() {
    let crates = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut missing = Vec::new();
    let mut checked = 0;
    for krate in ["loa-app", "loa-web"] {
        let readme = std::fs::read_to_string(crates.join(krate).join("README.md")).unwrap();
        for path in table_paths(&readme) {
            checked += 1;
            if !crates.join(krate).join("src").join(&path).exists() {
                missing.push(format!("{krate}/README.md names src/{path}, which does not exist"));
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
    assert!(checked > 15, "only {checked} paths read: is the table still there?");
}

#[test]
fn a_deleted_module_is_caught() {
    let readme = "| module | what |\n|---|---|\n| `app/model.rs` | gone |\n\ntext `not/a/row.rs`\n";
    assert_eq!(table_paths(readme), ["app/model.rs"]);
}
