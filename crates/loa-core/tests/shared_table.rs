//! Helpers for a Lazy SMP search ([`Engine::helper`]): they share the engine's transposition
//! table, so one's search makes the other's cheaper, and they search beside it in threads.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::thread;

use loa_core::budget::{Clock, Limits};
use loa_core::engine::Engine;
use loa_core::{Position, Rules, Variant};

struct Frozen;
impl Clock for Frozen {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// Middle games reached by level-3 self-play, and the start.
const POSITIONS: [&str; 3] = [
    "2bbbbb1/2w2bw1/ww1ww3/3b3w/6w1/6b1/7b/4b3 b",
    "1b1bbwb1/1w1w4/1b1b1b2/1w3bbw/w1w3bw/7w/7w/8 b",
    "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
];

fn pos(s: &str) -> Position {
    Position::from_position_string(s, Variant::Standard, Rules::default()).unwrap()
}

fn nodes_to_depth(engine: &mut Engine, p: &Position, depth: u32) -> u64 {
    engine.search(p, Limits { depth: Some(depth), ..Limits::default() }, &Frozen, &mut |_| {}).info.nodes
}

/// What the engine stored, its helper finds: after the engine's search the helper reaches the
/// same depth with at least a quarter fewer nodes than a helper of a fresh engine (with tables
/// of their own the two would count the same: the search is deterministic), and the other way
/// round.
#[test]
fn a_helper_reads_what_the_engine_stored() {
    for text in POSITIONS {
        let p = pos(text);
        let fresh = nodes_to_depth(&mut Engine::new(4).helper(), &p, 7);
        let mut engine = Engine::new(4);
        nodes_to_depth(&mut engine, &p, 7);
        let after = nodes_to_depth(&mut engine.helper(), &p, 7);
        assert!(after * 4 < fresh * 3, "{text}: {after} nodes after the engine's search, {fresh} fresh");
        // And the other way round: the engine finds what a helper stored.
        let engine = Engine::new(4);
        nodes_to_depth(&mut engine.helper(), &p, 7);
        let mut engine = engine;
        assert!(nodes_to_depth(&mut engine, &p, 7) * 4 < fresh * 3, "{text}: the engine after its helper");
    }
}

#[test]
fn a_helper_never_runs_the_solver() {
    let engine = Engine::new(1);
    assert!(engine.options().solver);
    assert!(!engine.helper().options().solver);
}

/// The engine and three helpers search at once on one table: every answer is legal, and the
/// engine's is the same kind of answer it gives alone (a move, a depth reached).
#[test]
fn threads_search_one_table_at_once() {
    for text in POSITIONS {
        let p = pos(text);
        let mut engine = Engine::new(2);
        let mut helpers: Vec<Engine> = (0..3).map(|_| engine.helper()).collect();
        thread::scope(|s| {
            for h in &mut helpers {
                let p = &p;
                s.spawn(move || {
                    let r = h.search(p, Limits { nodes: Some(200_000), ..Limits::default() }, &Frozen, &mut |_| {});
                    assert!(p.is_legal(r.best.expect("a move")), "{text}: a helper's move");
                });
            }
            let r = engine.search(&p, Limits { nodes: Some(200_000), ..Limits::default() }, &Frozen, &mut |_| {});
            assert!(p.is_legal(r.best.expect("a move")), "{text}");
            assert!(r.info.depth >= 3, "{text}: depth {}", r.info.depth);
        });
    }
}
