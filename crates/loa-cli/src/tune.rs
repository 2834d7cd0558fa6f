//! `loa tune`: tunes the evaluation weights by self-play with SPSA (simultaneous perturbation
//! stochastic approximation). Each iteration perturbs every chosen weight by ±step at random,
//! plays the "+" weights against the "−" weights from varied openings (both colours), and moves
//! the weights toward the side that scored better. Prints the weights after every iteration in
//! the `SETTINGS` form that `loa match` reads, so a result can be checked by a match at once.

use loa_core::eval::{EvalWeights, TERM_NAMES};
use loa_core::{Rng, Rules, Variant};

use crate::args::{real, text, whole, CliError, CliResult};
use crate::matches::{run_match, Player, Schedule};

/// `loa tune [--base SETTINGS] [--iterations K] [--pairs P] [--terms conc,cent,...] [--step C]
/// [--rate A] [--seed S]`, or `loa tune --texel FILE [--base SETTINGS] [--terms ...]
/// [--skip PLIES] [--steps N]` to fit the weights to recorded games (see [`crate::texel`]).
#[derive(Debug, clap::Args)]
pub struct TuneArgs {
    /// Fit the weights to the games recorded by `loa match --record FILE` instead of self-play
    #[arg(long, value_name = "FILE")]
    pub texel: Option<String>,
    /// The settings to start from, in `loa match` form
    #[arg(long, value_name = "SETTINGS", default_value = "depth=3")]
    pub base: String,
    /// SPSA iterations
    #[arg(long, value_name = "K", default_value_t = 20, value_parser = whole(1..=100_000u32))]
    pub iterations: u32,
    /// Pairs of games (both colours of an opening) an iteration
    #[arg(long, value_name = "P", default_value_t = 8, value_parser = whole(1..=100_000u32))]
    pub pairs: u32,
    /// The perturbation of a weight (whole score units: larger only saturates them)
    #[arg(long, value_name = "C", default_value_t = 4.0, value_parser = real(0.01..=1000.0))]
    pub step: f64,
    /// The learning rate
    #[arg(long, value_name = "A", default_value_t = 1.0, value_parser = real(0.001..=1000.0))]
    pub rate: f64,
    /// The seed of the perturbations and openings
    #[arg(long, value_name = "S", default_value_t = 7, value_parser = whole(0..=u64::MAX))]
    pub seed: u64,
    /// standard (default), scrambled-eggs or 6x6
    #[arg(long, value_name = "V", value_parser = text::<Variant>)]
    pub variant: Option<Variant>,
    /// The terms to tune, comma-separated (all by default)
    #[arg(long, value_name = "T,...")]
    pub terms: Option<String>,
    /// With --texel: plies of each game skipped (the openings are random)
    #[arg(long, value_name = "PLIES", requires = "texel", value_parser = whole(0..=1000usize))]
    pub skip: Option<usize>,
    /// With --texel: descent steps
    #[arg(long, value_name = "N", requires = "texel", value_parser = whole(1..=100_000u32))]
    pub steps: Option<u32>,
}

/// `loa tune`: the weights after every iteration, then the final ones.
pub fn run(args: &TuneArgs) -> CliResult {
    let base = Player::parse(&args.base).map_err(|e| CliError::new(format!("--base: {e}")))?;
    let TuneArgs { iterations, pairs, step, rate, seed, .. } = *args;
    let variant = args.variant.unwrap_or_default();
    let terms: Vec<usize> = match &args.terms {
        None => (0..TERM_NAMES.len()).collect(),
        Some(list) => list
            .split(',')
            .map(|t| {
                TERM_NAMES.iter().position(|n| *n == t.trim()).ok_or_else(|| {
                    CliError::new(format!("--terms: unknown term {t:?}; terms: {}", TERM_NAMES.join(",")))
                })
            })
            .collect::<Result<_, _>>()?,
    };
    if let Some(path) = &args.texel {
        let (skip, steps) = (args.skip.unwrap_or(8), args.steps.unwrap_or(300));
        return crate::texel::run(path, base.weights, &terms, variant, skip, steps);
    }

    let mut theta: Vec<f64> = base.weights.0.iter().map(|&w| f64::from(w)).collect();
    let mut rng = Rng::new(seed);
    let mut coin = move || rng.below(2) == 1;
    println!("start {}", base.weights);
    for k in 0..iterations {
        // Step sizes shrink slowly, as SPSA prescribes.
        let c = step / f64::from(k + 1).powf(0.101);
        let delta: Vec<f64> = (0..theta.len())
            .map(|i| {
                if terms.contains(&i) && coin() {
                    1.0
                } else if terms.contains(&i) {
                    -1.0
                } else {
                    0.0
                }
            })
            .collect();
        let weights = |sign: f64| {
            let mut w = EvalWeights::DEFAULT;
            for (i, t) in theta.iter().enumerate() {
                w.0[i] = (t + sign * c * delta[i]).round() as i32;
            }
            w
        };
        let plus = Player { weights: weights(1.0), ..base };
        let minus = Player { weights: weights(-1.0), ..base };
        let games = 2 * pairs;
        let match_seed = seed.wrapping_mul(1000).wrapping_add(u64::from(k));
        let schedule = Schedule { games, variant, rules: Rules::default(), opening_plies: 4, seed: match_seed };
        let tally = run_match(plus, minus, &schedule, 16);
        let r = (f64::from(tally.wins) - f64::from(tally.losses)) / f64::from(games);
        for (t, d) in theta.iter_mut().zip(&delta) {
            *t += rate * r * c * d;
        }
        let now = EvalWeights(core::array::from_fn(|i| theta[i].round() as i32));
        println!("iteration {} (+ vs −: {}): {now}", k + 1, tally);
    }
    let done = EvalWeights(core::array::from_fn(|i| theta[i].round() as i32));
    println!("final {done}");
    Ok(())
}
