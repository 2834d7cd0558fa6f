//! One game's room: the one place that orders the game's moves (as lila-ws's rounds do). It
//! holds the [`OnlineGame`], the connections following it (players and spectators) and who is
//! here. A player's message is checked against the game, its event committed to the database,
//! and only then applied and sent to every follower: nothing is announced that a crash could
//! lose. The room also runs the game's clock (a flag is an event like any other) and goes away
//! when nobody follows the game and no flag is near.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use loa_app::online::{
    Act, ErrorCode, Event, EventKind, GameId, Name, OnlineGame, Presence, Secret, ServerMsg, Snapshot,
};
use loa_core::Color;
use tokio::sync::mpsc;

use crate::clock::now_ms;
use crate::command::{Command, Here};
use crate::conn::{text, Conn, ConnId};
use crate::hub::Hub;
use crate::secret::{self, Digest};
use crate::store::{state_name, GameRow, WriteError};

/// A room with nobody in it and no flag within [`KEEP_NEAR_DEADLINE`] goes after this long.
const IDLE: Duration = Duration::from_secs(20);
const KEEP_NEAR_DEADLINE: u64 = 60_000;
/// Another instance's word on who is here holds this long; it says it again twice as often.
const HERE_HOLDS_MS: u64 = 40_000;

#[derive(Debug)]
struct Follower {
    conn: Conn,
    seat: Option<Color>,
}

#[derive(Debug)]
pub struct Room {
    id: GameId,
    game: OnlineGame,
    created_ms: u64,
    seats: [Option<Digest>; 2],
    invite: Option<Digest>,
    followers: HashMap<ConnId, Follower>,
    /// Since when each seat has had no follower (server time).
    away_since: [Option<u64>; 2],
    /// The players other instances have here (by instance), and when they said so.
    elsewhere: HashMap<String, ([bool; 2], u64)>,
    hub: Hub,
}

impl Room {
    /// Loads game `id` and serves `commands` until it goes idle or the server stops; a game that
    /// does not exist answers [`ErrorCode::NoGame`].
    pub async fn run(id: GameId, generation: u64, hub: Hub, mut commands: mpsc::Receiver<Command>) {
        let loaded = match hub.store().load(&id).await {
            Ok(Some(row)) => Room::from_row(row, hub.clone()),
            Ok(None) => Err(ErrorCode::NoGame),
            Err(e) => {
                tracing::error!("game {id}: {e}");
                Err(ErrorCode::Unavailable)
            }
        };
        let mut room = match loaded {
            Ok(room) => room,
            Err(code) => {
                hub.forget(&id, generation);
                commands.close();
                while let Some(command) = commands.recv().await {
                    refuse(command, code);
                }
                return;
            }
        };
        room.flag_if_due().await;
        room.tell_others(true).await;
        let mut stopping = hub.stopping();
        let mut refresh = tokio::time::interval(Duration::from_millis(HERE_HOLDS_MS / 2));
        loop {
            let now = now_ms();
            let deadline = room.game.deadline();
            let wait = deadline.map_or(Duration::from_secs(3_600), |d| Duration::from_millis(d.saturating_sub(now)));
            let idle = room.followers.is_empty() && deadline.is_none_or(|d| d > now + KEEP_NEAR_DEADLINE);
            tokio::select! {
                command = commands.recv() => match command {
                    Some(command) => room.handle(command).await,
                    None => break,
                },
                () = tokio::time::sleep(wait), if deadline.is_some() => {
                    room.flag_if_due().await;
                }
                () = tokio::time::sleep(IDLE), if idle => {
                    if hub.forget(&id, generation) {
                        commands.close();
                        while let Some(command) = commands.recv().await {
                            room.handle(command).await;
                        }
                        break;
                    }
                }
                _ = refresh.tick(), if hub.config().shared => {
                    room.tell_others(false).await;
                    room.expire_elsewhere();
                }
                _ = stopping.changed() => break,
            }
        }
    }

    fn from_row(row: GameRow, hub: Hub) -> Result<Room, ErrorCode> {
        let game = OnlineGame::replay(row.terms, &row.events, None).map_err(|code| {
            tracing::error!("game {}: its events do not replay: {code}", row.id);
            ErrorCode::Unavailable
        })?;
        let now = now_ms();
        Ok(Room {
            id: row.id,
            game,
            created_ms: row.created_ms,
            seats: row.seats,
            invite: row.invite,
            followers: HashMap::new(),
            away_since: [Some(now), Some(now)],
            elsewhere: HashMap::new(),
            hub,
        })
    }

    async fn handle(&mut self, command: Command) {
        match command {
            Command::Open { conn, seat, reply } => {
                let opened = self.open(conn, seat.as_ref());
                if opened.is_ok() && seat.is_some() {
                    self.tell_others(false).await;
                }
                let _ = reply.send(opened);
            }
            Command::Join { conn, invite, name, reply } => {
                let _ = reply.send(self.join(conn, &invite, name).await);
            }
            Command::Move { conn, ply, m, reply } => {
                let result = match self.seat_of(conn) {
                    Ok(seat) => self.play(seat, ply, &m).await,
                    Err(code) => Err(code),
                };
                let _ = reply.send(result);
            }
            Command::Act { conn, ply, act, reply } => {
                let result = match self.seat_of(conn) {
                    Ok(seat) => self.act(seat, ply, act).await,
                    Err(code) => Err(code),
                };
                let _ = reply.send(result);
            }
            Command::Close { conn } => self.leave(conn).await,
            Command::Wake => {}
            Command::Here(here) => {
                self.elsewhere.insert(here.i, (here.h, here.at));
                for color in Color::ALL {
                    self.presence_changed(color);
                }
            }
            Command::WhoIsHere => self.tell_others(false).await,
            Command::Notified(event) => self.notified(event).await,
            Command::Pause { since, reply } => {
                let result = if self.game.deadline().is_some() {
                    self.record(None, EventKind::Pause { since }, None).await
                } else {
                    Ok(())
                };
                let _ = reply.send(result);
            }
        }
    }

    // ---- followers --------------------------------------------------------------------------

    fn open(&mut self, conn: Conn, seat: Option<&Secret>) -> Result<(), ErrorCode> {
        let color = match seat {
            None => None,
            Some(secret) => {
                // Both compared, each in constant time.
                let black = secret::matches(secret, self.seats[0].as_ref());
                let white = secret::matches(secret, self.seats[1].as_ref());
                match (black, white) {
                    (true, _) => Some(Color::Black),
                    (_, true) => Some(Color::White),
                    _ => return Err(ErrorCode::NotSeated),
                }
            }
        };
        let id = conn.id;
        let snapshot = self.snapshot(color);
        conn.send(&text(&snapshot));
        self.followers.insert(id, Follower { conn, seat: color });
        if let Some(color) = color {
            self.presence_changed(color);
        }
        Ok(())
    }

    async fn leave(&mut self, conn: ConnId) {
        self.drop_follower(conn);
        self.tell_others(false).await;
    }

    fn drop_follower(&mut self, conn: ConnId) {
        if let Some(follower) = self.followers.remove(&conn) {
            if let Some(color) = follower.seat {
                self.presence_changed(color);
            }
        }
    }

    /// The seats followed on this instance.
    fn here_locally(&self) -> [bool; 2] {
        Color::ALL.map(|c| self.followers.values().any(|f| f.seat == Some(c)))
    }

    /// Tells the other instances sharing the database which players are here (and, on
    /// `opening`, asks theirs).
    async fn tell_others(&self, opening: bool) {
        if !self.hub.config().shared {
            return;
        }
        let config = self.hub.config();
        let here = Here { i: config.instance.clone(), h: self.here_locally(), at: now_ms() };
        let mut notice = serde_json::json!({ "g": self.id, "p": here });
        if opening {
            notice["q"] = serde_json::Value::String(config.instance.clone());
        }
        if let Err(e) = self.hub.store().notify(&notice.to_string()).await {
            tracing::warn!("game {}: presence: {e}", self.id);
        }
    }

    /// Forgets what other instances said too long ago (one that stopped says nothing more).
    fn expire_elsewhere(&mut self) {
        let now = now_ms();
        let before = self.elsewhere.len();
        self.elsewhere.retain(|_, (_, at)| now.saturating_sub(*at) < HERE_HOLDS_MS);
        if self.elsewhere.len() != before {
            for color in Color::ALL {
                self.presence_changed(color);
            }
        }
    }

    fn seat_of(&self, conn: ConnId) -> Result<Color, ErrorCode> {
        self.followers.get(&conn).and_then(|f| f.seat).ok_or(ErrorCode::NotSeated)
    }

    /// Whether `color`'s player has a page open on the game, on this instance or another.
    fn here(&self, color: Color) -> bool {
        self.here_locally()[color.index()] || self.elsewhere.values().any(|(h, _)| h[color.index()])
    }

    fn presence(&self, color: Color) -> Presence {
        let away_since = self.away_since[color.index()];
        let claimable = self.game.terms().is_live() && self.game.started() && !self.game.is_over();
        let claim_at = away_since.filter(|_| claimable).map(|t| t + self.hub.config().claim_after_ms);
        Presence { color, away_since, claim_at }
    }

    fn presence_changed(&mut self, color: Color) {
        let here = self.here(color);
        let was_here = self.away_since[color.index()].is_none();
        if here == was_here {
            return;
        }
        self.away_since[color.index()] = if here { None } else { Some(now_ms()) };
        let msg = ServerMsg::Presence { game: self.id.clone(), presence: self.presence(color) };
        self.broadcast(&text(&msg));
    }

    fn snapshot(&self, you: Option<Color>) -> ServerMsg {
        ServerMsg::Game(Box::new(Snapshot {
            game: self.id.clone(),
            terms: *self.game.terms(),
            names: self.game.names().clone(),
            you,
            events: self.game.events().to_vec(),
            presence: [self.presence(Color::Black), self.presence(Color::White)],
            now: now_ms(),
        }))
    }

    /// Sends `text` to every follower; one that cannot take it (gone, or too slow) is dropped
    /// and will ask for the game again.
    fn broadcast(&mut self, text: &Arc<str>) {
        let gone: Vec<ConnId> = self.followers.iter().filter(|(_, f)| !f.conn.send(text)).map(|(&id, _)| id).collect();
        for id in gone {
            self.drop_follower(id);
        }
    }

    // ---- what players do --------------------------------------------------------------------

    async fn join(&mut self, conn: Conn, invite: &Secret, name: Option<Name>) -> Result<(Color, Secret), ErrorCode> {
        let free = Color::ALL.into_iter().find(|&c| !self.game.joined(c));
        // Compared in constant time even when the game is full, so timing says nothing.
        let matches = secret::matches(invite, self.invite.as_ref());
        let (Some(color), true) = (free, matches) else { return Err(ErrorCode::InviteTaken) };
        if self.game.is_over() {
            return Err(ErrorCode::GameOver);
        }
        let seat = secret::new_secret();
        let digest = secret::digest(&seat);
        self.record(Some(color), EventKind::Joined { name }, Some((color, digest.clone()))).await?;
        self.seats[color.index()] = Some(digest);
        self.invite = None;
        let seated = ServerMsg::Seated { game: self.id.clone(), color, seat: seat.clone(), invite: None };
        conn.send(&text(&seated));
        self.open(conn, Some(&seat))?;
        self.tell_others(false).await;
        Ok((color, seat))
    }

    async fn play(&mut self, seat: Color, ply: u32, m: &str) -> Result<(), ErrorCode> {
        if self.flag_if_due().await {
            return Err(ErrorCode::GameOver);
        }
        let kind = self.game.check_move(seat, ply, m)?;
        self.record(Some(seat), kind, None).await
    }

    async fn act(&mut self, seat: Color, ply: u32, act: Act) -> Result<(), ErrorCode> {
        if self.flag_if_due().await {
            return Err(ErrorCode::GameOver);
        }
        let now = now_ms();
        let away = self.presence(!seat);
        let claimable = !self.here(!seat) && away.claim_at.is_some_and(|at| at <= now);
        let mut next = None;
        let kind = self.game.check_act(seat, ply, act, claimable, || {
            let id = secret::new_game_id();
            next = Some(id.clone());
            id
        })?;
        if let Some(next) = next {
            self.create_rematch(next, now).await?;
        }
        self.record(Some(seat), kind, None).await
    }

    /// The rematch's game: the same terms, the colours swapped, each player's seat secret the
    /// same (so each page opens it with the secret it has).
    async fn create_rematch(&self, next: GameId, now: u64) -> Result<(), ErrorCode> {
        let [black, white] = self.game.names().clone();
        let joined = |seq, by, name| Event { seq, at: now, by: Some(by), kind: EventKind::Joined { name } };
        let row = GameRow {
            id: next,
            terms: *self.game.terms(),
            created_ms: now,
            seats: [self.seats[1].clone(), self.seats[0].clone()],
            invite: None,
            events: vec![joined(1, Color::Black, white), joined(2, Color::White, black)],
        };
        self.hub.store().create(&row, true, now).await.map_err(|e| {
            tracing::error!("game {}: rematch: {e}", self.id);
            ErrorCode::Unavailable
        })
    }

    /// Records the flag of the side whose time ran out, if any; returns whether it did.
    async fn flag_if_due(&mut self) -> bool {
        let Some(side) = self.game.flag_due(now_ms()) else { return false };
        self.record(Some(side), EventKind::Flag, None).await.is_ok()
    }

    /// Commits the next event, then applies it and sends it to every follower.
    async fn record(
        &mut self,
        by: Option<Color>,
        kind: EventKind,
        seat: Option<(Color, Digest)>,
    ) -> Result<(), ErrorCode> {
        let event = Event { seq: self.game.next_seq(), at: now_ms(), by, kind };
        let mut next = self.game.clone();
        let _ = next.apply(&event)?;
        let state = state_name(next.started(), next.is_over());
        match self.hub.store().append(&self.id, &event, state, next.deadline(), seat).await {
            Ok(()) => {
                self.game = next;
                self.announce(&event);
                Ok(())
            }
            Err(WriteError::Conflict) => {
                self.catch_up().await;
                Err(ErrorCode::WrongPly)
            }
            Err(WriteError::Failed(e)) => {
                tracing::error!("game {}: {e}", self.id);
                Err(ErrorCode::Unavailable)
            }
        }
    }

    fn announce(&mut self, event: &Event) {
        let msg = ServerMsg::Event { game: self.id.clone(), event: event.clone() };
        self.broadcast(&text(&msg));
        if matches!(event.kind, EventKind::Joined { .. }) || self.game.is_over() {
            // The claim times change when the game starts or ends.
            for color in Color::ALL {
                if self.away_since[color.index()].is_some() {
                    let msg = ServerMsg::Presence { game: self.id.clone(), presence: self.presence(color) };
                    self.broadcast(&text(&msg));
                }
            }
        }
    }

    // ---- other instances --------------------------------------------------------------------

    async fn notified(&mut self, event: Event) {
        if event.seq < self.game.next_seq() {
            return;
        }
        if event.seq == self.game.next_seq()
            && !matches!(event.kind, EventKind::Joined { .. })
            && self.game.apply(&event).is_ok()
        {
            self.announce(&event);
            return;
        }
        self.catch_up().await;
    }

    /// Applies the events another instance recorded since ours (and its seats, when one was
    /// taken).
    async fn catch_up(&mut self) {
        let store = self.hub.store().clone();
        let events = match store.events_since(&self.id, self.game.next_seq() - 1).await {
            Ok(events) => events,
            Err(e) => {
                tracing::error!("game {}: {e}", self.id);
                return;
            }
        };
        for event in events {
            if matches!(event.kind, EventKind::Joined { .. }) {
                if let Ok(Some(row)) = store.load(&self.id).await {
                    self.seats = row.seats;
                    self.invite = row.invite;
                }
            }
            if self.game.apply(&event).is_ok() {
                self.announce(&event);
            }
        }
    }
}

/// Answers a command the room cannot serve.
fn refuse(command: Command, code: ErrorCode) {
    match command {
        Command::Open { reply, .. }
        | Command::Move { reply, .. }
        | Command::Act { reply, .. }
        | Command::Pause { reply, .. } => {
            let _ = reply.send(Err(code));
        }
        Command::Join { reply, .. } => {
            let _ = reply.send(Err(code));
        }
        Command::Close { .. } | Command::Notified(_) | Command::Wake | Command::Here(_) | Command::WhoIsHere => {}
    }
}

impl Room {
    /// When the game started (for its record).
    #[must_use]
    pub fn created_ms(&self) -> u64 {
        self.created_ms
    }
}
