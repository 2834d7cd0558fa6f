//! `loa engine`: a line protocol on stdin/stdout in the style of UCI, so match tools and other
//! programs can drive the engine.
//!
//! In: `uci`, `isready`, `ucinewgame`, `setoption name Hash|Level|Threads|Variant|Rules value X`,
//! `position startpos|pos POS [moves M...]`, `go [depth N] [movetime MS] [nodes N]
//! [wtime MS btime MS winc MS binc MS movestogo N] [infinite]`, `stop`, `quit`.
//! Out: `id`, `option`, `uciok`, `readyok`, `info depth … score cp X|mate N … pv …`,
//! `bestmove M` (in the project's notation), and `info string error: …` for anything it cannot
//! use (the engine keeps running).
//!
//! The search runs in its own thread; `stop` raises a flag the search polls through its clock.
//! With `Threads` above 1, helper threads search beside it (Lazy SMP, see [`crate::smp`]).
//! Every `go` gets exactly one `bestmove`: a `go` while a search runs first stops that search
//! (its `bestmove` comes first), and a search thread that failed is answered for.

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use loa_core::budget::{allocate_with_moves_to_go, Budget, Clock, Limits};

use loa_core::engine::{Engine, LEVEL_COUNT};

use loa_core::search::{Info, Score, MAX_DEPTH};
use loa_core::{Color, Move, Position, Rules, Variant};

use crate::args::{CliResult, MAX_HASH_MB, MAX_TIME_MS};
use crate::bestmove::proven_text;
use crate::smp::{Team, MAX_THREADS};

const DEFAULT_HASH_MB: usize = 64;

/// The clock of one search: wall time, and the stop flag `stop` sets.
#[derive(Debug)]
struct StopClock {
    start: Instant,
    stop: Arc<AtomicBool>,
}

impl Clock for StopClock {
    fn now_ms(&self) -> f64 {
        self.start.elapsed().as_secs_f64() * 1000.0
    }
    fn stop_requested(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }
}

/// What `go` asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Go {
    pub depth: Option<u32>,
    pub movetime: Option<u64>,
    pub nodes: Option<u64>,
    /// Remaining time and increment per side (Black, White), and moves to the next control.
    pub time: [Option<u64>; 2],
    pub inc: [Option<u64>; 2],
    pub movestogo: Option<u64>,
    pub infinite: bool,
}

impl Go {
    /// Reads the words after `go`.
    ///
    /// # Errors
    /// A message naming the word that is not understood or the number out of range.
    pub fn parse(words: &[&str]) -> Result<Go, String> {
        let mut go = Go::default();
        let mut i = 0;
        while i < words.len() {
            let key = words[i];
            if key == "infinite" {
                go.infinite = true;
                i += 1;
                continue;
            }
            if key == "ponder" {
                i += 1;
                continue;
            }
            let value = words.get(i + 1).ok_or_else(|| format!("go {key}: a number must follow"))?;
            let number = |max: u64| -> Result<u64, String> {
                value
                    .parse::<u64>()
                    .ok()
                    .filter(|v| *v <= max)
                    .ok_or_else(|| format!("go {key} {value}: expected a whole number from 0 to {max}"))
            };
            match key {
                "depth" => go.depth = Some(number(u64::from(MAX_DEPTH))?.max(1) as u32),
                "movetime" => go.movetime = Some(number(MAX_TIME_MS)?),
                "nodes" => go.nodes = Some(number(u64::MAX)?.max(1)),
                "wtime" => go.time[Color::White.index()] = Some(number(MAX_TIME_MS)?),
                "btime" => go.time[Color::Black.index()] = Some(number(MAX_TIME_MS)?),
                "winc" => go.inc[Color::White.index()] = Some(number(MAX_TIME_MS)?),
                "binc" => go.inc[Color::Black.index()] = Some(number(MAX_TIME_MS)?),
                "movestogo" => go.movestogo = Some(number(10_000)?.max(1)),
                _ => return Err(format!("go: unknown word {key:?} (expected depth, movetime, nodes, wtime, btime, winc, binc, movestogo or infinite)")),
            }
            i += 2;
        }
        Ok(go)
    }

    /// The time budget of `side`, who has made `moves_played` moves, from its clock (see
    /// [`allocate_with_moves_to_go`]); `None` without a clock for that side.
    #[must_use]
    pub fn clock_budget(&self, side: Color, moves_played: u32) -> Option<Budget> {
        let left = self.time[side.index()]?;
        let inc = self.inc[side.index()].unwrap_or(0);
        let to_go = self.movestogo.map(|n| u32::try_from(n).unwrap_or(u32::MAX));
        Some(allocate_with_moves_to_go(left, inc, moves_played, to_go))
    }

    /// Whether the search limits come from the words (otherwise a level or a default applies).
    fn explicit(&self) -> bool {
        self.depth.is_some() || self.movetime.is_some() || self.nodes.is_some() || self.infinite
    }
}

/// The position of `position startpos|pos POS [moves M...]`, with the moves played (so the rules
/// see the history). `pos` (or `fen`) takes the position string's two words.
///
/// # Errors
/// A message saying what is wrong: the form, the position or which move.
pub fn parse_position(words: &[&str], variant: Variant, rules: Rules) -> Result<Position, String> {
    let (mut pos, rest) = match words.first().copied() {
        Some("startpos") => (Position::with_rules(variant, rules), &words[1..]),
        Some("pos" | "fen") => {
            let end = words.iter().position(|w| *w == "moves").unwrap_or(words.len());
            let text = words[1..end].join(" ");
            let pos =
                Position::from_position_string(&text, variant, rules).map_err(|e| format!("position {text:?}: {e}"))?;
            (pos, &words[end..])
        }
        _ => return Err("position: expected startpos or pos POS, then optionally moves M...".into()),
    };
    match rest.split_first() {
        None => {}
        Some((&"moves", moves)) => {
            for (i, text) in moves.iter().enumerate() {
                let m = pos.parse_move(text).map_err(|e| format!("position: move {} {text:?}: {e}", i + 1))?;
                pos.play(m).map_err(|e| format!("position: move {} {text:?}: {e}", i + 1))?;
            }
        }
        Some((w, _)) => return Err(format!("position: unexpected {w:?} (expected moves)")),
    }
    Ok(pos)
}

/// `score cp X` or `score mate N` (N in moves, negative when the engine is mated).
#[must_use]
pub fn score_words(score: Score) -> String {
    match score {
        Score::Value(v) => format!("cp {v}"),
        Score::WinIn(n) => format!("mate {}", n.div_ceil(2).max(1)),
        Score::LossIn(n) => format!("mate -{}", (n / 2).max(1)),
    }
}

/// One `info` line of the protocol.
#[must_use]
pub fn info_words(info: &Info) -> String {
    let nps = (info.nodes * 1000).checked_div(info.time_ms).unwrap_or(0);
    let pv: Vec<String> = info.pv.iter().map(ToString::to_string).collect();
    let mut line = format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {}",
        info.depth,
        info.seldepth,
        score_words(info.score),
        info.nodes,
        nps,
        info.time_ms
    );
    if !pv.is_empty() {
        line.push_str(" pv ");
        line.push_str(&pv.join(" "));
    }
    line
}

/// A search in its thread: the flag that stops it, the engine it hands back, and the position
/// it searches (to answer for it if the thread fails).
struct Running {
    stop: Arc<AtomicBool>,
    handle: JoinHandle<Team>,
    pos: Position,
}

/// The protocol's state between lines.
struct Session {
    team: Option<Team>,
    running: Option<Running>,
    hash_mb: usize,
    threads: usize,
    level: Option<u8>,
    variant: Variant,
    rules: Rules,
    pos: Position,
    seed: u64,
}

/// One line out. A closed stdout (the driver went away) is not an error worth a panic: the
/// engine ends when its input does.
fn say(line: &str) {
    let mut out = io::stdout().lock();
    let _ = writeln!(out, "{line}");
    let _ = out.flush();
}

fn error(message: &str) {
    say(&format!("info string error: {message}"));
}

impl Session {
    fn new() -> Session {
        Session {
            team: Some(Team::new(DEFAULT_HASH_MB, 1)),
            running: None,
            hash_mb: DEFAULT_HASH_MB,
            threads: 1,
            level: None,
            variant: Variant::Standard,
            rules: Rules::default(),
            pos: Position::new(Variant::Standard),
            seed: 1,
        }
    }

    /// Stops the running search, if any, and waits for its `bestmove`.
    fn stop(&mut self) {
        if let Some(r) = self.running.take() {
            r.stop.store(true, Ordering::Relaxed);
            match r.handle.join() {
                Ok(team) => self.team = Some(team),
                Err(_) => {
                    // The thread ended before its answer: the `go` still gets one, a legal move.
                    error("the search thread failed; starting a fresh engine");
                    self.team = Some(Team::new(self.hash_mb, self.threads));
                    say(&bestmove_line(fallback_move(&r.pos)));
                }
            }
        }
    }

    /// Collects a search that ended by itself.
    fn reap(&mut self) {
        if self.running.as_ref().is_some_and(|r| r.handle.is_finished()) {
            self.stop();
        }
    }

    /// Handles one line; false means quit.
    fn handle(&mut self, line: &str) -> bool {
        self.reap();
        let words: Vec<&str> = line.split_whitespace().collect();
        let Some((&command, rest)) = words.split_first() else { return true };
        match command {
            "uci" => {
                say(&format!("id name loa {}", env!("CARGO_PKG_VERSION")));
                say("id author the loa authors");
                say(&format!("option name Hash type spin default {DEFAULT_HASH_MB} min 1 max {MAX_HASH_MB}"));
                say(&format!("option name Level type spin default {LEVEL_COUNT} min 1 max {LEVEL_COUNT}"));
                say(&format!("option name Threads type spin default 1 min 1 max {MAX_THREADS}"));
                say("option name Variant type string default standard");
                say("option name Rules type string default olympiad");
                say("uciok");
            }
            "isready" => say("readyok"),
            "ucinewgame" => {
                self.stop();
                if let Some(e) = self.team.as_mut() {
                    e.new_game();
                }
                self.pos = Position::with_rules(self.variant, self.rules);
            }
            "setoption" => {
                if let Err(e) = self.set_option(rest) {
                    error(&e);
                }
            }
            "position" => match parse_position(rest, self.variant, self.rules) {
                Ok(pos) => self.pos = pos,
                Err(e) => error(&e),
            },
            "go" => match Go::parse(rest) {
                Ok(go) => self.go(go),
                Err(e) => error(&e),
            },
            "stop" => self.stop(),
            "quit" => {
                self.stop();
                return false;
            }
            other => error(&format!("unknown command {other:?}")),
        }
        true
    }

    fn set_option(&mut self, words: &[&str]) -> Result<(), String> {
        let usage = "setoption name NAME value VALUE";
        if words.first() != Some(&"name") {
            return Err(format!("expected {usage}"));
        }
        let value_at = words.iter().position(|w| *w == "value").ok_or_else(|| format!("expected {usage}"))?;
        let name = words[1..value_at].join(" ");
        let value = words[value_at + 1..].join(" ");
        let number = |max: u64| -> Result<u64, String> {
            value
                .parse::<u64>()
                .ok()
                .filter(|v| (1..=max).contains(v))
                .ok_or_else(|| format!("{name} {value:?}: expected a whole number from 1 to {max}"))
        };
        match name.to_ascii_lowercase().as_str() {
            "hash" => {
                let mb = number(MAX_HASH_MB as u64)? as usize;
                self.stop();
                self.hash_mb = mb;
                self.team = Some(Team::new(mb, self.threads));
            }
            "level" => self.level = Some(number(u64::from(LEVEL_COUNT))? as u8),
            "threads" => {
                let threads = number(MAX_THREADS as u64)? as usize;
                self.stop();
                self.threads = threads;
                if let Some(team) = self.team.as_mut() {
                    team.set_threads(threads);
                }
            }
            "variant" => {
                self.variant = value.parse().map_err(|e| format!("Variant {value:?}: {e}"))?;
                self.pos = Position::with_rules(self.variant, self.rules);
            }
            "rules" => {
                self.rules = value.parse().map_err(|e| format!("Rules {value:?}: {e}"))?;
                self.pos = Position::with_rules(self.variant, self.rules);
            }
            _ => return Err(format!("unknown option {name:?} (expected Hash, Level, Threads, Variant or Rules)")),
        }
        Ok(())
    }

    fn go(&mut self, go: Go) {
        // A search still running (or one that has answered but whose thread has not ended
        // yet) is finished first, so this `go` is never refused.
        self.stop();
        let mut team = self.team.take().unwrap_or_else(|| Team::new(self.hash_mb, self.threads));
        let pos = self.pos.clone();
        let stop = Arc::new(AtomicBool::new(false));
        let clock = StopClock { start: Instant::now(), stop: Arc::clone(&stop) };
        // The side's own moves so far, from the game the position was set up with.
        let moves_played = u32::try_from(pos.ply() / 2).unwrap_or(u32::MAX);
        let budget = go.clock_budget(pos.turn(), moves_played);
        let level = if go.explicit() { None } else { self.level };
        self.seed = self.seed.wrapping_add(1);
        let seed = self.seed;
        let handle = thread::spawn(move || {
            let mut print = |info: &Info| {
                say(&info_words(info));
                if let Some(text) = proven_text(info) {
                    say(&format!("info string {text}"));
                }
            };
            let search = |engine: &mut Engine, print: &mut dyn FnMut(&Info)| match level {
                // A level thinks its own time, but not past the time aimed at on the clock.
                Some(l) => engine.play_level_within(&pos, l, seed, budget.map(|b| b.target_ms), &clock, print),
                None => {
                    let limits = match (go.movetime, budget) {
                        (Some(t), _) => Limits { time_ms: Some(t), ..Limits::default() },
                        (None, Some(b)) => b.limits(),
                        (None, None) if go.explicit() => Limits::default(),
                        (None, None) => Limits { time_ms: Some(5_000), ..Limits::default() },
                    };
                    let limits = Limits { depth: go.depth, nodes: go.nodes, ..limits };
                    engine.search(&pos, limits, &clock, print)
                }
            };
            team.search(&pos, &clock, search, &mut print, |result| {
                // Under `go infinite` the answer waits for `stop`.
                while go.infinite && !clock.stop_requested() {
                    thread::sleep(Duration::from_millis(2));
                }
                say(&bestmove_line(result.best));
            });
            team
        });
        self.running = Some(Running { stop, handle, pos: self.pos.clone() });
    }
}

/// `bestmove M`, or `bestmove none` when the game is over.
fn bestmove_line(best: Option<Move>) -> String {
    match best {
        Some(m) => format!("bestmove {m}"),
        None => "bestmove none".to_string(),
    }
}

/// A legal move of `pos` without searching (`None` when the game is over).
fn fallback_move(pos: &Position) -> Option<Move> {
    if pos.outcome().is_some() {
        return None;
    }
    pos.legal_moves().first().copied()
}

/// `loa engine`: reads commands from stdin until `quit` or the end of input.
pub fn run() -> CliResult {
    let mut session = Session::new();
    for line in io::stdin().lock().lines() {
        let Ok(line) = line else {
            error("input is not UTF-8 text; line ignored");
            continue;
        };
        if !session.handle(&line) {
            return Ok(());
        }
    }
    session.stop();
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_words() {
        assert_eq!(Go::parse(&["depth", "5"]), Ok(Go { depth: Some(5), ..Go::default() }));
        let go = Go::parse(&["wtime", "60000", "btime", "30000", "winc", "1000", "binc", "0"]).unwrap();
        assert_eq!(go.clock_budget(Color::Black, 10), Some(allocate_with_moves_to_go(30_000, 0, 10, None)));
        assert_eq!(go.clock_budget(Color::White, 10), Some(allocate_with_moves_to_go(60_000, 1_000, 10, None)));
        let to_go = Go::parse(&["btime", "9000", "movestogo", "3"]).unwrap();
        assert_eq!(to_go.clock_budget(Color::Black, 0), Some(allocate_with_moves_to_go(9_000, 0, 0, Some(3))));
        assert_eq!(to_go.clock_budget(Color::White, 0), None, "no clock for White");
        assert!(Go::parse(&["infinite"]).unwrap().infinite);
        for bad in [&["depth"][..], &["depth", "x"], &["bogus", "1"], &["movetime", "-1"]] {
            assert!(Go::parse(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn position_words() {
        let pos = parse_position(&["startpos", "moves", "b1b3", "a2-c2"], Variant::Standard, Rules::default()).unwrap();
        assert_eq!(pos.to_string(), "1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/2w4w/2bbbbb1 b");
        let words = ["pos", "7w/8/8/8/8/2b5/b7/b6w", "w", "moves", "h8-g8"];
        assert_eq!(parse_position(&words, Variant::Standard, Rules::default()).unwrap().ply(), 1);
        for bad in [&["startpos", "moves", "b1-b4"][..], &["pos", "8/8", "b"], &["nothing"], &["startpos", "x"]] {
            assert!(parse_position(bad, Variant::Standard, Rules::default()).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn scores_in_moves() {
        assert_eq!(score_words(Score::Value(-35)), "cp -35");
        assert_eq!(score_words(Score::WinIn(1)), "mate 1");
        assert_eq!(score_words(Score::WinIn(3)), "mate 2");
        assert_eq!(score_words(Score::LossIn(2)), "mate -1");
    }
}
