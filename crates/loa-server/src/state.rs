//! What every request and connection shares: the router's typed state, beside the server
//! that makes it and the sockets that use it.

use std::sync::atomic::AtomicU64;

use tokio::sync::watch;

use crate::config::Config;
use crate::hub::Hub;
use crate::limits::Limits;
use crate::lobby::Lobby;
use crate::store::Store;

/// What every request and connection shares.
#[derive(Debug)]
pub struct AppState {
    pub store: Store,
    pub hub: Hub,
    pub lobby: Lobby,
    pub limits: Limits,
    pub config: Config,
    pub connections: AtomicU64,
    pub stopping: watch::Receiver<bool>,
}
