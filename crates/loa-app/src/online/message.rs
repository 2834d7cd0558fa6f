//! The protocol's messages: JSON text frames on one WebSocket per page (`/api/ws`), each an
//! object whose `"t"` names it. See `docs/PROTOCOL.md` for the exchanges, with examples.

use loa_core::Color;
use serde::{Deserialize, Serialize};

use super::{serde_text, Act, ErrorCode, Event, GameId, Name, Secret, Terms};

/// The protocol's version: a `hello` with another is refused with [`ErrorCode::Version`].
pub const PROTOCOL_VERSION: u32 = 1;

/// The largest message the server reads, in bytes (a bigger frame closes the connection).
pub const MAX_MESSAGE_BYTES: usize = 4_096;

/// What a page sends.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ClientMsg {
    /// First, always: the protocol version the page speaks.
    Hello { protocol: u32 },
    /// A game for a friend: the server answers [`ServerMsg::Seated`] with this seat's secret and
    /// the invitation's.
    Invite {
        terms: Terms,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<Name>,
    },
    /// A challenge in the lobby, open while this connection is.
    Seek {
        terms: Terms,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<Name>,
    },
    /// Withdraws one's challenge.
    Unseek { challenge: GameId },
    /// Follows the lobby (its challenges and counts) or stops.
    Lobby { on: bool },
    /// Accepts a challenge of the lobby: the game starts for both.
    Accept {
        challenge: GameId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<Name>,
    },
    /// Takes the free seat of a game by its invitation.
    Join {
        game: GameId,
        invite: Secret,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<Name>,
    },
    /// Follows a game: as a player with a seat's secret, else as a spectator. Answered by
    /// [`ServerMsg::Game`], then its events as they happen.
    Open {
        game: GameId,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seat: Option<Secret>,
    },
    /// Stops following a game.
    Close { game: GameId },
    /// A move, for the game at `ply` moves played.
    Move { game: GameId, ply: u32, m: String },
    /// Anything else a player does, for the game at `ply` moves played.
    Act { game: GameId, ply: u32, act: Act },
}

/// What the server sends.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ServerMsg {
    /// The answer to `hello`: the server's time and the counts.
    Welcome { protocol: u32, now: u64, counts: Counts },
    /// A message refused, and why; nothing changed.
    Error {
        code: ErrorCode,
        /// In English, for developers: the page says the code in its own words.
        detail: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        game: Option<GameId>,
    },
    /// This connection has a seat: keep its secret (the private link). `invite` is the friend's
    /// link's secret, for the game's maker only.
    Seated {
        game: GameId,
        #[serde(with = "serde_text::color")]
        color: Color,
        seat: Secret,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        invite: Option<Secret>,
    },
    /// One's own challenge is open in the lobby.
    Seeking { challenge: Challenge },
    /// A game followed, whole: its terms, its players, everything that happened.
    Game(Box<Snapshot>),
    /// Something happened in a game followed.
    Event { game: GameId, event: Event },
    /// A player of a game followed came or went.
    Presence { game: GameId, presence: Presence },
    /// The lobby as it stands (after `lobby`).
    LobbyList { challenges: Vec<Challenge>, counts: Counts },
    /// A challenge opened in the lobby.
    ChallengeAdded { challenge: Challenge },
    /// A challenge left the lobby (accepted, withdrawn, its maker gone).
    ChallengeRemoved { challenge: GameId },
    /// The counts changed.
    Counts { counts: Counts },
}

/// A game as a page first sees it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub game: GameId,
    pub terms: Terms,
    /// Black's and White's names, as given.
    pub names: [Option<Name>; 2],
    /// This connection's seat (`null`: a spectator).
    #[serde(with = "serde_text::opt_color")]
    pub you: Option<Color>,
    pub events: Vec<Event>,
    /// Black's and White's presence.
    pub presence: [Presence; 2],
    /// The server's time when it sent this.
    pub now: u64,
}

/// Whether a player is connected, and since when it has been away.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Presence {
    #[serde(with = "serde_text::color")]
    pub color: Color,
    /// Since when this player has had no page open on the game (server time); `null`: here.
    pub away_since: Option<u64>,
    /// From when the other side may claim (a live game, this player away): server time.
    pub claim_at: Option<u64>,
}

/// An open challenge of the lobby.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenge {
    pub id: GameId,
    pub terms: Terms,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<Name>,
}

/// Games being played and players online, across the server's instances.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Counts {
    pub games: u64,
    pub players: u64,
}
