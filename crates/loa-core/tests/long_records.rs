//! Long games through the record readers: a 5,000-move line read back exactly, as a move list
//! and as SGF. The times are printed (`cargo test --test long_records -- --nocapture`), never
//! asserted.

#![allow(clippy::unwrap_used)]

use std::time::Instant;

use loa_core::record::{read_move_list, read_move_list_partial, read_record, read_sgf, write_move_list, write_sgf};
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
    let start = loa_core::record::start_of(&game);
    let list = timed("write_move_list 5000 plies", || write_move_list(&game));
    let sgf = timed("write_sgf 5000 plies", || write_sgf(&game));
    println!("move list {} bytes, SGF {} bytes", list.len(), sgf.len());
    let read = timed("read_move_list 5000 plies", || read_move_list(&list, start.clone()).unwrap());
    assert_eq!(read, game);
    let partial = timed("read_move_list_partial 5000 plies", || read_move_list_partial(&list, start.clone()));
    assert_eq!((partial.position, partial.error), (game.clone(), None));
    let read = timed("read_sgf 5000 plies", || read_sgf(&sgf, game.rules()).unwrap());
    let read2 = timed("read_sgf 5000 plies (again)", || read_sgf(&sgf, game.rules()).unwrap());
    assert_eq!(read2, game);
    assert_eq!(read, game);
    assert_eq!(read_record(&sgf, start).unwrap(), game);
}
