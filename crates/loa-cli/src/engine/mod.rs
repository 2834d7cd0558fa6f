//! `loa engine`: a line protocol on stdin/stdout in the style of UCI, so match tools and other
//! programs can drive the engine.
//!
//! In: `uci`, `isready`, `ucinewgame`, `setoption name Hash|Level|Threads|Variant|Rules value X`,
//! `position startpos|pos POS [moves M...]`, `go [depth N] [movetime MS] [nodes N]
//! [wtime MS btime MS winc MS binc MS movestogo N] [infinite] [searchmoves M…]`, `stop`, `quit`.
//! Out: `id`, `option`, `uciok`, `readyok`, `info depth … score cp X|mate N … pv …`,
//! `bestmove M` (in the project's notation), and `info string error: …` for anything it cannot
//! use (the engine keeps running).
//!
//! The search runs in its own thread; `stop` raises a flag the search polls through its clock.
//! With `Threads` above 1, helper threads search beside it (Lazy SMP, see [`crate::smp`]).
//! Every `go` gets exactly one `bestmove`: a `go` while a search runs first stops that search
//! (its `bestmove` comes first), and a search thread that failed is answered for.

mod go;
mod words;

use std::io::{self, BufRead, Write};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use loa_core::budget::{Clock, Limits};
use loa_core::engine::{Engine, LEVEL_COUNT};
use loa_core::search::Info;
use loa_core::{Move, Position, Rules, Variant};

use crate::args::{CliResult, MAX_HASH_MB};
use crate::bestmove::proven_text;
use crate::smp::{Team, MAX_THREADS};
use go::Go;
use words::{info_words, parse_position};

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
            "go" => match Go::parse(rest).and_then(|go| Ok((go.root_moves(&self.pos)?, go))) {
                Ok((root, go)) => self.go(go, root),
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

    /// Starts a search as `go` asks, among the `root` moves (all when empty).
    fn go(&mut self, go: Go, root: Vec<Move>) {
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
            let search = |engine: &mut Engine, print: &mut dyn FnMut(&Info)| {
                engine.set_root_moves(&root);
                match level {
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
