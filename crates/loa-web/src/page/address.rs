//! The page's address: the game a link brings (read once on arrival, then dropped from the
//! address bar so a reload shows the saved game as played on), and the link to the game as it
//! stands. The query's meaning is [`loa_app::saved::link`]'s.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Window;

use super::library::kept::{self, Kept, Notice, Offer, Saving};
use super::library::storage::{self, Store};
use crate::i18n::Msg;
use crate::i18n::{tr, Arg};
use loa_app::game::numbering::moves_in;
use loa_app::game::{GameLine, Player, Players};
use loa_app::saved::{library, link};
use loa_app::saved::{Analysed, Restored, SavedError};
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

/// What the page opens on arrival.
#[derive(Debug)]
pub struct Arrival {
    pub game: GameLine,
    pub flipped: bool,
    pub kept: Kept,
    pub notices: Vec<Notice>,
    /// The game's analysis board, as it was kept.
    pub analysis: Option<Analysed>,
}

impl Arrival {
    fn new_game(notices: Vec<Notice>) -> Arrival {
        let game = GameLine::new(Position::new(Variant::Standard), Players::default());
        Arrival { game, flipped: false, kept: Kept::fresh(), notices, analysis: None }
    }
}

/// The notice for a kept game that cannot be opened (it stays as it is).
#[must_use]
pub fn unreadable_notice(e: SavedError) -> Notice {
    match e {
        SavedError::Newer { .. } => Notice::plain(tr(Msg::LibraryNewerKept, &[])),
        SavedError::Damaged { ref prefix, .. } if prefix.ply() > 0 => {
            let text = tr(
                Msg::LibraryDamaged,
                &[("error", Arg::from(e.to_string())), ("number", Arg::from(moves_in(prefix)))],
            );
            let SavedError::Damaged { prefix, .. } = e else { return Notice::plain(text) };
            Notice { text, offer: Some(Offer::RestorePrefix(prefix)) }
        }
        SavedError::Unreadable(_) | SavedError::Damaged { .. } => {
            Notice::plain(tr(Msg::LibraryUnreadableKept, &[("error", Arg::from(e.to_string()))]))
        }
    }
}

/// The game to show on arrival: from the link if it carries one (a new entry in the library, or
/// the game it continues), else this tab's game, else the last game saved, else a new game.
pub fn initial_game(window: &Window, store: Option<&Store>) -> Arrival {
    let pairs = query_pairs(window);
    if link::has_game(&pairs) {
        let (game, errors) = link::read(&pairs, Players::default());
        let mut notices = Vec::new();
        if !errors.is_empty() {
            notices.push(Notice::plain(tr(Msg::LinkPartlyUsed, &[("errors", errors.join("; ").into())])));
        }
        // Without storage (`?embed=1`, or blocked), the link is all that keeps the game.
        if store.is_some() {
            drop_game_from_address(window, &pairs);
        }
        let (game, kept, analysis) = from_link(store, link::game_id(&pairs), game);
        return Arrival { game, flipped: false, kept, notices, analysis };
    }
    let Some(store) = store else { return Arrival::new_game(Vec::new()) };
    if let Some(notice) = migrate_old_game(store) {
        return Arrival::new_game(vec![notice]);
    }
    let id = store.current().filter(|id| store.read(id).is_some()).or_else(|| {
        let (index, _) = store.index();
        index.newest_first().first().map(|e| e.id.clone())
    });
    let Some(id) = id else { return Arrival::new_game(Vec::new()) };
    let Some(text) = store.read(&id) else { return Arrival::new_game(Vec::new()) };
    match storage::restore_all(&text) {
        Ok((saved, Restored { game, flipped, analysis })) => {
            store.set_current(&id);
            Arrival { game, flipped, kept: Kept::of(&saved, text), notices: Vec::new(), analysis }
        }
        Err(e) => Arrival::new_game(vec![unreadable_notice(e)]),
    }
}

/// The game a link brings, and its place in the library: the game of the same id if the link
/// continues it (or is an older link to it), else a new entry — with the link's id when this
/// library has no game of that id (a friend's game arriving), else a new id. The game of the same
/// id keeps its analysis board.
fn from_link(store: Option<&Store>, id: Option<String>, game: GameLine) -> (GameLine, Kept, Option<Analysed>) {
    let Some(id) = id else { return (game, Kept::fresh(), None) };
    let stored = store.and_then(|s| s.read(&id));
    let Some(text) = stored else {
        let mut kept = Kept::with_id(id);
        if game.players.black == Player::Human && game.players.white == Player::Human && game.ply() > 0 {
            // Sent to be answered: this player has the side to move.
            kept.me = Some(game.turn());
        }
        return (game, kept, None);
    };
    let Ok((saved, Restored { game: mine, analysis, .. })) = storage::restore_all(&text) else {
        return (game, Kept::fresh(), None);
    };
    let same_start = mine.start().to_string() == game.start().to_string()
        && mine.start().rules() == game.start().rules()
        && mine.start().variant() == game.start().variant();
    let (theirs, ours) = (game.moves(), mine.moves());
    if same_start && theirs.starts_with(ours) {
        // The reply continues the game: same id, the moves added.
        let mut kept = Kept::of(&saved, text);
        if kept.me.is_none() && theirs.len() > ours.len() {
            kept.me = Some(game.turn());
        }
        let mut game = game;
        game.players = mine.players;
        (game, kept, analysis)
    } else if same_start && ours.starts_with(theirs) {
        // An older link to this game: the game as it stands here.
        (mine, Kept::of(&saved, text), analysis)
    } else {
        (game, Kept::fresh(), None)
    }
}

/// The single game of version 1 becomes the library's first game; one that cannot be read is
/// moved into the library as it is (listed as unreadable, its text offered) and reported.
fn migrate_old_game(store: &Store) -> Option<Notice> {
    let text = store.old_game()?;
    match storage::restore(&text) {
        Ok((_, game, flipped)) => {
            let mut kept = Kept::fresh();
            if matches!(kept::save(Some(store), &mut kept, &game, flipped, &[], None), Saving::Saved) {
                store.forget_old_game();
            }
            None
        }
        Err(e) => {
            if store.write(&Kept::fresh().id, &text).is_ok() {
                store.forget_old_game();
            }
            Some(unreadable_notice(e))
        }
    }
}

/// Whether the address asks for the analysis board (`?analysis=1`).
pub fn wants_analysis(window: &Window) -> bool {
    query_pairs(window).iter().any(|(k, v)| k == "analysis" && v != "0")
}

/// Keeps the other parameters; drops the game's (and `analysis`: the saved game says whether its
/// analysis board is open).
fn drop_game_from_address(window: &Window, pairs: &[(String, String)]) {
    let rest: Vec<String> = pairs
        .iter()
        .filter(|(k, _)| !link::KEYS.contains(&k.as_str()) && k != "analysis")
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

/// The link that brings back `game` as it stands, with its library id `id` (so a reply to it
/// continues it).
pub fn link_url(window: &Window, game: &GameLine, id: &str) -> String {
    let location = window.location();
    let base = format!("{}{}", location.origin().unwrap_or_default(), location.pathname().unwrap_or_default());
    let mut pairs = link::write(game);
    if library::valid_id(id) {
        pairs.push(("game".to_owned(), id.to_owned()));
    }
    let query: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}={}", encode(v))).collect();
    format!("{base}?{}", query.join("&"))
}
