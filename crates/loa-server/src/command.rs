//! What a room is told ([`Command`]), by the sockets, the server and the other instances (the
//! bus), and the hub that carries it: its own file, so that none of them needs the room's.

use loa_app::online::{Act, ErrorCode, Event, Name, Secret};
use loa_core::Color;
use serde::Deserialize;
use tokio::sync::oneshot;

use crate::conn::{Conn, ConnId};

/// How a room answers a command.
pub type Reply<T> = oneshot::Sender<Result<T, ErrorCode>>;

/// What a room is asked.
#[derive(Debug)]
pub enum Command {
    /// Follow the game, as the seat of `seat` or as a spectator.
    Open {
        conn: Conn,
        seat: Option<Secret>,
        reply: Reply<()>,
    },
    /// Take the free seat by the invitation's secret: the answer is the seat's colour and secret.
    Join {
        conn: Conn,
        invite: Secret,
        name: Option<Name>,
        reply: Reply<(Color, Secret)>,
    },
    Move {
        conn: ConnId,
        ply: u32,
        m: String,
        reply: Reply<()>,
    },
    Act {
        conn: ConnId,
        ply: u32,
        act: Act,
        reply: Reply<()>,
    },
    /// Stop following.
    Close {
        conn: ConnId,
    },
    /// Another instance recorded this event.
    Notified(Event),
    /// The server was down since `since`: no clock ran meanwhile.
    Pause {
        since: u64,
        reply: Reply<()>,
    },
    /// Nothing: the room is open now, and runs the game's clock.
    Wake,
    /// Another instance has these players here.
    Here(Here),
    /// Another instance asks which players are here.
    WhoIsHere,
}

/// Instance `i` has these seats here, at `at`.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
pub struct Here {
    pub i: String,
    pub h: [bool; 2],
    pub at: u64,
}
