//! Every worked example of docs/RULES.md, move by move, from the standard start; and the two start
//! positions (Black moves first; Scrambled Eggs' colours alternate round the edge).
//!
//! Line counts are recomputed here by walking the board square by square, so a wrong line mask
//! in the core cannot hide behind its own arithmetic.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;

use loa_core::{Color, Move, ParseMoveError, PlayError, Position, Rules, Square, Variant};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn squares(names: &str) -> BTreeSet<Square> {
    names.split_whitespace().map(sq).collect()
}

/// The moves of `pos` as sorted text.
fn move_texts(moves: impl IntoIterator<Item = Move>) -> BTreeSet<String> {
    moves.into_iter().map(|m| m.to_string()).collect()
}

/// The number of pieces (both colours) on the whole line through `from` and `to`, counted by
/// walking from `from` in both directions to the edge of the board.
fn pieces_on_line(pos: &Position, from: Square, to: Square) -> u8 {
    let df = (i8::try_from(to.file()).unwrap() - i8::try_from(from.file()).unwrap()).signum();
    let dr = (i8::try_from(to.rank()).unwrap() - i8::try_from(from.rank()).unwrap()).signum();
    let mut n = 1; // the mover itself
    for (sf, sr) in [(df, dr), (-df, -dr)] {
        let mut s = from;
        while let Some(next) = s.offset(sf, sr) {
            if pos.piece_at(next).is_some() {
                n += 1;
            }
            s = next;
        }
    }
    n
}

fn distance(from: Square, to: Square) -> u8 {
    from.file().abs_diff(to.file()).max(from.rank().abs_diff(to.rank()))
}

/// One step of a worked example: the move as docs/RULES.md writes it, the pieces it says lie on the
/// move's line, and which pieces it jumps.
struct Step {
    text: &'static str,
    line_pieces: &'static str,
    jumps_own: &'static str,
}

/// Plays one step, checking everything docs/RULES.md says about it: it is legal, printed as written,
/// its line holds exactly the stated pieces, it moves that many squares, it jumps what the
/// example says it jumps, and one square shorter or longer along the same line is rejected
/// with the stated count.
fn play_step(pos: &mut Position, step: &Step) {
    let Step { text, line_pieces, jumps_own } = *step;
    let m = pos.parse_move(text).unwrap_or_else(|e| panic!("{text} rejected in {pos:?}: {e}"));
    assert_eq!(m.to_string(), text);
    assert!(pos.legal_moves().contains(&m), "{text} not generated in {pos:?}");
    assert!(pos.legal_moves_from(m.from()).contains(&m), "{text} not generated for its piece");
    let (from, to) = (m.from(), m.to());

    // The stated pieces are exactly the pieces on the line (walk it square by square).
    let stated = squares(line_pieces);
    let n = u8::try_from(stated.len()).unwrap();
    for &s in &stated {
        assert!(pos.piece_at(s).is_some(), "{text}: {s} should hold a piece");
    }
    assert_eq!(pieces_on_line(pos, from, to), n, "{text}: pieces on its line");
    assert_eq!(distance(from, to), n, "{text}: moves as many squares as its line has pieces");

    // Jumped pieces: exactly the stated ones, all the mover's own.
    let (df, dr) = (
        (i8::try_from(to.file()).unwrap() - i8::try_from(from.file()).unwrap()).signum(),
        (i8::try_from(to.rank()).unwrap() - i8::try_from(from.rank()).unwrap()).signum(),
    );
    let mut jumped = BTreeSet::new();
    let mut s = from.offset(df, dr).unwrap();
    while s != to {
        if let Some(c) = pos.piece_at(s) {
            assert_eq!(c, pos.turn(), "{text} jumps an enemy on {s}");
            jumped.insert(s);
        }
        s = s.offset(df, dr).unwrap();
    }
    assert_eq!(jumped, squares(jumps_own), "{text}: jumped pieces");

    // One square short or one too far along the same line: the wrong distance, and the error
    // names the count of the line.
    for k in [n - 1, n + 1] {
        let Some(other) = from.offset(df * i8::try_from(k).unwrap(), dr * i8::try_from(k).unwrap()) else {
            continue;
        };
        if k == 0 {
            continue;
        }
        let capture = pos.piece_at(other) == Some(!pos.turn());
        let wrong = Move::new(from, other, capture).unwrap();
        match pos.check(wrong) {
            Err(PlayError::WrongDistance { pieces, distance: d, .. }) => {
                assert_eq!((pieces, d), (n, k), "{wrong}");
            }
            other => panic!("{wrong} should be the wrong distance, got {other:?}"),
        }
    }

    let captured = pos.piece_at(to);
    assert_eq!(m.is_capture(), captured == Some(!pos.turn()), "{text}: capture mark");
    let mover = pos.turn();
    let before = (pos.pieces(Color::Black).count(), pos.pieces(Color::White).count());
    pos.play(m).unwrap();
    assert_eq!(pos.piece_at(from), None);
    assert_eq!(pos.piece_at(to), Some(mover));
    assert_eq!(pos.turn(), !mover);
    let after = (pos.pieces(Color::Black).count(), pos.pieces(Color::White).count());
    let lost = if m.is_capture() { 1 } else { 0 };
    match mover {
        Color::Black => assert_eq!(after, (before.0, before.1 - lost)),
        Color::White => assert_eq!(after, (before.0 - lost, before.1)),
    }
    assert_eq!(pos.outcome(), None, "{text} does not end the game");
}

#[test]
fn black_moves_first_with_36_moves() {
    let pos = Position::new(Variant::Standard);
    assert_eq!(pos.turn(), Color::Black);
    assert_eq!(pos.to_string(), "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b");
    let moves = pos.legal_moves();
    assert_eq!(moves.len(), 36);
    // No duplicates, every one from a black piece.
    assert_eq!(move_texts(moves.iter().copied()).len(), 36);
    assert!(moves.iter().all(|m| pos.piece_at(m.from()) == Some(Color::Black)));
    // Every black piece has exactly three moves.
    for from in pos.pieces(Color::Black) {
        assert_eq!(pos.legal_moves_from(from).len(), 3, "{from}");
    }
    // White's pieces cannot move: it is not White's turn.
    assert!(pos.legal_moves_from(sq("a2")).is_empty());
    assert_eq!(pos.parse_move("a2-c4"), Err(ParseMoveError::Illegal(PlayError::NotYourPiece(sq("a2")))));
}

#[test]
fn all_36_start_moves() {
    // Worked out by hand: each piece moves 2 along its file (file: itself and its partner on
    // the far rank), 2 along each diagonal that meets a white piece, and the corner pieces
    // b1/g1 (b8/g8) run 6 along the full back rank.
    let expected: BTreeSet<String> = "b1-b3 b1-d3 b1-h1 c1-c3 c1-e3 c1xa3 d1-d3 d1-f3 d1-b3 \
         e1-e3 e1-c3 e1-g3 f1-f3 f1-d3 f1xh3 g1-g3 g1-e3 g1-a1 \
         b8-b6 b8-d6 b8-h8 c8-c6 c8-e6 c8xa6 d8-d6 d8-f6 d8-b6 \
         e8-e6 e8-c6 e8-g6 f8-f6 f8-d6 f8xh6 g8-g6 g8-e6 g8-a8"
        .split_whitespace()
        .map(String::from)
        .collect();
    assert_eq!(expected.len(), 36);
    assert_eq!(move_texts(Position::new(Variant::Standard).legal_moves()), expected);
}

#[test]
fn b1_has_exactly_three_moves() {
    let pos = Position::new(Variant::Standard);
    let b1 = pos.legal_moves_from(sq("b1"));
    assert_eq!(
        move_texts(b1.iter().copied()),
        move_texts(["b1-b3", "b1-d3", "b1-h1"].map(|t| pos.parse_move(t).unwrap()))
    );
    // The three lengths: file b holds b1 and b8; the diagonal b1-h7 holds b1 and h7; rank 1
    // holds all six black pieces (b1-h1 jumps five of its own).
    assert_eq!(pieces_on_line(&pos, sq("b1"), sq("b3")), 2);
    assert_eq!(pieces_on_line(&pos, sq("b1"), sq("d3")), 2);
    assert_eq!(pieces_on_line(&pos, sq("b1"), sq("h1")), 6);
    // The anti-diagonal b1-a2 holds two pieces, so that move would leave the board.
    assert!(matches!(
        pos.parse_move("b1xa2"),
        Err(ParseMoveError::Illegal(PlayError::WrongDistance { pieces: 2, .. }))
    ));
    // And a move along the file of the wrong length says how long it must be.
    assert_eq!(
        pos.parse_move("b1-b4"),
        Err(ParseMoveError::Illegal(PlayError::WrongDistance { from: sq("b1"), to: sq("b4"), distance: 3, pieces: 2 }))
    );
}

#[test]
fn first_line_c8_c6_a6_c4_e8_b5_h3xf1() {
    let mut pos = Position::new(Variant::Standard);

    // c8-c6: file c holds two pieces (c8, c1).
    play_step(&mut pos, &Step { text: "c8-c6", line_pieces: "c8 c1", jumps_own: "" });
    assert_eq!(pos.to_string(), "1b1bbbb1/w6w/w1b4w/w6w/w6w/w6w/w6w/1bbbbbb1 w");

    // White may not play a6-d6: rank 6 holds three pieces (a6, c6, h6), but the path crosses
    // the black piece on c6.
    assert_eq!(pieces_on_line(&pos, sq("a6"), sq("d6")), 3);
    let before = pos.clone();
    let a6d6 = Move::new(sq("a6"), sq("d6"), false).unwrap();
    let jumps = PlayError::JumpsEnemy { from: sq("a6"), to: sq("d6"), enemy: sq("c6") };
    assert_eq!(pos.check(a6d6), Err(jumps));
    assert_eq!(pos.play(a6d6), Err(jumps));
    assert_eq!(pos, before, "a rejected move leaves the position as it was");
    assert_eq!(pos.hash(), before.hash());
    assert_eq!(pos.parse_move("a6-d6"), Err(ParseMoveError::Illegal(jumps)));
    assert!(!pos.legal_moves().contains(&a6d6));
    assert!(!pos.legal_moves_from(sq("a6")).iter().any(|m| m.to() == sq("d6")));
    assert!(jumps.to_string().contains("c6"), "{jumps}");

    // a6-c4: the diagonal a6-f1 holds two pieces (a6, f1).
    play_step(&mut pos, &Step { text: "a6-c4", line_pieces: "a6 f1", jumps_own: "" });

    // e8-b5: the diagonal a4-e8 holds three pieces (a4, c6, e8); it jumps Black's own c6.
    play_step(&mut pos, &Step { text: "e8-b5", line_pieces: "a4 c6 e8", jumps_own: "c6" });

    // h3xf1: the diagonal h3-f1 holds two pieces (h3, f1); the black piece on f1 is captured.
    play_step(&mut pos, &Step { text: "h3xf1", line_pieces: "h3 f1", jumps_own: "" });
    assert_eq!(pos.piece_at(sq("f1")), Some(Color::White));
    assert_eq!(pos.pieces(Color::Black).count(), 11);
    assert_eq!(pos.to_string(), "1b1b1bb1/w6w/2b4w/wb5w/w1w4w/w7/w6w/1bbbbwb1 b");
    assert_eq!(pos.ply(), 4);
    let played: Vec<String> = pos.moves_played().map(|m| m.to_string()).collect();
    assert_eq!(played, ["c8-c6", "a6-c4", "e8-b5", "h3xf1"]);
}

#[test]
fn a6_d6_accepted_spellings_all_rejected() {
    let mut pos = Position::new(Variant::Standard);
    pos.play(pos.parse_move("c8-c6").unwrap()).unwrap();
    let jumps = PlayError::JumpsEnemy { from: sq("a6"), to: sq("d6"), enemy: sq("c6") };
    for text in ["a6-d6", "a6d6", "A6-D6"] {
        assert_eq!(pos.parse_move(text), Err(ParseMoveError::Illegal(jumps)), "{text}");
    }
}

#[test]
fn second_line_b1_b3_h4_f2_d1xa4_h2_e2() {
    let mut pos = Position::new(Variant::Standard);
    // b1-b3: file b holds b1 and b8.
    play_step(&mut pos, &Step { text: "b1-b3", line_pieces: "b1 b8", jumps_own: "" });
    // h4-f2: the diagonal h4-e1 holds h4 and e1.
    play_step(&mut pos, &Step { text: "h4-f2", line_pieces: "h4 e1", jumps_own: "" });
    // d1xa4: the diagonal d1-a4 holds d1, b3, a4: three squares, jumping Black's b3 and
    // capturing on a4.
    play_step(&mut pos, &Step { text: "d1xa4", line_pieces: "d1 b3 a4", jumps_own: "b3" });
    assert_eq!(pos.piece_at(sq("a4")), Some(Color::Black));
    assert_eq!(pos.pieces(Color::White).count(), 11);
    // h2-e2: rank 2 holds a2, f2, h2: three squares, jumping White's f2.
    play_step(&mut pos, &Step { text: "h2-e2", line_pieces: "a2 f2 h2", jumps_own: "f2" });
    assert_eq!(pos.to_string(), "1bbbbbb1/w6w/w6w/w6w/b7/wb5w/w3ww2/2b1bbb1 b");
    assert_eq!(pos.outcome(), None);
}

#[test]
fn capture_may_be_written_with_colon_or_without_separator() {
    // docs/RULES.md: accept d1:a4 and d1a4 on input; write d1xa4 on output.
    for text in ["d1xa4", "d1:a4", "d1a4", "D1XA4"] {
        let mut pos = Position::new(Variant::Standard);
        for t in ["b1-b3", "h4-f2"] {
            pos.play(pos.parse_move(t).unwrap()).unwrap();
        }
        let m = pos.parse_move(text).unwrap();
        assert!(m.is_capture(), "{text}");
        assert_eq!(m.to_string(), "d1xa4");
    }
}

#[test]
fn scrambled_eggs_start() {
    let pos = Position::new(Variant::ScrambledEggs);
    assert_eq!(pos.turn(), Color::Black);
    let white = squares("a2 a4 a6 b8 d8 f8 h7 h5 h3 g1 e1 c1");
    let black = squares("a3 a5 a7 c8 e8 g8 h6 h4 h2 f1 d1 b1");
    assert_eq!(pos.pieces(Color::White).into_iter().collect::<BTreeSet<_>>(), white);
    assert_eq!(pos.pieces(Color::Black).into_iter().collect::<BTreeSet<_>>(), black);
    assert_eq!(pos.to_string(), "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b");

    // The same 24 edge squares as the standard start.
    let standard = Position::new(Variant::Standard);
    assert_eq!(pos.occupied(), standard.occupied());

    // Colours alternate all the way round (corners are empty and skipped), White on a2.
    let ring: Vec<Square> =
        "b1 c1 d1 e1 f1 g1 h2 h3 h4 h5 h6 h7 g8 f8 e8 d8 c8 b8 a7 a6 a5 a4 a3 a2".split_whitespace().map(sq).collect();
    for (i, &s) in ring.iter().enumerate() {
        let next = ring[(i + 1) % ring.len()];
        assert_ne!(pos.piece_at(s), pos.piece_at(next), "{s} and {next}");
        assert!(pos.piece_at(s).is_some());
    }
    assert_eq!(pos.piece_at(sq("a2")), Some(Color::White));
    assert_eq!(pos.outcome(), None);

    // The variant's start is also what its position string gives.
    let parsed = Position::from_position_string(
        "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b",
        Variant::ScrambledEggs,
        Rules::default(),
    )
    .unwrap();
    assert_eq!(parsed, pos);
}

#[test]
fn scrambled_eggs_first_moves_by_hand() {
    // b1: file b holds b1, b8 (2) -> b3; rank 1 holds six pieces -> h1 would jump the white
    // c1; diagonal b1-h7 holds b1, h7 (2) -> d3; anti-diagonal b1-a2 holds b1, a2 (2) -> off.
    let pos = Position::new(Variant::ScrambledEggs);
    assert_eq!(move_texts(pos.legal_moves_from(sq("b1"))), ["b1-b3", "b1-d3"].map(String::from).into());
    // a3: rank 3 holds a3, h3 (2) -> c3; file a holds six (a2..a7) -> a9 is off; diagonal
    // a3-f8 holds a3, f8 (2) -> c5; anti-diagonal a3-c1 holds a3, c1 (2) -> capture c1.
    assert_eq!(move_texts(pos.legal_moves_from(sq("a3"))), ["a3-c3", "a3-c5", "a3xc1"].map(String::from).into());
}
