//! The server's time: ms since 1970 (the events' times and the clocks').

use std::time::{SystemTime, UNIX_EPOCH};

/// Now, in ms since 1970.
#[must_use]
pub fn now_ms() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}
