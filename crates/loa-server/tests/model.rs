//! The page's model (loa-app's `online::Client`) against the real server over real sockets: a
//! small driver does what its updates say (connect, send, wake), as the page will; two pages
//! play, one loses its connection and comes back, a spectator follows.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod common;

use std::time::Duration;

use common::{Server, TempDir};
use futures_util::{SinkExt, StreamExt};
use loa_app::online::{Client, GameId, Link, Update};
use tokio_tungstenite::tungstenite::Message;

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A page: the model, its socket, and what its updates told it.
struct Page {
    client: Client,
    url: String,
    ws: Option<Ws>,
    seated: Vec<(GameId, loa_app::online::Secret, Option<loa_app::online::Secret>)>,
    played: Vec<String>,
    links: Vec<Link>,
    wake_at: Option<u64>,
}

fn now() -> u64 {
    loa_server::clock::now_ms()
}

impl Page {
    fn new(url: &str, seed: u64) -> Page {
        Page {
            client: Client::new(seed),
            url: url.to_owned(),
            ws: None,
            seated: Vec::new(),
            played: Vec::new(),
            links: Vec::new(),
            wake_at: None,
        }
    }

    /// Does what `updates` say.
    async fn perform(&mut self, updates: Vec<Update>) {
        let mut queue = std::collections::VecDeque::from(updates);
        while let Some(update) = queue.pop_front() {
            match update {
                Update::Connect => match tokio_tungstenite::connect_async(&self.url).await {
                    Ok((ws, _)) => {
                        self.ws = Some(ws);
                        queue.extend(self.client.opened(now()));
                    }
                    Err(_) => queue.extend(self.client.closed(now())),
                },
                Update::Close => self.ws = None,
                Update::Send(msg) => {
                    if let Some(ws) = &mut self.ws {
                        ws.send(Message::text(serde_json::to_string(&msg).unwrap())).await.unwrap();
                    }
                }
                Update::WakeAt(at) => self.wake_at = Some(self.wake_at.map_or(at, |w| w.min(at))),
                Update::Link(link) => self.links.push(link),
                Update::Seated { game, seat, invite, .. } => self.seated.push((game, seat, invite)),
                Update::Game { fx, .. } => {
                    if let Some(p) = fx.played {
                        self.played.push(p.m.to_string());
                    }
                }
                _ => {}
            }
        }
    }

    /// Reads what the server sends until `done` says so (waking as asked meanwhile).
    async fn until(&mut self, mut done: impl FnMut(&Page) -> bool) {
        let deadline = tokio::time::Instant::now() + common::WAIT;
        while !done(self) {
            assert!(tokio::time::Instant::now() < deadline, "not in time: {:?}", self.links);
            let frame = match &mut self.ws {
                Some(ws) => tokio::time::timeout(Duration::from_millis(50), ws.next()).await.ok().flatten(),
                None => {
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    None
                }
            };
            let updates = match frame {
                Some(Ok(Message::Text(text))) => self.client.received(serde_json::from_str(text.as_str()), now()),
                Some(Ok(Message::Close(_)) | Err(_)) => {
                    self.ws = None;
                    self.client.closed(now())
                }
                _ => match self.wake_at {
                    Some(at) if at <= now() => {
                        self.wake_at = None;
                        self.client.wake(now())
                    }
                    _ => Vec::new(),
                },
            };
            self.perform(updates).await;
        }
    }
}

#[tokio::test]
async fn two_pages_play_through_the_model_and_one_reconnects() {
    let (data, site) = (TempDir::new("model-data"), TempDir::new("model-site"));
    let server = Server::start(&data.0, &site.0, &[]).await;
    let url = server.ws_url();
    let mut ann = Page::new(&url, 1);
    let updates = ann.client.connect();
    ann.perform(updates).await;
    ann.until(|p| p.client.lobby().counts.games == 0 && p.client.link() == Link::Live).await;
    let terms = common::terms(r#"{"variant":"standard","pace":{"live":"5+3"},"color":"black"}"#);
    let updates = ann.client.invite(terms, None);
    ann.perform(updates).await;
    ann.until(|p| !p.seated.is_empty()).await;
    let (game, _, invite) = ann.seated[0].clone();
    ann.until(|p| p.client.game(&game).is_some()).await;

    let mut bo = Page::new(&url, 2);
    let updates = bo.client.connect();
    bo.perform(updates).await;
    bo.until(|p| p.client.link() == Link::Live).await;
    let updates = bo.client.join(game.clone(), invite.unwrap(), None);
    bo.perform(updates).await;
    bo.until(|p| p.client.game(&game).is_some_and(|g| g.started())).await;
    ann.until(|p| p.client.game(&game).is_some_and(|g| g.started())).await;

    // Ann's move shows at once on her page, and arrives on Bo's with its sound.
    let updates = ann.client.play(&game, "b1-b3", now());
    ann.perform(updates).await;
    assert_eq!(ann.played, ["b1-b3"]);
    bo.until(|p| p.played == ["b1-b3"]).await;
    ann.until(|p| p.client.followed(&game).is_some_and(|f| f.pending.is_none())).await;
    assert_eq!(ann.client.game(&game).unwrap().events(), bo.client.game(&game).unwrap().events());

    // Bo's connection drops: his page reconnects by itself and follows the game again.
    bo.ws = None;
    let updates = bo.client.closed(now());
    bo.perform(updates).await;
    assert!(matches!(bo.client.link(), Link::Reconnecting { .. }));
    bo.until(|p| p.client.link() == Link::Live && p.links.len() >= 3).await;
    let updates = bo.client.play(&game, "h2-f4", now());
    bo.perform(updates).await;
    ann.until(|p| p.played.last().map(String::as_str) == Some("h2-f4")).await;
    bo.until(|p| p.client.followed(&game).is_some_and(|f| f.pending.is_none())).await;
    assert_eq!(ann.client.game(&game).unwrap().ply(), 2);

    // The clocks shown are the server's on both pages.
    let (a, b) = (ann.client.clocks(&game, now()).unwrap(), bo.client.clocks(&game, now()).unwrap());
    assert_eq!(a[1].text(loa_app::i18n::Lang::En), b[1].text(loa_app::i18n::Lang::En));
    assert!(a[0].running && b[0].running, "Black to move");
}
