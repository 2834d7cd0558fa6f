//! Hints against the computer: the Hint button asks the engine (its own worker, started on the
//! first hint, a short search at [`HINT_LEVEL`]) for a move in the position on the board, shows it
//! as an arrow and says it in the live region. The saved game records the plies at which hints
//! were shown (`Saved::hints`).

use loa_core::{Move, Position};

use crate::ai::{AiClient, AiEvent};

/// The level of a hint's search: depth 6, no random margin (a win in one is always found).
pub const HINT_LEVEL: u8 = 5;

/// The hint being looked for or shown.
#[derive(Default)]
pub struct Hint {
    client: Option<AiClient>,
    /// The running search and the position it is for.
    search: Option<(u32, Position)>,
    /// The move shown and the position it is for.
    shown: Option<(Move, Position)>,
    /// The plies (moves played before) at which a hint was shown in this game.
    pub plies: Vec<u32>,
}

impl std::fmt::Debug for Hint {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Hint").field("plies", &self.plies).finish_non_exhaustive()
    }
}

impl Hint {
    /// Asks for a hint in `pos`; the worker's events go to `on_event` (then to [`Hint::answer`]).
    pub fn ask(&mut self, url: &str, pos: &Position, on_event: impl Fn(AiEvent) + 'static) {
        if self.shown.as_ref().is_some_and(|(_, p)| p == pos) {
            return;
        }
        let client = self.client.get_or_insert_with(|| AiClient::new(url, on_event));
        let id = client.start(pos, HINT_LEVEL, 0);
        self.search = Some((id, pos.clone()));
    }

    /// Whether a hint is being looked for.
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.search.is_some()
    }

    /// An event from the hint's worker: the move to show, if it is the answer for `now` (the
    /// position on the board).
    pub fn answer(&mut self, event: AiEvent, now: &Position) -> Option<Move> {
        let AiEvent::BestMove { id, best, .. } = event else {
            if let AiEvent::Failed { retrying: false, .. } = event {
                self.search = None;
            }
            return None;
        };
        let (_, pos) = self.search.take_if(|(wanted, _)| *wanted == id)?;
        let m = best?;
        if &pos != now || !now.is_legal(m) {
            return None;
        }
        self.plies.push(now.ply() as u32);
        self.shown = Some((m, pos));
        Some(m)
    }

    /// The arrow for the board showing `pos`: the hint while that position is on the board.
    #[must_use]
    pub fn arrow(&self, pos: &Position) -> Option<Move> {
        self.shown.as_ref().filter(|(_, p)| p == pos).map(|(m, _)| *m)
    }

    /// Stops a search that is no longer for `pos` (the game moved on).
    pub fn cancel_unless(&mut self, pos: &Position) {
        if self.search.as_ref().is_some_and(|(_, p)| p != pos) {
            self.search = None;
            if let Some(c) = &self.client {
                c.cancel();
            }
        }
    }
}

/// Whether the Hint button is offered: a game against the computer, the human to move at the
/// end of the game (not browsing, not over), not on the analysis board.
#[must_use]
pub fn offered(game: &crate::game::GameLine, analysing: bool) -> bool {
    !analysing
        && !game.is_browsing()
        && !game.position().is_game_over()
        && game.players.lone_human() == Some(game.turn())
}

/// The plies at which hints were shown in the saved game, if the saved game is `game`.
pub fn stored_plies(window: &web_sys::Window, game: &crate::game::GameLine) -> Vec<u32> {
    // The tab's game in the library (see `library_game`).
    let Some(store) = super::storage::Store::open(window) else { return Vec::new() };
    let Some(text) = store.current().and_then(|id| store.read(&id)) else { return Vec::new() };
    match super::storage::parse(&text) {
        Ok(saved) => {
            let now = super::saved::Saved::of(game, saved.flipped);
            if saved.line == now.line && saved.tree == now.tree && saved.start == now.start && saved.ply == now.ply {
                saved.hints
            } else {
                Vec::new()
            }
        }
        Err(_) => Vec::new(),
    }
}

impl super::App {
    /// The Hint button: asks the hint's worker about the position on the board.
    pub(super) fn ask_hint(app: &super::Shared) {
        let mut a = app.borrow_mut();
        if !offered(&a.game, a.stashed.is_some()) || a.hint.is_thinking() {
            return;
        }
        let weak = std::rc::Rc::downgrade(app);
        let pos = a.game.position().clone();
        a.hint.ask(super::WORKER_URL, &pos, move |event| {
            if let Some(app) = weak.upgrade() {
                app.borrow_mut().on_hint(event);
            }
        });
        if a.hint.is_thinking() {
            a.board.announce(&crate::i18n::tr("hint-thinking", &[]));
        }
        a.show_hint_button();
    }

    fn on_hint(&mut self, event: AiEvent) {
        let now = self.game.position().clone();
        if let Some(m) = self.hint.answer(event, &now) {
            self.board.announce(&crate::i18n::tr("hint-shown", &[("move", m.to_string().into())]));
            self.save();
            self.redraw(None);
        }
        self.show_hint_button();
    }

    /// Shows or hides the Hint button (and keeps the arrow to the position it is for).
    pub(super) fn show_hint_button(&self) {
        let Some(button) = self.doc.get_element_by_id("hint") else { return };
        let offered = offered(&self.game, self.stashed.is_some());
        if offered {
            let _ = button.remove_attribute("hidden");
        } else {
            let _ = button.set_attribute("hidden", "");
        }
        let busy = if self.hint.is_thinking() { "true" } else { "false" };
        let _ = button.set_attribute("aria-busy", busy);
    }
}
