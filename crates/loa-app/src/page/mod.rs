//! The game page, decided without a browser: the [`Session`] it plays, the library it keeps the
//! game in, the Hint button, the review, the analysis board's panel, the position editor and the
//! page's messages. Each event of the page — a user action, a worker's report, the clock, a
//! storage event from another tab, the link it was opened with — is a method that returns the
//! page's [`Effects`]; the browser (`loa-web`'s `page`) performs them and draws the regions from
//! the views ([`view`]). Nothing here touches the DOM, so every decision is a native test.
//!
//! A move's way: the board's callback → [`Page::play`] → [`Session::play_at`] (loa-core checks
//! it; the session decides what follows) → the session's effects → `Page::settle`: the game
//! kept ([`Library::save`]), the computer's search sent to its worker, the hint, review and
//! analysis brought in line with the game → [`Effects`] → the browser: announce, sound, draw,
//! post to the workers.
//!
//! - [`playing`]: moves, undo and redo, looking back, the game's ends, a new game, a record read;
//! - [`your_games`]: the library's side: opening, deleting, following another tab, the notices;
//! - [`tools`]: the analysis board and its panel, the hint, the review, the position editor;
//! - [`new_game`]: the new-game dialog's fields;
//! - [`welcome`]: a newcomer's welcome and the reminder of how a piece moves;
//! - [`view`]: what each region of the page shows, in the page's language.

pub mod new_game;
pub mod playing;
#[cfg(test)]
mod tests;
pub mod tools;
pub mod view;
pub mod welcome;
pub mod your_games;

use loa_core::Rng;

use crate::analysis::lines::Panel;
use crate::editor::dialog::Panel as EditorPanel;
use crate::hint::Hint;
use crate::library::{arrival, Library, Notice, Shelf, Store};
use crate::review::run::Review;
use crate::session::{self, Played, Redraw, Search, Session, Style, Text, Wake};
use crate::worker::{Order, Worker};

/// What the page must do after an event.
#[derive(Debug, Default)]
#[must_use = "the browser performs the effects"]
pub struct Effects {
    /// Say this in the board's live region (screen readers).
    pub announce: Option<Text>,
    /// Show this message (replacing the one shown), or hide the message.
    pub message: Option<Message>,
    /// The regions to draw again (the board's redraw also draws the controls around it).
    pub redraw: Redraw,
    /// The analysis panel changed.
    pub panel: bool,
    /// The review changed.
    pub review: bool,
    /// A move was just played (its sound).
    pub played: Option<Played>,
    /// When to tell the page the time next ([`Page::tick`]).
    pub wake: Option<Wake>,
    /// Orders for the engine's workers, in order.
    pub workers: Vec<(Worker, Order)>,
    /// Ask the browser to keep the site's storage (the first game worth keeping).
    pub ask_persistence: bool,
    /// Open a dialog, or close the one named.
    pub dialog: Option<Dialog>,
    /// Reload the page (a newer build is installed).
    pub reload: bool,
    /// Replace the address's query with these pairs (the link's game is kept now).
    pub address: Option<Vec<(String, String)>>,
    /// Go to the page at this query (`online=ID`: an unfinished online game, which the online
    /// layer opens with this device's seat).
    pub go: Option<Vec<(String, String)>>,
}

/// The message line.
#[derive(Debug, Clone)]
pub enum Message {
    Show(Notice),
    Hide,
}

/// A dialog to open or close.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Dialog {
    /// The record dialog with this text (`sgf`: SGF, else a move list or a save's raw text).
    Record { text: String, sgf: bool },
    /// Close the dialog of this id (`new-game-dialog`, `editor-dialog`, `games-dialog`…).
    Close(&'static str),
}

impl Effects {
    /// Adds `later`'s effects after these: flags add up, later words and orders come after.
    pub fn then(mut self, later: Effects) -> Effects {
        self.announce = later.announce.or(self.announce);
        self.message = later.message.or(self.message);
        self.redraw = Redraw {
            board: self.redraw.board || later.redraw.board,
            moves: self.redraw.moves || later.redraw.moves,
            status: self.redraw.status || later.redraw.status,
            clocks: self.redraw.clocks || later.redraw.clocks,
            animate: later.redraw.animate.or(self.redraw.animate),
        };
        self.panel |= later.panel;
        self.review |= later.review;
        self.played = later.played.or(self.played);
        self.wake = later.wake.or(self.wake);
        self.workers.extend(later.workers);
        self.ask_persistence |= later.ask_persistence;
        self.dialog = later.dialog.or(self.dialog);
        self.reload |= later.reload;
        self.address = later.address.or(self.address);
        self.go = later.go.or(self.go);
        self
    }

    fn message(notice: Notice) -> Effects {
        Effects { message: Some(Message::Show(notice)), ..Effects::default() }
    }

    fn redraw_all() -> Effects {
        Effects { redraw: Redraw::all(None), ..Effects::default() }
    }
}

/// The words of a page that could not start (`error`: why, as the browser said it).
#[must_use]
pub fn start_failed(error: &str) -> Text {
    Text::message(crate::i18n::Msg::StartFailed, [("error", crate::session::Arg::Plain(error.to_owned()))])
}

/// How the page was opened.
#[derive(Debug)]
pub struct Opening<S> {
    /// The library (`None`: nothing may be kept: inside another site's frame, or refused).
    pub store: Option<Store<S>>,
    /// The browser refuses the page its storage (said once).
    pub blocked: bool,
    /// The address's query, as pairs.
    pub query: Vec<(String, String)>,
    /// The page's address without its query (links to a game are made from it).
    pub base: String,
    /// Cores the device has (the analysis may use more than one worker).
    pub cores: u32,
    /// A random seed for this page's life (new ids, the computer's choices, a random colour).
    pub seed: u64,
}

/// The game page: see the [module](self).
#[derive(Debug)]
pub struct Page<S> {
    session: Session,
    library: Library<S>,
    hint: Hint,
    review: Review,
    panel: Panel,
    editor: Option<EditorPanel>,
    newcomer: welcome::Newcomer,
    /// The message shown.
    notice: Option<Notice>,
    /// The engine's depth and score shown under the status.
    show_info: bool,
    base: String,
    rng: Rng,
    now_ms: u64,
}

impl<S: Shelf> Page<S> {
    /// The page as it opens at `now_ms`: the game a link brings, this tab's, the last one played
    /// or a new one; and what to do first (draw everything, ask the computer if it is its turn,
    /// say what needs saying).
    pub fn open(opening: Opening<S>, now_ms: u64) -> (Page<S>, Effects) {
        let Opening { mut store, blocked, query, base, cores, seed } = opening;
        let mut rng = Rng::new(seed | 1);
        let arrival = arrival::arrive(&query, store.as_mut(), now_ms, rng.next_u64());
        let analyse = arrival::wants_analysis(&query);
        let newcomer = welcome::Newcomer::of(
            store.as_ref().map(|s| s.ids().len()),
            store.as_ref().is_some_and(|s| s.setting(welcome::WELCOMED_KEY).is_some()),
            crate::saved::link::has_game(&query),
        );
        let mut session = Session::new(arrival.game, Style::Game, rng.next_u64());
        let _ = session.set_flipped(arrival.flipped);
        session.set_viewer(arrival.kept.me);
        let mut page = Page {
            session,
            library: Library::new(store, arrival.kept),
            hint: Hint::with_plies(arrival.hints),
            review: Review::default(),
            panel: Panel::new(crate::analysis::spread::workers_for(cores)),
            editor: None,
            newcomer,
            notice: None,
            show_info: false,
            base,
            rng,
            now_ms,
        };
        let mut fx = Effects::default();
        if blocked {
            fx = fx.then(page.say(Notice::plain(Text::message(crate::i18n::Msg::StorageBlocked, []))));
        }
        for notice in arrival.notices {
            fx = fx.then(page.say(notice));
        }
        if arrival.drop_game_from_address {
            fx.address = Some(arrival::address_without_game(&query));
        }
        let restored = page.session.restore_analysis(arrival.analysis);
        let begun = page.session.begin_at(now_ms);
        fx = fx.then(page.settle(restored.then(begun)));
        if analyse {
            let opened = page.session.open_analysis();
            fx = fx.then(page.settle(opened));
        }
        (page, fx)
    }

    // ---- what it holds ----------------------------------------------------------------------

    #[must_use]
    pub fn session(&self) -> &Session {
        &self.session
    }

    #[must_use]
    pub fn library(&self) -> &Library<S> {
        &self.library
    }

    /// The library, for the list's reading (which repairs its index).
    pub fn library_mut(&mut self) -> &mut Library<S> {
        &mut self.library
    }

    #[must_use]
    pub fn show_info(&self) -> bool {
        self.show_info
    }

    /// Shows the engine's depth and score under the status line, or not.
    pub fn set_show_info(&mut self, show: bool) -> Effects {
        self.show_info = show;
        Effects { redraw: Redraw { status: true, ..Redraw::default() }, ..Effects::default() }
    }

    /// The page's language changed: everything shown is said again in it (the message too).
    pub fn language_changed(&mut self) -> Effects {
        let mut fx = Effects::redraw_all();
        fx.panel = true;
        fx.review = true;
        if let Some(notice) = self.notice.clone() {
            fx.message = Some(Message::Show(notice));
        }
        fx
    }

    // ---- inside -----------------------------------------------------------------------------

    /// Shows `notice` (its offer with it).
    fn say(&mut self, notice: Notice) -> Effects {
        self.notice = Some(notice.clone());
        Effects::message(notice)
    }

    /// The message is dismissed.
    pub fn dismiss_message(&mut self) -> Effects {
        self.notice = None;
        Effects { message: Some(Message::Hide), ..Effects::default() }
    }

    fn random(&mut self) -> u64 {
        self.rng.next_u64()
    }

    /// Turns the session's effects into the page's: the game kept, the computer's search sent to
    /// its worker, and the hint, the review and the analysis panel brought in line with what the
    /// board now shows. Every event ends here.
    fn settle(&mut self, fx: session::Effects) -> Effects {
        let session::Effects { save, search, announce, message, redraw, played, wake } = fx;
        let mut out = Effects { announce, redraw, played, wake, ..Effects::default() };
        if let Some(text) = message {
            out = out.then(self.say(Notice::plain(text)));
        }
        match search {
            Some(Search::Start { request, position, delay_ms }) => {
                out.workers.push((Worker::Computer, Order::Start { request, position, delay_ms }));
            }
            Some(Search::Stop) => out.workers.push((Worker::Computer, Order::Stop)),
            None => {}
        }
        if save {
            out = out.then(self.save());
        }
        if redraw.board || redraw.moves {
            out = out.then(self.follow_board());
        }
        out
    }

    /// Keeps the game (with its analysis board and hints), and says when that fails or forks.
    fn save(&mut self) -> Effects {
        let random = self.random();
        let saved = self.library.save(&self.session, &self.hint.plies, self.now_ms, random);
        let mut fx = Effects { ask_persistence: saved.ask_persistence, ..Effects::default() };
        if let Some(notice) = saved.notice {
            fx = fx.then(self.say(notice));
        }
        fx
    }

    /// The board changed: the analysis panel follows it (or closes), a hint search for another
    /// position stops, a review of another game goes.
    fn follow_board(&mut self) -> Effects {
        let mut fx = Effects { panel: true, review: true, ..Effects::default() };
        if self.session.is_analysing() {
            fx.workers.extend(self.panel.show(self.session.line().shown(), self.now_ms));
        } else if self.panel.is_open() {
            fx.workers.extend(self.panel.close());
        }
        if let Some(order) = self.hint.cancel_unless(self.session.line().position()) {
            fx.workers.push((Worker::Hint, order));
        }
        fx.workers.extend(self.review.forget_unless_of(self.session.line(), self.session.is_analysing()));
        fx
    }
}
