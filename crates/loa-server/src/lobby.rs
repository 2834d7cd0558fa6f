//! The lobby of this instance: the open challenges and the pages following them. A challenge
//! lives as long as its maker's connection; accepting one makes the game, both seats taken, and
//! seats both players.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use loa_app::online::{Challenge, Counts, ErrorCode, Event, EventKind, GameId, Name, ServerMsg, Terms};
use loa_core::Color;

use crate::clock::now_ms;
use crate::conn::{text, Conn, ConnId, Internal};
use crate::secret;
use crate::store::{GameRow, Store};

#[derive(Debug)]
struct Open {
    challenge: Challenge,
    maker: Conn,
}

#[derive(Debug, Default)]
struct Inner {
    open: Vec<Open>,
    watchers: HashMap<ConnId, Conn>,
    counts: Counts,
}

/// The lobby: see the [module](self).
#[derive(Debug, Clone, Default)]
pub struct Lobby(Arc<Mutex<Inner>>);

impl Lobby {
    /// The counts as last measured.
    #[must_use]
    pub fn counts(&self) -> Counts {
        self.0.lock().map(|i| i.counts).unwrap_or_default()
    }

    /// New counts: sent to the lobby's followers when they changed.
    pub fn set_counts(&self, counts: Counts) {
        let Ok(mut inner) = self.0.lock() else { return };
        if inner.counts != counts {
            inner.counts = counts;
            let msg = text(&ServerMsg::Counts { counts });
            inner.watchers.retain(|_, w| w.send(&msg));
        }
    }

    /// `conn` follows the lobby (it is sent the list) or stops.
    pub fn watch(&self, conn: &Conn, on: bool) {
        let Ok(mut inner) = self.0.lock() else { return };
        if on {
            let challenges = inner.open.iter().map(|o| o.challenge.clone()).collect();
            conn.send(&text(&ServerMsg::LobbyList { challenges, counts: inner.counts }));
            inner.watchers.insert(conn.id, conn.clone());
        } else {
            inner.watchers.remove(&conn.id);
        }
    }

    /// `maker` opens a challenge.
    ///
    /// # Errors
    /// [`ErrorCode::TooMany`]: it has as many open as allowed.
    pub fn seek(&self, maker: &Conn, terms: Terms, name: Option<Name>, most: usize) -> Result<(), ErrorCode> {
        let Ok(mut inner) = self.0.lock() else { return Err(ErrorCode::Unavailable) };
        if inner.open.iter().filter(|o| o.maker.id == maker.id).count() >= most {
            return Err(ErrorCode::TooMany);
        }
        let challenge = Challenge { id: secret::new_game_id(), terms, name };
        maker.send(&text(&ServerMsg::Seeking { challenge: challenge.clone() }));
        let msg = text(&ServerMsg::ChallengeAdded { challenge: challenge.clone() });
        inner.watchers.retain(|&id, w| id == maker.id || w.send(&msg));
        inner.open.push(Open { challenge, maker: maker.clone() });
        Ok(())
    }

    /// Withdraws `conn`'s challenge `id` (every one of them with `None`: the page closed), and
    /// stops it following the lobby when it is gone.
    pub fn withdraw(&self, conn: ConnId, id: Option<&GameId>, gone: bool) {
        let Ok(mut inner) = self.0.lock() else { return };
        let mut removed = Vec::new();
        inner.open.retain(|o| {
            let drop = o.maker.id == conn && id.is_none_or(|id| &o.challenge.id == id);
            if drop {
                removed.push(o.challenge.id.clone());
            }
            !drop
        });
        if gone {
            inner.watchers.remove(&conn);
        }
        for challenge in removed {
            let msg = text(&ServerMsg::ChallengeRemoved { challenge });
            inner.watchers.retain(|_, w| w.send(&msg));
        }
    }

    /// `taker` accepts challenge `id`: the game is made with both seats, and each player is
    /// seated (the maker through its connection's inbox).
    ///
    /// # Errors
    /// No such challenge (taken already, or withdrawn), one's own, or the database failed.
    pub async fn accept(&self, store: &Store, taker: &Conn, id: &GameId, name: Option<Name>) -> Result<(), ErrorCode> {
        let open = {
            let Ok(mut inner) = self.0.lock() else { return Err(ErrorCode::Unavailable) };
            let at = inner.open.iter().position(|o| &o.challenge.id == id).ok_or(ErrorCode::NoGame)?;
            if inner.open[at].maker.id == taker.id {
                return Err(ErrorCode::OwnChallenge);
            }
            let open = inner.open.remove(at);
            let msg = text(&ServerMsg::ChallengeRemoved { challenge: id.clone() });
            inner.watchers.retain(|_, w| w.send(&msg));
            open
        };
        let now = now_ms();
        let terms = open.challenge.terms;
        let maker_color = terms.maker_color(secret::coin());
        let (maker_seat, taker_seat) = (secret::new_secret(), secret::new_secret());
        let mut seats = [None, None];
        seats[maker_color.index()] = Some(secret::digest(&maker_seat));
        seats[(!maker_color).index()] = Some(secret::digest(&taker_seat));
        let joined = |seq, by: Color, name| Event { seq, at: now, by: Some(by), kind: EventKind::Joined { name } };
        let mut names = [None, None];
        names[maker_color.index()] = open.challenge.name.clone();
        names[(!maker_color).index()] = name;
        let [black, white] = names;
        let game = secret::new_game_id();
        let row = GameRow {
            id: game.clone(),
            terms,
            created_ms: now,
            seats,
            invite: None,
            events: vec![joined(1, Color::Black, black), joined(2, Color::White, white)],
        };
        store.create(&row, true, now).await.map_err(|e| {
            tracing::error!("lobby: {e}");
            ErrorCode::Unavailable
        })?;
        let _ =
            open.maker.inbox.try_send(Internal::Seated { game: game.clone(), color: maker_color, seat: maker_seat });
        let _ = taker.inbox.try_send(Internal::Seated { game, color: !maker_color, seat: taker_seat });
        Ok(())
    }
}
