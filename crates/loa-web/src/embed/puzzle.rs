//! `<loa-board puzzle="ID">`: one puzzle of the site's `puzzles.tsv` (fetched once, next to
//! `embed.js`, and kept offline by the service worker), and `puzzle="next"`, the trainer of the
//! puzzles page: it keeps the reader's rating and streak in `localStorage` and moves on to the
//! next puzzle, easiest first.
//!
//! A right move brings the defender's reply, played for them after a moment; a wrong one is
//! taken back with the reason shown. Retry, Show solution and (in the trainer) Next puzzle sit
//! under the board. The logic is [`loa_app::puzzles`]; this file is its DOM side.

use std::cell::RefCell;
use std::rc::Rc;

use loa_core::puzzle::Miss;
use loa_core::{Color, Move};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Event, HtmlButtonElement, HtmlElement, Response};

use super::events::By;
use super::{with_weak, Embed};
use crate::ai::js_error_text;
use crate::i18n::{Arg, Messages};
use loa_app::game::GameLine;
use loa_app::puzzles::attempt::{reason, task};
use loa_app::puzzles::progress::STORAGE_KEY;
use loa_app::puzzles::{Attempt, Entry, Progress, PuzzleSet, Step};

/// How long the defender "thinks" before its listed reply is played.
const REPLY_MS: i32 = 550;

/// The puzzle lines' look (the board's own style is in `parts.rs`).
const STYLE: &str = "
.puzzle{display:flex;flex-direction:column;gap:.15em;text-align:center}
.puzzle .title{font-size:.85em;opacity:.75}
.puzzle .task{font-weight:600}
.puzzle .score{font-size:.9em;font-variant-numeric:tabular-nums}
.puzzle .score[hidden]{display:none}";

/// The puzzle file, loaded once for every board of the page.
enum Load {
    NotStarted,
    Loading,
    Ready(Rc<PuzzleSet>),
    Failed(String),
}

thread_local! {
    static SET: RefCell<Load> = const { RefCell::new(Load::NotStarted) };
}

/// What the attribute asks for once the file is here.
pub enum Wanted {
    /// Still loading: the board says so and is redone when the file arrives.
    Loading,
    Ready(Rc<PuzzleSet>),
    Failed(String),
}

/// The puzzle file, or a start at loading it: `loaded` runs when it arrives (or fails).
pub fn puzzle_set(loaded: fn()) -> Wanted {
    let state = SET.with(|s| match &*s.borrow() {
        Load::NotStarted => None,
        Load::Loading => Some(Wanted::Loading),
        Load::Ready(set) => Some(Wanted::Ready(set.clone())),
        Load::Failed(e) => Some(Wanted::Failed(e.clone())),
    });
    if let Some(state) = state {
        return state;
    }
    SET.with(|s| *s.borrow_mut() = Load::Loading);
    if let Err(e) = fetch(loaded) {
        SET.with(|s| *s.borrow_mut() = Load::Failed(js_error_text(&e)));
        return puzzle_set(loaded);
    }
    Wanted::Loading
}

/// `puzzles.tsv` next to `embed.js` (the loader's `<script>`), else next to the page.
fn file_url(doc: &Document) -> String {
    if let Ok(scripts) = doc.query_selector_all("script[src]") {
        for i in 0..scripts.length() {
            let Some(node) = scripts.item(i) else { continue };
            let src = js_sys::Reflect::get(&node, &JsValue::from_str("src")).ok().and_then(|s| s.as_string());
            if let Some(base) = src.as_deref().and_then(|s| s.strip_suffix("embed.js")) {
                if base.is_empty() || base.ends_with('/') {
                    return format!("{base}puzzles.tsv");
                }
            }
        }
    }
    "puzzles.tsv".to_owned()
}

fn finish(result: Result<Rc<PuzzleSet>, String>, loaded: fn()) {
    SET.with(|s| {
        *s.borrow_mut() = match result {
            Ok(set) => Load::Ready(set),
            Err(e) => Load::Failed(e),
        }
    });
    loaded();
}

fn fetch(loaded: fn()) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let url = file_url(&window.document().ok_or_else(|| JsValue::from_str("no document"))?);
    let failed = move || Closure::<dyn FnMut(JsValue)>::new(move |e: JsValue| finish(Err(js_error_text(&e)), loaded));
    let shown_url = url.clone();
    let response = Closure::<dyn FnMut(JsValue)>::new(move |r: JsValue| {
        let text = match r.dyn_into::<Response>() {
            Ok(r) if r.ok() => r.text(),
            Ok(r) => return finish(Err(format!("{shown_url}: HTTP {}", r.status())), loaded),
            Err(_) => return finish(Err(shown_url.clone()), loaded),
        };
        let promise = match text {
            Ok(promise) => promise,
            Err(e) => return finish(Err(js_error_text(&e)), loaded),
        };
        let read = Closure::<dyn FnMut(JsValue)>::new(move |text: JsValue| {
            let text = text.as_string().unwrap_or_default();
            finish(PuzzleSet::parse(&text).map(Rc::new).map_err(|e| e.to_string()), loaded);
        });
        let failed = failed();
        let _ = promise.then2(&read, &failed);
        read.forget();
        failed.forget();
    });
    let on_error = failed();
    let _ = window.fetch_with_str(&url).then2(&response, &on_error);
    // One load for the page's lifetime: the closures stay.
    response.forget();
    on_error.forget();
    Ok(())
}

/// The trainer's progress in `localStorage` (none when storage is blocked).
pub fn load_progress() -> Progress {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(STORAGE_KEY).ok().flatten())
        .and_then(|t| Progress::from_text(&t))
        .unwrap_or_default()
}

fn save_progress(p: &Progress) {
    if let Some(store) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) {
        let _ = store.set_item(STORAGE_KEY, &p.to_text());
    }
}

/// The puzzle's parts: a heading line above the board, its buttons below.
struct PuzzleParts {
    head: HtmlElement,
    title: HtmlElement,
    task: HtmlElement,
    score: HtmlElement,
    row: HtmlElement,
    retry: HtmlButtonElement,
    show: HtmlButtonElement,
    next: HtmlButtonElement,
    _listeners: Vec<Closure<dyn FnMut(Event)>>,
}

/// The last word on a reader's move, kept as what happened so that a change of language says it
/// again in the new one.
#[derive(Debug, Clone, Copy)]
enum Said {
    Wrong(Miss),
    Reply { by: Color, m: Move },
    Solved { late: bool },
}

impl Said {
    /// The text and the status line's class.
    fn text(self, t: &Messages, entry: &Entry) -> (String, &'static str) {
        match self {
            Said::Wrong(miss) => (format!("{} {}", reason(t, miss, entry), t.tr("puzzle-try-again", &[])), "wrong"),
            Said::Reply { by, m } => {
                (t.tr("puzzle-reply", &[("color", Arg::from(by)), ("move", Arg::from(m.to_string()))]), "ok")
            }
            Said::Solved { late } => (t.tr(if late { "puzzle-solved-late" } else { "puzzle-solved" }, &[]), "ok"),
        }
    }
}

/// A puzzle being played on the board.
pub struct PuzzleMode {
    trainer: bool,
    set: Rc<PuzzleSet>,
    attempt: Attempt,
    /// The last word on a move (said in the board's language when shown).
    said: Option<Said>,
    showing_solution: bool,
    progress: Progress,
    reply_timer: Option<i32>,
    parts: Option<PuzzleParts>,
    _reply: Option<Closure<dyn FnMut()>>,
}

fn make(doc: &Document, tag: &str, class: &str) -> Result<HtmlElement, JsValue> {
    let el: HtmlElement = doc.create_element(tag)?.unchecked_into();
    el.set_class_name(class);
    Ok(el)
}

impl PuzzleMode {
    /// `progress`: the trainer's (see [`load_progress`]), or the default for one puzzle.
    pub fn new(set: Rc<PuzzleSet>, entry: Entry, trainer: bool, progress: Progress) -> PuzzleMode {
        PuzzleMode {
            trainer,
            set,
            attempt: Attempt::new(entry),
            said: None,
            showing_solution: false,
            progress,
            reply_timer: None,
            parts: None,
            _reply: None,
        }
    }

    /// The trainer's next puzzle for `progress`, other than `skip`.
    pub fn next_entry(set: &PuzzleSet, progress: &Progress, skip: Option<&str>) -> Option<Entry> {
        set.next(progress.rating.value, |id| progress.tried(id) || Some(id) == skip).cloned()
    }

    fn cancel_reply(&mut self) {
        if let (Some(id), Some(w)) = (self.reply_timer.take(), web_sys::window()) {
            w.clear_timeout_with_handle(id);
        }
    }

    /// Whether the board waits for the solver's move.
    pub fn waits(&self, line: &GameLine) -> bool {
        self.reply_timer.is_none()
            && !self.showing_solution
            && self.attempt.solver_to_move()
            && line.ply() == self.attempt.played().len()
            && line.line().len() == line.ply()
    }

    /// The solution's next move, while the board waits for the reader's (a hint).
    pub fn next_answer(&self, line: &GameLine) -> Option<Move> {
        self.waits(line).then(|| self.attempt.next_move()).flatten()
    }

    /// Whether this is the puzzles page's trainer (which keeps a rating).
    pub fn is_trainer(&self) -> bool {
        self.trainer
    }

    /// A hint was shown: the attempt counts as missed. Returns whether the trainer's rating
    /// counted it now (the puzzle's first attempt).
    pub fn take_hint(&mut self) -> bool {
        let counts = self.trainer && !self.progress.tried(&self.attempt.entry.id);
        self.record(false);
        self.attempt.give_up();
        counts
    }

    pub fn solver(&self) -> Color {
        self.attempt.entry.solver()
    }

    /// The status line.
    pub fn status(&self, m: &Messages) -> (String, &'static str) {
        if self.showing_solution {
            let moves: Vec<String> = self.attempt.entry.solution.iter().map(ToString::to_string).collect();
            return (m.tr("puzzle-solution", &[("moves", Arg::from(moves.join(" ")))]), "");
        }
        let entry = &self.attempt.entry;
        self.said.map_or_else(|| (task(m, entry), ""), |said| said.text(m, entry))
    }

    fn state(&self) -> &'static str {
        if self.showing_solution {
            "solution"
        } else if self.attempt.solved() {
            "solved"
        } else if matches!(self.said, Some(Said::Wrong(_))) {
            "wrong"
        } else {
            "solving"
        }
    }

    /// Counts the first attempt in the trainer.
    fn record(&mut self, solved: bool) {
        if self.trainer {
            let e = &self.attempt.entry;
            if self.progress.record(&e.id, e.rating, solved) {
                save_progress(&self.progress);
            }
        }
    }
}

impl Embed {
    /// Starts `entry` on the board (the attributes were read; `config` is set).
    pub(super) fn start_puzzle(&mut self, mode: PuzzleMode) {
        let mut mode = mode;
        if let Some(old) = self.puzzle.as_mut() {
            old.cancel_reply();
            mode.parts = old.parts.take();
        }
        *self.session.line_mut() = GameLine::new(mode.attempt.entry.start.clone(), super::TWO_PEOPLE);
        self.puzzle = Some(mode);
        self.hint.clear();
        if let Err(e) = self.ensure_puzzle_parts() {
            return self.show_error(&js_error_text(&e));
        }
        self.show(None);
    }

    fn ensure_puzzle_parts(&mut self) -> Result<(), JsValue> {
        let Some(mode) = self.puzzle.as_mut() else { return Ok(()) };
        if mode.parts.is_some() {
            return Ok(());
        }
        let doc = self.host.owner_document().ok_or_else(|| JsValue::from_str("no document"))?;
        let m = crate::i18n::messages(self.lang.unwrap_or_default());
        if let Some(root) = self.host.shadow_root() {
            let style = doc.create_element("style")?;
            style.set_text_content(Some(STYLE));
            root.append_child(&style)?;
        }
        let head = make(&doc, "div", "puzzle")?;
        head.set_attribute("part", "puzzle")?;
        let title = make(&doc, "div", "title")?;
        let task_line = make(&doc, "div", "task")?;
        let score = make(&doc, "div", "score")?;
        head.append_child(&title)?;
        head.append_child(&task_line)?;
        head.append_child(&score)?;
        self.parts.frame.insert_before(&head, Some(&self.parts.board_box))?;
        let row = make(&doc, "div", "controls")?;
        let button = |text: &str, label: &str, class: &str| -> Result<HtmlButtonElement, JsValue> {
            let b: HtmlButtonElement = make(&doc, "button", class)?.unchecked_into();
            b.set_type("button");
            b.set_text_content(Some(&m.tr(text, &[])));
            b.set_title(&m.tr(label, &[]));
            row.append_child(&b)?;
            Ok(b)
        };
        let retry = button("puzzle-retry", "puzzle-retry-label", "retry")?;
        let show = button("puzzle-show", "puzzle-show-label", "solution")?;
        let next = button("puzzle-next", "puzzle-next-label", "nextpuzzle")?;
        self.parts.frame.append_child(&row)?;
        let mut listeners = Vec::new();
        for (b, action) in [
            (&retry, Embed::retry_puzzle as fn(&mut Embed)),
            (&show, Embed::show_solution),
            (&next, Embed::next_puzzle),
        ] {
            let weak = self.self_ref.clone();
            let closure = Closure::<dyn FnMut(Event)>::new(move |_e: Event| with_weak(&weak, action));
            b.add_event_listener_with_callback("click", closure.as_ref().unchecked_ref())?;
            listeners.push(closure);
        }
        mode.parts =
            Some(PuzzleParts { head, title, task: task_line, score, row, retry, show, next, _listeners: listeners });
        Ok(())
    }

    /// Removes the puzzle (the attribute went away).
    pub(super) fn end_puzzle(&mut self) {
        if let Some(mut mode) = self.puzzle.take() {
            mode.cancel_reply();
            if let Some(p) = mode.parts.take() {
                p.head.remove();
                p.row.remove();
            }
            for a in ["data-puzzle", "data-puzzle-kind", "data-puzzle-state", "data-rating", "data-streak"] {
                self.host.remove_attribute(a).ok();
            }
        }
    }

    /// Updates the puzzle's own lines and buttons and the host's data attributes.
    pub(super) fn show_puzzle(&self) {
        let Some(mode) = &self.puzzle else { return };
        let e = &mode.attempt.entry;
        let host = &self.host;
        host.set_attribute("data-puzzle", &e.id).ok();
        host.set_attribute("data-puzzle-kind", e.kind.name()).ok();
        host.set_attribute("data-puzzle-state", mode.state()).ok();
        let Some(p) = &mode.parts else { return };
        let m = crate::i18n::messages(self.lang.unwrap_or_default());
        p.title.set_text_content(Some(
            &m.tr("puzzle-title", &[("id", Arg::from(&e.id)), ("rating", Arg::from(e.rating.round() as i64))]),
        ));
        p.task.set_text_content(Some(&task(&m, e)));
        // The board's language may have changed since the buttons were made.
        for (b, text, label) in [
            (&p.retry, "puzzle-retry", "puzzle-retry-label"),
            (&p.show, "puzzle-show", "puzzle-show-label"),
            (&p.next, "puzzle-next", "puzzle-next-label"),
        ] {
            b.set_text_content(Some(&m.tr(text, &[])));
            b.set_title(&m.tr(label, &[]));
        }
        if mode.trainer {
            let pr = &mode.progress;
            host.set_attribute("data-rating", &pr.rating.shown().to_string()).ok();
            host.set_attribute("data-streak", &pr.streak.to_string()).ok();
            p.score.set_text_content(Some(&m.tr(
                "puzzle-score",
                &[
                    ("rating", Arg::from(pr.rating.shown())),
                    ("streak", Arg::from(pr.streak)),
                    ("best", Arg::from(pr.best_streak)),
                    ("solved", Arg::from(pr.solved.len())),
                    ("total", Arg::from(mode.set.entries().len())),
                ],
            )));
        }
        p.score.set_hidden(!mode.trainer);
        p.next.set_hidden(!mode.trainer);
        p.show.set_hidden(mode.attempt.solved() || mode.showing_solution);
        p.retry.set_hidden(
            !(mode.attempt.failed()
                || mode.attempt.solved()
                || mode.showing_solution
                || !self.session.line().moves().is_empty()),
        );
    }

    /// A move of the reader on a puzzle.
    pub(super) fn puzzle_move(&mut self, m: Move) {
        let Some(mode) = self.puzzle.as_mut() else { return };
        if !mode.waits(self.session.line()) {
            return;
        }
        let mover = self.session.line().turn();
        let step = mode.attempt.try_move(m);
        let correct = match step {
            Step::Ignored => return,
            Step::Wrong(miss) => {
                mode.said = Some(Said::Wrong(miss));
                mode.record(false);
                false
            }
            Step::Reply(r) => {
                mode.said = Some(Said::Reply { by: !mover, m: r });
                true
            }
            Step::Solved => {
                let late = mode.attempt.failed();
                mode.said = Some(Said::Solved { late });
                mode.record(!late);
                true
            }
        };
        if self.session.line_mut().play_new(m).is_err() {
            return;
        }
        match step {
            Step::Wrong(_) => self.schedule_take_back(),
            Step::Reply(r) => self.schedule_reply(r),
            _ => {}
        }
        self.after_move(m, mover, By::Reader, Some(correct));
    }

    fn schedule_reply(&mut self, r: Move) {
        let weak = self.self_ref.clone();
        let closure = Closure::<dyn FnMut()>::new(move || {
            with_weak(&weak, |embed| {
                let Some(mode) = embed.puzzle.as_mut() else { return };
                mode.reply_timer = None;
                let mover = embed.session.line().turn();
                if embed.session.line_mut().play_new(r).is_ok() {
                    embed.after_move(r, mover, By::Computer, None);
                }
            });
        });
        let Some(mode) = self.puzzle.as_mut() else { return };
        mode.reply_timer = web_sys::window().and_then(|w| {
            w.set_timeout_with_callback_and_timeout_and_arguments_0(closure.as_ref().unchecked_ref(), REPLY_MS).ok()
        });
        mode._reply = Some(closure);
    }

    fn retry_puzzle(&mut self) {
        self.cancel_take_back();
        let Some(mode) = self.puzzle.as_mut() else { return };
        mode.cancel_reply();
        let entry = mode.attempt.entry.clone();
        let failed = mode.attempt.failed() || mode.showing_solution;
        mode.attempt = Attempt::new(entry.clone());
        if failed {
            mode.attempt.give_up();
        }
        mode.said = None;
        mode.showing_solution = false;
        *self.session.line_mut() = GameLine::new(entry.start, super::TWO_PEOPLE);
        self.hint.clear();
        self.show(None);
    }

    fn show_solution(&mut self) {
        self.cancel_take_back();
        let Some(mode) = self.puzzle.as_mut() else { return };
        mode.cancel_reply();
        mode.record(false);
        mode.attempt.give_up();
        mode.showing_solution = true;
        let entry = &mode.attempt.entry;
        let mut line = GameLine::new(entry.start.clone(), super::TWO_PEOPLE);
        for &m in &entry.solution {
            if line.play_new(m).is_err() {
                break;
            }
        }
        line.go_to(1);
        let first = entry.solution.first().copied();
        *self.session.line_mut() = line;
        self.show(first);
    }

    fn next_puzzle(&mut self) {
        self.cancel_take_back();
        let Some(mode) = self.puzzle.as_mut() else { return };
        mode.cancel_reply();
        let set = mode.set.clone();
        let current = mode.attempt.entry.id.clone();
        let progress = mode.progress.clone();
        let trainer = mode.trainer;
        if let Some(entry) = PuzzleMode::next_entry(&set, &progress, Some(&current)) {
            self.start_puzzle(PuzzleMode::new(set, entry, trainer, progress));
        }
    }
}
