//! `loa tune`: tunes the evaluation weights by self-play with SPSA (simultaneous perturbation
//! stochastic approximation). Each iteration perturbs every chosen weight by ±step at random,
//! plays the "+" weights against the "−" weights from varied openings (both colours), and moves
//! the weights toward the side that scored better. Prints the weights after every iteration in
//! the `SETTINGS` form that `loa match` reads, so a result can be checked by a match at once.

use loa_core::eval::{EvalWeights, TERM_NAMES};
use loa_core::{Rng, Rules, Variant};

use crate::args::{Args, CliError, CliResult};
use crate::matches::{run_match, Player};

/// `loa tune [--base SETTINGS] [--iterations K] [--pairs P] [--terms conc,cent,...] [--step C]
/// [--rate A] [--seed S]`, or `loa tune --texel FILE [--base SETTINGS] [--terms ...]
/// [--skip PLIES] [--steps N]` to fit the weights to recorded games (see [`crate::texel`]).
pub fn run(args: &mut Args) -> CliResult {
    let texel = args.option("texel")?;
    let base = args.option("base")?.unwrap_or_else(|| "depth=3".to_string());
    let base = Player::parse(&base).map_err(|e| CliError::new(format!("--base: {e}")))?;
    let iterations = args.number("iterations", 1..=100_000u32)?.unwrap_or(20);
    let pairs = args.number("pairs", 1..=100_000u32)?.unwrap_or(8);
    // Weights are whole score units: steps and rates beyond these only saturate them.
    let step = args.real("step", 0.01..=1000.0)?.unwrap_or(4.0);
    let rate = args.real("rate", 0.001..=1000.0)?.unwrap_or(1.0);
    let seed = args.number("seed", 0..=u64::MAX)?.unwrap_or(7);
    let variant = args.parsed::<Variant>("variant")?.unwrap_or_default();
    let terms: Vec<usize> = match args.option("terms")? {
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
    if let Some(path) = texel {
        let skip = args.number("skip", 0..=1000usize)?.unwrap_or(8);
        let steps = args.number("steps", 1..=100_000u32)?.unwrap_or(300);
        args.finish()?;
        return crate::texel::run(&path, base.weights, &terms, variant, skip, steps);
    }
    args.finish()?;

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
        let tally = run_match(plus, minus, games, variant, Rules::default(), 4, match_seed, 16, &mut |_, _, _| {});
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
