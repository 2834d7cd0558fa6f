//! The analysis spread over engine workers. One worker searches the best lines (multi-PV).
//! Where the device has a core to spare, a second worker searches the main line alone: a
//! one-line search goes about a ply deeper in the same time than a search that must give every
//! line an exact score, so the evaluation, the best move and the depth shown come from it, and
//! the other lines from the first. (Sharing the root moves out instead, each worker searching
//! its share's best lines, was measured first and gave no depth: each share still needs its own
//! exact lines, and the best moves, which cost the most, are in some share.)
//!
//! Plain Rust, tested natively; the web crate starts the workers and hands their infos to
//! [`Spread::tell`].
//!
//! ```
//! use loa_app::analysis::spread::{workers_for, Spread};
//!
//! let spread = Spread::new(workers_for(8), 3);
//! assert_eq!(spread.lines(), [3, 1]);
//! assert_eq!(spread.merged(), None, "nothing said yet");
//! ```

use crate::protocol::{LineInfo, SearchInfo};

/// The most workers an analysis uses: the lines and the main line.
pub const MAX_WORKERS: usize = 2;

/// How many workers the analysis runs on a device with `cores` logical processors
/// (`navigator.hardwareConcurrency`; 0 when unknown): one core is left to the page, and at most
/// [`MAX_WORKERS`].
#[must_use]
pub fn workers_for(cores: u32) -> usize {
    usize::try_from(cores.saturating_sub(1)).unwrap_or(1).clamp(1, MAX_WORKERS)
}

/// One analysis on its workers: the lines each searches and what each said last.
#[derive(Debug, Clone, PartialEq)]
pub struct Spread {
    lines: usize,
    told: Vec<Option<SearchInfo>>,
}

impl Spread {
    /// An analysis showing `lines` lines on `workers` workers (1 or [`MAX_WORKERS`]).
    #[must_use]
    pub fn new(workers: usize, lines: u8) -> Spread {
        Spread { lines: usize::from(lines.max(1)), told: (0..workers.clamp(1, MAX_WORKERS)).map(|_| None).collect() }
    }

    /// How many lines each worker searches, by worker: all of them, then (with a second worker)
    /// the main line alone.
    #[must_use]
    pub fn lines(&self) -> Vec<u8> {
        let all = u8::try_from(self.lines).unwrap_or(u8::MAX);
        if self.told.len() == 1 {
            vec![all]
        } else {
            vec![all, 1]
        }
    }

    /// Keeps what worker `worker` said last (an info after an iteration, or its final one).
    /// A worker that is not part of the analysis is ignored.
    pub fn tell(&mut self, worker: usize, info: SearchInfo) {
        if let Some(slot) = self.told.get_mut(worker) {
            *slot = Some(info);
        }
    }

    /// The analysis so far (`None` before any worker has said something). The main line's
    /// worker, where it has searched at least as deep as the lines' worker, leads: its info gives
    /// the score, the variation and the depth, its line comes first, and the lines' worker's
    /// follow without that move. Nodes are every worker's, the time the longest.
    #[must_use]
    pub fn merged(&self) -> Option<Merged<'_>> {
        let told = |worker: usize| self.told.get(worker).and_then(Option::as_ref);
        let (all, main) = (told(0), told(1));
        let (lead, lines): (&SearchInfo, Vec<&LineInfo>) = match (all, main.filter(|m| !m.lines.is_empty())) {
            (None, None) => return None,
            (Some(all), Some(main)) if main.depth >= all.depth => {
                let first = &main.lines[0];
                let others = all.lines.iter().filter(|l| l.first != first.first);
                (main, core::iter::once(first).chain(others).take(self.lines).collect())
            }
            (Some(only), _) | (None, Some(only)) => (only, only.lines.iter().collect()),
        };
        let nodes = all.map_or(0.0, |i| i.nodes) + main.map_or(0.0, |i| i.nodes);
        let time_ms = all.map_or(0.0, |i| i.time_ms).max(main.map_or(0.0, |i| i.time_ms));
        Some(Merged { lead, lines, nodes, time_ms })
    }
}

/// The analysis as the panel shows it (see [`Spread::merged`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Merged<'a> {
    /// The info that leads: its score, depth, variation and distance are the analysis's.
    pub lead: &'a SearchInfo,
    /// The lines, the lead's first.
    pub lines: Vec<&'a LineInfo>,
    /// Every worker's nodes.
    pub nodes: f64,
    /// The longest time a worker has searched.
    pub time_ms: f64,
}

#[cfg(test)]
mod tests {
    use super::*;
    use loa_core::budget::{Clock, Limits};
    use loa_core::engine::Engine;
    use loa_core::{Position, Rules, Variant};

    fn info(depth: u32, lines: &[(&str, i32)]) -> SearchInfo {
        let lines: Vec<LineInfo> = lines
            .iter()
            .map(|&(m, v)| LineInfo { first: m.into(), score: v.to_string(), score_value: v, pv: vec![m.into()] })
            .collect();
        SearchInfo {
            id: 1,
            depth,
            score: lines[0].score.clone(),
            score_value: lines[0].score_value,
            nodes: 1000.0,
            time_ms: f64::from(depth) * 10.0,
            pv: lines[0].pv.clone(),
            lines,
            shortest: false,
        }
    }

    fn firsts<'a>(merged: &Merged<'a>) -> Vec<(&'a str, i32)> {
        merged.lines.iter().map(|l| (l.first.as_str(), l.score_value)).collect()
    }

    #[test]
    fn workers_leave_a_core_to_the_page() {
        let table = [(0, 1), (1, 1), (2, 1), (3, 2), (4, 2), (16, 2)];
        for (cores, workers) in table {
            assert_eq!(workers_for(cores), workers, "{cores} cores");
        }
    }

    #[test]
    fn one_worker_searches_every_line_two_add_the_main_line() {
        assert_eq!(Spread::new(1, 3).lines(), [3]);
        assert_eq!(Spread::new(2, 3).lines(), [3, 1]);
        assert_eq!(Spread::new(9, 2).lines(), [2, 1], "at most two workers");
        assert_eq!(Spread::new(0, 0).lines(), [1]);
    }

    #[test]
    fn one_worker_is_told_as_it_said() {
        let mut spread = Spread::new(1, 3);
        assert_eq!(spread.merged(), None);
        let said = info(9, &[("b1-b3", 20), ("c1-c3", 5)]);
        spread.tell(0, said.clone());
        spread.tell(1, info(30, &[("h1-h3", 900)]));
        let merged = spread.merged().unwrap();
        assert_eq!(merged.lead, &said, "no second worker");
        assert_eq!(firsts(&merged), [("b1-b3", 20), ("c1-c3", 5)]);
        assert_eq!((merged.nodes, merged.time_ms), (1000.0, 90.0));
    }

    #[test]
    fn the_deeper_main_line_leads_the_lines() {
        let mut spread = Spread::new(2, 3);
        assert_eq!(spread.merged(), None);
        // Whichever speaks first is shown alone.
        spread.tell(1, info(3, &[("c1-c3", 12)]));
        assert_eq!(firsts(&spread.merged().unwrap()), [("c1-c3", 12)]);
        spread.tell(0, info(7, &[("b1-b3", 20), ("c1-c3", 5), ("d1-d3", -4)]));
        // The main line is shallower: the lines' worker says it all, with both workers' nodes.
        let merged = spread.merged().unwrap();
        assert_eq!((merged.lead.depth, firsts(&merged)), (7, vec![("b1-b3", 20), ("c1-c3", 5), ("d1-d3", -4)]));
        assert_eq!((merged.nodes, merged.time_ms), (2000.0, 70.0));
        // Deeper now, and it prefers c1-c3: first, and not again below.
        spread.tell(1, info(8, &[("c1-c3", 26)]));
        let merged = spread.merged().unwrap();
        assert_eq!((merged.lead.depth, merged.lead.score_value), (8, 26));
        assert_eq!(merged.lead.pv, ["c1-c3"]);
        assert_eq!(firsts(&merged), [("c1-c3", 26), ("b1-b3", 20), ("d1-d3", -4)]);
        // Agreeing on the best move: the other two lines follow it.
        spread.tell(1, info(9, &[("b1-b3", 18)]));
        assert_eq!(firsts(&spread.merged().unwrap()), [("b1-b3", 18), ("c1-c3", 5), ("d1-d3", -4)]);
    }

    #[test]
    fn main_and_lines_searched_apart_merge_into_distinct_lines() {
        // The two searches the workers run, here one after the other: the main line one ply
        // deeper (what the same time gives it) leads three distinct, legal lines.
        struct Still;
        impl Clock for Still {
            fn now_ms(&self) -> f64 {
                0.0
            }
        }
        let text = "1b1bbwb1/1w1w4/1b1b1b2/1w3bbw/w1w3bw/7w/7w/8 b";
        let p = Position::from_position_string(text, Variant::Standard, Rules::default()).unwrap();
        let search = |lines: u8, depth: u32| {
            let mut engine = Engine::new(2);
            engine.set_multipv(usize::from(lines));
            let limits = Limits { depth: Some(depth), ..Limits::default() };
            SearchInfo::new(1, &engine.search(&p, limits, &Still, &mut |_| {}).info)
        };
        let mut spread = Spread::new(2, 3);
        let main = search(1, 5);
        spread.tell(0, search(3, 4));
        spread.tell(1, main.clone());
        let merged = spread.merged().unwrap();
        assert_eq!((merged.lead, merged.lines.len()), (&main, 3));
        let mut moves: Vec<&str> = merged.lines.iter().map(|l| l.first.as_str()).collect();
        moves.sort_unstable();
        moves.dedup();
        assert_eq!(moves.len(), 3, "{merged:?}");
        for line in &merged.lines {
            let mut q = p.clone();
            for m in &line.pv {
                q.play(q.parse_move(m).unwrap()).unwrap();
            }
        }
    }
}
