//! [`GameLine`]'s tests: browsing, undo and redo (across a pass, against the computer), a new
//! move after undo, a finished game, and the computer's turn after each.

use super::*;
use crate::game::{reversed, Player};
use loa_core::record::{self, Format};
use loa_core::{Position, Rules, Variant};

fn mv(pos: &Position, s: &str) -> Move {
    pos.parse_move(s).unwrap()
}

fn two_humans() -> Players {
    Players { black: Player::Human, white: Player::Human, level: 1 }
}

fn played(start: Position, players: Players, moves: &[&str]) -> GameLine {
    let mut g = GameLine::new(start, players);
    for s in moves {
        let m = mv(g.position(), s);
        g.play(m).unwrap();
    }
    g
}

fn replayed(start: &Position, moves: &[Move]) -> String {
    let mut pos = start.clone();
    for &m in moves {
        pos.play(m).unwrap();
    }
    pos.to_string()
}

#[test]
fn play_undo_redo_and_a_new_branch() {
    let mut g = played(Position::new(Variant::Standard), two_humans(), &["b1-b3", "h4-f2", "d1xa4"]);
    assert_eq!(g.ply(), 3);
    assert_eq!(g.undo().len(), 1);
    assert!(g.can_redo());
    assert_eq!(g.redo().len(), 1);
    assert_eq!(g.ply(), 3);
    g.undo();
    // The same move again keeps the redo line; another one ends it.
    let same = mv(g.position(), "d1xa4");
    g.play(same).unwrap();
    assert_eq!(g.line().len(), 3);
    g.undo();
    let other = mv(g.position(), "c1-c3");
    g.play(other).unwrap();
    assert!(!g.can_redo());
    assert_eq!(g.moves().len(), 3);
    assert_eq!(g.line().len(), 3);
    assert!(!g.computer_to_move());
}

#[test]
fn play_new_always_ends_the_redo_line() {
    let mut g = played(Position::new(Variant::Standard), two_humans(), &["b1-b3", "h4-f2"]);
    g.go_to(1);
    let same = mv(g.position(), "h4-f2");
    g.play_new(same).unwrap();
    assert_eq!(g.line().len(), 2);
    g.go_to(0);
    assert!(g.play_new(Move::PASS).is_err());
    assert_eq!(g.line().len(), 2, "an illegal move changes nothing");
    let m = mv(g.position(), "c1-c3");
    g.play_new(m).unwrap();
    assert_eq!(g.line(), &[m]);
}

#[test]
fn undo_against_the_computer_takes_back_the_reply_too() {
    let mut g = played(Position::new(Variant::Standard), Players::default(), &["b1-b3", "h4-f2"]);
    assert!(!g.computer_to_move());
    assert_eq!(g.undo().len(), 2);
    assert_eq!(g.ply(), 0);
    assert!(!g.computer_to_move(), "the user's turn again");
    assert_eq!(g.redo().len(), 2);
    assert_eq!(g.ply(), 2);
    // The computer is thinking (its move not yet played): undo takes back the user's move.
    g.undo();
    let m = mv(g.position(), "b1-b3");
    g.play(m).unwrap();
    assert!(g.computer_to_move());
    assert!(!g.computer_to_move_at_end(), "the same move again: h4-f2 waits to be replayed");
    assert_eq!(g.undo().len(), 1);
    assert_eq!(g.ply(), 0);
    assert!(!g.computer_to_move());
}

#[test]
fn browsing_shows_earlier_positions_step_by_step() {
    let start = Position::new(Variant::Standard);
    let mut g = played(start.clone(), two_humans(), &["c8-c6", "a6-c4", "e8-b5", "h3xf1"]);
    let moves = g.moves().to_vec();
    for (to, expect_change) in [(1, true), (1, false), (3, true), (0, true), (2, true), (99, true)] {
        assert_eq!(g.set_view(to), expect_change, "to {to}");
        let at = to.min(4);
        assert_eq!(g.view(), at);
        assert_eq!(g.is_browsing(), at < 4);
        assert_eq!(g.shown().to_string(), replayed(&start, &moves[..at]), "at {at}");
        assert_eq!(g.shown().last_move(), at.checked_sub(1).map(|i| moves[i]));
    }
    // The computer's move while browsing: played at the end, the view stays.
    g.set_view(2);
    let shown = g.shown().to_string();
    let m = g.position().legal_moves()[0];
    g.play_keeping_view(m).unwrap();
    assert_eq!((g.view(), g.ply()), (2, 5));
    assert_eq!(g.shown().to_string(), shown);
    assert!(g.play_keeping_view(Move::PASS).is_err());
    assert_eq!((g.view(), g.shown().to_string()), (2, shown));
    g.undo_one();
    // A move while browsing is played at the end and shown.
    g.set_view(1);
    let m = g.position().legal_moves()[0];
    g.play(m).unwrap();
    assert_eq!(g.view(), 5);
    assert!(!g.is_browsing());
    assert_eq!(g.shown().to_string(), g.position().to_string());
}

#[test]
fn undo_and_redo_across_a_pass() {
    // White's a1 and h8 are walled in by Black: White has no move and must pass.
    let start =
        Position::from_position_string("6bw/6bb/8/8/8/8/bb6/wb6 w", Variant::Standard, Rules::OLYMPIAD).unwrap();
    let mut g = GameLine::new(start, Players::default());
    let black_reply = Players { black: Player::Computer, white: Player::Human, level: 1 };
    g.players = black_reply;
    assert!(g.human_must_pass());
    assert!(!g.computer_to_move());
    g.play(Move::PASS).unwrap();
    assert!(g.computer_to_move(), "Black (the computer) after the pass");
    let reply = mv(g.position(), "a2-a4");
    g.play(reply).unwrap();
    // The user's undo takes back the computer's move and the pass.
    assert_eq!(g.undo(), vec![reply, Move::PASS]);
    assert_eq!(g.ply(), 0);
    assert!(g.human_must_pass());
    assert_eq!(g.redo(), vec![Move::PASS, reply]);
    assert_eq!(g.position().last_move(), Some(reply));
    // Browsing back over the pass, one step at a time.
    g.set_view(1);
    assert_eq!(g.shown().last_move(), Some(Move::PASS));
    g.set_view(0);
    assert_eq!(g.shown().to_string(), g.start().to_string());
}

#[test]
fn a_finished_game_wants_no_computer_and_undo_reopens_it() {
    // Black joins its two groups with d1-d2: one group, Black wins.
    let start = Position::from_position_string("8/8/8/8/8/8/w6w/b2b4 b", Variant::Standard, Rules::OLYMPIAD).unwrap();
    let computer_white = Players { black: Player::Human, white: Player::Computer, level: 1 };
    let mut g = GameLine::new(start, computer_white);
    let win = g.position().legal_moves().into_iter().find(|&m| {
        let mut p = g.position().clone();
        p.play(m).is_ok() && p.is_game_over()
    });
    let win = win.unwrap();
    g.play(win).unwrap();
    assert!(g.outcome().is_some());
    assert!(!g.computer_to_move(), "the computer's side, but the game is over");
    assert!(!g.human_must_pass());
    assert_eq!(g.redo(), Vec::<Move>::new());
    assert_eq!(g.undo(), vec![win]);
    assert!(g.outcome().is_none());
    assert!(!g.computer_to_move());
    assert_eq!(g.redo(), vec![win]);
    assert!(g.outcome().is_some());
}

#[test]
fn the_computers_turn_at_the_end_of_the_line() {
    let mut g = played(Position::new(Variant::Standard), Players::default(), &["b1-b3", "h4-f2", "c1-c3"]);
    assert!(g.computer_to_move_at_end());
    g.go_to(1);
    assert!(g.computer_to_move(), "White's turn after b1-b3");
    assert!(!g.computer_to_move_at_end(), "moves after the cursor: a line to step through");
    g.go_to(3);
    assert!(g.computer_to_move_at_end());
    let last = g.moves()[2];
    assert_eq!(g.take_back(), Some(last));
    assert!(!g.can_redo());
}

#[test]
fn with_line_and_go_to() {
    let start = Position::new(Variant::Standard);
    let mut moves = Vec::new();
    let mut pos = start.clone();
    for s in ["b1-b3", "h4-f2", "d1xa4"] {
        let m = mv(&pos, s);
        pos.play(m).unwrap();
        moves.push(m);
    }
    let mut g = GameLine::with_line(start.clone(), &moves, 1, two_humans()).unwrap();
    assert_eq!((g.ply(), g.line().len()), (1, 3));
    assert_eq!(g.step_move(1, 2), Some(moves[1]));
    assert_eq!(g.step_move(2, 1), reversed(moves[1]));
    assert_eq!(g.step_move(0, 2), None);
    assert!(g.go_to(99));
    assert_eq!(g.ply(), 3);
    assert!(!g.go_to(3));
    assert!(matches!(GameLine::with_line(start.clone(), &moves, 4, two_humans()), Err((3, None))));
    assert!(matches!(GameLine::with_line(start, &[moves[1]], 0, two_humans()), Err((0, Some(_)))));
    assert_eq!(g.take_back(), Some(moves[2]));
    assert_eq!(g.line(), &moves[..2]);
}

#[test]
fn with_variations_a_new_move_keeps_the_old_line() {
    let mut g = played(Position::new(Variant::Standard), two_humans(), &["b1-b3", "h4-f2", "d1xa4"]);
    g.set_variations(true);
    g.go_to(1);
    let other = mv(g.position(), "a2-c2");
    g.play(other).unwrap();
    // The line follows the new move; the old one is a variation in the tree.
    assert_eq!(g.line().len(), 2);
    assert_eq!(g.tree().len(), 4);
    assert!(g.tree().has_variations());
    let main = g.tree().main_line();
    assert_eq!(main.len(), 3, "the main line is unchanged");
    assert!(!g.tree().is_main_line(g.node()));
    // Back to the main line's last move: the line and the game follow it.
    let end = g.tree().main_end();
    assert!(g.select(end));
    assert_eq!(g.moves(), &main[..]);
    assert_eq!(g.position().to_string(), replayed(g.start(), &main));
    // Into the variation's first move: the game stands there, its moves are the variation's.
    let variation = g.tree().children(g.tree().children(loa_core::move_tree::MoveTree::ROOT)[0])[1];
    assert!(g.select(variation));
    assert_eq!(g.ply(), 2);
    assert_eq!(g.position().last_move(), Some(other));
    // Playing the same move again from its parent goes into the variation, no new node.
    g.go_to(1);
    g.play(other).unwrap();
    assert_eq!(g.tree().len(), 4);
    // Promote, then delete the variation.
    g.promote(g.node());
    assert!(g.tree().is_main_line(g.node()));
    let node = g.node();
    g.delete(node);
    assert_eq!(g.tree().len(), 3);
    assert!(!g.tree().has_variations());
    assert_eq!(g.ply(), 1);
    // The line goes on along what is left.
    assert_eq!(g.line(), &main[..]);
}

#[test]
fn without_variations_a_new_move_deletes_the_old_line() {
    let mut g = played(Position::new(Variant::Standard), two_humans(), &["b1-b3", "h4-f2", "d1xa4"]);
    g.go_to(1);
    let other = mv(g.position(), "a2-c2");
    g.play(other).unwrap();
    assert_eq!(g.tree().len(), 2);
    assert!(!g.tree().has_variations());
    assert_eq!(g.tree().main_line(), g.line());
    // take_back and play_new keep the tree equal to the line.
    g.take_back();
    assert_eq!(g.tree().len(), 1);
    let again = mv(g.position(), "a2-c2");
    g.play_new(again).unwrap();
    g.go_to(1);
    g.play_new(again).unwrap();
    assert_eq!(g.tree().main_line(), g.line());
    assert_eq!(g.tree().len(), 2);
}

#[test]
fn an_imported_tree_starts_at_the_end_of_its_main_line() {
    let sgf = "(;GM[9];B[b1-b3](;W[h4-f2];B[d1:a4])(;W[a2-c2]))";
    let tree =
        record::read(sgf, Position::with_rules(Variant::Standard, Rules::default()), Format::Sgf).into_tree().unwrap();
    let g = GameLine::from_tree(tree, two_humans());
    assert_eq!(g.ply(), 3);
    assert_eq!(g.line().len(), 3);
    assert_eq!(g.tree().len(), 4);
    assert_eq!(g.position().to_string(), replayed(g.start(), g.line()));
}

#[test]
fn a_tree_with_variations_loses_nothing_to_a_new_move_after_undo() {
    // An imported record with a variation: undo two moves and play another one.
    let sgf = "(;GM[9];B[b1-b3](;W[h4-f2];B[d1:a4])(;W[a2-c2]))";
    let tree =
        record::read(sgf, Position::with_rules(Variant::Standard, Rules::default()), Format::Sgf).into_tree().unwrap();
    let mut g = GameLine::from_tree(tree, two_humans());
    g.go_to(1);
    let other = mv(g.position(), "a4-c4");
    g.play(other).unwrap();
    // Both old lines are still there, as variations beside the new move.
    assert_eq!(g.tree().len(), 5);
    let text = |moves: &[&str]| {
        let mut pos = g.start().clone();
        moves
            .iter()
            .map(|s| {
                let m = mv(&pos, s);
                pos.play(m).unwrap();
                m
            })
            .collect::<Vec<_>>()
    };
    assert!(g.find(&text(&["b1-b3", "h4-f2", "d1xa4"])).is_some());
    assert!(g.find(&text(&["b1-b3", "a2-c2"])).is_some());
    assert_eq!(g.line(), text(&["b1-b3", "a4-c4"]).as_slice());
    assert_eq!(g.ply(), 2);
}
