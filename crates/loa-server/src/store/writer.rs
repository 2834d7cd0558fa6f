//! The writer tasks: each takes the writes waiting (up to [`BATCH`]) and commits them in one
//! transaction, then answers each: a group commit, so a thousand moves a second cost tens of
//! commits, not a thousand. SQLite has one writer (it writes one transaction at a time anyway);
//! PostgreSQL several. With PostgreSQL each event is also announced to the other instances
//! (`pg_notify`, delivered when the transaction commits).

use std::sync::Arc;

use loa_app::online::{serde_text, Event, GameId};
use loa_core::Color;
use sqlx::{Any, AnyPool, Transaction};
use tokio::sync::{mpsc, oneshot, Mutex};

use super::{db_ms, Kind};
use crate::secret::Digest;

/// The most writes in one transaction.
pub const BATCH: usize = 256;

/// The channel other instances listen on.
pub const CHANNEL: &str = "loa_events";

/// One event to append, and what changes with it.
#[derive(Debug)]
pub struct Write {
    pub game: GameId,
    pub event: Event,
    /// The game's `state` after it.
    pub state: &'static str,
    /// The game's deadline after it.
    pub deadline: Option<u64>,
    /// A seat taken with it (the invitation is then used up).
    pub seat: Option<(Color, Digest)>,
    pub reply: oneshot::Sender<Result<(), WriteError>>,
}

/// Why a write was not kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WriteError {
    /// The event's number was taken: another instance wrote first.
    Conflict,
    /// The database failed.
    Failed(String),
}

impl std::fmt::Display for WriteError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WriteError::Conflict => f.write_str("another instance wrote this game first"),
            WriteError::Failed(e) => write!(f, "database: {e}"),
        }
    }
}

/// Inserts `event` unless its number is taken; returns whether it was.
pub(super) async fn insert_event(
    tx: &mut Transaction<'_, Any>,
    game: &GameId,
    event: &Event,
) -> Result<bool, sqlx::Error> {
    let body = serde_json::to_string(event).map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
    let done =
        sqlx::query("INSERT INTO events (game_id, seq, at_ms, body) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING")
            .bind(game.as_str())
            .bind(i64::from(event.seq))
            .bind(db_ms(event.at))
            .bind(body)
            .execute(&mut **tx)
            .await?;
    Ok(done.rows_affected() == 1)
}

/// Writes batches from `queue` until every sender is gone and the queue is empty.
pub async fn run(pool: AnyPool, kind: Kind, queue: Arc<Mutex<mpsc::Receiver<Write>>>) {
    loop {
        let mut batch = Vec::new();
        {
            let mut queue = queue.lock().await;
            let Some(first) = queue.recv().await else { return };
            batch.push(first);
            while batch.len() < BATCH {
                match queue.try_recv() {
                    Ok(write) => batch.push(write),
                    Err(_) => break,
                }
            }
        }
        match commit(&pool, kind, &batch).await {
            Ok(kept) => {
                for (write, kept) in batch.into_iter().zip(kept) {
                    let _ = write.reply.send(if kept { Ok(()) } else { Err(WriteError::Conflict) });
                }
            }
            Err(e) => {
                tracing::error!("a batch of {} writes failed: {e}", batch.len());
                for write in batch {
                    let _ = write.reply.send(Err(WriteError::Failed(e.to_string())));
                }
            }
        }
    }
}

/// One transaction for the batch; which writes were kept (the others' numbers were taken).
async fn commit(pool: &AnyPool, kind: Kind, batch: &[Write]) -> Result<Vec<bool>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let mut kept = Vec::with_capacity(batch.len());
    for w in batch {
        if !insert_event(&mut tx, &w.game, &w.event).await? {
            kept.push(false);
            continue;
        }
        kept.push(true);
        sqlx::query("UPDATE games SET state = $2, deadline_ms = $3, updated_ms = $4 WHERE id = $1")
            .bind(w.game.as_str())
            .bind(w.state)
            .bind(w.deadline.map(db_ms))
            .bind(db_ms(w.event.at))
            .execute(&mut *tx)
            .await?;
        if let Some((color, digest)) = &w.seat {
            // The column is one of two fixed names, never text from a message.
            let sql = match serde_text::color_name(*color) {
                "black" => "UPDATE games SET black_seat = $2, invite = NULL WHERE id = $1",
                _ => "UPDATE games SET white_seat = $2, invite = NULL WHERE id = $1",
            };
            sqlx::query(sql).bind(w.game.as_str()).bind(digest.0.clone()).execute(&mut *tx).await?;
        }
        if kind == Kind::Postgres {
            let payload = serde_json::json!({ "g": w.game, "e": w.event }).to_string();
            sqlx::query("SELECT pg_notify($1, $2)").bind(CHANNEL).bind(payload).execute(&mut *tx).await?;
        }
    }
    tx.commit().await?;
    Ok(kept)
}
