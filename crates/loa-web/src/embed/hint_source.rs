//! `<loa-board hints>`: a Hint button where the reader has something to find — a game against the
//! computer (the engine's move, from a short search in a worker of the hint's own, as the game
//! page's Hint), an exercise (its expected move) or a puzzle (the solution's next move; in the
//! puzzles page's trainer the puzzle then counts as missed). The hint is drawn as the board's arrow
//! and said in its live region. Off unless the page asks, so a tutorial's exercises have none.
//!
//! The hint itself (the search, the move shown and the position it is for) is the shared
//! [`crate::engine::hint::Hint`].

use loa_core::Move;

use super::{with_weak, Embed, ENGINE};
use crate::i18n::Arg;
use crate::i18n::Msg;

/// Where the hint offered now comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    /// The exercise's expected move.
    Expected(Move),
    /// The puzzle's next solution move.
    Solution(Move),
    /// The engine: a game against the computer, the reader to move.
    Engine,
}

impl Embed {
    /// What a hint would show now, if the page asked for hints and the reader has a move to find.
    fn hint_source(&self) -> Option<Source> {
        let config = self.config.as_ref()?;
        if !config.hints || self.take_back.is_some() {
            return None;
        }
        if let Some(p) = &self.puzzle {
            return p.next_answer(self.session.line()).map(Source::Solution);
        }
        if let Some(&expected) = config.expect.first() {
            return (!self.solved && self.is_exercise_point()).then_some(Source::Expected(expected));
        }
        let line = self.session.line();
        let engine = config.computer.is_some()
            && !self.session.is_thinking()
            && !line.is_browsing()
            && !line.position().is_game_over()
            && line.players.lone_human() == Some(line.turn());
        engine.then_some(Source::Engine)
    }

    /// The Hint button's title (what it does) when it is offered, and whether a hint is being looked for.
    pub(super) fn hint_button(&self) -> Option<(String, bool)> {
        let source = self.hint_source()?;
        let id = match source {
            Source::Engine => Msg::HintLabel,
            Source::Solution(_) if self.puzzle.as_ref().is_some_and(super::puzzle::PuzzleMode::is_trainer) => {
                Msg::EmbedHintLabelPuzzle
            }
            Source::Expected(_) | Source::Solution(_) => Msg::EmbedHintLabelExercise,
        };
        Some((self.messages().tr(id, &[]), self.hint.is_thinking()))
    }

    /// The Hint button: shows the move at once when it is known, else asks the engine.
    pub(super) fn ask_hint(&mut self) {
        let Some(source) = self.hint_source() else { return };
        let pos = self.session.line().position().clone();
        let known = match source {
            Source::Expected(m) | Source::Solution(m) => m,
            Source::Engine => {
                if self.hint.is_thinking() {
                    return;
                }
                let weak = self.self_ref.clone();
                let engine = ENGINE.with(|e| e.borrow().clone());
                self.hint.ask(&engine, &pos, move |event| with_weak(&weak, |e| e.on_hint(event)));
                if self.hint.is_thinking() {
                    self.announce(&self.messages().tr(Msg::HintThinking, &[]));
                }
                return self.show(None);
            }
        };
        let counted = match source {
            Source::Solution(_) => self.puzzle.as_mut().is_some_and(super::puzzle::PuzzleMode::take_hint),
            _ => false,
        };
        if let Some(m) = self.hint.show(known, &pos) {
            self.hint_shown(m, counted);
        }
    }

    /// The hint's worker answered.
    fn on_hint(&mut self, event: loa_app::worker::Report) {
        let now = self.session.line().position().clone();
        match self.hint.answer(event, &now) {
            Some(m) => self.hint_shown(m, false),
            None => self.show(None),
        }
    }

    /// Draws the hint `m` and says it (and that the puzzle now counts as missed, when it does).
    fn hint_shown(&mut self, m: Move, counted: bool) {
        let id = if counted { Msg::PuzzleHintShown } else { Msg::HintShown };
        let text = self.messages().tr(id, &[("move", Arg::from(m.to_string()))]);
        self.show(None);
        self.announce(&text);
    }

    fn announce(&self, text: &str) {
        if let Some(board) = &self.board {
            board.announce(text);
        }
    }
}
