//! `loa bestmove`: search one position and print UCI-like info lines, then `bestmove MOVE`.

use std::time::Instant;

use loa_core::budget::{Clock, Limits};
use loa_core::engine::{Engine, LEVEL_COUNT};
use loa_core::record::{self, Format};
use loa_core::search::{Info, Score, MAX_DEPTH};
use loa_core::Position;

use crate::args::{hash_mb, whole, CliError, CliResult, PositionArgs, MAX_TIME_MS};

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
/// from there, so the rules know the game's history (third repetition, the move limit).
#[derive(Debug, Clone, clap::Args)]
pub struct GameArgs {
    #[command(flatten)]
    pub start: PositionArgs,
    /// The moves played from the position (one word or several: '1. b1-b3 h4-f2' or b1-b3 h4-f2),
    /// so the rules know the game's history
    #[arg(long, num_args = 1.., value_name = "M")]
    pub moves: Option<Vec<String>>,
}

impl GameArgs {
    /// The position after the moves.
    pub fn position(&self) -> Result<Position, CliError> {
        let pos = self.start.position()?;
        let Some(moves) = &self.moves else { return Ok(pos) };
        record::read(&moves.join(" "), pos, Format::MoveList)
            .into_position()
            .map_err(|e| CliError::input(format!("--moves: {e}")))
    }
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
/// [--depth D | --time-ms T | --nodes N | --level L] [--seed S] [--hash MB]`
#[derive(Debug, clap::Args)]
pub struct BestmoveArgs {
    /// Search to this depth (1 to 64)
    #[arg(long, value_name = "D", value_parser = whole(1..=MAX_DEPTH))]
    pub depth: Option<u32>,
    /// Search this many milliseconds (five seconds when no limit is given)
    #[arg(long, value_name = "T", value_parser = whole(1..=MAX_TIME_MS))]
    pub time_ms: Option<u64>,
    /// Search this many nodes
    #[arg(long, value_name = "N", value_parser = whole(1..=u64::MAX))]
    pub nodes: Option<u64>,
    /// Play as this level (1 to 8), with its own limits and choice among near-equal moves
    #[arg(long, value_name = "L", value_parser = whole(1..=LEVEL_COUNT))]
    pub level: Option<u8>,
    /// The seed of a level's choice
    #[arg(long, value_name = "S", default_value_t = 0, value_parser = whole(0..=u64::MAX))]
    pub seed: u64,
    /// The transposition table: 1 to 4096 megabytes
    #[arg(long, value_name = "MB", default_value_t = 64, value_parser = hash_mb)]
    pub hash: usize,
    #[command(flatten)]
    pub game: GameArgs,
}

/// `loa bestmove`: info lines, then `bestmove MOVE`.
pub fn bestmove(args: &BestmoveArgs) -> CliResult {
    let BestmoveArgs { depth, time_ms, nodes, level, seed, hash: hash_mb, .. } = *args;
    let pos = args.game.position()?;
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
