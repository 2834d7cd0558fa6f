//! Reading LOA SGF: the root's variant and set-up, then the moves of every line.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::ply::{next_ply, play_text, MAX_RECORD_MOVES};
use super::sgf_parser::{Node, SgfParser};
use super::RecordError;
use crate::move_tree::MoveTree;
use crate::{Bitboard, Color, Move, Position, Rules, Setup, Square, Variant};

/// Reads as much of an SGF game tree as can be read: the main line first, then each variation,
/// up to the first error (which is kept with everything read before it). At most
/// [`MAX_RECORD_MOVES`] moves in all.
///
/// # Errors
/// When there is no game to keep: no readable root node, another game (`GM`), an unknown
/// variant or an unusable set-up.
pub(super) fn read_tree(text: &str, rules: Rules) -> Result<(MoveTree, Option<RecordError>), RecordError> {
    let (sgf, syntax) = SgfParser::new(text).game_tree()?;
    let Some(root) = sgf.nodes.first().or_else(|| sgf.variations.first().and_then(|v| v.nodes.first())) else {
        return Err(syntax.unwrap_or(RecordError::Syntax { line: 1, column: 1, expected: "a node ';'" }));
    };
    let start = root_position(root, rules)?;
    let mut tree = MoveTree::new(start.clone());
    let mut read = 0;
    // Depth first, the main continuation before the variations.
    let mut stack = alloc::vec![(&sgf, MoveTree::ROOT, start)];
    while let Some((part, mut node, mut pos)) = stack.pop() {
        for sgf_node in &part.nodes {
            let before = pos.ply();
            let played = play_node(&mut pos, sgf_node, &mut read);
            let moves: Vec<Move> = pos.moves_played().skip(before).collect();
            for m in moves {
                node = tree.push(node, m);
            }
            if let Err(error) = played {
                return Ok((tree, Some(error)));
            }
        }
        for variation in part.variations.iter().rev() {
            stack.push((variation, node, pos.clone()));
        }
    }
    Ok((tree, syntax))
}

/// The start position a root node sets up: the variant (`SU`, `SZ`) and any `AB`/`AW`/`AE`/`PL`.
fn root_position(root: &Node, rules: Rules) -> Result<Position, RecordError> {
    let mut variant = Variant::Standard;
    let mut size = None;
    let (mut black, mut white, mut setup_given, mut turn) = (Bitboard::EMPTY, Bitboard::EMPTY, false, None);
    for (name, values) in root {
        let first = values.first().map(String::as_str).unwrap_or_default();
        match name.as_str() {
            "GM" if first.trim() != "9" => return Err(RecordError::NotLinesOfAction(first.to_string())),
            "SU" => {
                variant = first.parse().map_err(|_| RecordError::UnknownVariant(first.to_string()))?;
            }
            "AB" | "AW" | "AE" => {
                setup_given = true;
                for v in values {
                    for sq in setup_squares(v)? {
                        black = black.without(sq);
                        white = white.without(sq);
                        match name.as_str() {
                            "AB" => black = black.with(sq),
                            "AW" => white = white.with(sq),
                            _ => {}
                        }
                    }
                }
            }
            "PL" => turn = Color::from_char(first.trim().chars().next().unwrap_or(' ')),
            "SZ" => size = Some(first.trim().to_string()),
            _ => {}
        }
    }
    if let Some(size) = size {
        // `SZ[6]`, or the rectangular form `SZ[6:6]`.
        let n = match size.split_once(':') {
            Some((a, b)) if a.trim() == b.trim() => a.trim().parse::<u8>().ok(),
            Some(_) => None,
            None => size.parse::<u8>().ok(),
        };
        variant = n.and_then(|n| Variant::from_sgf(variant, n)).ok_or(RecordError::BadSize { size, variant })?;
    }
    let pos = if setup_given {
        let turn = turn.unwrap_or(Color::Black);
        Position::from_setup(Setup { black, white, turn, size: variant.size() }, variant, rules)?
    } else {
        let mut setup = variant.start();
        setup.turn = turn.unwrap_or(Color::Black);
        Position::from_setup(setup, variant, rules)?
    };
    Ok(pos)
}

/// Plays a node's `B` and `W` moves onto `pos`, counting them in `read` (at most
/// [`MAX_RECORD_MOVES`]).
fn play_node(pos: &mut Position, node: &Node, read: &mut usize) -> Result<(), RecordError> {
    for (name, values) in node {
        let color = match name.as_str() {
            "B" => Color::Black,
            "W" => Color::White,
            _ => continue,
        };
        let ply = next_ply(pos);
        if *read == MAX_RECORD_MOVES {
            return Err(RecordError::TooManyMoves { limit: MAX_RECORD_MOVES });
        }
        if color != pos.turn() {
            return Err(RecordError::WrongSide { ply, expected: pos.turn() });
        }
        let value = values.first().map(String::as_str).unwrap_or_default().trim();
        play_text(pos, if value.is_empty() { "pass" } else { value })?;
        *read += 1;
    }
    Ok(())
}

/// The squares of one setup value: `e4`, or a rectangle `a1:c3` (SGF's compressed list).
fn setup_squares(v: &str) -> Result<impl Iterator<Item = Square>, RecordError> {
    let bad = || RecordError::BadSetupSquare(v.to_string());
    let (a, b) = match v.trim().split_once(':') {
        Some((a, b)) => (a, b),
        None => (v.trim(), v.trim()),
    };
    let a: Square = a.parse().map_err(|_| bad())?;
    let b: Square = b.parse().map_err(|_| bad())?;
    let (f0, f1) = (a.file().min(b.file()), a.file().max(b.file()));
    let (r0, r1) = (a.rank().min(b.rank()), a.rank().max(b.rank()));
    Ok((r0..=r1).flat_map(move |r| (f0..=f1).filter_map(move |f| Square::from_coords(f, r))))
}
