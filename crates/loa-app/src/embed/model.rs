//! [`Embed`]: one `<loa-board>`, decided without a browser. See the [module](super).

use std::rc::Rc;

use loa_core::{Color, Move, Position, Rng, Variant};

use super::board_effects::{Alarm, Effects, HostState, Shown};
use super::config::{self, Config};
use super::events::{self, By};
use super::exercise::{self, Exercise, Miss, TAKE_BACK_MS};
use super::puzzle::{Outcome, Puzzle, REPLY_MS, TWO_PEOPLE};
use crate::board::Movable;
use crate::game::{GameLine, Player, Players};
use crate::hint::Hint;
use crate::i18n::{self, Lang, Localize, Messages, Msg};
use crate::puzzles::{Progress, PuzzleSet};
use crate::session::{self, Arg, Session, Style, Text};
use crate::worker::{Order, Report, Worker};

/// Where the step buttons and keys go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Go {
    First,
    Prev,
    Next,
    Last,
}

/// The site's puzzle file, as the page has it when a board asks.
#[derive(Debug, Clone)]
pub enum PuzzleFile {
    /// On its way: the board says so and is handed the file when it comes.
    Loading,
    Ready(Rc<PuzzleSet>),
    /// It could not be had (why, as the browser said it).
    Failed(String),
}

/// One `<loa-board>`: see the [module](super).
#[derive(Debug)]
pub struct Embed {
    lang: Lang,
    /// The attributes, checked (`None` while they are wrong, or not read yet).
    config: Option<Config>,
    /// The game: the `moves` line, then whatever was played on the board (its cursor is the step
    /// shown), and the computer's turn.
    session: Session,
    exercise: Exercise,
    /// The `puzzle` being played.
    puzzle: Option<Puzzle>,
    /// The `puzzle` asked for while its file is on its way.
    wanted_puzzle: Option<String>,
    hint: Hint,
    rng: Rng,
}

impl Embed {
    /// A board not yet read, speaking `lang`; `seed` varies the computer's choices.
    #[must_use]
    pub fn new(lang: Lang, seed: u64) -> Embed {
        let mut rng = Rng::new(seed | 1);
        let session =
            Session::new(GameLine::new(Position::new(Variant::Standard), TWO_PEOPLE), Style::Study, rng.next_u64());
        Embed {
            lang,
            config: None,
            session,
            exercise: Exercise::default(),
            puzzle: None,
            wanted_puzzle: None,
            hint: Hint::default(),
            rng,
        }
    }

    // ---- what it holds ----------------------------------------------------------------------

    #[must_use]
    pub fn session(&self) -> &Session {
        &self.session
    }

    #[must_use]
    pub fn config(&self) -> Option<&Config> {
        self.config.as_ref()
    }

    #[must_use]
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// The board's words.
    #[must_use]
    pub fn messages(&self) -> Rc<Messages> {
        i18n::messages(self.lang)
    }

    /// Whether the board waits for the puzzle file.
    #[must_use]
    pub fn wants_puzzles(&self) -> bool {
        self.wanted_puzzle.is_some()
    }

    #[must_use]
    pub fn puzzle(&self) -> Option<&Puzzle> {
        self.puzzle.as_ref()
    }

    /// Whether the reader answers the exercise here (its position, the line's end).
    #[must_use]
    pub fn is_exercise_point(&self) -> bool {
        self.config.as_ref().is_some_and(|c| !c.expect.is_empty() && self.session.line().ply() == c.line.len())
    }

    /// Whether the reader may move now, and which side.
    #[must_use]
    pub fn movable(&self) -> Movable {
        let Some(config) = &self.config else { return Movable::None };
        if let Some(p) = &self.puzzle {
            let waits = p.waits(self.session.line()) && !self.exercise.taking_back;
            return if waits { Movable::Side(p.solver()) } else { Movable::None };
        }
        if !config.interactive || self.session.is_over() || self.exercise.taking_back || self.session.is_thinking() {
            return Movable::None;
        }
        if !config.expect.is_empty() {
            // An exercise is answered once, at its position.
            return if !self.exercise.solved && self.is_exercise_point() { Movable::Both } else { Movable::None };
        }
        self.session.movable()
    }

    // ---- the attributes -----------------------------------------------------------------------

    /// Reads the attributes through `get` (`inherited`: the page's language around the board)
    /// and starts over from them; also the Reset button.
    pub fn read(&mut self, get: impl Fn(&str) -> Option<String>, inherited: Lang) -> Effects {
        let mut fx = self.stop_all();
        let lang = config::board_lang(get("lang").as_deref(), inherited);
        fx = fx.then(self.speak(lang));
        let config = match Config::read(get, inherited) {
            Ok(config) => config,
            Err(e) => {
                let message = e.localize(&self.messages());
                return fx.then(self.fail(message));
            }
        };
        // Exercises and games start after the given moves; a line to study, at its start.
        let cursor = config.ply.unwrap_or(if config.interactive { config.line.len() } else { 0 });
        let mut line = GameLine::from_played(config.end.clone(), Players::default());
        line.go_to(cursor);
        // Against the computer, the reader plays the side to move at the first step shown.
        line.players = match config.computer {
            Some(level) if line.turn() == Color::Black => {
                Players { black: Player::Human, white: Player::Computer, level }
            }
            Some(level) => Players { black: Player::Computer, white: Player::Human, level },
            None => TWO_PEOPLE,
        };
        if config.computer.is_some() {
            fx.warm_up = true;
        }
        self.session = Session::new(line, Style::Study, self.rng.next_u64());
        self.wanted_puzzle = config.puzzle.clone();
        self.config = Some(config);
        if self.wanted_puzzle.is_some() {
            fx.load_puzzles = true;
            return fx;
        }
        self.puzzle = None;
        fx.then(Effects { shown: Some(Shown::Board), state: Some(HostState::Ready), ..Effects::redraw(None) })
    }

    /// The puzzle file, as the page has it (`stored`: the trainer's progress as kept).
    pub fn puzzles(&mut self, file: PuzzleFile, stored: Option<&str>) -> Effects {
        let Some(id) = self.wanted_puzzle.clone() else { return Effects::default() };
        let error = |message: String| format!("puzzle=\"{id}\": {message}");
        let set = match file {
            PuzzleFile::Ready(set) => set,
            PuzzleFile::Failed(e) => {
                let message = self.messages().tr(Msg::PuzzleFileFailed, &[("error", e.into())]);
                return self.fail(error(message));
            }
            PuzzleFile::Loading => {
                let note = self.messages().tr(Msg::PuzzleLoading, &[]);
                return Effects {
                    shown: Some(Shown::Waiting(note)),
                    state: Some(HostState::Loading),
                    ..Effects::default()
                };
            }
        };
        let trainer = id.eq_ignore_ascii_case("next");
        let progress =
            if trainer { stored.and_then(Progress::from_text).unwrap_or_default() } else { Progress::default() };
        let entry = if trainer { Puzzle::next_entry(&set, &progress, None) } else { set.get(&id).cloned() };
        let Some(entry) = entry else {
            let ids = set.entries().iter().map(|e| e.id.as_str());
            let (first, last) = (ids.clone().min().unwrap_or(""), ids.max().unwrap_or(""));
            let message = self.messages().tr(Msg::PuzzleUnknown, &[("first", first.into()), ("last", last.into())]);
            return self.fail(error(message));
        };
        self.wanted_puzzle = None;
        let fx = Effects { shown: Some(Shown::Board), state: Some(HostState::Ready), ..Effects::default() };
        fx.then(self.start_puzzle(Puzzle::new(set, entry, trainer, progress)))
    }

    /// The page turned `hints` on or off.
    pub fn set_hints(&mut self, on: bool) -> Effects {
        let Some(config) = &mut self.config else { return Effects::default() };
        config.hints = on;
        let mut fx = Effects::redraw(None);
        if !on {
            fx.workers.extend(self.hint.clear().map(|o| (Worker::Hint, o)));
        }
        fx
    }

    /// Speaks `lang` (its attribute, or the page's language, changed), keeping the game.
    pub fn speak(&mut self, lang: Lang) -> Effects {
        if self.lang == lang {
            return Effects::default();
        }
        self.lang = lang;
        Effects { names: true, ..Effects::redraw(None) }
    }

    /// The board could not be drawn (`error`: why, as the browser said it).
    pub fn draw_failed(&mut self, error: &str) -> Effects {
        let message = self.messages().tr(Msg::EmbedDrawFailed, &[("error", error.into())]);
        self.fail(message)
    }

    /// Shows `message` in place of the board and tells the page.
    fn fail(&mut self, message: String) -> Effects {
        self.config = None;
        self.puzzle = None;
        self.wanted_puzzle = None;
        Effects {
            events: vec![events::error(&message)],
            shown: Some(Shown::Error(message)),
            state: Some(HostState::Error),
            ..Effects::default()
        }
    }

    /// Everything running stops: the computer, the hint's search, the timer; the exercise and
    /// the puzzle start over.
    pub fn stop_all(&mut self) -> Effects {
        let stopped = self.session.stop_computer();
        let mut fx = self.settle(stopped, None);
        fx.workers.extend(self.hint.clear().map(|o| (Worker::Hint, o)));
        fx.alarm = Some(Alarm::Clear);
        self.exercise = Exercise::default();
        if let Some(p) = &mut self.puzzle {
            p.replying = None;
        }
        fx
    }

    /// The element left the page: its workers stop for good, its timer too.
    pub fn shut_down(&mut self) -> Effects {
        let mut fx = self.stop_all();
        fx.workers = vec![(Worker::Computer, Order::Shutdown), (Worker::Hint, Order::Shutdown)];
        fx
    }

    // ---- the reader ---------------------------------------------------------------------------

    /// The step buttons and ←/→, Home, End.
    pub fn go(&mut self, to: Go) -> Effects {
        if self.exercise.taking_back {
            return Effects::default();
        }
        let ply = self.session.line().ply();
        let n = match to {
            Go::First => 0,
            Go::Prev => ply.saturating_sub(1),
            Go::Next => ply + 1,
            Go::Last => usize::MAX,
        };
        let moved = self.session.go_to(n);
        self.settle(moved, None)
    }

    /// Whether ←/→, Home and End step through the line (it has moves).
    #[must_use]
    pub fn steps(&self) -> bool {
        !self.session.line().line().is_empty()
    }

    /// A move from the board (always legal there) or the Pass button.
    pub fn play(&mut self, m: Move) -> Effects {
        if self.puzzle.is_some() {
            return self.puzzle_move(m);
        }
        if self.movable() == Movable::None || !self.session.line().position().is_legal(m) {
            return Effects::default();
        }
        let correct = self.is_exercise_point().then(|| {
            let expect = self.config.as_ref().map_or(&[][..], |c| c.expect.as_slice());
            exercise::grade(self.session.line().position(), expect, m)
        });
        let played = self.session.play(m);
        if played.played.is_none() {
            return Effects::default();
        }
        let mut fx = Effects::default();
        match correct {
            Some(Ok(())) => {
                self.exercise.solved = true;
                self.exercise.miss = None;
            }
            Some(Err(miss)) => {
                self.exercise.miss = Some(miss);
                self.exercise.taking_back = true;
                fx.alarm = Some(Alarm::After(TAKE_BACK_MS));
            }
            None => {}
        }
        fx.then(self.settle(played, correct.map(|c| c.is_ok())))
    }

    /// The reader tried to put the piece on `from` on `to`, where it cannot go: at an
    /// exercise's position, the rule it breaks is said (until the next try).
    pub fn tried(&mut self, m: Move) -> Effects {
        if self.puzzle.is_some() || !self.is_exercise_point() || self.movable() == Movable::None {
            return Effects::default();
        }
        let Err(e) = self.session.line().position().check(m) else { return Effects::default() };
        self.exercise.miss = Some(Miss::Illegal(e));
        Effects::redraw(None)
    }

    /// The board's timer rang: a wrong answer is taken back, or a puzzle's reply is played.
    pub fn alarm(&mut self) -> Effects {
        if self.exercise.taking_back {
            self.exercise.taking_back = false;
            let undone = self.session.take_back();
            return self.settle(undone, None);
        }
        let Some(reply) = self.puzzle.as_mut().and_then(|p| p.replying.take()) else { return Effects::default() };
        let played = self.session.play_reply(reply);
        self.settle(played, None)
    }

    // ---- the puzzle ---------------------------------------------------------------------------

    fn start_puzzle(&mut self, puzzle: Puzzle) -> Effects {
        let line = puzzle.start();
        self.puzzle = Some(puzzle);
        self.exercise = Exercise::default();
        let reset = self.session.reset(line);
        let mut fx = self.settle(reset, None);
        fx.workers.extend(self.hint.clear().map(|o| (Worker::Hint, o)));
        fx.alarm = Some(Alarm::Clear);
        fx.redraw = true;
        fx
    }

    fn puzzle_move(&mut self, m: Move) -> Effects {
        let line = self.session.line();
        let mover = line.turn();
        let Some(puzzle) = self.puzzle.as_mut().filter(|p| p.waits(line) && !self.exercise.taking_back) else {
            return Effects::default();
        };
        let (outcome, kept) = puzzle.try_move(m, mover);
        let mut fx = Effects { keep_progress: kept, ..Effects::default() };
        match outcome {
            Outcome::Ignored => return Effects::default(),
            Outcome::Wrong => {
                self.exercise.taking_back = true;
                fx.alarm = Some(Alarm::After(TAKE_BACK_MS));
            }
            Outcome::Reply(_) => fx.alarm = Some(Alarm::After(REPLY_MS)),
            Outcome::Solved => {}
        }
        let played = self.session.play(m);
        fx.then(self.settle(played, Some(outcome != Outcome::Wrong)))
    }

    /// Retry: the puzzle from its start.
    pub fn retry_puzzle(&mut self) -> Effects {
        let Some(puzzle) = &mut self.puzzle else { return Effects::default() };
        puzzle.retry();
        let line = puzzle.start();
        self.exercise = Exercise::default();
        let reset = self.session.reset(line);
        let mut fx = self.settle(reset, None);
        fx.workers.extend(self.hint.clear().map(|o| (Worker::Hint, o)));
        fx.alarm = Some(Alarm::Clear);
        fx
    }

    /// Show solution: the solution's line, at its first move.
    pub fn show_solution(&mut self) -> Effects {
        let Some(puzzle) = &mut self.puzzle else { return Effects::default() };
        let (line, kept) = puzzle.show_solution();
        let first = line.line().first().copied();
        self.exercise = Exercise::default();
        let reset = self.session.reset(line);
        let mut fx = self.settle(reset, None);
        fx.animate = first;
        fx.keep_progress = kept;
        fx.alarm = Some(Alarm::Clear);
        fx
    }

    /// Next puzzle (the trainer).
    pub fn next_puzzle(&mut self) -> Effects {
        let Some(next) = self.puzzle.as_ref().and_then(Puzzle::next) else { return Effects::default() };
        self.start_puzzle(next)
    }

    // ---- the hint -----------------------------------------------------------------------------

    /// What a hint would show now, if the page asked for hints and the reader has a move to find.
    fn hint_source(&self) -> Option<Source> {
        let config = self.config.as_ref()?;
        if !config.hints || self.exercise.taking_back {
            return None;
        }
        if let Some(p) = &self.puzzle {
            return p.next_answer(self.session.line()).map(Source::Solution);
        }
        if let Some(&expected) = config.expect.first() {
            return (!self.exercise.solved && self.is_exercise_point()).then_some(Source::Expected(expected));
        }
        let engine = config.computer.is_some()
            && !self.session.is_thinking()
            && crate::hint::offered(self.session.line(), false);
        engine.then_some(Source::Engine)
    }

    /// The Hint button: shows the move at once when it is known, else asks the engine.
    pub fn ask_hint(&mut self) -> Effects {
        let Some(source) = self.hint_source() else { return Effects::default() };
        let pos = self.session.line().position().clone();
        let known = match source {
            Source::Expected(m) | Source::Solution(m) => m,
            Source::Engine => {
                let Some(order) = self.hint.ask(&pos) else { return Effects::default() };
                let thinking = self.messages().tr(Msg::HintThinking, &[]);
                return Effects {
                    announce: Some(thinking),
                    workers: vec![(Worker::Hint, order)],
                    ..Effects::redraw(None)
                };
            }
        };
        let (counted, kept) = match (source, &mut self.puzzle) {
            (Source::Solution(_), Some(p)) => p.take_hint(),
            _ => (false, None),
        };
        let Some(m) = self.hint.show(known, &pos) else { return Effects::default() };
        Effects { keep_progress: kept, ..self.hint_shown(m, counted) }
    }

    /// Draws the hint `m` and says it (and that the puzzle now counts as missed, when it does).
    fn hint_shown(&self, m: Move, counted: bool) -> Effects {
        let id = if counted { Msg::PuzzleHintShown } else { Msg::HintShown };
        let said = self.messages().tr(id, &[("move", m.to_string().into())]);
        Effects { announce: Some(said), ..Effects::redraw(None) }
    }

    // ---- the engine ---------------------------------------------------------------------------

    /// A report of one of the board's workers. A board plays on no clock.
    pub fn engine(&mut self, worker: Worker, report: Report) -> Effects {
        match worker {
            Worker::Hint => {
                let now = self.session.line().position().clone();
                match self.hint.answer(report, &now) {
                    Some(m) => self.hint_shown(m, false),
                    None => Effects::redraw(None),
                }
            }
            Worker::Computer => {
                let answered = match report {
                    Report::Info(info) => self.session.engine_info(info),
                    Report::BestMove { id, best, info } => self.session.engine_answered_at(id, best, info, 0),
                    Report::Failed { failure, retrying } => self.session.engine_failed(failure, retrying),
                    Report::Reviewed(_) => return Effects::default(),
                };
                self.settle(answered, None)
            }
            Worker::Review | Worker::Analysis(_) => Effects::default(),
        }
    }

    /// The session's effects as the board's: the search sent to the computer's worker, the board
    /// drawn again, the move told to the page (`correct`: an answer's grade). A board keeps
    /// nothing and announces through its own board.
    fn settle(&mut self, fx: session::Effects, correct: Option<bool>) -> Effects {
        let session::Effects { search, redraw, played, .. } = fx;
        let mut out = Effects::default();
        match search {
            Some(session::Search::Start { request, position, delay_ms }) => {
                out.workers.push((Worker::Computer, Order::Start { request, position, delay_ms }));
            }
            Some(session::Search::Stop) => out.workers.push((Worker::Computer, Order::Stop)),
            None => {}
        }
        if redraw.any() {
            out.redraw = true;
            out.animate = redraw.animate;
        }
        // A hint's search for a position no longer on the board stops.
        out.workers.extend(self.hint.cancel_unless(self.session.line().position()).map(|o| (Worker::Hint, o)));
        if let Some(played) = played {
            let by = match played.by {
                session::By::Player => By::Reader,
                session::By::Computer => By::Computer,
            };
            let line = self.session.line();
            out.events.extend(events::moved(played.m, played.mover, line.position(), line.ply(), by, correct));
        }
        out
    }

    // ---- what it shows ------------------------------------------------------------------------

    /// The Hint button's title when it is offered, and whether a hint is being looked for.
    fn hint_button(&self, m: &Messages) -> Option<(String, bool)> {
        let id = match self.hint_source()? {
            Source::Engine => Msg::HintLabel,
            Source::Solution(_) if self.puzzle.as_ref().is_some_and(Puzzle::is_trainer) => Msg::EmbedHintLabelPuzzle,
            Source::Expected(_) | Source::Solution(_) => Msg::EmbedHintLabelExercise,
        };
        Some((m.tr(id, &[]), self.hint.is_thinking()))
    }

    /// The status line and its class: a puzzle's word, an exercise's verdict or the reason of
    /// its last try, the result, whose move it is.
    fn status(&self, m: &Messages, only_pass: bool) -> (String, &'static str) {
        if let Some(p) = &self.puzzle {
            return p.status(m);
        }
        if let (Some(miss), false) = (self.exercise.miss, self.exercise.solved) {
            let text = Text::message(Msg::ExerciseTryAgain, [("reason", Arg::Text(Box::new(miss.text())))]);
            return (text.render(m), "wrong");
        }
        let status = session::BoardStatus {
            wrong: false,
            solved: self.exercise.solved,
            only_pass,
            exercise_point: self.is_exercise_point(),
        };
        let (text, mark) = self.session.board_status(status);
        (text.render(m), mark.class())
    }

    /// What the board, its controls and its status line show now, in the board's language.
    #[must_use]
    pub fn view(&self) -> super::board_view::View {
        use super::board_view::{PuzzleView, View};
        let m = self.messages();
        let line = self.session.line();
        let pos = line.position().clone();
        let movable = self.movable();
        let only_pass = movable != Movable::None && !pos.has_piece_move() && !pos.is_game_over();
        let (cursor, len) = (line.ply(), line.line().len());
        let config = self.config.as_ref();
        let interactive = config.is_some_and(|c| c.interactive) && self.puzzle.is_none();
        let changed = config.is_some_and(|c| line.line() != c.line.as_slice()) || self.exercise.solved;
        let (status, mark) = self.status(&m, only_pass);
        let puzzle = self.puzzle.as_ref().map(|p| {
            let (title, task, score) = p.lines(&m);
            let (solved, failed, solution) = p.finished_or_failed();
            PuzzleView {
                id: p.entry().id.clone(),
                kind: p.entry().kind.name(),
                state: p.state(),
                title,
                task,
                score,
                rating: p.is_trainer().then(|| p.progress().rating.shown()),
                streak: p.is_trainer().then_some(p.progress().streak),
                retry: failed || solved || solution || !line.moves().is_empty(),
                show: !(solved || solution),
                next: p.is_trainer(),
            }
        });
        View {
            arrow: self.hint.arrow(&pos),
            position: pos,
            movable,
            cursor,
            len,
            count: m.tr(Msg::EmbedCount, &[("ply", cursor.into()), ("moves", len.into())]),
            // A puzzle has its own buttons (no reset, no pass).
            pass: only_pass && self.puzzle.is_none(),
            reset: interactive && changed,
            hint: self.hint_button(&m),
            status,
            mark,
            flipped: config.is_some_and(|c| c.flipped),
            coordinates: config.is_none_or(|c| c.coordinates),
            puzzle,
        }
    }
}

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
