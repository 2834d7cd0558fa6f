//! The server: the router (the site, `/api/status`, `/api/games/{id}/sgf`, `/api/ws`), the
//! tasks beside it (heartbeat and counts, the sweeper of flags due, the other instances'
//! events), the clocks given back their downtime at start, and a clean stop on SIGTERM or
//! Ctrl-C: no new connection, every page told to reconnect, every room's write in flight
//! finished, the database closed.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::extract::{Path, State};
use axum::http::{header, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use loa_app::online::{Counts, GameId, OnlineGame, PROTOCOL_VERSION};
use tokio::net::TcpListener;
use tokio::sync::{oneshot, watch};
use tokio_util::task::TaskTracker;
use tower_http::compression::CompressionLayer;
use tower_http::limit::RequestBodyLimitLayer;
use tower_http::trace::TraceLayer;

use crate::clock::now_ms;
use crate::command::Command;
use crate::config::Config;
use crate::hub::Hub;
use crate::limits::Limits;
use crate::lobby::Lobby;
use crate::options::Options;
use crate::room::Room;
use crate::state::AppState;
use crate::store::{Kind, Store};
use crate::{bus, site, socket};

/// How often this instance says it is alive (and counts): a crash costs the clocks at most this.
const HEARTBEAT: Duration = Duration::from_secs(1);
/// A pause shorter than this is not given back (a restart of a second or two).
const PAUSE_FROM_MS: u64 = 2_000;

/// Runs the server until `stop` resolves (or SIGTERM / Ctrl-C); `ready` gets the address it
/// listens on.
///
/// # Errors
/// The database cannot be opened or the address bound.
pub async fn run(
    options: Options,
    ready: Option<oneshot::Sender<SocketAddr>>,
) -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let url = options.database_url()?;
    let (store, writers) = Store::open(&url, options.sqlite_sync == "full").await?;
    let (stop_tx, stopping) = watch::channel(false);
    let rooms = TaskTracker::new();
    let instance = crate::secret::new_game_id().to_string();
    let config = Config { instance: instance.clone(), shared: store.kind() == Kind::Postgres, ..options.config() };
    let hub =
        Hub::new(store.clone(), config.clone(), stopping.clone(), rooms.clone(), |id, generation, hub, commands| {
            Box::pin(Room::run(id, generation, hub, commands))
        });
    resume_clocks(&store, &hub).await;
    let state = Arc::new(AppState {
        store: store.clone(),
        hub: hub.clone(),
        lobby: Lobby::default(),
        limits: Limits::new(config.clone()),
        config,
        connections: AtomicU64::new(0),
        stopping: stopping.clone(),
    });
    let tasks = TaskTracker::new();
    tasks.spawn(heartbeat(state.clone(), instance));
    tasks.spawn(sweeper(state.clone()));
    if store.kind() == Kind::Postgres {
        tasks.spawn(bus::listen(url, hub.clone()));
    }

    let app = router(&options, state.clone());
    let listener = TcpListener::bind(options.listen).await?;
    let addr = listener.local_addr()?;
    tracing::info!("serving {} on http://{addr}", options.site.display());
    println!("listening on http://{addr}");
    if let Some(ready) = ready {
        let _ = ready.send(addr);
    }
    let signal = async move {
        shutdown_signal().await;
        tracing::info!("stopping: pages told to reconnect, writes in flight finished");
        let _ = stop_tx.send(true);
    };
    axum::serve(listener, app.into_make_service_with_connect_info::<SocketAddr>())
        .with_graceful_shutdown(signal)
        .await?;
    // The pages' connections close (told by `stopping`); the rooms finish the command they are
    // in, whose write the writers commit; then nothing writes any more.
    let deadline = Duration::from_secs(10);
    let _ = tokio::time::timeout(deadline, async {
        while state.connections.load(Ordering::Relaxed) > 0 {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
    rooms.close();
    let _ = tokio::time::timeout(deadline, rooms.wait()).await;
    tasks.close();
    let _ = tokio::time::timeout(deadline, tasks.wait()).await;
    // The writers end when the last handle on their queue goes, having written it all.
    let pool = store.pool().clone();
    drop((state, hub, store));
    for writer in writers {
        let _ = tokio::time::timeout(deadline, writer).await;
    }
    pool.close().await;
    tracing::info!("stopped");
    Ok(())
}

fn router(options: &Options, state: Arc<AppState>) -> Router {
    let api = Router::new()
        .route("/api/status", get(status))
        .route("/api/games/{id}/sgf", get(record))
        .route("/api/ws", get(socket::upgrade))
        .with_state(state);
    api.merge(site::router(&options.site))
        .layer(axum::middleware::from_fn(site::cache_headers))
        .layer(CompressionLayer::new())
        .layer(RequestBodyLimitLayer::new(16 * 1024))
        .layer(TraceLayer::new_for_http())
}

/// `GET /api/status`: the protocol and the counts; a page shows its online entries only when
/// its own origin answers this.
async fn status(State(state): State<Arc<AppState>>) -> Json<serde_json::Value> {
    let Counts { games, players } = state.lobby.counts();
    Json(serde_json::json!({ "protocol": PROTOCOL_VERSION, "games": games, "players": players }))
}

/// `GET /api/games/{id}/sgf`: a game's record with both players' names (anyone with the
/// watch link may see the game anyway).
async fn record(State(state): State<Arc<AppState>>, Path(id): Path<String>) -> Response {
    let Some(id) = GameId::parse(&id) else { return StatusCode::NOT_FOUND.into_response() };
    match state.store.load(&id).await {
        Ok(Some(row)) => match OnlineGame::replay(row.terms, &row.events, None) {
            Ok(game) => ([(header::CONTENT_TYPE, "application/x-go-sgf; charset=utf-8")], game.sgf(row.created_ms))
                .into_response(),
            Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
        },
        Ok(None) => StatusCode::NOT_FOUND.into_response(),
        Err(e) => {
            tracing::error!("record {id}: {e}");
            StatusCode::SERVICE_UNAVAILABLE.into_response()
        }
    }
}

/// After a stop (a crash included), the time no instance was alive is given back to every
/// running clock: a pause recorded in each game being played.
async fn resume_clocks(store: &Store, hub: &Hub) {
    let now = now_ms();
    let Ok(Some(last)) = store.last_alive().await else { return };
    if now.saturating_sub(last) < PAUSE_FROM_MS {
        return;
    }
    let games = match store.live_games().await {
        Ok(games) => games,
        Err(e) => return tracing::error!("resuming clocks: {e}"),
    };
    let mut answers = Vec::new();
    for game in games {
        let (reply, answer) = oneshot::channel();
        if hub.send(&game, Command::Pause { since: last, reply }).await.is_ok() {
            answers.push(answer);
        }
    }
    let count = answers.len();
    for answer in answers {
        let _ = answer.await;
    }
    tracing::info!("{count} games resumed after {} s down", (now - last) / 1_000);
}

/// Says this instance is alive every second, and measures the counts.
async fn heartbeat(state: Arc<AppState>, instance: String) {
    let _ = state.store.forget_instances(now_ms().saturating_sub(86_400_000)).await;
    let mut stopping = state.stopping.clone();
    let mut tick = tokio::time::interval(HEARTBEAT);
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            _ = stopping.changed() => return,
        }
        let now = now_ms();
        let connections = state.connections.load(Ordering::Relaxed);
        if let Err(e) = state.store.heartbeat(&instance, now, connections).await {
            tracing::warn!("heartbeat: {e}");
            continue;
        }
        match state.store.counts(now.saturating_sub(5_000)).await {
            Ok((games, players)) => state.lobby.set_counts(Counts { games, players }),
            Err(e) => tracing::warn!("counts: {e}"),
        }
    }
}

/// Every few seconds, the games whose flag is near get their room (which runs the clock), even
/// with nobody following them: correspondence games are decided while both players sleep.
async fn sweeper(state: Arc<AppState>) {
    let mut stopping = state.stopping.clone();
    let mut tick = tokio::time::interval(Duration::from_secs(5));
    loop {
        tokio::select! {
            _ = tick.tick() => {}
            _ = stopping.changed() => return,
        }
        let Ok(due) = state.store.due_games(now_ms() + 30_000).await else { continue };
        for game in due {
            let _ = state.hub.send(&game, Command::Wake).await;
        }
    }
}

async fn shutdown_signal() {
    let ctrl_c = tokio::signal::ctrl_c();
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut signal) => {
                signal.recv().await;
            }
            Err(_) => std::future::pending().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {}
        () = term => {}
    }
}
