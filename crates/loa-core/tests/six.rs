//! The 6×6 variant worked through: its start position and moves, a connection, moves that would
//! leave the board, the position strings of each size used for the other, notation of squares
//! off the board, records, hashes and a search.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;

use loa_core::budget::{Clock, Limits};

use loa_core::engine::Engine;

use loa_core::eval::{evaluate, side_terms, EvalWeights};
use loa_core::record::Format;
use loa_core::{
    record, Bitboard, Color, Outcome, ParseError, ParseMoveError, Position, Reason, Rules, Setup, SetupError, Square,
    Variant,
};

const START: &str = "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b";

/// Black connects with e4-e3 (file e holds only e4), touching d2, or with d2-d3.
const CONNECT: &str = "w4w/6/4b1/6/1bbb2/6 b";

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn six(s: &str) -> Position {
    Position::from_position_string(s, Variant::SixBySix, Rules::default()).unwrap()
}

fn texts(moves: impl IntoIterator<Item = loa_core::Move>) -> BTreeSet<String> {
    moves.into_iter().map(|m| m.to_string()).collect()
}

struct Frozen;

impl Clock for Frozen {
    fn now_ms(&self) -> f64 {
        0.0
    }
}

#[test]
fn start_position() {
    let pos = Position::new(Variant::SixBySix);
    assert_eq!(pos.to_string(), START);
    assert_eq!(six(START), pos);
    assert_eq!(pos.turn(), Color::Black);
    assert_eq!(
        pos.pieces(Color::Black).iter().map(|s| s.to_string()).collect::<Vec<_>>(),
        ["b1", "c1", "d1", "e1", "b6", "c6", "d6", "e6"]
    );
    assert_eq!(
        pos.pieces(Color::White).iter().map(|s| s.to_string()).collect::<Vec<_>>(),
        ["a2", "f2", "a3", "f3", "a4", "f4", "a5", "f5"]
    );
    // Each of Black's pieces: along its rank (4 pieces: b1-f1, e1-a1, jumping its own), its
    // file (2 pieces), and its diagonals (2 pieces; c1xa3 and d1xf3 capture, b1-d3 ...).
    let expected = "b1-f1 b1-b3 b1-d3 c1xa3 c1-c3 c1-e3 d1-b3 d1-d3 d1xf3 e1-a1 e1-c3 e1-e3 \
                    b6-b4 b6-d4 b6-f6 c6xa4 c6-c4 c6-e4 d6-b4 d6-d4 d6xf4 e6-c4 e6-e4 e6-a6";
    assert_eq!(texts(pos.legal_moves()), expected.split_whitespace().map(String::from).collect());
    assert_eq!(pos.legal_moves().len(), 24);
    assert_eq!(format!("{pos:?}"), format!("Position({START}, 6x6, olympiad, ply 0)"));
}

#[test]
fn a_connection_wins() {
    let mut pos = six(CONNECT);
    assert_eq!(pos.outcome(), None);
    let m = pos.parse_move("e4-e3").unwrap();
    pos.play(m).unwrap();
    assert_eq!(pos.outcome(), Some(Outcome::Win(Color::Black, Reason::Connected)));
    assert_eq!(pos.to_string(), "w4w/6/6/4b1/1bbb2/6 w");
    let mut p = six(CONNECT);
    p.play(p.parse_move("d2-d3").unwrap()).unwrap();
    assert_eq!(p.outcome(), Some(Outcome::Win(Color::Black, Reason::Connected)));
    // The other moves of e4 do not connect.
    for text in ["e4-e5", "e4-d4", "e4-f4", "e4-f3", "e4-d5"] {
        let mut p = six(CONNECT);
        let m = p.parse_move(text).unwrap();
        p.play(m).unwrap();
        assert_eq!(p.outcome(), None, "{text}");
    }
    // e4-g6 would be the diagonal move (b2 and e4 on it), but g6 is off the board.
    assert!(six(CONNECT).parse_move("e4-g6").is_err());
}

#[test]
fn moves_stop_at_the_edge_of_the_smaller_board() {
    // The same pieces on 6×6 and on 8×8 (the lower-left corner): e3 and f3 share rank 3, so
    // e3 moves two along it; on 8×8 that reaches g3, on 6×6 only c3 is left. (f3's file holds
    // f3 and f6.)
    let small = six("w4w/6/6/4bb/b5/6 b");
    let big = Position::from_position_string("8/8/w4w2/8/8/4bb2/b7/8 b", Variant::Standard, Rules::default()).unwrap();
    assert_eq!(small.setup().black, big.setup().black);
    let on_big = texts(big.legal_moves_from(sq("e3")));
    let on_small = texts(small.legal_moves_from(sq("e3")));
    assert!(on_big.contains("e3-g3"), "{on_big:?}");
    assert_eq!(on_small, on_big.iter().filter(|m| *m != "e3-g3").cloned().collect());
    assert_eq!(
        texts(small.legal_moves_from(sq("f3"))),
        ["f3-d3", "f3-f1", "f3-f5", "f3-e2", "f3-e4"].map(String::from).into_iter().collect()
    );
    for m in small.legal_moves() {
        assert!(Variant::SixBySix.board_mask().contains(m.to()), "{m}");
    }
}

#[test]
fn position_strings_of_the_other_size_are_refused() {
    let standard = "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b";
    let e = Position::from_position_string(standard, Variant::SixBySix, Rules::default()).unwrap_err();
    assert_eq!(e, ParseError::Illegal(SetupError::WrongSize { size: 8, expected: 6 }));
    assert_eq!(e.to_string(), "illegal position: the board is 8×8, but this variant is played on 6×6");
    for variant in [Variant::Standard, Variant::ScrambledEggs] {
        let e = Position::from_position_string(START, variant, Rules::default()).unwrap_err();
        assert_eq!(e, ParseError::Illegal(SetupError::WrongSize { size: 6, expected: 8 }));
    }
    // Seven ranks fit neither board.
    let e = Position::from_position_string("6/6/6/6/6/6/6 b", Variant::SixBySix, Rules::default()).unwrap_err();
    assert!(e.to_string().contains("expected 8 (or 6 for the 6×6 board)"), "{e}");
}

#[test]
fn notation_of_squares_off_the_board() {
    let pos = Position::new(Variant::SixBySix);
    for (text, off) in [("g1-g3", "g1"), ("a7-a5", "a7"), ("e1-h4", "h4"), ("b6-b8", "b8"), ("f2xh2", "h2")] {
        let e = pos.parse_move(text).unwrap_err();
        assert_eq!(e, ParseMoveError::OffBoard { square: sq(off), size: 6 }, "{text}");
        assert_eq!(e.to_string(), format!("{off} is off the 6×6 board: files run a-f, ranks 1-6"));
    }
    // On 8×8 the same squares are just squares.
    assert!(matches!(Position::new(Variant::Standard).parse_move("g1-g4"), Err(ParseMoveError::Illegal(_))));
    let mut pos = pos;
    let m = pos.parse_move("b1-b3").unwrap();
    pos.play(m).unwrap();
    assert_eq!(pos.to_string(), "1bbbb1/w4w/w4w/wb3w/w4w/2bbb1 w");
}

#[test]
fn records_keep_the_board_size() {
    let pos = record::read("1. b1-b3 a4-c4 2. c1xc4", Position::new(Variant::SixBySix), Format::MoveList)
        .into_position()
        .unwrap();
    assert_eq!(record::write_move_list(&pos), "1. b1-b3 a4-c4 2. c1xc4");
    let sgf = record::write_sgf(&pos);
    assert!(sgf.contains("SU[Standard]SZ[6]"), "{sgf}");
    let back = record::read(&sgf, Position::with_rules(Variant::Standard, Rules::default()), Format::Sgf)
        .into_position()
        .unwrap();
    assert_eq!((back.variant(), back.to_string()), (Variant::SixBySix, pos.to_string()));
    // A set-up 6×6 position goes through AB/AW.
    let set_up = six(CONNECT);
    let sgf = record::write_sgf(&set_up);
    assert!(sgf.contains("SZ[6]") && sgf.contains("AB[b2][c2][d2][e4]"), "{sgf}");
    assert_eq!(
        record::read(&sgf, Position::with_rules(Variant::Standard, Rules::default()), Format::Sgf)
            .into_position()
            .unwrap(),
        set_up
    );
}

#[test]
fn hash_follows_the_moves() {
    let mut pos = Position::new(Variant::SixBySix);
    let mut seed = 12345u64;
    while !pos.is_game_over() && pos.ply() < 200 {
        assert_eq!(pos.hash(), pos.compute_hash(), "{pos:?}");
        let moves = pos.legal_moves();
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1_442_695_040_888_963_407);
        pos.play(moves[(seed >> 33) as usize % moves.len()]).unwrap();
    }
    assert!(pos.is_game_over(), "{pos:?}");
    assert_eq!(pos.hash(), pos.compute_hash());
    // Two move orders to the same position give the same hash.
    let a = record::read("1. b1-b3 a4-c4 2. e1-e3", Position::new(Variant::SixBySix), Format::MoveList)
        .into_position()
        .unwrap();
    let b = record::read("1. e1-e3 a4-c4 2. b1-b3", Position::new(Variant::SixBySix), Format::MoveList)
        .into_position()
        .unwrap();
    assert_eq!((a.to_string(), a.hash()), (b.to_string(), b.hash()));
}

#[test]
fn the_engine_plays_6x6() {
    let mut engine = Engine::new(4);
    let r = engine.search(&six(CONNECT), Limits { depth: Some(3), ..Limits::default() }, &Frozen, &mut |_| {});
    let best = r.best.unwrap().to_string();
    assert!(best == "e4-e3" || best == "d2-d3", "{best}");
    let start = Position::new(Variant::SixBySix);
    let r = engine.search(&start, Limits { depth: Some(4), ..Limits::default() }, &Frozen, &mut |_| {});
    let best = r.best.unwrap();
    assert!(start.is_legal(best), "{best}");
}

/// The 6×6 board turned by `turn`: 0 a half turn, 1 a mirror left-right, 2 a reflection in
/// the a1–f6 diagonal.
fn transform(b: Bitboard, turn: u8) -> Bitboard {
    b.iter()
        .map(|s| {
            let (f, r) = (s.file(), s.rank());
            let (f, r) = match turn {
                0 => (5 - f, 5 - r),
                1 => (5 - f, r),
                _ => (r, f),
            };
            Square::from_coords(f, r).unwrap()
        })
        .collect()
}

#[test]
fn evaluation_is_centred_on_the_6x6_board() {
    // The board's centre is between c3, d3, c4 and d4: each side's terms are the same for a
    // position turned, mirrored or reflected (an 8×8 centre at d4–e5 would break this).
    let w = EvalWeights::DEFAULT;
    let start = Position::new(Variant::SixBySix);
    assert_eq!(evaluate(&start, &w), w.get("tempo").unwrap() / 16, "only the tempo at the symmetric start");
    for text in ["w4w/6/4b1/6/1bbb2/6 b", "2w1w1/w3bw/b4b/6/b1b1b1/1w4 b", "bb1bw1/w4w/2w3/b3w1/1wb2w/1b2b1 b"] {
        let pos = six(text);
        let terms = |p: &Position| (side_terms(p, Color::Black, &w), side_terms(p, Color::White, &w));
        for turn in 0..3 {
            let s = pos.setup();
            let turned = Setup { black: transform(s.black, turn), white: transform(s.white, turn), ..s };
            let turned = Position::from_setup(turned, Variant::SixBySix, Rules::default()).unwrap();
            assert_eq!(terms(&turned), terms(&pos), "{text} transformed {turn}: {turned}");
        }
    }
    // A block in the middle scores better on centre of mass and centralisation than the same
    // block one square up and right.
    let middle = six("w5/6/2bb2/2bb2/6/5w b");
    let off = six("w5/3bb1/3bb1/6/6/5w b");
    let (m, o) = (side_terms(&middle, Color::Black, &w), side_terms(&off, Color::Black, &w));
    assert!(m.0[1] > o.0[1] && m.0[2] > o.0[2], "{m:?} vs {o:?}");
}
