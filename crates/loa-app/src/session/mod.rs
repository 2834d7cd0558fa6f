//! The session: one game being played, for the game page and `<loa-board>` alike.
//!
//! A [`Session`] holds the [`GameLine`] (moves, undo/redo, browsing, who plays each side), the
//! computer's turn (which search it asked for, its latest report, whether it failed), the board's
//! orientation, and says what may move and what the status line says, as data ([`Text`]). Its
//! methods take what the user or the engine did — [`Session::play`], [`Session::undo`],
//! [`Session::go_to`], [`Session::engine_answered`], [`Session::new_game`] … — and return the
//! [`Effects`] the browser performs in one place: save, start or stop a search, announce, redraw
//! these regions. No caller keeps a save/redraw/ask-the-computer checklist.
//!
//! ```
//! use loa_app::game::{GameLine, Players};
//! use loa_app::session::{Search, Session, Style};
//! use loa_core::{Position, Variant};
//!
//! // A person with Black against the computer.
//! let mut session = Session::new(GameLine::new(Position::new(Variant::Standard), Players::default()), Style::Game, 7);
//! let b1b3 = session.line().position().parse_move("b1-b3").unwrap();
//! let fx = session.play(b1b3);
//! assert!(fx.save && fx.redraw.board);
//! // The computer's turn: the effects ask the engine, and its answer comes back by id.
//! let Some(Search::Start { request, .. }) = fx.search else { panic!("no search") };
//! let h2f4 = session.line().position().parse_move("h2-f4").unwrap();
//! let fx = session.engine_answered(request.id, Some(h2f4), None);
//! assert_eq!(fx.played.map(|p| p.m.to_string()).as_deref(), Some("h2-f4"));
//! assert_eq!(session.line().ply(), 2);
//! ```
//!
//! # Extending it
//!
//! New game state (a clock with time control, per-side remaining time, increment and flag; a
//! resignation or a draw offer; a rematch) belongs in this type, not in its callers:
//!
//! - add the state as a field, reset in [`Session::new_game`], kept by the saved form when it
//!   must survive a reload (`saved::Saved` has optional fields for that);
//! - add a method per event (`tick(now_ms)`, `resign(side)`, `offer_draw(side)`) returning
//!   [`Effects`]; a move's bookkeeping (a clock's increment, a flag fall ending the game) goes in
//!   the private `after_move`, which every move (the player's and the computer's) passes through;
//! - a result that does not come from the position (time, resignation, agreement) joins
//!   [`Session::is_over`], which [`Session::movable`] and the computer's turn already consult;
//! - new regions to draw join [`Redraw`]; new words are [`Text`] with ids in every `.ftl` file.

mod effects;
mod status;
#[cfg(test)]
mod tests;
mod text;

use loa_core::{Color, Move};

use crate::board::Movable;
use crate::game::{GameLine, Player};
use crate::protocol::{SearchInfo, StartSearch};

pub use effects::{By, Effects, Played, Redraw, Search};
pub use status::{engine_line, turn_sentence, viewing};
pub use text::{Arg, Text};

/// A pause between moves when the computer plays itself, so people can follow.
pub const WATCH_DELAY_MS: u32 = 500;

/// How the line's cursor behaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    /// The game page: the user may look at an earlier position (a view apart from the game),
    /// undo keeps the moves taken back for redo, and the computer moves whenever it is its turn.
    Game,
    /// `<loa-board>`: the cursor is the board; stepping is undo and redo, a move played ends the
    /// moves after the cursor, and the computer answers only at the end of the line.
    Study,
}

/// The computer's side of the session.
#[derive(Debug, Clone, Default)]
struct Computer {
    /// The search asked for and not yet answered.
    asked: Option<u32>,
    last_id: u32,
    /// The asked search's latest report.
    info: Option<SearchInfo>,
    /// Why the computer cannot play, once it has failed for good (until [`Session::retry`]).
    failure: Option<String>,
    /// Chooses among near-equal moves (xorshift state, never 0).
    seed: u64,
}

impl Computer {
    fn next_seed(&mut self) -> u32 {
        let mut x = self.seed.max(1);
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.seed = x;
        (x >> 32) as u32
    }
}

/// One game being played: see the [module](self).
#[derive(Debug, Clone)]
pub struct Session {
    line: GameLine,
    style: Style,
    computer: Computer,
    /// Rank 8 at the bottom.
    flipped: bool,
    /// The analysis board is open: the game page's browsing is part of it, and is kept.
    analysing: bool,
}

impl Session {
    /// A session on `line`; `seed` varies the computer's choices between sessions.
    #[must_use]
    pub fn new(line: GameLine, style: Style, seed: u64) -> Session {
        let computer = Computer { seed: seed | 1, ..Computer::default() };
        Session { line, style, computer, flipped: false, analysing: false }
    }

    /// What the page does when it first shows the session: save it, draw everything, and ask
    /// the computer if it is its turn.
    pub fn begin(&mut self) -> Effects {
        let mut fx = Effects { save: true, redraw: Redraw::all(None), ..Effects::none() };
        self.sync_computer(&mut fx);
        fx
    }

    // ---- what it holds ----------------------------------------------------------------------

    #[must_use]
    pub fn line(&self) -> &GameLine {
        &self.line
    }

    #[must_use]
    pub fn style(&self) -> Style {
        self.style
    }

    #[must_use]
    pub fn flipped(&self) -> bool {
        self.flipped
    }

    /// Whether the game is over (the position says so; later also time, resignation, agreement).
    #[must_use]
    pub fn is_over(&self) -> bool {
        self.line.position().is_game_over()
    }

    /// Whether the computer's search is asked for (or waiting for its pause to end).
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.computer.asked.is_some()
    }

    /// The running search's latest report.
    #[must_use]
    pub fn info(&self) -> Option<&SearchInfo> {
        self.computer.info.as_ref()
    }

    /// Why the computer cannot play, once it has failed for good (until [`Session::retry`]).
    #[must_use]
    pub fn failure(&self) -> Option<&str> {
        self.computer.failure.as_deref()
    }

    /// Which pieces the person at the board may pick up: none while looking at an earlier
    /// position or after the game; the human side against the computer (its premoves during the
    /// computer's turn); either side for two people.
    #[must_use]
    pub fn movable(&self) -> Movable {
        if self.line.is_browsing() || self.is_over() {
            return Movable::None;
        }
        let players = self.line.players;
        match (players.black, players.white) {
            (Player::Human, Player::Human) => Movable::Both,
            (Player::Computer, Player::Computer) => Movable::None,
            _ => players.lone_human().map_or(Movable::None, Movable::Side),
        }
    }

    /// Whether it is the computer's move now (at the end of the line, in [`Style::Study`]).
    #[must_use]
    pub fn computer_to_move(&self) -> bool {
        match self.style {
            Style::Game => self.line.computer_to_move(),
            Style::Study => self.line.computer_to_move_at_end(),
        }
    }

    // ---- what the user does -----------------------------------------------------------------

    /// The person at the board plays `m`.
    pub fn play(&mut self, m: Move) -> Effects {
        if self.style == Style::Game && self.analysing && self.line.is_browsing() {
            // The analysis board plays on from the position shown.
            let view = self.line.view();
            self.line.go_to(view);
        }
        if self.line.is_browsing() || self.line.computer_to_move() {
            return Effects::none();
        }
        let mover = self.line.turn();
        let played = match self.style {
            Style::Game => self.line.play(m),
            Style::Study => self.line.play_new(m),
        };
        match played {
            Ok(()) => self.after_move(mover, m, By::Player),
            Err(e) => Effects {
                message: Some(Text::message("move-not-allowed", [("error", Arg::PlayError(e))])),
                ..Effects::none()
            },
        }
    }

    /// Takes back the user's last move (and the computer's reply to it).
    pub fn undo(&mut self) -> Effects {
        let mut fx = self.stop_computer();
        let undone = self.line.undo();
        if undone.is_empty() {
            return fx;
        }
        // Slide the last piece taken back to where it came from.
        let back = undone.first().and_then(|m| crate::game::reversed(*m));
        fx = fx.then(Effects {
            save: true,
            announce: Some(Text::message("took-back", [("count", undone.len().into())])),
            redraw: Redraw::all(back),
            ..Effects::none()
        });
        self.sync_computer(&mut fx);
        fx
    }

    /// Plays again the moves the last undo took back.
    pub fn redo(&mut self) -> Effects {
        let mut fx = self.stop_computer();
        let redone = self.line.redo();
        if redone.is_empty() {
            return fx;
        }
        fx = fx.then(Effects {
            save: true,
            announce: Some(Text::message("replayed", [("count", redone.len().into())])),
            redraw: Redraw::all(redone.last().copied()),
            ..Effects::none()
        });
        self.sync_computer(&mut fx);
        fx
    }

    /// Shows the position after `ply` moves: on the game page a look back (the game goes on; on
    /// the analysis board the game itself goes there); on `<loa-board>` the cursor moves, and at
    /// the end of a game against the computer with the computer to move, it answers.
    pub fn go_to(&mut self, ply: usize) -> Effects {
        match self.style {
            Style::Game => {
                let old = self.line.view();
                let moved = if self.line.variations() { self.line.go_to(ply) } else { self.line.set_view(ply) };
                if !moved {
                    return Effects::none();
                }
                let animate = self.line.step_move(old, self.line.view());
                Effects { save: self.analysing, redraw: Redraw::all(animate), ..Effects::none() }
            }
            Style::Study => {
                let ply = ply.min(self.line.line().len());
                let cursor = self.line.ply();
                if ply == cursor {
                    return Effects::none();
                }
                // One step forward slides the piece; a step back slides it home.
                let animate = self.line.step_move(cursor, ply);
                let mut fx = self.stop_computer();
                self.line.go_to(ply);
                fx.redraw = Redraw::all(animate);
                self.sync_computer(&mut fx);
                fx
            }
        }
    }

    /// Takes back the last move for good (a wrong exercise answer).
    pub fn take_back(&mut self) -> Effects {
        let undone = self.line.take_back();
        Effects { redraw: Redraw::all(undone.and_then(crate::game::reversed)), ..Effects::none() }
    }

    /// Turns the board around.
    pub fn flip(&mut self) -> Effects {
        self.set_flipped(!self.flipped)
    }

    /// Shows rank 8 at the bottom, or not.
    pub fn set_flipped(&mut self, flipped: bool) -> Effects {
        self.flipped = flipped;
        Effects { save: true, redraw: Redraw { board: true, ..Redraw::default() }, ..Effects::none() }
    }

    /// Another game in place of this one (a new game, an import, a game from the library),
    /// announced with `said`.
    pub fn new_game(&mut self, line: GameLine, said: Text) -> Effects {
        let mut fx = self.stop_computer();
        self.computer.failure = None;
        self.line = line;
        fx = fx.then(Effects { save: true, announce: Some(said), redraw: Redraw::all(None), ..Effects::none() });
        self.sync_computer(&mut fx);
        fx
    }

    /// A kept game opened in place of this one (from the library, or as another tab wrote it),
    /// announced with `said`: drawn and the computer asked as needed, not saved (it is as kept).
    pub fn open(&mut self, line: GameLine, said: Text) -> Effects {
        let mut fx = self.new_game(line, said);
        fx.save = false;
        fx
    }

    /// The line itself, for the page's own tools on it (the analysis board's stash, variations):
    /// the caller saves and redraws as its tool requires.
    pub fn line_mut(&mut self) -> &mut GameLine {
        &mut self.line
    }

    /// Changes the line in place (the analysis board, variations, the editor): the computer's
    /// search stops, and the session is saved, drawn and the computer asked again as needed.
    pub fn edit(&mut self, change: impl FnOnce(&mut GameLine)) -> Effects {
        let mut fx = self.stop_computer();
        change(&mut self.line);
        fx = fx.then(Effects { save: true, redraw: Redraw::all(None), ..Effects::none() });
        self.sync_computer(&mut fx);
        fx
    }

    /// Opens or closes the analysis board's mode (browsing is then kept with the game).
    pub fn set_analysing(&mut self, analysing: bool) {
        self.analysing = analysing;
    }

    /// After the computer failed: try again.
    pub fn retry(&mut self) -> Effects {
        self.computer.failure = None;
        let mut fx = Effects { redraw: Redraw { status: true, ..Redraw::default() }, ..Effects::none() };
        self.sync_computer(&mut fx);
        fx
    }

    /// Stops the computer's search, if one is asked for (the board is going away, or starting
    /// over).
    pub fn stop_computer(&mut self) -> Effects {
        self.computer.info = None;
        match self.computer.asked.take() {
            Some(_) => Effects { search: Some(Search::Stop), ..Effects::none() },
            None => Effects::none(),
        }
    }

    // ---- what the engine does ---------------------------------------------------------------

    /// The engine's progress report; ignored unless it is of the search asked for.
    pub fn engine_info(&mut self, info: SearchInfo) -> Effects {
        if Some(info.id) != self.computer.asked {
            return Effects::none();
        }
        self.computer.info = Some(info);
        Effects { redraw: Redraw { status: true, ..Redraw::default() }, ..Effects::none() }
    }

    /// The engine's move for search `id` (`None`: pass); ignored unless it answers the search
    /// asked for. It is played at the end of the game (someone looking at an earlier position
    /// keeps looking at it).
    pub fn engine_answered(&mut self, id: u32, best: Option<Move>, info: Option<SearchInfo>) -> Effects {
        if Some(id) != self.computer.asked {
            return Effects::none();
        }
        self.computer.asked = None;
        if info.is_some() {
            self.computer.info = info;
        }
        if !self.line.computer_to_move() {
            return Effects { redraw: Redraw { status: true, ..Redraw::default() }, ..Effects::none() };
        }
        let mover = self.line.turn();
        let m = best.unwrap_or(Move::PASS);
        match self.line.play_keeping_view(m) {
            Ok(()) => self.after_move(mover, m, By::Computer),
            Err(e) => {
                self.computer.failure = Some("it chose an impossible move".to_owned());
                Effects {
                    message: Some(Text::message("ai-impossible-move", [("error", Arg::PlayError(e))])),
                    redraw: Redraw::all(None),
                    ..Effects::none()
                }
            }
        }
    }

    /// The engine failed; `retrying` says whether the search went to a fresh worker.
    pub fn engine_failed(&mut self, message: String, retrying: bool) -> Effects {
        let id = if retrying { "ai-restarting" } else { "ai-failed" };
        if !retrying {
            self.computer.asked = None;
            self.computer.failure = Some(message.clone());
        }
        Effects {
            message: Some(Text::message(id, [("error", Arg::Plain(message))])),
            redraw: Redraw { board: !retrying, status: true, ..Redraw::default() },
            ..Effects::none()
        }
    }

    // ---- the words --------------------------------------------------------------------------

    /// "Your move (Black)", "White (computer) to move", or how the game ended.
    #[must_use]
    pub fn turn_sentence(&self) -> Text {
        status::turn_sentence(&self.line)
    }

    /// The status line: the turn, or the computer thinking or unavailable, or a forced pass.
    #[must_use]
    pub fn status(&self) -> Text {
        status::status_line(&self.line, self.is_thinking(), self.failure().is_some())
    }

    // ---- inside -----------------------------------------------------------------------------

    /// Every move, the player's or the computer's, ends here.
    fn after_move(&mut self, mover: Color, m: Move, by: By) -> Effects {
        let outcome = self.line.outcome();
        let said = match outcome {
            Some(outcome) => Text::message(
                "move-and-outcome",
                [("move", Text::Move(mover, m).into()), ("outcome", Text::Outcome(outcome).into())],
            ),
            None => Text::Move(mover, m),
        };
        let mut fx = Effects {
            save: true,
            announce: Some(said),
            redraw: Redraw::all(Some(m)),
            played: Some(Played { mover, m, by, ends_game: outcome.is_some() }),
            ..Effects::none()
        };
        self.sync_computer(&mut fx);
        fx
    }

    /// Asks the computer for a move when it is its turn and none is asked; stops it otherwise.
    fn sync_computer(&mut self, fx: &mut Effects) {
        if !self.computer_to_move() || self.computer.failure.is_some() {
            let stop = self.stop_computer();
            *fx = std::mem::take(fx).then(stop);
            return;
        }
        if self.computer.asked.is_some() {
            return;
        }
        let players = self.line.players;
        let watching = players.black == Player::Computer && players.white == Player::Computer;
        let delay_ms = if watching && self.line.ply() > 0 { WATCH_DELAY_MS } else { 0 };
        self.computer.last_id = self.computer.last_id.wrapping_add(1).max(1);
        let id = self.computer.last_id;
        let seed = self.computer.next_seed();
        self.computer.asked = Some(id);
        self.computer.info = None;
        let position = Box::new(self.line.position().clone());
        let request = StartSearch::new(id, &position, players.level, seed);
        fx.search = Some(Search::Start { request, position, delay_ms });
        fx.redraw.status = true;
    }
}
