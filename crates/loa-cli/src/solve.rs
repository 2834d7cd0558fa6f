//! `loa solve`: prove the position a win or a loss for the side to move with the
//! proof-number solver.

use loa_core::budget::Limits;
use loa_core::solver::{Method, Solver, Verdict};

use crate::args::{whole, CliResult, MAX_TIME_MS};
use crate::bestmove::{GameArgs, WallClock};

/// Ten seconds when neither `--time-ms` nor `--nodes` is given.
const DEFAULT_TIME_MS: u64 = 10_000;

/// `loa solve [--position POS] [--variant V] [--rules R] [--moves M...] [--time-ms T | --nodes N]
/// [--first-proof] [--best-first] [--no-table]`: progress on stderr; stdout ends with
/// `result win|loss|unknown`, `plies N`, `distance shortest|at-most` and `pv ...`. The solver is
/// df-pn with a transposition table; after a proof it searches for a shorter win until none
/// exists (`distance shortest`) or the limits run out (`distance at-most`: the win comes in N
/// plies or fewer). `--first-proof` reports the first proof's distance without that search;
/// `--best-first` runs the earlier best-first proof-number search instead (for comparisons),
/// and `--no-table` that one without sharing solved transpositions.
#[derive(Debug, clap::Args)]
pub struct SolveArgs {
    /// Stop after this many milliseconds (ten seconds when neither limit is given)
    #[arg(long, value_name = "T", value_parser = whole(1..=MAX_TIME_MS))]
    pub time_ms: Option<u64>,
    /// Stop after this many nodes
    #[arg(long, value_name = "N", value_parser = whole(1..=u64::from(u32::MAX)))]
    pub nodes: Option<u64>,
    /// Report the first proof's distance, without looking for a shorter win
    #[arg(long)]
    pub first_proof: bool,
    /// Run the earlier best-first proof-number search instead of df-pn (for comparisons)
    #[arg(long)]
    pub best_first: bool,
    /// Best-first search without sharing solved transpositions
    #[arg(long)]
    pub no_table: bool,
    #[command(flatten)]
    pub game: GameArgs,
}

/// `loa solve`: the verdict, its distance and its line.
pub fn solve(args: &SolveArgs) -> CliResult {
    let SolveArgs { time_ms, nodes, best_first, no_table, first_proof, .. } = *args;
    let pos = args.game.position()?;
    let time_ms = if nodes.is_none() { time_ms.or(Some(DEFAULT_TIME_MS)) } else { time_ms };
    let clock = WallClock::new();
    eprintln!("solving {pos} ({}, {})", pos.variant(), pos.rules());
    let method = if no_table || best_first { Method::BestFirst { table: !no_table } } else { Method::Dfpn };
    let mut solver = Solver::with_method(method).shorter(!first_proof);
    let s = solver.solve(&pos, &Limits { nodes, time_ms, ..Limits::default() }, &clock);
    let nps = (s.nodes * 1000).checked_div(s.time_ms).unwrap_or(0);
    eprintln!("nodes {} time {} ms ({nps} nodes/s), {} shared", s.nodes, s.time_ms, s.shared);
    if s.rejected > 0 {
        eprintln!("{} df-pn proofs did not hold on the game's history; best-first search finished", s.rejected);
    }
    if s.verdict == Verdict::Unknown && s.neither_wins {
        println!("info string neither side can force a win");
    }
    let pv: Vec<String> = s.pv.iter().map(ToString::to_string).collect();
    println!("result {}", s.verdict);
    println!("plies {}", s.plies);
    if s.verdict != Verdict::Unknown {
        println!("distance {}", if s.shortest { "shortest" } else { "at-most" });
    }
    println!("{}", format!("pv {}", pv.join(" ")).trim_end());
    Ok(())
}
