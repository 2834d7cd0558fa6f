//! `<loa-board puzzle="ID">`: one puzzle of the site's `puzzles.tsv` (fetched once, next to
//! `embed.js`, and kept offline by the service worker), and `puzzle="next"`, the trainer of the
//! puzzles page: it keeps the reader's rating and streak in `localStorage` and moves on to the
//! next puzzle, easiest first.
//!
//! A right move brings the defender's reply, played for them after a moment; a wrong one is
//! taken back with the reason shown. Retry, Show solution and (in the trainer) Next puzzle sit
//! under the board. The logic is [`loa_app::puzzles`]; this file is its DOM side.

mod load;
mod play;

use std::rc::Rc;

use loa_core::puzzle::Miss;
use loa_core::{Color, Move};
use wasm_bindgen::prelude::*;
use web_sys::{HtmlButtonElement, HtmlElement};

use crate::dom::Listener;
use crate::i18n::{Arg, Messages};
use loa_app::game::GameLine;
use loa_app::puzzles::attempt::{reason, task};
use loa_app::puzzles::{Attempt, Entry, Progress, PuzzleSet};

use crate::i18n::Msg;
pub use load::{load_progress, puzzle_set, Wanted};

/// How long the defender "thinks" before its listed reply is played.
const REPLY_MS: i32 = 550;

/// The puzzle lines' look (the board's own style is in `parts.rs`).
const STYLE: &str = "
.puzzle{display:flex;flex-direction:column;gap:.15em;text-align:center}
.puzzle .title{font-size:.85em;opacity:.75}
.puzzle .task{font-weight:600}
.puzzle .score{font-size:.9em;font-variant-numeric:tabular-nums}
.puzzle .score[hidden]{display:none}";

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
    _listeners: Vec<Listener>,
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
            Said::Wrong(miss) => (format!("{} {}", reason(t, miss, entry), t.tr(Msg::PuzzleTryAgain, &[])), "wrong"),
            Said::Reply { by, m } => {
                (t.tr(Msg::PuzzleReply, &[("color", Arg::from(by)), ("move", Arg::from(m.to_string()))]), "ok")
            }
            Said::Solved { late } => (t.tr(if late { Msg::PuzzleSolvedLate } else { Msg::PuzzleSolved }, &[]), "ok"),
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
            return (m.tr(Msg::PuzzleSolution, &[("moves", Arg::from(moves.join(" ")))]), "");
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
                load::save_progress(&self.progress);
            }
        }
    }
}
