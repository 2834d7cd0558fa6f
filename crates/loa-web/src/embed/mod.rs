//! `<loa-board>`: a live board for any web page, built on the game's board component.
//!
//! `www/loa-board.js` defines the custom element (a class needs JS) and forwards its lifecycle to
//! the `embed` bin's exports, which call [`connect`], [`update`] and [`disconnect`]. One wasm module
//! serves every board on the page; each board lives in its element's shadow root, sizes to its
//! container, inherits the page's font and text colour, makes no sound, and shows a readable
//! message in place of the board when an attribute is wrong.
//!
//! Everything the board decides is [`loa_app::embed::Embed`] (the attributes, exercises,
//! puzzles, hints, the computer's turn, every word); this module is its DOM side: it reads the
//! element's attributes and events, hands them to the model, performs the [`Effects`] it returns
//! (the board and its controls drawn from the model's view, words announced, events fired on the
//! element, orders for the engine's workers, the one timer) and draws. The parts in the shadow
//! root are `parts` and `puzzle_parts`; the events fired are `host_events`.

mod attributes;
pub mod host_events;
pub mod parts;
mod puzzle_file;
mod puzzle_parts;
mod registry;
pub mod site_page;

pub use registry::{configure, connect, disconnect, page, update};
use registry::{puzzles_loaded, with_weak, Shared, ENGINE};

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use loa_app::embed::{Alarm, Effects, Embed, Go, Shown};
use loa_app::worker::Worker;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, HtmlElement, KeyboardEvent};

use crate::board::{Board, BoardOptions};
use crate::dom::time::Timer;
use crate::dom::Listener;
use crate::engine::client::js_error_text;
use crate::engine::pool::Workers;
use crate::i18n::Lang;
use parts::Parts;
use puzzle_parts::PuzzleParts;

/// What a board waiting for its words does when they come.
#[derive(Debug, Clone, Copy)]
enum Waiting {
    /// Reads its attributes (it was starting).
    Apply,
    /// Speaks its new language, keeping the game.
    Follow,
}

/// A button's or key's action on the board.
type Handler = Box<dyn Fn(&mut Element, &Event)>;

/// One `<loa-board>` in the page: the model and what draws it.
struct Element {
    host: HtmlElement,
    parts: Parts,
    board: Option<Board>,
    board_coordinates: bool,
    model: Embed,
    /// The puzzle's lines and buttons, while a puzzle is on the board.
    puzzle: Option<PuzzleParts>,
    workers: Workers,
    timer: Option<Timer>,
    /// The attributes as last read (in the order of [`loa_app::embed::config::ATTRIBUTES`]).
    read: Vec<Option<String>>,
    /// Events to fire once the board is no longer borrowed.
    outbox: Vec<loa_app::embed::events::HostEvent>,
    self_ref: Weak<RefCell<Element>>,
    _listeners: Vec<Listener>,
    /// Waiting for the words of its language (fetched once for every board of the page).
    waiting: Option<Waiting>,
}

impl Element {
    fn new(host: HtmlElement) -> Result<Shared, JsValue> {
        let parts = Parts::build(&host)?;
        let engine = ENGINE.with(|e| e.borrow().clone());
        let seed = (js_sys::Math::random() * f64::from(u32::MAX)) as u64;
        let element = Rc::new_cyclic(|weak: &Weak<RefCell<Element>>| {
            let answer = weak.clone();
            let workers = Workers::new(&engine, move |worker, report| {
                with_weak(&answer, |e| {
                    let fx = e.model.engine(worker, report);
                    e.perform(fx);
                });
            });
            RefCell::new(Element {
                host,
                parts,
                board: None,
                board_coordinates: true,
                model: Embed::new(Lang::default(), seed),
                puzzle: None,
                workers,
                timer: None,
                read: Vec::new(),
                outbox: Vec::new(),
                self_ref: weak.clone(),
                _listeners: Vec::new(),
                waiting: None,
            })
        });
        Element::listen(&element)?;
        element.borrow_mut().name_parts();
        Ok(element)
    }

    /// Buttons and keys. Handlers hold a weak reference: the page's registry owns the board.
    fn listen(element: &Shared) -> Result<(), JsValue> {
        let on = |target: &web_sys::EventTarget, event: &'static str, f: Handler| {
            let weak = Rc::downgrade(element);
            Listener::new(target, event, move |e: Event| with_weak(&weak, |s| f(s, &e)))
        };
        let go = |to: Go| -> Handler { Box::new(move |s, _| s.act(|m| m.go(to))) };
        let e = element.borrow();
        let b = &e.parts.buttons;
        let listeners = vec![
            on(&b.first, "click", go(Go::First))?,
            on(&b.prev, "click", go(Go::Prev))?,
            on(&b.next, "click", go(Go::Next))?,
            on(&b.last, "click", go(Go::Last))?,
            on(&b.pass, "click", Box::new(|s, _| s.act(|m| m.play(loa_core::Move::PASS))))?,
            on(&b.reset, "click", Box::new(|s, _| s.apply_attributes()))?,
            on(&b.hint, "click", Box::new(|s, _| s.act(Embed::ask_hint)))?,
            // ←/→ step through the moves; the board's own grid keeps its arrows (it stops them).
            on(
                &e.parts.frame,
                "keydown",
                Box::new(|s, ev| {
                    let Some(key) = ev.dyn_ref::<KeyboardEvent>() else { return };
                    if key.alt_key() || key.ctrl_key() || key.meta_key() || !s.model.steps() {
                        return;
                    }
                    let to = match key.key().as_str() {
                        "ArrowLeft" => Go::Prev,
                        "ArrowRight" => Go::Next,
                        "Home" => Go::First,
                        "End" => Go::Last,
                        _ => return,
                    };
                    ev.prevent_default();
                    s.act(|m| m.go(to));
                }),
            )?,
        ];
        drop(e);
        element.borrow_mut()._listeners = listeners;
        Ok(())
    }

    /// Hands an event to the model and performs what it returns.
    fn act(&mut self, event: impl FnOnce(&mut Embed) -> Effects) {
        let fx = event(&mut self.model);
        self.perform(fx);
    }

    /// Carries out what the model decided: the one place that starts workers and timers, fires
    /// events, speaks and draws.
    fn perform(&mut self, fx: Effects) {
        if fx.warm_up {
            self.workers.warm_up(Worker::Computer);
        }
        for (worker, order) in fx.workers {
            self.workers.perform(worker, order);
        }
        match fx.alarm {
            Some(Alarm::After(ms)) => {
                let weak = self.self_ref.clone();
                self.timer = Some(Timer::after(u64::from(ms), move || with_weak(&weak, |e| e.act(Embed::alarm))));
            }
            Some(Alarm::Clear) => self.timer = None,
            None => {}
        }
        if let Some(text) = &fx.keep_progress {
            puzzle_file::keep_progress(text);
        }
        if fx.names {
            self.name_parts();
        }
        if let Some(state) = fx.state {
            self.host.set_attribute("data-state", state.name()).ok();
        }
        match &fx.shown {
            Some(Shown::Board) => self.parts.show_board(),
            Some(Shown::Waiting(note)) => self.parts.show_waiting(note),
            Some(Shown::Error(message)) => self.show_error(message),
            None => {}
        }
        self.outbox.extend(fx.events);
        if fx.load_puzzles {
            let (file, stored) = puzzle_file::puzzle_set(puzzles_loaded);
            let fx = self.model.puzzles(file, stored.as_deref());
            return self.perform(fx);
        }
        // A board whose attributes are wrong draws nothing (late reports of its old game).
        if fx.redraw && matches!(fx.shown, None | Some(Shown::Board)) && self.model.config().is_some() {
            self.draw(fx.animate);
        }
        if let (Some(text), Some(board)) = (&fx.announce, &self.board) {
            board.announce(text);
        }
    }

    /// The board in place, with the options the attributes ask for.
    fn ensure_board(&mut self, coordinates: bool) -> Result<(), JsValue> {
        if self.board.is_some() && self.board_coordinates == coordinates {
            return Ok(());
        }
        self.board = None;
        let (weak, refused) = (self.self_ref.clone(), self.self_ref.clone());
        // The page may name each board for screen readers (`aria-label` or `title` on the element).
        let label =
            ["aria-label", "title"].iter().find_map(|a| self.host.get_attribute(a).filter(|l| !l.trim().is_empty()));
        let lang = self.model.lang();
        let label = label.unwrap_or_else(|| loa_app::embed::board_view::Names::of(lang).board);
        let options = BoardOptions { coordinates, label, lang, ..BoardOptions::default() };
        let board = Board::new(&self.parts.board_box, options, move |m| with_weak(&weak, |e| e.act(|s| s.play(m))))?;
        board.on_refused(move |m| with_weak(&refused, |e| e.act(|s| s.tried(m))));
        self.board = Some(board);
        self.board_coordinates = coordinates;
        Ok(())
    }

    /// Draws the model's view: the board, its controls, its status, the puzzle's lines.
    fn draw(&mut self, animate: Option<loa_core::Move>) {
        let view = self.model.view();
        if let Err(e) = self.ensure_board(view.coordinates) {
            let fx = self.model.draw_failed(&js_error_text(&e));
            return self.perform(fx);
        }
        if let Some(board) = &self.board {
            board.set_flipped(view.flipped);
            board.set_position(&view.position, animate);
            board.set_movable(view.movable);
            board.set_arrow(view.arrow);
        }
        self.parts.show(&view);
        self.draw_puzzle(view.puzzle.as_ref());
    }

    /// Names the buttons and the board in the model's language.
    fn name_parts(&mut self) {
        let lang = self.model.lang();
        let names = loa_app::embed::board_view::Names::of(lang);
        self.parts.set_lang(&names);
        if let Some(p) = &self.puzzle {
            p.set_lang(&names);
        }
        if let Some(board) = &self.board {
            board.set_lang(lang);
        }
    }

    fn show_error(&mut self, message: &str) {
        self.remove_puzzle();
        self.board = None;
        let title = loa_app::embed::board_view::Names::of(self.model.lang()).cannot_show;
        self.parts.show_error(&self.host, message, &title);
    }

    fn shut_down(&mut self) {
        let fx = self.model.shut_down();
        for (worker, order) in fx.workers {
            self.workers.perform(worker, order);
        }
        self.workers.shut_down();
        self.timer = None;
        self.remove_puzzle();
        self.board = None;
        self._listeners.clear();
    }
}
