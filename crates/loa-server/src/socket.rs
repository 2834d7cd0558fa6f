//! One WebSocket: a page's connection. A sender task writes what the rooms and the lobby queue
//! (and pings); the receiver loop reads the page's messages, checks each (size, rate, form,
//! `hello` first) and routes it to the game's room or the lobby, answering a refusal with an
//! error on this connection only. When the socket closes, the page's challenges go and its
//! rooms forget it.

use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use axum::extract::ws::{CloseFrame, Message, Utf8Bytes, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use futures_util::{SinkExt, StreamExt};
use loa_app::online::{
    ClientMsg, ErrorCode, Event, EventKind, GameId, Name, Secret, ServerMsg, Terms, MAX_MESSAGE_BYTES, PROTOCOL_VERSION,
};
use tokio::sync::{mpsc, oneshot};

use crate::clock::now_ms;
use crate::command::Command;
use crate::conn::{text, Conn, Internal};
use crate::limits::Admitted;
use crate::secret;
use crate::state::AppState;
use crate::store::GameRow;

/// Messages queued for one page before it counts as too slow.
const OUT_QUEUE: usize = 512;
/// A ping this often keeps proxies from closing an idle socket, and finds dead ones.
const PING: Duration = Duration::from_secs(25);
/// Refusals for rate in a row after which the connection is closed.
const MAX_RATE_REFUSALS: u32 = 50;

static NEXT_CONN: AtomicU64 = AtomicU64::new(1);

/// `GET /api/ws`: the upgrade, if the page's origin is the server's own (or allowed) and its
/// address has room for one more connection.
pub async fn upgrade(
    ws: WebSocketUpgrade,
    State(state): State<Arc<AppState>>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    if !origin_allowed(&headers, &state.config.allowed_origins) {
        return (StatusCode::FORBIDDEN, "this origin may not open a game connection").into_response();
    }
    let Some(admitted) = state.limits.admit(addr.ip()) else {
        return (StatusCode::TOO_MANY_REQUESTS, "too many connections from this address").into_response();
    };
    ws.max_message_size(MAX_MESSAGE_BYTES)
        .max_frame_size(MAX_MESSAGE_BYTES)
        .read_buffer_size(4_096)
        .write_buffer_size(4_096)
        .on_upgrade(move |socket| run(socket, state, admitted))
}

/// Whether a WebSocket from `Origin` may open: no Origin (not a browser), the server's own
/// origin (the `Host` the page asked for), or one allowed by `--allow-origin`.
fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN) else { return true };
    let Ok(origin) = origin.to_str() else { return false };
    if allowed.iter().any(|a| a == origin) {
        return true;
    }
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok());
    let origin_host = origin.strip_prefix("http://").or_else(|| origin.strip_prefix("https://"));
    matches!((host, origin_host), (Some(h), Some(o)) if h.eq_ignore_ascii_case(o))
}

struct Page {
    conn: Conn,
    state: Arc<AppState>,
    hello: bool,
    /// The games followed, and this page's seat secret in each.
    games: HashMap<GameId, Option<Secret>>,
    admitted: Admitted,
    rate_refusals: u32,
}

async fn run(socket: WebSocket, state: Arc<AppState>, admitted: Admitted) {
    let (mut sink, mut stream) = socket.split();
    let (out, mut outgoing) = mpsc::channel::<Arc<str>>(OUT_QUEUE);
    let (inbox, mut internal) = mpsc::channel::<Internal>(16);
    let conn = Conn { id: NEXT_CONN.fetch_add(1, Ordering::Relaxed), out, inbox };
    let (close_tx, mut close_rx) = oneshot::channel::<CloseFrame>();
    state.connections.fetch_add(1, Ordering::Relaxed);
    // The sender: everything queued, a ping now and then, and the closing frame.
    let sender = tokio::spawn(async move {
        let mut ping = tokio::time::interval(PING);
        ping.tick().await;
        loop {
            tokio::select! {
                text = outgoing.recv() => match text {
                    Some(text) => {
                        if sink.send(Message::Text(Utf8Bytes::from(&*text))).await.is_err() {
                            break;
                        }
                    }
                    None => break,
                },
                frame = &mut close_rx => {
                    if let Ok(frame) = frame {
                        // What was queued before the close goes first.
                        while let Ok(text) = outgoing.try_recv() {
                            let _ = sink.send(Message::Text(Utf8Bytes::from(&*text))).await;
                        }
                        let _ = sink.send(Message::Close(Some(frame))).await;
                    }
                    break;
                }
                _ = ping.tick() => {
                    if sink.send(Message::Ping(Default::default())).await.is_err() {
                        break;
                    }
                }
            }
        }
        let _ = sink.close().await;
    });
    let mut page = Page { conn, state: state.clone(), hello: false, games: HashMap::new(), admitted, rate_refusals: 0 };
    let mut stopping = state.stopping.clone();
    let close = loop {
        tokio::select! {
            frame = stream.next() => match frame {
                Some(Ok(Message::Text(text))) => {
                    if let Some(close) = page.received(text.as_str()).await {
                        break Some(close);
                    }
                }
                Some(Ok(Message::Binary(_))) => page.refuse(ErrorCode::BadMessage, None, "text frames only"),
                Some(Ok(Message::Close(_))) | None => break None,
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                Some(Err(e)) => {
                    // Over the size limit, or not WebSocket at all.
                    let error = e.to_string().to_ascii_lowercase();
                    let too_big = error.contains("too long") || error.contains("limit");
                    break too_big.then(|| close_frame(1009, "message too big"));
                }
            },
            Some(Internal::Seated { game, color, seat }) = internal.recv() => {
                page.conn.send(&text(&ServerMsg::Seated { game: game.clone(), color, seat: seat.clone(), invite: None }));
                page.open(game, Some(seat)).await;
            }
            _ = stopping.changed() => break Some(close_frame(1001, "the server is restarting: reconnect")),
        }
    };
    if let Some(frame) = close {
        let _ = close_tx.send(frame);
    } else {
        drop(close_tx);
    }
    page.leave().await;
    state.connections.fetch_sub(1, Ordering::Relaxed);
    let _ = tokio::time::timeout(Duration::from_secs(5), sender).await;
}

fn close_frame(code: u16, reason: &'static str) -> CloseFrame {
    CloseFrame { code, reason: Utf8Bytes::from_static(reason) }
}

impl Page {
    fn refuse(&self, code: ErrorCode, game: Option<GameId>, detail: &str) {
        let detail = if detail.is_empty() { code.to_string() } else { format!("{code}: {detail}") };
        self.conn.send(&text(&ServerMsg::Error { code, detail, game }));
    }

    /// One text frame; `Some`: close the connection with this frame.
    async fn received(&mut self, text: &str) -> Option<CloseFrame> {
        if !self.admitted.allow() {
            self.rate_refusals += 1;
            if self.rate_refusals > MAX_RATE_REFUSALS {
                return Some(close_frame(1008, "too many messages"));
            }
            self.refuse(ErrorCode::RateLimited, None, "");
            return None;
        }
        self.rate_refusals = 0;
        let msg = match serde_json::from_str::<ClientMsg>(text) {
            Ok(msg) => msg,
            Err(e) => {
                self.refuse(ErrorCode::BadMessage, None, &e.to_string());
                return None;
            }
        };
        match msg {
            ClientMsg::Hello { protocol } if protocol == PROTOCOL_VERSION => {
                self.hello = true;
                let counts = self.state.lobby.counts();
                self.conn.send(&crate::conn::text(&ServerMsg::Welcome { protocol, now: now_ms(), counts }));
            }
            ClientMsg::Hello { protocol } => {
                self.refuse(
                    ErrorCode::Version,
                    None,
                    &format!("this server speaks {PROTOCOL_VERSION}, not {protocol}"),
                );
                return Some(close_frame(1002, "protocol version not served"));
            }
            _ if !self.hello => self.refuse(ErrorCode::NoHello, None, ""),
            ClientMsg::Invite { terms, name } => self.invite(terms, name).await,
            ClientMsg::Seek { terms, name } => {
                if let Err(e) = terms.check() {
                    return self.refused(ErrorCode::BadTerms, None, &e.to_string());
                }
                let most = self.state.config.challenges_per_connection;
                if let Err(code) = self.state.lobby.seek(&self.conn, terms, name, most) {
                    self.refuse(code, None, "");
                }
            }
            ClientMsg::Unseek { challenge } => self.state.lobby.withdraw(self.conn.id, Some(&challenge), false),
            ClientMsg::Lobby { on } => self.state.lobby.watch(&self.conn, on),
            ClientMsg::Accept { challenge, name } => {
                if let Err(code) = self.state.lobby.accept(&self.state.store, &self.conn, &challenge, name).await {
                    self.refuse(code, Some(challenge), "");
                }
            }
            ClientMsg::Join { game, invite, name } => self.join(game, invite, name).await,
            ClientMsg::Open { game, seat } => self.open(game, seat).await,
            ClientMsg::Close { game } => {
                if self.games.remove(&game).is_some() {
                    self.state.hub.send_if_open(&game, Command::Close { conn: self.conn.id }).await;
                }
            }
            ClientMsg::Move { game, ply, m } => {
                let conn = self.conn.id;
                self.ask(game, |reply| Command::Move { conn, ply, m, reply }).await;
            }
            ClientMsg::Act { game, ply, act } => {
                let conn = self.conn.id;
                self.ask(game, |reply| Command::Act { conn, ply, act, reply }).await;
            }
        }
        None
    }

    fn refused(&self, code: ErrorCode, game: Option<GameId>, detail: &str) -> Option<CloseFrame> {
        self.refuse(code, game, detail);
        None
    }

    /// A move or an act for a game this page follows, answered by the room.
    async fn ask(&mut self, game: GameId, command: impl FnOnce(oneshot::Sender<Result<(), ErrorCode>>) -> Command) {
        if !self.games.contains_key(&game) {
            return self.refuse(ErrorCode::NotSeated, Some(game), "open the game with its seat first");
        }
        let (reply, answer) = oneshot::channel();
        let result = match self.state.hub.send(&game, command(reply)).await {
            Ok(()) => answer.await.unwrap_or(Err(ErrorCode::Unavailable)),
            Err(code) => Err(code),
        };
        if let Err(code) = result {
            self.refuse(code, Some(game), "");
        }
    }

    async fn open(&mut self, game: GameId, seat: Option<Secret>) {
        if !self.games.contains_key(&game) && self.games.len() >= self.state.config.games_per_connection {
            return self.refuse(ErrorCode::TooMany, Some(game), "");
        }
        let (reply, answer) = oneshot::channel();
        let command = Command::Open { conn: self.conn.clone(), seat: seat.clone(), reply };
        let result = match self.state.hub.send(&game, command).await {
            Ok(()) => answer.await.unwrap_or(Err(ErrorCode::Unavailable)),
            Err(code) => Err(code),
        };
        match result {
            Ok(()) => {
                self.games.insert(game, seat);
            }
            Err(code) => self.refuse(code, Some(game), ""),
        }
    }

    async fn join(&mut self, game: GameId, invite: Secret, name: Option<Name>) {
        if self.games.len() >= self.state.config.games_per_connection {
            return self.refuse(ErrorCode::TooMany, Some(game), "");
        }
        let (reply, answer) = oneshot::channel();
        let command = Command::Join { conn: self.conn.clone(), invite, name, reply };
        let result = match self.state.hub.send(&game, command).await {
            Ok(()) => answer.await.unwrap_or(Err(ErrorCode::Unavailable)),
            Err(code) => Err(code),
        };
        match result {
            Ok((_, seat)) => {
                self.games.insert(game, Some(seat));
            }
            Err(code) => self.refuse(code, Some(game), ""),
        }
    }

    /// A game for a friend: this page's seat and the invitation, then the game followed.
    async fn invite(&mut self, terms: Terms, name: Option<Name>) {
        if let Err(e) = terms.check() {
            return self.refuse(ErrorCode::BadTerms, None, &e.to_string());
        }
        if self.games.len() >= self.state.config.games_per_connection {
            return self.refuse(ErrorCode::TooMany, None, "");
        }
        let now = now_ms();
        let color = terms.maker_color(secret::coin());
        let (seat, invite) = (secret::new_secret(), secret::new_secret());
        let mut seats = [None, None];
        seats[color.index()] = Some(secret::digest(&seat));
        let game = secret::new_game_id();
        let row = GameRow {
            id: game.clone(),
            terms,
            created_ms: now,
            seats,
            invite: Some(secret::digest(&invite)),
            events: vec![Event { seq: 1, at: now, by: Some(color), kind: EventKind::Joined { name } }],
        };
        if let Err(e) = self.state.store.create(&row, false, now).await {
            tracing::error!("invite: {e}");
            return self.refuse(ErrorCode::Unavailable, None, "");
        }
        let seated = ServerMsg::Seated { game: game.clone(), color, seat: seat.clone(), invite: Some(invite) };
        self.conn.send(&text(&seated));
        self.open(game, Some(seat)).await;
    }

    /// The page closed: its challenges go, its rooms forget it.
    async fn leave(&mut self) {
        self.state.lobby.withdraw(self.conn.id, None, true);
        for game in self.games.keys() {
            self.state.hub.send_if_open(game, Command::Close { conn: self.conn.id }).await;
        }
    }
}
