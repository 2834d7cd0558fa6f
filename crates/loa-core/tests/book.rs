//! The PN² proof builder and the books it makes: a small proof kept as a book that reads back
//! and verifies, saved searches that resume, and bad data that is refused without panicking.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use loa_core::book::{self, Book, BookError, Lead, Pn2Strategy, VerifyError, Writer};
use loa_core::solver::{Pn2, Pn2Settings};
use loa_core::{Color, Position, Rules, Variant};

/// White to move wins in a few plies (a position of a proven 6×6 line).
const SMALL: &str = "6/3w2/6/2b1b1/1wwwbw/2b1b1 w";

const SETTINGS: Pn2Settings = Pn2Settings { leaf_nodes: 2_000, book_nodes: 300, table_entries: 1 << 16 };

fn small() -> Position {
    Position::from_position_string(SMALL, Variant::SixBySix, Rules::default()).unwrap()
}

fn proven_tree() -> Pn2 {
    let mut tree = Pn2::new(&small(), Color::White, SETTINGS);
    for _ in 0..100 {
        if !tree.step() {
            break;
        }
    }
    assert!(tree.proven(), "not proven: {:?}", tree.root_numbers());
    tree
}

fn book_of(tree: &Pn2) -> Vec<u8> {
    let mut w = Writer::default();
    w.add(tree.root(), tree.attacker(), &Pn2Strategy::new(tree)).unwrap();
    w.finish().unwrap()
}

/// The offset of the entry of `pos` in `data` (entries start at byte 15, six bytes each).
fn entry_at(data: &[u8], pos: &Position) -> usize {
    let n = u32::from_le_bytes(data[11..15].try_into().unwrap()) as usize;
    (0..n)
        .map(|i| 15 + 6 * i)
        .find(|&at| {
            let e = data[at..at + 6].iter().rev().fold(0u64, |e, &b| e << 8 | u64::from(b));
            e >> 12 == book::key(pos)
        })
        .expect("the position has an entry")
}

fn check(data: &[u8]) -> Result<book::Verified, VerifyError> {
    book::verify(data, 2 * SETTINGS.book_nodes, &mut |_| {})
}

#[test]
fn a_proof_becomes_a_book_that_verifies() {
    let tree = proven_tree();
    assert!(tree.stats.expansions >= 2, "one expansion would not test the first level");
    let data = book_of(&tree);
    let v = check(&data).unwrap();
    assert_eq!(v.roots, 1);
    assert!(v.positions >= 2 && v.leaves >= 1, "{v:?}");
    // Certified with the build's budget; the count runs over it a little (the proof's check).
    assert!(v.most_nodes <= 2 * SETTINGS.book_nodes, "{v:?}");
    // Six bytes a position, then the root: its setup, no moves, the winner.
    assert_eq!(data.len(), 15 + 6 * v.positions + 1 + 19);
    let b = Book::new(&data).unwrap();
    assert_eq!(b.len(), v.positions);
    let m = b.best(&small()).expect("the root is in the book");
    assert!(small().is_legal(m));
    assert_eq!(book::positions(&data).unwrap().len(), v.positions);
    // Other rules: the book does not answer.
    let other =
        Position::from_position_string(SMALL, Variant::SixBySix, "simultaneous=mover".parse().unwrap()).unwrap();
    assert_eq!(b.best(&other), None);
}

#[test]
fn a_changed_move_fails_the_check() {
    let tree = proven_tree();
    let data = book_of(&tree);
    // Every other legal move of the root in place of the book's breaks the proof somewhere.
    let at = entry_at(&data, &small());
    let right = Book::new(&data).unwrap().best(&small()).unwrap();
    let mut tried = 0;
    for m in small().legal_moves() {
        if m == right {
            continue;
        }
        let mut bad = data.clone();
        let squares = (m.from().index() | m.to().index() << 6) as u16;
        bad[at] = squares as u8;
        bad[at + 1] = (bad[at + 1] & 0xf0) | (squares >> 8) as u8;
        assert_eq!(Book::new(&bad).unwrap().best(&small()), Some(m));
        match check(&bad) {
            Err(VerifyError::Leaf { .. } | VerifyError::Book(_)) => tried += 1,
            Ok(v) => panic!("{m} in place of {right} verified: {v:?}"),
        }
    }
    assert!(tried >= 5, "{tried}");
}

#[test]
fn a_proof_can_start_a_move_earlier() {
    // The root after one of White's moves: Black to move, and the proof of White's win from
    // there; with the lead, the position before (White to move) is covered too.
    let tree = proven_tree();
    let first = Book::new(&book_of(&tree)).unwrap().best(&small()).unwrap();
    let mut after = small();
    after.play(first).unwrap();
    let mut t = Pn2::new(&after, Color::White, SETTINGS);
    while t.step() {}
    assert!(t.proven());
    let mut w = Writer::default();
    w.add(t.root(), Color::White, &Pn2Strategy::new(&t)).unwrap();
    w.add(&small(), Color::White, &Lead { first, inner: Pn2Strategy::new(&t) }).unwrap();
    let data = w.finish().unwrap();
    assert_eq!(check(&data).unwrap().roots, 2);
    assert_eq!(Book::new(&data).unwrap().best(&small()), Some(first));
}

#[test]
fn bad_books_are_errors_not_panics() {
    let tree = proven_tree();
    let data = book_of(&tree);
    for len in 0..data.len() {
        assert!(check(&data[..len]).is_err(), "a book cut to {len} bytes verified");
    }
    for i in 0..data.len() {
        for x in [1u8, 7, 0x80, 0xff] {
            let mut bad = data.clone();
            bad[i] ^= x;
            // Refused or (where the change leaves a proof) verified; never a panic.
            if let Ok(b) = Book::new(&bad) {
                let _ = b.best(&small());
                let _ = b.roots();
            }
            let _ = check(&bad);
        }
    }
    assert_eq!(Book::new(b"LOAB\x01\x00").unwrap_err(), BookError::Header("not a book"));
    assert_eq!(Book::new(&[b"LOAB\x09".as_slice(), &[0; 10]].concat()).unwrap_err(), BookError::Version(9));
    assert!(matches!(Book::new(b"nope"), Err(BookError::Header(_))));
    let mut long = data.clone();
    long.push(0);
    assert!(check(&long).is_err(), "trailing bytes are refused");
    // An entry no proof reaches is stale, and refused.
    let mut extra = data.clone();
    let n = u32::from_le_bytes(extra[11..15].try_into().unwrap());
    extra[11..15].copy_from_slice(&(n + 1).to_le_bytes());
    let end = 15 + 6 * n as usize;
    extra.splice(end..end, [0xff; 6]);
    assert_eq!(check(&extra).unwrap_err(), VerifyError::Book(BookError::Unreached(1)));
}

#[test]
fn a_saved_search_resumes_where_it_stopped() {
    let mut tree = Pn2::new(&small(), Color::White, SETTINGS);
    assert!(tree.step());
    let text = tree.save();
    let mut resumed = Pn2::load(&text, SETTINGS).unwrap();
    assert_eq!(resumed.save(), text, "what is read back is saved the same");
    assert_eq!(resumed.root_numbers(), tree.root_numbers());
    assert_eq!(resumed.stats, tree.stats);
    while resumed.step() {}
    assert!(resumed.proven());
    let v = book::verify(&book_of(&resumed), 2 * SETTINGS.book_nodes, &mut |_| {}).unwrap();
    assert!(v.positions >= 2, "{v:?}");
}

#[test]
fn bad_saved_searches_are_errors_not_panics() {
    let text = proven_tree().save();
    let lines: Vec<&str> = text.lines().collect();
    for cut in 0..lines.len() {
        let short = lines[..cut].join("\n");
        assert!(Pn2::load(&short, SETTINGS).is_err(), "cut to {cut} lines");
    }
    for i in 0..lines.len() {
        for bad in ["", "x", "0 a1-a2 o 1 1", "99999 b1-b2 p", "0 pass q"] {
            let mut changed = lines.clone();
            changed[i] = bad;
            let _ = Pn2::load(&changed.join("\n"), SETTINGS);
        }
    }
    let e = Pn2::load("loa-pn2 1\nvariant 7x7\n", SETTINGS).unwrap_err();
    assert_eq!(e.line, 2, "{e}");
}
