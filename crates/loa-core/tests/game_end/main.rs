//! Each game-end rule of docs/RULES.md and each rule option, on hand-built positions. Every position
//! is worked out by hand in its comment (line counts, paths, groups before and after), so the
//! expected outcome does not come from the code under test.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod move_limit;
mod passes;
mod repetition;

use loa_core::{perft, Color, Move, Outcome, PlayError, Position, Reason, Rules, Square, Variant};

const BLACK: Color = Color::Black;
const WHITE: Color = Color::White;

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn rules(s: &str) -> Rules {
    s.parse().unwrap()
}

fn position(s: &str, rules_text: &str) -> Position {
    let pos = Position::from_position_string(s, Variant::Standard, rules(rules_text)).unwrap();
    assert_eq!(pos.to_string(), s, "the position string round-trips");
    pos
}

fn play(pos: &mut Position, text: &str) {
    let m = pos.parse_move(text).unwrap_or_else(|e| panic!("{text} in {pos:?}: {e}"));
    pos.play(m).unwrap();
}

/// After the game has ended nothing can be played, and perft finds no moves.
fn assert_closed(pos: &mut Position) {
    let outcome = pos.outcome().expect("the game is over");
    assert!(pos.is_game_over());
    assert!(pos.legal_moves().is_empty(), "{pos:?}");
    for from in pos.pieces(pos.turn()) {
        assert!(pos.legal_moves_from(from).is_empty());
        for to in Square::all() {
            if let Some(m) = Move::new(from, to, pos.piece_at(to) == Some(!pos.turn())) {
                assert_eq!(pos.check(m), Err(PlayError::GameOver(outcome)));
            }
        }
    }
    assert_eq!(pos.check(Move::PASS), Err(PlayError::GameOver(outcome)));
    assert_eq!(pos.play(Move::PASS), Err(PlayError::GameOver(outcome)));
    assert_eq!(perft(pos, 1), 0);
    assert_eq!(perft(pos, 2), 0);
}

/// One decisive move: the position (open before it), the rule options, the move, and the
/// outcome docs/RULES.md gives.
struct Case {
    name: &'static str,
    position: &'static str,
    rules: &'static str,
    moves: &'static [&'static str],
    outcome: Option<Outcome>,
}

const CASES: &[Case] = &[
    // Black: d4 e4 d5 (a group) and f7. White: a2 a3 | f2 g2 | h7 h8 (three groups).
    // File f holds f7 and f2: two pieces, so f7 moves two squares to f5 (f6 empty). f5 touches
    // e4: Black is one group. White's pieces did not change and are not.
    Case {
        name: "the mover connects",
        position: "7w/5b1w/8/3b4/3bb3/w7/w4ww1/8 b",
        rules: "olympiad",
        moves: &["f7-f5"],
        outcome: Some(Outcome::Win(BLACK, Reason::Connected)),
    },
    // The same under the other options: only the mover is connected, so they change nothing.
    Case {
        name: "the mover connects, other options",
        position: "7w/5b1w/8/3b4/3bb3/w7/w4ww1/8 b",
        rules: "simultaneous=mover,no-moves=lose,repetition=off",
        moves: &["f7-f5"],
        outcome: Some(Outcome::Win(BLACK, Reason::Connected)),
    },
    // The same position, a move that connects nothing: d5-d7 (file d: d4, d5, two squares).
    Case {
        name: "a quiet move",
        position: "7w/5b1w/8/3b4/3bb3/w7/w4ww1/8 b",
        rules: "olympiad",
        moves: &["d5-d7"],
        outcome: None,
    },
    // White: c4 d4 c5 (a group) and h3. Black: a3 e3 g7 a8. Rank 3 holds a3, e3, h3: three
    // pieces, so h3 goes three squares (g3, f3 empty) and captures e3, which touches d4. White
    // is one group; Black's a3, g7, a8 are apart.
    Case {
        name: "the mover connects with a capture",
        position: "b7/6b1/8/2w5/2ww4/b3b2w/8/8 w",
        rules: "olympiad",
        moves: &["h3xe3"],
        outcome: Some(Outcome::Win(WHITE, Reason::Connected)),
    },
    // White: d4 d5 e5 (a group) and the stray b2. Black: b4 g7 g1. File b holds b4 and b2, so
    // b4 takes b2 (b3 empty). White is left as one group; Black's b2, g7, g1 are apart:
    // the capture connected the opponent, who wins.
    Case {
        name: "taking the opponent's stray piece connects it",
        position: "8/6b1/8/3ww3/1b1w4/8/1w6/6b1 b",
        rules: "olympiad",
        moves: &["b4xb2"],
        outcome: Some(Outcome::Win(WHITE, Reason::OpponentConnected)),
    },
    // The same under "mover wins": only the opponent is connected, so it still wins.
    Case {
        name: "taking the opponent's stray piece connects it, mover-wins option",
        position: "8/6b1/8/3ww3/1b1w4/8/1w6/6b1 b",
        rules: "simultaneous=mover",
        moves: &["b4xb2"],
        outcome: Some(Outcome::Win(WHITE, Reason::OpponentConnected)),
    },
    // White has two pieces, c3 and h8. Black: c1 f5 a7. File c holds c1 and c3: c1 takes c3
    // (c2 empty). White's single h8 is one group; Black's c3, f5, a7 are apart.
    Case {
        name: "a side captured down to one piece wins",
        position: "7w/b7/8/5b2/8/2w5/8/2b5 b",
        rules: "olympiad",
        moves: &["c1xc3"],
        outcome: Some(Outcome::Win(WHITE, Reason::OpponentConnected)),
    },
    // White: f5 f6 g6 (a group) and b2. Black: a3 a4 (a group) and d2. Rank 2 holds b2 and d2:
    // d2 takes b2 (c2 empty). b2 touches a3, so Black is one group — and so is White.
    Case {
        name: "both connected by one move: draw",
        position: "8/8/5ww1/5w2/b7/b7/1w1b4/8 b",
        rules: "olympiad",
        moves: &["d2xb2"],
        outcome: Some(Outcome::Draw(Reason::Simultaneous)),
    },
    Case {
        name: "both connected by one move: the mover wins",
        position: "8/8/5ww1/5w2/b7/b7/1w1b4/8 b",
        rules: "simultaneous=mover",
        moves: &["d2xb2"],
        outcome: Some(Outcome::Win(BLACK, Reason::Simultaneous)),
    },
    // White has two pieces, c3 and h8; Black: c1 b4 a5. c1 takes c3 (file c: c1, c3): c3
    // touches b4, which touches a5, so Black is one group, and White's single h8 is one too.
    Case {
        name: "down to one piece while the captor connects: draw",
        position: "7w/8/8/b7/1b6/2w5/8/2b5 b",
        rules: "olympiad",
        moves: &["c1xc3"],
        outcome: Some(Outcome::Draw(Reason::Simultaneous)),
    },
    Case {
        name: "down to one piece while the captor connects: the mover wins",
        position: "7w/8/8/b7/1b6/2w5/8/2b5 b",
        rules: "simultaneous=mover",
        moves: &["c1xc3"],
        outcome: Some(Outcome::Win(BLACK, Reason::Simultaneous)),
    },
    // Black's four corner pieces are each walled in by three white ones (a1 by b1 a2 b2, and
    // so on): every line out of a corner starts with a white neighbour that a move would have
    // to jump. White plays d5-d6 (file d holds only d5: one square), which opens no wall, so
    // Black has no legal move. Under "no-moves=lose" Black loses at once.
    Case {
        name: "no legal move loses",
        position: "bw4wb/ww4ww/8/3w4/8/8/ww4ww/bw4wb w",
        rules: "no-moves=lose",
        moves: &["d5-d6"],
        outcome: Some(Outcome::Win(WHITE, Reason::NoMoves)),
    },
    // Under the default, Black must pass instead, and the game goes on.
    Case {
        name: "no legal move: pass",
        position: "bw4wb/ww4ww/8/3w4/8/8/ww4ww/bw4wb w",
        rules: "olympiad",
        moves: &["d5-d6", "pass", "d6-d5"],
        outcome: None,
    },
    // Two moves into the standard start under a limit of two plies: drawn at exactly the limit.
    Case {
        name: "move limit",
        position: "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
        rules: "move-limit=2",
        moves: &["b1-b3", "a2-c2"],
        outcome: Some(Outcome::Draw(Reason::MoveLimit)),
    },
    // A connecting move on the last ply allowed wins: the connection is judged first.
    Case {
        name: "connecting on the move limit wins",
        position: "7w/5b1w/8/3b4/3bb3/w7/w4ww1/8 b",
        rules: "move-limit=1",
        moves: &["f7-f5"],
        outcome: Some(Outcome::Win(BLACK, Reason::Connected)),
    },
    Case {
        name: "a quiet move on the move limit draws",
        position: "7w/5b1w/8/3b4/3bb3/w7/w4ww1/8 b",
        rules: "move-limit=1",
        moves: &["d5-d7"],
        outcome: Some(Outcome::Draw(Reason::MoveLimit)),
    },
    // The start, then b1-b3 a2-c2 b3-b1 c2-a2 twice (file b: b1/b3 and b8; rank 2: a2/c2 and
    // h2; so each piece goes two squares there and back). The start position with Black to
    // move occurs at plies 0, 4 and 8: the third time is a draw.
    Case {
        name: "third repetition",
        position: "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
        rules: "olympiad",
        moves: &["b1-b3", "a2-c2", "b3-b1", "c2-a2", "b1-b3", "a2-c2", "b3-b1", "c2-a2"],
        outcome: Some(Outcome::Draw(Reason::Repetition)),
    },
    Case {
        name: "repetition off",
        position: "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
        rules: "repetition=off",
        moves: &["b1-b3", "a2-c2", "b3-b1", "c2-a2", "b1-b3", "a2-c2", "b3-b1", "c2-a2"],
        outcome: None,
    },
];

#[test]
fn game_end_table() {
    for case in CASES {
        let name = case.name;
        let mut pos = position(case.position, case.rules);
        assert_eq!(pos.outcome(), None, "{name}: open before the moves");
        let (last, before_last) = case.moves.split_last().unwrap();
        for text in before_last {
            play(&mut pos, text);
            assert_eq!(pos.outcome(), None, "{name}: open after {text}");
        }
        let before = pos.clone();
        let legal_before = pos.legal_moves();
        play(&mut pos, last);
        assert_eq!(pos.outcome(), case.outcome, "{name}: after {last}");
        if pos.is_game_over() {
            assert_closed(&mut pos);
        } else {
            assert!(!pos.legal_moves().is_empty(), "{name}");
        }
        // Undo reopens the game: the position before the last move, exactly.
        let m = pos.undo().unwrap();
        assert_eq!(m.to_string(), *last, "{name}");
        assert_eq!(pos, before, "{name}: undo");
        assert_eq!(pos.outcome(), None, "{name}: undo reopens the game");
        assert_eq!(pos.legal_moves(), legal_before, "{name}");
        assert_eq!(pos.hash(), pos.compute_hash(), "{name}");
        // And the same move ends it the same way again.
        pos.play(m).unwrap();
        assert_eq!(pos.outcome(), case.outcome, "{name}: replayed");
    }
}

/// Set-ups that are decided already: judged as if the side not to move had just moved.
const DECIDED: &[(&str, &str, Outcome)] = &[
    // Black d5 e5 is one group, White's a2 and h2 are apart; White to move (Black "just
    // moved").
    ("8/8/8/3bb3/8/8/w6w/8 w", "olympiad", Outcome::Win(BLACK, Reason::Connected)),
    // The same with Black to move: White "just moved" and left Black connected.
    ("8/8/8/3bb3/8/8/w6w/8 b", "olympiad", Outcome::Win(BLACK, Reason::OpponentConnected)),
    // A single black piece is a group.
    ("8/8/8/3b4/8/8/w6w/8 w", "olympiad", Outcome::Win(BLACK, Reason::Connected)),
    // Both sides one group: a draw, or a win for the side that "just moved" (Black here).
    ("8/8/8/3bb3/8/8/6ww/8 w", "olympiad", Outcome::Draw(Reason::Simultaneous)),
    ("8/8/8/3bb3/8/8/6ww/8 w", "simultaneous=mover", Outcome::Win(BLACK, Reason::Simultaneous)),
    ("8/8/8/3bb3/8/8/6ww/8 b", "simultaneous=mover", Outcome::Win(WHITE, Reason::Simultaneous)),
    // One piece each.
    ("8/8/8/3b4/8/8/7w/8 b", "olympiad", Outcome::Draw(Reason::Simultaneous)),
];

#[test]
fn decided_setups() {
    for &(s, r, outcome) in DECIDED {
        let mut pos = position(s, r);
        assert_eq!(pos.outcome(), Some(outcome), "{s} under {r}");
        assert_closed(&mut pos);
        assert_eq!(pos.undo(), None, "nothing to take back");
        assert_eq!(pos.outcome(), Some(outcome));
    }
}

#[test]
fn undo_after_each_kind_of_end_reopens_the_game() {
    // Shuffle (d5-d7 and back, a3-a5 and back: two-piece files), then win with f7-f5 (see
    // CASES), then take everything back: every position on the way is open again and equal
    // to the one met going forward.
    let mut pos = position("7w/5b1w/8/3b4/3bb3/w7/w4ww1/8 b", "olympiad");
    let mut seen = vec![pos.clone()];
    for text in ["d5-d7", "a3-a5", "d7-d5", "a5-a3", "f7-f5"] {
        play(&mut pos, text);
        seen.push(pos.clone());
    }
    assert_eq!(pos.outcome(), Some(Outcome::Win(BLACK, Reason::Connected)));
    while let Some(expected) = seen.pop() {
        assert_eq!(pos, expected);
        assert_eq!(pos.hash(), pos.compute_hash());
        if pos.undo().is_none() {
            break;
        }
        assert_eq!(pos.outcome(), None);
    }
    assert!(seen.is_empty());
    assert_eq!(pos.ply(), 0);
}
