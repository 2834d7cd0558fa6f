//! The games as "Your games" lists them, newest first, in the page's language, and their
//! records (one game, or all of them) for the record dialog.

use loa_core::{record, Color};

use super::shelf::Shelf;
use super::store::restore;
use super::Library;
use crate::board::picture;
use crate::game::numbering::move_number;
use crate::game::sgf_header::{iso_date, Header};
use crate::i18n::{computer_player, say, tr, Arg, Msg};
use crate::saved::library::Entry;
use crate::saved::{Restored, Saved, SavedError};

/// One game of the list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    pub id: String,
    /// When the game was played (ms since 1970), for the page to write in its language.
    pub played_ms: u64,
    /// Who played, the variant, the moves and the result.
    pub words: String,
    /// It is the game open on the board.
    pub open_now: bool,
    /// The result said from the player's side: "You won", "Unfinished, your move"…
    pub standing: String,
    /// The action that fits first: Continue an unfinished game, Review a finished one.
    pub first: First,
    /// A small picture of its last position, turned as the player last saw it: an inline SVG
    /// for a page holding [`crate::board::picture::DEFS`] (none if its save cannot be replayed).
    pub picture: Option<String>,
}

/// The first action of a game in the list, with its words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum First {
    /// Open the unfinished game and play on.
    Continue(String),
    /// Open the finished game and review it.
    Review(String),
}

impl First {
    /// Its name (the button's `data-action`).
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            First::Continue(_) => "resume",
            First::Review(_) => "review",
        }
    }

    /// The button's words.
    #[must_use]
    pub fn label(&self) -> &str {
        match self {
            First::Continue(words) | First::Review(words) => words,
        }
    }
}

/// The side the list speaks for: this player's in a game by link, the person's against the
/// computer; none when two people shared the device.
fn my_side(e: &Entry) -> Option<Color> {
    match (e.me.as_deref(), e.black.as_str(), e.white.as_str()) {
        (Some("black"), _, _) => Some(Color::Black),
        (Some("white"), _, _) => Some(Color::White),
        (_, "human", "computer") => Some(Color::Black),
        (_, "computer", "human") => Some(Color::White),
        _ => None,
    }
}

/// The result said from the player's side, and the action that fits first.
#[must_use]
pub fn standing(e: &Entry) -> (String, First) {
    let me = my_side(e);
    let winner = match e.result.as_deref() {
        Some("1-0") => Some(Color::Black),
        Some("0-1") => Some(Color::White),
        _ => None,
    };
    let id = match (e.result.as_deref(), winner, me) {
        (None, _, Some(me)) => {
            // Black moves first in every start the library keeps (see `describe`).
            let turn = if e.moves % 2 == 0 { Color::Black } else { Color::White };
            if turn == me {
                Msg::LibraryUnfinishedYours
            } else {
                Msg::LibraryUnfinishedTheirs
            }
        }
        (None, _, None) => Msg::LibraryInProgress,
        (Some(_), Some(w), Some(me)) if w == me => Msg::LibraryYouWon,
        (Some(_), Some(_), Some(_)) => Msg::LibraryYouLost,
        (Some(_), Some(w), None) => return (tr(Msg::LibraryResult, &[("winner", Arg::from(w.key()))]), review()),
        (Some(_), None, _) => Msg::LibraryDrawn,
    };
    let first = if e.result.is_some() { review() } else { First::Continue(tr(Msg::LibraryContinue, &[])) };
    (tr(id, &[]), first)
}

fn review() -> First {
    First::Review(tr(Msg::LibraryReview, &[]))
}

/// A kept game that cannot be read: listed with why, its text offered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unreadable {
    pub id: String,
    pub why: String,
}

/// The list as shown.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct List {
    pub games: Vec<Item>,
    pub unreadable: Vec<Unreadable>,
    /// Nothing may be kept (the browser refuses its storage).
    pub blocked: bool,
    /// The game just deleted, while that can be undone: what to say, and the button's words.
    pub deleted: Option<(String, String)>,
}

/// What a record's text is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Format {
    Sgf,
    /// A save that cannot be read, as it is kept.
    Raw,
}

fn player(e: &Entry, color: Color, mine: bool) -> String {
    let (name, level) = (if color == Color::Black { &e.black } else { &e.white }, e.level);
    if mine {
        tr(Msg::LibraryYou, &[])
    } else if let Some(online) = &e.online {
        online.name(color).map_or_else(|| tr(Msg::OnlineNoName, &[]), str::to_owned)
    } else if name == "computer" {
        computer_player(level)
    } else {
        tr(Msg::LibraryHuman, &[])
    }
}

/// Whether `color`'s side is this player's ([`my_side`]).
fn is_mine(e: &Entry, color: Color) -> bool {
    my_side(e) == Some(color)
}

/// The words of one game in the list.
#[must_use]
pub fn describe(e: &Entry) -> String {
    let players = tr(
        Msg::LibraryPlayers,
        &[
            ("black", Arg::from(player(e, Color::Black, is_mine(e, Color::Black)))),
            ("white", Arg::from(player(e, Color::White, is_mine(e, Color::White)))),
        ],
    );
    let variant = e.variant.parse::<loa_core::Variant>().map_or_else(|_| e.variant.clone(), |v| say(&v));
    let winner = match e.result.as_deref() {
        Some("1-0") => Some(Color::Black),
        Some("0-1") => Some(Color::White),
        _ => None,
    };
    let mut result = match (e.result.as_deref(), winner) {
        (None, _) => tr(Msg::LibraryInProgress, &[]),
        (Some(_), Some(c)) => tr(Msg::LibraryResult, &[("winner", Arg::from(c.key()))]),
        (Some(_), None) if e.how.as_deref() == Some("agreed") => tr(Msg::EndAgreed, &[]),
        (Some(_), None) => tr(Msg::LibraryResult, &[("winner", Arg::from("draw"))]),
    };
    // A win the moves do not show: how it came (the loser resigned, or ran out of time).
    let how = match e.how.as_deref() {
        Some("resigned") => Some(Msg::EndResigned),
        Some("time") => Some(Msg::EndOnTime),
        _ => None,
    };
    if let (Some(id), Some(w)) = (how, winner) {
        result = format!("{result}, {}", tr(id, &[("color", Arg::from(!w))]));
    }
    // Numbered as the move list numbers them (an entry does not keep who moved first: Black
    // does in every variant's start position).
    let moves = tr(Msg::LibraryMoves, &[("count", Arg::from(move_number(e.moves, Color::Black)))]);
    format!("{players} · {variant} · {moves} · {result}")
}

/// The file a game's record downloads as: the day it was played and who played (unless two
/// people shared the device), in the page's language, as one word of letters, digits and dashes,
/// ASCII letters in lowercase (`lines-of-action-2026-12-07-you-computer-level-1-beginner.sgf`).
#[must_use]
pub fn file_name(e: &Entry) -> String {
    let mut words = vec!["lines-of-action".to_owned(), iso_date(e.created)];
    // Two people at one device without names: the day says it all.
    if e.online.is_some() || e.me.is_some() || e.black != "human" || e.white != "human" {
        words.extend([Color::Black, Color::White].map(|c| player(e, c, is_mine(e, c))));
    }
    let words = words.join(" ");
    // ASCII letters lowered, other letters kept as they are (Unicode's case and letter tables
    // would cost the page's module 8 KB), everything else a dash.
    let mut name = String::new();
    for c in words.chars() {
        if c.is_ascii_alphanumeric() || (!c.is_ascii() && !matches!(c, '·' | '–' | '—' | '«' | '»')) {
            name.push(c.to_ascii_lowercase());
        } else if !name.is_empty() && !name.ends_with('-') {
            name.push('-');
        }
    }
    format!("{}.sgf", name.trim_end_matches('-'))
}

/// The SGF of a kept game: the game with its variations and those of its analysis board (the
/// game's moves first at every fork); a game of one line as before (the moves played).
#[must_use]
pub fn sgf_of(saved: &Saved, restored: Restored) -> String {
    let Restored { mut game, analysis, .. } = restored;
    let mut header = Header::of(&game, saved.me(), saved.created);
    if let Some(online) = &saved.online {
        header = header.named(&online.black, &online.white);
    }
    if let Some(a) = analysis {
        game.graft(a.board.tree());
    }
    if game.tree().len() == game.line().len() {
        header.add_to(&record::write_sgf(game.position()))
    } else {
        header.add_to(&record::write_sgf_tree(game.tree()))
    }
}

impl<S: Shelf> Library<S> {
    /// The list, newest first, then the games that cannot be read.
    pub fn list(&mut self) -> List {
        let open = self.kept.id.clone();
        let Some(store) = self.store.as_mut() else { return List { blocked: true, ..List::default() } };
        let (index, errors) = store.index();
        let games = index
            .newest_first()
            .into_iter()
            .map(|e| {
                let (standing, first) = standing(e);
                let picture = store.read(&e.id).and_then(|text| restore::<S>(&text).ok()).map(|(_, r)| {
                    picture::inline(r.game.position(), picture::Look { flipped: r.flipped, coordinates: false })
                });
                Item {
                    id: e.id.clone(),
                    played_ms: e.created,
                    words: describe(e),
                    open_now: e.id == open,
                    standing,
                    first,
                    picture,
                }
            })
            .collect();
        let unreadable = errors
            .into_iter()
            .map(|(id, error)| {
                let why = match error {
                    SavedError::Newer { .. } => tr(Msg::LibraryNewerEntry, &[]),
                    other => tr(Msg::LibraryUnreadableEntry, &[("error", Arg::from(other.to_string()))]),
                };
                Unreadable { id, why }
            })
            .collect();
        let deleted = self.deleted().map(|words| {
            (tr(Msg::LibraryDeleted, &[("game", Arg::from(words.to_owned()))]), tr(Msg::LibraryUndoDelete, &[]))
        });
        List { games, unreadable, blocked: false, deleted }
    }

    /// The words of game `id` in the list (for the question before deleting it).
    pub fn describe(&mut self, id: &str) -> Option<String> {
        self.store.as_mut()?.index().0.get(id).map(describe)
    }

    /// The record of game `id`: its SGF, or its text as kept when it cannot be read.
    pub fn record(&self, id: &str) -> Option<(String, Format)> {
        let text = self.store.as_ref()?.read(id)?;
        Some(match restore::<S>(&text) {
            Ok((saved, restored)) => (sgf_of(&saved, restored), Format::Sgf),
            Err(_) => (text, Format::Raw),
        })
    }

    /// The name of game `id`'s record as a file ([`file_name`]).
    pub fn file_name(&mut self, id: &str) -> Option<String> {
        self.store.as_mut()?.index().0.get(id).map(file_name)
    }

    /// Every readable game's SGF, newest first, one after the other.
    pub fn export_all(&mut self) -> String {
        let Some(store) = self.store.as_mut() else { return String::new() };
        let (index, _) = store.index();
        let records: Vec<String> = index
            .newest_first()
            .iter()
            .filter_map(|e| store.read(&e.id))
            .filter_map(|text| restore::<S>(&text).ok())
            .map(|(saved, restored)| sgf_of(&saved, restored))
            .collect();
        records.join("\n")
    }
}
