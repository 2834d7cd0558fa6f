//! A hint: a move suggested for the position on a board, drawn as the board's arrow and said in
//! its live region. The game page's Hint button (`page/hint_button.rs`) and `<loa-board hints>`
//! (`embed/hint_source.rs`) each keep one [`Hint`]: it asks the engine (a worker of its own, started on
//! the first hint, a short search at [`HINT_LEVEL`]) or is given a move already known (an
//! exercise's expected answer, a puzzle's solution), and remembers the move for the position it
//! is for, and the plies at which hints were shown.

use loa_core::{Move, Position};

use crate::engine::client::AiClient;
use crate::engine::source::EngineSource;
use loa_app::worker::Report;

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
    /// Asks the engine for a hint in `pos`; the worker's events go to `on_event` (then to
    /// [`Hint::answer`]). Nothing when the hint for `pos` is shown already.
    pub fn ask(&mut self, source: &EngineSource, pos: &Position, on_event: impl Fn(Report) + 'static) {
        if self.arrow(pos).is_some() {
            return;
        }
        let client = self.client.get_or_insert_with(|| AiClient::new(source, on_event));
        let id = client.start(pos, HINT_LEVEL, 0);
        self.search = Some((id, pos.clone()));
    }

    /// Shows `m`, a move known to be right in `pos` (no search). Returns it if it is legal there.
    pub fn show(&mut self, m: Move, pos: &Position) -> Option<Move> {
        if !pos.is_legal(m) {
            return None;
        }
        if self.arrow(pos).is_none() {
            self.plies.push(pos.ply() as u32);
        }
        self.shown = Some((m, pos.clone()));
        Some(m)
    }

    /// Whether a hint is being looked for.
    #[must_use]
    pub fn is_thinking(&self) -> bool {
        self.search.is_some()
    }

    /// An event from the hint's worker: the move to show, if it is the answer for `now` (the
    /// position on the board).
    pub fn answer(&mut self, event: Report, now: &Position) -> Option<Move> {
        let Report::BestMove { id, best, .. } = event else {
            if let Report::Failed { retrying: false, .. } = event {
                self.search = None;
            }
            return None;
        };
        let (_, pos) = self.search.take_if(|(wanted, _)| *wanted == id)?;
        let m = best?;
        if &pos != now {
            return None;
        }
        self.show(m, now)
    }

    /// The arrow for the board showing `pos`: the hint while that position is on the board.
    #[must_use]
    pub fn arrow(&self, pos: &Position) -> Option<Move> {
        self.shown.as_ref().filter(|(_, p)| p == pos).map(|(m, _)| *m)
    }

    /// Stops a search that is no longer for `pos` (the game moved on).
    pub fn cancel_unless(&mut self, pos: &Position) {
        if self.search.as_ref().is_some_and(|(_, p)| p != pos) {
            self.cancel();
        }
    }

    /// Stops the search, if any, and forgets the hint shown (a board starting over); the plies
    /// stay.
    pub fn clear(&mut self) {
        self.cancel();
        self.shown = None;
    }

    fn cancel(&mut self) {
        if self.search.take().is_some() {
            if let Some(c) = &self.client {
                c.cancel();
            }
        }
    }

    /// Stops the hint's worker for good (the board left the page).
    pub fn shut_down(&mut self) {
        self.search = None;
        if let Some(c) = self.client.take() {
            c.shutdown();
        }
    }
}
