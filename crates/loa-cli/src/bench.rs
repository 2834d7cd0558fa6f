//! `loa bench`: a fixed search benchmark (the same positions and depths every time) printing
//! nodes, time and nodes per second; the node count doubles as a signature of the search.

use std::time::Instant;

use loa_core::search::{Engine, Limits};
use loa_core::{Position, Rules, Variant};

use crate::args::{Args, CliError, CliResult};
use crate::bestmove::{info_line, WallClock};

/// The benchmark positions: starts of both variants and middle games.
pub const BENCH_POSITIONS: [(&str, Variant); 6] = [
    ("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b", Variant::Standard),
    ("1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w", Variant::Standard),
    ("1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b", Variant::ScrambledEggs),
    ("2b1b3/w2bb2w/1w1b1b1w/w1bw3w/w2bw2w/w1b4w/1w3b2/2b1bw2 b", Variant::Standard),
    ("8/2b1w3/1wb1bw2/2bbw3/1b1wbw2/2wbb3/3w4/8 w", Variant::Standard),
    ("3b4/2bw1w2/1w1bb3/2wbbw2/1b2w3/3wb3/2w1b3/8 b", Variant::Standard),
];

/// The depth each benchmark position is searched to.
pub const BENCH_DEPTH: u32 = 8;

/// `loa bench [--depth D]`
pub fn bench(args: &mut Args) -> CliResult {
    let depth: u32 = args.parsed("depth")?.unwrap_or(BENCH_DEPTH);
    let verbose = args.flag("verbose");
    args.finish()?;
    let clock = WallClock::new();
    let mut total_nodes = 0;
    let start = Instant::now();
    for (text, variant) in BENCH_POSITIONS {
        let pos = Position::from_position_string(text, variant, Rules::default())
            .map_err(|e| CliError::input(format!("bench position {text:?}: {e}")))?;
        let mut engine = Engine::new(16);
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
