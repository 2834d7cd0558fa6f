//! [`allocate`]: a game clock (time left, increment, moves to the next control) turned into
//! the time one move may take, a [`Budget`].

use super::Limits;

/// The time one move may take, from a game clock: aim to stop at `target_ms` (no new
/// iteration starts after it), stop at `max_ms` at the latest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    pub target_ms: u64,
    pub max_ms: u64,
}

impl Budget {
    /// The search limits that spend this budget.
    #[must_use]
    pub const fn limits(&self) -> Limits {
        Limits { depth: None, nodes: None, time_ms: Some(self.max_ms), soft_ms: Some(self.target_ms) }
    }
}

/// Moves still to play assumed when the clock does not say (`movestogo`): LOA games between
/// engines last 30–40 moves a side; fewer are assumed as a game goes on, never below
/// [`MIN_MOVES_LEFT`].
const MOVES_LEFT_AT_START: u32 = 30;
const MIN_MOVES_LEFT: u32 = 12;
/// Time kept back for the engine's and the messages' own delays, per move.
const OVERHEAD_MS: u64 = 30;
/// The hard limit is this many times the target, within [`MAX_SHARE_OF_LEFT`] of the time left.
const MAX_OVER_TARGET: u64 = 3;
/// The most of the time left (in percent) that one move may take.
const MAX_SHARE_OF_LEFT: u64 = 40;

/// The budget of a move for a player with `remaining_ms` on the clock, `increment_ms` added
/// after each move, who has made `moves_played` moves of this game. See
/// [`allocate_with_moves_to_go`] when the clock names the moves to the next time control.
#[must_use]
pub fn allocate(remaining_ms: u64, increment_ms: u64, moves_played: u32) -> Budget {
    allocate_with_moves_to_go(remaining_ms, increment_ms, moves_played, None)
}

/// [`allocate`] with the moves left to the next time control, if the clock has one: the time
/// left is spread over the moves still expected and most of the increment is spent, the hard
/// limit allows up to three times the target for an iteration under way, and neither ever
/// passes 40 % of the time left (less the overhead), so the clock never runs out because of
/// one move. With nothing left, both are 1 ms.
#[must_use]
pub fn allocate_with_moves_to_go(
    remaining_ms: u64,
    increment_ms: u64,
    moves_played: u32,
    moves_to_go: Option<u32>,
) -> Budget {
    // Clocks beyond a hundred days are as good as endless (and keep the sums below in range).
    const ENDLESS_MS: u64 = 100 * 86_400_000;
    let usable = remaining_ms.min(ENDLESS_MS).saturating_sub(OVERHEAD_MS);
    let increment_ms = increment_ms.min(ENDLESS_MS);
    let moves_left = match moves_to_go {
        Some(n) => n.clamp(1, MOVES_LEFT_AT_START),
        None => MOVES_LEFT_AT_START.saturating_sub(moves_played / 2).max(MIN_MOVES_LEFT),
    };
    let cap = usable * MAX_SHARE_OF_LEFT / 100;
    let target = (usable / u64::from(moves_left) + increment_ms * 3 / 4).min(cap);
    let max = (target * MAX_OVER_TARGET).min(cap);
    Budget { target_ms: target.max(1), max_ms: max.max(1) }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (time left, increment, moves played): every budget stays within the clock.
    const CLOCKS: [(u64, u64, u32); 12] = [
        (0, 0, 0),
        (1, 0, 10),
        (50, 0, 30),
        (1_000, 0, 40),
        (1_000, 5_000, 40),
        (10_000, 0, 0),
        (60_000, 0, 0),
        (60_000, 1_000, 20),
        (300_000, 0, 0),
        (300_000, 3_000, 80),
        (3_600_000, 0, 0),
        (u64::MAX, u64::MAX, 0),
    ];

    #[test]
    fn never_more_than_the_clock_holds() {
        for (left, inc, played) in CLOCKS {
            let b = allocate(left, inc, played);
            assert!(b.target_ms <= b.max_ms, "{left} {inc} {played}: {b:?}");
            assert!(b.max_ms >= 1);
            if left > OVERHEAD_MS {
                let share = u128::from(left) * u128::from(MAX_SHARE_OF_LEFT) / 100;
                assert!(u128::from(b.max_ms) <= share, "{left} {inc} {played}: {b:?}");
            } else {
                assert_eq!(b, Budget { target_ms: 1, max_ms: 1 });
            }
        }
    }

    #[test]
    fn more_time_more_thought() {
        let mut last = allocate(1_000, 0, 10);
        for left in [2_000, 10_000, 60_000, 300_000, 900_000] {
            let b = allocate(left, 0, 10);
            assert!(b.target_ms > last.target_ms && b.max_ms > last.max_ms, "{left}: {b:?} after {last:?}");
            last = b;
        }
        // An increment is spent (mostly) on top.
        let (plain, inc) = (allocate(60_000, 0, 10), allocate(60_000, 2_000, 10));
        assert!(inc.target_ms >= plain.target_ms + 1_500, "{plain:?} {inc:?}");
        // Later in the game, fewer moves share the time left.
        assert!(allocate(60_000, 0, 40).target_ms > allocate(60_000, 0, 0).target_ms);
        // Moves to the next control: the last move before it may take much more.
        let last_move = allocate_with_moves_to_go(60_000, 0, 10, Some(1));
        assert!(last_move.target_ms > allocate(60_000, 0, 10).target_ms * 5);
        assert!(last_move.max_ms <= 60_000 * MAX_SHARE_OF_LEFT / 100);
    }

    #[test]
    fn a_whole_game_on_the_clock_never_flags() {
        // Every move spends its whole hard limit (the worst case): the clock never runs out.
        for (start, inc) in [(10_000u64, 0u64), (60_000, 0), (3_000, 100), (180_000, 2_000)] {
            let mut left = start;
            for played in 0..150 {
                let b = allocate(left, inc, played);
                assert!(b.max_ms < left || left <= OVERHEAD_MS, "{start}+{inc}, move {played}: {b:?} of {left}");
                left = left.saturating_sub(b.max_ms) + inc;
            }
        }
    }
}
