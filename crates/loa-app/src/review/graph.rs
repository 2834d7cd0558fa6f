//! The evaluation graph: Black's chances after each move as a filled curve (Black's share below
//! it), the even line, a stroke at each marked move and one at the position shown; under it, its
//! axis: each mark's symbol (`??`, `?`, with its words as a title) above its stroke, and move
//! numbers. Built as SVG strings from Rust: the curve's `viewBox` is `0 0 1000 100`, stretched
//! to the page's width, so a click at a fraction `f` of the width is position
//! `round(f × plies)` ([`ply_at`]); the axis places its words in percent of the width, so they
//! are never stretched.

use crate::tenths::Tenths;
use std::fmt::Write;

use loa_core::Color;

use super::{chance, Eval, Judgement, MoveJudged};
use crate::game::numbering::move_number;

/// The graph's width in SVG units.
pub const WIDTH: f64 = 1000.0;

/// Black's chances in each position evaluated so far (`evals[i]`: after `i` moves), `None`
/// where not yet known.
#[must_use]
pub fn black_chances(evals: &[Option<Eval>], start_turn: Color) -> Vec<Option<f64>> {
    evals
        .iter()
        .enumerate()
        .map(|(i, e)| {
            let to_move = if i % 2 == 0 { start_turn } else { !start_turn };
            e.map(|e| if to_move == Color::Black { chance(e.score) } else { 1.0 - chance(e.score) })
        })
        .collect()
}

fn x_of(ply: usize, plies: usize) -> Tenths {
    Tenths::of(if plies == 0 { 0.0 } else { ply as f64 * WIDTH / plies as f64 })
}

/// The SVG for a game of `plies` moves: `chances` per position, `judged` per move, `shown` the
/// position on the board.
#[must_use]
pub fn svg(chances: &[Option<f64>], judged: &[Option<MoveJudged>], plies: usize, shown: usize, label: &str) -> String {
    let mut out = String::new();
    let known: Vec<(usize, f64)> = chances.iter().enumerate().filter_map(|(i, c)| c.map(|c| (i, c))).collect();
    let _ = write!(
        out,
        r#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 100" preserveAspectRatio="none" role="img" data-plies="{plies}" data-points="{}"><title>{}</title><rect class="graph-white" x="0" y="0" width="1000" height="100"/>"#,
        known.len(),
        escape(label)
    );
    if let (Some(&(first, _)), Some(&(last, _))) = (known.first(), known.last()) {
        let _ = write!(out, r#"<path class="graph-black" d="M{},100"#, x_of(first, plies));
        for &(i, c) in &known {
            let _ = write!(out, " L{},{}", x_of(i, plies), Tenths::of((1.0 - c) * 100.0));
        }
        let _ = write!(out, r#" L{},100 Z"/>"#, x_of(last, plies));
    }
    out.push_str(r#"<line class="graph-even" x1="0" y1="50" x2="1000" y2="50" vector-effect="non-scaling-stroke"/>"#);
    for (i, j) in judged.iter().enumerate() {
        let Some(judgement) = j.and_then(|j| j.judgement) else { continue };
        if judgement == Judgement::Inaccuracy {
            continue;
        }
        let x = x_of(i + 1, plies);
        let _ = write!(
            out,
            r#"<line class="graph-mark graph-{}" data-ply="{}" x1="{x}" y1="0" x2="{x}" y2="100" vector-effect="non-scaling-stroke"/>"#,
            judgement.name(),
            i + 1
        );
    }
    let x = x_of(shown.min(plies), plies);
    let _ = write!(
        out,
        r#"<line class="graph-now" x1="{x}" y1="0" x2="{x}" y2="100" vector-effect="non-scaling-stroke"/></svg>"#
    );
    out
}

/// A label of the axis: where (percent of the width), the words, and a mark's class and title.
#[derive(Debug, Clone, PartialEq)]
pub struct Label {
    pub percent: f64,
    pub text: String,
    /// A mark's judgement (`mistake`, `blunder`) and its words; `None`: a move number.
    pub mark: Option<(&'static str, String)>,
}

/// The move numbers the axis shows for a game of `plies` half-moves that `first` opened, as the
/// move list numbers them: every `step` moves (1, 2, 5, 10, 20, 50 or 100: at most six numbers),
/// each at the first position of that number (percent of the width).
#[must_use]
pub fn move_numbers(plies: usize, first: Color) -> Vec<(usize, f64)> {
    let moves = move_number(plies, first);
    let step = [1, 2, 5, 10, 20, 50, 100].into_iter().find(|s| moves / s <= 6).unwrap_or(moves.max(1));
    (1..=plies)
        .filter(|&p| {
            let n = move_number(p, first);
            n % step == 0 && move_number(p - 1, first) != n
        })
        .map(|p| (move_number(p, first), p as f64 * 100.0 / plies as f64))
        .collect()
}

/// The axis under the curve: `labels` (see [`Label`]), marks on the first line, move numbers on
/// the second.
#[must_use]
pub fn axis(labels: &[Label]) -> String {
    let mut out = String::from(
        r#"<svg class="graph-axis" xmlns="http://www.w3.org/2000/svg" width="100%" height="28" aria-hidden="true">"#,
    );
    for label in labels {
        // Kept inside the edges.
        let anchor = match label.percent {
            p if p < 3.0 => "start",
            p if p > 97.0 => "end",
            _ => "middle",
        };
        let x = Tenths::of(label.percent);
        match &label.mark {
            Some((class, title)) => {
                let _ = write!(
                    out,
                    r#"<text class="graph-label graph-{class}" x="{x}%" y="11" text-anchor="{anchor}"><title>{}</title>{}</text>"#,
                    escape(title),
                    escape(&label.text)
                );
            }
            None => {
                let _ = write!(
                    out,
                    r#"<text class="graph-number" x="{x}%" y="25" text-anchor="{anchor}">{}</text>"#,
                    escape(&label.text)
                );
            }
        }
    }
    out.push_str("</svg>");
    out
}

/// The position under a click at `fraction` (0 = left edge, 1 = right edge) of the graph's width.
#[must_use]
pub fn ply_at(fraction: f64, plies: usize) -> usize {
    if !fraction.is_finite() {
        return 0;
    }
    let ply = (fraction.clamp(0.0, 1.0) * plies as f64).round();
    (ply as usize).min(plies)
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_curve_follows_blacks_chances_and_marks_the_bad_moves() {
        // Black to move at the start: +300 for Black (97.4 % at SCALE 100), then +300 for White.
        let evals = [Some(Eval { score: 300, best: None }), Some(Eval { score: 300, best: None }), None];
        let chances = black_chances(&evals, Color::Black);
        assert!(chances[0].unwrap() > 0.8);
        assert!(chances[1].unwrap() < 0.2);
        assert_eq!(chances[2], None);
        let blunder = MoveJudged { loss: 0.6, judgement: Some(Judgement::Blunder), better: None };
        let svg = svg(&chances, &[Some(blunder), None], 2, 1, "a <graph>");
        assert!(svg.contains(r#"data-points="2""#), "{svg}");
        assert!(svg.contains(r#"<path class="graph-black" d="M0.0,100 L0.0,2.6 L500.0,97.4 L500.0,100 Z"/>"#), "{svg}");
        assert!(svg.contains(r#"class="graph-mark graph-blunder" data-ply="1" x1="500.0""#), "{svg}");
        assert!(svg.contains(r#"class="graph-now" x1="500.0""#), "{svg}");
        assert!(svg.contains("<title>a &lt;graph&gt;</title>"));
        // Nothing known yet: no curve, still a graph.
        assert!(!super::svg(&[None, None], &[None], 1, 0, "").contains("<path"));
    }

    #[test]
    fn the_axis_numbers_moves_and_labels_the_marks_unstretched() {
        assert_eq!(move_numbers(0, Color::Black), []);
        assert_eq!(move_numbers(3, Color::Black), [(1, 100.0 / 3.0), (2, 100.0)]);
        assert_eq!(move_numbers(3, Color::White), [(1, 100.0 / 3.0), (2, 200.0 / 3.0)], "1… then 2");
        let numbers: Vec<usize> = move_numbers(60, Color::Black).iter().map(|&(m, _)| m).collect();
        assert_eq!(numbers, [5, 10, 15, 20, 25, 30]);
        let long = move_numbers(216, Color::Black);
        assert!(long.len() <= 6 && long.iter().all(|&(_, p)| p <= 100.0), "{long:?}");
        let labels = [
            Label { percent: 1.0, text: "1".into(), mark: None },
            Label { percent: 50.0, text: "??".into(), mark: Some(("blunder", "b1-b3 was <bad>".into())) },
        ];
        let svg = axis(&labels);
        assert!(svg.contains(r#"<text class="graph-number" x="1.0%" y="25" text-anchor="start">1</text>"#), "{svg}");
        assert!(svg.contains(r#"class="graph-label graph-blunder" x="50.0%" y="11" text-anchor="middle"><title>b1-b3 was &lt;bad&gt;</title>??</text>"#), "{svg}");
        assert!(!svg.contains("viewBox"), "percent of the width: never stretched");
    }

    #[test]
    fn clicks_map_to_positions() {
        assert_eq!(ply_at(0.0, 60), 0);
        assert_eq!(ply_at(0.5, 60), 30);
        assert_eq!(ply_at(0.99, 60), 59);
        assert_eq!(ply_at(1.4, 60), 60);
        assert_eq!(ply_at(-1.0, 60), 0);
        assert_eq!(ply_at(f64::NAN, 60), 0);
        assert_eq!(ply_at(0.7, 0), 0);
    }
}
