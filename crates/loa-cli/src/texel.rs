//! `loa tune --texel FILE`: fits the evaluation weights to game results (Texel's method).
//! Every position of the recorded games (from `loa match --record`) past the opening is a
//! sample: its terms (the side to move's minus the opponent's) and the game's result for the
//! side to move. The evaluation's scale is fitted first (the `k` that makes today's weights
//! predict the results best), then the chosen weights are moved by gradient descent to lower
//! the mean squared error between the predicted and the real results, at that scale, so the
//! search's margins keep their meaning.

use loa_core::eval::{side_terms, EvalWeights, TERMS, TERM_NAMES};
use loa_core::record::{self, Format};
use loa_core::{Color, Position, Variant};

use crate::args::CliError;

/// One position: the terms, side to move minus opponent (the tempo term is 1), and the result
/// for the side to move (1 win, 0.5 draw, 0 loss).
#[derive(Debug, Clone, Copy)]
pub struct Sample {
    pub terms: [f64; TERMS],
    pub result: f64,
}

/// The index of the tempo term (the side to move's bonus).
const TEMPO: usize = TERMS - 1;

/// Reads `loa match --record` lines (`black|white|draw MOVES`) and makes samples of every
/// position from ply `skip` on, before the game's end.
///
/// # Errors
/// A line whose winner word or moves cannot be read (its number says which).
pub fn samples(text: &str, variant: Variant, skip: usize) -> Result<Vec<Sample>, CliError> {
    let every = EvalWeights([1; TERMS]);
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let bad = |why: String| CliError::input(format!("line {}: {why}", i + 1));
        let (word, moves) = line.trim().split_once(' ').unwrap_or((line.trim(), ""));
        let winner = match word {
            "black" => Some(Color::Black),
            "white" => Some(Color::White),
            "draw" => None,
            other => return Err(bad(format!("expected black, white or draw first, not {other:?}"))),
        };
        let game = record::read(moves, Position::new(variant), Format::MoveList)
            .into_position()
            .map_err(|e| bad(e.to_string()))?;
        let mut pos = Position::new(variant);
        for m in game.moves_played() {
            if pos.ply() >= skip && !pos.is_game_over() {
                let us = pos.turn();
                let (a, b) = (side_terms(&pos, us, &every), side_terms(&pos, !us, &every));
                let mut terms = [0.0; TERMS];
                for (j, t) in terms.iter_mut().enumerate() {
                    *t = f64::from(a.0[j] - b.0[j]);
                }
                terms[TEMPO] = 1.0;
                let result = match winner {
                    Some(c) if c == us => 1.0,
                    Some(_) => 0.0,
                    None => 0.5,
                };
                out.push(Sample { terms, result });
            }
            pos.play_unchecked(m);
        }
    }
    Ok(out)
}

/// The evaluation of a sample with real-valued weights (the engine's scale: terms times
/// weights over 16).
fn eval(s: &Sample, w: &[f64; TERMS]) -> f64 {
    s.terms.iter().zip(w).map(|(t, w)| t * w).sum::<f64>() / 16.0
}

/// The predicted result of an evaluation at scale `k`.
fn sigmoid(v: f64, k: f64) -> f64 {
    1.0 / (1.0 + (-k * v / 100.0).exp())
}

/// The mean squared error of the predictions.
#[must_use]
pub fn error(samples: &[Sample], w: &[f64; TERMS], k: f64) -> f64 {
    let sum: f64 = samples.iter().map(|s| (s.result - sigmoid(eval(s, w), k)).powi(2)).sum();
    sum / samples.len().max(1) as f64
}

/// The scale that fits `w` best (golden-section search on 0.01..10).
#[must_use]
pub fn fit_scale(samples: &[Sample], w: &[f64; TERMS]) -> f64 {
    let (mut lo, mut hi) = (0.01f64, 10.0f64);
    let g = (5f64.sqrt() - 1.0) / 2.0;
    for _ in 0..60 {
        let (a, b) = (hi - g * (hi - lo), lo + g * (hi - lo));
        if error(samples, w, a) < error(samples, w, b) {
            hi = b;
        } else {
            lo = a;
        }
    }
    (lo + hi) / 2.0
}

/// Gradient descent (Adam) on the weights in `free`, `steps` full passes.
#[must_use]
pub fn fit_weights(samples: &[Sample], start: [f64; TERMS], k: f64, free: &[usize], steps: u32) -> [f64; TERMS] {
    let mut w = start;
    let (mut m, mut v) = ([0.0; TERMS], [0.0; TERMS]);
    let (b1, b2, rate) = (0.9f64, 0.999f64, 0.5f64);
    let n = samples.len().max(1) as f64;
    for t in 1..=steps {
        let mut grad = [0.0; TERMS];
        for s in samples {
            let p = sigmoid(eval(s, &w), k);
            // d/dw of (r - p)²: -2 (r - p) p (1 - p) k / 100 · term / 16
            let g = -2.0 * (s.result - p) * p * (1.0 - p) * k / 1600.0;
            for (gj, tj) in grad.iter_mut().zip(&s.terms) {
                *gj += g * tj;
            }
        }
        for &j in free {
            let g = grad[j] / n;
            m[j] = b1 * m[j] + (1.0 - b1) * g;
            v[j] = b2 * v[j] + (1.0 - b2) * g * g;
            let mh = m[j] / (1.0 - b1.powi(t as i32));
            let vh = v[j] / (1.0 - b2.powi(t as i32));
            w[j] -= rate * mh / (vh.sqrt() + 1e-12);
        }
    }
    w
}

/// `loa tune --texel FILE`: prints the scale, the error before and after, and the fitted
/// weights in the `SETTINGS` form `loa match` reads.
///
/// # Errors
/// The file cannot be read or holds a line that is not a recorded game.
pub fn run(
    path: &str,
    base: EvalWeights,
    free: &[usize],
    variant: Variant,
    skip: usize,
    steps: u32,
) -> Result<(), CliError> {
    let text = std::fs::read_to_string(path).map_err(|e| CliError::input(format!("--texel {path}: {e}")))?;
    let samples = samples(&text, variant, skip).map_err(|e| CliError::input(format!("--texel {path}: {e}")))?;
    if samples.is_empty() {
        return Err(CliError::input(format!("--texel {path}: no positions past ply {skip}")));
    }
    let start: [f64; TERMS] = core::array::from_fn(|i| f64::from(base.0[i]));
    let k = fit_scale(&samples, &start);
    println!("samples {} scale {k:.4} error {:.6}", samples.len(), error(&samples, &start, k));
    let w = fit_weights(&samples, start, k, free, steps);
    println!("fitted error {:.6}", error(&samples, &w, k));
    let names: Vec<String> = free.iter().map(|&j| format!("{}={:.1}", TERM_NAMES[j], w[j])).collect();
    println!("exact {}", names.join(","));
    let done = EvalWeights(core::array::from_fn(|i| w[i].round() as i32));
    println!("final {done}");
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn learns_which_side_wins() {
        // Two short games: the winner's positions come out ahead once the weights are fitted.
        let text = "black 1. b1-b3 h4-f2 2. d1xa4 h2-e2\nwhite 1. b1-b3 h4-f2 2. d1xa4 h2-e2\ndraw 1. c1-c3";
        let s = samples(text, Variant::Standard, 0).unwrap();
        assert_eq!(s.len(), 9);
        assert!(s.iter().all(|s| s.terms[TEMPO] == 1.0));
        assert_eq!(s[0].result, 1.0, "Black to move in a game Black won");
        assert_eq!(s[1].result, 0.0);
        assert_eq!(s[8].result, 0.5);
        assert!(samples("blue 1. b1-b3", Variant::Standard, 0).is_err());
        assert!(samples("black 1. b1-b4", Variant::Standard, 0).is_err());
    }

    #[test]
    fn descent_lowers_the_error() {
        // The result follows the first term: a fit gives it a positive weight.
        let mut samples = Vec::new();
        for i in 0..200 {
            let x = f64::from(i % 21 - 10);
            let mut terms = [0.0; TERMS];
            terms[0] = x;
            terms[TEMPO] = 1.0;
            samples.push(Sample {
                terms,
                result: if x > 0.0 {
                    1.0
                } else if x < 0.0 {
                    0.0
                } else {
                    0.5
                },
            });
        }
        let start = [0.0; TERMS];
        let w = fit_weights(&samples, start, 1.0, &[0], 200);
        assert!(w[0] > 10.0, "{w:?}");
        assert!(error(&samples, &w, 1.0) < error(&samples, &start, 1.0));
    }
}
