//! `loa engine` driven through stdin and stdout, as a match tool would.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, RecvTimeoutError};
use std::thread;
use std::time::{Duration, Instant};

use loa_core::Position;

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_loa"))
            .arg("engine")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let (tx, lines) = channel();
        thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                if tx.send(line.unwrap()).is_err() {
                    break;
                }
            }
        });
        Engine { child, stdin, lines }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// The lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str, timeout: Duration) -> Vec<String> {
        let deadline = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(line) => {
                    let done = line.starts_with(prefix);
                    seen.push(line);
                    if done {
                        return seen;
                    }
                }
                Err(RecvTimeoutError::Timeout) => panic!("no {prefix:?} within {timeout:?}; saw {seen:?}"),
                Err(RecvTimeoutError::Disconnected) => panic!("engine exited before {prefix:?}; saw {seen:?}"),
            }
        }
    }

    /// No line arrives within `wait`.
    fn silent(&mut self, wait: Duration) {
        if let Ok(line) = self.lines.recv_timeout(wait) {
            panic!("unexpected line {line:?}");
        }
    }

    fn quit(mut self) {
        self.send("quit");
        let status = self.child.wait().unwrap();
        assert!(status.success(), "{status}");
    }
}

const SECOND: Duration = Duration::from_secs(1);

#[test]
fn handshake_search_and_quit() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok", 5 * SECOND);
    assert!(lines[0].starts_with("id name loa"), "{lines:?}");
    assert!(lines.iter().any(|l| l.starts_with("option name Hash type spin")), "{lines:?}");
    e.send("setoption name Hash value 8");
    e.send("setoption name Level value 3");
    e.send("isready");
    assert_eq!(e.until("readyok", 5 * SECOND), vec!["readyok"]);
    e.send("position startpos moves b1b3 a2-c2");
    e.send("go depth 3");
    let lines = e.until("bestmove", 20 * SECOND);
    let infos: Vec<&String> = lines.iter().filter(|l| l.starts_with("info depth")).collect();
    assert_eq!(infos.len(), 3, "{lines:?}");
    assert!(infos[2].contains(" score cp ") && infos[2].contains(" nodes ") && infos[2].contains(" pv "), "{lines:?}");
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    let mut pos = Position::default();
    for m in ["b1-b3", "a2-c2"] {
        pos.play(pos.parse_move(m).unwrap()).unwrap();
    }
    assert!(pos.parse_move(best).is_ok(), "{best} is not legal in {pos}");
    assert!(best.contains('-') || best.contains('x'), "{best} is not in the project's notation");
    e.quit();
}

#[test]
fn stop_ends_an_infinite_search() {
    let mut e = Engine::start();
    e.send("position pos 1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b");
    e.send("go infinite");
    // The solver's first two seconds, then the iterations.
    e.until("info depth 3", 60 * SECOND);
    // Under `go infinite`, no bestmove comes by itself; isready is still answered.
    e.send("isready");
    assert_eq!(e.until("readyok", 5 * SECOND).last().unwrap(), "readyok");
    e.send("stop");
    let lines = e.until("bestmove", 5 * SECOND);
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    assert!(Position::default().parse_move(best).is_ok(), "{best}");
    e.send("isready");
    e.until("readyok", 5 * SECOND);
    e.quit();
}

#[test]
fn errors_keep_the_engine_running() {
    let mut e = Engine::start();
    for bad in [
        "bogus",
        "position startpos moves b1-b4",
        "position pos 8/8 b",
        "go depth x",
        "go depth 2 searchmoves b1-b4",
        "setoption name Hash value 0",
        "setoption name Colour value red",
    ] {
        e.send(bad);
        let line = e.until("info string error:", 5 * SECOND).pop().unwrap();
        assert!(line.len() > "info string error: ".len(), "{bad}: {line}");
    }
    // The bad position changed nothing: the start position is still set.
    e.send("go depth 1");
    let best = e.until("bestmove", 10 * SECOND).pop().unwrap();
    assert!(Position::default().parse_move(best.strip_prefix("bestmove ").unwrap()).is_ok(), "{best}");
    e.silent(Duration::from_millis(200));
    e.quit();
}

#[test]
fn searchmoves_restricts_the_root_moves() {
    // Whatever the engine prefers, it answers with one of the two moves it may search, and every
    // line it reports starts with one of them.
    let mut e = Engine::start();
    e.send("position startpos");
    let allowed = ["b1-d3", "g1-g3"];
    e.send("go depth 4 searchmoves b1-d3 g1g3");
    let lines = e.until("bestmove", 20 * SECOND);
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    assert!(allowed.contains(&best), "{lines:?}");
    for info in lines.iter().filter(|l| l.starts_with("info depth")) {
        let first = info.split(" pv ").nth(1).and_then(|pv| pv.split(' ').next()).unwrap();
        assert!(allowed.contains(&first), "{info}");
    }
    // White's move is not Black's: refused, nothing searched.
    e.send("go depth 4 searchmoves h4-f2");
    e.until("info string error: go searchmoves h4-f2", 5 * SECOND);
    e.silent(Duration::from_millis(200));
    e.quit();
}

#[test]
fn the_history_counts_for_repetition() {
    // Black and White shuffle back and forth twice: the third occurrence is a draw, so a
    // search there has no move to give.
    let mut e = Engine::start();
    let shuffle = "b1-b3 a2-c2 b3-b1 c2-a2 b1-b3 a2-c2 b3-b1 c2-a2";
    e.send(&format!("position startpos moves {shuffle}"));
    e.send("go depth 2");
    assert_eq!(e.until("bestmove", 10 * SECOND).pop().unwrap(), "bestmove none");
    e.quit();
}

#[test]
fn mate_scores_and_clock_times() {
    let mut e = Engine::start();
    // Black connects at once.
    e.send("position pos 7w/8/8/8/8/2b5/b7/b6w b");
    e.send("go wtime 1000 btime 1000 winc 10 binc 10");
    let lines = e.until("bestmove", 10 * SECOND);
    assert!(lines.iter().any(|l| l.contains("score mate 1")), "{lines:?}");
    let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap();
    let text = "7w/8/8/8/8/2b5/b7/b6w b";
    let mut pos =
        Position::from_position_string(text, loa_core::Variant::Standard, loa_core::Rules::default()).unwrap();
    pos.play(pos.parse_move(best).unwrap()).unwrap();
    assert_eq!(pos.outcome().and_then(|o| o.winner()), Some(loa_core::Color::Black), "{best}");
    e.quit();
}

#[test]
fn a_long_search_reports_a_proof() {
    // White wins by force in this self-play endgame; a 20 s search gives the solver 2 s (it
    // needs about 0.1 s) and plays the proof at once.
    let mut e = Engine::start();
    e.send("position pos 8/1bw2w2/6b1/3wbb2/3wbw2/4wwb1/2bwwbb1/8 w");
    e.send("go movetime 20000");
    let lines = e.until("bestmove", 30 * SECOND);
    assert!(lines.iter().any(|l| l.starts_with("info string connects by force in ")), "{lines:?}");
    assert!(lines.iter().any(|l| l.contains(" score mate ")), "{lines:?}");
    e.quit();
}

/// `b1-b3` → `b1b3`, `d1xa4` → `d1a4` (the plain form match tools send).
fn plain(m: &str) -> String {
    m.replace(['-', 'x'], "")
}

/// The `position` command for the start and `moves`, every other move in the plain form.
fn position_line(moves: &[String]) -> String {
    let mut line = String::from("position startpos");
    if !moves.is_empty() {
        line.push_str(" moves");
        for (i, m) in moves.iter().enumerate() {
            line.push(' ');
            line.push_str(&if i % 2 == 1 && m.len() == 5 { plain(m) } else { m.clone() });
        }
    }
    line
}

impl Engine {
    /// Sends `go`, returns the move of its one `bestmove` (`None` for `bestmove none`); no
    /// error on the way.
    fn go(&mut self, go: &str) -> Option<String> {
        self.send(go);
        let lines = self.until("bestmove", 20 * SECOND);
        assert!(!lines.iter().any(|l| l.starts_with("info string error")), "{go}: {lines:?}");
        let best = lines.last().unwrap().strip_prefix("bestmove ").unwrap().to_string();
        (best != "none").then_some(best)
    }

    /// `isready` is answered with nothing but `info` lines before it: no `bestmove` is owed
    /// and none is extra.
    fn settled(&mut self) {
        self.send("isready");
        let lines = self.until("readyok", 20 * SECOND);
        assert!(lines[..lines.len() - 1].iter().all(|l| l.starts_with("info ")), "{lines:?}");
    }
}

#[test]
fn one_process_many_games_every_go_gets_one_bestmove() {
    // What a match tool does: game after game in one process, each `go` sent as soon as the
    // last `bestmove` arrived, with the limits varied. Once, a `go` could arrive before the
    // finished search's thread had ended and was refused ("already searching"): no bestmove.
    let limits = ["go depth 1", "go nodes 300", "go depth 2", "go movetime 5", "go wtime 300 btime 300 winc 5 binc 5"];
    let mut e = Engine::start();
    e.send("setoption name Hash value 4");
    let mut rng = loa_core::Rng::new(7);
    let mut gos = 0;
    for game in 0..6 {
        e.send("ucinewgame");
        e.settled();
        let mut pos = Position::default();
        let mut moves: Vec<String> = Vec::new();
        // A random opening, so the games differ.
        for _ in 0..2 {
            let legal = pos.legal_moves();
            let m = legal[rng.index(legal.len())];
            pos.play(m).unwrap();
            moves.push(m.to_string());
        }
        while pos.outcome().is_none() && moves.len() < 160 {
            e.send(&position_line(&moves));
            let go = limits[gos % limits.len()];
            gos += 1;
            let best = e.go(go).unwrap_or_else(|| panic!("game {game}: no move in {pos} after {moves:?}"));
            let m = pos.parse_move(&best).unwrap_or_else(|err| panic!("{best} in {pos}: {err}"));
            pos.play(m).unwrap();
            moves.push(best);
        }
        // A finished game (or one left at 160 plies) still gets its one answer.
        e.send(&position_line(&moves));
        let best = e.go("go depth 1");
        assert_eq!(best.is_none(), pos.outcome().is_some(), "game {game}: {best:?} after {moves:?}");
    }
    e.settled();
    e.quit();
}

#[test]
fn stop_and_go_while_searching_answer_each_go_once() {
    let mut e = Engine::start();
    e.send("setoption name Hash value 4");
    for round in 0..20 {
        e.send("position startpos moves b1b3 a2-c2");
        // `stop` while searching: one bestmove, a legal one.
        e.send("go depth 40");
        e.until("info depth 2", 20 * SECOND);
        e.send("stop");
        let best = e.until("bestmove", 20 * SECOND).pop().unwrap();
        assert!(best.starts_with("bestmove ") && best != "bestmove none", "round {round}: {best}");
        // `stop` with nothing running: nothing.
        e.send("stop");
        e.settled();
        // A `go` while searching ends that search (its bestmove comes first), then answers.
        e.send("go depth 40");
        e.until("info depth 2", 20 * SECOND);
        e.send("go depth 1");
        let lines = e.until("bestmove", 20 * SECOND);
        assert!(!lines.iter().any(|l| l.starts_with("info string error")), "round {round}: {lines:?}");
        let lines = e.until("bestmove", 20 * SECOND);
        assert!(!lines.iter().any(|l| l.starts_with("info string error")), "round {round}: {lines:?}");
        e.settled();
        // Back to back, no waiting between a bestmove and the next go.
        for _ in 0..10 {
            assert!(e.go("go depth 1").is_some(), "round {round}");
        }
        e.settled();
    }
    e.quit();
}

#[test]
fn long_histories_and_repetitions_in_one_process() {
    let mut e = Engine::start();
    e.send("setoption name Hash value 4");
    // Random games, sent whole and by prefixes: long move lists parse and the answer is legal.
    let mut rng = loa_core::Rng::new(11);
    for game in 0..4 {
        let mut pos = Position::default();
        let mut moves: Vec<String> = Vec::new();
        while pos.outcome().is_none() && moves.len() < 600 {
            let legal = pos.legal_moves();
            let m = legal[rng.index(legal.len())];
            pos.play(m).unwrap();
            moves.push(m.to_string());
        }
        for cut in [moves.len() / 4, moves.len() / 2, moves.len() - 1, moves.len()] {
            let mut at = Position::default();
            for m in &moves[..cut] {
                at.play(at.parse_move(m).unwrap()).unwrap();
            }
            e.send(&position_line(&moves[..cut]));
            let best = e.go("go nodes 2000");
            match best {
                Some(b) => assert!(at.parse_move(&b).is_ok(), "game {game} ply {cut}: {b} in {at}"),
                None => assert!(at.outcome().is_some(), "game {game} ply {cut}: no move in {at}"),
            }
        }
    }
    // The third repetition ends the game, however often it is asked.
    let shuffle: Vec<String> = "b1-b3 a2-c2 b3-b1 c2-a2 b1-b3 a2-c2 b3-b1 c2-a2".split(' ').map(String::from).collect();
    for _ in 0..10 {
        e.send(&position_line(&shuffle));
        assert_eq!(e.go("go depth 3"), None);
        e.send(&position_line(&shuffle[..7]));
        // One move before the repetition, the engine has moves (and must not play c2-a2
        // blindly, but any legal move is an answer here).
        assert!(e.go("go depth 3").is_some());
    }
    e.settled();
    e.quit();
}

/// `Threads` above 1: helper threads search beside the engine; every `go` still gets exactly
/// one legal `bestmove`, also when stopped, and a new game or fewer threads keep it working.
#[test]
fn threads_search_together_and_answer_once() {
    let mut e = Engine::start();
    e.send("uci");
    let lines = e.until("uciok", 5 * SECOND);
    let threads = lines.iter().find(|l| l.starts_with("option name Threads type spin")).expect("a Threads option");
    let max: usize = threads.rsplit(' ').next().unwrap().parse().unwrap();
    assert!(max >= 2, "{threads}");
    e.send("setoption name Threads value 3");
    e.send("isready");
    assert_eq!(e.until("readyok", 5 * SECOND), vec!["readyok"], "Threads 3 is accepted");
    for bad in ["0", &(max + 1).to_string(), "two"] {
        e.send(&format!("setoption name Threads value {bad}"));
        let line = e.until("info string error", 5 * SECOND).pop().unwrap();
        assert!(line.contains("Threads"), "{line}");
    }
    // A game's first moves, each from the last: one legal bestmove per go, nothing owed.
    let mut moves: Vec<String> = Vec::new();
    for go in ["go depth 5", "go movetime 150", "go nodes 20000", "go wtime 3000 btime 3000"] {
        e.send(&position_line(&moves));
        let best = e.go(go).expect("the game goes on");
        let mut p = Position::default();
        for m in &moves {
            p.play(p.parse_move(m).unwrap()).unwrap();
        }
        assert!(p.parse_move(&best).is_ok(), "{go}: {best} in {p}");
        moves.push(best);
    }
    e.settled();
    e.send("ucinewgame");
    e.send("position startpos");
    e.send("go infinite");
    e.until("info depth 3", 60 * SECOND);
    e.send("stop");
    let best = e.until("bestmove", 10 * SECOND).pop().unwrap();
    assert!(Position::default().parse_move(best.strip_prefix("bestmove ").unwrap()).is_ok(), "{best}");
    e.send("setoption name Threads value 1");
    e.send("go depth 4");
    e.until("bestmove", 20 * SECOND);
    e.quit();
}
