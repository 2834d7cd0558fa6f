//! Multi-PV: the search reports the best N root moves, distinct, best first, each with its
//! score and a legal variation; a win in one comes first with a winning score; one line is
//! the plain search.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use loa_core::budget::{Clock, Limits};

use loa_core::engine::Engine;

use loa_core::search::{Info, Score};
use loa_core::{Position, Rules, Variant};

/// A clock that never moves: only the depth limit applies.
struct Frozen;
impl Clock for Frozen {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

fn pos(s: &str) -> Position {
    Position::from_position_string(s, Variant::Standard, Rules::default()).unwrap()
}

fn analyse(p: &Position, lines: usize, depth: u32) -> (Info, Vec<Info>) {
    let mut e = Engine::new(4);
    e.set_multipv(lines);
    let mut infos = Vec::new();
    let r = e.search(p, Limits { depth: Some(depth), ..Limits::default() }, &Frozen, &mut |i| infos.push(i.clone()));
    assert_eq!(r.best, r.info.pv.first().copied());
    (r.info, infos)
}

/// Distinct first moves, scores not increasing, every variation legal from the position.
fn check_lines(p: &Position, info: &Info, want: usize) {
    assert_eq!(info.lines.len(), want, "{info:?}");
    assert_eq!(info.lines[0].pv, info.pv);
    assert_eq!(info.lines[0].score, info.score);
    let mut firsts: Vec<_> = info.lines.iter().map(|l| l.first().unwrap()).collect();
    for pair in info.lines.windows(2) {
        assert!(pair[0].score.to_cp() >= pair[1].score.to_cp(), "{info:?}");
    }
    for line in &info.lines {
        let mut q = p.clone();
        for &m in &line.pv {
            q.play(m).unwrap_or_else(|e| panic!("{m} in {:?}: {e}", line.pv));
        }
    }
    firsts.sort_by_key(|m| m.bits());
    firsts.dedup();
    assert_eq!(firsts.len(), want, "{info:?}");
}

#[test]
fn best_moves_distinct_and_in_score_order() {
    let positions = [
        "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
        "2bbbbb1/2w2bw1/ww1ww3/3b3w/6w1/6b1/7b/4b3 b",
        "1b1bbwb1/1w1w4/1b1b1b2/1w3bbw/w1w3bw/7w/7w/8 b",
    ];
    for text in positions {
        let p = pos(text);
        for (n, depth) in [(3, 3), (4, 5)] {
            let (info, infos) = analyse(&p, n, depth);
            assert_eq!(info.depth, depth);
            check_lines(&p, &info, n);
            for i in &infos {
                check_lines(&p, i, n);
            }
        }
    }
}

#[test]
fn lines_match_a_plain_search_of_each_move() {
    // The second line's score is the score of its move searched on its own.
    let p = pos("2bbbbb1/2w2bw1/ww1ww3/3b3w/6w1/6b1/7b/4b3 b");
    let (info, _) = analyse(&p, 3, 3);
    for line in &info.lines {
        let mut q = p.clone();
        q.play(line.first().unwrap()).unwrap();
        let mut e = Engine::new(4);
        let r = e.search(&q, Limits { depth: Some(2), ..Limits::default() }, &Frozen, &mut |_| {});
        assert_eq!(r.info.score.to_cp(), -line.score.to_cp(), "{line:?}");
    }
}

#[test]
fn win_in_one_comes_first_with_a_winning_score() {
    // Black's e2 joins b2 and c2 by e2-d1 or e2-d3; the two winning moves come first.
    let p = pos("w6w/8/8/8/8/8/1bb1b3/8 b");
    let (info, _) = analyse(&p, 3, 3);
    check_lines(&p, &info, 3);
    assert_eq!(info.lines[0].score, Score::WinIn(1));
    assert_eq!(info.lines[1].score, Score::WinIn(1));
    assert!(!matches!(info.lines[2].score, Score::WinIn(_)), "{info:?}");
    for line in &info.lines[..2] {
        let mut q = p.clone();
        q.play(line.first().unwrap()).unwrap();
        assert_eq!(q.outcome().and_then(|o| o.winner()), Some(loa_core::Color::Black));
    }
}

#[test]
fn one_line_is_the_plain_search() {
    let p = pos("1b1bbwb1/1w1w4/1b1b1b2/1w3bbw/w1w3bw/7w/7w/8 b");
    let mut plain = Engine::new(4);
    let a = plain.search(&p, Limits { depth: Some(6), ..Limits::default() }, &Frozen, &mut |_| {});
    let (b, _) = analyse(&p, 1, 6);
    assert_eq!(a.info, b);
    assert_eq!(b.lines.len(), 1);
    assert_eq!(b.lines[0].pv, b.pv);
}

#[test]
fn a_level_choosing_among_near_equal_moves_reports_the_move_it_plays() {
    let p = Position::new(Variant::Standard);
    let mut differs = 0;
    for seed in 0..40 {
        let mut e = Engine::new(1);
        let r = e.play_level(&p, 1, seed, &Frozen, &mut |_| {});
        assert_eq!(r.info.lines.len(), 1);
        assert_eq!(r.info.lines[0].pv, r.info.pv, "seed {seed}");
        assert_eq!(r.best, r.info.lines[0].first());
        let mut plain = Engine::new(1);
        let best =
            plain.search(&p, Limits { depth: r.info.depth.into(), ..Limits::default() }, &Frozen, &mut |_| {}).best;
        differs += usize::from(best != r.best);
    }
    assert!(differs > 0, "level 1 never chose another move");
}
