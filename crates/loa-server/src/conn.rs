//! What the game's rooms and the lobby know of a connection: its id and its two channels (text
//! to send, and what the server asks of it).

use std::sync::Arc;

use loa_app::online::{GameId, Secret, ServerMsg};
use loa_core::Color;
use tokio::sync::mpsc;

/// A connection's id, unique in this process.
pub type ConnId = u64;

/// What a connection's task is asked by the rest of the server.
#[derive(Debug)]
pub enum Internal {
    /// A seat in a new game (a lobby challenge accepted): say so and follow the game.
    Seated { game: GameId, color: Color, seat: Secret },
}

/// A connection, as others hold it.
#[derive(Debug, Clone)]
pub struct Conn {
    pub id: ConnId,
    /// Text frames to send (JSON, serialized once for every follower).
    pub out: mpsc::Sender<Arc<str>>,
    pub inbox: mpsc::Sender<Internal>,
}

/// The text of `msg` (it always serializes).
#[must_use]
pub fn text(msg: &ServerMsg) -> Arc<str> {
    serde_json::to_string(msg).unwrap_or_default().into()
}

impl Conn {
    /// Queues `text`; false when the connection is gone or too slow to keep up (its queue is
    /// full): it then misses this, and asks for the whole game again when it sees a gap.
    pub fn send(&self, text: &Arc<str>) -> bool {
        self.out.try_send(text.clone()).is_ok()
    }
}
