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
//! `expect` (an exercise: "Correct!" or "try again"). Events on the element: `loa-move` and
//! `loa-end`, `CustomEvent`s whose `detail` describes the move or the result.

pub mod config;

use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::{Rc, Weak};

use loa_core::{Color, Move, Position};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    CustomEvent, CustomEventInit, Document, Event, HtmlButtonElement, HtmlElement, KeyboardEvent, ShadowRoot,
};

use crate::ai::{AiClient, AiEvent};
use crate::board::{Board, BoardOptions, Movable};
use config::Config;

/// The element's own look: everything else comes from the page (font, text colour).
const STYLE: &str = "
:host{display:block;position:relative;max-width:100%;font:inherit;color:inherit;line-height:1.3}
:host([hidden]){display:none}
.frame{display:flex;flex-direction:column;gap:.45em}
.controls{display:flex;align-items:center;justify-content:center;gap:.3em;flex-wrap:wrap}
.controls[hidden],.status:empty{display:none}
button{font:inherit;font-size:.9em;min-width:2.4em;padding:.25em .55em;display:inline-flex;
  align-items:center;justify-content:center;border:1px solid currentColor;
  border-radius:.35em;background:transparent;color:inherit;cursor:pointer;opacity:.85}
button:hover:not(:disabled){opacity:1}
button:disabled{opacity:.3;cursor:default}
button:focus-visible{outline:2px solid #1e6fd9;outline-offset:1px}
button[hidden]{display:none}
.count{min-width:4.5em;text-align:center;font-size:.9em;font-variant-numeric:tabular-nums}
.status{text-align:center;font-size:.95em;min-height:1.3em}
.status.ok{color:#1a7f37;font-weight:600}
.status.wrong{color:#b42318;font-weight:600}
.error{border:2px dashed #b42318;border-radius:.4em;padding:.8em 1em;font-size:.95em}
.error strong{display:block;margin-bottom:.3em;color:#b42318}
.error code{font-family:ui-monospace,monospace;overflow-wrap:anywhere}
@media (prefers-color-scheme: dark){
  .status.ok{color:#5cd67d}.status.wrong,.error strong{color:#ff8a80}.error{border-color:#ff8a80}
}";

/// How long a wrong exercise answer stays on the board before it is taken back.
const TAKE_BACK_MS: i32 = 900;

thread_local! {
    static EMBEDS: RefCell<HashMap<u32, Rc<RefCell<Embed>>>> = RefCell::new(HashMap::new());
    static NEXT_ID: Cell<u32> = const { Cell::new(1) };
    static WORKER_URL: RefCell<String> = RefCell::new("./worker_loader.js".to_owned());
}

/// Where the engine worker is started from (the loader passes an absolute URL next to itself).
pub fn configure(worker_url: &str) {
    WORKER_URL.with(|u| worker_url.clone_into(&mut u.borrow_mut()));
}

/// Builds the board in `host`'s shadow root; returns the handle the other calls take.
pub fn connect(host: HtmlElement) -> u32 {
    let id = NEXT_ID.with(|n| {
        let id = n.get();
        n.set(id.wrapping_add(1).max(1));
        id
    });
    match Embed::new(host.clone()) {
        Ok(embed) => {
            embed.borrow_mut().apply_attributes();
            EMBEDS.with(|e| e.borrow_mut().insert(id, embed));
        }
        Err(e) => show_fatal(&host, &crate::ai::js_error_text(&e)),
    }
    id
}

/// The attributes changed: read them again and follow.
pub fn update(id: u32) {
    if let Some(embed) = EMBEDS.with(|e| e.borrow().get(&id).cloned()) {
        embed.borrow_mut().apply_attributes();
    }
}

/// The element left the page: stop its worker and timers and free the board.
pub fn disconnect(id: u32) {
    if let Some(embed) = EMBEDS.with(|e| e.borrow_mut().remove(&id)) {
        embed.borrow_mut().shut_down();
    }
}

/// Last resort when even the element's parts cannot be made: a message as plain text.
fn show_fatal(host: &HtmlElement, message: &str) {
    host.set_text_content(Some(&format!("This Lines of Action board could not be shown: {message}")));
}

/// A button's or key's action on the embed.
type Handler = Box<dyn Fn(&mut Embed, &Event)>;

struct Buttons {
    first: HtmlButtonElement,
    prev: HtmlButtonElement,
    next: HtmlButtonElement,
    last: HtmlButtonElement,
    pass: HtmlButtonElement,
    reset: HtmlButtonElement,
}

struct Embed {
    host: HtmlElement,
    frame: HtmlElement,
    board_box: HtmlElement,
    controls: HtmlElement,
    count: HtmlElement,
    buttons: Buttons,
    status: HtmlElement,
    error: HtmlElement,
    board: Option<Board>,
    board_coordinates: bool,
    config: Option<Config>,
    /// Moves from `config.start`: the `moves` line, then whatever was played on the board.
    history: Vec<Move>,
    /// How many of `history` are on the board.
    cursor: usize,
    /// The exercise was answered correctly.
    solved: bool,
    /// A wrong answer is on the board until this timer takes it back.
    take_back: Option<i32>,
    /// The side the reader plays against the computer.
    reader: Option<Color>,
    ai: Option<AiClient>,
    search: Option<u32>,
    ai_failure: Option<String>,
    self_ref: Weak<RefCell<Embed>>,
    _listeners: Vec<Closure<dyn FnMut(Event)>>,
    _timer: Option<Closure<dyn FnMut()>>,
}

fn element(doc: &Document, tag: &str, class: &str) -> Result<HtmlElement, JsValue> {
    let el: HtmlElement = doc.create_element(tag)?.unchecked_into();
    el.set_class_name(class);
    Ok(el)
}

/// Step-button icons as SVG paths: media-control glyphs are missing from many fonts.
const ICON_FIRST: &str = "M3 3h2v10H3zM13 3v10L6 8z";
const ICON_PREV: &str = "M11 3v10L4 8z";
const ICON_NEXT: &str = "M5 3v10l7-5z";
const ICON_LAST: &str = "M3 3v10l7-5zM11 3h2v10h-2z";

fn icon(path: &str) -> String {
    format!(
        r#"<svg viewBox="0 0 16 16" width="1em" height="1em" aria-hidden="true"><path fill="currentColor" d="{path}"/></svg>"#
    )
}

/// A button showing `content` (text, or an [`icon`] when it starts with `<`).
fn button(doc: &Document, content: &str, label: &str, class: &str) -> Result<HtmlButtonElement, JsValue> {
    let b: HtmlButtonElement = element(doc, "button", class)?.unchecked_into();
    b.set_type("button");
    if content.starts_with('<') {
        b.set_inner_html(content);
    } else {
        b.set_text_content(Some(content));
    }
    b.set_attribute("aria-label", label)?;
    b.set_title(label);
    Ok(b)
}

impl Embed {
    fn new(host: HtmlElement) -> Result<Rc<RefCell<Embed>>, JsValue> {
        let doc = host.owner_document().ok_or_else(|| JsValue::from_str("the element has no document"))?;
        // The loader attaches the shadow root (with a "loading" note); attach one if it did not.
        let root: ShadowRoot = match host.shadow_root() {
            Some(root) => root,
            None => host.attach_shadow(&web_sys::ShadowRootInit::new(web_sys::ShadowRootMode::Open))?,
        };
        root.set_inner_html("");
        let style = doc.create_element("style")?;
        style.set_text_content(Some(STYLE));
        root.append_child(&style)?;
        let frame = element(&doc, "div", "frame")?;
        frame.set_attribute("part", "frame")?;
        let board_box = element(&doc, "div", "board")?;
        let controls = element(&doc, "div", "controls")?;
        controls.set_attribute("part", "controls")?;
        let buttons = Buttons {
            first: button(&doc, &icon(ICON_FIRST), "First position (Home)", "first")?,
            prev: button(&doc, &icon(ICON_PREV), "Previous move (←)", "prev")?,
            next: button(&doc, &icon(ICON_NEXT), "Next move (→)", "next")?,
            last: button(&doc, &icon(ICON_LAST), "Last position (End)", "last")?,
            pass: button(&doc, "Pass", "Pass (no legal move)", "pass")?,
            reset: button(&doc, "Reset", "Start this board again", "reset")?,
        };
        let count = element(&doc, "span", "count")?;
        count.set_attribute("aria-live", "off")?;
        controls.append_child(&buttons.first)?;
        controls.append_child(&buttons.prev)?;
        controls.append_child(&count)?;
        controls.append_child(&buttons.next)?;
        controls.append_child(&buttons.last)?;
        controls.append_child(&buttons.pass)?;
        controls.append_child(&buttons.reset)?;
        let status = element(&doc, "div", "status")?;
        status.set_attribute("part", "status")?;
        status.set_attribute("aria-live", "polite")?;
        let error = element(&doc, "div", "error")?;
        error.set_attribute("role", "alert")?;
        error.set_hidden(true);
        frame.append_child(&board_box)?;
        frame.append_child(&controls)?;
        frame.append_child(&status)?;
        frame.append_child(&error)?;
        root.append_child(&frame)?;

        let embed = Rc::new_cyclic(|weak: &Weak<RefCell<Embed>>| {
            RefCell::new(Embed {
                host,
                frame,
                board_box,
                controls,
                count,
                buttons,
                status,
                error,
                board: None,
                board_coordinates: true,
                config: None,
                history: Vec::new(),
                cursor: 0,
                solved: false,
                take_back: None,
                reader: None,
                ai: None,
                search: None,
                ai_failure: None,
                self_ref: weak.clone(),
                _listeners: Vec::new(),
                _timer: None,
            })
        });
        Embed::listen(&embed)?;
        Ok(embed)
    }

    /// Buttons and keys. Handlers hold a weak reference: the element's registry owns the embed.
    fn listen(embed: &Rc<RefCell<Embed>>) -> Result<(), JsValue> {
        let mut listeners = Vec::new();
        let on = |target: &web_sys::EventTarget, event: &str, f: Handler| {
            let weak = Rc::downgrade(embed);
            let closure = Closure::<dyn FnMut(Event)>::new(move |e: Event| {
                if let Some(embed) = weak.upgrade() {
                    if let Ok(mut embed) = embed.try_borrow_mut() {
                        f(&mut embed, &e);
                    }
                }
            });
            target.add_event_listener_with_callback(event, closure.as_ref().unchecked_ref()).map(|()| closure)
        };
        let e = embed.borrow();
        listeners.push(on(&e.buttons.first, "click", Box::new(|s, _| s.step_to(0)))?);
        listeners.push(on(&e.buttons.prev, "click", Box::new(|s, _| s.step_to(s.cursor.saturating_sub(1))))?);
        listeners.push(on(&e.buttons.next, "click", Box::new(|s, _| s.step_to(s.cursor + 1)))?);
        listeners.push(on(&e.buttons.last, "click", Box::new(|s, _| s.step_to(s.history.len())))?);
        listeners.push(on(&e.buttons.pass, "click", Box::new(|s, _| s.reader_move(Move::PASS)))?);
        listeners.push(on(&e.buttons.reset, "click", Box::new(|s, _| s.apply_attributes()))?);
        // ←/→ step through the moves; the board's own grid keeps its arrows (it stops them).
        listeners.push(on(
            &e.frame,
            "keydown",
            Box::new(|s, ev| {
                let Some(key) = ev.dyn_ref::<KeyboardEvent>() else { return };
                if key.alt_key() || key.ctrl_key() || key.meta_key() || s.history.is_empty() {
                    return;
                }
                let to = match key.key().as_str() {
                    "ArrowLeft" => s.cursor.saturating_sub(1),
                    "ArrowRight" => s.cursor + 1,
                    "Home" => 0,
                    "End" => s.history.len(),
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

    /// Reads the attributes and starts over from them (also the reset button).
    fn apply_attributes(&mut self) {
        self.cancel_take_back();
        self.cancel_search();
        self.solved = false;
        self.ai_failure = None;
        let host = self.host.clone();
        match Config::read(|name| host.get_attribute(name)) {
            Ok(config) => {
                self.error.set_hidden(true);
                self.board_box.set_hidden(false);
                if let Err(e) = self.ensure_board(config.coordinates) {
                    return self.show_error(&format!("the board could not be drawn: {}", crate::ai::js_error_text(&e)));
                }
                if let Some(board) = &self.board {
                    board.set_flipped(config.flipped);
                }
                self.history.clone_from(&config.line);
                // Exercises and games start after the given moves; a line to study, at its start.
                self.cursor = config.ply.unwrap_or(if config.interactive { config.line.len() } else { 0 });
                self.reader = config.computer.map(|_| self.position_at(&config, self.cursor).turn());
                if config.computer.is_some() && self.ai.is_none() {
                    self.ai = Some(self.new_ai());
                }
                self.config = Some(config);
                self.host.set_attribute("data-state", "ready").ok();
                self.show(None);
            }
            Err(e) => self.show_error(&e.to_string()),
        }
    }

    fn show_error(&mut self, message: &str) {
        self.config = None;
        self.board = None;
        self.board_box.set_hidden(true);
        self.controls.set_hidden(true);
        self.status.set_text_content(None);
        self.error.set_inner_html("");
        let doc = self.host.owner_document();
        let write = || -> Result<(), JsValue> {
            let doc = doc.ok_or_else(|| JsValue::from_str("no document"))?;
            let title = doc.create_element("strong")?;
            title.set_text_content(Some("This Lines of Action board cannot be shown."));
            let code = doc.create_element("code")?;
            code.set_text_content(Some(message));
            self.error.append_child(&title)?;
            self.error.append_child(&code)?;
            Ok(())
        };
        if write().is_err() {
            self.error.set_text_content(Some(message));
        }
        self.error.set_hidden(false);
        self.frame.set_attribute("data-error", message).ok();
        self.host.set_attribute("data-state", "error").ok();
        self.dispatch("loa-error", &[("message", JsValue::from_str(message))]);
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
        let mut options = BoardOptions { coordinates, ..BoardOptions::default() };
        if let Some(label) = label {
            options.label = label;
        }
        let board = Board::new(&self.board_box, options, move |m| {
            if let Some(embed) = weak.upgrade() {
                if let Ok(mut embed) = embed.try_borrow_mut() {
                    embed.reader_move(m);
                }
            }
        })?;
        self.board = Some(board);
        self.board_coordinates = coordinates;
        Ok(())
    }

    fn position_at(&self, config: &Config, n: usize) -> Position {
        let mut pos = config.start.clone();
        for &m in &self.history[..n.min(self.history.len())] {
            pos.play_unchecked(m);
        }
        pos
    }

    fn current(&self) -> Option<Position> {
        self.config.as_ref().map(|c| self.position_at(c, self.cursor))
    }

    fn is_exercise_point(&self) -> bool {
        self.config.as_ref().is_some_and(|c| !c.expect.is_empty() && self.cursor == c.line.len())
    }

    /// Whether the reader may move now, and which side.
    fn movable(&self, pos: &Position) -> Movable {
        let Some(config) = &self.config else { return Movable::None };
        if !config.interactive || pos.is_game_over() || self.take_back.is_some() || self.search.is_some() {
            return Movable::None;
        }
        if !config.expect.is_empty() {
            // An exercise is answered once, at its position.
            return if !self.solved && self.is_exercise_point() { Movable::Both } else { Movable::None };
        }
        match self.reader {
            Some(side) => Movable::Side(side),
            None => Movable::Both,
        }
    }

    /// Puts the current position on the board and updates controls, status and data attributes.
    fn show(&mut self, animate: Option<Move>) {
        let Some(pos) = self.current() else { return };
        let movable = self.movable(&pos);
        if let Some(board) = &self.board {
            board.set_position(&pos, animate);
            board.set_movable(movable);
        }
        let len = self.history.len();
        let interactive = self.config.as_ref().is_some_and(|c| c.interactive);
        let only_pass = movable != Movable::None && !pos.has_piece_move() && !pos.is_game_over();
        self.controls.set_hidden(len == 0 && !interactive);
        for b in [&self.buttons.first, &self.buttons.prev, &self.buttons.next, &self.buttons.last] {
            b.set_hidden(len == 0);
        }
        self.count.set_hidden(len == 0);
        self.buttons.first.set_disabled(self.cursor == 0);
        self.buttons.prev.set_disabled(self.cursor == 0);
        self.buttons.next.set_disabled(self.cursor >= len);
        self.buttons.last.set_disabled(self.cursor >= len);
        self.buttons.pass.set_hidden(!only_pass);
        let changed = self.config.as_ref().is_some_and(|c| self.history != c.line) || self.solved;
        self.buttons.reset.set_hidden(!interactive || !changed);
        self.count.set_text_content(Some(&format!("{} / {}", self.cursor, len)));

        let (text, class) = self.status_text(&pos, only_pass);
        self.status.set_text_content(Some(&text));
        self.status.set_class_name(&format!("status {class}"));
        let f = &self.frame;
        f.set_attribute("data-position", &pos.to_string()).ok();
        f.set_attribute("data-ply", &self.cursor.to_string()).ok();
        f.set_attribute("data-moves", &len.to_string()).ok();
        f.set_attribute("data-turn", &pos.turn().name().to_ascii_lowercase()).ok();
        f.remove_attribute("data-error").ok();
        match pos.outcome() {
            Some(o) => f.set_attribute("data-result", o.result_str()).ok(),
            None => f.remove_attribute("data-result").ok(),
        };
    }

    fn status_text(&self, pos: &Position, only_pass: bool) -> (String, &'static str) {
        if self.take_back.is_some() {
            return ("Not this one. Try again.".to_owned(), "wrong");
        }
        let outcome = pos.outcome().map(|o| format!("{o}."));
        if self.solved {
            return (outcome.map_or_else(|| "Correct!".to_owned(), |o| format!("Correct! {o}")), "ok");
        }
        if let Some(o) = outcome {
            return (o, "end");
        }
        if let Some(message) = &self.ai_failure {
            return (format!("The computer cannot play: {message}"), "wrong");
        }
        if self.search.is_some() {
            return ("The computer is thinking…".to_owned(), "");
        }
        let turn = pos.turn();
        if only_pass || (!pos.has_piece_move() && pos.legal_moves().iter().any(|m| m.is_pass())) {
            return (format!("{turn} has no legal move and must pass."), "");
        }
        if self.is_exercise_point() {
            return (format!("{turn} to move: find the move."), "");
        }
        let last = self.cursor.checked_sub(1).and_then(|i| self.history.get(i));
        match last {
            Some(m) => (format!("{} played {m}. {turn} to move.", !turn), ""),
            None => (format!("{turn} to move."), ""),
        }
    }

    fn step_to(&mut self, n: usize) {
        let n = n.min(self.history.len());
        if n == self.cursor || self.take_back.is_some() {
            return;
        }
        // One step forward slides the piece; a step back slides it home (the move reversed).
        let animate = if n == self.cursor + 1 {
            self.history.get(self.cursor).copied()
        } else if n + 1 == self.cursor {
            self.history.get(n).and_then(|m| Move::new(m.to(), m.from(), false))
        } else {
            None
        };
        self.cancel_search();
        self.cursor = n;
        // Back at the end of a game against the computer with the computer to move: it answers.
        self.maybe_start_search();
        self.show(animate);
    }

    /// A move from the board (always legal there) or the pass button.
    fn reader_move(&mut self, m: Move) {
        let Some(pos) = self.current() else { return };
        if self.movable(&pos) == Movable::None || !pos.is_legal(m) {
            return;
        }
        let exercise = self.is_exercise_point();
        let correct = exercise.then(|| self.config.as_ref().is_some_and(|c| c.expect.contains(&m)));
        self.history.truncate(self.cursor);
        self.history.push(m);
        self.cursor += 1;
        match correct {
            Some(true) => self.solved = true,
            Some(false) => self.schedule_take_back(),
            None => {}
        }
        self.after_move(m, &pos, "reader", correct);
    }

    /// Shows a move just made from `before` and tells the page; starts the computer's reply.
    fn after_move(&mut self, m: Move, before: &Position, by: &str, correct: Option<bool>) {
        if by == "reader" {
            self.maybe_start_search();
        }
        self.show(Some(m));
        let Some(after) = self.current() else { return };
        let mut detail = vec![
            ("move", JsValue::from_str(&m.to_string())),
            ("color", JsValue::from_str(&before.turn().name().to_ascii_lowercase())),
            ("capture", JsValue::from_bool(m.is_capture())),
            ("position", JsValue::from_str(&after.to_string())),
            ("ply", JsValue::from_f64(self.cursor as f64)),
            ("by", JsValue::from_str(by)),
        ];
        if let Some(correct) = correct {
            detail.push(("correct", JsValue::from_bool(correct)));
        }
        self.dispatch("loa-move", &detail);
        if let Some(o) = after.outcome() {
            self.dispatch(
                "loa-end",
                &[
                    ("result", JsValue::from_str(o.result_str())),
                    ("reason", JsValue::from_str(o.reason().name())),
                    ("message", JsValue::from_str(&o.to_string())),
                    ("position", JsValue::from_str(&after.to_string())),
                ],
            );
        }
    }

    fn schedule_take_back(&mut self) {
        let weak = self.self_ref.clone();
        let closure = Closure::<dyn FnMut()>::new(move || {
            if let Some(embed) = weak.upgrade() {
                if let Ok(mut embed) = embed.try_borrow_mut() {
                    embed.take_back = None;
                    let undone = embed.history.pop();
                    embed.cursor = embed.cursor.saturating_sub(1).min(embed.history.len());
                    embed.show(undone.and_then(|m| Move::new(m.to(), m.from(), false)));
                }
            }
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

    fn new_ai(&self) -> AiClient {
        let weak = self.self_ref.clone();
        let url = WORKER_URL.with(|u| u.borrow().clone());
        AiClient::new(&url, move |event| {
            if let Some(embed) = weak.upgrade() {
                if let Ok(mut embed) = embed.try_borrow_mut() {
                    embed.on_ai(event);
                }
            }
        })
    }

    /// After the reader's move in a game against the computer, asks for the reply.
    fn maybe_start_search(&mut self) {
        let (Some(level), Some(reader)) = (self.config.as_ref().and_then(|c| c.computer), self.reader) else {
            return;
        };
        let Some(pos) = self.current() else { return };
        if pos.is_game_over() || pos.turn() == reader || self.cursor != self.history.len() {
            return;
        }
        if self.ai.is_none() {
            self.ai = Some(self.new_ai());
        }
        if let Some(ai) = &self.ai {
            let seed = (js_sys::Math::random() * f64::from(u32::MAX)) as u32;
            self.search = Some(ai.start(&pos, level, seed));
        }
    }

    fn cancel_search(&mut self) {
        if self.search.take().is_some() {
            if let Some(ai) = &self.ai {
                ai.cancel();
            }
        }
    }

    fn on_ai(&mut self, event: AiEvent) {
        match event {
            AiEvent::Info(_) => {}
            AiEvent::BestMove { id, best, .. } => {
                if self.search != Some(id) {
                    return;
                }
                self.search = None;
                let Some(pos) = self.current() else { return };
                match best {
                    Some(m) if pos.is_legal(m) => {
                        self.history.truncate(self.cursor);
                        self.history.push(m);
                        self.cursor += 1;
                        self.after_move(m, &pos, "computer", None);
                    }
                    _ => self.show(None),
                }
            }
            AiEvent::Failed { message, retrying } => {
                if !retrying {
                    self.search = None;
                    self.ai_failure = Some(message);
                    self.show(None);
                }
            }
        }
    }

    fn dispatch(&self, name: &str, detail: &[(&str, JsValue)]) {
        let object = js_sys::Object::new();
        for (key, value) in detail {
            let _ = js_sys::Reflect::set(&object, &JsValue::from_str(key), value);
        }
        let init = CustomEventInit::new();
        init.set_bubbles(true);
        init.set_composed(true);
        init.set_detail(&object);
        if let Ok(event) = CustomEvent::new_with_event_init_dict(name, &init) {
            let _ = self.host.dispatch_event(&event);
        }
    }

    fn shut_down(&mut self) {
        self.cancel_take_back();
        if let Some(ai) = self.ai.take() {
            ai.shutdown();
        }
        self.search = None;
        self.board = None;
        self._listeners.clear();
    }
}
