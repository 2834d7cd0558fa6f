//! The analysis board's engine panel: the engine analyses the shown position without limits in
//! workers of its own (so the game's computer keeps its own): one searching the best lines, and
//! where the device has a core to spare ([`workers_for`]) a second one searching the main line
//! alone, deeper ([`Spread`]). The panel shows what they found together: the evaluation bar,
//! the score in [`words`], the depth and the best lines (`#lines`, one item per line with
//! `data-move` and `data-score`, best first). The page tells it the position with
//! [`Analysis::show`] and hands its worker's events to [`Analysis::answer`]; a click on a line
//! comes back as the moves to play.
//!
//! For measuring: `#lines` carries `data-first-line-ms` (from the request to the first line
//! shown, the worker's start included), `data-nps` (the latest info's nodes per second, all
//! workers), `data-depth` (the depth shown) and `data-workers`.

use loa_app::analysis::spread::{workers_for, Merged, Spread};
use loa_app::analysis::words;

use std::rc::Rc;

use loa_core::{Color, Move, Position};
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, HtmlButtonElement, HtmlElement};

use crate::dom::find::by_id;
use crate::engine::client::AiClient;
use crate::engine::protocol::SearchInfo;
use crate::engine::source::EngineSource;
use crate::i18n::tr;
use crate::i18n::Msg;
use loa_app::session::EngineFailure;
use loa_app::worker::Report;

/// The best lines shown.
pub const LINES: u8 = 3;
/// Moves of a continuation shown after its first.
const SHOWN_PLIES: usize = 8;

fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or_else(js_sys::Date::now, |p| p.now())
}

/// The panel and its workers.
pub struct Analysis {
    source: EngineSource,
    /// Gets each worker's events with the worker's number.
    on_event: Rc<dyn Fn(usize, Report)>,
    /// The workers started so far (as many as the analysis has needed).
    ais: Vec<AiClient>,
    /// How many workers an analysis may use on this device.
    workers: usize,
    doc: Document,
    root: HtmlElement,
    fill: HtmlElement,
    words: HtmlElement,
    depth: HtmlElement,
    lines: HtmlElement,
    toggle: HtmlButtonElement,
    /// The position analysed (or to analyse once started).
    pos: Option<Position>,
    running: bool,
    /// Each worker's running search (its id), by worker.
    searches: Vec<Option<u32>>,
    /// The lines each worker searches, and what each said last.
    spread: Option<Spread>,
    started_ms: f64,
    first_line_shown: bool,
    /// The lines shown, each as its moves.
    shown: Vec<Vec<Move>>,
    /// What the words above the lines say, kept to say it again in another language.
    said: Said,
}

/// What the panel's words say.
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

impl std::fmt::Debug for Analysis {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Analysis").field("running", &self.running).field("searches", &self.searches).finish()
    }
}

impl Analysis {
    /// The panel in `doc` (`#analysis` and its parts); its workers start from `source`
    /// when first needed, and their events go to `on_event` with the worker's number, which
    /// should hand them back to [`Analysis::answer`].
    ///
    /// # Errors
    /// A part of the panel is missing from the page.
    pub fn new(
        doc: &Document,
        source: &EngineSource,
        on_event: impl Fn(usize, Report) + 'static,
    ) -> Result<Analysis, JsValue> {
        let toggle: HtmlButtonElement = by_id(doc, "analysis-toggle")?;
        toggle.set_text_content(Some(&tr(Msg::AnalysisStop, &[])));
        Ok(Analysis {
            source: source.clone(),
            on_event: Rc::new(on_event),
            ais: Vec::new(),
            workers: workers_for(web_sys::window().map_or(0, |w| w.navigator().hardware_concurrency() as u32)),
            doc: doc.clone(),
            root: by_id(doc, "analysis")?,
            fill: by_id(doc, "eval-fill")?,
            words: by_id(doc, "eval-words")?,
            depth: by_id(doc, "eval-depth")?,
            lines: by_id(doc, "lines")?,
            toggle,
            pos: None,
            running: true,
            searches: Vec::new(),
            spread: None,
            started_ms: 0.0,
            first_line_shown: false,
            shown: Vec::new(),
            said: Said::Nothing,
        })
    }

    /// Shows the panel for `pos` and analyses it (if the switch is on), stopping the analysis
    /// of the position before. Showing the same position again changes nothing.
    pub fn show(&mut self, pos: &Position) {
        if self.pos.as_ref().is_some_and(|p| p.to_string() == pos.to_string() && p.ply() == pos.ply()) {
            return;
        }
        self.root.set_hidden(false);
        self.pos = Some(pos.clone());
        self.clear();
        self.restart();
    }

    /// Hides the panel and stops its workers.
    pub fn close(&mut self) {
        self.pos = None;
        self.stop_search();
        for ai in self.ais.drain(..) {
            ai.shutdown();
        }
        self.root.set_hidden(true);
    }

    /// The stop/start switch.
    pub fn toggle(&mut self) {
        self.running = !self.running;
        self.toggle.set_text_content(Some(&tr(if self.running { Msg::AnalysisStop } else { Msg::Analyse }, &[])));
        self.toggle.set_attribute("aria-pressed", if self.running { "true" } else { "false" }).ok();
        if self.running {
            self.restart();
        } else {
            self.stop_search();
            self.say(Said::Stopped);
        }
    }

    /// Says the panel's words again in the page's language (after a switch).
    pub fn relabel(&mut self) {
        self.toggle.set_text_content(Some(&tr(if self.running { Msg::AnalysisStop } else { Msg::Analyse }, &[])));
        self.show_said();
    }

    fn say(&mut self, said: Said) {
        self.said = said;
        self.show_said();
    }

    fn show_said(&self) {
        let words = match &self.said {
            Said::Nothing => String::new(),
            Said::Thinking => tr(Msg::AnalysisThinking, &[]),
            Said::Stopped => tr(Msg::AnalysisStopped, &[]),
            Said::Over => tr(Msg::AnalysisOver, &[]),
            Said::Failed(failure) => failure.text().say(),
            Said::Verdict { to_move, value, depth, shortest } => {
                self.depth.set_text_content(Some(&tr(Msg::AnalysisDepth, &[("depth", (*depth).into())])));
                words::verdict(*to_move, *value, *shortest)
            }
        };
        self.words.set_text_content(Some(&words));
    }

    /// The moves of line `index` (0 is the best), to play onto the board.
    #[must_use]
    pub fn line(&self, index: usize) -> Option<&[Move]> {
        self.shown.get(index).map(Vec::as_slice)
    }

    /// The best move of the latest info, for the arrow.
    #[must_use]
    pub fn best(&self) -> Option<Move> {
        self.shown.first().and_then(|l| l.first().copied())
    }

    /// Applies an event of the panel's worker number `worker`; true when what is shown changed.
    pub fn answer(&mut self, worker: usize, event: Report) -> bool {
        let running = self.searches.get(worker).copied().flatten();
        match event {
            Report::Info(info) if Some(info.id) == running => self.tell(worker, info),
            Report::BestMove { id, info, .. } if Some(id) == running => {
                // The search ended by itself (the game is over, the depth limit was reached, or
                // a forced result was found).
                self.searches[worker] = None;
                match info {
                    Some(info) => self.tell(worker, info),
                    None => {
                        self.say(Said::Over);
                        true
                    }
                }
            }
            Report::Failed { failure, .. } => {
                self.say(Said::Failed(failure));
                false
            }
            _ => false,
        }
    }

    /// Keeps what `worker` said and shows the lines of all the workers once each has said
    /// something; true when what is shown changed.
    fn tell(&mut self, worker: usize, info: SearchInfo) -> bool {
        let Some(mut spread) = self.spread.take() else { return false };
        spread.tell(worker, info);
        let shown = spread.merged().map(|merged| self.show_merged(&merged)).is_some();
        self.spread = Some(spread);
        shown
    }

    fn restart(&mut self) {
        self.stop_search();
        let Some(pos) = &self.pos else { return };
        if !self.running {
            return;
        }
        if pos.outcome().is_some() {
            self.say(Said::Over);
            return;
        }
        let spread = Spread::new(self.workers, LINES);
        let lines = spread.lines();
        while self.ais.len() < lines.len() {
            let on_event = self.on_event.clone();
            let worker = self.ais.len();
            self.ais.push(AiClient::new(&self.source, move |e| on_event(worker, e)));
        }
        self.said = Said::Thinking;
        self.show_said();
        self.started_ms = now_ms();
        self.first_line_shown = false;
        self.searches = lines.iter().zip(&self.ais).map(|(&n, ai)| Some(ai.start_analysis(pos, n))).collect();
        self.lines.set_attribute("data-workers", &self.searches.len().to_string()).ok();
        self.spread = Some(spread);
    }

    fn stop_search(&mut self) {
        for (search, ai) in self.searches.iter_mut().zip(&self.ais) {
            if search.take().is_some() {
                ai.cancel();
            }
        }
        self.spread = None;
    }

    fn clear(&mut self) {
        self.shown.clear();
        self.lines.set_inner_html("");
        self.depth.set_text_content(None);
        self.set_bar(0.5);
    }

    fn set_bar(&self, black: f64) {
        let percent = (black * 1000.0).round() as u32;
        let style = self.fill.style();
        style.set_property("height", &format!("{}.{}%", percent / 10, percent % 10)).ok();
    }

    fn show_merged(&mut self, merged: &Merged) {
        let Some(pos) = &self.pos else { return };
        let to_move = pos.turn();
        let info = merged.lead;
        self.said = Said::Verdict { to_move, value: info.score_value, depth: info.depth, shortest: info.shortest };
        self.show_said();
        self.set_bar(words::black_share(to_move, info.score_value));
        let mut shown = Vec::new();
        self.lines.set_inner_html("");
        for line in &merged.lines {
            let Some(moves) = parse_line(pos, &line.pv) else { continue };
            if let Some(li) = self.line_item(to_move, line.score_value, &line.first, &moves, shown.len()) {
                self.lines.append_child(&li).ok();
                shown.push(moves);
            }
        }
        self.shown = shown;
        self.lines.set_attribute("data-depth", &info.depth.to_string()).ok();
        if merged.time_ms > 0.0 {
            let nps = (merged.nodes / merged.time_ms * 1000.0).round() as u64;
            self.lines.set_attribute("data-nps", &nps.to_string()).ok();
        }
        if !self.first_line_shown && !self.shown.is_empty() {
            self.first_line_shown = true;
            let ms = (now_ms() - self.started_ms).round() as u64;
            self.lines.set_attribute("data-first-line-ms", &ms.to_string()).ok();
        }
    }

    fn line_item(&self, to_move: Color, value: i32, first: &str, moves: &[Move], index: usize) -> Option<Element> {
        let li = self.doc.create_element("li").ok()?;
        li.set_attribute("data-move", first).ok();
        li.set_attribute("data-score", &value.to_string()).ok();
        let button = self.doc.create_element("button").ok()?;
        button.set_attribute("type", "button").ok();
        button.set_attribute("data-line", &index.to_string()).ok();
        let score = self.doc.create_element("span").ok()?;
        score.set_class_name("line-score");
        score.set_text_content(Some(&words::line_score(to_move, value)));
        let pv = self.doc.create_element("span").ok()?;
        pv.set_class_name("line-moves");
        let mut text: Vec<String> = moves.iter().take(SHOWN_PLIES).map(ToString::to_string).collect();
        if moves.len() > SHOWN_PLIES {
            text.push("…".to_owned());
        }
        pv.set_text_content(Some(&text.join(" ")));
        button.append_child(&score).ok();
        button.append_child(&pv).ok();
        li.append_child(&button).ok();
        Some(li)
    }
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
