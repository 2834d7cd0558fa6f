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

/// Level 1 (beginner) to [`LEVEL_COUNT`] (full strength), one entry each:
///
/// 1. Looks two plies ahead (its move and the reply, then two plies of captures and a look for
///    a connection of its own): it takes a move that connects at once and stops a connection in
///    one when it can, but otherwise picks at random among the moves within 90 of the best
///    (see below). On the evaluation's scale 90 is the gap between an even game and one nearly
///    lost (fitted to game results, an even position falls to about a 2 % chance), so it gives
///    pieces away and lets captures pass all the time.
/// 2. The same two plies; picks among moves within 25 of the best (from even to about 25 %):
///    fewer plain blunders, still careless.
/// 3. Three plies; within 20 of the best (from even to about 30 %).
/// 4. Four plies; within 8 of the best (from even to about 41 %): rarely a loose move.
/// 5. Six plies, always the best move it finds.
/// 6. Eight plies, the best move.
/// 7. Ten plies, the best move.
/// 8. The full engine for 5 s a move, as deep as it gets in that time; the first 0.5 s go to
///    the proof-number solver, whose forced wins it plays at once.
///
/// Levels 1–3 are careless about what their moves allow, but know the goal
/// ([`crate::search`]'s `choice`): unless they are behind ([`crate::search::BEHIND`]) they pick
/// among the near-equal moves that bring their pieces closer together, and once their search
/// scores the position clearly won ([`crate::search::CLEARLY_WON`]) they play their best move,
/// so a won game does not drag on (against a player who scatters their pieces, level 1 once
/// needed 108 moves).
///
/// Levels 1–7 search to a fixed depth (at most 2 s a move), so their strength hardly depends
/// on the device; level 8 uses its time.
pub const LEVELS: [LevelSettings; LEVEL_COUNT as usize] = [
    LevelSettings { depth: Some(2), time_ms: Some(CAP_MS), margin: 90 },
    LevelSettings { depth: Some(2), time_ms: Some(CAP_MS), margin: 25 },
    LevelSettings { depth: Some(3), time_ms: Some(CAP_MS), margin: 20 },
    LevelSettings { depth: Some(4), time_ms: Some(CAP_MS), margin: 8 },
    LevelSettings { depth: Some(6), time_ms: Some(CAP_MS), margin: 0 },
    LevelSettings { depth: Some(8), time_ms: Some(CAP_MS), margin: 0 },
    LevelSettings { depth: Some(10), time_ms: Some(CAP_MS), margin: 0 },
    LevelSettings { depth: None, time_ms: Some(5_000), margin: 0 },
];

/// The strength of each level in Elo, relative to level 1, from the ladder: each level played
/// the one below it in `loa match --a N --b N-1` (standard rules, 4-ply random openings, each
/// with both colours, seeds 81 and 82, two games at once), and the differences add up. A clean
/// sweep has no finite Elo: its one-sided 95 % lower bound is used, so that step is at least
/// that. Measured on the engine with internal iterative reduction, countermoves and the
/// evaluation refitted at 40 ms a move (W-D-L for the higher level), on a machine shared with
/// other work (load 17-27 on 2 cores); the steps up to level 4 again after levels 1–3 learnt
/// to gather their pieces and finish won games (before, with the same seeds: 97-0-3, 98-0-2,
/// 100-0-0):
///
/// | step  | games | W-D-L    | Elo           |
/// |-------|-------|----------|---------------|
/// | 2 – 1 | 100   | 91-0-9   | +402 ± 138    |
/// | 3 – 2 | 100   | 84-0-16  | +288 ± 99     |
/// | 4 – 3 | 100   | 99-0-1   | +798 ± 296    |
/// | 5 – 4 | 60    | 57-0-3   | +512 ± 414    |
/// | 6 – 5 | 60    | 42-0-18  | +147 ± 100    |
/// | 7 – 6 | 40    | 27-2-11  | +147 ± 121    |
/// | 8 – 7 | 20    | 17-0-3   | +301 ± 529    |
///
/// The steps from 5 up rest on few games (level 8 thinks 5 s a move): their intervals are
/// wide. The same engine given twice the time (80 against 40 ms a move, 400 games) scored
/// +88 ± 35.
pub const LEVEL_ELO: [i32; LEVEL_COUNT as usize] = [0, 402, 690, 1488, 2000, 2147, 2294, 2595];

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
        assert!(LEVEL_ELO.windows(2).all(|p| p[1] > p[0]), "each level is stronger than the one below");
        assert_eq!(LEVEL_ELO[0], 0);
        assert_eq!(level_settings(200), LEVELS[LEVELS.len() - 1]);
    }
}
