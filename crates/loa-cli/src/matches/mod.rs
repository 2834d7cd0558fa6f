//! `loa match` (alias `selfplay`): two engine settings (or a built-in mover) play each other
//! from varied openings, each opening with both colours; prints wins, draws, losses and the Elo
//! difference with its 95% error margin, and how long the first side's wins lasted; with
//! `--sprt`, plays until a sequential test decides.

mod game;
mod jobs;
mod lengths;
mod mover;
mod player;
mod sprt;
mod tally;

pub use game::{run_match, GameEnd, Schedule, Side, MAX_GAMES, MAX_OPENING_PLIES};
pub use lengths::Lengths;
pub use mover::Mover;
pub use player::Player;
pub use sprt::{Pentanomial, Sprt};
pub use tally::Tally;

use std::collections::HashMap;
use std::io::Write;

use loa_core::eval::EvalWeights;
use loa_core::search::SearchOptions;
use loa_core::{Color, Rules, Variant};

use crate::args::{hash_mb, real, text, whole, CliError, CliResult};
use crate::external::External;

/// A side from `--a`/`--b` and, if given, `--engine-a`/`--engine-b`: with an engine command
/// only a level or the limits apply (the other settings are that engine's own); a built-in
/// mover plays in this process.
fn side(
    name: &str,
    settings: &str,
    command: Option<String>,
    variant: Variant,
    rules: Rules,
    hash_mb: usize,
) -> Result<Side, CliError> {
    if let Some(mover) = Mover::parse(settings) {
        return match command {
            Some(_) => {
                Err(CliError::new(format!("--{name} {settings}: a built-in mover cannot play in another program")))
            }
            None => Ok(Side::Mover(mover)),
        };
    }
    let player = Player::parse(settings).map_err(|e| CliError::new(format!("--{name}: {e}")))?;
    let Some(command) = command else { return Ok(Side::internal(player, hash_mb)) };
    let level = settings.trim().parse::<u8>().ok();
    let tuned = player.weights != EvalWeights::DEFAULT || player.options != SearchOptions::default();
    if level.is_none() && (tuned || player.margin != 0) {
        return Err(CliError::new(format!(
            "--{name} {settings:?}: with --engine-{name} only a level or depth=, time=, nodes= apply"
        )));
    }
    External::start(&command, &player.limits, level, variant, rules, hash_mb)
        .map(Side::External)
        .map_err(|e| CliError::input(format!("--engine-{name}: {e}")))
}

/// `loa match --a LEVEL|SETTINGS|MOVER --b LEVEL|SETTINGS|MOVER [--engine-a CMD] [--engine-b CMD]
/// [--games N] [--sprt ELO0,ELO1 [--alpha A] [--beta B]] [--jobs J] [--variant V] [--rules R]
/// [--opening-plies K] [--seed S] [--hash MB] [--quiet] [--record FILE]`
#[derive(Debug, clap::Args)]
#[command(after_long_help = SETTINGS_HELP)]
pub struct MatchArgs {
    /// The first side: a level (1 to 8), settings, or a built-in mover: random or scatter (see
    /// below)
    #[arg(long, value_name = "LEVEL|SETTINGS|MOVER")]
    pub a: String,
    /// The second side
    #[arg(long, value_name = "LEVEL|SETTINGS|MOVER")]
    pub b: String,
    /// Play a in another program through the engine protocol: 'path/to/loa engine' (another
    /// build, say); a then takes a level or depth=, time=, nodes=
    #[arg(long, value_name = "CMD")]
    pub engine_a: Option<String>,
    /// Play b in another program
    #[arg(long, value_name = "CMD")]
    pub engine_b: Option<String>,
    /// Games (pairs of openings, each with both colours): 20, or with --sprt at most 20000
    #[arg(long, value_name = "N", value_parser = whole(1..=MAX_GAMES))]
    pub games: Option<u32>,
    /// Stop when a sequential probability ratio test decides between "a is ELO0 stronger" and
    /// "a is ELO1 stronger" (Elo differences, e.g. 0,10); prints its LLR, bounds and verdict
    #[arg(long, value_name = "ELO0,ELO1", allow_hyphen_values = true, value_parser = Sprt::parse_elos)]
    pub sprt: Option<(f64, f64)>,
    /// The SPRT's chance of accepting ELO1 when ELO0 holds
    #[arg(long, value_name = "A", default_value_t = 0.05, requires = "sprt", value_parser = real(0.001..=0.5))]
    pub alpha: f64,
    /// The SPRT's chance of accepting ELO0 when ELO1 holds
    #[arg(long, value_name = "B", default_value_t = 0.05, requires = "sprt", value_parser = real(0.001..=0.5))]
    pub beta: f64,
    /// Games played at once, each job with its own two engines (processes, with --engine-a/-b)
    #[arg(long, value_name = "J", default_value_t = 1, value_parser = whole(1..=64usize))]
    pub jobs: usize,
    /// standard (default), scrambled-eggs or 6x6
    #[arg(long, value_name = "V", value_parser = text::<Variant>)]
    pub variant: Option<Variant>,
    /// olympiad (default) or rule options, as for the other commands
    #[arg(long, value_name = "R", value_parser = text::<Rules>)]
    pub rules: Option<Rules>,
    /// Random plies of each opening
    #[arg(long, value_name = "K", default_value_t = 4, value_parser = whole(0..=MAX_OPENING_PLIES))]
    pub opening_plies: u32,
    /// The seed of the openings (opening i comes from seed + i)
    #[arg(long, value_name = "S", default_value_t = 1, value_parser = whole(0..=u64::MAX))]
    pub seed: u64,
    /// Each side's transposition table: 1 to 4096 megabytes
    #[arg(long, value_name = "MB", default_value_t = 16, value_parser = hash_mb)]
    pub hash: usize,
    /// Print only the final tally
    #[arg(long)]
    pub quiet: bool,
    /// Append each game to FILE as a line: the winner (black, white or draw), then the moves
    /// from the start (what `loa tune --texel` learns from)
    #[arg(long, value_name = "FILE")]
    pub record: Option<String>,
}

const SETTINGS_HELP: &str = "\
SETTINGS are comma-separated KEY=VALUE pairs: level=N (start from a level), depth=, time= (ms),
nodes= (at least one limit, or a level), margin=, the evaluation terms (conc=, mob=, ...), and the
search switches null=, lmr=, fut=, futm=, asp=, lmp=, capbonus=, lmrdiv=, nullr=, lmpbase=,
lmpfactor=, cm=, iir=, win= and q= (quiescence plies).

A MOVER does not search: random plays any legal move, scatter a move that leaves its pieces
the most spread out (it connects only when it must), the seed choosing among equals.

Last, how long a's wins lasted: the median, the 95th percentile and the longest, in
moves (each side's move counts one, the opening's included).

Examples: loa match --a time=300 --b time=300 --engine-b '/tmp/old/loa engine' --games 40
          loa match --a 1 --b scatter --games 100 --quiet";

/// `loa match`: a line per game (unless `--quiet`), then the tally (and the SPRT's report).
pub fn run(args: &MatchArgs) -> CliResult {
    let MatchArgs { opening_plies, seed, hash: hash_mb, quiet, jobs, .. } = *args;
    let sprt = args.sprt.map(|(elo0, elo1)| Sprt { elo0, elo1, alpha: args.alpha, beta: args.beta });
    let games = args.games.unwrap_or(if sprt.is_some() { 20_000 } else { 20 });
    let variant = args.variant.unwrap_or_default();
    let rules = args.rules.unwrap_or_default();
    if let Some(limit) = rules.move_limit.filter(|l| opening_plies >= u32::from(l.get())) {
        // Every opening would end the game: `opening` would look for one forever.
        return Err(CliError::new(format!("--opening-plies {opening_plies}: must be below the move limit ({limit})")));
    }
    let mut record = match &args.record {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(path)
                .map_err(|e| CliError::input(format!("--record {path}: {e}")))?,
        ),
        None => None,
    };
    let mut sides = Vec::new();
    for _ in 0..jobs.min(games.div_ceil(2) as usize) {
        let a = side("a", &args.a, args.engine_a.clone(), variant, rules, hash_mb)?;
        let b = side("b", &args.b, args.engine_b.clone(), variant, rules, hash_mb)?;
        sides.push((a, b));
    }
    let schedule = Schedule { games, variant, rules, opening_plies, seed };
    let mut tally = Tally::default();
    let mut wins = Lengths::default();
    let mut pairs = Pentanomial::default();
    let mut halves: HashMap<u32, i32> = HashMap::new();
    let mut verdict = None;
    let played = jobs::play_all(sides, &schedule, &mut |g, end| {
        tally.add(end.result);
        if end.result > 0 {
            wins.add(end.length);
        }
        match halves.remove(&(g / 2)) {
            Some(other) => pairs.add(other, end.result),
            None => {
                halves.insert(g / 2, end.result);
            }
        }
        if let Some(file) = record.as_mut() {
            let winner = match end.winner {
                Some(Color::Black) => "black",
                Some(Color::White) => "white",
                None => "draw",
            };
            if let Err(e) = writeln!(file, "{winner} {}", end.moves) {
                eprintln!("loa: --record: {e}");
            }
        }
        let llr = sprt.map(|s| s.llr_pentanomial(&pairs));
        if !quiet {
            let word = match end.result {
                1 => "a wins",
                0 => "draw",
                _ => "b wins",
            };
            let how = match &end.forfeit {
                Some(why) => format!(": {why}"),
                None => format!(" in {} plies", end.plies),
            };
            let llr = llr.map_or_else(String::new, |l| format!(", llr {l:.2}"));
            println!("game {}: {word}{how}; {tally}{llr}", g + 1);
        }
        verdict = sprt.zip(llr).and_then(|(s, l)| s.verdict(l));
        verdict.is_none()
    });
    println!("{tally}");
    if let Some(s) = sprt {
        println!("{}", s.report(&pairs, &tally, verdict));
    }
    println!("{wins}");
    played.map_err(|e| CliError::input(format!("the match stopped after {} games: {e}", tally.games())))
}
