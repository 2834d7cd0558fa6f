//! The analysis board through the session: opened on the position shown, kept while closed and
//! found again, lines played, moves of the list chosen, variations switched, promoted and
//! deleted — each change with its effects.

use loa_core::{Move, Position, Variant};

use super::{Session, Style};
use crate::game::{GameLine, Player, Players};
use crate::saved::Analysed;

fn game(moves: &[&str]) -> Session {
    let players = Players { black: Player::Human, white: Player::Computer, level: 3 };
    let mut line = GameLine::new(Position::new(Variant::Standard), players);
    for text in moves {
        let m = line.position().parse_move(text).unwrap();
        line.play(m).unwrap();
    }
    Session::new(line, Style::Game, 1)
}

fn mv(s: &Session, text: &str) -> Move {
    s.line().shown().parse_move(text).unwrap()
}

fn line(s: &Session) -> Vec<String> {
    s.line().line().iter().map(ToString::to_string).collect()
}

#[test]
fn the_board_opens_at_the_position_shown_for_two_people_and_the_game_waits() {
    let mut s = game(&["b1-b3", "h2-f4", "c1-c3"]);
    let _ = s.go_to(1);
    let fx = s.open_analysis();
    assert!(fx.redraw.board && fx.save);
    assert!(s.is_analysing());
    assert_eq!(s.line().ply(), 1, "at the position shown");
    assert_eq!(s.line().players.white, Player::Human);
    assert_eq!(s.game().ply(), 3, "the game is put aside as it stood");
    // A move beside the line makes a variation; the game does not change.
    let fx = s.play(mv(&s, "a2-c2"));
    assert!(fx.played.is_some() && fx.save);
    assert_eq!(s.line().tree().len(), 4);
    assert_eq!(s.game().line().len(), 3);
    let (kept, board) = s.kept().unwrap();
    assert_eq!(kept.ply(), 3);
    assert_eq!(board.map(|(b, open)| (b.ply(), open)), Some((2, true)));
}

#[test]
fn a_closed_board_is_kept_and_found_again_with_the_games_new_moves() {
    let mut s = game(&["b1-b3"]);
    let _ = s.open_analysis();
    let _ = s.play(mv(&s, "a2-c2"));
    let fx = s.close_analysis();
    assert!(fx.save && fx.redraw.board);
    assert!(!s.is_analysing());
    assert_eq!(s.kept().unwrap().1.map(|(b, open)| (b.tree().len(), open)), Some((2, false)));
    // The game goes on, then the board opens again with both lines.
    let fx = s.engine_answered(s.computer.asked.unwrap(), Some(mv(&s, "h2-f4")), None);
    assert!(fx.played.is_some());
    let _ = s.open_analysis();
    assert_eq!(s.line().tree().len(), 3, "b1-b3, then a2-c2 and h2-f4 beside it");
    assert_eq!(line(&s), ["b1-b3", "h2-f4"], "at the game's position");
}

#[test]
fn an_engine_line_is_played_from_the_position_shown_and_announced() {
    let mut s = game(&["b1-b3", "h2-f4"]);
    let _ = s.open_analysis();
    let _ = s.go_to(1);
    let moves = [mv(&s, "a2-c2"), Move::PASS];
    let fx = s.play_line(&moves[..1]);
    assert_eq!(line(&s), ["b1-b3", "a2-c2"]);
    assert!(fx.save && fx.announce.is_some());
    // Off the analysis board, nothing.
    let _ = s.close_analysis();
    assert_eq!(s.play_line(&moves[..1]), super::Effects::none());
}

#[test]
fn a_move_of_the_list_browses_the_game_or_opens_a_variation_on_the_board() {
    let mut s = game(&["b1-b3", "h2-f4", "c1-c3"]);
    let node = s.line().line_nodes()[0];
    let fx = s.select_node(node);
    assert_eq!(s.line().view(), 1, "a move of the game's line: looked back at");
    assert!(!s.is_analysing() && !fx.save);
    // A move taken back is explored on the analysis board.
    let _ = s.go_to(3);
    let _ = s.undo();
    let taken_back = s.line().line_nodes()[2];
    let _ = s.select_node(taken_back);
    assert!(s.is_analysing());
    assert_eq!(s.line().ply(), 3);
}

#[test]
fn variations_are_switched_promoted_and_deleted_only_on_the_board() {
    let mut s = game(&["b1-b3"]);
    assert_eq!(s.promote_variation(), super::Effects::none());
    let _ = s.open_analysis();
    let _ = s.go_to(0);
    let _ = s.play(mv(&s, "c1-c3"));
    assert!(s.on_variation());
    let fx = s.switch_variation(-1);
    assert!(fx.redraw.board);
    assert_eq!(line(&s), ["b1-b3"]);
    assert!(s.on_variation(), "the main line's move, with another tried in its place");
    let _ = s.switch_variation(1);
    let fx = s.promote_variation();
    assert!(fx.save);
    assert!(s.on_variation(), "c1-c3 is the main line now, b1-b3 beside it");
    let _ = s.switch_variation(1);
    assert_eq!(line(&s), ["b1-b3"]);
    let fx = s.delete_variation();
    assert!(fx.save);
    assert_eq!(s.line().tree().len(), 1);
    assert_eq!(s.line().ply(), 0);
    let _ = s.go_to(1);
    assert!(!s.on_variation(), "a line without a fork has nothing to act on");
}

#[test]
fn the_editors_position_on_the_board_is_not_kept() {
    let mut s = game(&["b1-b3"]);
    let pos = Position::new(Variant::ScrambledEggs);
    let _ = s.analyse_position(pos);
    assert!(s.is_analysing());
    assert!(s.kept().is_none(), "nothing is written while another game's position shows");
    let _ = s.close_analysis();
    assert_eq!(s.kept().map(|(g, board)| (g.ply(), board.is_none())), Some((1, true)));
}

#[test]
fn a_kept_board_that_was_showing_opens_again() {
    let mut s = game(&["b1-b3"]);
    let mut board = s.line().clone();
    board.set_variations(true);
    let _ = s.restore_analysis(Some(Analysed { board: board.clone(), open: true }));
    assert!(s.is_analysing());
    let mut t = game(&["b1-b3"]);
    let _ = t.restore_analysis(Some(Analysed { board, open: false }));
    assert!(!t.is_analysing());
    assert!(t.kept().unwrap().1.is_some());
}
