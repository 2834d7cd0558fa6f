//! `<loa-board>`: a live board for any web page, built on the game's board component.
//!
//! `www/loa-board.js` defines the custom element (a class needs JS) and forwards its lifecycle to
//! the `embed` bin's exports, which call [`connect`], [`update`] and [`disconnect`]. One wasm module
//! serves every board on the page; each board lives in its element's shadow root, sizes to its
//! container, inherits the page's font and text colour, makes no sound, and shows a readable
//! message in place of the board when an attribute is wrong.
//!
//! Attributes (see [`config`]): `position`, `moves` (stepped with buttons and ←/→) and `ply` (the
//! step shown first), `variant`,
//! `rules`, `orientation`, `interactive`, `opponent="computer"` with `level`, `coordinates`,
//! `expect` (an exercise: "Correct!" or "try again"), `puzzle`, `hints` (a Hint button,
//! `hint_source.rs`). Events on the element: `loa-move` and
//! `loa-end`, `CustomEvent`s whose `detail` describes the move or the result.

//!
//! The game is a [`Session`] in its [`Style::Study`]: the line's cursor is the board, stepping is
//! undo and redo, a move played ends the moves after the cursor, and the computer answers at the
//! end of the line. The flow of a move: the board's callback → `Embed::reader_move` (the
//! exercise's and the puzzle's own rules first) → [`Session::play`] → [`Effects`] →
//! `Embed::perform`: the board shown again, the search started on the [`Computer`], `loa-move`
//! told to the page. The parts in the shadow root are [`parts`]; the events fired are [`host_events`].

mod attributes;
mod hint_source;
pub mod host_events;
pub mod parts;
mod puzzle;
mod registry;
pub mod site_page;

pub use registry::{configure, connect, disconnect, page, update};
use registry::{follow_page_lang, puzzles_loaded, with_weak, words_loaded, Shared, ENGINE, WORDS};

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use loa_core::{Color, Move, Position, Variant};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, HtmlElement, KeyboardEvent};

use crate::board::{Board, BoardOptions, Movable};
use crate::dom::Listener;
use crate::engine::client::js_error_text;
use crate::engine::computer::{self, Computer};
use crate::engine::hint::Hint;
use crate::i18n::Msg;
use crate::i18n::{self, document, Lang, Localize, Messages};
use host_events::{By, Outgoing};
use loa_app::embed::config::{self, Config};
use loa_app::game::{GameLine, Player, Players};
use loa_app::session::{BoardStatus, By as Mover, Effects, Session, Style};
use parts::{Parts, Shown};
use puzzle::{PuzzleMode, Wanted};

/// Who plays a board without the computer (and a puzzle, whose replies are the puzzle's own).
pub(crate) const TWO_PEOPLE: Players = Players { black: Player::Human, white: Player::Human, level: 1 };

/// How long a wrong exercise answer stays on the board before it is taken back.
const TAKE_BACK_MS: i32 = 900;

/// What a board waiting for its words does when they come.
#[derive(Debug, Clone, Copy)]
enum Waiting {
    /// Reads its attributes (it was starting).
    Apply,
    /// Speaks its new language, keeping the game.
    Follow,
}

/// A button's or key's action on the embed.
type Handler = Box<dyn Fn(&mut Embed, &Event)>;

struct Embed {
    host: HtmlElement,
    parts: Parts,
    board: Option<Board>,
    board_coordinates: bool,
    /// The language of the board's words (`None` until the attributes are first read).
    lang: Option<Lang>,
    /// The attributes, checked (`None` while they are wrong).
    config: Option<Config>,
    /// The game: the `moves` line, then whatever was played on the board (its cursor is the step
    /// shown), and the computer's turn.
    session: Session,
    /// The exercise was answered correctly.
    solved: bool,
    /// A wrong answer is on the board until this timer takes it back.
    take_back: Option<i32>,
    /// The `puzzle` being played.
    puzzle: Option<PuzzleMode>,
    computer: Computer,
    /// The hint shown or looked for (`hints`).
    hint: Hint,
    /// The attributes as last read (in the order of [`config::ATTRIBUTES`]).
    read: Vec<Option<String>>,
    /// Events to fire once the embed is no longer borrowed.
    outbox: Vec<Outgoing>,
    self_ref: Weak<RefCell<Embed>>,
    _listeners: Vec<Listener>,
    _timer: Option<Closure<dyn FnMut()>>,
    /// Waiting for the words of its language (fetched once for every board of the page).
    waiting: Option<Waiting>,
}

impl Embed {
    fn new(host: HtmlElement) -> Result<Shared, JsValue> {
        let parts = Parts::build(&host)?;
        let engine = ENGINE.with(|e| e.borrow().clone());
        let embed = Rc::new_cyclic(|weak: &Weak<RefCell<Embed>>| {
            let answer = weak.clone();
            let computer = Computer::new(&engine, move |event| with_weak(&answer, |e| e.on_computer(event)));
            RefCell::new(Embed {
                host,
                parts,
                board: None,
                board_coordinates: true,
                lang: None,
                config: None,
                session: Session::new(
                    GameLine::new(Position::new(Variant::Standard), TWO_PEOPLE),
                    Style::Study,
                    (js_sys::Math::random() * f64::from(u32::MAX)) as u64,
                ),
                solved: false,
                take_back: None,
                puzzle: None,
                computer,
                hint: Hint::default(),
                read: Vec::new(),
                outbox: Vec::new(),
                self_ref: weak.clone(),
                _listeners: Vec::new(),
                _timer: None,
                waiting: None,
            })
        });
        Embed::listen(&embed)?;
        Ok(embed)
    }

    /// Buttons and keys. Handlers hold a weak reference: the element's registry owns the embed.
    fn listen(embed: &Shared) -> Result<(), JsValue> {
        let mut listeners = Vec::new();
        let on = |target: &web_sys::EventTarget, event: &'static str, f: Handler| {
            let weak = Rc::downgrade(embed);
            Listener::new(target, event, move |e: Event| with_weak(&weak, |s| f(s, &e)))
        };
        let e = embed.borrow();
        let b = &e.parts.buttons;
        listeners.push(on(&b.first, "click", Box::new(|s, _| s.step_to(0)))?);
        listeners.push(on(&b.prev, "click", Box::new(|s, _| s.step_to(s.session.line().ply().saturating_sub(1))))?);
        listeners.push(on(&b.next, "click", Box::new(|s, _| s.step_to(s.session.line().ply() + 1)))?);
        listeners.push(on(&b.last, "click", Box::new(|s, _| s.step_to(usize::MAX)))?);
        listeners.push(on(&b.pass, "click", Box::new(|s, _| s.reader_move(Move::PASS)))?);
        listeners.push(on(&b.reset, "click", Box::new(|s, _| s.apply_attributes()))?);
        listeners.push(on(&b.hint, "click", Box::new(|s, _| s.ask_hint()))?);
        // ←/→ step through the moves; the board's own grid keeps its arrows (it stops them).
        listeners.push(on(
            &e.parts.frame,
            "keydown",
            Box::new(|s, ev| {
                let Some(key) = ev.dyn_ref::<KeyboardEvent>() else { return };
                if key.alt_key() || key.ctrl_key() || key.meta_key() || s.session.line().line().is_empty() {
                    return;
                }
                let to = match key.key().as_str() {
                    "ArrowLeft" => s.session.line().ply().saturating_sub(1),
                    "ArrowRight" => s.session.line().ply() + 1,
                    "Home" => 0,
                    "End" => usize::MAX,
                    _ => return,
                };
                ev.prevent_default();
                s.step_to(to);
            }),
        )?);
        drop(e);
        embed.borrow_mut()._listeners = listeners;
        Ok(())
    }

    fn ensure_board(&mut self, coordinates: bool) -> Result<(), JsValue> {
        if self.board.is_some() && self.board_coordinates == coordinates {
            return Ok(());
        }
        self.board = None;
        let weak = self.self_ref.clone();
        // The page may name each board for screen readers (`aria-label` or `title` on the element).
        let label =
            ["aria-label", "title"].iter().find_map(|a| self.host.get_attribute(a).filter(|l| !l.trim().is_empty()));
        let lang = self.lang.unwrap_or_default();
        let label = label.unwrap_or_else(|| i18n::messages(lang).tr(Msg::BoardLabel, &[]));
        let options = BoardOptions { coordinates, label, lang, ..BoardOptions::default() };
        let board = Board::new(&self.parts.board_box, options, move |m| with_weak(&weak, |e| e.reader_move(m)))?;
        self.board = Some(board);
        self.board_coordinates = coordinates;
        Ok(())
    }

    fn is_exercise_point(&self) -> bool {
        self.config.as_ref().is_some_and(|c| !c.expect.is_empty() && self.session.line().ply() == c.line.len())
    }

    /// Whether the reader may move now, and which side.
    fn movable(&self) -> Movable {
        let Some(config) = &self.config else { return Movable::None };
        if let Some(p) = &self.puzzle {
            let waits = p.waits(self.session.line()) && self.take_back.is_none();
            return if waits { Movable::Side(p.solver()) } else { Movable::None };
        }
        let over = self.session.is_over();
        if !config.interactive || over || self.take_back.is_some() || self.session.is_thinking() {
            return Movable::None;
        }
        if !config.expect.is_empty() {
            // An exercise is answered once, at its position.
            return if !self.solved && self.is_exercise_point() { Movable::Both } else { Movable::None };
        }
        self.session.movable()
    }

    /// Puts the current position on the board and updates controls, status and data attributes.
    fn show(&mut self, animate: Option<Move>) {
        // A hint's search for a position no longer on the board stops.
        self.hint.cancel_unless(self.session.line().position());
        let hint = self.hint_button();
        let Some(config) = &self.config else { return };
        let pos = self.session.line().position();
        let movable = self.movable();
        if let Some(board) = &self.board {
            board.set_position(pos, animate);
            board.set_movable(movable);
            board.set_arrow(self.hint.arrow(pos));
        }
        let only_pass = movable != Movable::None && !pos.has_piece_move() && !pos.is_game_over();
        let status = BoardStatus {
            wrong: self.take_back.is_some(),
            solved: self.solved,
            only_pass,
            exercise_point: self.is_exercise_point(),
        };
        let m = i18n::messages(self.lang.unwrap_or_default());
        let (cursor, len) = (self.session.line().ply(), self.session.line().line().len());
        let shown = Shown {
            pos: pos.clone(),
            cursor,
            len,
            count: m.tr(Msg::EmbedCount, &[("ply", cursor.into()), ("moves", len.into())]),
            // A puzzle has its own buttons (no reset, no pass).
            interactive: config.interactive && self.puzzle.is_none(),
            only_pass: only_pass && self.puzzle.is_none(),
            changed: self.session.line().line() != config.line.as_slice() || self.solved,
            status: {
                self.puzzle.as_ref().map_or_else(
                    || {
                        let (text, mark) = self.session.board_status(status);
                        (text.render(&m), mark.class())
                    },
                    |p| p.status(&m),
                )
            },
            hint,
        };
        self.parts.show(&shown);
        self.show_puzzle();
    }

    fn step_to(&mut self, n: usize) {
        if self.take_back.is_some() {
            return;
        }
        let fx = self.session.go_to(n);
        self.perform(fx, None);
    }

    /// A move from the board (always legal there) or the pass button.
    fn reader_move(&mut self, m: Move) {
        if self.puzzle.is_some() {
            return self.puzzle_move(m);
        }
        if self.config.is_none() || self.movable() == Movable::None || !self.session.line().position().is_legal(m) {
            return;
        }
        let correct = self.is_exercise_point().then(|| self.config.as_ref().is_some_and(|c| c.expect.contains(&m)));
        let fx = self.session.play(m);
        if fx.played.is_none() {
            return;
        }
        match correct {
            Some(true) => self.solved = true,
            Some(false) => self.schedule_take_back(),
            None => {}
        }
        self.perform(fx, correct);
    }

    /// Carries out what the session asked for: the search, the board shown again, the move told
    /// to the page (`correct`: the reader's answer to an exercise). The board is silent and keeps
    /// nothing: announcements are the board's own, and nothing is saved.
    fn perform(&mut self, fx: Effects, correct: Option<bool>) {
        if let Some(order) = fx.search {
            self.computer.perform(order);
        }
        if fx.redraw.board {
            self.show(fx.redraw.animate);
        }
        if let Some(played) = fx.played {
            let by = match played.by {
                Mover::Player => By::Reader,
                Mover::Computer => By::Computer,
            };
            let line = self.session.line();
            self.outbox.extend(host_events::moved(played.m, played.mover, line.position(), line.ply(), by, correct));
        }
    }

    /// Shows a move just made and tells the page.
    fn after_move(&mut self, m: Move, mover: Color, by: By, correct: Option<bool>) {
        self.show(Some(m));
        let line = self.session.line();
        self.outbox.extend(host_events::moved(m, mover, line.position(), line.ply(), by, correct));
    }

    fn schedule_take_back(&mut self) {
        let weak = self.self_ref.clone();
        let closure = Closure::<dyn FnMut()>::new(move || {
            with_weak(&weak, |embed| {
                embed.take_back = None;
                let fx = embed.session.take_back();
                embed.perform(fx, None);
            });
        });
        self.take_back = web_sys::window().and_then(|w| {
            w.set_timeout_with_callback_and_timeout_and_arguments_0(closure.as_ref().unchecked_ref(), TAKE_BACK_MS).ok()
        });
        self._timer = Some(closure);
    }

    fn cancel_take_back(&mut self) {
        if let (Some(id), Some(w)) = (self.take_back.take(), web_sys::window()) {
            w.clear_timeout_with_handle(id);
        }
    }

    fn on_computer(&mut self, event: loa_app::worker::Report) {
        // A board plays on no clock: the time does not matter to its session.
        let fx = computer::answer(&mut self.session, event, 0);
        self.perform(fx, None);
    }

    fn shut_down(&mut self) {
        self.cancel_take_back();
        self.end_puzzle();
        self.computer.shut_down();
        self.hint.shut_down();
        self.board = None;
        self._listeners.clear();
    }
}
