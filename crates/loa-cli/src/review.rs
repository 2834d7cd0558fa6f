//! `loa review`: the browser's post-game review on the command line. Every position of a game is
//! evaluated with the review's own search (`loa_core::review`: the same depth, time, table and
//! handling of finished games as the page's review worker), then each move is judged.

use std::fmt::Write as _;
use std::time::Instant;

use loa_core::engine::Engine;
use loa_core::record::{self, Format};
use loa_core::review::{
    judge_game, review_game, summarize, Eval, Evaluated, Judgement, MoveJudged, ReviewLimits, SideSummary,
    DEFAULT_LIMITS, FORCED, HASH_MB, WON,
};
use loa_core::search::MAX_DEPTH;
use loa_core::{Color, Move, Position};

use crate::args::{hash_mb, whole, CliError, CliResult, MAX_TIME_MS};
use crate::bestmove::{GameArgs, WallClock};

/// A score for the side it belongs to: `+0.35` (hundredths of a piece, roughly), `#+5` (connects
/// by force in 5 plies), `#-4` (the opponent connects by force in 4), `#0` a finished draw.
pub fn score_text(score: i32) -> String {
    if score >= FORCED {
        format!("#+{}", WON - score)
    } else if score <= -FORCED {
        format!("#-{}", WON + score)
    } else {
        format!("{:+.2}", f64::from(score) / 100.0)
    }
}

/// The game to review: `--record FILE` (SGF or a move list; `-` is standard input) or
/// `--moves M...`, from `--position`/`--variant`/`--rules`.
fn game(args: &ReviewArgs) -> Result<Position, CliError> {
    let Some(path) = &args.record else { return args.game.position() };
    if args.game.moves.is_some() {
        return Err(CliError::new("give the game as --record FILE or as --moves M..., not both"));
    }
    let start = args.game.start.position()?;
    let bytes = if path == "-" {
        let mut buf = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut buf).map(|_| buf)
    } else {
        std::fs::read(path)
    }
    .map_err(|e| CliError::input(format!("--record {path}: cannot read it: {e}")))?;
    let text = String::from_utf8(bytes).map_err(|_| {
        CliError::input(format!("--record {path}: not a text file (expected SGF or a move list in UTF-8)"))
    })?;
    record::read(&text, start, Format::of(&text))
        .into_position()
        .map_err(|e| CliError::input(format!("--record {path}: {e}")))
}

/// One move's line: ply, mover, move, depth of the search before it, the mover's score before and
/// after, the loss of chances in percent, the judgement (`-` where none) and the engine's move
/// there (`=` when it is the move played; for a marked move, the better move).
fn move_line(ply: usize, mover: Color, played: Move, before: &Evaluated, after: Eval, judged: &MoveJudged) -> String {
    let side = if mover == Color::Black { "B" } else { "W" };
    let judgement = judged.judgement.map_or("-", Judgement::name);
    let best = match before.eval.best {
        Some(m) if m == played => "=".to_owned(),
        Some(m) => m.to_string(),
        None => "-".to_owned(),
    };
    let text = played.to_string();
    format!(
        "{ply:>4} {side} {text:<8} {:>2} {:>7} {:>7} {:>5.1} {judgement:<10} {best}",
        before.depth,
        score_text(before.eval.score),
        score_text(-after.score),
        100.0 * judged.loss,
    )
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// `black: 31 moves, 2 inaccuracies, 1 mistake, 0 blunders, accuracy 93.1`
fn summary_line(color: Color, side: &SideSummary) -> String {
    let mut line =
        format!("{}: {}", if color == Color::Black { "black" } else { "white" }, plural(side.moves, "move", "moves"));
    for (j, one, many) in [
        (Judgement::Inaccuracy, "inaccuracy", "inaccuracies"),
        (Judgement::Mistake, "mistake", "mistakes"),
        (Judgement::Blunder, "blunder", "blunders"),
    ] {
        let _ = write!(line, ", {}", plural(side.count(j), one, many));
    }
    let _ = write!(line, ", accuracy {:.1}", side.accuracy());
    line
}

/// `loa review [--record FILE | --moves M...] [--position POS] [--variant V] [--rules R]
/// [--depth N] [--nodes N] [--time-ms T] [--hash MB]`
#[derive(Debug, clap::Args)]
pub struct ReviewArgs {
    /// The game: SGF or a move list (`-` is standard input)
    #[arg(long, value_name = "FILE")]
    pub record: Option<String>,
    /// The depth of each position's search (the page's: 8)
    #[arg(long, value_name = "N", default_value_t = DEFAULT_LIMITS.depth, value_parser = whole(1..=MAX_DEPTH))]
    pub depth: u32,
    /// Milliseconds for each position (the page's: 3000); the browser's limit is a u32, a day fits
    #[arg(long, value_name = "T", default_value_t = DEFAULT_LIMITS.time_ms,
          value_parser = whole(1..=u32::try_from(MAX_TIME_MS).unwrap_or(u32::MAX)))]
    pub time_ms: u32,
    /// Nodes for each position (the page's: 2,000,000)
    #[arg(long, value_name = "N", default_value_t = DEFAULT_LIMITS.nodes, value_parser = whole(1..=u32::MAX))]
    pub nodes: u32,
    /// The transposition table: 1 to 4096 megabytes (the page's: 16)
    #[arg(long, value_name = "MB", default_value_t = HASH_MB, value_parser = hash_mb)]
    pub hash: usize,
    #[command(flatten)]
    pub game: GameArgs,
}

/// `loa review`: one line per move, then each side's counts.
pub fn run(args: &ReviewArgs) -> CliResult {
    let ReviewArgs { depth, time_ms, nodes, hash: hash_mb, .. } = *args;
    let game = game(args)?;
    let limits = ReviewLimits { depth, nodes, time_ms };
    let mut engine = Engine::new(hash_mb);
    let clock = WallClock::new();
    let started = Instant::now();
    let mut evaluated = Vec::new();
    review_game(&mut engine, &game, limits, &clock, &mut |_, e| {
        evaluated.push(e);
        true
    });
    let seconds = started.elapsed().as_secs_f64();
    let moves: Vec<_> = game.moves_played().collect();
    let evals: Vec<Option<Eval>> = evaluated.iter().map(|e| Some(e.eval)).collect();
    let judged = judge_game(&moves, &evals);
    let start = game.game_start();
    let mut out = String::from("ply side move depth before after loss% judgement best\n");
    for (i, (m, j)) in moves.iter().zip(&judged).enumerate() {
        let (Some(j), Some(before), Some(after)) = (j, evaluated.get(i), evals.get(i + 1).copied().flatten()) else {
            continue;
        };
        let mover = if i % 2 == 0 { start.turn() } else { !start.turn() };
        let _ = writeln!(out, "{}", move_line(i + 1, mover, *m, before, after, j));
    }
    let sides = summarize(&judged, start.turn());
    for (color, side) in [Color::Black, Color::White].into_iter().zip(&sides) {
        let _ = writeln!(out, "{}", summary_line(color, side));
    }
    let positions = plural(evaluated.len(), "position", "positions");
    let searched: u64 = evaluated.iter().map(|e| e.nodes).sum();
    let _ = writeln!(out, "reviewed {positions} in {seconds:.2} s, {searched} nodes (depth {depth}, {nodes} nodes, {time_ms} ms, hash {hash_mb} MB)");
    write_out(&out)
}

/// Writes `text` to standard output; a reader that stopped reading (`loa review … | head`) is
/// no error.
fn write_out(text: &str) -> CliResult {
    match std::io::Write::write_all(&mut std::io::stdout().lock(), text.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(CliError::input(format!("cannot write the review: {e}")))
        }
        _ => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_read_as_the_engine_prints_them() {
        assert_eq!(score_text(35), "+0.35");
        assert_eq!(score_text(-120), "-1.20");
        assert_eq!(score_text(WON - 5), "#+5");
        assert_eq!(score_text(-WON + 4), "#-4");
        assert_eq!(score_text(-WON), "#-0");
    }

    #[test]
    fn summaries_count_in_words() {
        let side = SideSummary { moves: 1, marks: [2, 1, 0], mean_loss: 0.069 };
        assert_eq!(
            summary_line(Color::White, &side),
            "white: 1 move, 2 inaccuracies, 1 mistake, 0 blunders, accuracy 93.1"
        );
    }
}
