//! `loa`: the native command line for Lines of Action — perft, move lists, playing moves, and
//! the engine's search, matches and benchmarks.

use std::process::ExitCode;

mod args;
mod bench;
mod bestmove;
mod book;
mod cli;
mod engine;
mod external;
mod matches;
mod picture;
mod puzzles;
mod review;
mod rules_cmds;
mod smp;
mod solve;
mod texel;
mod tune;

fn main() -> ExitCode {
    let words: Vec<_> = std::env::args_os().skip(1).collect();
    let command = words.first().and_then(|w| w.to_str()).map(String::from);
    let result = cli::parse(words).and_then(|parsed| match parsed {
        Ok(command) => command.run(),
        Err(help) => {
            print!("{help}");
            Ok(())
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("loa: {e}");
            if e.show_usage {
                eprint!("\n{}", cli::usage(command.as_deref()));
            }
            ExitCode::from(2)
        }
    }
}
