//! The engine's 6×6 book: it verifies (a closed proof, every leaf proven by the solver within
//! the budget), and the engine plays its moves in the positions it covers.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use loa_core::book::{self, Book};
use loa_core::budget::Clock;
use loa_core::engine::Engine;
use loa_core::{Move, Position, Variant};

struct NoClock;

impl Clock for NoClock {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

/// Every position of the book with its move, reached by the book's own lines.
fn entries() -> Vec<(Position, Move)> {
    book::positions(book::SIX_BY_SIX).unwrap()
}

#[test]
fn the_book_is_a_closed_proof() {
    let v = book::verify(book::SIX_BY_SIX, book::LEAF_NODES, &mut |_| {}).unwrap();
    assert!(v.roots >= 1 && v.positions >= 10, "{v:?}");
    assert_eq!(Book::new(book::SIX_BY_SIX).unwrap().len(), v.positions);
}

#[test]
fn the_engine_plays_the_books_moves_where_it_plays_its_best() {
    let all = entries();
    let mut engine = Engine::new(1);
    for (pos, m) in &all {
        for level in [5, 8] {
            let r = engine.play_level(pos, level, 1, &NoClock, &mut |_| {});
            assert_eq!(r.best, Some(*m), "level {level} after {:?}", pos.moves_played().collect::<Vec<_>>());
        }
    }
    // Level 1 chooses among near-equal moves on purpose, book or not.
    let (pos, m) = &all[0];
    let varied = (0..12).any(|seed| engine.play_level(pos, 1, seed, &NoClock, &mut |_| {}).best != Some(*m));
    assert!(varied, "level 1 always played the book's move");
    // The same position with other rules is not covered.
    assert_eq!(book::answer(pos).and_then(|r| r.best), Some(*m));
    let other =
        Position::from_position_string(&pos.to_string(), Variant::SixBySix, "no-moves=lose".parse().unwrap()).unwrap();
    assert!(book::answer(&other).is_none());
}

/// In the book's first positions, the engine's own depth-8 search (level 6 without the book)
/// plays another move at least once: the book changes what the computer plays.
#[test]
fn the_book_changes_what_the_engine_plays() {
    let mut engine = Engine::new(1);
    let limits = loa_core::budget::Limits { depth: Some(8), ..Default::default() };
    let changed = entries()
        .iter()
        .take(30)
        .filter(|(pos, m)| engine.search(pos, limits, &NoClock, &mut |_| {}).best != Some(*m))
        .count();
    assert!(changed >= 1, "the book plays what the search plays anyway");
}
