//! `loa solve`: prove the position a win or a loss for the side to move with the
//! proof-number solver.

use loa_core::search::Limits;
use loa_core::solver::{Solver, Verdict};

use crate::args::{Args, CliResult, MAX_TIME_MS};
use crate::bestmove::{game_position, WallClock};

/// Ten seconds when neither `--time-ms` nor `--nodes` is given.
const DEFAULT_TIME_MS: u64 = 10_000;

/// `loa solve [--position POS] [--variant V] [--rules R] [--moves M...] [--time-ms T | --nodes N]
/// [--no-table]`: progress on stderr; stdout ends with `result win|loss|unknown`, `plies N` and
/// `pv ...`. `--no-table` searches transpositions again instead of sharing their results.
pub fn solve(args: &mut Args) -> CliResult {
    let time_ms = args.number("time-ms", 1..=MAX_TIME_MS)?;
    let nodes = args.number("nodes", 1..=u64::from(u32::MAX))?;
    let no_table = args.flag("no-table");
    let pos = game_position(args)?;
    args.finish()?;
    let time_ms = if nodes.is_none() { time_ms.or(Some(DEFAULT_TIME_MS)) } else { time_ms };
    let clock = WallClock::new();
    eprintln!("solving {pos} ({}, {})", pos.variant(), pos.rules());
    let mut solver = if no_table { Solver::without_table() } else { Solver::new() };
    let s = solver.solve(&pos, &Limits { depth: None, nodes, time_ms }, &clock);
    let nps = (s.nodes * 1000).checked_div(s.time_ms).unwrap_or(0);
    eprintln!("nodes {} time {} ms ({nps} nodes/s), {} shared", s.nodes, s.time_ms, s.shared);
    if s.verdict == Verdict::Unknown && s.neither_wins {
        println!("info string neither side can force a win");
    }
    let pv: Vec<String> = s.pv.iter().map(ToString::to_string).collect();
    println!("result {}", s.verdict);
    println!("plies {}", s.plies);
    println!("{}", format!("pv {}", pv.join(" ")).trim_end());
    Ok(())
}
