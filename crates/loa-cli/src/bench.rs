//! `loa bench`: a fixed search benchmark (the same positions and depths every time) printing
//! nodes, time and nodes per second; the node count doubles as a signature of the search.

use std::time::Instant;

use loa_core::budget::Limits;

use loa_core::engine::Engine;

use loa_core::search::MAX_DEPTH;
use loa_core::{Position, Rules, Variant};

use crate::args::{whole, CliError, CliResult};
use crate::bestmove::{info_line, WallClock};
use crate::matches::Player;

/// The benchmark positions: starts of both variants and middle games.
pub const BENCH_POSITIONS: [(&str, Variant); 6] = [
    ("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b", Variant::Standard),
    ("1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b", Variant::ScrambledEggs),
    // Middle games reached by level-3 self-play (24 plies).
    ("2bbbbb1/2w2bw1/ww1ww3/3b3w/6w1/6b1/7b/4b3 b", Variant::Standard),
    ("1b1bbwb1/1w1w4/1b1b1b2/1w3bbw/w1w3bw/7w/7w/8 b", Variant::Standard),
    ("2w5/2bb4/3bb1bb/2b1w3/1ww1w3/bb1w4/2w5/2ww4 b", Variant::ScrambledEggs),
    ("2bb1bww/3b4/ww1bw2w/3b2w1/2b1b2w/1w1b2b1/8/1bw5 b", Variant::Standard),
];

/// The depth each benchmark position is searched to.
pub const BENCH_DEPTH: u32 = 10;

/// `loa bench [--depth D] [--settings SETTINGS] [--verbose]`
#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    /// The depth each position is searched to
    #[arg(long, value_name = "D", default_value_t = BENCH_DEPTH, value_parser = whole(1..=MAX_DEPTH))]
    pub depth: u32,
    /// Engine settings in `loa match` form (limits other than the depth are ignored)
    #[arg(long, value_name = "SETTINGS")]
    pub settings: Option<String>,
    /// Print every iteration's info line
    #[arg(long)]
    pub verbose: bool,
}

/// `loa bench`: each position's depth, score, nodes and time, then the totals.
pub fn bench(args: &BenchArgs) -> CliResult {
    let (depth, verbose) = (args.depth, args.verbose);
    let player = match &args.settings {
        Some(text) => Some(
            Player::parse(&format!("depth={depth},{text}")).map_err(|e| CliError::new(format!("--settings: {e}")))?,
        ),
        None => None,
    };
    let clock = WallClock::new();
    let mut total_nodes = 0;
    let start = Instant::now();
    for (text, variant) in BENCH_POSITIONS {
        let pos = Position::from_position_string(text, variant, Rules::default())
            .map_err(|e| CliError::input(format!("bench position {text:?}: {e}")))?;
        let mut engine = Engine::new(16);
        if let Some(p) = player {
            engine.set_weights(p.weights);
            engine.set_options(p.options);
        }
        let t = Instant::now();
        let r = engine.search(&pos, Limits { depth: Some(depth), ..Limits::default() }, &clock, &mut |i| {
            if verbose {
                println!("{}", info_line(i));
            }
        });
        let ms = t.elapsed().as_secs_f64() * 1000.0;
        let best = r.best.map_or_else(|| "none".to_string(), |m| m.to_string());
        println!(
            "{text:<60} depth {:>2} score {:>8} nodes {:>9} time {:>7.0} ms  best {best}",
            r.info.depth, r.info.score, r.info.nodes, ms
        );
        total_nodes += r.info.nodes;
    }
    let secs = start.elapsed().as_secs_f64();
    println!("nodes {total_nodes}");
    println!("time {:.0} ms", secs * 1000.0);
    println!("nps {:.0}", total_nodes as f64 / secs.max(1e-9));
    Ok(())
}
