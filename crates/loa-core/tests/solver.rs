//! The proof-number solver checked against exhaustive search: on small random positions under
//! every rule option (simultaneous connection, a close move limit, repetitions in the history),
//! every proof it claims is confirmed by plain minimax to the proof's length, its main line is
//! legal and ends in the claimed result, and every short forced win minimax finds, it proves.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use loa_core::budget::{Clock, Limits};
use loa_core::solver::{solve, Verdict};
use loa_core::{Color, Position, Repetition, Rules, Variant};

mod common;
use common::{forced, random_position, Gen, NoClock};

/// Plays the main line and checks it ends as claimed after exactly `plies` moves.
fn check_line(pos: &Position, verdict: Verdict, plies: u32, pv: &[loa_core::Move]) {
    let mut p = pos.clone();
    for &m in pv {
        assert!(p.is_legal(m), "{pos:?}: pv move {m} is illegal in {p:?} (pv {pv:?})");
        p.play_unchecked(m);
    }
    assert_eq!(pv.len() as u32, plies, "{pos:?}: pv {pv:?} is not {plies} plies long");
    let winner = p.outcome().and_then(|o| o.winner());
    let expected = if verdict == Verdict::Win { pos.turn() } else { !pos.turn() };
    assert_eq!(winner, Some(expected), "{pos:?}: pv {pv:?} ends in {:?}", p.outcome());
}

#[test]
fn proofs_agree_with_exhaustive_search() {
    let mut g = Gen(0x5eed_1234_abcd_ef01);
    let limits = Limits { nodes: Some(20_000), ..Limits::default() };
    let (mut wins, mut losses, mut checked_short, mut shortest) = (0, 0, 0, 0);
    let mut tried = 0;
    while tried < 600 {
        let per_side = 2 + g.below(4);
        let Some(mut pos) = random_position(&mut g, per_side) else { continue };
        tried += 1;
        let s = solve(&pos, &limits, &NoClock);
        match s.verdict {
            Verdict::Win | Verdict::Loss => {
                check_line(&pos, s.verdict, s.plies, &s.pv);
                if s.plies <= 5 {
                    let want = if s.verdict == Verdict::Win { 1 } else { -1 };
                    assert_eq!(forced(&mut pos, s.plies), want, "{pos:?}: claimed {} in {}", s.verdict, s.plies);
                    // Said to be the shortest: nothing shorter is forced.
                    if s.shortest {
                        let shorter = forced(&mut pos, s.plies - 1);
                        assert_ne!(shorter, want, "{pos:?}: {} in {} is not the shortest", s.verdict, s.plies);
                        shortest += 1;
                    }
                }
                if s.verdict == Verdict::Win {
                    wins += 1;
                } else {
                    losses += 1;
                }
            }
            Verdict::Unknown => {}
        }
        // Every forced result within three plies (too short for any repetition) is proven.
        match forced(&mut pos, 3) {
            1 => assert_eq!(s.verdict, Verdict::Win, "{pos:?}: a forced win in 3 was not proven"),
            -1 => assert_eq!(s.verdict, Verdict::Loss, "{pos:?}: a forced loss in 3 was not proven"),
            _ => {}
        }
        checked_short += 1;
    }
    // The sample holds both kinds of proofs, most of them said to be the shortest.
    assert!(wins > 50 && losses > 20, "{wins} wins, {losses} losses of {checked_short}");
    assert!(shortest * 10 > (wins + losses) * 9, "{shortest} shortest of {} proofs", wins + losses);
}

/// A clock that advances a little at every look, so that limits end without real time.
struct TickClock(std::cell::Cell<f64>);
impl Clock for TickClock {
    fn now_ms(&self) -> f64 {
        let t = self.0.get() + 0.01;
        self.0.set(t);
        t
    }
}

#[test]
fn a_long_search_plays_the_proof_to_the_end() {
    use loa_core::engine::Engine;
    use loa_core::search::Score;
    // White wins by force (a 9-ply proof from an engine self-play endgame).
    let start = "8/1bw2w2/6b1/3wbb2/3wbw2/4wwb1/2bwwbb1/8 w";
    let mut g = Gen(7);
    for game in 0..4 {
        let mut pos = Position::from_position_string(start, Variant::Standard, Rules::default()).unwrap();
        let mut engine = Engine::new(1);
        let clock = TickClock(std::cell::Cell::new(0.0));
        let limits = Limits { time_ms: Some(5_000), ..Limits::default() };
        let mut claimed = None;
        while pos.outcome().is_none() {
            if pos.turn() == Color::White {
                let r = engine.search(&pos, limits, &clock, &mut |_| {});
                assert!(r.info.proven, "game {game}, {pos:?}: not proven ({:?})", r.info.score);
                let Score::WinIn(n) = r.info.score else { panic!("{:?}", r.info.score) };
                // Each answer keeps to the proof: the win comes no later than first claimed.
                let left = claimed.get_or_insert(pos.ply() as u32 + n);
                assert!(pos.ply() as u32 + n <= *left, "game {game}: the win moved away");
                pos.play(r.best.unwrap()).unwrap();
            } else {
                let moves = pos.legal_moves();
                pos.play_unchecked(moves[g.below(moves.len())]);
            }
        }
        assert_eq!(pos.outcome().unwrap().winner(), Some(Color::White), "game {game}: {pos:?}");
    }
}

/// Every proof on the self-play endgames holds against a searching defender: the side proven
/// to win, playing from its kept proof, wins the game.
#[test]
fn proofs_hold_against_a_searching_defender() {
    use loa_core::engine::Engine;
    use loa_core::search::SearchOptions;
    let text = include_str!("solver_endgames.txt");
    let mut proven = 0;
    for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
        let root = Position::from_position_string(line.trim(), Variant::Standard, Rules::default()).unwrap();
        let s = solve(&root, &Limits { nodes: Some(300_000), ..Limits::default() }, &NoClock);
        if s.verdict == Verdict::Unknown {
            continue;
        }
        proven += 1;
        check_line(&root, s.verdict, s.plies, &s.pv);
        let winner = if s.verdict == Verdict::Win { root.turn() } else { !root.turn() };
        let mut attacker = Engine::new(1);
        let mut defender = Engine::new(1);
        defender.set_options(SearchOptions { solver: false, ..SearchOptions::default() });
        let clock = TickClock(std::cell::Cell::new(0.0));
        let mut pos = root.clone();
        while pos.outcome().is_none() && pos.ply() < 200 {
            let r = if pos.turn() == winner {
                let r =
                    attacker.search(&pos, Limits { time_ms: Some(5_000), ..Limits::default() }, &clock, &mut |_| {});
                assert!(r.info.proven, "{line}: the proof was lost at {pos:?}");
                r
            } else {
                defender.search(&pos, Limits { depth: Some(3), ..Limits::default() }, &clock, &mut |_| {})
            };
            pos.play(r.best.unwrap()).unwrap();
        }
        assert_eq!(pos.outcome().and_then(|o| o.winner()), Some(winner), "{line}: {pos:?}");
    }
    assert!(proven >= 10, "{proven} proofs");
}

/// Small positions with many transpositions (few pieces, a small corner, histories that move
/// pieces back and forth so positions repeat): every proof the best-first solver (the
/// fallback of df-pn) finds with its table is
/// replayed against every defence, the winner answering each time from its kept proof (so
/// through its links to transpositions), under the real rules; and the solver with the table
/// never contradicts the one without.
#[test]
fn shared_proofs_hold_against_every_defence() {
    use loa_core::solver::{Method, Solver};
    let mut g = Gen(0x7ab1_e5ee_d000_0002);
    let limits = Limits { nodes: Some(30_000), ..Limits::default() };
    let (mut shared, mut replayed, mut tried) = (0, 0, 0);
    while tried < 250 {
        let per_side = 3 + g.below(3);
        let Some(pos) = random_position(&mut g, per_side) else { continue };
        tried += 1;
        let mut solver = Solver::with_method(Method::BestFirst { table: true });
        let s = solver.solve(&pos, &limits, &NoClock);
        agrees_with_best_first(&pos, &s, &limits);
        if s.verdict == Verdict::Unknown {
            continue;
        }
        check_line(&pos, s.verdict, s.plies, &s.pv);
        shared += s.shared;
        if s.shared == 0 {
            continue;
        }
        let winner = if s.verdict == Verdict::Win { pos.turn() } else { !pos.turn() };
        let mut budget = 200_000u32;
        let mut p = pos.clone();
        if replay_every_defence(&mut solver, &mut p, winner, s.plies, &mut budget) {
            replayed += 1;
        }
    }
    // 78 shared leaves and 10 full replays with this seed.
    assert!(shared >= 40, "the table was hardly used: {shared} shared leaves");
    assert!(replayed >= 8, "only {replayed} proofs with shared leaves replayed in full");
}

/// Plays every defence against the kept proof from `pos`: the winner's move comes from the
/// solver and must keep the win within `plies`. False if the budget ran out first.
fn replay_every_defence(
    solver: &mut loa_core::solver::Solver,
    pos: &mut Position,
    winner: Color,
    plies: u32,
    budget: &mut u32,
) -> bool {
    if let Some(o) = pos.outcome() {
        assert_eq!(o.winner(), Some(winner), "{pos:?}: the proof ended in {o:?}");
        return true;
    }
    assert!(plies > 0, "{pos:?}: the proof promised the win by now");
    if *budget == 0 {
        return false;
    }
    *budget -= 1;
    let moves: Vec<loa_core::Move> = if pos.turn() == winner {
        let s = solver.solve(pos, &Limits { nodes: Some(1), ..Limits::default() }, &NoClock);
        assert_eq!(s.verdict, Verdict::Win, "{pos:?}: the kept proof does not cover this position");
        assert!(s.plies <= plies, "{pos:?}: the win moved away ({} > {plies})", s.plies);
        vec![s.pv[0]]
    } else {
        pos.legal_moves().into_iter().collect()
    };
    for m in moves {
        pos.play_unchecked(m);
        let done = replay_every_defence(solver, pos, winner, plies - 1, budget);
        pos.undo();
        if !done {
            return false;
        }
    }
    true
}

/// Never contradicts the best-first solver without a table (sound by construction): when both
/// answer, the verdicts are the same, and "neither side wins" is never said of a proven one.
fn agrees_with_best_first(pos: &Position, s: &loa_core::solver::Solution, limits: &Limits) {
    let plain = loa_core::solver::Solver::without_table().solve(pos, limits, &NoClock);
    if s.verdict != Verdict::Unknown && plain.verdict != Verdict::Unknown {
        assert_eq!(s.verdict, plain.verdict, "{pos:?}: against best-first");
    }
    assert!(!(s.neither_wins && plain.verdict != Verdict::Unknown), "{pos:?}: neither wins, yet {}", plain.verdict);
}

/// A proof `s` of `solver`'s holds: its main line is legal and ends as claimed, a short claim
/// is confirmed by exhaustive search, and the winner, answering from the kept proof, wins
/// against every defence. False if the replay ran out of `budget` first.
fn proof_holds(
    solver: &mut loa_core::solver::Solver,
    pos: &Position,
    s: &loa_core::solver::Solution,
    budget: u32,
) -> bool {
    check_line(pos, s.verdict, s.plies, &s.pv);
    let mut p = pos.clone();
    if s.plies <= 5 {
        let want = if s.verdict == Verdict::Win { 1 } else { -1 };
        assert_eq!(forced(&mut p, s.plies), want, "{pos:?}: claimed {} in {}", s.verdict, s.plies);
        if s.shortest {
            assert_ne!(forced(&mut p, s.plies - 1), want, "{pos:?}: {} in {} is not the shortest", s.verdict, s.plies);
        }
    }
    let winner = if s.verdict == Verdict::Win { pos.turn() } else { !pos.turn() };
    let mut budget = budget;
    replay_every_defence(solver, &mut p, winner, s.plies, &mut budget)
}

/// A deliberately unsound table: the test switch makes df-pn count a repeated position as a
/// win for the prover, so its table holds proofs that rest on repetitions. The check along
/// real paths must refuse each of them: every answer still agrees with the best-first search
/// (sound by construction) and with exhaustive search, and every proof holds against every
/// defence under the real rules.
#[test]
fn the_check_refuses_proofs_of_an_unsound_table() {
    use loa_core::solver::Solver;
    let mut g = Gen(0x0bad_7ab1_e000_0003);
    let limits = Limits { nodes: Some(30_000), ..Limits::default() };
    let (mut rejected, mut proofs, mut tried) = (0, 0, 0);
    while tried < 200 {
        let per_side = 3 + g.below(3);
        let Some(pos) = random_position(&mut g, per_side) else { continue };
        if pos.rules().repetition == Repetition::Off {
            continue;
        }
        tried += 1;
        let mut solver = Solver::trusting_repetitions_for_tests();
        let s = solver.solve(&pos, &limits, &NoClock);
        rejected += s.rejected;
        agrees_with_best_first(&pos, &s, &limits);
        if s.verdict != Verdict::Unknown {
            proofs += 1;
            proof_holds(&mut solver, &pos, &s, 100_000);
        }
    }
    eprintln!("{rejected} rejected proofs, {proofs} proofs");
    // 16 with this seed.
    assert!(rejected >= 10, "the unsound table was caught only {rejected} times");
    assert!(proofs >= 50, "{proofs} proofs");
}

/// The sound df-pn search against the best-first one on positions full of transpositions and
/// repetitions (histories that move pieces back and forth): never a contradiction, and each
/// df-pn proof replayed in full against every defence.
#[test]
fn dfpn_proofs_with_repeating_histories_hold() {
    use loa_core::solver::Solver;
    let mut g = Gen(0x6e1_0000_d0f9_0004);
    let limits = Limits { nodes: Some(30_000), ..Limits::default() };
    let (mut replayed, mut tried) = (0, 0);
    while tried < 300 {
        let per_side = 3 + g.below(3);
        let Some(pos) = random_position(&mut g, per_side) else { continue };
        tried += 1;
        let mut solver = Solver::new();
        let s = solver.solve(&pos, &limits, &NoClock);
        agrees_with_best_first(&pos, &s, &limits);
        if s.verdict != Verdict::Unknown && proof_holds(&mut solver, &pos, &s, 200_000) {
            replayed += 1;
        }
    }
    // 259 with this seed.
    assert!(replayed >= 200, "only {replayed} proofs replayed in full");
}

/// The search for shorter wins (on by default): never longer than the first proof, and each
/// proof holds (see [`proof_holds`]).
#[test]
fn shorter_proofs_hold() {
    use loa_core::solver::Solver;
    let mut g = Gen(0x5407_7e55_0000_0005);
    let limits = Limits { nodes: Some(30_000), ..Limits::default() };
    let (mut shortened, mut tried) = (0, 0);
    while tried < 200 {
        let per_side = 3 + g.below(3);
        let Some(pos) = random_position(&mut g, per_side) else { continue };
        tried += 1;
        let first = Solver::new().shorter(false).solve(&pos, &limits, &NoClock);
        let mut solver = Solver::new();
        let s = solver.solve(&pos, &limits, &NoClock);
        if first.verdict == Verdict::Unknown || s.verdict == Verdict::Unknown {
            continue;
        }
        assert_eq!(s.verdict, first.verdict, "{pos:?}");
        assert!(s.plies <= first.plies, "{pos:?}: {} > {}", s.plies, first.plies);
        shortened += u32::from(s.plies < first.plies);
        proof_holds(&mut solver, &pos, &s, 100_000);
    }
    // 14 with this seed.
    assert!(shortened >= 8, "only {shortened} proofs shortened");
}

/// A 6×6 position whose df-pn proof had a proof pushed out of a full bucket by other proofs:
/// the check then found no proven move there and refused the whole proof (the best-first
/// search finished instead). Proofs pushed out are kept for the check now.
#[test]
fn proofs_pushed_out_of_the_table_are_still_checked() {
    let text = "4b1/5w/1b1wb1/wbbw1w/w1w3/3bw1 b";
    let pos = Position::from_position_string(text, Variant::SixBySix, Rules::default()).unwrap();
    let s = solve(&pos, &Limits { nodes: Some(6_000_000), ..Limits::default() }, &NoClock);
    assert_eq!((s.verdict, s.rejected), (Verdict::Loss, 0), "{text}: {s:?}");
    check_line(&pos, s.verdict, s.plies, &s.pv);
}
