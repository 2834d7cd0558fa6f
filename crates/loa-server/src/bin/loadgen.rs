//! `loa-loadgen`: N live games on loopback, two WebSocket clients each, every player moving
//! about once a second (half a second's thought after the other's move), against a server it
//! starts itself. It reports the time from a move sent to the opponent receiving it (50th and
//! 99th percentile), moves a second, the server's memory (RSS, and its peak) and CPU, and the
//! errors (refusals, dropped connections, events missed). A benchmark, not a test.
//!
//! ```text
//! cargo build --release -p loa-server
//! target/release/loa-loadgen --games 1000 --seconds 30                       # SQLite in a temp folder
//! target/release/loa-loadgen --games 1000 --database postgres://loa@127.0.0.1:55432/postgres
//! ```

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use clap::Parser;
use futures_util::{SinkExt, StreamExt};
use loa_app::online::{ClientMsg, Event, EventKind, GameId, OnlineGame, Pace, ServerMsg, Terms};
use loa_core::{Color, Variant};
use rand::Rng;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::process::{Child, Command};
use tokio_tungstenite::tungstenite::Message;

/// Live games on loopback against a server this starts: latency, throughput, memory, CPU.
#[derive(Debug, Parser)]
#[command(name = "loa-loadgen")]
struct Options {
    /// Games played at once.
    #[arg(long, default_value_t = 100)]
    games: usize,
    /// Seconds measured, after every game has started.
    #[arg(long, default_value_t = 30)]
    seconds: u64,
    /// Each player's thought before a move, in ms (± a fifth).
    #[arg(long, default_value_t = 500)]
    think_ms: u64,
    /// The server's database (default: SQLite in a fresh temporary folder).
    #[arg(long)]
    database: Option<String>,
    /// SQLite's sync (`full` or `normal`: see `loa-server --help`).
    #[arg(long, default_value = "full")]
    sqlite_sync: String,
    /// The server binary (default: `loa-server` beside this one).
    #[arg(long)]
    server: Option<PathBuf>,
}

#[derive(Default)]
struct Stats {
    latencies_us: Mutex<Vec<u64>>,
    moves: AtomicU64,
    errors: AtomicU64,
    lost: AtomicU64,
    /// The moves sent, by (game, ply): when.
    sent: Mutex<HashMap<(GameId, u32), Instant>>,
    measuring: std::sync::atomic::AtomicBool,
}

type Ws = tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let options = Options::parse();
    let temp = std::env::temp_dir().join(format!("loa-loadgen-{}", std::process::id()));
    let (mut server, url) = start_server(&options, &temp).await?;
    let pid = server.id().unwrap_or(0);
    let stats = Arc::new(Stats::default());
    let started = Instant::now();
    let mut tasks = Vec::new();
    for i in 0..options.games {
        tasks.push(tokio::spawn(game_loop(url.clone(), stats.clone(), options.think_ms, i as u64)));
        // About two hundred games started a second.
        if i % 20 == 19 {
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }
    tokio::time::sleep(Duration::from_secs(5)).await;
    let ramp = started.elapsed();
    stats.measuring.store(true, Ordering::SeqCst);
    let cpu_before = cpu_ticks(pid);
    let measured = Instant::now();
    stats.moves.store(0, Ordering::SeqCst);
    stats.errors.store(0, Ordering::SeqCst);
    tokio::time::sleep(Duration::from_secs(options.seconds)).await;
    let wall = measured.elapsed().as_secs_f64();
    let cpu = (cpu_ticks(pid) - cpu_before) as f64 / ticks_per_second() / wall * 100.0;
    stats.measuring.store(false, Ordering::SeqCst);
    let (rss, peak) = memory(pid);
    let moves = stats.moves.load(Ordering::SeqCst);
    let mut latencies = stats.latencies_us.lock().map(|l| l.clone()).unwrap_or_default();
    latencies.sort_unstable();
    let pct = |p: f64| {
        latencies
            .get(((latencies.len() as f64 * p) as usize).min(latencies.len().saturating_sub(1)))
            .copied()
            .unwrap_or(0)
    };
    println!(
        "games {:>5}  db {:<13}  moves/s {:>7.1}  p50 {:>6.1} ms  p99 {:>6.1} ms  max {:>7.1} ms  rss {:>4} MB (peak {:>4})  cpu {:>5.1}%  errors {}  lost {}  (ramp {:.0} s)",
        options.games,
        if options.database.as_deref().is_some_and(|d| d.starts_with("postgres")) {
            "postgres".to_owned()
        } else {
            format!("sqlite {}", options.sqlite_sync)
        },
        moves as f64 / wall,
        pct(0.50) as f64 / 1000.0,
        pct(0.99) as f64 / 1000.0,
        latencies.last().copied().unwrap_or(0) as f64 / 1000.0,
        rss / 1024,
        peak / 1024,
        cpu,
        stats.errors.load(Ordering::SeqCst),
        stats.lost.load(Ordering::SeqCst),
        ramp.as_secs_f64(),
    );
    for task in tasks {
        task.abort();
    }
    let _ = server.kill().await;
    let _ = std::fs::remove_dir_all(&temp);
    Ok(())
}

async fn start_server(
    options: &Options,
    temp: &std::path::Path,
) -> Result<(Child, String), Box<dyn std::error::Error>> {
    let bin = options.server.clone().unwrap_or_else(|| {
        let me = std::env::current_exe().unwrap_or_default();
        me.with_file_name("loa-server")
    });
    std::fs::create_dir_all(temp)?;
    let mut command = Command::new(bin);
    command
        .args(["--listen", "127.0.0.1:0", "--site", "/nonexistent", "--connections-per-address", "100000"])
        .args(["--address-messages-per-second", "1000000", "--messages-per-second", "1000"])
        .args(["--sqlite-sync", &options.sqlite_sync])
        .arg("--data")
        .arg(temp)
        .env("RUST_LOG", "warn")
        .stdout(std::process::Stdio::piped())
        .kill_on_drop(true);
    if let Some(db) = &options.database {
        command.args(["--database", db]);
    }
    let mut child = command.spawn()?;
    let stdout = child.stdout.take().ok_or("no stdout")?;
    let mut lines = BufReader::new(stdout).lines();
    while let Some(line) = lines.next_line().await? {
        if let Some(addr) = line.strip_prefix("listening on http://") {
            let url = format!("ws://{addr}/api/ws");
            tokio::spawn(async move { while let Ok(Some(_)) = lines.next_line().await {} });
            return Ok((child, url));
        }
    }
    Err("the server did not start".into())
}

async fn connect(url: &str) -> Option<Ws> {
    let (mut ws, _) = tokio_tungstenite::connect_async(url).await.ok()?;
    send(&mut ws, &ClientMsg::Hello { protocol: loa_app::online::PROTOCOL_VERSION }).await;
    Some(ws)
}

async fn send(ws: &mut Ws, msg: &ClientMsg) -> bool {
    let text = serde_json::to_string(msg).unwrap_or_default();
    ws.send(Message::text(text)).await.is_ok()
}

async fn receive(ws: &mut Ws) -> Option<ServerMsg> {
    loop {
        match ws.next().await? {
            Ok(Message::Text(text)) => return serde_json::from_str(text.as_str()).ok(),
            Ok(Message::Close(_)) | Err(_) => return None,
            Ok(_) => {}
        }
    }
}

/// One game after another between two clients.
async fn game_loop(url: String, stats: Arc<Stats>, think_ms: u64, n: u64) {
    loop {
        if play_one(&url, &stats, think_ms, n).await.is_none() {
            stats.errors.fetch_add(1, Ordering::SeqCst);
            tokio::time::sleep(Duration::from_millis(500)).await;
        }
    }
}

async fn play_one(url: &str, stats: &Arc<Stats>, think_ms: u64, n: u64) -> Option<()> {
    let terms = Terms {
        variant: Variant::Standard,
        rules: loa_core::Rules::default(),
        pace: Pace::Live("15+10".parse().ok()?),
        color: if n % 2 == 0 { loa_app::online::ColorChoice::Black } else { loa_app::online::ColorChoice::White },
    };
    let mut maker = connect(url).await?;
    send(&mut maker, &ClientMsg::Invite { terms, name: None }).await;
    let (game, invite) = loop {
        match receive(&mut maker).await? {
            ServerMsg::Seated { game, invite: Some(invite), .. } => break (game, invite),
            ServerMsg::Error { .. } => return None,
            _ => {}
        }
    };
    let mut friend = connect(url).await?;
    send(&mut friend, &ClientMsg::Join { game: game.clone(), invite, name: None }).await;
    let a = tokio::spawn(player(maker, game.clone(), stats.clone(), think_ms));
    let b = tokio::spawn(player(friend, game, stats.clone(), think_ms));
    let (a, b) = (a.await.ok()?, b.await.ok()?);
    a.and(b)
}

/// One player: keeps its replica of the game, moves when it is its turn, measures the
/// opponent's moves' arrival. Ends when the game does.
async fn player(mut ws: Ws, game: GameId, stats: Arc<Stats>, think_ms: u64) -> Option<()> {
    let mut replica: Option<OnlineGame> = None;
    let mut me: Option<Color> = None;
    let mut due: Option<tokio::time::Instant> = None;
    loop {
        let wait = async {
            match due {
                Some(at) => tokio::time::sleep_until(at).await,
                None => std::future::pending().await,
            }
        };
        tokio::select! {
            msg = receive(&mut ws) => {
                let msg = msg?;
                match msg {
                    ServerMsg::Seated { color, .. } => me = Some(color),
                    ServerMsg::Game(snapshot) => {
                        me = snapshot.you.or(me);
                        replica = OnlineGame::replay(snapshot.terms, &snapshot.events, None).ok();
                    }
                    ServerMsg::Event { event, .. } => {
                        let g = replica.as_mut()?;
                        if event.seq != g.next_seq() {
                            stats.lost.fetch_add(1, Ordering::SeqCst);
                            return None;
                        }
                        arrived(&stats, &game, &event, me);
                        let _ = g.apply(&event).ok()?;
                        if g.is_over() {
                            return Some(());
                        }
                    }
                    ServerMsg::Error { .. } => {
                        stats.errors.fetch_add(1, Ordering::SeqCst);
                    }
                    _ => {}
                }
                if let (Some(g), Some(me)) = (&replica, me) {
                    if due.is_none() && g.started() && g.session().line().turn() == me && !g.is_over() {
                        let jitter = rand::rng().random_range(0..=think_ms / 5 * 2);
                        due = Some(tokio::time::Instant::now() + Duration::from_millis(think_ms - think_ms / 5 + jitter));
                    }
                }
            }
            () = wait => {
                due = None;
                let g = replica.as_ref()?;
                let moves = g.session().line().position().legal_moves();
                let m = moves[rand::rng().random_range(0..moves.len())];
                let ply = g.ply();
                if let Ok(mut sent) = stats.sent.lock() {
                    sent.insert((game.clone(), ply), Instant::now());
                }
                if !send(&mut ws, &ClientMsg::Move { game: game.clone(), ply, m: m.to_string() }).await {
                    return None;
                }
            }
        }
    }
}

/// The opponent's move arrived: its time from being sent.
fn arrived(stats: &Stats, game: &GameId, event: &Event, me: Option<Color>) {
    if !matches!(event.kind, EventKind::Move { .. }) || event.by == me {
        return;
    }
    let key = (game.clone(), find_ply(event));
    let sent = stats.sent.lock().ok().and_then(|mut s| s.remove(&key));
    if let Some(sent) = sent {
        stats.moves.fetch_add(1, Ordering::SeqCst);
        if stats.measuring.load(Ordering::SeqCst) {
            if let Ok(mut l) = stats.latencies_us.lock() {
                l.push(u64::try_from(sent.elapsed().as_micros()).unwrap_or(u64::MAX));
            }
        }
    }
}

/// The ply a move event was played at: the game's first two events are the seats taken, and
/// the load generator does nothing else, so move `seq` is ply `seq - 3`.
fn find_ply(event: &Event) -> u32 {
    event.seq.saturating_sub(3)
}

fn cpu_ticks(pid: u32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // After the command's name in parentheses: fields 14 and 15 are utime and stime.
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let field = |i: usize| fields.get(i).and_then(|f| f.parse::<u64>().ok()).unwrap_or(0);
    field(11) + field(12)
}

fn ticks_per_second() -> f64 {
    100.0
}

/// The server's resident memory and its peak, in KB.
fn memory(pid: u32) -> (u64, u64) {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let kb = |key: &str| {
        status
            .lines()
            .find(|l| l.starts_with(key))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse().ok())
            .unwrap_or(0)
    };
    (kb("VmRSS:"), kb("VmHWM:"))
}
