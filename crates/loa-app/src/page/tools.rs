//! The page's tools around the game: the analysis board and its engine panel, variations, the
//! Hint button, the post-game review, the position editor, and the workers' reports for each.

use loa_core::move_tree::MoveTree;
use loa_core::{Color, Move, Square};

use super::{Dialog, Effects, Page};
use crate::editor::dialog::Panel as EditorPanel;
use crate::editor::{Brush, Preset};
use crate::game::{GameLine, Player, Players};
use crate::hint;
use crate::i18n::Msg;
use crate::library::{Notice, Offer, Shelf};
use crate::review::run::Heard;
use crate::session::{EngineFailure, Redraw, Text};
use crate::worker::{Report, Worker};

/// How the editor's position is to be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Use {
    /// The reader plays the side to move against the computer.
    Computer,
    /// Two people on this device.
    Friend,
    /// The analysis board on it.
    Analyse,
}

impl<S: Shelf> Page<S> {
    // ---- the analysis board -----------------------------------------------------------------

    /// Opens the analysis board at the position shown.
    pub fn open_analysis(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        let fx = self.session.open_analysis();
        self.settle(fx)
    }

    /// Back to the game as it was (the board kept for next time).
    pub fn close_analysis(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        let fx = self.session.close_analysis();
        self.settle(fx)
    }

    /// The panel's stop/start switch.
    pub fn toggle_analysis(&mut self, now_ms: u64) -> Effects {
        Effects { workers: self.panel.toggle(now_ms), panel: true, ..Effects::default() }
    }

    /// Plays line `index` of the panel from the position shown.
    pub fn play_line(&mut self, index: usize, now_ms: u64) -> Effects {
        let Some(moves) = self.panel.line(index).map(<[Move]>::to_vec) else { return Effects::default() };
        self.now_ms = now_ms;
        let fx = self.session.play_line(&moves);
        self.settle(fx)
    }

    /// The move list's button for node `index` was chosen.
    pub fn select_node(&mut self, index: usize, now_ms: u64) -> Effects {
        let Some(node) = self.session.line().tree().node(index) else { return Effects::default() };
        self.now_ms = now_ms;
        let fx = self.session.select_node(node);
        self.settle(fx)
    }

    /// On the analysis board, to the next (`step` 1) or previous (−1) variation.
    pub fn switch_variation(&mut self, step: isize) -> Effects {
        let fx = self.session.switch_variation(step);
        self.settle(fx)
    }

    /// Makes the line shown the main line.
    pub fn promote_variation(&mut self) -> Effects {
        let fx = self.session.promote_variation();
        self.settle(fx)
    }

    /// Deletes the move shown and what follows it.
    pub fn delete_variation(&mut self) -> Effects {
        let fx = self.session.delete_variation();
        self.settle(fx)
    }

    // ---- the hint ---------------------------------------------------------------------------

    /// Whether the Hint button is offered.
    #[must_use]
    pub fn hint_offered(&self) -> bool {
        hint::offered(self.session.line(), self.session.is_analysing())
    }

    /// Whether the Hint button keeps its place in the bar (a game against the computer, not on
    /// the analysis board), offered or not: the bar does not rearrange as it comes and goes.
    #[must_use]
    pub fn hint_placed(&self) -> bool {
        !self.session.is_analysing() && self.session.line().players.lone_human().is_some()
    }

    /// Whether a hint is being looked for.
    #[must_use]
    pub fn hint_thinking(&self) -> bool {
        self.hint.is_thinking()
    }

    /// The Hint button: the hint's worker asked about the position on the board.
    pub fn ask_hint(&mut self) -> Effects {
        if !self.hint_offered() || self.hint.is_thinking() {
            return Effects::default();
        }
        let Some(order) = self.hint.ask(self.session.line().position()) else { return Effects::default() };
        Effects {
            workers: vec![(Worker::Hint, order)],
            announce: Some(Text::message(Msg::HintThinking, [])),
            redraw: Redraw { board: true, ..Redraw::default() },
            ..Effects::default()
        }
    }

    // ---- the review -------------------------------------------------------------------------

    /// "Review": every position of the line shown evaluated, from the start.
    pub fn start_review(&mut self, now_ms: u64) -> Effects {
        let workers = self.review.start(self.session.line(), now_ms);
        Effects { workers, review: true, ..Effects::default() }
    }

    /// Cancel: the review's worker stops; what was evaluated stays shown.
    pub fn cancel_review(&mut self) -> Effects {
        Effects { workers: self.review.cancel(), review: true, ..Effects::default() }
    }

    pub fn close_review(&mut self) -> Effects {
        Effects {
            workers: self.review.close(),
            review: true,
            redraw: Redraw { board: true, ..Redraw::default() },
            ..Effects::default()
        }
    }

    /// The next (`step` 1) or previous (−1) marked move from the position shown (keys n and p,
    /// and the two buttons); `None` when there is none that way.
    pub fn review_mark(&mut self, step: isize) -> Option<Effects> {
        let game = self.session.line();
        let ply = self.review.step_mark(game, game.view(), step)?;
        Some(self.browse_to(ply))
    }

    /// A click on the graph at `fraction` of its width: to that move.
    pub fn review_graph(&mut self, fraction: f64) -> Effects {
        match self.review.graph_ply(fraction, self.session.line()) {
            Some(ply) => self.browse_to(ply),
            None => Effects::default(),
        }
    }

    // ---- the workers' reports ---------------------------------------------------------------

    /// A report of `worker` at `now_ms`.
    pub fn engine(&mut self, worker: Worker, report: Report, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        match worker {
            Worker::Computer => {
                if let Report::Failed { failure: EngineFailure::StaleBuild, .. } = report {
                    // Another build of the site is installed: no engine until a reload.
                    let notice = Notice { text: Text::message(Msg::BuildStale, []), offer: Some(Offer::Reload) };
                    let fx = self.session.engine_failed(EngineFailure::StaleBuild, false);
                    let fx = crate::session::Effects { message: None, ..fx };
                    return self.settle(fx).then(self.say(notice));
                }
                let fx = match report {
                    Report::Reviewed(_) => return Effects::default(),
                    Report::Info(info) => self.session.engine_info(info),
                    Report::BestMove { id, best, info } => self.session.engine_answered_at(id, best, info, now_ms),
                    Report::Failed { failure, retrying } => self.session.engine_failed(failure, retrying),
                };
                self.settle(fx)
            }
            Worker::Hint => {
                let thinking = self.hint.is_thinking();
                let pos = self.session.line().position().clone();
                let over = self.session.is_over();
                match self.hint.answer(report, &pos) {
                    // Asked before the game ended (a resignation, a flag): not said nor drawn.
                    Some(_) if over => {
                        let _ = self.hint.clear();
                        Effects { redraw: Redraw { board: true, ..Redraw::default() }, ..Effects::default() }
                    }
                    Some(m) => {
                        let said = Text::message(Msg::HintShown, [("move", crate::session::Arg::Plain(m.to_string()))]);
                        let fx = self.save().then(Effects { announce: Some(said), ..Effects::default() });
                        fx.then(Effects { redraw: Redraw { board: true, ..Redraw::default() }, ..Effects::default() })
                    }
                    None if thinking != self.hint.is_thinking() => {
                        Effects { redraw: Redraw { board: true, ..Redraw::default() }, ..Effects::default() }
                    }
                    None => Effects::default(),
                }
            }
            Worker::Review => match self.review.answer(report, self.session.line(), now_ms) {
                Heard::Nothing => Effects::default(),
                Heard::Changed => Effects { review: true, ..Effects::default() },
                Heard::Done(first) => {
                    let mut fx = Effects { review: true, ..Effects::default() };
                    if let Some(ply) = first {
                        fx = fx.then(self.browse_to(ply));
                    }
                    fx
                }
            },
            Worker::Analysis(n) => {
                let changed = self.panel.answer(usize::from(n), report, now_ms);
                Effects { panel: changed, ..Effects::default() }
            }
        }
    }

    /// The arrow on the board: the analysis's best move on the analysis board, else the hint for
    /// the position shown, else the review's better move from it.
    #[must_use]
    pub fn arrow(&self) -> Option<Move> {
        let game = self.session.line();
        if self.session.is_analysing() {
            return self.panel.best();
        }
        // A hint is for a game going on: none once it has ended, whatever ended it.
        let hint = if self.session.is_over() { None } else { self.hint.arrow(game.shown()) };
        hint.or_else(|| self.review.arrow(game))
    }

    // ---- the position editor ----------------------------------------------------------------

    /// Opens the editor on the position shown.
    pub fn open_editor(&mut self) -> &EditorPanel {
        self.editor.insert(EditorPanel::open(self.session.line().shown()))
    }

    /// The editor, while it is open.
    #[must_use]
    pub fn editor(&self) -> Option<&EditorPanel> {
        self.editor.as_ref()
    }

    /// A brush is chosen.
    pub fn editor_brush(&mut self, brush: Brush) {
        if let Some(editor) = &mut self.editor {
            editor.choose_brush(brush);
        }
    }

    /// The brush is used on `sq`: what to say of the square, if it changed.
    pub fn editor_paint(&mut self, sq: Square) -> Option<String> {
        self.editor.as_mut()?.paint(sq)
    }

    pub fn editor_preset(&mut self, preset: Preset) {
        if let Some(editor) = &mut self.editor {
            editor.load(preset);
        }
    }

    pub fn editor_turn(&mut self, turn: Color) {
        if let Some(editor) = &mut self.editor {
            editor.set_turn(turn);
        }
    }

    pub fn editor_size(&mut self, size: u8) {
        if let Some(editor) = &mut self.editor {
            editor.set_size(size);
        }
    }

    /// The position string typed in.
    pub fn editor_text(&mut self, text: &str) {
        if let Some(editor) = &mut self.editor {
            editor.read(text);
        }
    }

    /// The link to the edited position, for two people; or why it cannot be played.
    ///
    /// # Errors
    /// Why the position cannot be played, as the dialog says it.
    pub fn editor_link(&self) -> Result<String, String> {
        let editor = self.editor.as_ref().ok_or_else(String::new)?;
        let pos = editor.checked(self.session.line().start().rules())?;
        let players = Players { black: Player::Human, white: Player::Human, ..self.session.line().players };
        Ok(self.link_to(&GameLine::new(pos, players), ""))
    }

    /// The edited position used `how`, or why it cannot be played (said on the board).
    ///
    /// # Errors
    /// Why the position cannot be played.
    pub fn use_position(&mut self, how: Use, now_ms: u64) -> Result<Effects, String> {
        let editor = self.editor.as_ref().ok_or_else(String::new)?;
        let pos = editor.checked(self.session.line().start().rules())?;
        self.now_ms = now_ms;
        let level = self.session.line().players.level;
        let two = Players { black: Player::Human, white: Player::Human, level };
        let mut fx = match how {
            Use::Analyse => {
                let fx = self.session.analyse_position(pos);
                self.settle(fx)
            }
            Use::Computer | Use::Friend => {
                let players = match (how, pos.turn()) {
                    (Use::Friend, _) => two,
                    (_, Color::Black) => Players { black: Player::Human, white: Player::Computer, level },
                    (_, Color::White) => Players { black: Player::Computer, white: Player::Human, level },
                };
                let game = GameLine::new(pos, players);
                let said =
                    Text::message(Msg::EditorGameStarted, [("turn", crate::session::turn_sentence(&game).into())]);
                self.dismiss_message().then(self.replace_game(game, said, now_ms))
            }
        };
        fx.dialog = Some(Dialog::Close("editor-dialog"));
        Ok(fx)
    }

    /// The words said once a link was copied (`clipboard`), or only selected for the reader to
    /// copy.
    #[must_use]
    pub fn link_copied(clipboard: bool) -> Text {
        Text::message(if clipboard { Msg::LinkCopied } else { Msg::LinkSelected }, [])
    }

    /// Whether the move list shows a variation the buttons can act on.
    #[must_use]
    pub fn on_variation(&self) -> bool {
        self.session.on_variation()
    }

    /// Whether the list's node `index` is the start (no move).
    #[must_use]
    pub fn is_root(index: usize) -> bool {
        index == MoveTree::ROOT.index()
    }
}
