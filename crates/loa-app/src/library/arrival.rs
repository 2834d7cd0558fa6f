//! The game the page opens on arrival: the one a link brings (a new entry in the library, or
//! the game it continues), else this tab's game, else the last game played here (not online),
//! else a new game;
//! and the single game of version 1 moved into the library on the way.

use crate::i18n::Msg;
use loa_core::{Position, Variant};

use super::kept::{Keeping, Kept, Saving};
use super::notice::Notice;
use super::shelf::Shelf;
use super::store::{restore, Store};
use crate::game::{GameLine, Player, Players};
use crate::saved::{link, Analysed, Restored};
use crate::session::{Arg, Text};

/// What the page opens on arrival.
#[derive(Debug)]
pub struct Arrival {
    pub game: GameLine,
    pub flipped: bool,
    pub kept: Kept,
    pub notices: Vec<Notice>,
    /// The game's analysis board, as it was kept.
    pub analysis: Option<Analysed>,
    /// The plies at which hints were shown in the game, as it was kept.
    pub hints: Vec<u32>,
    /// The link's game is now kept: the address should drop it, so a reload shows the game as
    /// played on (the query without [`link::KEYS`] and `analysis`, see [`address_without_game`]).
    pub drop_game_from_address: bool,
}

impl Arrival {
    fn new_game(now_ms: u64, random: u64, notices: Vec<Notice>) -> Arrival {
        let game = GameLine::new(Position::new(Variant::Standard), Players::default());
        Arrival {
            game,
            flipped: false,
            kept: Kept::fresh(now_ms, random),
            notices,
            analysis: None,
            hints: Vec::new(),
            drop_game_from_address: false,
        }
    }
}

/// The game to show on arrival at `now_ms` with the address's query `pairs` (`store`: `None`
/// when nothing may be kept, and the link is all that keeps the game); `random` names a new
/// entry.
pub fn arrive<S: Shelf>(pairs: &[(String, String)], store: Option<&mut Store<S>>, now_ms: u64, random: u64) -> Arrival {
    if link::has_game(pairs) {
        let (game, errors) = link::read(pairs, Players::default());
        let mut notices = Vec::new();
        if !errors.is_empty() {
            notices
                .push(Notice::plain(Text::message(Msg::LinkPartlyUsed, [("errors", Arg::Plain(errors.join("; ")))])));
        }
        let keeps = store.is_some();
        let (game, kept, analysis) = from_link(store.map(|s| &*s), link::game_id(pairs), game, now_ms, random);
        let hints = Vec::new();
        return Arrival { game, flipped: false, kept, notices, analysis, hints, drop_game_from_address: keeps };
    }
    let Some(store) = store else { return Arrival::new_game(now_ms, random, Vec::new()) };
    if let Some(notice) = migrate_old_game(store, now_ms, random) {
        return Arrival::new_game(now_ms, random.wrapping_add(1), vec![notice]);
    }
    let id = store.current().filter(|id| store.read(id).is_some()).or_else(|| {
        let (index, _) = store.index();
        // (Not an online game's copy: the server plays that one.)
        index.newest_first().iter().find(|e| e.online.is_none()).map(|e| e.id.clone())
    });
    let Some(text) = id.as_deref().and_then(|id| store.read(id)) else {
        return Arrival::new_game(now_ms, random, Vec::new());
    };
    match restore::<S>(&text) {
        Ok((saved, Restored { game, flipped, analysis })) => {
            store.set_current(&saved.id);
            let hints = saved.hints.clone();
            let kept = Kept::of(&saved, text);
            Arrival { game, flipped, kept, notices: Vec::new(), analysis, hints, drop_game_from_address: false }
        }
        Err(e) => Arrival::new_game(now_ms, random, vec![Notice::unreadable(e)]),
    }
}

/// The game a link brings, and its place in the library: the game of the same id if the link
/// continues it (or is an older link to it), else a new entry — with the link's id when this
/// library has no game of that id (a friend's game arriving), else a new id. The game of the same
/// id keeps its analysis board.
fn from_link<S: Shelf>(
    store: Option<&Store<S>>,
    id: Option<String>,
    game: GameLine,
    now_ms: u64,
    random: u64,
) -> (GameLine, Kept, Option<Analysed>) {
    let Some(id) = id else { return (game, Kept::fresh(now_ms, random), None) };
    let Some(text) = store.and_then(|s| s.read(&id)) else {
        let mut kept = Kept::with_id(id, now_ms);
        if game.players.black == Player::Human && game.players.white == Player::Human && game.ply() > 0 {
            // Sent to be answered: this player has the side to move.
            kept.me = Some(game.turn());
        }
        return (game, kept, None);
    };
    let Ok((saved, Restored { game: mine, analysis, .. })) = restore::<S>(&text) else {
        return (game, Kept::fresh(now_ms, random), None);
    };
    let same_start = mine.same_start(&game);
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
        (game, Kept::fresh(now_ms, random), None)
    }
}

/// The single game of version 1 becomes the library's first game; one that cannot be read is
/// moved into the library as it is (listed as unreadable, its text offered) and reported.
fn migrate_old_game<S: Shelf>(store: &mut Store<S>, now_ms: u64, random: u64) -> Option<Notice> {
    let text = store.old_game()?;
    match restore::<S>(&text) {
        Ok((_, Restored { game, flipped, .. })) => {
            let mut kept = Kept::fresh(now_ms, random);
            let keeping = Keeping { game: &game, flipped, hints: &[], analysis: None };
            if store.save(&mut kept, keeping, now_ms, random) == Saving::Saved {
                store.forget_old_game();
            }
            None
        }
        Err(e) => {
            if store.write(&Kept::fresh(now_ms, random).id, &text).is_ok() {
                store.forget_old_game();
            }
            Some(Notice::unreadable(e))
        }
    }
}

/// The query to keep in the address once the link's game is kept: every other parameter, in its
/// order (not `analysis` either: the saved game says whether its analysis board shows).
#[must_use]
pub fn address_without_game(pairs: &[(String, String)]) -> Vec<(String, String)> {
    pairs.iter().filter(|(k, _)| !link::KEYS.contains(&k.as_str()) && k != "analysis").cloned().collect()
}

/// Whether the address asks for the analysis board (`?analysis=1`).
#[must_use]
pub fn wants_analysis(pairs: &[(String, String)]) -> bool {
    pairs.iter().any(|(k, v)| k == "analysis" && v != "0")
}
