//! The playing levels: each one's limits and randomness, in one table.

use super::LEVEL_COUNT;
use crate::budget::Limits;

/// How one level plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LevelSettings {
    /// Deepest iteration, if limited.
    pub depth: Option<u32>,
    /// Thinking time per move, in milliseconds, if limited.
    pub time_ms: Option<u64>,
    /// Moves within this many score units of the best are chosen among at random (by the
    /// seed); 0 plays the best move.
    pub margin: i32,
}

impl LevelSettings {
    /// The search limits of this level.
    #[must_use]
    pub const fn limits(&self) -> Limits {
        Limits { depth: self.depth, nodes: None, time_ms: self.time_ms, soft_ms: None }
    }
}

/// A safety cap for the depth-limited levels, so that no position makes them think long.
const CAP_MS: u64 = 2_000;

/// Level 1 (beginner) to [`LEVEL_COUNT`] (full strength). The beginner levels search shallowly
/// but never below two plies, so they always see an immediate win and an immediate loss; their
/// randomness only picks among moves the search rates close to the best.
///
/// Levels 5–7 search to a fixed depth (6, 8, 10 plies), so their strength does not depend on the
/// device; level 8 uses the full 5 s per move. The step from 7 to 8 was a 1 s vs 3 s time
/// control first, which measured even (4-2-4): more time alone did not separate them clearly.
///
/// The ladder measured with `loa match --a N --b N-1` (standard, 4-ply random openings with
/// both colours, W-D-L for the higher level): 2–1 34-0-6 (+301 ± 187 Elo), 3–2 40-0-0,
/// 4–3 40-0-0, 5–4 19-0-1, 6–5 11-2-3 (+191 ± 225), 7–6 13-1-2, 8–7 10-0-0 (> +183 at 95 %).
pub const LEVELS: [LevelSettings; LEVEL_COUNT as usize] = [
    LevelSettings { depth: Some(2), time_ms: Some(CAP_MS), margin: 90 },
    LevelSettings { depth: Some(2), time_ms: Some(CAP_MS), margin: 35 },
    LevelSettings { depth: Some(3), time_ms: Some(CAP_MS), margin: 20 },
    LevelSettings { depth: Some(4), time_ms: Some(CAP_MS), margin: 8 },
    LevelSettings { depth: Some(6), time_ms: Some(CAP_MS), margin: 0 },
    LevelSettings { depth: Some(8), time_ms: Some(CAP_MS), margin: 0 },
    LevelSettings { depth: Some(10), time_ms: Some(CAP_MS), margin: 0 },
    LevelSettings { depth: None, time_ms: Some(5_000), margin: 0 },
];

/// The settings of `level`, clamped to 1..=[`LEVEL_COUNT`].
#[must_use]
pub fn level_settings(level: u8) -> LevelSettings {
    LEVELS[usize::from(level.clamp(1, LEVEL_COUNT)) - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_ordered() {
        assert!(LEVELS.len() >= 6);
        for pair in LEVELS.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            assert!(b.margin <= a.margin);
            assert!(b.depth.unwrap_or(u32::MAX) >= a.depth.unwrap_or(u32::MAX) || b.time_ms > a.time_ms);
        }
        assert_eq!(level_settings(0), LEVELS[0]);
        assert_eq!(level_settings(200), LEVELS[LEVELS.len() - 1]);
    }
}
