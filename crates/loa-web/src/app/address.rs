//! The page's address: the game a link brings (read once on arrival, then dropped from the
//! address bar so a reload shows the saved game as played on), and the link to the game as it
//! stands. The query's meaning is [`super::link`]'s.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Window;

use super::{link, storage};
use crate::game::{GameLine, Players};
use crate::i18n::tr;
use loa_core::{Position, Variant};

/// The query string as key/value pairs.
fn query_pairs(window: &Window) -> Vec<(String, String)> {
    let search = window.location().search().unwrap_or_default();
    let mut pairs = Vec::new();
    if let Ok(params) = web_sys::UrlSearchParams::new_with_str(&search) {
        let entries = js_sys::try_iter(&params.entries()).ok().flatten();
        for entry in entries.into_iter().flatten().flatten() {
            let entry: js_sys::Array = entry.unchecked_into();
            if let (Some(k), Some(v)) = (entry.get(0).as_string(), entry.get(1).as_string()) {
                pairs.push((k, v));
            }
        }
    }
    pairs
}

fn encode(s: &str) -> String {
    String::from(js_sys::encode_uri_component(s))
}

/// The game to show on arrival and its orientation: from the link if it carries one, else the
/// saved game, else a new game. Returns the messages to show.
pub fn initial_game(window: &Window) -> (GameLine, bool, Vec<String>) {
    let pairs = query_pairs(window);
    if link::has_game(&pairs) {
        let (game, errors) = link::read(&pairs, Players::default());
        let messages = if errors.is_empty() {
            Vec::new()
        } else {
            vec![tr("link-partly-used", &[("errors", errors.join("; ").into())])]
        };
        // Without storage (`?embed=1`, or blocked), the link is all that keeps the game.
        if storage::storage(window).is_some() {
            drop_game_from_address(window, &pairs);
        }
        return (game, false, messages);
    }
    let new_game = || GameLine::new(Position::new(Variant::Standard), Players::default());
    match storage::load(window) {
        Ok(Some((game, flipped))) => (game, flipped, Vec::new()),
        Ok(None) => (new_game(), false, Vec::new()),
        Err(e) => (new_game(), false, vec![tr("saved-game-lost", &[("error", e.into())])]),
    }
}

/// Whether the address asks for the analysis board (`?analysis=1`).
pub fn wants_analysis(window: &Window) -> bool {
    query_pairs(window).iter().any(|(k, v)| k == "analysis" && v != "0")
}

/// Keeps the other parameters; drops the game's.
fn drop_game_from_address(window: &Window, pairs: &[(String, String)]) {
    let rest: Vec<String> = pairs
        .iter()
        .filter(|(k, _)| !link::KEYS.contains(&k.as_str()))
        .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
        .collect();
    let location = window.location();
    let path = location.pathname().unwrap_or_default();
    let hash = location.hash().unwrap_or_default();
    let url = if rest.is_empty() { format!("{path}{hash}") } else { format!("{path}?{}{hash}", rest.join("&")) };
    if let Ok(history) = window.history() {
        let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
    }
}

/// The link that brings back `game` as it stands.
pub fn link_url(window: &Window, game: &GameLine) -> String {
    let location = window.location();
    let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
    let query: Vec<String> = link::write(game).iter().map(|(k, v)| format!("{k}={}", encode(v))).collect();
    format!("{base}?{}", query.join("&"))
}
