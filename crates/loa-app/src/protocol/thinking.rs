//! How long the computer thinks a move: its level's limits, and on a clock never longer than
//! the clock allows.
//!
//! Each level keeps its own way of playing (its depth, its randomness, the strongest level's
//! five seconds a move), so a level plays the same with or without a clock when there is time
//! enough. The clock's share for one move ([`allocate`]: the time left spread over the moves
//! still expected, most of the increment, never more than 40 % of what is left) caps it: the
//! search stops at that share's hard limit and starts no new iteration after its target. A
//! computer short of time plays quicker, and it never loses on time because of one move.

use loa_core::budget::{allocate, Limits};
use loa_core::engine::level_settings;
use serde::{Deserialize, Serialize};

use super::StartSearch;

/// The computer's clock when a search starts, in milliseconds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SearchClock {
    /// Its time left.
    pub left_ms: u32,
    /// Added after its move.
    pub increment_ms: u32,
}

impl StartSearch {
    /// The limits and the randomness margin (see
    /// [`loa_core::engine::Engine::search_with_margin`]) of this request's game move: the
    /// level's, capped by the clock's share for this move when there is a clock.
    #[must_use]
    pub fn play_limits(&self) -> (Limits, i32) {
        let settings = level_settings(self.level);
        let mut limits = settings.limits();
        if let Some(clock) = self.clock {
            let played = u32::try_from(self.moves.len()).unwrap_or(u32::MAX);
            let share = allocate(u64::from(clock.left_ms), u64::from(clock.increment_ms), played);
            let hard = limits.time_ms.map_or(share.max_ms, |t| t.min(share.max_ms));
            limits.time_ms = Some(hard);
            limits.soft_ms = Some(share.target_ms.min(hard));
        }
        (limits, settings.margin)
    }

    /// The longest this request's game move may think, if its limits say (the page's watchdog
    /// waits this long, and a margin).
    #[must_use]
    pub fn time_limit_ms(&self) -> Option<u64> {
        self.play_limits().0.time_ms
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use loa_core::engine::LEVEL_COUNT;
    use loa_core::{Position, Variant};

    fn request(level: u8, clock: Option<SearchClock>) -> StartSearch {
        StartSearch { clock, ..StartSearch::new(1, &Position::new(Variant::Standard), level, 0) }
    }

    #[test]
    fn without_a_clock_each_level_plays_as_it_always_has() {
        for level in 1..=LEVEL_COUNT {
            let settings = level_settings(level);
            assert_eq!(request(level, None).play_limits(), (settings.limits(), settings.margin), "level {level}");
        }
    }

    #[test]
    fn on_a_clock_the_level_thinks_within_its_share_of_the_time_left() {
        let strongest = LEVEL_COUNT;
        let plenty = SearchClock { left_ms: 15 * 60_000, increment_ms: 10_000 };
        // Time enough: the level's own limits (the strongest's 5 s), now with a target too.
        let (limits, margin) = request(strongest, Some(plenty)).play_limits();
        assert_eq!((limits.time_ms, limits.depth, margin), (level_settings(strongest).time_ms, None, 0));
        assert!(limits.soft_ms <= limits.time_ms);
        // Short of time: the clock's share caps it, well within the time left.
        let short = SearchClock { left_ms: 3_000, increment_ms: 0 };
        let (limits, _) = request(strongest, Some(short)).play_limits();
        let share = allocate(3_000, 0, 0);
        assert_eq!((limits.time_ms, limits.soft_ms), (Some(share.max_ms), Some(share.target_ms)));
        assert!(limits.time_ms.unwrap() < 3_000 * 2 / 5);
        // A depth-limited level keeps its depth and its randomness, under the same cap.
        let (limits, margin) = request(1, Some(short)).play_limits();
        assert_eq!((limits.depth, margin), (level_settings(1).depth, level_settings(1).margin));
        assert_eq!(limits.time_ms, Some(share.max_ms));
        // Nothing left: the quickest move it can make.
        let none = SearchClock { left_ms: 0, increment_ms: 0 };
        assert_eq!(request(4, Some(none)).time_limit_ms(), Some(1));
        assert_eq!(request(strongest, None).time_limit_ms(), level_settings(strongest).time_ms);
    }

    #[test]
    fn the_clock_travels_with_the_request_and_old_requests_have_none() {
        let req = request(3, Some(SearchClock { left_ms: 60_000, increment_ms: 2_000 }));
        let json = serde_json::to_string(&req).unwrap();
        assert!(json.contains(r#""clock":{"left_ms":60000,"increment_ms":2000}"#), "{json}");
        assert_eq!(serde_json::from_str::<StartSearch>(&json).unwrap(), req);
        let old = serde_json::to_string(&request(3, None)).unwrap();
        assert!(!old.contains("clock"), "{old}");
        assert_eq!(serde_json::from_str::<StartSearch>(&old).unwrap().clock, None);
    }
}
