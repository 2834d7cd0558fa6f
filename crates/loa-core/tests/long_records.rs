//! Long games through the record readers: a 5,000-move line read back exactly, as a move list
//! and as SGF. The times are printed (`cargo test --test long_records -- --nocapture`), never
//! asserted.

#![allow(clippy::unwrap_used)]

use std::time::Instant;

use loa_core::record::{self, write_move_list, write_sgf, Format};
use loa_core::{Position, Rng, Rules, Variant};

const PLIES: usize = 5_000;

/// A legal line of `PLIES` moves: random moves that do not end the game (no repetition draw
/// and no move limit, so such a long game exists).
fn long_game() -> Position {
    let rules: Rules = "repetition=off,move-limit=off".parse().unwrap();
    let mut rng = Rng::new(2026);
    let mut pos = Position::with_rules(Variant::Standard, rules);
    while pos.ply() < PLIES {
        let mut moves = pos.legal_moves().to_vec();
        rng.shuffle(&mut moves);
        let quiet = moves.iter().copied().find(|&m| {
            let mut next = pos.clone();
            next.play(m).is_ok() && !next.is_game_over()
        });
        match quiet {
            Some(m) => pos.play(m).unwrap(),
            // Every move ends the game: take one back and try another way.
            None => {
                pos.undo();
            }
        }
    }
    pos
}

fn timed<T>(what: &str, f: impl FnOnce() -> T) -> T {
    let start = Instant::now();
    let out = f();
    println!("{what}: {:.1} ms", start.elapsed().as_secs_f64() * 1000.0);
    out
}

#[test]
fn a_5000_move_game_reads_back() {
    let game = long_game();
    let start = game.game_start();
    let list = timed("write_move_list 5000 plies", || write_move_list(&game));
    let sgf = timed("write_sgf 5000 plies", || write_sgf(&game));
    println!("move list {} bytes, SGF {} bytes", list.len(), sgf.len());
    let read = timed("read a move list of 5000 plies", || record::read(&list, start.clone(), Format::MoveList));
    assert_eq!((read.last_position(), read.error), (game.clone(), None));
    let read =
        timed("read an SGF of 5000 plies", || record::read(&sgf, start.clone(), Format::Sgf).into_position().unwrap());
    let read2 = timed("read an SGF of 5000 plies (again)", || {
        record::read(&sgf, start.clone(), Format::Sgf).into_position().unwrap()
    });
    assert_eq!(read2, game);
    assert_eq!(read, game);
    assert_eq!(record::read(&sgf, start, Format::of(&sgf)).into_position().unwrap(), game);
}
