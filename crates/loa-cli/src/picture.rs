//! `loa picture`: a board's static picture as SVG markup, loa-app's `board::picture`, for the
//! site's build (tools/pages/build.mjs writes the tutorials' boards and the game page's start
//! with it): no JavaScript reads a position or a move.

use loa_app::board::picture::{self, Look};
use loa_core::record::{self, Format};

use crate::args::{CliError, CliResult, PositionArgs};

/// `loa picture`'s options.
#[derive(Debug, clap::Args)]
pub struct PictureArgs {
    /// The moves played from the position (a move list, checked), shown up to --ply
    #[arg(value_name = "MOVE")]
    pub moves: Vec<String>,
    #[command(flatten)]
    pub position: PositionArgs,
    /// How many of the moves are played on the picture: a number, or `last` (all; the default)
    #[arg(long, value_name = "N|last", value_parser = ply)]
    pub ply: Option<usize>,
    /// Rank 8 at the bottom
    #[arg(long)]
    pub flipped: bool,
    /// No files and ranks in the corner squares
    #[arg(long)]
    pub no_coordinates: bool,
    /// One SVG file for an `<img>`, its colours `var(--loa-…)`, instead of SVG for a page that
    /// holds the shared parts (`--defs` prints those)
    #[arg(long)]
    pub standalone: bool,
    /// Print only the shared parts the inline pictures of a page refer to
    #[arg(long, conflicts_with_all = ["standalone", "moves", "ply"])]
    pub defs: bool,
    /// Print only the board themes' colours, the CSS custom properties the pictures are coloured
    /// by (the canvas paints with the same palettes)
    #[arg(long, conflicts_with_all = ["standalone", "moves", "ply", "defs"])]
    pub palette: bool,
}

/// `last` is every move (`None`), else a whole number.
fn ply(v: &str) -> Result<usize, String> {
    if v == "last" {
        return Ok(usize::MAX);
    }
    v.parse().map_err(|_| format!("{v:?}: expected a whole number or last"))
}

/// Prints `position POS` (the position shown) and the SVG on the next line.
pub fn run(args: &PictureArgs) -> CliResult {
    if args.defs {
        println!("{}", picture::DEFS);
        return Ok(());
    }
    if args.palette {
        print!("{}", loa_app::board::theme::custom_properties());
        return Ok(());
    }
    let start = args.position.position()?;
    let list = args.moves.join(" ");
    let all =
        record::read(&list, start, Format::MoveList).into_position().map_err(|e| CliError::input(e.to_string()))?;
    let played: Vec<_> = all.moves_played().collect();
    let ply = args.ply.unwrap_or(usize::MAX);
    if ply != usize::MAX && ply > played.len() {
        return Err(CliError::input(format!("--ply {ply}: there are {} moves", played.len())));
    }
    let mut pos = all.game_start();
    for m in played.into_iter().take(ply) {
        pos.play(m).map_err(|e| CliError::input(e.to_string()))?;
    }
    let look = Look { flipped: args.flipped, coordinates: !args.no_coordinates };
    println!("position {pos}");
    if args.standalone {
        println!("{}", picture::standalone(&pos, look));
    } else {
        println!("{}", picture::inline(&pos, look));
    }
    Ok(())
}
