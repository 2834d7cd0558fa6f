//! Real saves of every format the site has written (v1 to v4), the library's index, and damaged
//! ones, as files (`tests/saves/*.json`, each the text kept in `localStorage`; see the folder's
//! README): each is opened as the page opens it, and what it restores to, or the error it gives,
//! must be what `tests/saves/expected.json` says.
// A failed unwrap is a failed test (clippy allows it only inside the #[test] fns themselves).
#![allow(clippy::unwrap_used)]

use std::collections::BTreeMap;
use std::path::Path;

use loa_app::game::GameLine;
use loa_app::saved::library::Index;
use loa_app::saved::{tree as saved_tree, write_clock, Parsed, Saved, SavedError};
use loa_core::Color;
use serde::de::DeserializeOwned;
use serde_json::{json, Value};

/// A kept text parsed by serde_json, as the browser's `JSON.parse` parses it.
struct Json(Value);

impl Parsed for Json {
    fn decode<T: DeserializeOwned>(&self) -> Result<T, String> {
        T::deserialize(&self.0).map_err(|e| e.to_string())
    }
}

/// Reads a kept game as the page does.
fn read(text: &str) -> Result<Saved, SavedError> {
    let parsed = serde_json::from_str(text).map_err(|_| SavedError::not_json())?;
    Saved::read(&Json(parsed))
}

/// The text the page keeps for `saved` (`JSON.stringify` writes what serde_json writes).
fn write(saved: &Saved) -> String {
    serde_json::to_string(saved).unwrap()
}

/// Reads the library's index as the page does.
fn read_index(text: &str) -> Index {
    serde_json::from_str(text).map(|parsed| Index::read(&Json(parsed))).unwrap_or_default()
}

/// The text the page keeps for `index`.
fn write_index(index: &Index) -> String {
    serde_json::to_string(index).unwrap()
}

fn folder() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/saves"))
}

fn color(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

fn moves(line: &[loa_core::Move]) -> Vec<String> {
    line.iter().map(ToString::to_string).collect()
}

/// A game line as the fixtures describe it: the position at its cursor, all the moves of its
/// line (those taken back too), how many are played, and its variations.
fn line(game: &GameLine) -> Value {
    json!({
        "position": game.position().to_string(),
        "line": moves(game.line()),
        "ply": game.ply(),
        "tree": game.tree().has_variations().then(|| saved_tree::write(game.tree()).text),
    })
}

/// What a kept game opens as, or the error it gives.
fn opened(text: &str) -> Value {
    let saved = match read(text) {
        Ok(saved) => saved,
        Err(e) => return error(&e),
    };
    let restored = match saved.restore_all() {
        Ok(r) => r,
        Err(e) => return error(&e),
    };
    let game = &restored.game;
    let entry = saved.entry(game);
    // Written back as the page writes it (the library's fields are the page's, kept as read).
    let mut again = Saved::of(game, restored.flipped);
    if let Some(a) = &restored.analysis {
        again = again.with_analysis(&a.board, a.open);
    }
    again.hints.clone_from(&saved.hints);
    again.id.clone_from(&saved.id);
    (again.rev, again.created, again.updated) = (saved.rev, saved.created, saved.updated);
    again.me.clone_from(&saved.me);
    let written = write(&again);
    let mut opens = line(game);
    let fields = [
        ("players", json!([game.players.black.name(), game.players.white.name(), game.players.level])),
        ("flipped", json!(restored.flipped)),
        ("hints", json!(saved.hints)),
        ("me", json!(saved.me().map(color))),
        ("clock", json!(game.clock().map(write_clock))),
        (
            "clock_left_a_minute_after_save",
            json!(game
                .clock()
                .map(|c| [c.left(Color::Black, saved.updated + 60_000), c.left(Color::White, saved.updated + 60_000)])),
        ),
        ("end", json!(game.end().map(|e| format!("{} {}", e.score_str(), e.reason_name())))),
        ("draw_offered", json!(game.draw_offered().map(color))),
        (
            "analysis",
            restored.analysis.as_ref().map_or(Value::Null, |a| {
                let mut board = line(&a.board);
                board["open"] = json!(a.open);
                board
            }),
        ),
        ("entry", json!({"moves": entry.moves, "result": entry.result, "how": entry.how, "me": entry.me})),
        ("written_back", if written == text { json!("as it was") } else { json!(written) }),
    ];
    for (name, value) in fields {
        opens[name] = value;
    }
    json!({ "opens": opens })
}

fn error(e: &SavedError) -> Value {
    let message = e.to_string();
    match e {
        SavedError::Newer { version } => json!({"error": "newer", "version": version, "message": message}),
        SavedError::Unreadable(_) => json!({"error": "unreadable", "message": message}),
        SavedError::Damaged { number, text, prefix, .. } => json!({
            "error": "damaged",
            "number": number,
            "text": text,
            "prefix": line(prefix),
            "message": message,
        }),
    }
}

/// What a kept index reads as: the games it lists, newest first (an unreadable one lists none,
/// and is rebuilt from the games), and its text written back.
fn indexed(text: &str) -> Value {
    let index = read_index(text);
    let written = write_index(&index);
    json!({
        "index": index.newest_first().iter().map(|e| json!({
            "id": e.id, "moves": e.moves, "result": e.result, "how": e.how, "me": e.me,
        })).collect::<Vec<_>>(),
        "written_back": if written == text { json!("as it was") } else { json!(written) },
    })
}

#[test]
fn every_kept_save_opens_as_it_did() {
    let expected: BTreeMap<String, Value> =
        serde_json::from_str(&std::fs::read_to_string(folder().join("expected.json")).unwrap()).unwrap();
    let mut found = BTreeMap::new();
    for file in std::fs::read_dir(folder()).unwrap() {
        let path = file.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name == "expected.json" || !name.ends_with(".json") {
            continue;
        }
        // The files end with a new line; the text kept in `localStorage` does not.
        let text = std::fs::read_to_string(&path).unwrap();
        let text = text.strip_suffix('\n').unwrap_or(&text);
        let outcome = if name.starts_with("index") { indexed(text) } else { opened(text) };
        found.insert(name, outcome);
    }
    let mut wrong = Vec::new();
    for (name, outcome) in &found {
        match expected.get(name) {
            Some(want) if want == outcome => {}
            Some(want) => wrong.push(format!(
                "{name}:\n  expected {}\n  found    {}",
                serde_json::to_string(want).unwrap(),
                serde_json::to_string(outcome).unwrap()
            )),
            None => wrong
                .push(format!("{name}: not in expected.json; it gives {}", serde_json::to_string(outcome).unwrap())),
        }
    }
    wrong.extend(expected.keys().filter(|k| !found.contains_key(*k)).map(|k| format!("{k}: no such file")));
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    assert!(found.len() >= 25, "only {} files read", found.len());
}
