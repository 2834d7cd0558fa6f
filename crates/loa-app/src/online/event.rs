//! What happened in an online game, in order: the server's record of it. A game is its terms
//! and its events; the server and every page following it replay the same events through the
//! same [`OnlineGame`](super::OnlineGame), so they agree on the position, the clocks and the end.

use loa_core::Color;
use serde::{Deserialize, Serialize};

use super::{serde_text, GameId, Name};

/// One thing that happened, at `at` (the server's time, ms since 1970), by a side (`by`; none
/// for the server's own: a pause).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    /// 1 for the game's first event, then 2, 3 …: the order every replica applies them in.
    pub seq: u32,
    pub at: u64,
    #[serde(with = "serde_text::opt_color", default, skip_serializing_if = "Option::is_none")]
    pub by: Option<Color>,
    #[serde(flatten)]
    pub kind: EventKind,
}

/// What happened (`"k"` in the JSON).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "k", rename_all = "snake_case")]
pub enum EventKind {
    /// `by` took its seat (the second seat taken starts the game).
    Joined {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<Name>,
    },
    /// `by` played `m` (`b1-b3`, `d1xa4`, `pass`).
    Move {
        m: String,
    },
    DrawOffer,
    DrawAccept,
    DrawDecline,
    /// `by` asks to take back its last move (and the reply, if made).
    TakebackOffer,
    TakebackAccept,
    TakebackDecline,
    Resign,
    /// Before each side had moved: no result.
    Abort,
    /// `by` claims the win (`win`) or a draw: the other side has been away too long.
    Claim {
        win: bool,
    },
    /// `by`'s time ran out.
    Flag,
    /// The server was down from `since` to this event: no clock ran meanwhile.
    Pause {
        since: u64,
    },
    RematchOffer,
    RematchDecline,
    /// The rematch was agreed: the next game, colours swapped.
    Rematch {
        game: GameId,
    },
}

/// What a player may do in a game, besides moving (`"act"` of [`super::ClientMsg::Act`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Act {
    DrawOffer,
    DrawAccept,
    DrawDecline,
    TakebackOffer,
    TakebackAccept,
    TakebackDecline,
    Resign,
    Abort,
    /// The other side has been away long enough: the win for this side.
    ClaimWin,
    /// The other side has been away long enough: a draw.
    ClaimDraw,
    RematchOffer,
    RematchAccept,
    RematchDecline,
}
