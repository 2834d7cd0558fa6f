//! `loa bestmove`: search one position and print UCI-like info lines, then `bestmove MOVE`.

use std::time::Instant;

use loa_core::budget::{Clock, Limits};
use loa_core::engine::{Engine, LEVEL_COUNT};
use loa_core::record::{self, Format};
use loa_core::search::{Info, Score, MAX_DEPTH};
use loa_core::Position;

use crate::args::{Args, CliError, CliResult, MAX_TIME_MS};

/// The wall clock: milliseconds since it was made.
#[derive(Debug)]
pub struct WallClock(Instant);

impl WallClock {
    pub fn new() -> WallClock {
        WallClock(Instant::now())
    }
}

impl Clock for WallClock {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// The common `--position`, `--variant`, `--rules` and then `--moves M...`: the moves played
/// from there (one word or several; every word after `--moves` that is not an option), so
/// the rules know the game's history (third repetition, the move limit).
pub fn game_position(args: &mut Args) -> Result<Position, CliError> {
    let first = args.option("moves")?;
    let pos = args.position()?;
    let Some(first) = first else { return Ok(pos) };
    let mut text = first;
    for w in args.positionals()? {
        text.push(' ');
        text.push_str(&w);
    }
    record::read(&text, pos, Format::MoveList).into_position().map_err(|e| CliError::input(format!("--moves: {e}")))
}

/// "connects by force in N" (or "the opponent connects by force in N") for a result the solver
/// proved; "in at most N" when a shorter win was not ruled out.
pub fn proven_text(info: &Info) -> Option<String> {
    let within = if info.shortest { "" } else { "at most " };
    match (info.proven, info.score) {
        (true, Score::WinIn(n)) => Some(format!("connects by force in {within}{n}")),
        (true, Score::LossIn(n)) => Some(format!("the opponent connects by force in {within}{n}")),
        _ => None,
    }
}

/// One info line: `info depth D seldepth S score X nodes N time T nps R pv ...`.
pub fn info_line(info: &Info) -> String {
    let nps = (info.nodes * 1000).checked_div(info.time_ms).unwrap_or(0);
    let pv: Vec<String> = info.pv.iter().map(ToString::to_string).collect();
    format!(
        "info depth {} seldepth {} score {} nodes {} time {} nps {} pv {}",
        info.depth,
        info.seldepth,
        info.score,
        info.nodes,
        info.time_ms,
        nps,
        pv.join(" ")
    )
}

/// `loa bestmove [--position POS] [--variant V] [--rules R] [--moves M...]
/// [--depth D | --time-ms T | --level L] [--seed S] [--hash MB]`
pub fn bestmove(args: &mut Args) -> CliResult {
    let depth = args.number("depth", 1..=MAX_DEPTH)?;
    let time_ms = args.number("time-ms", 1..=MAX_TIME_MS)?;
    let level = args.number("level", 1..=LEVEL_COUNT)?;
    let nodes = args.number("nodes", 1..=u64::MAX)?;
    let seed = args.number("seed", 0..=u64::MAX)?.unwrap_or(0);
    let hash_mb = args.hash_mb(64)?;
    let pos = game_position(args)?;
    args.finish()?;
    if level.is_some() && (depth.is_some() || time_ms.is_some() || nodes.is_some()) {
        return Err(CliError::new("--level sets its own limits: give it alone, or --depth/--time-ms/--nodes"));
    }
    let mut engine = Engine::new(hash_mb);
    let clock = WallClock::new();
    let mut print = |info: &Info| {
        println!("{}", info_line(info));
        if let Some(text) = proven_text(info) {
            println!("info string {text}");
        }
    };
    let result = match level {
        Some(l) => engine.play_level(&pos, l, seed, &clock, &mut print),
        None => {
            // No limit at all would search to the maximum depth: default to five seconds.
            let time_ms = if depth.is_none() && nodes.is_none() { time_ms.or(Some(5_000)) } else { time_ms };
            engine.search(&pos, Limits { depth, nodes, time_ms, soft_ms: None }, &clock, &mut print)
        }
    };
    match result.best {
        Some(m) => println!("bestmove {m}"),
        None => println!("bestmove none"),
    }
    Ok(())
}
