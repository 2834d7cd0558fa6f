//! `perft`, `moves` and `play`: the rules from the command line.

use std::time::Instant;

use loa_core::perft as perft_mod;
use loa_core::record::{self, Format};

use crate::args::{CliError, CliResult, PositionArgs};

/// `loa perft DEPTH [--position POS] [--variant V] [--divide]`
#[derive(Debug, clap::Args)]
pub struct PerftArgs {
    /// Plies to look ahead, 0 to 20
    pub depth: String,
    /// Print each move's count first
    #[arg(long)]
    pub divide: bool,
    #[command(flatten)]
    pub position: PositionArgs,
}

/// `loa perft`: counts the leaf positions (`nodes N` on stdout, the time on stderr).
pub fn perft(args: &PerftArgs) -> CliResult {
    let divide = args.divide;
    let mut pos = args.position.position()?;
    let depth = &args.depth;
    let depth: u32 = depth
        .parse()
        .ok()
        .filter(|d| *d <= 20)
        .ok_or_else(|| CliError::new(format!("DEPTH {depth:?} is not a number 0-20")))?;
    let start = Instant::now();
    let nodes = if divide {
        let mut total = 0;
        for (m, n) in perft_mod::divide(&mut pos, depth) {
            println!("{m}: {n}");
            total += n;
        }
        total
    } else {
        perft_mod::perft(&mut pos, depth)
    };
    let secs = start.elapsed().as_secs_f64();
    println!("nodes {nodes}");
    eprintln!("time {:.3} s, {:.0} nodes/s", secs, nodes as f64 / secs.max(1e-9));
    Ok(())
}

/// `loa moves [--position POS] [--variant V] [--rules R]`
#[derive(Debug, clap::Args)]
pub struct MovesArgs {
    #[command(flatten)]
    pub position: PositionArgs,
}

/// `loa moves`: the legal moves, one per line.
pub fn moves(args: &MovesArgs) -> CliResult {
    let pos = args.position.position()?;
    for m in pos.legal_moves() {
        println!("{m}");
    }
    Ok(())
}

/// `loa play [--position POS] [--variant V] [--rules R] MOVE...`
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    /// The moves: one move list, read as records are ('1. b1-b3 h4-f2', {comments}, results)
    #[arg(value_name = "MOVE")]
    pub moves: Vec<String>,
    #[command(flatten)]
    pub position: PositionArgs,
}

/// `loa play`: the words are one move list, read as records are (`1. b1-b3 h4-f2`, comments,
/// results; see `loa_core::record`).
pub fn play(args: &PlayArgs) -> CliResult {
    let start = args.position.position()?;
    let list = args.moves.join(" ");
    let pos =
        record::read(&list, start, Format::MoveList).into_position().map_err(|e| CliError::input(e.to_string()))?;
    println!("position {pos}");
    match pos.outcome() {
        None => println!("outcome none"),
        Some(o) => println!("outcome {} {}", o.result_str(), o.reason().name()),
    }
    Ok(())
}
