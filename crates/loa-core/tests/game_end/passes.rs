//! Passing: only when no piece can move, and a loss instead under no-moves=lose.

use loa_core::{Move, Outcome, PlayError, Position, Reason, Square, Variant};

use super::{assert_closed, position, sq, BLACK, WHITE};

#[test]
fn walled_in_side_must_pass() {
    // Black to move, all four corner pieces walled in (see CASES): only a pass is legal.
    let mut pos = position("bw4wb/ww4ww/8/8/8/8/ww4ww/bw4wb b", "olympiad");
    assert_eq!(pos.outcome(), None);
    assert_eq!(pos.legal_moves().as_slice(), [Move::PASS]);
    for from in pos.pieces(BLACK) {
        assert!(pos.legal_moves_from(from).is_empty(), "{from}");
        for to in Square::all() {
            if let Some(m) = Move::new(from, to, pos.piece_at(to) == Some(WHITE)) {
                assert!(pos.check(m).is_err(), "{m} must not be playable");
            }
        }
    }
    // The reasons are the rules: a1-e1 would jump b1 (rank 1 holds a1 b1 g1 h1), and a1xb1
    // is one square where four are needed.
    assert_eq!(
        pos.check(Move::new(sq("a1"), sq("e1"), false).unwrap()),
        Err(PlayError::JumpsEnemy { from: sq("a1"), to: sq("e1"), enemy: sq("b1") })
    );
    assert!(matches!(
        pos.check(Move::new(sq("a1"), sq("b1"), true).unwrap()),
        Err(PlayError::WrongDistance { distance: 1, pieces: 4, .. })
    ));
    // The pass is written and read as "pass", and playing it changes only the side to move.
    assert_eq!(pos.parse_move("pass"), Ok(Move::PASS));
    assert_eq!(Move::PASS.to_string(), "pass");
    let before = pos.clone();
    pos.play(Move::PASS).unwrap();
    assert_eq!(pos.turn(), WHITE);
    assert_eq!(pos.to_string(), "bw4wb/ww4ww/8/8/8/8/ww4ww/bw4wb w");
    assert_eq!(pos.outcome(), None);
    assert_eq!(pos.last_move(), Some(Move::PASS));
    assert_eq!(pos.hash(), pos.compute_hash());
    // White has moves, so White may not pass.
    assert!(pos.legal_moves().len() > 1);
    assert!(!pos.legal_moves().contains(&Move::PASS));
    assert_eq!(pos.check(Move::PASS), Err(PlayError::PassNotAllowed));
    assert_eq!(pos.undo(), Some(Move::PASS));
    assert_eq!(pos, before);
}

#[test]
fn pass_not_allowed_with_moves() {
    let pos = Position::new(Variant::Standard);
    assert_eq!(pos.check(Move::PASS), Err(PlayError::PassNotAllowed));
    let mut p = pos.clone();
    assert_eq!(p.play(Move::PASS), Err(PlayError::PassNotAllowed));
    assert_eq!(p, pos);
}

#[test]
fn walled_in_side_to_move_has_lost_under_no_moves_lose() {
    // The same set-up under "no-moves=lose" is decided already: judged as if White had just
    // moved, and Black to move has no move.
    let mut pos = position("bw4wb/ww4ww/8/8/8/8/ww4ww/bw4wb b", "no-moves=lose");
    assert_eq!(pos.outcome(), Some(Outcome::Win(WHITE, Reason::NoMoves)));
    assert_closed(&mut pos);
    assert_eq!(pos.undo(), None);
}
