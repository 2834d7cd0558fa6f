//! The post-game review on the game page: "Review" sends the game's line to a worker of its own
//! ([`Worker::Review`]), which evaluates every position ([`DEFAULT_LIMITS`]); progress and Cancel
//! while it runs; then the evaluation graph, the marks of the move list, and for the position
//! shown the mark and the better move. When it ends, the board goes to the first marked move,
//! so Next and Previous are at hand. What the review knows of the game is [`ReviewState`]; this is
//! its life on the page and what it shows.

use loa_core::{Color, Move};

use super::graph::{axis, black_chances, move_numbers, svg, Label};
use super::{Judgement, Note, ReviewState, DEFAULT_LIMITS};
use crate::game::{GameLine, Player};
use crate::i18n::{tr, Decimal, Msg};
use crate::protocol::StartSearch;
use crate::session::EngineFailure;
use crate::worker::{Order, Report, Worker};

/// Where a review stands.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Stage {
    /// None begun (the panel is hidden).
    Idle,
    Running {
        id: u32,
        started_ms: u64,
    },
    Done {
        ms: u64,
    },
    Cancelled,
    Failed(EngineFailure),
}

/// The review of one line of the game.
#[derive(Debug, Clone)]
pub struct Review {
    state: ReviewState,
    stage: Stage,
    last_id: u32,
}

impl Default for Review {
    fn default() -> Review {
        Review { state: ReviewState::default(), stage: Stage::Idle, last_id: 0 }
    }
}

/// What a review's report asks of the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Heard {
    /// Nothing changed.
    Nothing,
    /// Draw the review again.
    Changed,
    /// The review is done: draw it, and go to this ply (its first mark) if any.
    Done(Option<usize>),
}

/// The panel as drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct View {
    /// The Review button shows (not while a game against the computer goes on).
    pub button: bool,
    /// The panel shows (a review was begun).
    pub open: bool,
    /// `running`, `done`, `cancelled` or `failed` (the panel's `data-state`).
    pub state: &'static str,
    pub status: String,
    /// Positions evaluated, of how many.
    pub progress: (usize, usize),
    /// How long the finished review took (`data-ms`).
    pub ms: Option<u64>,
    /// Each side's marks and accuracy, a line a side.
    pub summary: Option<String>,
    pub prev_mark: bool,
    pub next_mark: bool,
    /// The evaluation graph, once begun.
    pub graph: Option<Graph>,
    /// The mark of the position shown, or the better move from it.
    pub note: Option<String>,
    /// The move list's marks: by ply of the line, the judgement's name and its words.
    pub marks: Vec<Option<(&'static str, String)>>,
}

/// The evaluation graph as two inline SVGs, apart because they change at different rates: the
/// curve with each position judged, the axis only when a mark appears (rewriting the axis's
/// words is most of a long review's layout work on a phone).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Graph {
    /// The curve, the marks' strokes and the position shown ([`super::graph::svg`]).
    pub curve: String,
    /// The marks' symbols and the move numbers under it ([`super::graph::axis`]).
    pub axis: String,
}

fn mark_words(id: Msg, moved: Move, judgement: Judgement, better: Option<Move>) -> String {
    let better = better.map(|b| b.to_string()).unwrap_or_default();
    tr(id, &[("move", moved.to_string().into()), ("judgement", judgement.name().into()), ("better", better.into())])
}

/// The axis's labels: the symbol of each mistake and blunder (with the move list's words for it)
/// and the move numbers.
fn axis_labels(
    judged: &[Option<super::MoveJudged>],
    marks: &[Option<(&'static str, String)>],
    plies: usize,
    first: loa_core::Color,
) -> Vec<Label> {
    let mut labels: Vec<Label> = move_numbers(plies, first)
        .into_iter()
        .map(|(number, percent)| Label { percent, text: number.to_string(), mark: None })
        .collect();
    for (i, judgement) in judged.iter().enumerate().filter_map(|(i, j)| Some((i, j.as_ref()?.judgement?))) {
        if judgement == Judgement::Inaccuracy {
            continue;
        }
        let words = marks.get(i).cloned().flatten().map(|(_, w)| w).unwrap_or_default();
        let text = tr(Msg::ReviewMarkSymbol, &[("judgement", judgement.name().into())]);
        labels.push(Label {
            percent: (i + 1) as f64 * 100.0 / plies as f64,
            text,
            mark: Some((judgement.name(), words)),
        });
    }
    labels
}

impl Review {
    /// Whether the review's panel shows (a review was begun and not closed).
    #[must_use]
    pub fn is_open(&self) -> bool {
        !matches!(self.stage, Stage::Idle)
    }

    /// Whether the review's worker is evaluating.
    #[must_use]
    pub fn is_running(&self) -> bool {
        matches!(self.stage, Stage::Running { .. })
    }

    /// "Review" at `now_ms`: evaluates every position of the line shown, from the start.
    pub fn start(&mut self, game: &GameLine, now_ms: u64) -> Vec<(Worker, Order)> {
        let Some((state, end)) = ReviewState::begin(game.start(), game.line()) else { return Vec::new() };
        self.last_id = self.last_id.wrapping_add(1).max(1);
        self.state = state;
        self.stage = Stage::Running { id: self.last_id, started_ms: now_ms };
        vec![(Worker::Review, Order::start(StartSearch::review(self.last_id, &end, DEFAULT_LIMITS), &end))]
    }

    /// Cancel: the worker stops; what was evaluated stays shown.
    pub fn cancel(&mut self) -> Vec<(Worker, Order)> {
        if !self.is_running() {
            return Vec::new();
        }
        self.stage = Stage::Cancelled;
        vec![(Worker::Review, Order::Shutdown)]
    }

    /// Closes the review (the panel hides, the marks go).
    pub fn close(&mut self) -> Vec<(Worker, Order)> {
        let running = self.is_running();
        *self = Review { last_id: self.last_id, ..Review::default() };
        if running {
            vec![(Worker::Review, Order::Shutdown)]
        } else {
            Vec::new()
        }
    }

    /// The review is of another game than `game` (a new game, an import): it goes.
    pub fn forget_unless_of(&mut self, game: &GameLine, analysing: bool) -> Vec<(Worker, Order)> {
        if self.state.is_of_another_game(game, analysing) {
            self.close()
        } else {
            Vec::new()
        }
    }

    /// A report of the review's worker at `now_ms`, for `game` as it stands.
    pub fn answer(&mut self, report: Report, game: &GameLine, now_ms: u64) -> Heard {
        let Stage::Running { id, started_ms } = self.stage else { return Heard::Nothing };
        match report {
            Report::Reviewed(r) if r.id == id => {
                let ply = usize::try_from(r.ply).unwrap_or(usize::MAX);
                if self.state.record(ply, r.score_value, r.best.as_deref()) {
                    Heard::Changed
                } else {
                    Heard::Nothing
                }
            }
            Report::BestMove { id: done, .. } if done == id => {
                self.stage = Stage::Done { ms: now_ms.saturating_sub(started_ms) };
                Heard::Done(self.state.marked_plies(game).first().copied())
            }
            Report::Failed { failure, retrying: false } => {
                self.stage = Stage::Failed(failure);
                Heard::Changed
            }
            _ => Heard::Nothing,
        }
    }

    /// The next (`step` 1) or previous (−1) marked move from the ply `view` of `game`.
    #[must_use]
    pub fn step_mark(&self, game: &GameLine, view: usize, step: isize) -> Option<usize> {
        self.state.step_mark(game, view, step)
    }

    /// The move at `fraction` of the graph's width.
    #[must_use]
    pub fn graph_ply(&self, fraction: f64, game: &GameLine) -> Option<usize> {
        self.state.graph_ply(fraction, game)
    }

    /// The better move where the position shown went wrong next (the board's arrow).
    #[must_use]
    pub fn arrow(&self, game: &GameLine) -> Option<Move> {
        self.state.is_begun().then(|| self.state.note(game, game.view()).and_then(Note::arrow)).flatten()
    }

    /// Each side's marks and accuracy, one line a side (Black first).
    fn summary(&self) -> Option<String> {
        let sides = self.state.summary()?;
        let lines: Vec<String> = [Color::Black, Color::White]
            .into_iter()
            .zip(sides)
            .map(|(color, side)| {
                // A whole percent: no decimal separator to localise.
                let accuracy = (side.accuracy() + 0.5) as u32;
                tr(
                    Msg::ReviewSummary,
                    &[
                        ("color", color.into()),
                        ("inaccuracies", side.count(Judgement::Inaccuracy).into()),
                        ("mistakes", side.count(Judgement::Mistake).into()),
                        ("blunders", side.count(Judgement::Blunder).into()),
                        ("accuracy", accuracy.into()),
                    ],
                )
            })
            .collect();
        Some(lines.join("\n"))
    }

    /// The review as drawn for `game` (on the analysis board: `analysing`), in the page's
    /// language.
    #[must_use]
    pub fn view(&self, game: &GameLine, analysing: bool) -> View {
        let vs_computer = game.players.black == Player::Computer || game.players.white == Player::Computer;
        let button = !(vs_computer && !game.is_over() && !analysing);
        let (done, total) = self.state.progress();
        let progress = |id| tr(id, &[("done", done.into()), ("total", total.into())]);
        let (state, status, ms) = match &self.stage {
            Stage::Idle => ("", String::new(), None),
            Stage::Running { .. } => ("running", progress(Msg::ReviewProgress), None),
            Stage::Cancelled => ("cancelled", progress(Msg::ReviewCancelled), None),
            Stage::Done { ms } => {
                #[allow(clippy::cast_precision_loss)]
                let seconds = Decimal::of(*ms as f64 / 1000.0, 1);
                ("done", tr(Msg::ReviewDone, &[("seconds", seconds.into())]), Some(*ms))
            }
            Stage::Failed(failure) => {
                ("failed", tr(Msg::ReviewFailed, &[("error", failure.text().say().into())]), None)
            }
        };
        let state_of = &self.state;
        let moves = state_of.moves();
        let mut marks: Vec<_> = state_of
            .marks(game)
            .enumerate()
            .map(|(i, mark)| mark.map(|(j, better)| (j.name(), mark_words(Msg::ReviewMark, moves[i], j, better))))
            .collect();
        marks.resize(game.line().len(), None);
        if !state_of.is_begun() {
            return View {
                button,
                open: false,
                state,
                status,
                progress: (done, total),
                ms,
                summary: None,
                prev_mark: false,
                next_mark: false,
                graph: None,
                note: None,
                marks,
            };
        }
        let view = game.view();
        let marked = state_of.marked_plies(game);
        let on_line = view <= state_of.shared_moves(game);
        let chances = black_chances(state_of.evals(), state_of.start_turn());
        let plies = state_of.moves().len();
        let graph = Graph {
            curve: svg(&chances, state_of.judged(), plies, if on_line { view } else { 0 }, &tr(Msg::ReviewGraph, &[])),
            axis: axis(&axis_labels(state_of.judged(), &marks, plies, state_of.start_turn())),
        };
        let note = state_of.note(game, view).map(|n| match n {
            Note::Marked { moved, judgement, better } => mark_words(Msg::ReviewMark, moved, judgement, better),
            Note::BetterHere { moved, judgement, better } => {
                mark_words(Msg::ReviewBetterHere, moved, judgement, better)
            }
        });
        View {
            button,
            open: self.is_open(),
            state,
            status,
            progress: (done, total),
            ms,
            summary: self.summary(),
            prev_mark: marked.iter().any(|&p| p < view),
            next_mark: marked.iter().any(|&p| p > view),
            graph: Some(graph),
            note,
            marks,
        }
    }
}
