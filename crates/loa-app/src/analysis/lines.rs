//! The analysis board's engine panel: the engine analyses the shown position without limits in
//! workers of its own ([`Worker::Analysis`], so the game's computer keeps its own): one searching
//! the best lines, and where the device has a core to spare a second searching the main line
//! alone, deeper ([`Spread`]). The panel shows what they found together: the evaluation bar,
//! the score in [`words`], the depth and the best lines, best first.
//!
//! The page tells it the position with [`Panel::show`], hands it its workers' reports
//! ([`Panel::answer`]) and draws [`Panel::view`]; a click on a line plays [`Panel::line`].

use loa_core::{Color, Move, Position};

use super::spread::{Merged, Spread};
use super::words;
use crate::i18n::{tr, Msg};
use crate::protocol::{SearchInfo, StartSearch};
use crate::session::EngineFailure;
use crate::worker::{Order, Report, Worker};

/// The best lines shown.
pub const LINES: u8 = 3;
/// Moves of a continuation shown after its first.
const SHOWN_PLIES: usize = 8;

/// What the panel's words say, kept as what happened so that a change of language says it again.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Said {
    Nothing,
    Thinking,
    Stopped,
    Over,
    Failed(EngineFailure),
    /// `shortest`: a forced result's distance is the quickest (else "in at most N").
    Verdict {
        to_move: Color,
        value: i32,
        depth: u32,
        shortest: bool,
    },
}

/// One line shown.
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// Its moves, checked legal from the position shown.
    pub moves: Vec<Move>,
    /// The score from the side to move's view (`data-score`).
    pub value: i32,
}

/// The panel: see the [module](self).
#[derive(Debug, Clone)]
pub struct Panel {
    /// How many workers an analysis may use on this device.
    workers: usize,
    /// The workers started so far (shut down when the panel closes).
    started: usize,
    /// The position analysed (or to analyse once started); `None`: the panel is closed.
    pos: Option<Position>,
    running: bool,
    /// Each worker's running search (its id), by worker.
    searches: Vec<Option<u32>>,
    last_id: u32,
    /// The lines each worker searches, and what each said last.
    spread: Option<Spread>,
    started_ms: u64,
    /// From the request to the first line shown (ms), once shown.
    first_line_ms: Option<u64>,
    lines: Vec<Line>,
    depth: Option<u32>,
    /// The black side's share of the bar (0 to 1).
    bar: f64,
    /// Nodes per second of the latest merged info, all workers.
    nps: Option<u64>,
    said: Said,
}

/// The panel as drawn.
#[derive(Debug, Clone, PartialEq)]
pub struct View {
    /// "Stop" or "Analyse", and whether the analysis runs (`aria-pressed`).
    pub toggle: String,
    pub running: bool,
    /// The score in words, or what the panel is doing.
    pub words: String,
    /// "Depth 12", once a line is known.
    pub depth: Option<String>,
    pub depth_value: Option<u32>,
    /// Black's share of the evaluation bar, in per mille.
    pub bar_per_mille: u32,
    pub lines: Vec<LineView>,
    pub workers: usize,
    pub first_line_ms: Option<u64>,
    pub nps: Option<u64>,
}

/// One line as drawn: its first move, its score and its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineView {
    pub first: String,
    pub value: i32,
    pub score: String,
    pub moves: String,
}

impl Panel {
    /// A closed panel that may use `workers` workers.
    #[must_use]
    pub fn new(workers: usize) -> Panel {
        Panel {
            workers: workers.max(1),
            started: 0,
            pos: None,
            running: true,
            searches: Vec::new(),
            last_id: 0,
            spread: None,
            started_ms: 0,
            first_line_ms: None,
            lines: Vec::new(),
            depth: None,
            bar: 0.5,
            nps: None,
            said: Said::Nothing,
        }
    }

    /// Whether the panel shows.
    #[must_use]
    pub fn is_open(&self) -> bool {
        self.pos.is_some()
    }

    /// Shows the panel for `pos` at `now_ms` and analyses it (if the switch is on), stopping the
    /// analysis of the position before. The same position again changes nothing.
    pub fn show(&mut self, pos: &Position, now_ms: u64) -> Vec<(Worker, Order)> {
        if self.pos.as_ref().is_some_and(|p| p.to_string() == pos.to_string() && p.ply() == pos.ply()) {
            return Vec::new();
        }
        self.pos = Some(pos.clone());
        self.lines.clear();
        self.depth = None;
        self.bar = 0.5;
        self.restart(now_ms)
    }

    /// Hides the panel and shuts its workers down.
    pub fn close(&mut self) -> Vec<(Worker, Order)> {
        self.pos = None;
        self.spread = None;
        self.searches.clear();
        self.lines.clear();
        let orders = (0..self.started).map(|n| (analysis_worker(n), Order::Shutdown)).collect();
        self.started = 0;
        orders
    }

    /// The stop/start switch.
    pub fn toggle(&mut self, now_ms: u64) -> Vec<(Worker, Order)> {
        self.running = !self.running;
        if self.running {
            self.restart(now_ms)
        } else {
            let orders = self.stop_search();
            self.said = Said::Stopped;
            orders
        }
    }

    /// The moves of line `index` (0 is the best), to play onto the board.
    #[must_use]
    pub fn line(&self, index: usize) -> Option<&[Move]> {
        self.lines.get(index).map(|l| l.moves.as_slice())
    }

    /// The best line's first move, for the arrow.
    #[must_use]
    pub fn best(&self) -> Option<Move> {
        self.lines.first().and_then(|l| l.moves.first().copied())
    }

    /// A report of the panel's worker `worker` at `now_ms`; true when what is shown changed.
    pub fn answer(&mut self, worker: usize, report: Report, now_ms: u64) -> bool {
        let running = self.searches.get(worker).copied().flatten();
        match report {
            Report::Info(info) if Some(info.id) == running => self.tell(worker, info, now_ms),
            Report::BestMove { id, info, .. } if Some(id) == running => {
                // The search ended by itself (the game is over, the depth limit was reached, or a
                // forced result was found).
                self.searches[worker] = None;
                match info {
                    Some(info) => self.tell(worker, info, now_ms),
                    None => {
                        self.said = Said::Over;
                        true
                    }
                }
            }
            Report::Failed { failure, .. } if self.is_open() => {
                self.said = Said::Failed(failure);
                true
            }
            _ => false,
        }
    }

    /// Keeps what `worker` said; the lines of all the workers once each has said something.
    fn tell(&mut self, worker: usize, info: SearchInfo, now_ms: u64) -> bool {
        let Some(mut spread) = self.spread.take() else { return false };
        spread.tell(worker, info);
        let shown = spread.merged().map(|merged| self.take_merged(&merged, now_ms)).is_some();
        self.spread = Some(spread);
        shown
    }

    fn restart(&mut self, now_ms: u64) -> Vec<(Worker, Order)> {
        let mut orders = self.stop_search();
        let Some(pos) = self.pos.clone() else { return orders };
        if !self.running {
            return orders;
        }
        if pos.outcome().is_some() {
            self.said = Said::Over;
            return orders;
        }
        let spread = Spread::new(self.workers, LINES);
        let lines = spread.lines();
        self.searches.clear();
        for (n, &count) in lines.iter().enumerate() {
            self.last_id = self.last_id.wrapping_add(1).max(1);
            self.searches.push(Some(self.last_id));
            orders.push((analysis_worker(n), Order::start(StartSearch::analysis(self.last_id, &pos, count), &pos)));
        }
        self.started = self.started.max(lines.len());
        self.said = Said::Thinking;
        self.started_ms = now_ms;
        self.first_line_ms = None;
        self.spread = Some(spread);
        orders
    }

    fn stop_search(&mut self) -> Vec<(Worker, Order)> {
        self.spread = None;
        let orders = self
            .searches
            .iter_mut()
            .enumerate()
            .filter_map(|(n, search)| search.take().map(|_| (analysis_worker(n), Order::Stop)))
            .collect();
        orders
    }

    fn take_merged(&mut self, merged: &Merged, now_ms: u64) {
        let Some(pos) = &self.pos else { return };
        let to_move = pos.turn();
        let info = merged.lead;
        self.said = Said::Verdict { to_move, value: info.score_value, depth: info.depth, shortest: info.shortest };
        self.depth = Some(info.depth);
        self.bar = words::black_share(to_move, info.score_value);
        self.lines = merged
            .lines
            .iter()
            .filter_map(|line| Some(Line { moves: parse_line(pos, &line.pv)?, value: line.score_value }))
            .collect();
        if merged.time_ms > 0.0 {
            // Whole nodes per second: the cast only drops the fraction.
            #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
            let nps = (merged.nodes / merged.time_ms * 1000.0).round() as u64;
            self.nps = Some(nps);
        }
        if self.first_line_ms.is_none() && !self.lines.is_empty() {
            self.first_line_ms = Some(now_ms.saturating_sub(self.started_ms));
        }
    }

    /// The panel as drawn, in the page's language.
    #[must_use]
    pub fn view(&self) -> View {
        let to_move = self.pos.as_ref().map_or(Color::Black, Position::turn);
        let words = match &self.said {
            Said::Nothing => String::new(),
            Said::Thinking => tr(Msg::AnalysisThinking, &[]),
            Said::Stopped => tr(Msg::AnalysisStopped, &[]),
            Said::Over => tr(Msg::AnalysisOver, &[]),
            Said::Failed(failure) => failure.text().say(),
            Said::Verdict { to_move, value, shortest, .. } => words::verdict(*to_move, *value, *shortest),
        };
        let lines = self
            .lines
            .iter()
            .map(|line| {
                let mut moves: Vec<String> = line.moves.iter().take(SHOWN_PLIES).map(ToString::to_string).collect();
                if line.moves.len() > SHOWN_PLIES {
                    moves.push("…".to_owned());
                }
                LineView {
                    first: line.moves.first().map(ToString::to_string).unwrap_or_default(),
                    value: line.value,
                    score: words::line_score(to_move, line.value),
                    moves: moves.join(" "),
                }
            })
            .collect();
        // A whole per mille of a share between 0 and 1.
        #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
        let bar_per_mille = (self.bar.clamp(0.0, 1.0) * 1000.0).round() as u32;
        View {
            toggle: tr(if self.running { Msg::AnalysisStop } else { Msg::Analyse }, &[]),
            running: self.running,
            words,
            depth: self.depth.map(|depth| tr(Msg::AnalysisDepth, &[("depth", depth.into())])),
            depth_value: self.depth,
            bar_per_mille,
            lines,
            workers: self.searches.len(),
            first_line_ms: self.first_line_ms,
            nps: self.nps,
        }
    }
}

fn analysis_worker(n: usize) -> Worker {
    Worker::Analysis(u8::try_from(n).unwrap_or(u8::MAX))
}

/// A line's moves, checked legal one after the other from `pos` (`None` if one is not).
fn parse_line(pos: &Position, pv: &[String]) -> Option<Vec<Move>> {
    let mut p = pos.clone();
    let mut moves = Vec::with_capacity(pv.len());
    for text in pv {
        let m = p.parse_move(text).ok()?;
        p.play(m).ok()?;
        moves.push(m);
    }
    (!moves.is_empty()).then_some(moves)
}

#[cfg(test)]
mod tests {
    use loa_core::{Position, Variant};

    use super::*;
    use crate::protocol::{LineInfo, SearchInfo};

    fn info(id: u32, depth: u32, pv: &[&str], score_value: i32) -> SearchInfo {
        let pv: Vec<String> = pv.iter().map(|s| (*s).to_owned()).collect();
        let line = LineInfo { first: pv[0].clone(), score: String::new(), score_value, pv: pv.clone() };
        SearchInfo {
            id,
            depth,
            score: String::new(),
            score_value,
            nodes: 1000.0,
            time_ms: 10.0,
            pv,
            lines: vec![line],
            shortest: false,
        }
    }

    fn start_ids(orders: &[(Worker, Order)]) -> Vec<(Worker, u32)> {
        orders
            .iter()
            .filter_map(|(w, o)| match o {
                Order::Start { request, .. } => Some((*w, request.id)),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn one_worker_shows_its_lines_best_first_and_the_first_lines_time() {
        let pos = Position::new(Variant::Standard);
        let mut panel = Panel::new(1);
        let orders = panel.show(&pos, 1_000);
        let ids = start_ids(&orders);
        assert_eq!(ids.len(), 1);
        assert_eq!(panel.view().words, tr(Msg::AnalysisThinking, &[]));
        assert!(panel.show(&pos, 1_100).is_empty(), "the same position again");
        let (worker, id) = ids[0];
        assert_eq!(worker, Worker::Analysis(0));
        assert!(panel.answer(0, Report::Info(info(id, 4, &["b1-b3", "h2-f4"], 30)), 1_250));
        let view = panel.view();
        assert_eq!(view.lines.len(), 1);
        assert_eq!(view.lines[0].first, "b1-b3");
        assert_eq!(view.lines[0].moves, "b1-b3 h2-f4");
        assert_eq!(view.first_line_ms, Some(250));
        assert_eq!(panel.best().map(|m| m.to_string()).as_deref(), Some("b1-b3"));
        assert!(view.bar_per_mille > 500, "Black stands better");
        assert!(!panel.answer(0, Report::Info(info(id + 7, 5, &["c1-c3"], 0)), 1_300), "another search's");
    }

    #[test]
    fn stopping_moving_on_and_closing_stop_the_workers() {
        let pos = Position::new(Variant::Standard);
        let mut panel = Panel::new(4);
        let first = panel.show(&pos, 0);
        assert_eq!(start_ids(&first).len(), 2, "lines and the main line on a core to spare");
        let off = panel.toggle(0);
        assert_eq!(off.iter().filter(|(_, o)| *o == Order::Stop).count(), 2);
        assert_eq!(panel.view().words, tr(Msg::AnalysisStopped, &[]));
        assert_eq!(start_ids(&panel.toggle(0)).len(), 2);
        let closed = panel.close();
        assert!(closed.iter().all(|(_, o)| *o == Order::Shutdown) && closed.len() == 2);
        assert!(!panel.is_open());
        let failed = Report::Failed { failure: EngineFailure::NoAnswer, retrying: false };
        assert!(!panel.answer(0, failed, 0), "a closed panel hears nothing");
    }
}
