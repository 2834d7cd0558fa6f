//! Several instances on one PostgreSQL: each event committed is announced on a channel
//! (`pg_notify` in the writer's transaction, so only what is committed is heard), and each
//! instance hands what it hears to its own room of that game, which sends it to its followers.
//! A room that missed something (the listener reconnecting) catches up from the database when
//! it next sees a gap or a conflict.

use loa_app::online::{Event, GameId};
use serde::Deserialize;
use sqlx::postgres::PgListener;

use crate::command::{Command, Here};
use crate::hub::Hub;
use crate::store::writer::CHANNEL;

/// What an instance says on the channel about game `g`: an event it committed, which of the
/// game's players it has here (`p`), or a question for the others' (`q`: a room just opened).
#[derive(Deserialize)]
struct Notice {
    g: GameId,
    e: Option<Event>,
    p: Option<Here>,
    q: Option<String>,
}

/// Listens on `url`'s channel until the server stops.
pub async fn listen(url: String, hub: Hub) {
    let mut listener = match PgListener::connect(&url).await {
        Ok(listener) => listener,
        Err(e) => {
            tracing::error!("listening for other instances: {e}");
            return;
        }
    };
    if let Err(e) = listener.listen(CHANNEL).await {
        tracing::error!("listening for other instances: {e}");
        return;
    }
    let mut stopping = hub.stopping();
    loop {
        tokio::select! {
            notice = listener.recv() => match notice {
                Ok(notice) => {
                    if let Ok(notice) = serde_json::from_str::<Notice>(notice.payload()) {
                        let me = &hub.config().instance;
                        if let Some(e) = notice.e {
                            hub.send_if_open(&notice.g, Command::Notified(e)).await;
                        }
                        if let Some(here) = notice.p.filter(|h| &h.i != me) {
                            hub.send_if_open(&notice.g, Command::Here(here)).await;
                        }
                        // A room just opened elsewhere asks: ours answers.
                        if notice.q.is_some_and(|asker| &asker != me) {
                            hub.send_if_open(&notice.g, Command::WhoIsHere).await;
                        }
                    }
                }
                Err(e) => {
                    tracing::warn!("listening for other instances: {e}");
                    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
                }
            },
            _ = stopping.changed() => return,
        }
    }
}
