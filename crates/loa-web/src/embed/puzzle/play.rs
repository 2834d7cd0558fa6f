//! The puzzle on the board: starting one, its parts in the shadow root, the reader's moves and
//! the defender's replies, Retry, Show solution and Next puzzle.

use loa_core::Move;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::{PuzzleMode, PuzzleParts, Said, REPLY_MS, STYLE};
use crate::dom::{self, Listener};
use crate::embed::host_events::By;
use crate::embed::{with_weak, Embed};
use crate::engine::client::js_error_text;
use crate::i18n::Msg;
use crate::i18n::{Arg, Decimal};
use loa_app::game::GameLine;
use loa_app::puzzles::attempt::task;
use loa_app::puzzles::{Attempt, Step};

impl Embed {
    /// Starts `entry` on the board (the attributes were read; `config` is set).
    pub(in crate::embed) fn start_puzzle(&mut self, mode: PuzzleMode) {
        let mut mode = mode;
        if let Some(old) = self.puzzle.as_mut() {
            old.cancel_reply();
            mode.parts = old.parts.take();
        }
        let start = GameLine::new(mode.attempt.entry.start.clone(), crate::embed::TWO_PEOPLE);
        let _ = self.session.reset(start);
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
        let head = dom::build::element(&doc, "div", "puzzle")?;
        head.set_attribute("part", "puzzle")?;
        let title = dom::build::element(&doc, "div", "title")?;
        let task_line = dom::build::element(&doc, "div", "task")?;
        let score = dom::build::element(&doc, "div", "score")?;
        head.append_child(&title)?;
        head.append_child(&task_line)?;
        head.append_child(&score)?;
        self.parts.frame.insert_before(&head, Some(&self.parts.board_box))?;
        let row = dom::build::element(&doc, "div", "controls")?;
        let button = |text: Msg, label: Msg, class: &str| -> Result<web_sys::HtmlButtonElement, JsValue> {
            let b = dom::build::button(&doc, class)?;
            b.set_text_content(Some(&m.tr(text, &[])));
            b.set_title(&m.tr(label, &[]));
            row.append_child(&b)?;
            Ok(b)
        };
        let retry = button(Msg::PuzzleRetry, Msg::PuzzleRetryLabel, "retry")?;
        let show = button(Msg::PuzzleShow, Msg::PuzzleShowLabel, "solution")?;
        let next = button(Msg::PuzzleNext, Msg::PuzzleNextLabel, "nextpuzzle")?;
        self.parts.frame.append_child(&row)?;
        let mut listeners = Vec::new();
        for (b, action) in [
            (&retry, Embed::retry_puzzle as fn(&mut Embed)),
            (&show, Embed::show_solution),
            (&next, Embed::next_puzzle),
        ] {
            let weak = self.self_ref.clone();
            listeners.push(Listener::new(b, "click", move |_| with_weak(&weak, action))?);
        }
        mode.parts =
            Some(PuzzleParts { head, title, task: task_line, score, row, retry, show, next, _listeners: listeners });
        Ok(())
    }

    /// Removes the puzzle (the attribute went away).
    pub(in crate::embed) fn end_puzzle(&mut self) {
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
    pub(in crate::embed) fn show_puzzle(&self) {
        let Some(mode) = &self.puzzle else { return };
        let e = &mode.attempt.entry;
        let host = &self.host;
        host.set_attribute("data-puzzle", &e.id).ok();
        host.set_attribute("data-puzzle-kind", e.kind.name()).ok();
        host.set_attribute("data-puzzle-state", mode.state()).ok();
        let Some(p) = &mode.parts else { return };
        let m = crate::i18n::messages(self.lang.unwrap_or_default());
        p.title.set_text_content(Some(&m.tr(
            Msg::PuzzleTitle,
            &[("id", Arg::from(&e.id)), ("rating", Arg::from(Decimal::whole(e.rating.round() as i64).ungrouped()))],
        )));
        p.task.set_text_content(Some(&task(&m, e)));
        // The board's language may have changed since the buttons were made.
        for (b, text, label) in [
            (&p.retry, Msg::PuzzleRetry, Msg::PuzzleRetryLabel),
            (&p.show, Msg::PuzzleShow, Msg::PuzzleShowLabel),
            (&p.next, Msg::PuzzleNext, Msg::PuzzleNextLabel),
        ] {
            b.set_text_content(Some(&m.tr(text, &[])));
            b.set_title(&m.tr(label, &[]));
        }
        if mode.trainer {
            let pr = &mode.progress;
            host.set_attribute("data-rating", &pr.rating.shown().to_string()).ok();
            host.set_attribute("data-streak", &pr.streak.to_string()).ok();
            p.score.set_text_content(Some(&m.tr(
                Msg::PuzzleScore,
                &[
                    // Ratings are written as digits alone, as players read them.
                    ("rating", Arg::from(Decimal::whole(pr.rating.shown()).ungrouped())),
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
    pub(in crate::embed) fn puzzle_move(&mut self, m: Move) {
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
        if self.session.play(m).played.is_none() {
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
                if embed.session.play_reply(r).played.is_some() {
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
        let _ = self.session.reset(GameLine::new(entry.start, crate::embed::TWO_PEOPLE));
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
        let mut line = GameLine::new(entry.start.clone(), crate::embed::TWO_PEOPLE);
        for &m in &entry.solution {
            if line.play_new(m).is_err() {
                break;
            }
        }
        line.go_to(1);
        let first = entry.solution.first().copied();
        let _ = self.session.reset(line);
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
