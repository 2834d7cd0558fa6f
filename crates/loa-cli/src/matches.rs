//! `loa match` (alias `selfplay`): two engine settings play each other from varied openings,
//! each opening with both colours; prints wins, draws, losses and the Elo difference with its
//! 95% error margin.

use std::ops::RangeInclusive;

use loa_core::budget::Limits;

use loa_core::engine::{level_settings, Engine, LEVEL_COUNT};

use loa_core::eval::{EvalWeights, TERM_NAMES};

use loa_core::record::write_move_list;
use loa_core::search::{SearchOptions, MAX_DEPTH};
use loa_core::{Color, Move, Position, Rng, Rules, Variant};

use crate::args::{out_of_range, Args, CliError, CliResult, MAX_TIME_MS};
use crate::bestmove::WallClock;
use crate::external::{External, ExternalError};

/// One side of a match: limits, randomness, evaluation weights and search switches.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Player {
    pub limits: Limits,
    pub margin: i32,
    pub weights: EvalWeights,
    pub options: SearchOptions,
}

impl Player {
    pub fn level(level: u8) -> Player {
        let s = level_settings(level);
        Player {
            limits: s.limits(),
            margin: s.margin,
            weights: EvalWeights::DEFAULT,
            options: SearchOptions::default(),
        }
    }

    /// `LEVEL`, or `key=value` pairs: `level=N` (start from a level), `depth=`, `time=` (ms),
    /// `nodes=`, `margin=`, the evaluation terms (`conc=`, `mob=`, ...), and the switches
    /// `null=`, `lmr=`, `fut=`, `futm=`, `asp=`, `lmp=`, `capbonus=` (capture ordering bonus), `lmrdiv=`,
    /// `nullr=`, `lmpbase=`, `lmpfactor=`, `win=` (look for a connection at the horizon)
    /// and `q=` (quiescence plies).
    pub fn parse(text: &str) -> Result<Player, String> {
        if let Ok(level) = text.trim().parse::<u8>() {
            return if (1..=LEVEL_COUNT).contains(&level) {
                Ok(Player::level(level))
            } else {
                Err(format!("level {level}: levels run from 1 to {LEVEL_COUNT}"))
            };
        }
        let mut p = Player {
            limits: Limits::default(),
            margin: 0,
            weights: EvalWeights::DEFAULT,
            options: SearchOptions::default(),
        };
        for part in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            let (key, value) = part.split_once('=').ok_or_else(|| format!("{part:?}: expected KEY=VALUE"))?;
            // Every value is a whole number in its own range, checked before it is narrowed.
            let whole = |range: RangeInclusive<i64>| match value.trim().parse::<i64>() {
                Ok(n) if range.contains(&n) => Ok(n),
                _ => Err(out_of_range(part, &range)),
            };
            let int = |range: RangeInclusive<i64>| whole(range).map(|n| i32::try_from(n).unwrap_or_default());
            let any_i32 = || int(i64::from(i32::MIN)..=i64::from(i32::MAX));
            let flag = || whole(0..=1).map(|n| n == 1);
            // 0 for a limit means none.
            let limit = |max: i64| whole(0..=max).map(|n| u64::try_from(n).ok().filter(|&n| n > 0));
            let plies = |max: u32| int(0..=i64::from(max)).map(|n| u32::try_from(n).unwrap_or_default());
            match key.trim() {
                "level" => {
                    let l = whole(1..=i64::from(LEVEL_COUNT))?;
                    let base = Player::level(u8::try_from(l).unwrap_or(1));
                    p.limits = base.limits;
                    p.margin = base.margin;
                }
                "depth" => {
                    p.limits.depth = limit(i64::from(MAX_DEPTH))?.map(|d| u32::try_from(d).unwrap_or(MAX_DEPTH));
                }
                "time" | "time-ms" => p.limits.time_ms = limit(i64::try_from(MAX_TIME_MS).unwrap_or(i64::MAX))?,
                "nodes" => p.limits.nodes = limit(i64::MAX)?,
                "margin" => p.margin = any_i32()?,
                "null" => p.options.null_move = flag()?,
                "lmr" => p.options.lmr = flag()?,
                "fut" => p.options.futility = flag()?,
                "futm" => p.options.futility_margin = any_i32()?,
                "asp" => p.options.aspiration = flag()?,
                "q" => p.options.qsearch_plies = plies(MAX_DEPTH)?,
                "win" => p.options.win_check = flag()?,
                "solver" => p.options.solver = flag()?,
                "lmp" => p.options.lmp = flag()?,
                "capbonus" => p.options.capture_bonus = any_i32()?,
                "lmrdiv" => p.options.lmr_divisor = plies(1_000_000)?.max(1),
                "nullr" => p.options.null_reduction = int(0..=i64::from(MAX_DEPTH))?,
                "lmpbase" => p.options.lmp_base = any_i32()?,
                "lmpfactor" => p.options.lmp_factor = any_i32()?,
                term => {
                    if !TERM_NAMES.contains(&term) {
                        return Err(format!("unknown setting {term:?}"));
                    }
                    p.weights.set(term, any_i32()?);
                }
            }
        }
        if p.limits == Limits::default() {
            return Err(format!("{text:?}: give a depth=, time= or nodes= limit (or a level)"));
        }
        Ok(p)
    }

    fn engine(&self, hash_mb: usize) -> Engine {
        let mut e = Engine::new(hash_mb);
        e.set_weights(self.weights);
        e.set_options(self.options);
        e
    }
}

/// Wins, draws and losses from the first player's point of view.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Tally {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Tally {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The score share, 0..=1.
    pub fn score(&self) -> f64 {
        (f64::from(self.wins) + 0.5 * f64::from(self.draws)) / f64::from(self.games().max(1))
    }

    /// The Elo difference and its 95% margin (from the per-game score variance).
    pub fn elo(&self) -> (f64, f64) {
        let n = f64::from(self.games().max(1));
        let s = self.score();
        let var = (f64::from(self.wins) * (1.0 - s).powi(2)
            + f64::from(self.draws) * (0.5 - s).powi(2)
            + f64::from(self.losses) * s.powi(2))
            / n;
        let sigma = (var / n).sqrt();
        let elo = |p: f64| {
            let p = p.clamp(1e-3, 1.0 - 1e-3);
            -400.0 * (1.0 / p - 1.0).log10()
        };
        let (lo, hi) = (elo(s - 1.96 * sigma), elo(s + 1.96 * sigma));
        (elo(s), (hi - lo) / 2.0)
    }
}

impl std::fmt::Display for Tally {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "W {} D {} L {} ({} games, score {:.1}%), ",
            self.wins,
            self.draws,
            self.losses,
            self.games(),
            100.0 * self.score()
        )?;
        let n = self.games();
        if n > 0 && (self.wins == n || self.losses == n) {
            // A clean sweep has no finite Elo: give the one-sided 95% bound instead.
            let p = 0.05f64.powf(1.0 / f64::from(n));
            let bound = 400.0 * (p / (1.0 - p)).log10();
            return if self.wins == n {
                write!(f, "Elo > {bound:+.0} (95%)")
            } else {
                write!(f, "Elo < {:+.0} (95%)", -bound)
            };
        }
        let (elo, margin) = self.elo();
        write!(f, "Elo {elo:+.0} ± {margin:.0}")
    }
}

/// The most games one `loa match` plays.
pub const MAX_GAMES: u32 = 1_000_000;

/// The longest random opening `--opening-plies` accepts: random games rarely last longer, and
/// `opening` retries until one does.
pub const MAX_OPENING_PLIES: u32 = 100;

/// A deterministic opening: `plies` random legal moves from the start that do not end the game.
pub fn opening(variant: Variant, rules: Rules, plies: u32, seed: u64) -> Position {
    let mut rng = Rng::new(seed);
    'retry: loop {
        let mut pos = Position::with_rules(variant, rules);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            let m = moves[rng.index(moves.len())];
            pos.play_unchecked(m);
            if pos.is_game_over() {
                continue 'retry;
            }
        }
        return pos;
    }
}

/// Longest game before it is called a draw (only when the rules set no move limit).
const MAX_GAME_PLIES: usize = 400;

/// One side of a match: an engine in this process, or one in another that speaks
/// `loa engine`'s protocol (`--engine-a`, `--engine-b`).
#[derive(Debug)]
pub enum Side {
    Internal(Player, Box<Engine>),
    External(External),
}

impl Side {
    /// `player` in this process.
    pub fn internal(player: Player, hash_mb: usize) -> Side {
        Side::Internal(player, Box::new(player.engine(hash_mb)))
    }

    fn new_game(&mut self) -> Result<(), ExternalError> {
        match self {
            Side::Internal(_, e) => {
                e.new_game();
                Ok(())
            }
            Side::External(x) => x.new_game(),
        }
    }

    /// The side's move; `Ok(Err(text))` for an answer that is not a legal move (a forfeit).
    fn best_move(
        &mut self,
        pos: &Position,
        seed: u64,
        clock: &WallClock,
    ) -> Result<Result<Move, String>, ExternalError> {
        match self {
            Side::Internal(p, e) => {
                let r = e.search_with_margin(pos, p.limits, p.margin, seed, clock, &mut |_| {});
                Ok(r.best.ok_or_else(|| "none".to_string()))
            }
            Side::External(x) => x.best_move(pos),
        }
    }
}

/// How one game ended, for the first player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GameEnd {
    /// +1, 0 or -1 for the first player.
    pub result: i32,
    pub plies: usize,
    /// A side that answered with something other than a legal move lost: what it sent.
    pub forfeit: Option<String>,
    /// The game's moves from the start, as a numbered move list.
    pub moves: String,
    /// The colour that won (a forfeit included); `None` for a draw.
    pub winner: Option<Color>,
}

/// Plays one game from `start`; `a_color` is the first player's colour.
///
/// # Errors
/// An external engine went away or did not answer in time.
pub fn play_game(
    a: &mut Side,
    b: &mut Side,
    start: &Position,
    a_color: Color,
    seed: u64,
) -> Result<GameEnd, ExternalError> {
    let clock = WallClock::new();
    let mut pos = start.clone();
    a.new_game()?;
    b.new_game()?;
    let mut ply = 0;
    while !pos.is_game_over() && ply < MAX_GAME_PLIES {
        let a_moves = pos.turn() == a_color;
        let side = if a_moves { &mut *a } else { &mut *b };
        match side.best_move(&pos, seed.wrapping_add(ply as u64), &clock)? {
            Ok(m) => pos.play_unchecked(m),
            Err(text) => {
                let who = if a_moves { "a" } else { "b" };
                let result = if a_moves { -1 } else { 1 };
                let forfeit = Some(format!("{who} answered {text:?} in {pos}"));
                let winner = Some(if a_moves { !a_color } else { a_color });
                return Ok(GameEnd { result, plies: ply, forfeit, moves: write_move_list(&pos), winner });
            }
        }
        ply += 1;
    }
    let winner = pos.outcome().and_then(|o| o.winner());
    let result = match winner {
        Some(c) if c == a_color => 1,
        Some(_) => -1,
        None => 0,
    };
    Ok(GameEnd { result, plies: ply, forfeit: None, moves: write_move_list(&pos), winner })
}

/// Plays `games` games (pairs of openings with colours swapped) between two settings in this
/// process and returns the tally for `a`. `report` is called after each game.
#[allow(clippy::too_many_arguments)]
pub fn run_match(
    a: Player,
    b: Player,
    games: u32,
    variant: Variant,
    rules: Rules,
    opening_plies: u32,
    seed: u64,
    hash_mb: usize,
    report: &mut dyn FnMut(u32, &GameEnd, &Tally),
) -> Tally {
    let mut a = Side::internal(a, hash_mb);
    let mut b = Side::internal(b, hash_mb);
    let mut tally = Tally::default();
    // Engines in this process never fail.
    let _ = run_sides(&mut a, &mut b, games, variant, rules, opening_plies, seed, &mut tally, report);
    tally
}

/// [`run_match`] for any two sides, adding to `tally`.
///
/// # Errors
/// An external engine went away or did not answer in time (`tally` holds the games before).
#[allow(clippy::too_many_arguments)]
pub fn run_sides(
    a: &mut Side,
    b: &mut Side,
    games: u32,
    variant: Variant,
    rules: Rules,
    opening_plies: u32,
    seed: u64,
    tally: &mut Tally,
    report: &mut dyn FnMut(u32, &GameEnd, &Tally),
) -> Result<(), ExternalError> {
    for g in 0..games {
        let start = opening(variant, rules, opening_plies, seed.wrapping_add(u64::from(g / 2)));
        let a_color = if g % 2 == 0 { Color::Black } else { Color::White };
        let end = play_game(a, b, &start, a_color, seed ^ u64::from(g).wrapping_mul(7919))?;
        match end.result {
            1 => tally.wins += 1,
            0 => tally.draws += 1,
            _ => tally.losses += 1,
        }
        report(g + 1, &end, tally);
    }
    Ok(())
}

/// A side from `--a`/`--b` and, if given, `--engine-a`/`--engine-b`: with an engine command
/// only a level or the limits apply (the other settings are that engine's own).
fn side(
    name: &str,
    settings: &str,
    command: Option<String>,
    variant: Variant,
    rules: Rules,
    hash_mb: usize,
) -> Result<Side, CliError> {
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

/// `loa match --a LEVEL|SETTINGS --b LEVEL|SETTINGS [--engine-a CMD] [--engine-b CMD] --games N
/// [--variant V] [--rules R] [--opening-plies K] [--seed S] [--hash MB] [--quiet] [--record FILE]`
///
/// `--record` appends each game to FILE as a line: the winner (`black`, `white` or `draw`),
/// then the moves from the start (what `loa tune --texel` learns from).
pub fn run(args: &mut Args) -> CliResult {
    let a = args.option("a")?.ok_or_else(|| CliError::new("match needs --a LEVEL|SETTINGS"))?;
    let b = args.option("b")?.ok_or_else(|| CliError::new("match needs --b LEVEL|SETTINGS"))?;
    let engine_a = args.option("engine-a")?;
    let engine_b = args.option("engine-b")?;
    let games = args.number("games", 1..=MAX_GAMES)?.unwrap_or(20);
    let variant = args.parsed::<Variant>("variant")?.unwrap_or_default();
    let rules = args.parsed::<Rules>("rules")?.unwrap_or_default();
    let opening_plies = args.number("opening-plies", 0..=MAX_OPENING_PLIES)?.unwrap_or(4);
    if let Some(limit) = rules.move_limit.filter(|l| opening_plies >= u32::from(l.get())) {
        // Every opening would end the game: `opening` would look for one forever.
        return Err(CliError::new(format!("--opening-plies {opening_plies}: must be below the move limit ({limit})")));
    }
    let seed = args.number("seed", 0..=u64::MAX)?.unwrap_or(1);
    let hash_mb = args.hash_mb(16)?;
    let quiet = args.flag("quiet");
    let mut record = match args.option("record")? {
        Some(path) => Some(
            std::fs::OpenOptions::new()
                .create(true)
                .append(true)
                .open(&path)
                .map_err(|e| CliError::input(format!("--record {path}: {e}")))?,
        ),
        None => None,
    };
    args.finish()?;
    let mut a = side("a", &a, engine_a, variant, rules, hash_mb)?;
    let mut b = side("b", &b, engine_b, variant, rules, hash_mb)?;
    let mut tally = Tally::default();
    let played = run_sides(&mut a, &mut b, games, variant, rules, opening_plies, seed, &mut tally, &mut |g, end, t| {
        if let Some(file) = record.as_mut() {
            use std::io::Write;
            let winner = match end.winner {
                Some(Color::Black) => "black",
                Some(Color::White) => "white",
                None => "draw",
            };
            if let Err(e) = writeln!(file, "{winner} {}", end.moves) {
                eprintln!("loa: --record: {e}");
            }
        }
        if !quiet {
            let word = match end.result {
                1 => "a wins",
                0 => "draw",
                _ => "b wins",
            };
            let plies = end.plies;
            match &end.forfeit {
                Some(why) => println!("game {g}: {word}: {why}; {t}"),
                None => println!("game {g}: {word} in {plies} plies; {t}"),
            }
        }
    });
    println!("{tally}");
    played.map_err(|e| CliError::input(format!("the match stopped after {} games: {e}", tally.games())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parse_players() {
        assert_eq!(Player::parse("3").unwrap(), Player::level(3));
        let p = Player::parse("depth=4,null=0,conc=50").unwrap();
        assert_eq!(p.limits.depth, Some(4));
        assert!(!p.options.null_move);
        assert_eq!(p.weights.get("conc"), Some(50));
        assert!(Player::parse("bogus=1,depth=2").is_err());
        assert!(Player::parse("null=0").is_err(), "no limit");
        assert!(Player::parse("99").is_err());
        assert_eq!(Player::parse("level=5,depth=0,time=100").unwrap().limits.depth, None);
        for bad in ["depth=65", "margin=99999999999", "conc=-3000000000", "null=2", "q=1000", "depth=x"] {
            let e = Player::parse(&format!("depth=2,{bad}")).unwrap_err();
            assert!(e.starts_with(&format!("{bad}: expected a whole number from")), "{e}");
        }
    }

    #[test]
    fn elo_of_even_and_lopsided() {
        let even = Tally { wins: 5, draws: 0, losses: 5 };
        assert!(even.elo().0.abs() < 1e-9);
        let strong = Tally { wins: 15, draws: 2, losses: 3 };
        assert!(strong.elo().0 > 150.0);
    }
}
