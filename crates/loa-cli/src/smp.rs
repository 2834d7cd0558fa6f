//! Lazy SMP for `loa engine` (`setoption name Threads value N`): N − 1 helper searches run
//! beside the engine's own on the same position and the same transposition table (lockless,
//! in loa-core: [`Engine::helper`]), so what a helper finds reaches the main search through
//! the table. The main search answers; the helpers stop when it does. loa-core has no
//! threads: they live here.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::thread;

use loa_core::budget::{Clock, Limits};
use loa_core::engine::Engine;
use loa_core::search::{Info, SearchResult};
use loa_core::Position;

/// The most search threads `Threads` accepts.
pub const MAX_THREADS: usize = 64;

/// The engine and its helpers.
#[derive(Debug)]
pub struct Team {
    main: Engine,
    helpers: Vec<Engine>,
}

/// A helper's clock: the caller's, and stopped as soon as the main search is done.
struct HelperClock<'a> {
    inner: &'a (dyn Clock + Sync),
    done: &'a AtomicBool,
}

impl Clock for HelperClock<'_> {
    fn now_ms(&self) -> f64 {
        self.inner.now_ms()
    }
    fn stop_requested(&self) -> bool {
        self.done.load(Ordering::Relaxed) || self.inner.stop_requested()
    }
}

impl Team {
    /// An engine with a table of about `hash_mb` megabytes searching in `threads` threads.
    #[must_use]
    pub fn new(hash_mb: usize, threads: usize) -> Team {
        let mut team = Team { main: Engine::new(hash_mb), helpers: Vec::new() };
        team.set_threads(threads);
        team
    }

    /// The threads a search runs in, the main one included.
    #[must_use]
    pub fn threads(&self) -> usize {
        self.helpers.len() + 1
    }

    /// Searches in `threads` threads (1 to [`MAX_THREADS`]); the helpers start afresh.
    pub fn set_threads(&mut self, threads: usize) {
        let helpers = threads.clamp(1, MAX_THREADS) - 1;
        self.helpers = (0..helpers).map(|_| self.main.helper()).collect();
    }

    /// Forgets what was learnt (the table the helpers share included).
    pub fn new_game(&mut self) {
        self.main.new_game();
        self.set_threads(self.threads());
    }

    /// Runs `main` (the engine's own search of `pos`, given the engine and an info callback)
    /// while the helpers search `pos` until `main` returns or `clock` asks to stop. Info lines
    /// and the result count every thread's nodes (a helper's as of its last finished
    /// iteration). `answer` gets the result as soon as `main` returns, before the helpers
    /// have stopped.
    pub fn search(
        &mut self,
        pos: &Position,
        clock: &(dyn Clock + Sync),
        main: impl FnOnce(&mut Engine, &mut dyn FnMut(&Info)) -> SearchResult,
        on_info: &mut dyn FnMut(&Info),
        answer: impl FnOnce(&SearchResult),
    ) -> SearchResult {
        let done = AtomicBool::new(false);
        let nodes: Vec<AtomicU64> = self.helpers.iter().map(|_| AtomicU64::new(0)).collect();
        let Team { main: engine, helpers } = self;
        thread::scope(|scope| {
            for (helper, count) in helpers.iter_mut().zip(&nodes) {
                let helper_clock = HelperClock { inner: clock, done: &done };
                scope.spawn(move || {
                    helper.search(pos, Limits::default(), &helper_clock, &mut |i| {
                        count.store(i.nodes, Ordering::Relaxed)
                    });
                });
            }
            let helper_nodes = || nodes.iter().map(|n| n.load(Ordering::Relaxed)).sum::<u64>();
            let mut result = main(engine, &mut |info: &Info| {
                on_info(&Info { nodes: info.nodes + helper_nodes(), ..info.clone() });
            });
            done.store(true, Ordering::Relaxed);
            result.info.nodes += helper_nodes();
            answer(&result);
            result
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;
    use std::time::{Duration, Instant};

    use loa_core::search::SearchOptions;
    use loa_core::Variant;

    struct Flag(Arc<AtomicBool>);
    impl Clock for Flag {
        fn now_ms(&self) -> f64 {
            0.0
        }
        fn stop_requested(&self) -> bool {
            self.0.load(Ordering::Relaxed)
        }
    }

    #[test]
    fn threads_are_counted_and_clamped() {
        let mut team = Team::new(1, 3);
        assert_eq!(team.threads(), 3);
        team.set_threads(0);
        assert_eq!(team.threads(), 1);
        team.set_threads(1_000);
        assert_eq!(team.threads(), MAX_THREADS);
        team.set_threads(2);
        team.new_game();
        assert_eq!(team.threads(), 2, "a new game keeps the threads");
    }

    /// The helpers search while the main search runs: an endless main search is stopped only
    /// once the helpers' nodes show in its info, within a minute however loaded the machine.
    #[test]
    fn helpers_search_beside_the_main_search() {
        let pos = Position::new(Variant::Standard);
        let stop = Arc::new(AtomicBool::new(false));
        let clock = Flag(Arc::clone(&stop));
        let mut team = Team::new(4, 3);
        let helper_nodes = Arc::new(AtomicU64::new(0));
        let watcher = {
            let (stop, seen) = (Arc::clone(&stop), Arc::clone(&helper_nodes));
            thread::spawn(move || {
                let start = Instant::now();
                while seen.load(Ordering::Relaxed) == 0 && start.elapsed() < Duration::from_secs(60) {
                    thread::sleep(Duration::from_millis(5));
                }
                stop.store(true, Ordering::Relaxed);
            })
        };
        // The main search's own nodes, as of its last info.
        let main_nodes = AtomicU64::new(0);
        let mut answered = None;
        let result = team.search(
            &pos,
            &clock,
            |engine, on_info| {
                // Straight to the iterations (no solver run first), whose info lines count.
                engine.set_options(SearchOptions { solver: false, ..engine.options() });
                engine.search(&pos, Limits::default(), &clock, &mut |info| {
                    main_nodes.store(info.nodes, Ordering::Relaxed);
                    on_info(info);
                })
            },
            &mut |info| {
                let own = main_nodes.load(Ordering::Relaxed);
                helper_nodes.store(info.nodes.saturating_sub(own), Ordering::Relaxed);
            },
            |r| answered = r.best,
        );
        watcher.join().expect("the watcher");
        assert!(helper_nodes.load(Ordering::Relaxed) > 0, "no helper nodes within a minute");
        let best = result.best.expect("a move");
        assert!(pos.is_legal(best));
        assert_eq!(answered, Some(best), "answered before the helpers stopped");
    }
}
