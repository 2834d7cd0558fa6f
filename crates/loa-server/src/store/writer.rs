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

/// What the writers are asked: a new game, or an event appended to one. (New games go through
/// the writers too: with SQLite one writer means no waiting for the database's lock.)
#[derive(Debug)]
pub enum Job {
    Create(Create),
    Append(Write),
}

/// A new game to keep: its row and its first events.
#[derive(Debug)]
pub struct Create {
    pub row: super::GameRow,
    pub started: bool,
    pub now: u64,
    pub reply: oneshot::Sender<Result<(), WriteError>>,
}

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
pub async fn run(pool: AnyPool, kind: Kind, queue: Arc<Mutex<mpsc::Receiver<Job>>>) {
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
                for (job, kept) in batch.into_iter().zip(kept) {
                    job.answer(if kept { Ok(()) } else { Err(WriteError::Conflict) });
                }
            }
            Err(e) => {
                tracing::error!("a batch of {} writes failed: {e}", batch.len());
                for job in batch {
                    job.answer(Err(WriteError::Failed(e.to_string())));
                }
            }
        }
    }
}

impl Job {
    fn answer(self, result: Result<(), WriteError>) {
        let reply = match self {
            Job::Create(c) => c.reply,
            Job::Append(w) => w.reply,
        };
        let _ = reply.send(result);
    }
}

/// Inserts a new game's row and first events; false if its id was taken.
async fn create(tx: &mut Transaction<'_, Any>, c: &Create) -> Result<bool, sqlx::Error> {
    let row = &c.row;
    let terms = serde_json::to_string(&row.terms).map_err(|e| sqlx::Error::Protocol(e.to_string()))?;
    let done = sqlx::query(
        "INSERT INTO games (id, terms, created_ms, black_seat, white_seat, invite, state, deadline_ms, updated_ms) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, $8) ON CONFLICT DO NOTHING",
    )
    .bind(row.id.as_str())
    .bind(terms)
    .bind(db_ms(row.created_ms))
    .bind(row.seats[0].as_ref().map(|d| d.0.clone()))
    .bind(row.seats[1].as_ref().map(|d| d.0.clone()))
    .bind(row.invite.as_ref().map(|d| d.0.clone()))
    .bind(super::state_name(c.started, false))
    .bind(db_ms(c.now))
    .execute(&mut **tx)
    .await?;
    if done.rows_affected() != 1 {
        return Ok(false);
    }
    for event in &row.events {
        insert_event(tx, &row.id, event).await?;
    }
    Ok(true)
}

/// One transaction for the batch; which jobs were kept (the others' numbers or ids were taken).
async fn commit(pool: &AnyPool, kind: Kind, batch: &[Job]) -> Result<Vec<bool>, sqlx::Error> {
    let mut tx = pool.begin().await?;
    let mut kept = Vec::with_capacity(batch.len());
    for job in batch {
        let w = match job {
            Job::Create(c) => {
                kept.push(create(&mut tx, c).await?);
                continue;
            }
            Job::Append(w) => w,
        };
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
