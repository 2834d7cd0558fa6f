//! The command line.

use std::net::SocketAddr;
use std::path::PathBuf;

use clap::Parser;

use crate::config::Config;

/// The loa game server: serves the built site and online games (invitations, the lobby,
/// spectators, live and correspondence games) over WebSockets, keeping every game in SQLite (a
/// file in the data folder) or PostgreSQL.
#[derive(Debug, Clone, Parser)]
#[command(name = "loa-server", version)]
pub struct Options {
    /// The address to listen on (port 0: any free port, printed at start).
    #[arg(long, default_value = "127.0.0.1:8080")]
    pub listen: SocketAddr,
    /// The built site to serve (`trunk build --release` writes it).
    #[arg(long, default_value = "dist")]
    pub site: PathBuf,
    /// The data folder: the SQLite database `loa.sqlite` lives here.
    #[arg(long, default_value = "data")]
    pub data: PathBuf,
    /// A database URL instead of the data folder's SQLite file: `postgres://user@host:port/db`
    /// (several instances may share one), or `sqlite://path`.
    #[arg(long, env = "LOA_DATABASE")]
    pub database: Option<String>,
    /// Another origin whose pages may open game connections (repeatable), e.g.
    /// `https://loa.example.org` behind a proxy that changes the Host.
    #[arg(long = "allow-origin")]
    pub allow_origins: Vec<String>,
    /// Open connections allowed from one address.
    #[arg(long, default_value_t = 32)]
    pub connections_per_address: u32,
    /// Messages a second allowed from one connection (twice as many in a burst).
    #[arg(long, default_value_t = 10.0)]
    pub messages_per_second: f64,
    /// Messages a second allowed from one address, all its connections together.
    #[arg(long, default_value_t = 100.0)]
    pub address_messages_per_second: f64,
    /// SQLite: `full` syncs every commit to the disk (nothing acknowledged is lost even if the
    /// machine loses power); `normal` leaves it to the system (nothing lost when the server is
    /// killed; a power cut may lose the last moments), for a fraction of the latency.
    #[arg(long, default_value = "full", value_parser = ["full", "normal"])]
    pub sqlite_sync: String,
    /// Seconds a player of a live game must be away before the other may claim the win or a
    /// draw.
    #[arg(long, default_value_t = 30)]
    pub claim_after: u64,
}

impl Options {
    /// The database URL: `--database`, or the data folder's SQLite file (created if missing).
    ///
    /// # Errors
    /// The data folder cannot be made.
    pub fn database_url(&self) -> std::io::Result<String> {
        if let Some(url) = &self.database {
            return Ok(url.clone());
        }
        std::fs::create_dir_all(&self.data)?;
        Ok(format!("sqlite://{}?mode=rwc", self.data.join("loa.sqlite").display()))
    }

    /// The settings the server's parts use.
    #[must_use]
    pub fn config(&self) -> Config {
        Config {
            claim_after_ms: self.claim_after.saturating_mul(1_000),
            allowed_origins: self.allow_origins.clone(),
            connections_per_address: self.connections_per_address,
            messages_per_second: self.messages_per_second,
            address_messages_per_second: self.address_messages_per_second,
            ..Config::default()
        }
    }
}
