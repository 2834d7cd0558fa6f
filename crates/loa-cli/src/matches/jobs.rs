//! Playing a schedule with several pairs of sides at once (`loa match --jobs N`): each job takes
//! the next opening, plays it with both colours and reports each game as it ends; the caller
//! may stop the match after any game (an SPRT's verdict), and a failing engine stops it too.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use std::sync::mpsc;

use super::{GameEnd, Schedule, Side};
use crate::external::ExternalError;

/// Plays `schedule` with one job per pair of sides; `on_game(g, end)` is called in this thread
/// for each game as it ends (`g` from 0, in the order they end) and returns whether to go on.
/// Games still being played when the match stops are not reported.
///
/// # Errors
/// An external engine went away or did not answer in time (the games before were reported).
pub fn play_all(
    sides: Vec<(Side, Side)>,
    schedule: &Schedule,
    on_game: &mut dyn FnMut(u32, &GameEnd) -> bool,
) -> Result<(), ExternalError> {
    let next_pair = AtomicU32::new(0);
    let stop = AtomicBool::new(false);
    let pairs = schedule.games.div_ceil(2);
    std::thread::scope(|scope| {
        let (tx, rx) = mpsc::channel();
        for (mut a, mut b) in sides {
            let tx = tx.clone();
            let (next_pair, stop) = (&next_pair, &stop);
            scope.spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    let p = next_pair.fetch_add(1, Ordering::Relaxed);
                    if p >= pairs {
                        return;
                    }
                    for g in [2 * p, 2 * p + 1] {
                        if g >= schedule.games || stop.load(Ordering::Relaxed) {
                            break;
                        }
                        let end = schedule.play(g, &mut a, &mut b);
                        let failed = end.is_err();
                        // The receiver is gone once the match has stopped.
                        if tx.send((g, end)).is_err() || failed {
                            return;
                        }
                    }
                }
            });
        }
        drop(tx);
        for (g, end) in rx {
            match end {
                Ok(end) => {
                    if !on_game(g, &end) {
                        stop.store(true, Ordering::Relaxed);
                        break;
                    }
                }
                Err(e) => {
                    stop.store(true, Ordering::Relaxed);
                    return Err(e);
                }
            }
        }
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matches::Player;
    use loa_core::{Rules, Variant};

    fn schedule(games: u32) -> Schedule {
        Schedule { games, variant: Variant::SixBySix, rules: Rules::default(), opening_plies: 2, seed: 3 }
    }

    fn sides(jobs: usize) -> Vec<(Side, Side)> {
        let a = Player::parse("depth=2").unwrap();
        let b = Player::parse("depth=1").unwrap();
        (0..jobs).map(|_| (Side::internal(a, 1), Side::internal(b, 1))).collect()
    }

    #[test]
    fn every_game_is_played_once_whatever_the_jobs() {
        let mut one = Vec::new();
        play_all(sides(1), &schedule(7), &mut |g, end| {
            one.push((g, end.moves.clone()));
            true
        })
        .unwrap();
        assert_eq!(one.iter().map(|(g, _)| *g).collect::<Vec<_>>(), (0..7).collect::<Vec<_>>(), "in order");
        let mut three = Vec::new();
        play_all(sides(3), &schedule(7), &mut |g, end| {
            three.push((g, end.moves.clone()));
            true
        })
        .unwrap();
        three.sort();
        assert_eq!(three, one, "the same games, searched to a fixed depth");
    }

    #[test]
    fn the_caller_stops_the_match() {
        let mut seen = 0;
        play_all(sides(2), &schedule(20), &mut |_, _| {
            seen += 1;
            seen < 3
        })
        .unwrap();
        assert_eq!(seen, 3);
    }
}
