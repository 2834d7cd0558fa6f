//! An engine in another process that speaks `loa engine`'s protocol (another build of `loa`,
//! or any program that speaks it), so `loa match` can pit builds against each other.
//!
//! The match sends `uci`, the options, then per game `ucinewgame` and per move
//! `position startpos moves …` (the whole game, so the engine sees the history the rules see)
//! and `go …`, and waits for `bestmove`, each with a time bound.

use std::fmt;
use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::thread;
use std::time::Duration;

use loa_core::budget::Limits;
use loa_core::{Move, Position, Rules, Variant};

/// Answers to `uci` and `isready` (start-up includes allocating the table).
const HANDSHAKE: Duration = Duration::from_secs(30);
/// How much longer than its limit a `go` may take: start-up of the search, a loaded machine.
const GRACE: Duration = Duration::from_secs(30);

/// What went wrong with an external engine.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExternalError {
    /// The command could not be started.
    Start { command: String, reason: String },
    /// It ended, or closed its output, while an answer was awaited.
    Exited { command: String, waiting_for: String },
    /// No answer within the bound.
    Timeout { command: String, waiting_for: String, seconds: u64 },
}

impl fmt::Display for ExternalError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExternalError::Start { command, reason } => write!(f, "engine {command:?} could not be started: {reason}"),
            ExternalError::Exited { command, waiting_for } => {
                write!(f, "engine {command:?} exited while {waiting_for} was awaited")
            }
            ExternalError::Timeout { command, waiting_for, seconds } => {
                write!(f, "engine {command:?} sent no {waiting_for} within {seconds} s")
            }
        }
    }
}

/// The `go` words for a side's limits: `depth`, `movetime`, `nodes`; none for a level (the
/// engine plays its `Level` option then).
#[must_use]
pub fn go_words(limits: &Limits) -> String {
    let mut go = String::from("go");
    if let Some(d) = limits.depth {
        go.push_str(&format!(" depth {d}"));
    }
    if let Some(t) = limits.time_ms {
        go.push_str(&format!(" movetime {t}"));
    }
    if let Some(n) = limits.nodes {
        go.push_str(&format!(" nodes {n}"));
    }
    go
}

/// The `position` command for `pos`'s whole game from the start of `variant`.
#[must_use]
pub fn position_words(pos: &Position) -> String {
    let mut line = String::from("position startpos");
    let moves: Vec<String> = pos.moves_played().map(|m| m.to_string()).collect();
    if !moves.is_empty() {
        line.push_str(" moves ");
        line.push_str(&moves.join(" "));
    }
    line
}

/// One engine process.
pub struct External {
    command: String,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    go: String,
    /// The longest a `go` may take.
    bound: Duration,
}

impl fmt::Debug for External {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("External").field("command", &self.command).field("go", &self.go).finish()
    }
}

impl External {
    /// Starts `command` (words split at spaces: `path/to/loa engine`), sends `uci` and the
    /// options, and waits until it is ready. `level` is set as the `Level` option when the
    /// limits come from one.
    ///
    /// # Errors
    /// The command cannot be started or does not answer the handshake.
    pub fn start(
        command: &str,
        limits: &Limits,
        level: Option<u8>,
        variant: Variant,
        rules: Rules,
        hash_mb: usize,
    ) -> Result<External, ExternalError> {
        let mut words = command.split_whitespace();
        let program = words.next().ok_or_else(|| ExternalError::Start {
            command: command.to_string(),
            reason: "the command is empty".into(),
        })?;
        let mut child = Command::new(program)
            .args(words)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| ExternalError::Start { command: command.to_string(), reason: e.to_string() })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(ExternalError::Start { command: command.to_string(), reason: "no pipes".into() });
        };
        let (tx, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        // A level plays by itself (up to its own time); otherwise the limit given, and a
        // depth or node limit gets a minute.
        let limit_ms = match (level, limits.time_ms) {
            (Some(_), _) => 60_000,
            (None, Some(t)) => t,
            (None, None) => 60_000,
        };
        let mut e = External {
            command: command.to_string(),
            child,
            stdin,
            lines,
            go: if level.is_some() { "go".to_string() } else { go_words(limits) },
            bound: Duration::from_millis(limit_ms) + GRACE,
        };
        e.send("uci");
        e.wait_for("uciok", HANDSHAKE)?;
        e.send(&format!("setoption name Hash value {hash_mb}"));
        e.send(&format!("setoption name Variant value {variant}"));
        e.send(&format!("setoption name Rules value {rules}"));
        if let Some(l) = level {
            e.send(&format!("setoption name Level value {l}"));
        }
        e.send("isready");
        e.wait_for("readyok", HANDSHAKE)?;
        Ok(e)
    }

    /// A line in. A failed write is not reported here: an engine that has gone closes its
    /// output too, and the answer awaited next says so.
    fn send(&mut self, line: &str) {
        let _ = writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush());
    }

    /// The first line starting with `word`, skipping the others (`info`, `id`, `option`).
    fn wait_for(&mut self, word: &str, bound: Duration) -> Result<String, ExternalError> {
        loop {
            match self.lines.recv_timeout(bound) {
                Ok(line) if line.split_whitespace().next() == Some(word) => return Ok(line),
                Ok(_) => {}
                Err(RecvTimeoutError::Timeout) => {
                    return Err(ExternalError::Timeout {
                        command: self.command.clone(),
                        waiting_for: format!("{word:?}"),
                        seconds: bound.as_secs(),
                    })
                }
                Err(RecvTimeoutError::Disconnected) => {
                    return Err(ExternalError::Exited {
                        command: self.command.clone(),
                        waiting_for: format!("{word:?}"),
                    })
                }
            }
        }
    }

    /// Forgets the last game.
    ///
    /// # Errors
    /// The engine has gone or does not answer `isready`.
    pub fn new_game(&mut self) -> Result<(), ExternalError> {
        self.send("ucinewgame");
        self.send("isready");
        self.wait_for("readyok", HANDSHAKE).map(|_| ())
    }

    /// The engine's move in `pos`: `Ok(Err(text))` when its answer is not a legal move there
    /// (`none` included), which forfeits the game.
    ///
    /// # Errors
    /// The engine has gone or sends no `bestmove` in time.
    pub fn best_move(&mut self, pos: &Position) -> Result<Result<Move, String>, ExternalError> {
        self.send(&position_words(pos));
        let go = self.go.clone();
        self.send(&go);
        let line = self.wait_for("bestmove", self.bound)?;
        let text = line.split_whitespace().nth(1).unwrap_or("").to_string();
        Ok(pos.parse_move(&text).map_err(|_| text))
    }
}

impl Drop for External {
    fn drop(&mut self) {
        // Asked to quit; one that does not is ended.
        self.send("quit");
        for _ in 0..50 {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            thread::sleep(Duration::from_millis(20));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_sent() {
        let limits = Limits { depth: Some(3), time_ms: Some(250), ..Limits::default() };
        assert_eq!(go_words(&limits), "go depth 3 movetime 250");
        assert_eq!(go_words(&Limits { nodes: Some(9), ..Limits::default() }), "go nodes 9");
        let mut pos = Position::default();
        assert_eq!(position_words(&pos), "position startpos");
        for m in ["b1-b3", "h4-f2"] {
            pos.play(pos.parse_move(m).unwrap()).unwrap();
        }
        assert_eq!(position_words(&pos), "position startpos moves b1-b3 h4-f2");
    }
}
