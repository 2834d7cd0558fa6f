//! The real server as a process (so it can be killed), and a raw WebSocket client.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use loa_app::online::{ClientMsg, GameId, Secret, ServerMsg, Terms};
use loa_core::Color;
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::process::{Child, Command};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;
use tokio_tungstenite::tungstenite::Message;

pub const WAIT: Duration = Duration::from_secs(10);

/// A folder removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(name: &str) -> TempDir {
        let dir = std::env::temp_dir().join(format!("loa-server-test-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        TempDir(dir)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// A running `loa-server`.
pub struct Server {
    pub child: Child,
    pub addr: String,
}

impl Server {
    /// Starts the server on a free port with `data` as its data folder and `site` as its site.
    pub async fn start(data: &Path, site: &Path, extra: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_loa-server"))
            .args(["--listen", "127.0.0.1:0"])
            .arg("--data")
            .arg(data)
            .arg("--site")
            .arg(site)
            .args(extra)
            .env("RUST_LOG", "warn")
            .stdout(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .unwrap();
        let stdout = child.stdout.take().unwrap();
        let mut lines = BufReader::new(stdout).lines();
        let addr = tokio::time::timeout(Duration::from_secs(60), async {
            while let Some(line) = lines.next_line().await.unwrap() {
                if let Some(addr) = line.strip_prefix("listening on http://") {
                    return addr.to_owned();
                }
            }
            panic!("the server ended without listening");
        })
        .await
        .expect("the server starts");
        tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
        Server { child, addr }
    }

    pub fn ws_url(&self) -> String {
        format!("ws://{}/api/ws", self.addr)
    }

    pub async fn client(&self) -> Client {
        Client::connect(&self.ws_url(), None).await.unwrap()
    }

    /// A client that has said hello.
    pub async fn hello(&self) -> Client {
        let mut c = self.client().await;
        c.send(&ClientMsg::Hello { protocol: 1 }).await;
        assert!(matches!(c.recv().await, ServerMsg::Welcome { .. }));
        c
    }

    /// Stops it with SIGKILL (nothing finishes).
    pub async fn kill(mut self) {
        self.child.kill().await.unwrap();
    }

    /// Stops it with SIGTERM and waits for its exit.
    pub async fn terminate(mut self) -> std::process::ExitStatus {
        let pid = self.child.id().unwrap();
        std::process::Command::new("kill").args(["-TERM", &pid.to_string()]).status().unwrap();
        tokio::time::timeout(Duration::from_secs(20), self.child.wait()).await.unwrap().unwrap()
    }

    /// A plain HTTP GET: the status, the headers (lower-case names) and the body.
    pub async fn get(&self, path: &str, headers: &[(&str, &str)]) -> (u16, Vec<(String, String)>, Vec<u8>) {
        let mut stream = tokio::net::TcpStream::connect(&self.addr).await.unwrap();
        let mut request = format!("GET {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n", self.addr);
        for (k, v) in headers {
            request.push_str(&format!("{k}: {v}\r\n"));
        }
        request.push_str("\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut raw = Vec::new();
        stream.read_to_end(&mut raw).await.unwrap();
        let split = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
        let head = String::from_utf8_lossy(&raw[..split]).to_string();
        let mut body = raw[split + 4..].to_vec();
        let mut lines = head.lines();
        let status = lines.next().unwrap().split(' ').nth(1).unwrap().parse().unwrap();
        let headers: Vec<(String, String)> = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_owned()))
            .collect();
        if headers.iter().any(|(k, v)| k == "transfer-encoding" && v == "chunked") {
            body = unchunk(&body);
        }
        (status, headers, body)
    }
}

fn unchunk(mut raw: &[u8]) -> Vec<u8> {
    let mut out = Vec::new();
    loop {
        let line_end = raw.windows(2).position(|w| w == b"\r\n").unwrap();
        let size = usize::from_str_radix(std::str::from_utf8(&raw[..line_end]).unwrap().trim(), 16).unwrap();
        if size == 0 {
            return out;
        }
        out.extend_from_slice(&raw[line_end + 2..line_end + 2 + size]);
        raw = &raw[line_end + 4 + size..];
    }
}

pub fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
}

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// A raw WebSocket client.
pub struct Client {
    pub ws: Ws,
}

impl Client {
    pub async fn connect(url: &str, origin: Option<&str>) -> Result<Client, tokio_tungstenite::tungstenite::Error> {
        let mut request = url.into_client_request()?;
        if let Some(origin) = origin {
            request.headers_mut().insert("Origin", origin.parse().unwrap());
        }
        let (ws, _) = tokio_tungstenite::connect_async(request).await?;
        Ok(Client { ws })
    }

    pub async fn send(&mut self, msg: &ClientMsg) {
        self.send_text(&serde_json::to_string(msg).unwrap()).await;
    }

    pub async fn send_text(&mut self, text: &str) {
        self.ws.send(Message::text(text.to_owned())).await.unwrap();
    }

    /// The next message (within [`WAIT`]).
    pub async fn recv(&mut self) -> ServerMsg {
        let text = self.recv_text().await;
        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{e}: {text}"))
    }

    pub async fn recv_text(&mut self) -> String {
        loop {
            let frame = tokio::time::timeout(WAIT, self.ws.next()).await.expect("a message in time");
            match frame {
                Some(Ok(Message::Text(text))) => return text.to_string(),
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                other => panic!("expected a text message, got {other:?}"),
            }
        }
    }

    /// Messages until one `pick` takes (skipping the others).
    pub async fn until<T>(&mut self, mut pick: impl FnMut(ServerMsg) -> Option<T>) -> T {
        loop {
            if let Some(t) = pick(self.recv().await) {
                return t;
            }
        }
    }

    /// The next error's code (skipping other messages).
    pub async fn error(&mut self) -> loa_app::online::ErrorCode {
        self.until(|m| match m {
            ServerMsg::Error { code, .. } => Some(code),
            _ => None,
        })
        .await
    }

    /// The close frame's code, skipping messages before it.
    pub async fn closed(&mut self) -> Option<u16> {
        loop {
            match tokio::time::timeout(WAIT, self.ws.next()).await.expect("closed in time") {
                Some(Ok(Message::Close(frame))) => return frame.map(|f| u16::from(f.code)),
                Some(Ok(_)) => {}
                Some(Err(_)) | None => return None,
            }
        }
    }
}

/// Terms from JSON.
pub fn terms(json: &str) -> Terms {
    serde_json::from_str(json).unwrap()
}

/// A game for a friend made by `maker`: (game, maker's colour, maker's seat, invitation).
pub async fn invite(maker: &mut Client, terms_json: &str, name: Option<&str>) -> (GameId, Color, Secret, Secret) {
    let name = name.map(|n| loa_app::online::Name::new(n).unwrap());
    maker.send(&ClientMsg::Invite { terms: terms(terms_json), name }).await;
    let seated = maker
        .until(|m| match m {
            ServerMsg::Seated { game, color, seat, invite: Some(invite) } => Some((game, color, seat, invite)),
            _ => None,
        })
        .await;
    // The game follows.
    maker.until(|m| matches!(m, ServerMsg::Game(_)).then_some(())).await;
    seated
}

/// `friend` joins by the invitation: its colour and seat.
pub async fn join(friend: &mut Client, game: &GameId, invite: &Secret, name: Option<&str>) -> (Color, Secret) {
    let name = name.map(|n| loa_app::online::Name::new(n).unwrap());
    friend.send(&ClientMsg::Join { game: game.clone(), invite: invite.clone(), name }).await;
    let seated = friend
        .until(|m| match m {
            ServerMsg::Seated { color, seat, .. } => Some((color, seat)),
            _ => None,
        })
        .await;
    friend.until(|m| matches!(m, ServerMsg::Game(_)).then_some(())).await;
    seated
}

/// The next event of `game` (skipping other messages).
pub async fn event(c: &mut Client) -> loa_app::online::Event {
    c.until(|m| match m {
        ServerMsg::Event { event, .. } => Some(event),
        _ => None,
    })
    .await
}

/// A site folder with a page, a service worker and a hashed module.
pub fn site(dir: &Path) {
    std::fs::write(dir.join("index.html"), "<!doctype html><title>loa</title>".repeat(40)).unwrap();
    std::fs::write(dir.join("sw.js"), "self.addEventListener('fetch', () => {});\n".repeat(40)).unwrap();
    std::fs::write(dir.join("app-0123456789abcdef_bg.wasm"), [0u8, 97, 115, 109, 1, 0, 0, 0].repeat(200)).unwrap();
}
