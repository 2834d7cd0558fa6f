//! The rooms of this instance, by game: a room is started when its game is first asked for
//! and forgets itself when idle. A message for a game goes to its room; a room that has just
//! gone is started again.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use futures_util::future::BoxFuture;
use loa_app::online::{ErrorCode, GameId};
use tokio::sync::{mpsc, watch};
use tokio_util::task::TaskTracker;

use crate::command::Command;
use crate::config::Config;
use crate::store::Store;

/// A room's queue of commands.
const QUEUE: usize = 64;

/// Runs one room until it goes: `Room::run`, given by the server, so that the hub, which the
/// rooms use, does not use them back.
pub type StartRoom = fn(GameId, u64, Hub, mpsc::Receiver<Command>) -> BoxFuture<'static, ()>;

/// The rooms: see the [module](self).
#[derive(Debug, Clone)]
pub struct Hub(Arc<Inner>);

#[derive(Debug)]
struct Inner {
    rooms: Mutex<HashMap<GameId, (u64, mpsc::Sender<Command>)>>,
    generation: AtomicU64,
    store: Store,
    config: Config,
    stopping: watch::Receiver<bool>,
    tracker: TaskTracker,
    start: StartRoom,
}

impl Hub {
    #[must_use]
    pub fn new(
        store: Store,
        config: Config,
        stopping: watch::Receiver<bool>,
        tracker: TaskTracker,
        start: StartRoom,
    ) -> Hub {
        Hub(Arc::new(Inner {
            rooms: Mutex::new(HashMap::new()),
            generation: AtomicU64::new(0),
            store,
            config,
            stopping,
            tracker,
            start,
        }))
    }

    #[must_use]
    pub fn store(&self) -> &Store {
        &self.0.store
    }

    #[must_use]
    pub fn config(&self) -> &Config {
        &self.0.config
    }

    /// Changes to true when the server stops.
    #[must_use]
    pub fn stopping(&self) -> watch::Receiver<bool> {
        self.0.stopping.clone()
    }

    /// Rooms open now.
    #[must_use]
    pub fn rooms(&self) -> usize {
        self.0.rooms.lock().map_or(0, |r| r.len())
    }

    /// Sends `command` to game `id`'s room, starting it if needed.
    ///
    /// # Errors
    /// [`ErrorCode::Unavailable`]: the server is stopping.
    pub async fn send(&self, id: &GameId, mut command: Command) -> Result<(), ErrorCode> {
        for _ in 0..3 {
            let room = self.room(id)?;
            match room.send(command).await {
                Ok(()) => return Ok(()),
                // The room went idle meanwhile: start it again.
                Err(mpsc::error::SendError(back)) => command = back,
            }
        }
        Err(ErrorCode::Unavailable)
    }

    /// Sends `command` to game `id`'s room if this instance has it open.
    pub async fn send_if_open(&self, id: &GameId, command: Command) {
        let room = self.0.rooms.lock().ok().and_then(|rooms| rooms.get(id).map(|(_, tx)| tx.clone()));
        if let Some(room) = room {
            let _ = room.send(command).await;
        }
    }

    fn room(&self, id: &GameId) -> Result<mpsc::Sender<Command>, ErrorCode> {
        if *self.0.stopping.borrow() {
            return Err(ErrorCode::Unavailable);
        }
        let mut rooms = self.0.rooms.lock().map_err(|_| ErrorCode::Unavailable)?;
        if let Some((_, tx)) = rooms.get(id) {
            if !tx.is_closed() {
                return Ok(tx.clone());
            }
        }
        let generation = self.0.generation.fetch_add(1, Ordering::Relaxed);
        let (tx, rx) = mpsc::channel(QUEUE);
        rooms.insert(id.clone(), (generation, tx.clone()));
        self.0.tracker.spawn((self.0.start)(id.clone(), generation, self.clone(), rx));
        Ok(tx)
    }

    /// Room `generation` of game `id` goes: true when it was still the one listed.
    pub fn forget(&self, id: &GameId, generation: u64) -> bool {
        let Ok(mut rooms) = self.0.rooms.lock() else { return false };
        match rooms.get(id) {
            Some((g, _)) if *g == generation => {
                rooms.remove(id);
                true
            }
            _ => false,
        }
    }
}
