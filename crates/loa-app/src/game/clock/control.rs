//! A time control: minutes for the game and seconds added after each move (`5+3`), as the
//! new-game dialog offers them, links write them (`clock=5+3`) and saved games keep them.

use std::fmt;
use std::str::FromStr;

use crate::i18n::Msg;
use crate::i18n::{tr, Arg};

/// Minutes each side has for the game, and seconds added to a side's clock after each of its
/// moves (a Fischer increment).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct TimeControl {
    minutes: u32,
    increment_s: u32,
}

impl TimeControl {
    /// The new-game dialog's choices: one minute with nothing added, up to a quarter of an hour
    /// with ten seconds a move.
    pub const PRESETS: [TimeControl; 5] = [
        TimeControl { minutes: 1, increment_s: 0 },
        TimeControl { minutes: 3, increment_s: 2 },
        TimeControl { minutes: 5, increment_s: 3 },
        TimeControl { minutes: 10, increment_s: 5 },
        TimeControl { minutes: 15, increment_s: 10 },
    ];
    /// The most minutes a custom control may give (three hours).
    pub const MAX_MINUTES: u32 = 180;
    /// The most seconds a custom control may add a move (three minutes).
    pub const MAX_INCREMENT_S: u32 = 180;

    /// `minutes` each (1 to [`TimeControl::MAX_MINUTES`]) and `increment_s` seconds a move (0
    /// to [`TimeControl::MAX_INCREMENT_S`]).
    ///
    /// # Errors
    /// [`TimeControlError::Minutes`] or [`TimeControlError::Increment`] out of range.
    pub fn new(minutes: u32, increment_s: u32) -> Result<TimeControl, TimeControlError> {
        if !(1..=TimeControl::MAX_MINUTES).contains(&minutes) {
            return Err(TimeControlError::Minutes);
        }
        if increment_s > TimeControl::MAX_INCREMENT_S {
            return Err(TimeControlError::Increment);
        }
        Ok(TimeControl { minutes, increment_s })
    }

    #[must_use]
    pub const fn minutes(&self) -> u32 {
        self.minutes
    }

    #[must_use]
    pub const fn increment_s(&self) -> u32 {
        self.increment_s
    }

    /// The new-game dialog's choice: `none` (no clock), a preset as written (`5+3`), or `custom`
    /// with the minutes and seconds a move typed beside it.
    ///
    /// # Errors
    /// What is wrong with a custom control (or an unknown choice).
    pub fn from_choice(
        choice: &str,
        minutes: &str,
        increment_s: &str,
    ) -> Result<Option<TimeControl>, TimeControlError> {
        match choice.trim() {
            "" | "none" => Ok(None),
            "custom" => format!("{}+{}", minutes.trim(), increment_s.trim()).parse().map(Some),
            preset => preset.parse().map(Some),
        }
    }

    /// The dialog's choice for this control: its preset's text, or `custom`.
    #[must_use]
    pub fn choice(&self) -> String {
        if TimeControl::PRESETS.contains(self) {
            self.to_string()
        } else {
            "custom".to_owned()
        }
    }

    /// Each side's time at the start, in milliseconds.
    #[must_use]
    pub const fn base_ms(&self) -> u64 {
        self.minutes as u64 * 60_000
    }

    /// The time added after a move, in milliseconds.
    #[must_use]
    pub const fn increment_ms(&self) -> u64 {
        self.increment_s as u64 * 1_000
    }
}

/// `5+3`: minutes, then seconds a move.
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}+{}", self.minutes, self.increment_s)
    }
}

/// Reads `M+S` (`5+3`; spaces around the parts are allowed, `M` alone adds nothing a move, and
/// `M S` is read as `M+S`: a link's `clock=5+3` arrives so, a query's `+` meaning a space).
impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        let s = s.trim();
        let (minutes, increment) = s.split_once('+').or_else(|| s.split_once(' ')).unwrap_or((s, "0"));
        let number = |part: &str| {
            let part = part.trim();
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(TimeControlError::Form);
            }
            // Too many digits is out of range, not unreadable.
            Ok(part.parse::<u32>().unwrap_or(u32::MAX))
        };
        TimeControl::new(number(minutes)?, number(increment)?)
    }
}

/// Why a time control cannot be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TimeControlError {
    /// Not minutes and seconds (`5+3`).
    Form,
    /// Minutes outside 1 to [`TimeControl::MAX_MINUTES`].
    Minutes,
    /// Seconds a move above [`TimeControl::MAX_INCREMENT_S`].
    Increment,
}

/// In the page's language: what was expected.
impl fmt::Display for TimeControlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            TimeControlError::Form => tr(Msg::ClockBadForm, &[]),
            TimeControlError::Minutes => {
                tr(Msg::ClockBadMinutes, &[("max", Arg::from(i64::from(TimeControl::MAX_MINUTES)))])
            }
            TimeControlError::Increment => {
                tr(Msg::ClockBadIncrement, &[("max", Arg::from(i64::from(TimeControl::MAX_INCREMENT_S)))])
            }
        };
        f.write_str(&text)
    }
}

impl std::error::Error for TimeControlError {}
