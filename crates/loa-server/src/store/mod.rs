//! The database: SQLite (a file in the data folder) or PostgreSQL, through sqlx's runtime query
//! API (so building needs no database) and the same checked-in migrations. Every query is
//! parameterized.
//!
//! A game is a row of `games` (terms, the digests of its seats' secrets) and its `events`; a
//! game's events are appended by [`writer`] tasks that commit several games' writes in one
//! transaction (group commit), each write refused if its sequence number is taken (another
//! instance wrote first).

pub mod writer;

use std::str::FromStr;
use std::sync::Arc;
use std::time::Duration;

use loa_app::online::{Event, GameId, Terms};
use loa_core::Color;
use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Executor, Row};
use tokio::sync::{mpsc, oneshot, Mutex};

use crate::secret::Digest;
pub use writer::{Job, Write, WriteError};

/// Which database.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Sqlite,
    Postgres,
}

/// Why the database failed.
#[derive(Debug)]
pub struct DbError(pub String);

impl std::fmt::Display for DbError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "database: {}", self.0)
    }
}

impl std::error::Error for DbError {}

impl From<sqlx::Error> for DbError {
    fn from(e: sqlx::Error) -> DbError {
        DbError(e.to_string())
    }
}

impl From<sqlx::migrate::MigrateError> for DbError {
    fn from(e: sqlx::migrate::MigrateError) -> DbError {
        DbError(e.to_string())
    }
}

/// A game as kept.
#[derive(Debug, Clone)]
pub struct GameRow {
    pub id: GameId,
    pub terms: Terms,
    pub created_ms: u64,
    /// Black's and White's seat digests.
    pub seats: [Option<Digest>; 2],
    pub invite: Option<Digest>,
    pub events: Vec<Event>,
}

/// The database, shared by every task.
#[derive(Debug, Clone)]
pub struct Store {
    pool: AnyPool,
    kind: Kind,
    writes: mpsc::Sender<Job>,
}

/// The `state` column.
#[must_use]
pub fn state_name(started: bool, over: bool) -> &'static str {
    match (started, over) {
        (_, true) => "over",
        (true, false) => "live",
        (false, false) => "waiting",
    }
}

fn ms(value: i64) -> u64 {
    u64::try_from(value).unwrap_or(0)
}

fn db_ms(value: u64) -> i64 {
    i64::try_from(value).unwrap_or(i64::MAX)
}

impl Store {
    /// Opens `url` (`sqlite://path?mode=rwc` or `postgres://…`), brings its tables up to date,
    /// and starts the writer tasks; `durable`: SQLite syncs each commit to the disk. Returns them too: they end once every [`Store`] is dropped
    /// and their queue is written.
    ///
    /// # Errors
    /// The database cannot be reached or migrated.
    pub async fn open(url: &str, durable: bool) -> Result<(Store, Vec<tokio::task::JoinHandle<()>>), DbError> {
        sqlx::any::install_default_drivers();
        let kind =
            if url.starts_with("postgres:") || url.starts_with("postgresql:") { Kind::Postgres } else { Kind::Sqlite };
        let options = AnyConnectOptions::from_str(url)?;
        let pool = AnyPoolOptions::new()
            .max_connections(if kind == Kind::Sqlite { 4 } else { 12 })
            .acquire_timeout(Duration::from_secs(10))
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if kind == Kind::Sqlite {
                        // WAL: readers never wait for the writer. synchronous=FULL: a commit is on
                        // the disk before a move is announced, even if the machine loses power;
                        // NORMAL: in the operating system's hands, which a killed server does
                        // not lose either (only a machine that loses power may lose the last).
                        conn.execute("PRAGMA journal_mode = WAL").await?;
                        let sync = if durable { "PRAGMA synchronous = FULL" } else { "PRAGMA synchronous = NORMAL" };
                        conn.execute(sync).await?;
                        conn.execute("PRAGMA busy_timeout = 10000").await?;
                        conn.execute("PRAGMA foreign_keys = ON").await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options)
            .await?;
        sqlx::migrate!("./migrations").run(&pool).await?;
        let (writes, queue) = mpsc::channel(4_096);
        let queue = Arc::new(Mutex::new(queue));
        let count = if kind == Kind::Sqlite { 1 } else { 4 };
        let tasks = (0..count).map(|_| tokio::spawn(writer::run(pool.clone(), kind, queue.clone()))).collect();
        Ok((Store { pool, kind, writes }, tasks))
    }

    #[must_use]
    pub fn kind(&self) -> Kind {
        self.kind
    }

    #[must_use]
    pub fn pool(&self) -> &AnyPool {
        &self.pool
    }

    /// Keeps a new game: its row and its first events, in one transaction (a writer's).
    ///
    /// # Errors
    /// The database failed (or, once in 2^62, the id was taken).
    pub async fn create(&self, row: &GameRow, started: bool, now: u64) -> Result<(), DbError> {
        let (reply, answer) = oneshot::channel();
        let job = Job::Create(writer::Create { row: row.clone(), started, now, reply });
        self.writes.send(job).await.map_err(|_| DbError("the server is stopping".into()))?;
        match answer.await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(DbError(e.to_string())),
            Err(_) => Err(DbError("the writer stopped".into())),
        }
    }

    /// A game as kept, with all its events.
    ///
    /// # Errors
    /// The database failed, or holds something unreadable.
    pub async fn load(&self, id: &GameId) -> Result<Option<GameRow>, DbError> {
        let row = sqlx::query("SELECT terms, created_ms, black_seat, white_seat, invite FROM games WHERE id = $1")
            .bind(id.as_str())
            .fetch_optional(&self.pool)
            .await?;
        let Some(row) = row else { return Ok(None) };
        let terms: String = row.try_get(0)?;
        let terms = serde_json::from_str(&terms).map_err(|e| DbError(format!("game {id}: terms: {e}")))?;
        let digest =
            |i: usize| -> Result<Option<Digest>, DbError> { Ok(row.try_get::<Option<String>, _>(i)?.map(Digest)) };
        Ok(Some(GameRow {
            id: id.clone(),
            terms,
            created_ms: ms(row.try_get(1)?),
            seats: [digest(2)?, digest(3)?],
            invite: digest(4)?,
            events: self.events_since(id, 0).await?,
        }))
    }

    /// A game's events after number `after`, in order.
    ///
    /// # Errors
    /// The database failed, or holds something unreadable.
    pub async fn events_since(&self, id: &GameId, after: u32) -> Result<Vec<Event>, DbError> {
        let rows = sqlx::query("SELECT body FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq")
            .bind(id.as_str())
            .bind(i64::from(after))
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|row| {
                let body: String = row.try_get(0)?;
                serde_json::from_str(&body).map_err(|e| DbError(format!("game {id}: event: {e}")))
            })
            .collect()
    }

    /// Appends an event (and what changes with it), committed before this returns.
    ///
    /// # Errors
    /// [`WriteError::Conflict`]: its number was taken (another instance wrote first);
    /// [`WriteError::Failed`]: the database failed.
    pub async fn append(
        &self,
        game: &GameId,
        event: &Event,
        state: &'static str,
        deadline: Option<u64>,
        seat: Option<(Color, Digest)>,
    ) -> Result<(), WriteError> {
        let (reply, answer) = oneshot::channel();
        let write = Write { game: game.clone(), event: event.clone(), state, deadline, seat, reply };
        self.writes.send(Job::Append(write)).await.map_err(|_| WriteError::Failed("the server is stopping".into()))?;
        answer.await.map_err(|_| WriteError::Failed("the writer stopped".into()))?
    }

    /// This instance is alive at `now`, serving `connections` pages.
    ///
    /// # Errors
    /// The database failed.
    pub async fn heartbeat(&self, instance: &str, now: u64, connections: u64) -> Result<(), DbError> {
        sqlx::query(
            "INSERT INTO instances (id, alive_ms, connections) VALUES ($1, $2, $3) \
             ON CONFLICT (id) DO UPDATE SET alive_ms = excluded.alive_ms, connections = excluded.connections",
        )
        .bind(instance)
        .bind(db_ms(now))
        .bind(i64::try_from(connections).unwrap_or(i64::MAX))
        .execute(&self.pool)
        .await?;
        Ok(())
    }

    /// Forgets the instances not alive since `before` (each start is a new one).
    ///
    /// # Errors
    /// The database failed.
    pub async fn forget_instances(&self, before: u64) -> Result<(), DbError> {
        sqlx::query("DELETE FROM instances WHERE alive_ms < $1").bind(db_ms(before)).execute(&self.pool).await?;
        Ok(())
    }

    /// When any instance was last seen alive (`None`: never).
    ///
    /// # Errors
    /// The database failed.
    pub async fn last_alive(&self) -> Result<Option<u64>, DbError> {
        let row = sqlx::query("SELECT MAX(alive_ms) FROM instances").fetch_one(&self.pool).await?;
        Ok(row.try_get::<Option<i64>, _>(0)?.map(ms))
    }

    /// The games being played (both seats taken, not over).
    ///
    /// # Errors
    /// The database failed.
    pub async fn live_games(&self) -> Result<Vec<GameId>, DbError> {
        let rows = sqlx::query("SELECT id FROM games WHERE state = 'live'").fetch_all(&self.pool).await?;
        Ok(rows.iter().filter_map(|r| r.try_get::<String, _>(0).ok().and_then(|id| GameId::parse(&id))).collect())
    }

    /// The games whose side to move runs out of time before `before`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn due_games(&self, before: u64) -> Result<Vec<GameId>, DbError> {
        let rows = sqlx::query("SELECT id FROM games WHERE state = 'live' AND deadline_ms <= $1")
            .bind(db_ms(before))
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.iter().filter_map(|r| r.try_get::<String, _>(0).ok().and_then(|id| GameId::parse(&id))).collect())
    }

    /// Games being played, and pages open on the instances alive since `since`.
    ///
    /// # Errors
    /// The database failed.
    pub async fn counts(&self, since: u64) -> Result<(u64, u64), DbError> {
        let games = sqlx::query("SELECT COUNT(*) FROM games WHERE state = 'live'").fetch_one(&self.pool).await?;
        // (PostgreSQL sums BIGINTs as NUMERIC: cast back.)
        let players =
            sqlx::query("SELECT CAST(COALESCE(SUM(connections), 0) AS BIGINT) FROM instances WHERE alive_ms >= $1")
                .bind(db_ms(since))
                .fetch_one(&self.pool)
                .await?;
        Ok((ms(games.try_get(0)?), ms(players.try_get(0)?)))
    }

    /// Tells the other instances `payload` (PostgreSQL only; nothing with SQLite).
    ///
    /// # Errors
    /// The database failed.
    pub async fn notify(&self, payload: &str) -> Result<(), DbError> {
        if self.kind == Kind::Postgres {
            sqlx::query("SELECT pg_notify($1, $2)").bind(writer::CHANNEL).bind(payload).execute(&self.pool).await?;
        }
        Ok(())
    }

    /// Closes the database once the writers are done.
    pub async fn close(&self) {
        self.pool.close().await;
    }
}
