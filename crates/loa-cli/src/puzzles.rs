//! `loa puzzles`: generates the puzzle set. Candidate positions come from fast low-level engine
//! games (varied by random openings) and from random playouts; the exact search classifies each
//! (win in one, forced connection in three or five plies, the only defence), the verifier checks
//! every one again, duplicates (by position) are dropped, and the set is written easiest first as
//! `id<TAB>position<TAB>solution<TAB>kind` lines.

use std::collections::HashSet;
use std::io::Write;
use std::time::Instant;

use loa_core::budget::Limits;
use loa_core::engine::Engine;
use loa_core::puzzle::{Classifier, Found, Puzzle, PuzzleKind};
use loa_core::{Position, Rng};

use crate::args::{whole, CliError, CliResult, PositionArgs};
use crate::bestmove::WallClock;

/// Plies a game may last before it is abandoned.
const MAX_GAME_PLIES: usize = 200;

/// Fewer pieces on the board than this make too bare a puzzle (random playouts end in them).
const DEFAULT_MIN_PIECES: u32 = 10;

/// `loa puzzles [--count N] [--seed S] [--out FILE] [--max-games G] [--min-pieces P]
/// [--variant V] [--rules R]`: three games in four are self-play, the fourth a random playout.
#[derive(Debug, clap::Args)]
pub struct PuzzlesArgs {
    /// How many puzzles, shared among the four kinds
    #[arg(long, value_name = "N", default_value_t = 400, value_parser = whole(4..=100_000usize))]
    pub count: usize,
    /// The seed of the games
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = whole(0..=u64::MAX))]
    pub seed: u64,
    /// Write the TSV lines to this file (standard output otherwise)
    #[arg(long, value_name = "FILE")]
    pub out: Option<String>,
    /// Stop after this many games even if the count is not reached
    #[arg(long, value_name = "G", default_value_t = 1_000_000, value_parser = whole(1..=10_000_000u64))]
    pub max_games: u64,
    /// Fewer pieces on the board than this make too bare a puzzle
    #[arg(long, value_name = "P", default_value_t = DEFAULT_MIN_PIECES, value_parser = whole(2..=64u32))]
    pub min_pieces: u32,
    #[command(flatten)]
    pub start: PositionArgs,
}

/// `loa puzzles`: the set, easiest first.
pub fn run(args: &PuzzlesArgs) -> CliResult {
    let PuzzlesArgs { count, seed, max_games, min_pieces, .. } = *args;
    let out = args.out.clone();
    let start_pos = args.start.position()?;

    let per_kind = count / PuzzleKind::ALL.len();
    let mut quota = [per_kind; 4];
    // The remainder goes to the first kinds.
    for q in quota.iter_mut().take(count % PuzzleKind::ALL.len()) {
        *q += 1;
    }
    let started = Instant::now();
    let mut rng = Rng::new(seed);
    let mut classifier = Classifier::new(start_pos.rules());
    let mut engine = Engine::new(4);
    let clock = WallClock::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut found: Vec<(Position, Found)> = Vec::new();
    let mut have = [0usize; 4];
    let mut candidates = 0u64;
    let mut games = 0u64;
    while have.iter().zip(&quota).any(|(h, q)| h < q) && games < max_games {
        games += 1;
        let self_play = games % 4 != 0;
        let game = play_game(&start_pos, self_play, &mut rng, &mut engine, &clock);
        for pos in game {
            let text = pos.to_string();
            if pos.occupied().count() < min_pieces || !seen.insert(text) {
                continue;
            }
            candidates += 1;
            let Some(f) = classifier.classify(&pos) else { continue };
            let k = kind_index(f.kind);
            if have[k] >= quota[k] {
                continue;
            }
            have[k] += 1;
            found.push((pos, f));
        }
        if games % 20 == 0 {
            eprintln!(
                "games {games} positions {candidates} found win1 {} defend {} win3 {} win5 {} ({:.0} s)",
                have[0],
                have[1],
                have[2],
                have[3],
                started.elapsed().as_secs_f64()
            );
        }
    }
    let gen_secs = started.elapsed().as_secs_f64();

    // Easiest first: by kind, then fewer legal moves, then fewer longest defences.
    found.sort_by_key(|(pos, f)| (f.kind, f.moves, f.defences, pos.to_string()));
    let verify_start = Instant::now();
    let mut lines = Vec::with_capacity(found.len());
    for (i, (pos, f)) in found.iter().enumerate() {
        let puzzle = Puzzle::new(&format!("{:04}", i + 1), pos.clone(), &f.solution, f.kind);
        puzzle.verify().map_err(|e| CliError::input(format!("generated puzzle {} failed: {e}", puzzle.to_line())))?;
        lines.push(puzzle.to_line());
    }
    let verify_secs = verify_start.elapsed().as_secs_f64();
    let mut text = lines.join("\n");
    text.push('\n');
    match out {
        Some(path) => std::fs::write(&path, text).map_err(|e| CliError::input(format!("--out {path}: {e}")))?,
        None => std::io::stdout().write_all(text.as_bytes()).map_err(|e| CliError::input(format!("stdout: {e}")))?,
    }
    eprintln!(
        "{} puzzles: win1 {} defend {} win3 {} win5 {}; {games} games, {candidates} positions, {} search nodes; \
         generation {gen_secs:.1} s, verification {verify_secs:.1} s",
        found.len(),
        have[0],
        have[1],
        have[2],
        have[3],
        classifier.nodes()
    );
    Ok(())
}

fn kind_index(kind: PuzzleKind) -> usize {
    PuzzleKind::ALL.iter().position(|&k| k == kind).unwrap_or(0)
}

/// The positions of one game, each rebuilt from its board (no history), until the game ends.
/// Self-play: a random opening of 2–8 plies, then the engine at depth 1–3 choosing among
/// near-equal moves. Otherwise a random playout.
fn play_game(
    start: &Position,
    self_play: bool,
    rng: &mut Rng,
    engine: &mut Engine,
    clock: &WallClock,
) -> Vec<Position> {
    let mut pos = start.clone();
    let opening = if self_play { 2 + rng.index(7) } else { MAX_GAME_PLIES };
    let depth = 1 + rng.below(3) as u32;
    let margin = [0, 20, 60][rng.index(3)];
    engine.new_game();
    let mut out = Vec::new();
    while !pos.is_game_over() && pos.ply() < MAX_GAME_PLIES {
        let m = if pos.ply() < opening {
            let moves = pos.legal_moves();
            moves[rng.index(moves.len())]
        } else {
            let limits = Limits { depth: Some(depth), ..Limits::default() };
            match engine.search_with_margin(&pos, limits, margin, rng.next_u64(), clock, &mut |_| {}).best {
                Some(m) => m,
                None => break,
            }
        };
        if pos.play(m).is_err() {
            break;
        }
        if !pos.is_game_over() {
            if let Ok(p) = Position::from_setup(pos.setup(), pos.variant(), pos.rules()) {
                out.push(p);
            }
        }
    }
    out
}
