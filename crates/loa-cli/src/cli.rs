//! The command line: the commands and their options (clap's derive, so every command has its
//! own `--help`), and clap's errors told in `loa`'s words (`--depth 65: expected a whole number
//! from 1 to 64`, `unknown option --bogus`, `--record needs a value`).

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::args::{CliError, CliResult};
use crate::{bench, bestmove, book, engine, matches, picture, puzzles, review, rules_cmds, solve, tune};

/// Lines of Action on the command line: the rules, the engine's search, matches and benchmarks.
#[derive(Debug, Parser)]
#[command(
    name = "loa",
    version,
    disable_version_flag = true,
    after_help = "Run `loa COMMAND --help` for a command's options. Numbers out of range (--depth above 64, \
                  --time-ms above a day, ...) are refused with the range they must be in."
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Count the leaf positions after DEPTH plies
    Perft(rules_cmds::PerftArgs),
    /// List the legal moves, one per line
    Moves(rules_cmds::MovesArgs),
    /// Play a move list (checked; numbers, {comments} and results allowed, e.g. '1. b1-b3 h4-f2');
    /// print the position and the outcome
    Play(rules_cmds::PlayArgs),
    /// Search and print info lines, then `bestmove MOVE`
    Bestmove(bestmove::BestmoveArgs),
    /// Prove a win or loss for the side to move: `result`, `plies`, `distance` (shortest, or
    /// at-most when the limits ran out first) and `pv` lines
    Solve(solve::SolveArgs),
    /// Prove wins too big for one solve (PN², saved and resumed), keep them as a book the engine
    /// plays from, and check a book
    Book(book::BookArgs),
    /// A UCI-style engine protocol on stdin/stdout (uci, position, go, stop, quit)
    Engine,
    /// Play engine settings against each other; print W/D/L and Elo (with --sprt, until a
    /// sequential test decides)
    #[command(alias = "selfplay")]
    Match(matches::MatchArgs),
    /// A fixed search benchmark: nodes, time, nodes per second
    Bench(bench::BenchArgs),
    /// Tune the evaluation weights by self-play (SPSA), or fit them to recorded games (--texel)
    Tune(tune::TuneArgs),
    /// Generate verified puzzles (win1, win3, win5, defend) as TSV lines
    Puzzles(puzzles::PuzzlesArgs),
    /// The browser's post-game review: each move's scores (#+N: connects by force in N plies),
    /// loss of chances, judgement and better move; counts per side
    Review(review::ReviewArgs),
    /// A board's static picture as SVG markup (the site's build draws its boards with it): prints
    /// `position POS`, then the SVG
    Picture(picture::PictureArgs),
}

impl Command {
    pub fn run(self) -> CliResult {
        match self {
            Command::Perft(a) => rules_cmds::perft(&a),
            Command::Moves(a) => rules_cmds::moves(&a),
            Command::Play(a) => rules_cmds::play(&a),
            Command::Bestmove(a) => bestmove::bestmove(&a),
            Command::Solve(a) => solve::solve(&a),
            Command::Book(a) => book::run(&a),
            Command::Engine => engine::run(),
            Command::Match(a) => matches::run(&a),
            Command::Bench(a) => bench::bench(&a),
            Command::Tune(a) => tune::run(&a),
            Command::Puzzles(a) => puzzles::run(&a),
            Command::Review(a) => review::run(&a),
            Command::Picture(a) => picture::run(&a),
        }
    }
}

/// What the words ask for: a command to run, or help to print (`Ok(Err(text))`, exit 0).
///
/// # Errors
/// A word that is not UTF-8, an unknown command or option, a value out of its range.
pub fn parse(words: Vec<OsString>) -> Result<Result<Command, String>, CliError> {
    let mut text = vec!["loa".to_string()];
    for (i, word) in words.into_iter().enumerate() {
        match word.into_string() {
            Ok(w) => text.push(w),
            Err(raw) => {
                return Err(CliError::new(format!(
                    "argument {} ({:?}) is not valid UTF-8",
                    i + 1,
                    raw.to_string_lossy()
                )))
            }
        }
    }
    // A negative number is a value (`--seed -1` is refused for its range, not as an option).
    let parsed = Cli::command()
        .mut_subcommands(|c| c.allow_negative_numbers(true))
        .try_get_matches_from(&text)
        .and_then(|m| Cli::from_arg_matches(&m));
    match parsed {
        Ok(cli) => Ok(Ok(cli.command)),
        Err(e) if matches!(e.kind(), ErrorKind::DisplayHelp | ErrorKind::DisplayVersion) => Ok(Err(e.to_string())),
        Err(e) => Err(CliError::new(message(&e, text.get(1).map(String::as_str)))),
    }
}

/// The usage of `command` (the whole help when there is none), printed after an error.
pub fn usage(command: Option<&str>) -> String {
    let mut cli = Cli::command();
    cli.build();
    match command.and_then(|name| cli.find_subcommand_mut(name)) {
        Some(sub) => {
            let name = sub.get_name().to_string();
            format!("{}\nRun `loa {name} --help` for its options.\n", sub.render_usage())
        }
        None => cli.render_help().to_string(),
    }
}

/// The first word of what clap names an argument by: `--depth` for `--depth <D>`.
fn first_word(arg: &str) -> &str {
    arg.split_whitespace().next().unwrap_or(arg)
}

fn context(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        other => Some(other.to_string()),
    }
}

/// clap's error in `loa`'s words; `command` is the command word given.
fn message(e: &clap::Error, command: Option<&str>) -> String {
    let arg = context(e, ContextKind::InvalidArg).unwrap_or_default();
    match e.kind() {
        ErrorKind::MissingSubcommand | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand => {
            "no command given".to_string()
        }
        ErrorKind::InvalidSubcommand => {
            // The word clap did not know (a command's own command too: `loa book shelve`).
            let word = context(e, ContextKind::InvalidSubcommand);
            format!("unknown command {:?}", word.as_deref().or(command).unwrap_or_default())
        }
        ErrorKind::UnknownArgument if arg.starts_with('-') => format!("unknown option {}", first_word(&arg)),
        ErrorKind::UnknownArgument => format!("unexpected argument {arg:?}"),
        ErrorKind::InvalidValue if context(e, ContextKind::InvalidValue).is_none_or(|v| v.is_empty()) => {
            format!("{} needs a value", first_word(&arg))
        }
        ErrorKind::ValueValidation => match std::error::Error::source(e) {
            Some(why) if arg.starts_with('-') => format!("{} {why}", first_word(&arg)),
            Some(why) => format!("{} {why}", arg.trim_matches(['<', '>'])),
            None => clap_words(e),
        },
        ErrorKind::ArgumentConflict if context(e, ContextKind::PriorArg).as_deref() == Some(arg.as_str()) => {
            format!("{} is given twice", first_word(&arg))
        }
        ErrorKind::MissingRequiredArgument => {
            format!("{} needs {}", command.unwrap_or("loa"), arg.replace(['<', '>'], ""))
        }
        _ => clap_words(e),
    }
}

/// clap's own message, without its "error: " and the usage after it.
fn clap_words(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let line = text.lines().next().unwrap_or_default();
    line.strip_prefix("error: ").unwrap_or(line).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(words: &[&str]) -> String {
        match parse(words.iter().map(OsString::from).collect()) {
            Err(e) => e.message,
            Ok(_) => panic!("{words:?} parsed"),
        }
    }

    #[test]
    fn the_command_line_is_well_formed() {
        Cli::command().debug_assert();
    }

    #[test]
    fn errors_in_loa_words() {
        assert_eq!(error(&[]), "no command given");
        assert_eq!(error(&["frobnicate"]), "unknown command \"frobnicate\"");
        assert_eq!(error(&["perft", "2", "--bogus"]), "unknown option --bogus");
        assert_eq!(error(&["perft", "2", "3"]), "unexpected argument \"3\"");
        assert_eq!(error(&["review", "--record"]), "--record needs a value");
        assert_eq!(error(&["bestmove", "--depth", "65"]), "--depth 65: expected a whole number from 1 to 64");
        assert_eq!(error(&["bestmove", "--depth=0"]), "--depth 0: expected a whole number from 1 to 64");
        assert_eq!(error(&["moves", "--variant", "chess"]).split(':').next(), Some("--variant \"chess\""));
        assert_eq!(error(&["match", "--b", "1"]), "match needs --a LEVEL|SETTINGS|MOVER");
        assert_eq!(error(&["bestmove", "--depth", "2", "--depth=3"]), "--depth is given twice");
        assert_eq!(error(&["tune", "--skip", "3"]), "tune needs --texel FILE");
    }

    #[test]
    fn every_option_reads_into_its_type() {
        // Each command with every option given (and once with none): a value parser of the wrong
        // type would fail here, not in a user's hands.
        let lines: &[&[&str]] = &[
            &["perft", "2", "--divide", "--position", "x", "--variant", "6x6", "--rules", "olympiad"],
            &["moves"],
            &["play", "b1-b3", "--rules", "repetition=off"],
            &["bestmove"],
            &["bestmove", "--depth", "3", "--time-ms", "9", "--nodes", "9", "--level", "2", "--seed", "3"],
            &["bestmove", "--hash", "2", "--moves", "b1-b3", "a2-c2"],
            &["solve", "--time-ms", "5", "--nodes", "5", "--first-proof", "--best-first", "--no-table"],
            &["book", "build", "--state", "f", "--attacker", "w", "--leaf-nodes", "9999", "--book-nodes", "9"],
            &["book", "build", "--state", "f", "--table-mb", "8", "--minutes", "2", "--steps", "3", "--moves", "b1-b3"],
            &["book", "export", "--state", "f", "--state", "g", "--out", "h", "--lead"],
            &["book", "verify"],
            &["book", "verify", "--book", "f", "--nodes", "9"],
            &["engine"],
            &["match", "--a", "1", "--b", "2"],
            &["match", "--a", "1", "--b", "2", "--engine-a", "x", "--engine-b", "y", "--games", "2"],
            &["match", "--a", "1", "--b", "2", "--variant", "6x6", "--rules", "olympiad", "--opening-plies", "2"],
            &["match", "--a", "1", "--b", "2", "--seed", "3", "--hash", "2", "--quiet", "--record", "f"],
            &["match", "--a", "1", "--b", "2", "--sprt", "-5,5", "--alpha", "0.1", "--beta", "0.1", "--jobs", "2"],
            &["bench", "--depth", "2", "--settings", "null=0", "--verbose"],
            &["tune"],
            &["tune", "--base", "depth=2", "--iterations", "2", "--pairs", "2", "--step", "2", "--rate", "2"],
            &["tune", "--seed", "2", "--variant", "6x6", "--terms", "conc", "--texel", "f", "--skip", "2"],
            &["tune", "--texel", "f", "--steps", "2"],
            &["puzzles"],
            &["puzzles", "--count", "8", "--seed", "2", "--out", "f", "--max-games", "9", "--min-pieces", "9"],
            &["review"],
            &["review", "--record", "f", "--depth", "2", "--time-ms", "9", "--nodes", "9", "--hash", "2"],
        ];
        for words in lines {
            let parsed = parse(words.iter().map(OsString::from).collect());
            assert!(matches!(parsed, Ok(Ok(_))), "{words:?}: {parsed:?}");
        }
    }

    #[test]
    fn help_is_not_an_error() {
        for words in [&["--help"][..], &["help"], &["match", "--help"], &["help", "match"], &["perft", "-h"]] {
            let parsed = parse(words.iter().map(OsString::from).collect());
            assert!(matches!(parsed, Ok(Err(ref help)) if help.contains("Usage: loa")), "{words:?}");
        }
    }
}
