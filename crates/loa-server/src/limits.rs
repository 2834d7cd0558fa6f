//! Limits per connection and per address: connections open from one address, and messages a
//! second (token buckets: a burst of twice the rate, then the rate).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::config::Config;

/// A token bucket: `rate` tokens a second, at most `2 × rate` kept.
#[derive(Debug, Clone)]
pub struct Bucket {
    tokens: f64,
    rate: f64,
    last: Instant,
}

impl Bucket {
    #[must_use]
    pub fn new(rate: f64) -> Bucket {
        Bucket { tokens: rate * 2.0, rate, last: Instant::now() }
    }

    /// Takes a token if there is one at `now`.
    pub fn take(&mut self, now: Instant) -> bool {
        let elapsed = now.saturating_duration_since(self.last).as_secs_f64();
        self.last = now;
        self.tokens = (self.tokens + elapsed * self.rate).min(self.rate * 2.0);
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

#[derive(Debug)]
struct Address {
    connections: u32,
    bucket: Bucket,
}

/// The addresses' limits, shared by every connection.
#[derive(Debug, Clone)]
pub struct Limits {
    addresses: Arc<Mutex<HashMap<IpAddr, Address>>>,
    config: Config,
}

/// One admitted connection: its address's count goes down when it is dropped.
#[derive(Debug)]
pub struct Admitted {
    limits: Limits,
    ip: IpAddr,
    pub bucket: Bucket,
}

impl Limits {
    #[must_use]
    pub fn new(config: Config) -> Limits {
        Limits { addresses: Arc::new(Mutex::new(HashMap::new())), config }
    }

    /// A new connection from `ip`, unless that address has too many open.
    #[must_use]
    pub fn admit(&self, ip: IpAddr) -> Option<Admitted> {
        let mut addresses = self.addresses.lock().ok()?;
        let rate = self.config.address_messages_per_second;
        let address = addresses.entry(ip).or_insert_with(|| Address { connections: 0, bucket: Bucket::new(rate) });
        if address.connections >= self.config.connections_per_address {
            return None;
        }
        address.connections += 1;
        Some(Admitted { limits: self.clone(), ip, bucket: Bucket::new(self.config.messages_per_second) })
    }
}

impl Admitted {
    /// Whether a message may be taken now: within the connection's rate and its address's.
    pub fn allow(&mut self) -> bool {
        let now = Instant::now();
        if !self.bucket.take(now) {
            return false;
        }
        let Ok(mut addresses) = self.limits.addresses.lock() else { return false };
        addresses.get_mut(&self.ip).is_some_and(|a| a.bucket.take(now))
    }
}

impl Drop for Admitted {
    fn drop(&mut self) {
        if let Ok(mut addresses) = self.limits.addresses.lock() {
            if let Some(address) = addresses.get_mut(&self.ip) {
                address.connections = address.connections.saturating_sub(1);
                if address.connections == 0 {
                    addresses.remove(&self.ip);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn a_bucket_allows_a_burst_then_its_rate() {
        let mut b = Bucket::new(10.0);
        let start = b.last;
        assert_eq!((0..25).filter(|_| b.take(start)).count(), 20);
        assert!(!b.take(start));
        assert!(b.take(start + Duration::from_millis(100)));
        assert!(!b.take(start + Duration::from_millis(100)));
    }

    #[test]
    fn an_address_has_so_many_connections() {
        let limits = Limits::new(Config { connections_per_address: 2, ..Config::default() });
        let ip: IpAddr = "127.0.0.1".parse().unwrap();
        let (a, b) = (limits.admit(ip), limits.admit(ip));
        assert!(a.is_some() && b.is_some() && limits.admit(ip).is_none());
        drop(a);
        assert!(limits.admit(ip).is_some());
    }
}
