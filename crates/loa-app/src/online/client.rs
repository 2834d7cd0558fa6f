//! The page's side of the protocol, without a browser: one connection (connecting, live,
//! reconnecting with backoff, away while the device is offline), the games it follows (as a
//! player or a spectator) and the lobby. The page turns what happens into calls — the socket
//! opened, a text frame, the socket closed, a timer, the user's move — and performs the
//! [`Update`]s they return: open or close the socket, send a message, a game's session
//! [`Effects`] (the move shown with its sound and announcement, the clocks, the result), a
//! question to answer, a notice.
//!
//! Times passed in are the page's (`Date.now()`); the server's time is the page's plus the
//! offset learnt from its messages, so the clocks shown tick as the server's.

use std::collections::BTreeMap;

use loa_core::Color;

use super::{
    Act, ClientMsg, ErrorCode, Event, EventKind, GameId, Lobby, Name, OnlineGame, Presence, Secret, ServerMsg,
    Snapshot, Terms, PROTOCOL_VERSION,
};
use crate::game::clock::Face;
use crate::session::{Effects, Redraw, Wake};

/// The first wait before reconnecting, in ms; it doubles with each failure up to
/// [`RECONNECT_MAX_MS`].
pub const RECONNECT_FIRST_MS: u64 = 500;
/// The longest wait before reconnecting, in ms.
pub const RECONNECT_MAX_MS: u64 = 15_000;

/// The connection's state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Link {
    /// Not connected, not trying (before [`Client::connect`], or refused for its version).
    Idle,
    /// The socket is opening.
    Connecting,
    /// Connected: messages flow.
    Live,
    /// The connection dropped: the next try is at `at` (the page's time), the `attempt`th.
    Reconnecting { attempt: u32, at: u64 },
    /// The device is offline (the browser said so): no try until it is back.
    Away,
}

/// Something a player is asked to answer, or may do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Question {
    /// The opponent offers a draw: accept or decline.
    Draw,
    /// The opponent asks to take back a move: accept or decline.
    Takeback,
    /// The opponent offers a rematch: accept or decline.
    Rematch,
    /// The opponent has been away long enough: claim the win or a draw (or wait).
    Claim,
}

/// What the page does after a call (in order).
#[derive(Debug, Clone)]
pub enum Update {
    /// Open the WebSocket (`/api/ws` of the page's own origin); then call [`Client::opened`].
    Connect,
    /// Close the WebSocket.
    Close,
    /// Send this message.
    Send(ClientMsg),
    /// Call [`Client::wake`] at this time (the page's): a reconnection, a clock, a claim.
    WakeAt(u64),
    /// The connection's state changed: show it ("reconnecting …"), or stop showing it.
    Link(Link),
    /// A seat for this page: keep the private link (the seat's secret), and for the game's maker
    /// show the friend's link (`invite`).
    Seated { game: GameId, color: Color, seat: Secret, invite: Option<Secret> },
    /// Perform a game's session effects on its board (the move, its sound and announcement, the
    /// clocks, the result, saving it in "Your games").
    Game { game: GameId, fx: Box<Effects> },
    /// A player came or went (show "away"; a claim may follow).
    Presence { game: GameId, presence: Presence },
    /// Ask the player this (or stop asking: [`Client::question`] says what stands).
    Ask { game: GameId, question: Option<Question> },
    /// The rematch of `game` was agreed: open `next` (the seat arrives as [`Update::Seated`]).
    Rematch { game: GameId, next: GameId },
    /// The server refused something (say the code in words); nothing changed there.
    Refused { game: Option<GameId>, code: ErrorCode },
    /// The lobby changed: draw it again.
    Lobby,
}

/// A game this page follows.
#[derive(Debug, Clone)]
pub struct Followed {
    /// The seat's secret (`None`: watching).
    pub seat: Option<Secret>,
    /// The game, once the server sent it.
    pub game: Option<OnlineGame>,
    /// This page's seat, as the server said.
    pub you: Option<Color>,
    /// Black's and White's presence.
    pub presence: [Option<Presence>; 2],
    /// This page's move, sent and not yet recorded: `(ply, move)`.
    pub pending: Option<(u32, String)>,
}

/// The page's side: see [`online`](super).
#[derive(Debug, Clone)]
pub struct Client {
    link: Link,
    attempts: u32,
    /// The server's time minus the page's, in ms.
    offset: i64,
    games: BTreeMap<GameId, Followed>,
    lobby: Lobby,
    /// Varies the reconnection's waits between pages (xorshift, never 0).
    seed: u64,
}

impl Client {
    /// A client not yet connected; `seed` varies its reconnection waits from other pages'.
    #[must_use]
    pub fn new(seed: u64) -> Client {
        Client {
            link: Link::Idle,
            attempts: 0,
            offset: 0,
            games: BTreeMap::new(),
            lobby: Lobby::default(),
            seed: seed | 1,
        }
    }

    #[must_use]
    pub fn link(&self) -> Link {
        self.link
    }

    #[must_use]
    pub fn lobby(&self) -> &Lobby {
        &self.lobby
    }

    /// A game followed.
    #[must_use]
    pub fn followed(&self, game: &GameId) -> Option<&Followed> {
        self.games.get(game)
    }

    /// The games followed.
    pub fn games(&self) -> impl Iterator<Item = (&GameId, &Followed)> {
        self.games.iter()
    }

    /// A game followed, once the server sent it.
    #[must_use]
    pub fn game(&self, game: &GameId) -> Option<&OnlineGame> {
        self.games.get(game)?.game.as_ref()
    }

    /// A game's session, for what only this board does (its orientation, looking back).
    pub fn game_mut(&mut self, game: &GameId) -> Option<&mut OnlineGame> {
        self.games.get_mut(game)?.game.as_mut()
    }

    /// The server's time at the page's `now`.
    #[must_use]
    pub fn server_time(&self, now: u64) -> u64 {
        now.saturating_add_signed(self.offset)
    }

    // ---- the connection ---------------------------------------------------------------------

    /// Starts connecting (the page has the API: its origin answered `/api/status`).
    pub fn connect(&mut self) -> Vec<Update> {
        self.link = Link::Connecting;
        vec![Update::Connect, Update::Link(self.link)]
    }

    /// The socket opened at `now`: hello, then every game and the lobby followed again.
    pub fn opened(&mut self, now: u64) -> Vec<Update> {
        let _ = now;
        self.link = Link::Live;
        self.attempts = 0;
        let mut out = vec![Update::Link(self.link), Update::Send(ClientMsg::Hello { protocol: PROTOCOL_VERSION })];
        for (id, f) in &self.games {
            out.push(Update::Send(ClientMsg::Open { game: id.clone(), seat: f.seat.clone() }));
        }
        if self.lobby.on {
            out.push(Update::Send(ClientMsg::Lobby { on: true }));
        }
        out
    }

    /// The socket closed (or failed to open) at `now`: another try after a wait that doubles
    /// each time (with a little chance in it, so pages do not all come back at once).
    pub fn closed(&mut self, now: u64) -> Vec<Update> {
        if matches!(self.link, Link::Away | Link::Idle) {
            return Vec::new();
        }
        self.attempts = self.attempts.saturating_add(1);
        let wait = RECONNECT_FIRST_MS.saturating_mul(1 << self.attempts.min(8).saturating_sub(1)).min(RECONNECT_MAX_MS);
        let wait = wait - wait / 4 + self.next_random() % (wait / 4 + 1);
        let at = now + wait;
        self.link = Link::Reconnecting { attempt: self.attempts, at };
        vec![Update::Link(self.link), Update::WakeAt(at)]
    }

    /// The device went offline: the socket closes, and nothing is tried until [`Client::online`].
    pub fn offline(&mut self) -> Vec<Update> {
        self.link = Link::Away;
        vec![Update::Close, Update::Link(self.link)]
    }

    /// The device is online again: connect at once.
    pub fn online(&mut self) -> Vec<Update> {
        if self.link == Link::Away {
            self.attempts = 0;
            return self.connect();
        }
        Vec::new()
    }

    /// The time the last [`Update::WakeAt`] asked for (or any time): a reconnection due, the
    /// clocks redrawn, a claim become possible.
    pub fn wake(&mut self, now: u64) -> Vec<Update> {
        let mut out = Vec::new();
        if let Link::Reconnecting { at, .. } = self.link {
            if now >= at {
                out.extend(self.connect());
            }
        }
        let server_now = self.server_time(now);
        for (id, f) in &self.games {
            let Some(game) = &f.game else { continue };
            if game.session().line().clock().is_some_and(|c| c.running().is_some()) {
                out.push(Update::Game { game: id.clone(), fx: Box::new(clocks_redrawn()) });
                if let Some(next) = game.session().line().clock().and_then(|c| c.next_change(server_now)) {
                    out.push(Update::WakeAt(now + (next - server_now)));
                }
            }
            if f.question(server_now) == Some(Question::Claim) {
                out.push(Update::Ask { game: id.clone(), question: Some(Question::Claim) });
            }
        }
        out
    }

    // ---- what the server says ---------------------------------------------------------------

    /// A text frame from the server, received at `now`, as the page's JSON reader read it (the
    /// browser's `JSON.parse` and serde-wasm-bindgen; loa-app has no JSON code): a message, or
    /// why the frame is not one.
    pub fn received<E>(&mut self, frame: Result<ServerMsg, E>, now: u64) -> Vec<Update> {
        match frame {
            Ok(msg) => self.handle(msg, now),
            Err(_) => vec![Update::Refused { game: None, code: ErrorCode::BadMessage }],
        }
    }

    /// A message from the server, received at `now`.
    pub fn handle(&mut self, msg: ServerMsg, now: u64) -> Vec<Update> {
        match msg {
            ServerMsg::Welcome { now: server, counts, .. } => {
                self.learn_time(server, now);
                self.lobby.counts = counts;
                vec![Update::Lobby]
            }
            ServerMsg::Error { code, game, .. } => self.refused(code, game),
            ServerMsg::Seated { game, color, seat, invite } => {
                let f = self.games.entry(game.clone()).or_insert_with(|| Followed::new(Some(seat.clone())));
                f.seat = Some(seat.clone());
                f.you = Some(color);
                vec![Update::Seated { game, color, seat, invite }]
            }
            ServerMsg::Seeking { challenge } => {
                self.lobby.mine.push(challenge.id.clone());
                self.lobby.added(challenge);
                vec![Update::Lobby]
            }
            ServerMsg::Game(snapshot) => self.snapshot(*snapshot, now),
            ServerMsg::Event { game, event } => self.event(game, &event, now),
            ServerMsg::Presence { game, presence } => {
                let server_now = self.server_time(now);
                let Some(f) = self.games.get_mut(&game) else { return Vec::new() };
                f.presence[presence.color.index()] = Some(presence);
                let mut out = vec![Update::Presence { game: game.clone(), presence }];
                if let Some(claim_at) = presence.claim_at.filter(|_| f.you == Some(!presence.color)) {
                    let wait = claim_at.saturating_sub(server_now);
                    out.push(Update::WakeAt(now + wait));
                }
                let question = f.question(server_now);
                out.push(Update::Ask { game, question });
                out
            }
            ServerMsg::LobbyList { challenges, counts } => {
                self.lobby.listed(challenges, counts);
                vec![Update::Lobby]
            }
            ServerMsg::ChallengeAdded { challenge } => {
                self.lobby.added(challenge);
                vec![Update::Lobby]
            }
            ServerMsg::ChallengeRemoved { challenge } => {
                self.lobby.removed(&challenge);
                vec![Update::Lobby]
            }
            ServerMsg::Counts { counts } => {
                self.lobby.counts = counts;
                vec![Update::Lobby]
            }
        }
    }

    fn learn_time(&mut self, server: u64, now: u64) {
        self.offset = i64::try_from(server).unwrap_or(i64::MAX) - i64::try_from(now).unwrap_or(i64::MAX);
    }

    fn refused(&mut self, code: ErrorCode, game: Option<GameId>) -> Vec<Update> {
        let mut out = Vec::new();
        if code == ErrorCode::Version {
            self.link = Link::Idle;
            out.extend([Update::Close, Update::Link(self.link)]);
        }
        if let Some(id) = &game {
            if let Some(f) = self.games.get_mut(id) {
                if f.pending.take().is_some() {
                    // The move shown before the server's word is taken back.
                    if let Some(fx) = f.rebuild() {
                        out.push(Update::Game { game: id.clone(), fx: Box::new(fx) });
                    }
                }
                if matches!(code, ErrorCode::NoGame | ErrorCode::NotSeated) && f.game.is_none() {
                    self.games.remove(id);
                }
            }
        }
        out.push(Update::Refused { game, code });
        out
    }

    fn snapshot(&mut self, snapshot: Snapshot, now: u64) -> Vec<Update> {
        self.learn_time(snapshot.now, now);
        let id = snapshot.game.clone();
        let f = self.games.entry(id.clone()).or_insert_with(|| Followed::new(None));
        f.you = snapshot.you;
        f.presence = snapshot.presence.map(Some);
        let flipped = match &f.game {
            Some(g) => g.session().flipped(),
            None => snapshot.you == Some(Color::White),
        };
        let mut game = match OnlineGame::replay(snapshot.terms, &snapshot.events, snapshot.you) {
            Ok(game) => game,
            Err(code) => return vec![Update::Refused { game: Some(id), code }],
        };
        let mut fx = game.session_mut().set_flipped(flipped);
        fx = fx.then(Effects { save: true, redraw: Redraw::all(None), ..Effects::none() });
        f.game = Some(game);
        let mut out = vec![Update::Game { game: id.clone(), fx: Box::new(fx) }];
        // A move sent before the connection dropped, and not recorded: sent again (the server
        // takes it once, at its ply).
        if let Some((ply, m)) = f.pending.clone() {
            match f.game.as_ref().map(OnlineGame::ply) {
                Some(now_ply) if now_ply == ply => out.push(Update::Send(ClientMsg::Move { game: id.clone(), ply, m })),
                _ => f.pending = None,
            }
        }
        let question = f.question(now.saturating_add_signed(self.offset));
        out.push(Update::Ask { game: id.clone(), question });
        if let Some(next) = f.game.as_ref().and_then(|g| g.next_game().cloned()) {
            out.push(Update::Rematch { game: id, next });
        }
        out.extend(self.wake(now));
        out
    }

    fn event(&mut self, id: GameId, event: &Event, now: u64) -> Vec<Update> {
        self.learn_time(event.at, now);
        let Some(f) = self.games.get_mut(&id) else { return Vec::new() };
        let Some(game) = f.game.as_mut() else { return Vec::new() };
        if event.seq < game.next_seq() {
            return Vec::new();
        }
        if event.seq > game.next_seq() {
            // Some were missed: the whole game again.
            return vec![Update::Send(ClientMsg::Open { game: id, seat: f.seat.clone() })];
        }
        // (The game shown has the move already; its recorded events do not.)
        let mine = f.pending.as_ref().is_some_and(|(_, m)| {
            f.you == event.by && matches!(&event.kind, EventKind::Move { m: played } if played == m)
        });
        let mut out = Vec::new();
        let fx = if mine {
            // The move shown already: the game becomes the server's (its clock's times).
            f.pending = None;
            let mut events = game.events().to_vec();
            events.push(event.clone());
            let flipped = game.session().flipped();
            match OnlineGame::replay(*game.terms(), &events, f.you) {
                Ok(mut fresh) => {
                    let _ = fresh.session_mut().set_flipped(flipped);
                    *game = fresh;
                    Some(clocks_redrawn().then(Effects { save: true, ..Effects::none() }))
                }
                Err(_) => None,
            }
        } else {
            if f.pending.is_some() {
                // Another event came first: the move shown is taken back, then this applied.
                f.pending = None;
                if let Some(fx) = f.rebuild() {
                    out.push(Update::Game { game: id.clone(), fx: Box::new(fx) });
                }
            }
            f.game.as_mut().and_then(|game| game.apply(event).ok())
        };
        match fx {
            Some(fx) => out.push(Update::Game { game: id.clone(), fx: Box::new(fx) }),
            None => return vec![Update::Send(ClientMsg::Open { game: id, seat: f.seat.clone() })],
        }
        if let EventKind::Rematch { game: next } = &event.kind {
            out.push(Update::Rematch { game: id.clone(), next: next.clone() });
        }
        let question = f.question(now.saturating_add_signed(self.offset));
        out.push(Update::Ask { game: id, question });
        out.extend(self.wake(now));
        out
    }

    // ---- what the player does ---------------------------------------------------------------

    /// Invites a friend to a game of `terms`.
    pub fn invite(&mut self, terms: Terms, name: Option<Name>) -> Vec<Update> {
        self.send(ClientMsg::Invite { terms, name })
    }

    /// Opens a challenge of `terms` in the lobby.
    pub fn seek(&mut self, terms: Terms, name: Option<Name>) -> Vec<Update> {
        self.send(ClientMsg::Seek { terms, name })
    }

    /// Withdraws one's challenge.
    pub fn unseek(&mut self, challenge: GameId) -> Vec<Update> {
        self.lobby.removed(&challenge);
        let mut out = self.send(ClientMsg::Unseek { challenge });
        out.push(Update::Lobby);
        out
    }

    /// Follows the lobby, or stops.
    pub fn follow_lobby(&mut self, on: bool) -> Vec<Update> {
        self.lobby.on = on;
        self.send(ClientMsg::Lobby { on })
    }

    /// Accepts a challenge of the lobby.
    pub fn accept(&mut self, challenge: GameId, name: Option<Name>) -> Vec<Update> {
        if self.lobby.is_mine(&challenge) {
            return vec![Update::Refused { game: None, code: ErrorCode::OwnChallenge }];
        }
        self.send(ClientMsg::Accept { challenge, name })
    }

    /// Takes the free seat of `game` by its invitation (the friend's link).
    pub fn join(&mut self, game: GameId, invite: Secret, name: Option<Name>) -> Vec<Update> {
        self.games.entry(game.clone()).or_insert_with(|| Followed::new(None));
        self.send(ClientMsg::Join { game, invite, name })
    }

    /// Follows `game`: with a seat's secret (the private link) as its player, else watching.
    pub fn open(&mut self, game: GameId, seat: Option<Secret>) -> Vec<Update> {
        self.games.insert(game.clone(), Followed::new(seat.clone()));
        self.send(ClientMsg::Open { game, seat })
    }

    /// Stops following `game`.
    pub fn close(&mut self, game: GameId) -> Vec<Update> {
        self.games.remove(&game);
        self.send(ClientMsg::Close { game })
    }

    /// This page's player plays `m` (as the board read it: `b1-b3`) at the page's `now`: shown
    /// at once, sent, and made the server's when it comes back recorded.
    pub fn play(&mut self, id: &GameId, m: &str, now: u64) -> Vec<Update> {
        let server_now = self.server_time(now);
        let live = self.link == Link::Live;
        let Some(f) = self.games.get_mut(id) else { return Vec::new() };
        let (Some(game), Some(me)) = (f.game.as_mut(), f.you) else { return Vec::new() };
        if f.pending.is_some() {
            return Vec::new();
        }
        let ply = game.ply();
        let Ok(kind) = game.check_move(me, ply, m) else {
            let fx = match game.session().line().position().parse_move(m) {
                Ok(mv) => game.session_mut().play_for(me, mv, server_now),
                Err(_) => Effects::none(),
            };
            return vec![Update::Game { game: id.clone(), fx: Box::new(fx) }];
        };
        let EventKind::Move { m } = kind else { return Vec::new() };
        let Ok(mv) = game.session().line().position().parse_move(&m) else { return Vec::new() };
        let fx = game.session_mut().play_for(me, mv, server_now);
        f.pending = Some((ply, m.clone()));
        let mut out = vec![Update::Game { game: id.clone(), fx: Box::new(fx) }];
        if live {
            out.push(Update::Send(ClientMsg::Move { game: id.clone(), ply, m }));
        }
        out
    }

    /// This page's player does `act` (offers a draw, resigns, claims …).
    pub fn act(&mut self, id: &GameId, act: Act) -> Vec<Update> {
        let Some(ply) = self.game(id).map(OnlineGame::ply) else { return Vec::new() };
        self.send(ClientMsg::Act { game: id.clone(), ply, act })
    }

    /// What the player of `game` is asked at the page's `now`.
    #[must_use]
    pub fn question(&self, game: &GameId, now: u64) -> Option<Question> {
        self.games.get(game)?.question(self.server_time(now))
    }

    /// `game`'s clocks as shown at the page's `now` (the server's clock).
    #[must_use]
    pub fn clocks(&self, game: &GameId, now: u64) -> Option<[Face; 2]> {
        self.game(game)?.session().clocks(self.server_time(now))
    }

    fn send(&mut self, msg: ClientMsg) -> Vec<Update> {
        if self.link != Link::Live {
            return vec![Update::Refused { game: None, code: ErrorCode::Unavailable }];
        }
        vec![Update::Send(msg)]
    }

    fn next_random(&mut self) -> u64 {
        let mut x = self.seed;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.seed = x;
        x
    }
}

impl Followed {
    fn new(seat: Option<Secret>) -> Followed {
        Followed { seat, game: None, you: None, presence: [None, None], pending: None }
    }

    /// The game again from its recorded events (a move shown and not recorded is dropped).
    fn rebuild(&mut self) -> Option<Effects> {
        let game = self.game.as_mut()?;
        let flipped = game.session().flipped();
        let mut fresh = OnlineGame::replay(*game.terms(), game.events(), self.you).ok()?;
        let _ = fresh.session_mut().set_flipped(flipped);
        *game = fresh;
        Some(Effects { redraw: Redraw::all(None), ..Effects::none() })
    }

    /// What this page's player is asked at `server_now`.
    fn question(&self, server_now: u64) -> Option<Question> {
        let (game, me) = (self.game.as_ref()?, self.you?);
        let theirs = Some(!me);
        if game.rematch_offered() == theirs && game.is_over() {
            return Some(Question::Rematch);
        }
        if game.is_over() || !game.started() {
            return None;
        }
        if game.session().draw_offered() == theirs {
            return Some(Question::Draw);
        }
        if game.takeback_asked() == theirs {
            return Some(Question::Takeback);
        }
        let claim_at = self.presence[(!me).index()].and_then(|p| p.claim_at);
        match claim_at {
            Some(at) if game.terms().is_live() && at <= server_now => Some(Question::Claim),
            _ => None,
        }
    }
}

/// The clocks drawn again, and nothing else.
fn clocks_redrawn() -> Effects {
    Effects { redraw: Redraw { clocks: true, ..Redraw::default() }, wake: Some(Wake::Never), ..Effects::none() }
}
