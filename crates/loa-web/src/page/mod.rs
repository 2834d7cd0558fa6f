//! The game page in the browser: it reads events, hands them to [`loa_app::page::Page`] (which
//! decides everything), performs the [`Effects`] it returns and draws the regions from its views.
//!
//! A move's way: the board's callback → `act` → `Page::play` (the session checks it and says
//! what follows) → `Effects` → `App::perform`: the orders posted to the engine's workers
//! (`Workers`), the words said, the sound played, the regions drawn (`draw`); the computer's
//! answer comes back from its worker through `act` → `Page::engine` → the same `perform`.
//!
//! The rooms: `start` (the page's start, in tasks), `elements` (the page's elements),
//! `controls` (which control does what), `listen` (the page's listeners), `draw` (the regions), `game_end` (its buttons), `move_list`, `analysis`
//! and `review` (their panels), `games` ("Your games"), `editor`, `new_game`,
//! `storage` (the browser's storage as the library's shelf), `address`, `records`
//! (download and file reading), `board_picture`, `language`, `sound`, `clipboard`,
//! [`crash`].

pub mod address;
mod analysis;
mod board_picture;
pub mod clipboard;
mod controls;
pub mod crash;
mod draw;
mod editor;
pub mod elements;
mod game_end;
mod games;
pub mod language;
mod listen;
pub mod move_list;
mod new_game;
pub mod records;
mod review;
pub mod sound;
mod start;
pub mod storage;

/// A `<select>` filled with choices (the online dialog's too).
pub(crate) use new_game::fill as fill_select;
pub use start::start;

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use web_sys::{Document, Window};

use crate::board::Board;
use crate::dom::time::{at_next_frame, now_ms, Timer};
use crate::engine::pool::Workers;
use elements::Elements;
use loa_app::page::{Dialog, Effects, Message, Page};
use move_list::MoveList;
use storage::LocalShelf;

/// The shortest time between two draws of a running review (ms): five a second keep its progress
/// and graph moving.
const REVIEW_EVERY_MS: u64 = 200;

struct App {
    window: Window,
    doc: Document,
    els: Elements,
    board: Board,
    /// Everything the page decides.
    page: Page<LocalShelf>,
    /// The engine's workers: the computer's, the hint's, the review's, the analysis's.
    workers: Workers,
    /// Move, capture and end sounds (Web Audio), with the page's mute switch.
    sound: sound::Sound,
    moves: MoveList,
    /// The position editor's board, made when the editor first opens.
    editor_board: Option<Board>,
    /// When the page tells the model the time next (a clock's next step or its flag).
    wake: Option<Timer>,
    /// What the board showed last, as kept for the next start's picture ([`board_picture`]).
    pictured: String,
    /// Ends the last deletion's Undo in "Your games" ([`games`]).
    undo_delete: Option<Timer>,
    /// The review's graph as last drawn ([`review::draw`]).
    review_graph: Option<loa_app::review::run::Graph>,
    /// Whether the review's next draw is asked for.
    review_frame: bool,
    /// When the review was last drawn (ms, [`now_ms`]).
    review_drawn_at: u64,
    self_ref: Weak<RefCell<App>>,
}

type Shared = Rc<RefCell<App>>;

thread_local! {
    /// The page's one app, alive as long as the page (its listeners hold weak references).
    static APP: RefCell<Option<Shared>> = const { RefCell::new(None) };
}

/// What must happen once the app is no longer borrowed: what runs page code that may come back
/// into the app (a dialog opened, the page reloaded).
#[derive(Debug, Default)]
#[must_use]
struct Later {
    record: Option<(String, bool)>,
    reload: bool,
    window: Option<Window>,
    els: Option<(web_sys::HtmlDialogElement, web_sys::HtmlTextAreaElement, web_sys::HtmlElement)>,
}

impl Later {
    fn run(self) {
        if let (Some((text, sgf)), Some((dialog, record, error))) = (self.record, self.els) {
            record.set_value(&text);
            record.set_attribute("data-format", if sgf { "sgf" } else { "moves" }).ok();
            error.set_hidden(true);
            let _ = dialog.show_modal();
        }
        if let (true, Some(window)) = (self.reload, self.window) {
            let _ = window.location().reload();
        }
    }
}

/// Hands an event to the page's model at the time now, and performs what it returns.
fn act(app: &Shared, event: impl FnOnce(&mut Page<LocalShelf>, u64) -> Effects) {
    let later = {
        let Ok(mut a) = app.try_borrow_mut() else { return };
        let fx = event(&mut a.page, now_ms());
        a.perform(fx)
    };
    later.run();
}

impl App {
    /// Carries out what the page decided: the one place that posts to the workers, speaks,
    /// sounds, opens dialogs and draws.
    fn perform(&mut self, fx: Effects) -> Later {
        for (worker, order) in fx.workers {
            self.workers.perform(worker, order);
        }
        match fx.message {
            Some(Message::Show(notice)) => draw::notice(&self.els, &self.doc, &notice),
            Some(Message::Hide) => self.els.message.set_hidden(true),
            None => {}
        }
        if let Some(text) = &fx.announce {
            self.board.announce(&text.say());
        }
        if let Some(played) = fx.played {
            self.sound.play(sound::Cue::of(played.m, played.ends_game));
        }
        if fx.ask_persistence {
            games::ask_persistence(&self.window, self.self_ref.clone());
        }
        if let Some(pairs) = &fx.address {
            address::replace_query(&self.window, pairs);
        }
        if let Some(pairs) = &fx.go {
            address::go(&self.window, pairs);
        }
        if fx.redraw.board || fx.redraw.moves {
            self.redraw(fx.redraw.animate);
        } else {
            if fx.redraw.status {
                draw::status(&self.els, &self.page);
            }
            if fx.redraw.clocks {
                draw::clocks(&self.doc, &self.page);
            }
            if fx.panel {
                analysis::draw(&self.doc, &self.page);
                self.board.set_arrow(self.page.arrow());
            }
            if fx.review {
                self.draw_review_at_frame();
            }
        }
        if let Some(wake) = fx.wake {
            self.wake_at(wake);
        }
        let mut later = Later::default();
        match fx.dialog {
            Some(Dialog::Record { text, sgf }) => {
                later.record = Some((text, sgf));
                later.els =
                    Some((self.els.record_dialog.clone(), self.els.record.clone(), self.els.record_error.clone()));
            }
            Some(Dialog::Close(id)) => {
                if let Some(d) = crate::dom::find::optional::<web_sys::HtmlDialogElement>(&self.doc, id) {
                    d.close();
                }
            }
            None => {}
        }
        if fx.reload {
            later.reload = true;
            later.window = Some(self.window.clone());
        }
        later
    }

    /// Everything from the model: the board, the controls, the move list, the status, the
    /// result, the clocks, the panels.
    fn redraw(&mut self, animate: Option<loa_core::Move>) {
        let board = self.page.board_view();
        self.board.set_position(&board.position, animate);
        self.board.set_movable(board.movable);
        self.board.set_flipped(board.flipped);
        self.board.set_arrow(board.arrow);
        self.board.set_connection(&board.connection);
        board_picture::keep(&self.window, &mut self.pictured, &self.page.picture());
        self.moves.show(&self.doc, &self.els.moves, self.page.session().line());
        draw::controls(&self.els, &self.doc, &self.page);
        draw::status(&self.els, &self.page);
        draw::result(&self.els, &self.page);
        draw::clocks(&self.doc, &self.page);
        analysis::draw(&self.doc, &self.page);
        self.draw_review();
    }

    /// Draws the review at the next animation frame, once however many of its answers arrive
    /// before it: a long game's positions are judged faster than frames come (nine answers in
    /// one frame of a 216-move review on a throttled phone), and each draw reads every move.
    /// While the review runs, a draw comes at most every [`REVIEW_EVERY_MS`]: each one repaints
    /// the move list and the graph, 30 to 60 ms on a throttled phone.
    fn draw_review_at_frame(&mut self) {
        if self.review_frame {
            return;
        }
        let wait = match self.page.review_running() {
            true => (self.review_drawn_at + REVIEW_EVERY_MS).saturating_sub(now_ms()),
            false => 0,
        };
        let weak = self.self_ref.clone();
        let draw = move || {
            let Some(app) = weak.upgrade() else { return };
            let Ok(mut app) = app.try_borrow_mut() else { return };
            app.review_frame = false;
            app.review_drawn_at = now_ms();
            app.draw_review();
        };
        self.review_frame = if wait == 0 {
            at_next_frame(draw).is_some()
        } else {
            Timer::after(wait, move || {
                at_next_frame(draw);
            })
            .forget();
            true
        };
    }

    fn draw_review(&mut self) {
        review::draw(&self.doc, &self.page, &self.moves, &mut self.review_graph);
        // (The result box folds while the review shows.)
        draw::result(&self.els, &self.page);
    }

    /// Tells the model the time when `wake` says (any earlier timer is dropped), or never.
    fn wake_at(&mut self, wake: loa_app::session::Wake) {
        self.wake = None;
        let loa_app::session::Wake::At(at) = wake else { return };
        let weak = self.self_ref.clone();
        self.wake = Some(Timer::after(at.saturating_sub(now_ms()), move || {
            if let Some(app) = weak.upgrade() {
                act(&app, Page::tick);
            }
        }));
    }
}
