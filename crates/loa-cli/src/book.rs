//! `loa book`: prove a position with the PN² search of `loa_core::solver::pn2`, in runs that
//! save their progress and resume it, and keep the proof as a book the engine plays from.
//!
//! - `loa book build --state FILE [--variant V] [--rules R] [--position P] [--attacker b|w]
//!   [--leaf-nodes N] [--book-nodes N] [--table-mb MB] [--minutes M] [--steps N] [--moves M...]`:
//!   goes on with the search saved in FILE (or starts one from the position given), saving it
//!   after every step, until the root is solved, the steps are done or the minutes are up.
//! - `loa book export --state FILE... --out BOOK [--lead]`: the proven searches as one book;
//!   `--lead` adds, for a root where the loser moves, the position before it (the winner's move
//!   that led there is the book's).
//! - `loa book verify [--book BOOK] [--nodes N]`: reads a book (the engine's own by default) and
//!   checks that it is a closed proof, every leaf proven by the solver within N positions.

use std::path::{Path, PathBuf};
use std::time::Instant;

use loa_core::book::{self, Book, Lead, Pn2Strategy, Writer};
use loa_core::solver::{Pn2, Pn2Settings};
use loa_core::Color;

use crate::args::{whole, CliError, CliResult};
use crate::bestmove::GameArgs;

/// The defaults of `build`: df-pn positions per new leaf, the solver's positions to certify a
/// leaf, the shared table.
const LEAF_NODES: u64 = 2_000_000;
const BOOK_NODES: u64 = 100_000;
const TABLE_MB: u64 = 512;

/// `loa book build|export|verify`.
#[derive(Debug, clap::Args)]
pub struct BookArgs {
    #[command(subcommand)]
    pub command: BookCommand,
}

#[derive(Debug, clap::Subcommand)]
pub enum BookCommand {
    /// Prove a win with PN² (df-pn below a first-level tree), saving the search to FILE after
    /// every step and resuming it from there
    Build(BuildArgs),
    /// The proven searches as one book: the winner's moves the engine plays
    Export(ExportArgs),
    /// Check a book (the engine's 6×6 book by default): every move legal, every line ending in a
    /// win or in a leaf the solver proves within N positions, no entry left unreached
    Verify(VerifyArgs),
}

#[derive(Debug, clap::Args)]
pub struct BuildArgs {
    /// The saved search: resumed if it exists (the position options are then not needed), else
    /// started from the position given
    #[arg(long, value_name = "FILE")]
    pub state: PathBuf,
    /// The side to prove a win for: b or w (the side to move by default)
    #[arg(long, value_name = "b|w", value_parser = side)]
    pub attacker: Option<Color>,
    /// df-pn positions for each new leaf of the first level (2,000,000 by default)
    #[arg(long, value_name = "N", value_parser = whole(1_000..=1_000_000_000_000u64))]
    pub leaf_nodes: Option<u64>,
    /// The solver's positions to certify a leaf of the book (100,000 by default; the engine's
    /// book is verified with twice that)
    #[arg(long, value_name = "N", value_parser = whole(1..=1_000_000_000u64))]
    pub book_nodes: Option<u64>,
    /// The shared df-pn table, in megabytes (512 by default)
    #[arg(long, value_name = "MB", value_parser = whole(1..=6_144u64))]
    pub table_mb: Option<u64>,
    /// Stop after this many minutes (the step under way is finished first)
    #[arg(long, value_name = "M", value_parser = whole(1..=100_000u64))]
    pub minutes: Option<u64>,
    /// Stop after this many steps
    #[arg(long, value_name = "N", value_parser = whole(1..=u64::MAX))]
    pub steps: Option<u64>,
    #[command(flatten)]
    pub game: GameArgs,
}

#[derive(Debug, clap::Args)]
pub struct ExportArgs {
    /// A proven search (`book build --state`); one book holds several
    #[arg(long = "state", value_name = "FILE", required = true)]
    pub states: Vec<PathBuf>,
    /// The book to write
    #[arg(long, value_name = "BOOK")]
    pub out: PathBuf,
    /// For a root where the loser moves, also the position before it: the winner's move that led
    /// there is the book's
    #[arg(long)]
    pub lead: bool,
}

#[derive(Debug, clap::Args)]
pub struct VerifyArgs {
    /// The book to check (the engine's 6×6 book by default)
    #[arg(long, value_name = "BOOK")]
    pub book: Option<PathBuf>,
    /// The solver's positions for each leaf (200,000 by default, as the book's test)
    #[arg(long, value_name = "N", value_parser = whole(1..=1_000_000_000u64))]
    pub nodes: Option<u64>,
}

/// `b`/`black` or `w`/`white`.
fn side(v: &str) -> Result<Color, String> {
    match v {
        "b" | "black" => Ok(Color::Black),
        "w" | "white" => Ok(Color::White),
        _ => Err(format!("{v:?}: expected b or w")),
    }
}

pub fn run(args: &BookArgs) -> CliResult {
    match &args.command {
        BookCommand::Build(a) => build(a),
        BookCommand::Export(a) => export(a),
        BookCommand::Verify(a) => verify(a),
    }
}

fn build(args: &BuildArgs) -> CliResult {
    let mb = args.table_mb.unwrap_or(TABLE_MB);
    let settings = Pn2Settings {
        leaf_nodes: args.leaf_nodes.unwrap_or(LEAF_NODES),
        book_nodes: args.book_nodes.unwrap_or(BOOK_NODES),
        table_entries: usize::try_from(mb * 1024 * 1024 / 24).unwrap_or(usize::MAX),
    };
    let state = &args.state;
    let mut tree = if state.exists() {
        let tree = load(state, settings)?;
        eprintln!("resuming {} ({} nodes)", state.display(), tree.len());
        tree
    } else {
        let pos = args.game.position()?;
        if pos.is_game_over() {
            return Err(CliError::input("the position's game is over"));
        }
        Pn2::new(&pos, args.attacker.unwrap_or(pos.turn()), settings)
    };
    eprintln!("proving a win for {} from {} (after {} plies)", tree.attacker(), tree.root(), tree.root().ply());
    let started = Instant::now();
    let cpu_before = cpu_ms();
    let base_cpu = tree.stats.cpu_ms;
    let deadline = args.minutes.map(|m| m as f64 * 60.0);
    let mut done = 0;
    loop {
        done += 1;
        let more = tree.step();
        tree.stats.cpu_ms = base_cpu + cpu_ms().saturating_sub(cpu_before);
        save(state, &tree)?;
        report(&tree, started);
        let out_of_time = deadline.is_some_and(|d| started.elapsed().as_secs_f64() >= d);
        if !more || out_of_time || args.steps.is_some_and(|s| done >= s) {
            break;
        }
    }
    let verdict = if tree.proven() {
        "proven"
    } else if tree.disproven() {
        "disproven"
    } else {
        "open"
    };
    println!("result {verdict}");
    println!("tree {} nodes", tree.len());
    println!("nodes {} (df-pn {}, book {})", tree.stats.nodes(), tree.stats.dfpn_nodes, tree.stats.book_nodes);
    println!("cpu {:.1} s", tree.stats.cpu_ms as f64 / 1000.0);
    if let Some(kb) = peak_kb() {
        println!("memory {} MB (this run's peak)", kb / 1024);
    }
    Ok(())
}

fn report(tree: &Pn2, started: Instant) {
    let (pn, dn) = tree.root_numbers();
    let s = &tree.stats;
    eprintln!(
        "step {} tree {} root pn {pn} dn {dn} nodes {} (df-pn {}, book {}) table {} cpu {:.0} s wall {:.0} s",
        s.expansions,
        tree.len(),
        s.nodes(),
        s.dfpn_nodes,
        s.book_nodes,
        tree.table_entries(),
        s.cpu_ms as f64 / 1000.0,
        started.elapsed().as_secs_f64()
    );
}

/// Writes the search to `path` through a temporary file, so a stopped run leaves the last
/// whole state.
fn save(path: &Path, tree: &Pn2) -> CliResult {
    let tmp = path.with_extension("tmp");
    std::fs::write(&tmp, tree.save()).map_err(|e| CliError::input(format!("{}: {e}", tmp.display())))?;
    std::fs::rename(&tmp, path).map_err(|e| CliError::input(format!("{}: {e}", path.display())))
}

/// This process's processor time in milliseconds (Linux; 0 elsewhere).
fn cpu_ms() -> u64 {
    std::fs::read_to_string("/proc/self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<u64>().ok())
        .map_or(0, |ns| ns / 1_000_000)
}

/// This process's peak resident memory in kilobytes (Linux).
fn peak_kb() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Reads a saved search.
fn load(path: &Path, settings: Pn2Settings) -> Result<Pn2, CliError> {
    let text = std::fs::read_to_string(path).map_err(|e| CliError::input(format!("{}: {e}", path.display())))?;
    Pn2::load(&text, settings).map_err(|e| CliError::input(format!("{}: {e}", path.display())))
}

fn export(args: &ExportArgs) -> CliResult {
    let ExportArgs { states, out, lead } = args;
    let mut writer = Writer::default();
    // Only the trees are read: no search runs, so a small table will do.
    let settings = Pn2Settings { leaf_nodes: 1, book_nodes: 1, table_entries: 1 };
    for path in states {
        let tree = load(path, settings)?;
        if !tree.proven() {
            return Err(CliError::input(format!("{}: not proven yet", path.display())));
        }
        let failed = |e: book::BookError| CliError::input(format!("{}: {e}", path.display()));
        let strategy = Pn2Strategy::new(&tree);
        writer.add(tree.root(), tree.attacker(), &strategy).map_err(failed)?;
        // The winner's move that led to the root, if the root is the loser's to move.
        let before = tree.root().last_move().filter(|_| *lead && tree.root().turn() != tree.attacker());
        if let Some(first) = before {
            let mut root = tree.root().clone();
            root.undo();
            writer.add(&root, tree.attacker(), &Lead { first, inner: strategy }).map_err(failed)?;
            eprintln!("{}: and the root before it, {first} to play", path.display());
        }
    }
    let data = writer.finish().map_err(|e| CliError::input(format!("the book: {e}")))?;
    let read = Book::new(&data).map_err(|e| CliError::input(format!("the book written does not read back: {e}")))?;
    std::fs::write(out, &data).map_err(|e| CliError::input(format!("{}: {e}", out.display())))?;
    println!("positions {}", read.len());
    println!("bytes {}", data.len());
    if let Some(gz) = gzip_size(out) {
        println!("gzip {gz}");
    }
    Ok(())
}

/// `gzip -9c FILE | wc -c`, if gzip is there.
fn gzip_size(path: &Path) -> Option<usize> {
    let out = std::process::Command::new("gzip").arg("-9c").arg(path).output().ok()?;
    out.status.success().then_some(out.stdout.len())
}

fn verify(args: &VerifyArgs) -> CliResult {
    let nodes = args.nodes.unwrap_or(book::LEAF_NODES);
    let data = match &args.book {
        Some(p) => std::fs::read(p).map_err(|e| CliError::input(format!("{}: {e}", p.display())))?,
        None => book::SIX_BY_SIX.to_vec(),
    };
    let name = args.book.as_ref().map_or("the engine's book".to_string(), |p| p.display().to_string());
    let started = Instant::now();
    let v = book::verify(&data, nodes, &mut |n| {
        if n % 500 == 0 {
            eprintln!("{n} leaves proven ({:.0} s)", started.elapsed().as_secs_f64());
        }
    })
    .map_err(|e| CliError::input(format!("{name}: {e}")))?;
    println!("result verified");
    println!("roots {}", v.roots);
    println!("positions {}", v.positions);
    println!("leaves {} (solver nodes {}, at most {} for one)", v.leaves, v.solver_nodes, v.most_nodes);
    println!("bytes {}", data.len());
    Ok(())
}
