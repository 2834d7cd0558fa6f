//! What the server was told to do, as its parts need it.

/// The server's settings (from its options).
#[derive(Debug, Clone)]
pub struct Config {
    /// After this long away from a live game, the other side may claim (ms).
    pub claim_after_ms: u64,
    /// The origins a WebSocket may come from besides the server's own (`https://example.org`).
    pub allowed_origins: Vec<String>,
    /// Open connections from one address.
    pub connections_per_address: u32,
    /// Messages a second from one connection (and twice as many at once).
    pub messages_per_second: f64,
    /// Messages a second from one address, all its connections together.
    pub address_messages_per_second: f64,
    /// Games followed at once by one connection.
    pub games_per_connection: usize,
    /// Challenges open at once from one connection.
    pub challenges_per_connection: usize,
    /// This instance's name among those sharing a database (random at each start).
    pub instance: String,
    /// Other instances share the games (PostgreSQL): presence travels between them.
    pub shared: bool,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            claim_after_ms: 30_000,
            allowed_origins: Vec::new(),
            connections_per_address: 32,
            messages_per_second: 10.0,
            address_messages_per_second: 100.0,
            games_per_connection: 32,
            challenges_per_connection: 3,
            instance: String::new(),
            shared: false,
        }
    }
}
