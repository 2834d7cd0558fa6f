//! Hints against the computer on the game page: the Hint button asks the engine (the shared
//! [`Hint`]: its own worker, a short search) for a move in the position on the board, shows it as
//! an arrow and says it in the live region. The saved game records the plies at which hints were
//! shown (`Saved::hints`).

pub use crate::engine::hint::Hint;
use crate::i18n::Msg;
use loa_app::worker::Report;

/// Whether the Hint button is offered: a game against the computer, the human to move at the
/// end of the game (not browsing, not over), not on the analysis board.
#[must_use]
pub fn offered(game: &loa_app::game::GameLine, analysing: bool) -> bool {
    !analysing
        && !game.is_browsing()
        && !game.position().is_game_over()
        && game.players.lone_human() == Some(game.turn())
}

/// The plies at which hints were shown in the saved game, if the saved game is `game`.
pub fn stored_plies(window: &web_sys::Window, game: &loa_app::game::GameLine) -> Vec<u32> {
    // The tab's game in the library (see `library::kept`).
    let Some(store) = super::library::storage::Store::open(window) else { return Vec::new() };
    let Some(text) = store.current().and_then(|id| store.read(&id)) else { return Vec::new() };
    match super::library::storage::parse(&text) {
        Ok(saved) => {
            let now = loa_app::saved::Saved::of(game, saved.flipped);
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
        if !offered(a.session.line(), a.session.is_analysing()) || a.hint.is_thinking() {
            return;
        }
        let weak = std::rc::Rc::downgrade(app);
        let pos = a.session.line().position().clone();
        let engine = a.engine.clone();
        a.hint.ask(&engine, &pos, move |event| {
            if let Some(app) = weak.upgrade() {
                app.borrow_mut().on_hint(event);
            }
        });
        if a.hint.is_thinking() {
            a.board.announce(&crate::i18n::tr(Msg::HintThinking, &[]));
        }
        a.show_hint_button();
    }

    fn on_hint(&mut self, event: Report) {
        let now = self.session.line().position().clone();
        if let Some(m) = self.hint.answer(event, &now) {
            self.board.announce(&crate::i18n::tr(Msg::HintShown, &[("move", m.to_string().into())]));
            self.save();
            self.redraw(None);
        }
        self.show_hint_button();
    }

    /// Shows or hides the Hint button (and keeps the arrow to the position it is for).
    pub(super) fn show_hint_button(&self) {
        let Some(button) = crate::dom::find::optional::<web_sys::Element>(&self.doc, "hint") else { return };
        let offered = offered(self.session.line(), self.session.is_analysing());
        if offered {
            let _ = button.remove_attribute("hidden");
        } else {
            let _ = button.set_attribute("hidden", "");
        }
        let busy = if self.hint.is_thinking() { "true" } else { "false" };
        let _ = button.set_attribute("aria-busy", busy);
    }
}
