//! A clock as shown: `m:ss`, tenths under ten seconds (`0:09.7`, `0:09,7` in Catalan and
//! Russian), and when the shown time next changes (the page's next redraw, and the flag's check
//! at zero).

use loa_core::Color;

use super::Clock;
use crate::i18n::{Decimal, Lang};

/// Under this much time left (ms) a clock shows tenths and is marked low.
pub const LOW_MS: u64 = 10_000;

/// One side's clock as shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Face {
    pub side: Color,
    /// The time left (ms), as shown: see [`Face::text`].
    pub left_ms: u64,
    /// Its time is counting down.
    pub running: bool,
    /// Under [`LOW_MS`] left.
    pub low: bool,
    /// No time left: this side lost on time.
    pub out: bool,
}

impl Face {
    /// `4:05`, `0:09.7`, `0:00.0` (see [`clock_text`]).
    #[must_use]
    pub fn text(&self, lang: Lang) -> String {
        clock_text(self.left_ms, lang)
    }
}

/// `ms` as a clock shows it in `lang`: whole minutes and seconds (`4:05`, `12:00`, `180:00`),
/// and under ten seconds tenths too, after the language's decimal sign (`0:09.7`, `0:09,7`).
/// Times are rounded down, so a clock shows `0:00.0` only in its last tenth.
#[must_use]
pub fn clock_text(ms: u64, lang: Lang) -> String {
    if ms < LOW_MS {
        // Under ten seconds: at most 99 tenths.
        let tenths = i64::try_from(ms / 100).unwrap_or(0);
        format!("0:0{}", Decimal::scaled(tenths, 1).write(lang))
    } else {
        let s = ms / 1_000;
        format!("{}:{:02}", s / 60, s % 60)
    }
}

impl Clock {
    /// Both clocks as shown at `now_ms`, Black's first.
    #[must_use]
    pub fn faces(&self, now_ms: u64) -> [Face; 2] {
        Color::ALL.map(|side| {
            let left = self.left(side, now_ms);
            Face {
                side,
                left_ms: left,
                running: self.running.is_some_and(|r| r.side == side),
                low: left < LOW_MS,
                out: left == 0,
            }
        })
    }

    /// When (ms since 1970) the running clock's text next changes, or its time runs out,
    /// whichever is first: the time of the next redraw and flag check. `None` when nothing runs.
    #[must_use]
    pub fn next_change(&self, now_ms: u64) -> Option<u64> {
        let r = self.running?;
        let left = self.left(r.side, now_ms);
        let unit = if left < LOW_MS { 100 } else { 1_000 };
        Some(now_ms.saturating_add(left.min(left % unit + 1)))
    }
}
