//! Every message id the Rust code names exists in every language: the sources are read, and each
//! string literal shaped like an id (`turn-yours`, `embed-correct`) must be a message of en.ftl,
//! ca.ftl and ru.ftl, unless it is plainly something else (an attribute, an element id of
//! `index.html`, a move, a CSS class or event of the element). A misspelt or missing id fails
//! here instead of showing the id on the page.

use std::path::{Path, PathBuf};

use super::{Lang, Messages};

/// Id-shaped literals that are not messages.
const NOT_MESSAGES: &[&str] = &[
    // values of the game's own formats (variant names, rule options)
    "scrambled-eggs",
    // CSS classes and parts inside the board and the element
    "line-score",
    "line-moves",
    // the cargo feature that leaves ca/ru out of the game page's bin
    "lazy-locales",
    // a `data-action` of the page's message button (the library's offer)
    "restore-prefix",
    // an id the i18n tests use to check the fallback
    "no-such-message",
];

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The code of a source file without its tests (test files, and `#[cfg(test)]` to the end).
fn code(path: &Path) -> Option<String> {
    let name = path.file_name()?.to_str()?;
    if name == "tests.rs" || name.ends_with("_tests.rs") || name == "used_ids.rs" {
        return None;
    }
    let text = std::fs::read_to_string(path).ok()?;
    let end = text.find("#[cfg(test)]").unwrap_or(text.len());
    Some(text[..end].to_owned())
}

/// `"abc-def"` literals: lower-case words joined by hyphens.
fn id_shaped(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('"') {
        let after = &rest[start + 1..];
        let Some(end) = after.find('"') else { break };
        let lit = &after[..end];
        let words: Vec<&str> = lit.split('-').collect();
        let word = |w: &&str| !w.is_empty() && w.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
        if words.len() > 1 && words.iter().all(word) && lit.as_bytes()[0].is_ascii_lowercase() {
            found.push(lit);
        }
        rest = &after[end + 1..];
    }
    found
}

fn is_move(lit: &str) -> bool {
    let b = lit.as_bytes();
    b.len() == 5 && matches!(b[0], b'a'..=b'h') && b[1].is_ascii_digit() && b[3].is_ascii_lowercase()
}

#[test]
fn every_id_in_the_code_is_a_message_of_every_language() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let html = std::fs::read_to_string(root.join("../../index.html")).unwrap();
    let bundles: Vec<Messages> = Lang::ALL.iter().map(|&l| Messages::new(l)).collect();
    let mut files = Vec::new();
    sources(&root.join("src"), &mut files);
    sources(&root.join("../loa-web/src"), &mut files);
    files.sort();
    let mut checked = 0;
    let mut missing = Vec::new();
    for file in &files {
        let Some(text) = code(file) else { continue };
        for lit in id_shaped(&text) {
            let other = lit.starts_with("data-")
                || lit.starts_with("aria-")
                || lit.starts_with("loa-")
                || is_move(lit)
                || NOT_MESSAGES.contains(&lit)
                || html.contains(&format!("id=\"{lit}\""));
            if other && !bundles[0].has(lit) {
                continue;
            }
            checked += 1;
            for m in &bundles {
                if !m.has(lit) {
                    missing.push(format!("{}: \"{lit}\" is not in {}.ftl", file.display(), m.lang()));
                }
            }
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
    assert!(checked > 100, "only {checked} ids found: is the scan still reading the sources?");
}

#[test]
fn a_misspelt_id_is_caught() {
    let text = r#"tr("turn-yours", &[]); tr("turn-yuors", &[]); el.get_attribute("data-state"); "b1-b3""#;
    let en = Messages::new(Lang::En);
    let unknown: Vec<&str> =
        id_shaped(text).into_iter().filter(|l| !l.starts_with("data-") && !is_move(l) && !en.has(l)).collect();
    assert_eq!(unknown, ["turn-yuors"]);
}
