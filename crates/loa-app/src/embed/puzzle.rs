//! A puzzle on the board (`puzzle="ID"`, or `"next"`, the puzzles page's trainer): one
//! [`Attempt`], the last word on a move, the solution shown or not, and the trainer's progress,
//! which counts a puzzle's first attempt only: solved at the first try, or missed (a wrong move,
//! a hint or the solution shown), whatever comes after.

use std::rc::Rc;

use loa_core::puzzle::Miss;
use loa_core::{Color, Move};

use crate::game::{GameLine, Player, Players};
use crate::i18n::{Arg, Decimal, Messages, Msg};
use crate::puzzles::attempt::{reason, task};
use crate::puzzles::{Attempt, Entry, Progress, PuzzleSet, Step};

/// How long the defender "thinks" before its listed reply is played.
pub const REPLY_MS: u32 = 550;

/// Two people at the board: a puzzle's replies are its own, never the computer's.
pub const TWO_PEOPLE: Players = Players { black: Player::Human, white: Player::Human, level: 1 };

/// The last word on a reader's move, kept as what happened so that a change of language says it
/// again in the new one.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Said {
    /// A wrong move; `cost`: the trainer's rating before and after, when this miss counted.
    Wrong {
        miss: Miss,
        cost: Option<(i64, i64)>,
    },
    Reply {
        by: Color,
        m: Move,
    },
    /// Solved; `late`: after a miss (so counted as missed).
    Solved {
        late: bool,
    },
}

/// What a solver's move did, for the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    Ignored,
    /// Wrong: take it back after a moment.
    Wrong,
    /// Right: the defender's reply is to be played after [`REPLY_MS`].
    Reply(Move),
    Solved,
}

/// A puzzle being played.
#[derive(Debug, Clone)]
pub struct Puzzle {
    trainer: bool,
    set: Rc<PuzzleSet>,
    attempt: Attempt,
    said: Option<Said>,
    showing_solution: bool,
    progress: Progress,
    /// The defender's reply is waiting for its moment.
    pub replying: Option<Move>,
}

impl Puzzle {
    /// `entry` of `set`; `progress`: the trainer's, or the default for one puzzle.
    #[must_use]
    pub fn new(set: Rc<PuzzleSet>, entry: Entry, trainer: bool, progress: Progress) -> Puzzle {
        Puzzle {
            trainer,
            set,
            attempt: Attempt::new(entry),
            said: None,
            showing_solution: false,
            progress,
            replying: None,
        }
    }

    /// The trainer's next puzzle for `progress`, other than `skip`.
    #[must_use]
    pub fn next_entry(set: &PuzzleSet, progress: &Progress, skip: Option<&str>) -> Option<Entry> {
        set.next(progress.rating.value, |id| progress.tried(id) || Some(id) == skip).cloned()
    }

    #[must_use]
    pub fn entry(&self) -> &Entry {
        &self.attempt.entry
    }

    #[must_use]
    pub fn is_trainer(&self) -> bool {
        self.trainer
    }

    #[must_use]
    pub fn progress(&self) -> &Progress {
        &self.progress
    }

    #[must_use]
    pub fn solver(&self) -> Color {
        self.attempt.entry.solver()
    }

    /// The puzzle's start, as a line to put on the board.
    #[must_use]
    pub fn start(&self) -> GameLine {
        GameLine::new(self.attempt.entry.start.clone(), TWO_PEOPLE)
    }

    /// Whether the board waits for the solver's move on `line`.
    #[must_use]
    pub fn waits(&self, line: &GameLine) -> bool {
        self.replying.is_none()
            && !self.showing_solution
            && self.attempt.solver_to_move()
            && line.ply() == self.attempt.played().len()
            && line.line().len() == line.ply()
    }

    /// The solution's next move, while the board waits for the reader's (a hint).
    #[must_use]
    pub fn next_answer(&self, line: &GameLine) -> Option<Move> {
        self.waits(line).then(|| self.attempt.next_move()).flatten()
    }

    /// The solver plays `m`. Returns what the board does, and the progress to keep when it
    /// changed.
    pub fn try_move(&mut self, m: Move, mover: Color) -> (Outcome, Option<String>) {
        match self.attempt.try_move(m) {
            Step::Ignored => (Outcome::Ignored, None),
            Step::Wrong(miss) => {
                let before = self.progress.rating.shown();
                let kept = self.record(false);
                let cost = kept.as_ref().map(|_| (before, self.progress.rating.shown()));
                self.said = Some(Said::Wrong { miss, cost });
                (Outcome::Wrong, kept)
            }
            Step::Reply(r) => {
                self.said = Some(Said::Reply { by: !mover, m: r });
                self.replying = Some(r);
                (Outcome::Reply(r), None)
            }
            Step::Solved => {
                let late = self.attempt.failed();
                self.said = Some(Said::Solved { late });
                (Outcome::Solved, self.record(!late))
            }
        }
    }

    /// A hint was shown: the attempt counts as missed. Returns whether the trainer counted it
    /// now (its first attempt), and the progress to keep.
    pub fn take_hint(&mut self) -> (bool, Option<String>) {
        let kept = self.record(false);
        self.attempt.give_up();
        (kept.is_some(), kept)
    }

    /// Starts the puzzle again (a miss before still counts as one).
    pub fn retry(&mut self) {
        let failed = self.attempt.failed() || self.showing_solution;
        self.attempt = Attempt::new(self.attempt.entry.clone());
        if failed {
            self.attempt.give_up();
        }
        self.said = None;
        self.showing_solution = false;
        self.replying = None;
    }

    /// Shows the solution: the line to step through, at its first move; the progress to keep.
    pub fn show_solution(&mut self) -> (GameLine, Option<String>) {
        self.replying = None;
        let kept = self.record(false);
        self.attempt.give_up();
        self.showing_solution = true;
        let mut line = self.start();
        for &m in &self.attempt.entry.solution {
            if line.play_new(m).is_err() {
                break;
            }
        }
        line.go_to(1);
        (line, kept)
    }

    /// The trainer's next puzzle, if there is one left.
    #[must_use]
    pub fn next(&self) -> Option<Puzzle> {
        let entry = Puzzle::next_entry(&self.set, &self.progress, Some(&self.attempt.entry.id))?;
        Some(Puzzle::new(self.set.clone(), entry, self.trainer, self.progress.clone()))
    }

    /// Counts the first attempt in the trainer: the progress's text to keep, if it changed.
    fn record(&mut self, solved: bool) -> Option<String> {
        if !self.trainer {
            return None;
        }
        let e = &self.attempt.entry;
        self.progress.record(&e.id, e.rating, solved).then(|| self.progress.to_text())
    }

    /// `solving`, `wrong`, `solved` or `solution` (the element's `data-puzzle-state`).
    #[must_use]
    pub fn state(&self) -> &'static str {
        if self.showing_solution {
            "solution"
        } else if self.attempt.solved() {
            "solved"
        } else if matches!(self.said, Some(Said::Wrong { .. })) {
            "wrong"
        } else {
            "solving"
        }
    }

    /// The status line and its class.
    #[must_use]
    pub fn status(&self, m: &Messages) -> (String, &'static str) {
        let entry = &self.attempt.entry;
        if self.showing_solution {
            let moves: Vec<String> = entry.solution.iter().map(ToString::to_string).collect();
            return (m.tr(Msg::PuzzleSolution, &[("moves", Arg::from(moves.join(" ")))]), "");
        }
        match self.said {
            None => (task(m, entry), ""),
            Some(Said::Wrong { miss, cost }) => {
                let mut text = reason(m, miss, entry);
                if let Some((before, after)) = cost {
                    text.push(' ');
                    text.push_str(&m.tr(Msg::PuzzleMissCost, &[("before", rating(before)), ("after", rating(after))]));
                }
                text.push(' ');
                text.push_str(&m.tr(Msg::PuzzleTryAgain, &[]));
                (text, "wrong")
            }
            Some(Said::Reply { by, m: reply }) => {
                (m.tr(Msg::PuzzleReply, &[("color", Arg::from(by)), ("move", Arg::from(reply.to_string()))]), "ok")
            }
            Some(Said::Solved { late: false }) => (m.tr(Msg::PuzzleSolved, &[]), "ok"),
            Some(Said::Solved { late: true }) => {
                let id = if self.trainer { Msg::PuzzleSolvedLateCounted } else { Msg::PuzzleSolvedLate };
                (m.tr(id, &[]), "ok")
            }
        }
    }

    /// Whether the attempt is solved, failed, or its solution shown (for the buttons).
    #[must_use]
    pub fn finished_or_failed(&self) -> (bool, bool, bool) {
        (self.attempt.solved(), self.attempt.failed(), self.showing_solution)
    }

    /// The puzzle's own lines: the title, the task and (in the trainer) the score.
    #[must_use]
    pub fn lines(&self, m: &Messages) -> (String, String, Option<String>) {
        let e = &self.attempt.entry;
        let title = m.tr(
            Msg::PuzzleTitle,
            &[("id", Arg::from(&e.id)), ("rating", Arg::from(Decimal::whole(e.rating.round() as i64).ungrouped()))],
        );
        let p = &self.progress;
        let score = self.trainer.then(|| {
            m.tr(
                Msg::PuzzleScore,
                &[
                    ("rating", rating(p.rating.shown())),
                    ("streak", Arg::from(p.streak)),
                    ("best", Arg::from(p.best_streak)),
                    ("solved", Arg::from(p.solved.len())),
                    ("missed", Arg::from(p.failed.len())),
                    ("total", Arg::from(self.set.entries().len())),
                ],
            )
        });
        (title, task(m, e), score)
    }
}

/// Ratings are written as digits alone, as players read them.
fn rating(value: i64) -> Arg<'static> {
    Arg::from(Decimal::whole(value).ungrouped())
}
