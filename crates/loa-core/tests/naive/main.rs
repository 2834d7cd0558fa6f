//! A second, deliberately naive implementation of the rules — an array board, lines walked
//! square by square, pieces counted one by one, connectivity by breadth-first search, repetition
//! by comparing whole boards — checked against the real one (bitboards, precomputed lines,
//! Zobrist hashes) on the start positions of every variant (the 6×6 board included), on
//! hundreds of positions reached by seeded random play, and on set-up positions where a side has
//! to pass.
//!
//! It also cross-checks every count in `tests/*.perft` (up to a size), so those tables are
//! confirmed by code that shares nothing with the generator they test.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use loa_core::{perft, Color, Move, Outcome, Position, Reason, Rules, Square, Variant};

mod rules;

use rules::{at, Naive, NaiveMove};

// ---- comparing the two ----------------------------------------------------------------------

fn sorted_texts<T: ToString>(moves: impl IntoIterator<Item = T>) -> Vec<String> {
    let mut v: Vec<String> = moves.into_iter().map(|m| m.to_string()).collect();
    v.sort();
    v
}

fn sq(f: i32, r: i32) -> Square {
    Square::from_coords(u8::try_from(f).unwrap(), u8::try_from(r).unwrap()).unwrap()
}

/// Everything one position can be compared on, short of perft: the board, the outcome, the
/// legal moves (as a multiset: duplicates would show), each piece's moves, and the verdict of
/// `check` on every from-to pair of the side to move — over the whole 8×8 grid, so on 6×6 the
/// squares off the board are asked too.
fn compare(real: &Position, naive: &Naive, context: &str) {
    assert_eq!(real.to_string(), naive.to_position_string(), "{context}");
    assert_eq!(real.outcome(), naive.outcome, "{context}: outcome of {real:?}");
    let naive_moves = naive.legal_moves();
    assert_eq!(sorted_texts(real.legal_moves()), sorted_texts(naive_moves.iter()), "{context}: moves of {real:?}");
    for f in 0..8 {
        for r in 0..8 {
            let from = sq(f, r);
            let naive_from: Vec<_> =
                naive_moves.iter().filter(|m| matches!(m, NaiveMove::Normal { from: q, .. } if *q == (f, r))).collect();
            assert_eq!(sorted_texts(real.legal_moves_from(from)), sorted_texts(naive_from), "{context}: {from}");
            if at(&naive.board, f, r) != Some(naive.turn) {
                continue;
            }
            for tf in 0..8 {
                for tr in 0..8 {
                    let capture = at(&naive.board, tf, tr) == Some(!naive.turn);
                    let Some(m) = Move::new(from, sq(tf, tr), capture) else { continue };
                    let naive_legal = naive_moves.contains(&NaiveMove::Normal { from: (f, r), to: (tf, tr), capture });
                    assert_eq!(real.check(m).is_ok(), naive_legal, "{context}: check({m}) in {real:?}");
                }
            }
        }
    }
    let pass_legal = naive_moves == [NaiveMove::Pass];
    assert_eq!(real.check(Move::PASS).is_ok(), pass_legal, "{context}: pass in {real:?}");
}

fn compare_perft(real: &mut Position, naive: &mut Naive, max_depth: u32, context: &str) {
    let before = real.clone();
    for depth in 1..=max_depth {
        assert_eq!(perft(real, depth), naive.perft(depth), "{context}: perft {depth} of {real:?}");
    }
    assert_eq!(*real, before, "perft leaves the position as it was");
}

/// SplitMix64: a seeded generator, so every run checks the same games.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % n as u64).unwrap()
    }
}

const RULE_SETS: [&str; 3] = ["olympiad", "no-moves=lose,simultaneous=mover", "repetition=off,move-limit=60"];

fn real_start(variant: Variant, rules: &str) -> Position {
    Position::with_rules(variant, rules.parse::<Rules>().unwrap())
}

/// Plays a seeded random game in both implementations side by side, comparing them after every
/// ply; returns the positions met (the finished one included), each with its naive twin.
fn random_game(mut real: Position, mut naive: Naive, seed: u64, max_plies: usize) -> Vec<(Position, Naive)> {
    let mut rng = Rng(seed);
    let mut met = Vec::new();
    loop {
        compare(&real, &naive, &format!("seed {seed}, ply {}", real.ply()));
        met.push((real.clone(), naive.clone()));
        let moves = real.legal_moves();
        if moves.is_empty() || real.ply() >= max_plies {
            return met;
        }
        let m = moves[rng.below(moves.len())];
        let naive_move = *naive.legal_moves().iter().find(|n| n.to_string() == m.to_string()).unwrap();
        real.play(m).unwrap();
        naive.play(naive_move);
    }
}

// ---- positions where a side must pass -------------------------------------------------------

/// Black's four corner pieces are each walled in by three white pieces: every line out of a
/// corner starts with a white neighbour, and every move would have to jump it. Black has no
/// move at all; White's four groups are not connected, so the game is open.
const BLACK_WALLED_IN: &str = "bw4wb/ww4ww/8/8/8/8/ww4ww/bw4wb b";

/// As above with White to move and one more white piece in the middle: White moves, and then
/// Black must pass unless White opened a wall.
const BLACK_WALLED_IN_WHITE_TO_MOVE: &str = "bw4wb/ww4ww/8/3w4/8/8/ww4ww/bw4wb w";

/// Only the corners a1 and h8 are walled in, Black to move; White has two groups.
const TWO_CORNERS: &str = "6wb/6ww/8/8/8/8/ww6/bw6 b";

#[test]
fn walled_in_black_must_pass() {
    for s in [BLACK_WALLED_IN, TWO_CORNERS] {
        let real = Position::from_position_string(s, Variant::Standard, Rules::default()).unwrap();
        let naive = Naive::from_string(s, "olympiad");
        assert_eq!(naive.legal_moves(), [NaiveMove::Pass], "{s}");
        compare(&real, &naive, s);
        // Under "no moves loses" the set-up position is already lost for Black.
        let lose = "no-moves=lose".parse::<Rules>().unwrap();
        let real = Position::from_position_string(s, Variant::Standard, lose).unwrap();
        assert_eq!(real.outcome(), Some(Outcome::Win(Color::White, Reason::NoMoves)));
        compare(&real, &Naive::from_string(s, "no-moves=lose"), s);
    }
}

#[test]
fn start_positions_perft_1_to_3() {
    for variant in Variant::ALL {
        for rules in RULE_SETS {
            let mut real = real_start(variant, rules);
            let mut naive = Naive::start(variant, rules);
            compare(&real, &naive, &format!("{variant} start"));
            compare_perft(&mut real, &mut naive, 3, &format!("{variant} start, {rules}"));
        }
    }
}

#[test]
fn standard_start_perft_4_naive() {
    // The naive generator reproduces the published count too (the real one is checked in
    // tests/perft.perft).
    assert_eq!(Naive::start(Variant::Standard, "olympiad").perft(4), 1_563_208);
}

/// Random games of every variant under each rule set; every position of every game is
/// compared, and every few plies (and the last plies of each game, where it ends) perft 1..3.
#[test]
fn random_games_every_variant() {
    let mut compared = 0;
    let mut perfts = 0;
    let mut captures = 0;
    let mut ended = 0;
    let mut reasons = std::collections::BTreeSet::new();
    for (v, variant) in Variant::ALL.into_iter().enumerate() {
        for (r, rules) in RULE_SETS.into_iter().enumerate() {
            for game in 0..6u64 {
                let seed = 1000 * v as u64 + 100 * r as u64 + game;
                let met = random_game(real_start(variant, rules), Naive::start(variant, rules), seed, 400);
                compared += met.len();
                let last = met.len() - 1;
                let (end, _) = &met[last];
                ended += usize::from(end.is_game_over());
                if let Some(o) = end.outcome() {
                    reasons.insert(o.reason().name());
                }
                captures += end.moves_played().filter(|m| m.is_capture()).count();
                for (i, (real, naive)) in met.into_iter().enumerate() {
                    if i % 9 == 4 || i + 3 >= last {
                        let (mut real, mut naive) = (real, naive);
                        compare_perft(&mut real, &mut naive, 3, &format!("seed {seed}, ply {i}"));
                        perfts += 1;
                    }
                }
            }
        }
    }
    eprintln!("{compared} positions compared, {perfts} perfts, {captures} captures, {ended} games ended: {reasons:?}");
    assert!(perfts >= 200, "only {perfts} positions had perft compared");
    assert!(compared >= 1000, "only {compared} positions compared");
    assert!(captures >= 100, "the games made only {captures} captures");
    assert!(ended >= 20, "only {ended} games reached an end");
    for reason in ["connected", "opponent-connected", "move-limit"] {
        assert!(reasons.contains(reason), "no game ended by {reason}: {reasons:?}");
    }
}

/// Random games from set-ups where Black must pass at once, so passes (and, under
/// `no-moves=lose`, losses for having no move) occur inside the games and the perft trees.
#[test]
fn random_games_with_passes() {
    let mut passes = 0;
    for (k, s) in [BLACK_WALLED_IN, BLACK_WALLED_IN_WHITE_TO_MOVE, TWO_CORNERS].into_iter().enumerate() {
        for rules in RULE_SETS {
            let real = Position::from_position_string(s, Variant::Standard, rules.parse().unwrap()).unwrap();
            let naive = Naive::from_string(s, rules);
            for game in 0..4u64 {
                let seed = 5000 + 100 * k as u64 + game;
                let met = random_game(real.clone(), naive.clone(), seed, 200);
                passes += met.last().unwrap().0.moves_played().filter(|m| m.is_pass()).count();
                for (i, (real, naive)) in met.into_iter().enumerate() {
                    if i < 6 || i % 11 == 0 {
                        let (mut real, mut naive) = (real, naive);
                        compare_perft(&mut real, &mut naive, 3, &format!("{s} seed {seed}, ply {i}"));
                    }
                }
            }
        }
    }
    eprintln!("{passes} passes");
    assert!(passes >= 10, "only {passes} passes were played");
}

// ---- the perft tables, cross-checked ------------------------------------------------------

/// Counts in the tables up to this many nodes are recomputed by the naive generator.
const NAIVE_MAX_NODES: u64 = 2_000_000;

/// Reads `tests/*.perft` as `tests/perft.rs` does: `variant NAME [rules R]` or
/// `position BOARD TURN [variant NAME] [rules R]` starts a block; `perft DEPTH NODES` checks.
/// Returns how many lines were checked.
fn check_perft_tables(max_nodes: u64) -> usize {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests");
    let mut checked = 0;
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "perft"))
        .collect();
    files.sort();
    assert!(files.len() >= 3, "{files:?}");
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let mut pos: Option<Naive> = None;
        for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
            let words: Vec<&str> = line.split_whitespace().collect();
            let option = |key: &str| words.iter().position(|w| *w == key).map(|i| words[i + 1]);
            match words[0] {
                "variant" => {
                    pos = Some(Naive::start(words[1].parse().unwrap(), option("rules").unwrap_or("olympiad")));
                }
                "position" => {
                    // The string's rank count gives the board size.
                    let fen = format!("{} {}", words[1], words[2]);
                    pos = Some(Naive::from_string(&fen, option("rules").unwrap_or("olympiad")));
                }
                "perft" => {
                    let (depth, nodes): (u32, u64) = (words[1].parse().unwrap(), words[2].parse().unwrap());
                    if nodes <= max_nodes {
                        let p = pos.as_mut().unwrap();
                        assert_eq!(p.perft(depth), nodes, "{}: {line} for {}", path.display(), p.to_position_string());
                        checked += 1;
                    }
                }
                other => panic!("{}: unknown key {other}", path.display()),
            }
        }
    }
    checked
}

#[test]
fn perft_tables_agree_with_naive() {
    let checked = check_perft_tables(NAIVE_MAX_NODES);
    assert!(checked >= 50, "only {checked} table lines cross-checked");
}

/// Counts above this are left out even here: the 6×6 perft 7 (1 928 379 696) took the naive
/// generator 26 minutes; it was checked once, with `print_perft_tables`.
const NAIVE_DEEP_MAX_NODES: u64 = 1_000_000_000;

#[test]
#[ignore = "minutes: the naive generator on the counts of the tables up to 10^9 nodes"]
fn perft_tables_agree_with_naive_deep() {
    check_perft_tables(NAIVE_DEEP_MAX_NODES);
}

/// Prints perft tables computed by the naive generator alone (the source of the counts in
/// `tests/*.perft`). Run: `cargo test --test naive -- --ignored --nocapture print_perft`, with
/// `NAIVE_VARIANTS=6x6` (default `scrambled-eggs`) for the start positions to count,
/// `NAIVE_DEPTH`, `NAIVE_POSITIONS` and `NAIVE_GAMES` as below.
#[test]
#[ignore = "a generator for tests/*.perft, not a check"]
fn print_perft_tables() {
    let depth_limit: u32 = std::env::var("NAIVE_DEPTH").map_or(4, |d| d.parse().unwrap());
    let variants = std::env::var("NAIVE_VARIANTS").unwrap_or_else(|_| "scrambled-eggs".to_string());
    let mut blocks: Vec<(String, Naive)> = Vec::new();
    for variant in variants.split(',').filter(|v| !v.trim().is_empty()) {
        let variant: Variant = variant.parse().unwrap();
        for rules in ["olympiad", "no-moves=lose,simultaneous=mover"] {
            let header = if rules == "olympiad" {
                format!("variant {variant}")
            } else {
                format!("variant {variant} rules {rules}")
            };
            blocks.push((header, Naive::start(variant, rules)));
        }
    }
    for s in std::env::var("NAIVE_POSITIONS").unwrap_or_default().split(';').filter(|s| !s.trim().is_empty()) {
        let (fen, rules) = s.split_once('|').unwrap_or((s, "olympiad"));
        let fen = fen.trim();
        let naive = Naive::from_string(fen, rules);
        let mut header = format!("position {fen}");
        if naive.size == 6 {
            header += " variant 6x6";
        }
        if rules != "olympiad" {
            header += &format!(" rules {rules}");
        }
        blocks.push((header, naive));
    }
    // Positions from seeded random games: the given ply, or counted back from the end.
    for spec in std::env::var("NAIVE_GAMES").unwrap_or_default().split(';').filter(|s| !s.trim().is_empty()) {
        let parts: Vec<&str> = spec.split(',').collect();
        let (variant, seed, ply): (Variant, u64, i64) =
            (parts[0].parse().unwrap(), parts[1].parse().unwrap(), parts[2].parse().unwrap());
        let met = random_game(real_start(variant, "olympiad"), Naive::start(variant, "olympiad"), seed, 400);
        let i = if ply < 0 { met.len() as i64 - 1 + ply } else { ply };
        let (_, naive) = met[usize::try_from(i).unwrap()].clone();
        // Set up from the string: the table's position has no history.
        let fen = naive.to_position_string();
        let header = if variant == Variant::Standard {
            format!("position {fen}")
        } else {
            format!("position {fen} variant {variant}")
        };
        blocks.push((header, Naive::from_string(&fen, "olympiad")));
    }
    for (header, mut naive) in blocks {
        println!("\n{header}");
        for depth in 1..=depth_limit {
            let t = std::time::Instant::now();
            let n = naive.perft(depth);
            println!("perft {depth} {n}");
            eprintln!("  ({:.1?})", t.elapsed());
            if n > std::env::var("NAIVE_MAX_NODES").map_or(20_000_000, |m| m.parse().unwrap()) {
                break;
            }
        }
    }
}
