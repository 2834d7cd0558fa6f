//! The game page: the controller that ties the board component, the [`Session`], the computer
//! and the page's controls together.
//!
//! The flow of a move: pointer or keys on the board → [`Board`]'s move callback →
//! `App::human_move` → [`Session::play`] (loa-core checks it; the session decides what follows)
//! → [`Effects`] → `App::perform`, the one place that carries them out: the move announced and
//! sounded, the game saved ([`library::storage`]), the regions redrawn from the session (board,
//! [`status`], [`move_list`]), a search started or stopped on the [`Computer`]. The computer's
//! answer comes back through `App::on_computer` → [`Session::engine_answered`] → the same
//! `perform`.
//!
//! The rooms: `start` (the page's start, in tasks), [`elements`] (the page's elements), [`clipboard`] and [`crash`] (copying a link,
//! a panic's reload offer), `events` (which control does what), [`library::storage`] and
//! [`loa_app::saved`] (what is kept), [`address`] and [`loa_app::saved::link`] (games in URLs),
//! [`new_game`] (the dialog), [`records`] (import and export), [`status`] and [`move_list`].

pub mod address;
mod analysis;
mod board_picture;
pub mod clipboard;
mod clock_view;
mod controls;
pub mod crash;
mod editor;
pub mod elements;
mod game_end;
mod hint_button;
pub mod language;
pub mod library;
pub mod move_list;
pub mod new_game;
pub mod records;
mod review;
pub mod sound;
mod start;
pub mod status;
mod variations;

pub use start::start;

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use loa_core::Move;
use web_sys::{Document, Window};

use crate::board::Board;
use crate::engine::computer::{self, Computer};
use crate::engine::source::EngineSource;
use crate::i18n::tr;
use analysis::panel::Analysis;
use elements::Elements;
use loa_app::game::GameLine;
use loa_app::session::{Effects, Session, Text};
use move_list::MoveList;

struct App {
    window: Window,
    doc: Document,
    els: Elements,
    board: Board,
    /// The engine worker that carries out the session's searches.
    computer: Computer,
    /// Where the engine's workers come from (the hint's, the review's, the analysis's too).
    engine: EngineSource,
    /// The game being played (or the analysis board's copy of it), with the computer's turn.
    session: Session,
    show_info: bool,
    /// Move, capture and end sounds (Web Audio), with the page's mute switch.
    sound: sound::Sound,
    moves: MoveList,
    /// The post-game review (its worker starts on first use).
    review: review::Review,
    /// The analysis board's engine panel, with its own worker.
    analysis: Analysis,
    /// The game while the analysis board shows a copy of it (two people; saved beside the game).
    stashed: Option<GameLine>,
    /// The game's analysis board while it is closed (kept and saved for when it opens again).
    analysed: Option<GameLine>,
    /// The position editor, made when first opened.
    editor: Option<editor::Panel>,
    /// The Hint button's search, arrow and record.
    hint: hint_button::Hint,
    /// The library (`None`: nothing is kept) and the open game's place in it.
    store: Option<library::storage::Store>,
    kept: library::kept::Kept,
    /// What the message's button does.
    offer: Option<library::kept::Offer>,
    /// The timer that tells the session the time when its clock next needs it.
    ticker: clock_view::Ticker,
    /// What the board showed last, as kept for the next start's picture ([`board_picture`]).
    pictured: String,
    self_ref: Weak<RefCell<App>>,
}

type Shared = Rc<RefCell<App>>;

thread_local! {
    /// The page's one app, alive as long as the page (its listeners hold weak references).
    static APP: RefCell<Option<Shared>> = const { RefCell::new(None) };
}

impl App {
    // ---- a move -----------------------------------------------------------------------------

    fn human_move(app: &Shared, m: Move) {
        let mut a = app.borrow_mut();
        let fx = a.session.play_at(m, clock_view::now_ms());
        a.perform(fx);
    }

    fn on_computer(&mut self, event: crate::engine::client::AiEvent) {
        let stale = matches!(event, crate::engine::client::AiEvent::Failed { .. }) && crate::engine::client::is_stale();
        let mut fx = computer::answer(&mut self.session, event, clock_view::now_ms());
        if stale {
            fx.message = None;
            let offer = Some(library::kept::Offer::Reload);
            self.show_notice(library::kept::Notice { text: tr("build-stale", &[]), offer });
        }
        self.perform(fx);
    }

    /// Carries out what the session asked for: the one place that searches, speaks, sounds,
    /// saves and redraws.
    fn perform(&mut self, fx: Effects) {
        self.session.set_viewer(self.kept.me);
        if let Some(order) = fx.search {
            self.computer.perform(order);
        }
        if let Some(text) = &fx.message {
            self.show_message(&text.say());
        }
        if let Some(text) = &fx.announce {
            self.board.announce(&text.say());
        }
        if let Some(played) = fx.played {
            self.sound.play(sound::Cue::of(played.m, played.ends_game));
        }
        if fx.save {
            self.save();
        }
        if fx.redraw.board || fx.redraw.moves {
            self.redraw(fx.redraw.animate);
        } else if fx.redraw.status {
            self.redraw_status();
        }
        if fx.redraw.clocks {
            self.show_clocks();
        }
        if let Some(wake) = fx.wake {
            self.wake_at(wake);
        }
    }

    /// Stops the computer's search (the game is about to change under it).
    fn cancel_computer(&mut self) {
        let fx = self.session.stop_computer();
        self.perform(fx);
    }

    /// A new game in place of this one (a new game, an import), keeping the orientation.
    fn replace_game(&mut self, game: GameLine, said: Text) {
        // The game before it is kept with its analysis board.
        self.close_analysis();
        self.analysed = None;
        self.hint = hint_button::Hint::default();
        // A new entry in the library: the game before it stays there.
        self.kept = library::kept::Kept::fresh();
        let fx = self.session.new_game(game, said);
        self.perform(fx);
    }

    // ---- undo, redo, browsing ---------------------------------------------------------------

    fn undo(&mut self) {
        let fx = self.session.undo_at(clock_view::now_ms());
        self.perform(fx);
    }

    fn redo(&mut self) {
        let fx = self.session.redo_at(clock_view::now_ms());
        self.perform(fx);
    }

    fn flip(&mut self) {
        let fx = self.session.flip();
        self.perform(fx);
    }

    fn browse_to(&mut self, ply: usize) {
        let fx = self.session.go_to(ply);
        self.perform(fx);
    }

    /// On the analysis board, keeps where it stands (a move there is saved by `after_move`).
    fn save_analysis(&mut self) {
        if self.stashed.is_some() {
            self.save();
        }
    }

    fn browse_by(&mut self, step: isize) {
        let target = self.session.line().view().saturating_add_signed(step);
        self.browse_to(target);
    }

    // ---- the page ---------------------------------------------------------------------------

    fn import(&mut self, text: &str) {
        match records::read_tree(text, self.session.line().start()) {
            Ok(tree) => {
                self.close_analysis();
                let game = GameLine::from_tree(tree, self.session.line().players);
                self.els.record_error.set_hidden(true);
                self.els.record_dialog.close();
                let said =
                    Text::message("game-imported", [("count", loa_app::game::numbering::moves_in(&game).into())]);
                self.replace_game(game, said);
            }
            Err(e) => {
                self.els
                    .record_error
                    .set_text_content(Some(&tr("record-unreadable", &[("error", crate::i18n::say(&e).into())])));
                self.els.record_error.set_hidden(false);
            }
        }
    }

    fn show_message(&self, text: &str) {
        self.els.message_text.set_text_content(Some(text));
        self.els.message.set_hidden(false);
        if let Some(action) = self.doc.get_element_by_id("message-action") {
            action.set_attribute("hidden", "").ok();
        }
    }

    /// The board, the controls, the move list and the status, from the game.
    fn redraw(&mut self, animate: Option<Move>) {
        let game = self.session.line();
        self.board.set_position(game.shown(), animate);
        self.board.set_movable(self.session.movable());
        self.board.set_flipped(self.session.flipped());
        board_picture::keep(&self.window, &mut self.pictured, game.shown(), self.session.flipped());
        status::show_around(&self.els, &self.session);
        self.moves.show(&self.doc, &self.els.moves, game);
        self.redraw_review();
        self.redraw_status();
        let game = self.session.line();
        if self.stashed.is_some() {
            self.analysis.show(game.shown());
            self.board.set_arrow(self.analysis.best());
        } else {
            self.hint.cancel_unless(game.position());
            self.board.set_arrow(self.hint.arrow(game.shown()).or(self.review.arrow));
        }
        self.show_hint_button();
        self.show_side();
        self.show_game_end();
        self.show_clocks();
    }

    fn redraw_status(&self) {
        status::show(&self.els, &self.session, self.show_info);
    }
}
