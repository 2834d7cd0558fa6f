//! The game page: the controller that ties the board component, the [`GameLine`], the computer
//! and the page's controls together.
//!
//! The flow of a move: pointer or keys on the board → [`Board`]'s move callback →
//! `App::human_move` → [`GameLine::play`] (loa-core checks it) → `App::after_move`: the move
//! is announced, the game saved ([`storage`]), the page redrawn from the line (board,
//! [`status`], [`move_list`]), and `App::sync_computer` asks the [`Computer`] if it is its turn;
//! its answer comes back through `App::on_computer` and takes the same way.
//!
//! The rooms: [`elements`] (the page's elements), [`clipboard`] and [`crash`] (copying a link,
//! a panic's reload offer), `events` (which control does what), [`storage`] and
//! [`loa_app::saved`] (what is kept), [`address`] and [`loa_app::saved::link`] (games in URLs),
//! [`new_game`] (the dialog), [`records`] (import and export), [`status`] and [`move_list`].

pub mod address;
mod analysis_board;
pub mod clipboard;
pub mod crash;
mod editor;
pub mod elements;
mod events;
mod hint;
pub mod language;
mod library_app;
pub mod library_game;
mod library_view;
pub mod move_list;
pub mod new_game;
pub mod records;
mod review;
pub mod sound;
pub mod status;
pub mod storage;
mod variations;

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use loa_core::{Color, Move, Position};
use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlElement, Window};

use crate::ai::js_error_text;
use crate::analysis::Analysis;
use crate::board::{Board, BoardOptions, Movable};
use crate::computer::{Answer, Computer};
use crate::i18n::{say, say_move, tr};
use elements::{by_id, Elements};
use loa_app::game::{reversed, GameLine, Player};
use move_list::MoveList;
use status::Thinking;

/// The worker, relative to the page (trunk's loader shim).
pub(crate) const WORKER_URL: &str = "./worker_loader.js";
/// A pause between moves when the computer plays itself, so people can follow.
const WATCH_DELAY_MS: i32 = 500;

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
            let lang = crate::i18n::page::choose(&window);
            crate::i18n::page::load(&window, lang, |_| start_now());
        }
        None => start_now(),
    }
}

fn start_now() {
    if let Err(e) = mount() {
        let text = tr("start-failed", &[("error", js_error_text(&e).into())]);
        console_error(&text);
        if let Some(status) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("status")) {
            status.set_text_content(Some(&text));
        }
    }
}

struct App {
    window: Window,
    doc: Document,
    els: Elements,
    board: Board,
    computer: Computer,
    game: GameLine,
    /// Rank 8 at the bottom.
    flipped: bool,
    /// A computer-vs-computer move waiting for its pause to end.
    watch_timer: Option<i32>,
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
    hint: hint::Hint,
    /// The library (`None`: nothing is kept) and the open game's place in it.
    store: Option<storage::Store>,
    kept: library_game::Kept,
    /// What the message's button does.
    offer: Option<library_game::Offer>,
    self_ref: Weak<RefCell<App>>,
}

type Shared = Rc<RefCell<App>>;

thread_local! {
    /// The page's one app, alive as long as the page (its listeners hold weak references).
    static APP: RefCell<Option<Shared>> = const { RefCell::new(None) };
}

fn mount() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let doc = window.document().ok_or("no document")?;
    language::arrive(&window, &doc);
    let els = Elements::find(&doc)?;
    let host: HtmlElement = by_id(&doc, "board")?;
    let store = storage::Store::open(&window);
    // Read before the arrival drops the game (and this) from the address.
    let analyse = address::wants_analysis(&window);
    let address::Arrival { game, flipped, kept, notices, analysis: kept_analysis } =
        address::initial_game(&window, store.as_ref());
    let mut messages = Vec::new();
    if storage::blocked(&window) {
        messages.push(tr("storage-blocked", &[]));
    }

    let slot: Rc<RefCell<Weak<RefCell<App>>>> = Rc::new(RefCell::new(Weak::new()));
    let board_slot = slot.clone();
    let board = Board::new(&host, BoardOptions::default(), move |m| {
        let app = board_slot.borrow().upgrade();
        if let Some(app) = app {
            App::human_move(&app, m);
        }
    })?;
    let show_info = storage::show_info(&window);
    els.show_info.set_checked(show_info);
    let sound = sound::Sound::new(&window);
    els.sound.set_checked(sound.enabled());
    new_game::fill_levels(&doc, &els.level)?;

    let analysis_slot = slot.clone();
    let analysis = Analysis::new(&doc, WORKER_URL, move |event| {
        let app = analysis_slot.borrow().upgrade();
        if let Some(app) = app {
            app.borrow_mut().on_analysis(event);
        }
    })?;
    let app = Rc::new_cyclic(|weak: &Weak<RefCell<App>>| {
        let answer = weak.clone();
        let computer = Computer::new(WORKER_URL, move |event| {
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
            game,
            flipped,
            watch_timer: None,
            show_info,
            sound,
            moves: MoveList::default(),
            review: review::Review::new(&doc),
            analysis,
            stashed: None,
            analysed: None,
            editor: None,
            hint: hint::Hint::default(),
            store,
            kept,
            offer: None,
            self_ref: weak.clone(),
        })
    });
    *slot.borrow_mut() = Rc::downgrade(&app);
    {
        let mut a = app.borrow_mut();
        a.computer.warm_up();
        a.hint.plies = hint::stored_plies(&a.window, &a.game);
        for m in messages {
            a.show_message(&m);
        }
        for n in notices {
            a.show_notice(n);
        }
        a.board.set_flipped(a.flipped);
        a.keep_analysis(kept_analysis);
        a.save();
        a.redraw(None);
        a.sync_computer();
        if analyse {
            a.open_analysis();
        }
    }
    events::bind(&app)?;
    APP.with(|slot| *slot.borrow_mut() = Some(app));
    Ok(())
}

impl App {
    // ---- a move -----------------------------------------------------------------------------

    fn human_move(app: &Shared, m: Move) {
        let mut a = app.borrow_mut();
        if a.stashed.is_some() && a.game.is_browsing() {
            // The analysis board plays on from the position shown.
            let view = a.game.view();
            a.game.go_to(view);
        }
        if a.game.is_browsing() || a.game.computer_to_move() {
            return;
        }
        let mover = a.game.turn();
        match a.game.play(m) {
            Ok(()) => a.after_move(mover, m),
            Err(e) => a.show_message(&tr("move-not-allowed", &[("error", say(&e).into())])),
        }
    }

    fn after_move(&mut self, mover: Color, m: Move) {
        let mut said = say_move(mover, m);
        if let Some(outcome) = self.game.outcome() {
            said = tr("move-and-outcome", &[("move", said.into()), ("outcome", say(&outcome).into())]);
        }
        self.board.announce(&said);
        self.sound.play(sound::Cue::of(m, self.game.outcome().is_some()));
        self.save();
        self.redraw(Some(m));
        self.sync_computer();
    }

    fn on_computer(&mut self, event: crate::ai::AiEvent) {
        match self.computer.answer(event, &mut self.game) {
            Answer::Ignored => {}
            Answer::Info => self.redraw_status(),
            Answer::Played { mover, m } => self.after_move(mover, m),
            Answer::Impossible(e) => {
                self.show_message(&tr("ai-impossible-move", &[("error", say(&e).into())]));
                self.redraw(None);
            }
            Answer::Failed { message, retrying } => {
                if crate::ai::is_stale() {
                    let offer = Some(library_game::Offer::Reload);
                    self.show_notice(library_game::Notice { text: tr("build-stale", &[]), offer });
                } else if retrying {
                    self.show_message(&tr("ai-restarting", &[("error", message.into())]));
                } else {
                    self.show_message(&tr("ai-failed", &[("error", message.into())]));
                }
                self.redraw_status();
            }
        }
    }

    /// Starts or stops the computer to match the game.
    fn sync_computer(&mut self) {
        if !self.game.computer_to_move() || self.computer.failure().is_some() {
            self.cancel_computer();
            return;
        }
        if self.computer.is_thinking() || self.watch_timer.is_some() {
            return;
        }
        let watching = self.game.players.black == Player::Computer && self.game.players.white == Player::Computer;
        if watching && self.game.ply() > 0 {
            let weak = self.self_ref.clone();
            let callback = Closure::once_into_js(move || {
                if let Some(app) = weak.upgrade() {
                    let mut a = app.borrow_mut();
                    a.watch_timer = None;
                    a.start_computer();
                }
            });
            self.watch_timer = self
                .window
                .set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), WATCH_DELAY_MS)
                .ok();
        } else {
            self.start_computer();
        }
    }

    fn start_computer(&mut self) {
        if !self.game.computer_to_move() || self.computer.is_thinking() {
            return;
        }
        self.computer.start(&self.game);
        self.redraw_status();
    }

    fn cancel_computer(&mut self) {
        if let Some(timer) = self.watch_timer.take() {
            self.window.clear_timeout_with_handle(timer);
        }
        self.computer.cancel();
    }

    /// A new game in place of this one (a new game, an import), keeping the orientation.
    fn replace_game(&mut self, game: GameLine, said: &str) {
        // The game before it is kept with its analysis board.
        self.close_analysis();
        self.analysed = None;
        self.cancel_computer();
        self.computer.retry();
        self.game = game;
        self.hint = hint::Hint::default();
        // A new entry in the library: the game before it stays there.
        self.kept = library_game::Kept::fresh();
        self.board.announce(said);
        self.save();
        self.redraw(None);
        self.sync_computer();
    }

    // ---- undo, redo, browsing ---------------------------------------------------------------

    fn undo(&mut self) {
        self.cancel_computer();
        let undone = self.game.undo();
        if undone.is_empty() {
            return;
        }
        // Slide the last piece taken back to where it came from.
        let back = undone.first().and_then(|m| reversed(*m));
        self.board.announce(&tr("took-back", &[("count", undone.len().into())]));
        self.save();
        self.redraw(back);
        self.sync_computer();
    }

    fn redo(&mut self) {
        self.cancel_computer();
        let redone = self.game.redo();
        if redone.is_empty() {
            return;
        }
        self.board.announce(&tr("replayed", &[("count", redone.len().into())]));
        self.save();
        self.redraw(redone.last().copied());
        self.sync_computer();
    }

    fn flip(&mut self) {
        self.flipped = !self.flipped;
        self.board.set_flipped(self.flipped);
        self.save();
    }

    fn browse_to(&mut self, ply: usize) {
        let old = self.game.view();
        // On the analysis board the game itself goes there (its line may go on past it).
        let moved = if self.game.variations() { self.game.go_to(ply) } else { self.game.set_view(ply) };
        if !moved {
            return;
        }
        // One step forward or back animates that move.
        let animate = self.game.step_move(old, self.game.view());
        self.save_analysis();
        self.redraw(animate);
    }

    /// On the analysis board, keeps where it stands (a move there is saved by `after_move`).
    fn save_analysis(&mut self) {
        if self.stashed.is_some() {
            self.save();
        }
    }

    fn browse_by(&mut self, step: isize) {
        let target = self.game.view().saturating_add_signed(step);
        self.browse_to(target);
    }

    // ---- the page ---------------------------------------------------------------------------

    fn start_new_game(&mut self) {
        let choice = new_game::read(&self.els);
        if let Some(e) = &choice.rules_error {
            self.show_message(e);
        }
        let game = GameLine::new(Position::with_rules(choice.variant, choice.rules), choice.players);
        self.els.message.set_hidden(true);
        let turn = status::turn_sentence(&game);
        let said = tr("new-game-started", &[("variant", say(&choice.variant).into()), ("turn", turn.into())]);
        self.replace_game(game, &said);
    }

    fn import(&mut self, text: &str) {
        match records::read_tree(text, self.game.start()) {
            Ok(tree) => {
                self.close_analysis();
                let game = GameLine::from_tree(tree, self.game.players);
                self.els.record_error.set_hidden(true);
                self.els.record_dialog.close();
                let said = tr("game-imported", &[("count", loa_app::game::numbering::moves_in(&game).into())]);
                self.replace_game(game, &said);
            }
            Err(e) => {
                self.els.record_error.set_text_content(Some(&tr("record-unreadable", &[("error", say(&e).into())])));
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
        self.board.set_position(self.game.shown(), animate);
        let movable = if self.game.is_browsing() || self.game.position().is_game_over() {
            Movable::None
        } else {
            match (self.game.players.black, self.game.players.white) {
                (Player::Human, Player::Human) => Movable::Both,
                (Player::Human, Player::Computer) => Movable::Side(Color::Black),
                (Player::Computer, Player::Human) => Movable::Side(Color::White),
                (Player::Computer, Player::Computer) => Movable::None,
            }
        };
        self.board.set_movable(movable);
        self.board.set_flipped(self.flipped);
        status::show_around(&self.els, &self.game);
        self.moves.show(&self.doc, &self.els.moves, &self.game);
        self.redraw_review();
        self.redraw_status();
        if self.stashed.is_some() {
            self.analysis.show(self.game.shown());
            self.board.set_arrow(self.analysis.best());
        } else {
            self.hint.cancel_unless(self.game.position());
            self.board.set_arrow(self.hint.arrow(self.game.shown()).or(self.review.arrow));
        }
        self.show_hint_button();
        self.show_side();
    }

    fn redraw_status(&self) {
        let thinking = Thinking {
            thinking: self.computer.is_thinking() || self.watch_timer.is_some(),
            failed: self.computer.failure().is_some(),
            info: self.computer.info().filter(|_| self.show_info),
        };
        status::show(&self.els, &self.game, thinking);
    }
}
