//! The engine's workers, as the page and the boards use them: which worker does what
//! ([`Worker`]), what they are asked ([`Order`]) and what they report ([`Report`]); one worker's
//! life is [`life::Link`]. The messages on the wire are [`crate::protocol`]'s.

pub mod life;
#[cfg(test)]
mod tests;

use loa_core::{Move, Position};

use crate::protocol::{PositionReview, SearchInfo, StartSearch};
use crate::session::EngineFailure;

/// How much longer than its level's time limit a search may take before the worker is deemed
/// stuck: the limit is checked between nodes, so an answer comes soon after it on any device.
pub const SEARCH_MARGIN_MS: u64 = 5_000;

/// How long a search at `level` may go unanswered: its time limit plus [`SEARCH_MARGIN_MS`].
#[must_use]
pub fn search_deadline_ms(level: u8) -> u64 {
    let limit = loa_core::engine::level_settings(level).time_ms.unwrap_or(10_000);
    limit + SEARCH_MARGIN_MS
}

/// Each engine worker of a page, by what it is for (each a Web Worker of its own, so one's
/// search never waits for another's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Worker {
    /// The computer's moves.
    Computer,
    /// The Hint button's short searches.
    Hint,
    /// The post-game review.
    Review,
    /// The analysis board's lines (`0`), and the main line alone on a core to spare (`1`).
    Analysis(u8),
}

/// What a worker is asked.
#[derive(Debug, Clone, PartialEq)]
pub enum Order {
    /// Send `request` (a search in `position`) after `delay_ms`, stopping any search running.
    Start { request: StartSearch, position: Box<Position>, delay_ms: u32 },
    /// Stop the search running (its late answers are not heard).
    Stop,
    /// Stop the worker for good.
    Shutdown,
}

impl Order {
    /// A search of `position` sent at once.
    #[must_use]
    pub fn start(request: StartSearch, position: &Position) -> Order {
        Order::Start { request, position: Box::new(position.clone()), delay_ms: 0 }
    }
}

/// What a worker reports, for the search with the id its request gave.
#[derive(Debug, Clone, PartialEq)]
pub enum Report {
    Info(SearchInfo),
    /// A review's evaluation of one position.
    Reviewed(PositionReview),
    /// The engine's move, already checked legal in the position that was sent (`None`: a pass,
    /// or the end of a review).
    BestMove {
        id: u32,
        best: Option<Move>,
        info: Option<SearchInfo>,
    },
    /// The worker failed; `retrying` says whether the search went to a fresh worker.
    Failed {
        failure: EngineFailure,
        retrying: bool,
    },
}
