//! Root moves (UCI's `searchmoves`): a search restricted to some of a position's moves reports
//! lines and a best move among them only, each line as good as that move searched on its own;
//! a position's moves shared between two searches give, merged, the lines of one search of all
//! of them; the solver (which answers for the whole position) stays out.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::cell::Cell;

use loa_core::budget::{Clock, Limits};
use loa_core::engine::Engine;
use loa_core::search::{Info, Score};
use loa_core::{Move, Position, Rules, Variant};

/// A clock that never moves: only the depth limit applies.
struct Frozen;
impl Clock for Frozen {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// A clock a millisecond further on each time it is read.
struct Ticking(Cell<f64>);
impl Clock for Ticking {
    fn now_ms(&self) -> f64 {
        self.0.set(self.0.get() + 1.0);
        self.0.get()
    }
}

const POSITIONS: [&str; 3] = [
    "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
    "2bbbbb1/2w2bw1/ww1ww3/3b3w/6w1/6b1/7b/4b3 b",
    "1b1bbwb1/1w1w4/1b1b1b2/1w3bbw/w1w3bw/7w/7w/8 b",
];

fn pos(s: &str) -> Position {
    Position::from_position_string(s, Variant::Standard, Rules::default()).unwrap()
}

fn search(p: &Position, root: &[Move], lines: usize, depth: u32) -> (Option<Move>, Info, Vec<Info>) {
    let mut e = Engine::new(4);
    e.set_multipv(lines);
    e.set_root_moves(root);
    let mut infos = Vec::new();
    let limits = Limits { depth: Some(depth), ..Limits::default() };
    let r = e.search(p, limits, &Frozen, &mut |i| infos.push(i.clone()));
    (r.best, r.info, infos)
}

/// Every other legal move of `p`, starting with the `first`th.
fn every_other(p: &Position, first: usize) -> Vec<Move> {
    p.legal_moves().iter().copied().skip(first).step_by(2).collect()
}

#[test]
fn lines_and_best_move_are_among_the_root_moves() {
    for text in POSITIONS {
        let p = pos(text);
        for half in 0..2 {
            let root = every_other(&p, half);
            for lines in [1, 3] {
                let (best, info, infos) = search(&p, &root, lines, 4);
                assert!(root.contains(&best.unwrap()), "{text}: {best:?}");
                assert_eq!(info.depth, 4);
                for i in &infos {
                    assert_eq!(i.lines.len(), lines, "{i:?}");
                    for line in &i.lines {
                        assert!(root.contains(&line.first().unwrap()), "{text}: {line:?} not in {root:?}");
                    }
                }
            }
        }
    }
}

#[test]
fn one_root_move_is_searched_not_played_at_once() {
    // Even a single move is searched to the depth asked, so its score and line are told.
    let p = pos(POSITIONS[1]);
    let m = p.legal_moves()[5];
    let (best, info, _) = search(&p, &[m], 1, 4);
    assert_eq!(best, Some(m));
    assert_eq!(info.depth, 4);
    assert!(info.pv.len() > 1, "{info:?}");
}

#[test]
fn each_line_is_its_move_searched_on_its_own() {
    let p = pos(POSITIONS[1]);
    let root = every_other(&p, 1);
    let (_, info, _) = search(&p, &root, 3, 3);
    for line in &info.lines {
        let mut q = p.clone();
        q.play(line.first().unwrap()).unwrap();
        let mut e = Engine::new(4);
        let r = e.search(&q, Limits { depth: Some(2), ..Limits::default() }, &Frozen, &mut |_| {});
        assert_eq!(r.info.score.to_cp(), -line.score.to_cp(), "{line:?}");
    }
}

#[test]
fn two_halves_merged_are_the_whole_search() {
    // At depth 3 each line's score is its move's own (see above), so the best three of the two
    // halves' lines are the best three of one search of every move.
    for text in POSITIONS {
        let p = pos(text);
        let (_, whole, _) = search(&p, &[], 3, 3);
        let mut merged: Vec<i32> =
            (0..2).flat_map(|half| search(&p, &every_other(&p, half), 3, 3).1.lines).map(|l| l.score.to_cp()).collect();
        merged.sort_unstable_by(|a, b| b.cmp(a));
        merged.truncate(3);
        let whole: Vec<i32> = whole.lines.iter().map(|l| l.score.to_cp()).collect();
        assert_eq!(merged, whole, "{text}");
    }
}

#[test]
fn a_win_in_the_other_half_is_not_told() {
    // Black's e2 joins b2 and c2 by e2-d1 or e2-d3: the half without those moves sees no win in
    // one (only slower ones).
    let p = pos("w6w/8/8/8/8/8/1bb1b3/8 b");
    let wins: Vec<Move> = ["e2-d1", "e2-d3"].iter().map(|t| p.parse_move(t).unwrap()).collect();
    let rest: Vec<Move> = p.legal_moves().iter().copied().filter(|m| !wins.contains(m)).collect();
    let (best, info, _) = search(&p, &rest, 3, 3);
    assert!(!wins.contains(&best.unwrap()));
    assert!(info.lines.iter().all(|l| l.score != Score::WinIn(1)), "{info:?}");
    let (best, info, _) = search(&p, &wins[1..], 3, 3);
    assert_eq!((best, info.score), (Some(wins[1]), Score::WinIn(1)));
}

#[test]
fn illegal_root_moves_are_ignored() {
    let p = pos(POSITIONS[0]);
    let other = pos(POSITIONS[1]);
    let foreign: Vec<Move> = other.legal_moves().iter().copied().filter(|&m| !p.is_legal(m)).take(3).collect();
    assert!(!foreign.is_empty());
    let (best, info, _) = search(&p, &foreign, 1, 3);
    let (plain_best, plain, _) = search(&p, &[], 1, 3);
    assert_eq!((best, info), (plain_best, plain), "none legal: every move is searched");
    let mut some = foreign.clone();
    let m = p.legal_moves()[3];
    some.push(m);
    assert_eq!(search(&p, &some, 1, 3).0, Some(m));
}

#[test]
fn a_restricted_timed_search_does_not_run_the_solver() {
    // Long timed searches give the solver a share first; its proof would be of the whole
    // position, so a restricted search must not report it.
    let p = pos("w6w/8/8/8/8/8/1bb1b3/8 b");
    let rest: Vec<Move> =
        p.legal_moves().iter().copied().filter(|m| !["e2-d1", "e2-d3"].contains(&m.to_string().as_str())).collect();
    let mut e = Engine::new(4);
    e.set_root_moves(&rest);
    let clock = Ticking(Cell::new(0.0));
    let r = e.search(&p, Limits { time_ms: Some(3_000), ..Limits::default() }, &clock, &mut |_| {});
    assert!(rest.contains(&r.best.unwrap()), "{:?}", r.info);
    assert!(!r.info.proven, "{:?}", r.info);
    // Without the restriction the same search finds the win.
    let mut e = Engine::new(4);
    let clock = Ticking(Cell::new(0.0));
    let r = e.search(&p, Limits { time_ms: Some(3_000), ..Limits::default() }, &clock, &mut |_| {});
    assert_eq!(r.info.score, Score::WinIn(1));
}
