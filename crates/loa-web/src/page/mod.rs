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
//! The rooms: [`elements`] (the page's elements), [`clipboard`] and [`crash`] (copying a link,
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
pub mod status;
mod variations;

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use loa_core::Move;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlElement, Window};

use crate::board::{Board, BoardOptions};
use crate::dom::find::by_id;
use crate::engine::client::js_error_text;
use crate::engine::computer::{self, Computer};
use crate::engine::source::EngineSource;
use crate::i18n::tr;
use analysis::panel::Analysis;
use elements::Elements;
use loa_app::game::GameLine;
use loa_app::session::{Effects, Session, Style, Text};
use move_list::MoveList;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(text: &str);
}

/// Starts the page. Errors end up on the page and in the console, never as a panic.
pub fn start() {
    crash::install();
    // The reader's language first (fetched if it is not built in), so the page never shows
    // words in another.
    match web_sys::window() {
        Some(window) => {
            // English when the chosen language's words cannot be had.
            let lang = crate::i18n::document::choose(&window);
            let english = window.clone();
            crate::i18n::document::load(&window, lang, move |ok| {
                if ok || lang == crate::i18n::Lang::En {
                    start_now();
                } else {
                    crate::i18n::document::load(&english, crate::i18n::Lang::En, |_| start_now());
                }
            });
        }
        None => start_now(),
    }
}

/// Starts the page in a task of its own (not in the one that read its words).
fn start_now() {
    then(mount);
}

/// The start failed: said on the page and in the console.
fn failed(e: &JsValue) {
    let text = tr("start-failed", &[("error", js_error_text(e).into())]);
    console_error(&text);
    if let Some(status) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("status")) {
        status.set_text_content(Some(&text));
    }
}

/// Runs `step` in a task of its own, so the browser may paint and answer input in between: the
/// page's start is cut into tasks of a few milliseconds each (on a slow phone, a task over 50 ms
/// blocks the page). A step that fails ends the start as [`failed`] says. The task is a message
/// to itself (a `MessageChannel`), not a timer: a page on a paused test clock still starts.
fn then(step: impl FnOnce() -> Result<(), JsValue> + 'static) {
    // One closure type for every step (boxed), so the glue is made once.
    let step: Box<dyn FnOnce() -> Result<(), JsValue>> = Box::new(step);
    let Ok(channel) = web_sys::MessageChannel::new() else { return failed(&"no MessageChannel".into()) };
    let callback = Closure::once_into_js(move || {
        if let Err(e) = step() {
            failed(&e);
        }
    });
    channel.port1().set_onmessage(Some(callback.unchecked_ref()));
    if let Err(e) = channel.port2().post_message(&JsValue::NULL) {
        failed(&e);
    }
}

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

/// What the start's first task found, for the next ones: the page, the game it opens on.
struct Opening {
    window: Window,
    doc: Document,
    store: Option<library::storage::Store>,
    arrival: address::Arrival,
    /// The address asked for the analysis board.
    analyse: bool,
    messages: Vec<String>,
}

/// The page's start, in five tasks: the words and the game to open; the board, built aside; the
/// app over it; the game shown (saved, the computer asked if it is its turn); the controls, and
/// the board put in place over its picture (which shows the position until then,
/// `www/board-picture.js`), so the board answers as soon as it is seen.
fn mount() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let doc = window.document().ok_or("no document")?;
    language::arrive(&window, &doc);
    let store = library::storage::Store::open(&window);
    // Read before the arrival drops the game (and this) from the address.
    let analyse = address::wants_analysis(&window);
    let arrival = address::initial_game(&window, store.as_ref());
    let mut messages = Vec::new();
    if library::storage::blocked(&window) {
        messages.push(tr("storage-blocked", &[]));
    }
    let opening = Opening { window, doc, store, arrival, analyse, messages };
    then(move || build_board(opening));
    Ok(())
}

/// The board, in an element of its own that is not yet in the page.
fn build_board(opening: Opening) -> Result<(), JsValue> {
    let slot: Rc<RefCell<Weak<RefCell<App>>>> = Rc::new(RefCell::new(Weak::new()));
    let board_slot = slot.clone();
    let aside: HtmlElement = opening.doc.create_element("div")?.unchecked_into();
    let board = Board::new(&aside, BoardOptions::default(), move |m| {
        let app = board_slot.borrow().upgrade();
        if let Some(app) = app {
            App::human_move(&app, m);
        }
    })?;
    then(move || build_app(opening, board, slot));
    Ok(())
}

/// The app over the board, then (in tasks of their own) the game shown and the controls.
fn build_app(opening: Opening, board: Board, slot: Rc<RefCell<Weak<RefCell<App>>>>) -> Result<(), JsValue> {
    let Opening { window, doc, store, arrival, analyse, messages } = opening;
    let address::Arrival { game, flipped, kept, notices, analysis: kept_analysis } = arrival;
    let els = Elements::find(&doc)?;
    let host: HtmlElement = by_id(&doc, "board")?;
    let show_info = library::storage::show_info(&window);
    els.show_info.set_checked(show_info);
    let sound = sound::Sound::new(&window);
    els.sound.set_checked(sound.enabled());
    new_game::fill_levels(&doc, &els.level)?;
    new_game::fill_time_controls(&doc, &els.time_control)?;

    let analysis_slot = slot.clone();
    let engine = EngineSource::page(&doc)?;
    let analysis = Analysis::new(&doc, &engine, move |worker, event| {
        let app = analysis_slot.borrow().upgrade();
        if let Some(app) = app {
            app.borrow_mut().on_analysis(worker, event);
        }
    })?;
    let app = Rc::new_cyclic(|weak: &Weak<RefCell<App>>| {
        let answer = weak.clone();
        let computer = Computer::new(&engine, move |event| {
            if let Some(app) = answer.upgrade() {
                app.borrow_mut().on_computer(event);
            }
        });
        RefCell::new(App {
            window: window.clone(),
            doc: doc.clone(),
            els,
            board,
            computer,
            engine,
            session: Session::new(game, Style::Game, (js_sys::Math::random() * f64::from(u32::MAX)) as u64),
            show_info,
            sound,
            moves: MoveList::default(),
            review: review::Review::new(&doc),
            analysis,
            stashed: None,
            analysed: None,
            editor: None,
            hint: hint_button::Hint::default(),
            store,
            kept,
            offer: None,
            ticker: clock_view::Ticker::default(),
            pictured: String::new(),
            self_ref: weak.clone(),
        })
    });
    *slot.borrow_mut() = Rc::downgrade(&app);
    {
        let mut a = app.borrow_mut();
        a.computer.warm_up();
        a.hint.plies = hint_button::stored_plies(&a.window, a.session.line());
        for m in messages {
            a.show_message(&m);
        }
        for n in notices {
            a.show_notice(n);
        }
        let _ = a.session.set_flipped(flipped);
        a.keep_analysis(kept_analysis);
        let me = a.kept.me;
        a.session.set_viewer(me);
    }
    then(move || {
        let mut a = app.borrow_mut();
        let fx = a.session.begin_at(clock_view::now_ms());
        a.perform(fx);
        if analyse {
            a.open_analysis();
        }
        drop(a);
        then(move || {
            controls::bind(&app)?;
            // Over the picture (later in the box, so drawn above it); the board sizes and draws
            // itself as it arrives.
            host.append_child(&app.borrow().board.element())?;
            APP.with(|slot| *slot.borrow_mut() = Some(app));
            Ok(())
        });
        Ok(())
    });
    Ok(())
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
