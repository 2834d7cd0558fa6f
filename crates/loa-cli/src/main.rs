//! `loa`: the native command line for Lines of Action — perft, move lists, playing moves, and
//! the engine's search, matches and benchmarks.

use std::process::ExitCode;

mod args;
mod bench;
mod bestmove;
mod engine;
mod external;
mod matches;
mod puzzles;
mod review;
mod rules_cmds;
mod smp;
mod solve;
mod texel;
mod tune;

use args::{Args, CliError};

const USAGE: &str = "\
usage: loa COMMAND [OPTIONS]

commands:
  perft DEPTH [--position POS] [--variant V] [--divide]
                    count leaf positions after DEPTH plies
  moves [--position POS] [--variant V] [--rules R]
                    list the legal moves, one per line
  play [--position POS] [--variant V] [--rules R] MOVE...
                    play a move list (checked; numbers, {comments} and results allowed,
                    e.g. '1. b1-b3 h4-f2'); print the position and the outcome
  bestmove [--position POS] [--variant V] [--rules R] [--moves M...] [--depth D | --time-ms T | --level L]
                    search and print info lines, then `bestmove MOVE`
  solve [--position POS] [--variant V] [--rules R] [--moves M...] [--time-ms T | --nodes N] [--first-proof] [--best-first] [--no-table]
                    prove a win or loss for the side to move: `result`, `plies`, `distance`
                    (shortest, or at-most when the limits ran out first) and `pv` lines
  engine            a UCI-style engine protocol on stdin/stdout (uci, position, go, stop, quit)
  match --a LEVEL|SETTINGS --b LEVEL|SETTINGS --games N [--engine-a CMD] [--engine-b CMD]
                    play engine settings against each other; print W/D/L and Elo
                    (alias: selfplay); --engine-b 'path/to/loa engine' plays b in that
                    program through the engine protocol (another build, say)
  bench             a fixed search benchmark: nodes, time, nodes per second
  tune [--base SETTINGS] [--iterations N] [--pairs N] [--step S] [--terms T,...]
                    tune the evaluation weights by self-play (SPSA)
  tune --texel FILE [--base SETTINGS] [--terms T,...] [--skip PLIES] [--steps N]
                    fit the weights to the results of games recorded by match --record
  puzzles [--count N] [--seed S] [--out FILE] [--max-games G]
                    generate verified puzzles (win1, win3, win5, defend) as TSV lines
  review [--record FILE | --moves M...] [--position POS] [--variant V] [--rules R] [--depth N] [--time-ms T]
                    the browser's post-game review: each move's scores (#+N: connects by force
                    in N plies), loss of chances, judgement and better move; counts per side

options:
  --position POS    a position string, e.g. '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b'
  --variant V       standard (default), scrambled-eggs or 6x6 (the 6×6 board, whose
                    position strings have six ranks of six squares)
  --rules R         olympiad (default) or options like simultaneous=mover,no-moves=lose,
                    repetition=off,move-limit=150
  --hash MB         the transposition table of bestmove and match: 1 to 4096 megabytes
                    (defaults 64 and 16)

Numbers out of range (--depth above 64, --time-ms above a day, ...) are refused with the
range they must be in.
";

fn main() -> ExitCode {
    let result = Args::from_env().and_then(|mut args| match args.command().as_deref() {
        Some("perft") => rules_cmds::perft(&mut args),
        Some("moves") => rules_cmds::moves(&mut args),
        Some("play") => rules_cmds::play(&mut args),
        Some("bestmove") => bestmove::bestmove(&mut args),
        Some("engine") => engine::run(&mut args),
        Some("solve") => solve::solve(&mut args),
        Some("bench") => bench::bench(&mut args),
        Some("match" | "selfplay") => matches::run(&mut args),
        Some("tune") => tune::run(&mut args),
        Some("puzzles") => puzzles::run(&mut args),
        Some("review") => review::run(&mut args),
        Some("help" | "--help" | "-h") => {
            print!("{USAGE}");
            Ok(())
        }
        Some(other) => Err(CliError::new(format!("unknown command {other:?}"))),
        None => Err(CliError::new("no command given")),
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("loa: {e}");
            if e.show_usage {
                eprint!("\n{USAGE}");
            }
            ExitCode::from(2)
        }
    }
}
