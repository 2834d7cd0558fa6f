use super::*;
use crate::game::{GameLine, Player, Players};
use crate::i18n::Msg;
use loa_core::move_tree::MoveTree;
use loa_core::{Color, Position, Variant};

/// Reads a kept text as the page does: parsed (or not JSON), then read through serde.
fn read(text: &str) -> Result<Saved, SavedError> {
    let parsed: serde_json::Value = serde_json::from_str(text).map_err(|_| SavedError::not_json())?;
    Saved::read(&parsed)
}

fn write(saved: &Saved) -> String {
    serde_json::to_string(saved).unwrap()
}

fn two_moves() -> GameLine {
    let mut g = GameLine::new(
        Position::with_rules(Variant::ScrambledEggs, "simultaneous=mover".parse().unwrap()),
        Players::default(),
    );
    let first = g.position().legal_moves()[0];
    g.play(first).unwrap();
    let second = g.position().legal_moves()[0];
    g.play(second).unwrap();
    g
}

#[test]
fn saved_games_round_trip_and_bad_ones_are_errors() {
    let mut g = two_moves();
    g.undo_one();
    let saved = Saved::of(&g, true);
    let (back, flipped) = saved.restore().unwrap();
    assert!(flipped);
    assert_eq!(Saved::of(&back, flipped), saved);
    assert_eq!(back.ply(), 1);
    assert!(back.can_redo());

    let mut bad = saved.clone();
    bad.ply = 9;
    assert!(matches!(bad.restore(), Err(SavedError::Unreadable(_))));
    let mut bad = saved.clone();
    bad.level = 0;
    assert!(matches!(bad.restore(), Err(SavedError::Unreadable(_))));
    let mut bad = saved;
    bad.start = "xyz".into();
    assert!(matches!(bad.restore(), Err(SavedError::Unreadable(_))));
}

#[test]
fn a_damaged_save_offers_the_moves_before_the_bad_one() {
    let g = two_moves();
    let mut saved = Saved::of(&g, false);
    saved.line.push("a1-a8".into());
    saved.line.push("b1-b2".into());
    saved.ply = 4;
    match saved.restore() {
        Err(e @ SavedError::Damaged { .. }) => {
            let SavedError::Damaged { number, ref text, ref prefix, .. } = e else { unreachable!() };
            assert_eq!((number, text.as_str()), (3, "a1-a8"));
            assert_eq!(prefix.ply(), 2);
            assert_eq!(prefix.line(), g.line());
            assert!(e.to_string().contains("a1-a8"), "{e}");
        }
        other => panic!("{other:?}"),
    }
    // A word that is not a move at all is damage too.
    saved.line[2] = "zz".into();
    assert!(matches!(saved.restore(), Err(SavedError::Damaged { number: 3, .. })));
}

#[test]
fn versions_older_read_newer_refused_unknown_fields_ignored() {
    let g = two_moves();
    let mut saved = Saved::of(&g, false);
    saved.id = "k1-00000001".into();
    saved.rev = 7;
    saved.me = Some("white".into());
    let text = write(&saved);
    let back = read(&text).unwrap();
    assert_eq!(back, saved);
    assert_eq!(back.me(), Some(Color::White));
    assert_eq!(back.entry(&g).moves, 2);
    assert_eq!(back.entry(&g).rev, 7);

    // Version 1 (before the library): no id, revision or dates.
    let v1 = r#"{"version":1,"variant":"standard","rules":"olympiad","start":"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b","line":["b1-b3"],"ply":1,"black":"human","white":"human","level":3,"flipped":false}"#;
    let old = read(v1).unwrap();
    assert_eq!(old.restore().unwrap().0.ply(), 1);
    assert_eq!(old.id, "");

    // A later version's extra fields are ignored when its version is ours…
    let extra = text.replacen('{', r#"{"future":3,"#, 1);
    assert_eq!(read(&extra).unwrap(), saved);
    // …and a newer version is refused before anything else is read.
    let newer_text = text.replace("\"version\":2", "\"version\":99").replace("\"ply\":2", "\"ply\":\"two\"");
    assert!(matches!(read(&newer_text), Err(SavedError::Newer { version: 99 })));
    let mut newer = saved;
    newer.version = Saved::VERSION + 1;
    assert!(matches!(newer.restore(), Err(SavedError::Newer { version: 5 })));
}

/// b1-b3, then h4-f2 d1xa4 (main line) or a2-c2 (e1-e3, or g1-g3 a5-c5), the line through
/// a2-c2 e1-e3 with one move of it taken back.
fn with_variations() -> GameLine {
    let start = Position::new(Variant::Standard);
    let mut tree = MoveTree::new(start);
    for line in ["b1-b3 h4-f2 d1xa4", "b1-b3 a2-c2 e1-e3", "b1-b3 a2-c2 g1-g3 a5-c5"] {
        let mut node = MoveTree::ROOT;
        for text in line.split_whitespace() {
            let m = tree.position(node).parse_move(text).unwrap();
            node = tree.add(node, m).unwrap();
        }
    }
    let mut g = GameLine::from_tree(tree, Players::default());
    let e1e3 = g.find(&moves(&g, "b1-b3 a2-c2 e1-e3")).unwrap();
    assert!(g.select(e1e3));
    g.undo_one();
    g
}

fn moves(g: &GameLine, text: &str) -> Vec<loa_core::Move> {
    let mut pos = g.start().clone();
    text.split_whitespace()
        .map(|t| {
            let m = pos.parse_move(t).unwrap();
            pos.play(m).unwrap();
            m
        })
        .collect()
}

fn texts(line: &[loa_core::Move]) -> Vec<String> {
    line.iter().map(ToString::to_string).collect()
}

#[test]
fn a_tree_with_nested_variations_round_trips_with_its_line_and_cursor() {
    let g = with_variations();
    let saved = Saved::of(&g, false);
    assert_eq!(saved.version, 3);
    assert!(saved.line.is_empty());
    assert_eq!(saved.tree.as_deref(), Some("b1-b3 h4-f2 ( a2-c2 e1-e3 ( g1-g3 a5-c5 ) ) d1xa4"));
    let text = write(&saved);
    let back = read(&text).unwrap();
    let (game, _) = back.restore().unwrap();
    assert_eq!(saved_tree::write(game.tree()).text, saved_tree::write(g.tree()).text);
    assert_eq!(texts(game.line()), ["b1-b3", "a2-c2", "e1-e3"]);
    assert_eq!((game.ply(), game.can_redo()), (2, true));
    assert_eq!(game.position(), g.position());
    assert_eq!(texts(&game.tree().main_line()), ["b1-b3", "h4-f2", "d1xa4"]);
    assert_eq!(Saved::of(&game, false), saved);
    // The library lists the moves played.
    assert_eq!(back.entry(&game).moves, 2);
}

#[test]
fn the_analysis_board_is_kept_with_its_cursor_and_a_board_of_another_start_is_not() {
    let game = two_moves();
    let mut board = with_variations();
    board.set_variations(true);
    // Not this game's start (Scrambled Eggs): left out.
    let saved = Saved::of(&game, false).with_analysis(&board, true);
    assert_eq!((saved.version, saved.analysis.as_ref()), (2, None));

    let game =
        GameLine::with_line(Position::new(Variant::Standard), &moves(&board, "b1-b3 h4-f2"), 2, Players::default())
            .unwrap();
    let saved = Saved::of(&game, true).with_analysis(&board, true);
    assert_eq!(saved.version, 3);
    assert_eq!(saved.tree, None, "the game itself has no variation");
    let back = read(&write(&saved)).unwrap();
    let restored = back.restore_all().unwrap();
    assert_eq!(texts(restored.game.line()), ["b1-b3", "h4-f2"]);
    assert!(restored.flipped);
    let analysed = restored.analysis.unwrap();
    assert!(analysed.open);
    assert!(analysed.board.variations());
    assert_eq!(saved_tree::write(analysed.board.tree()).text, saved_tree::write(board.tree()).text);
    assert_eq!(texts(analysed.board.line()), ["b1-b3", "a2-c2", "e1-e3"]);
    assert_eq!(analysed.board.ply(), 2);
    assert_eq!(analysed.board.players.white, Player::Human);
    // Damaged analysis: the whole save is damaged, the game itself offered.
    let mut bad = back;
    if let Some(a) = bad.analysis.as_mut() {
        a.tree = "b1-b3 h4-f2 b1-b4".into();
    }
    match bad.restore_all() {
        Err(SavedError::Damaged { number: 3, prefix, .. }) => assert_eq!(prefix.line(), game.line()),
        other => panic!("{other:?}"),
    }
}

#[test]
fn version_2_reads_into_a_tree_of_one_line_and_is_still_written_for_such_games() {
    let v2 = r#"{"version":2,"variant":"standard","rules":"olympiad","start":"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b","line":["b1-b3","h4-f2","d1xa4"],"ply":2,"black":"human","white":"computer","level":3,"flipped":false,"id":"k1-00000001","rev":4,"created":1,"updated":2}"#;
    let saved = read(v2).unwrap();
    let (game, _) = saved.restore().unwrap();
    assert_eq!(game.tree().len(), 3);
    assert!(!game.tree().has_variations());
    assert_eq!((game.ply(), game.line().len()), (2, 3));
    // Written back: the same text (what a tab of the previous build reads).
    let mut again = Saved::of(&game, false);
    again.id = saved.id.clone();
    (again.rev, again.created, again.updated) = (4, 1, 2);
    assert_eq!(write(&again), v2);
}

#[test]
fn a_damaged_tree_offers_what_was_read_before_the_bad_move() {
    let mut saved = Saved::of(&with_variations(), false);
    saved.tree = Some("b1-b3 h4-f2 d1xa4 b1-b4".into());
    match saved.restore() {
        Err(e @ SavedError::Damaged { .. }) => {
            let SavedError::Damaged { number, ref text, ref prefix, .. } = e else { unreachable!() };
            assert_eq!((number, text.as_str()), (4, "b1-b4"));
            assert_eq!(texts(prefix.line()), ["b1-b3", "h4-f2", "d1xa4"]);
            assert_eq!(prefix.ply(), 2);
            assert!(e.to_string().contains("b1-b4"), "{e}");
        }
        other => panic!("{other:?}"),
    }
    // A line end that is not in the tree, or a cursor past it: unreadable, never a panic.
    let mut bad = Saved::of(&with_variations(), false);
    bad.end = 99;
    assert!(matches!(bad.restore(), Err(SavedError::Unreadable(_))));
    let mut bad = Saved::of(&with_variations(), false);
    bad.ply = 9;
    assert!(matches!(bad.restore(), Err(SavedError::Unreadable(_))));
}

#[test]
fn a_save_that_is_not_a_game_is_unreadable_with_why() {
    let text = write(&Saved::of(&two_moves(), false));
    let reason = |text: &str| match read(text) {
        Err(SavedError::Unreadable(why)) => why,
        other => panic!("{text}: {other:?}"),
    };
    assert_eq!(reason(&text.replace("\"ply\":2", "\"ply\":\"two\"")), "invalid type: string \"two\", expected usize");
    assert_eq!(reason(&text.replace("\"ply\":2", "\"ply\":2.5")), "invalid type: floating point `2.5`, expected usize");
    assert_eq!(reason(&text.replace("\"level\":3", "\"level\":300")), "invalid value: integer `300`, expected u8");
    assert_eq!(reason(&text.replace("\"black\":", "\"blacks\":")), "missing field `black`");
    assert_eq!(reason(r#"{"variant":"standard"}"#), "missing field `version`");
    assert_eq!(reason(r#""b1-b3""#), "invalid type: string \"b1-b3\", expected a saved game");
    assert_eq!(reason("{not json"), crate::i18n::tr(Msg::SavedNotJson, &[]));
    assert!(read(&text).is_ok());
}

#[test]
fn every_field_round_trips_in_the_order_every_build_wrote_it() {
    let mut saved = Saved::of(&with_variations(), true);
    saved.version = Saved::VERSION;
    saved.hints = vec![0, 2];
    (saved.id, saved.rev, saved.created, saved.updated) =
        ("k1-00000001".into(), 3, 1_796_000_000_000, 1_796_000_060_000);
    saved.me = Some("black".into());
    saved.analysis = Some(SavedAnalysis { tree: "b1-b3".into(), end: 1, ply: 1, open: true });
    saved.clock = Some("1+0 60000 60000 - 0 0 -".into());
    saved.ending = Some("agreed - 2".into());
    saved.draw_offer = Some(1);
    let text = write(&saved);
    assert_eq!(
        text,
        concat!(
            r#"{"version":4,"variant":"standard","rules":"olympiad","#,
            r#""start":"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b","line":[],"ply":2,"#,
            r#""black":"human","white":"computer","level":3,"flipped":true,"hints":[0,2],"#,
            r#""id":"k1-00000001","rev":3,"created":1796000000000,"updated":1796000060000,"me":"black","#,
            r#""tree":"b1-b3 h4-f2 ( a2-c2 e1-e3 ( g1-g3 a5-c5 ) ) d1xa4","end":4,"#,
            r#""analysis":{"tree":"b1-b3","end":1,"ply":1,"open":true},"#,
            r#""clock":"1+0 60000 60000 - 0 0 -","ending":"agreed - 2","draw_offer":1}"#
        )
    );
    assert_eq!(read(&text).unwrap(), saved);
    // Absent optional fields are left out, not written as null.
    let plain = write(&Saved::of(&two_moves(), false));
    assert!(!plain.contains("null") && !plain.contains("hints") && !plain.contains("\"end\""), "{plain}");
}
