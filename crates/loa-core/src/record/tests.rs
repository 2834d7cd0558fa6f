use super::*;
use crate::move_tree::MoveTree;
use crate::{Color, Move, Position, Rules, SetupError, Variant};
use alloc::string::{String, ToString};
use alloc::vec::Vec;

fn from_sgf(text: &str, rules: Rules) -> Read {
    read(text, Position::with_rules(Variant::Standard, rules), Format::Sgf)
}

fn from_list(text: &str, start: Position) -> Read {
    read(text, start, Format::MoveList)
}

fn from_any(text: &str, start: Position) -> Read {
    read(text, start, Format::of(text))
}

fn standard() -> Position {
    Position::new(Variant::Standard)
}

#[test]
fn sgf_reads_colon_captures_and_variant() {
    let sgf = "(;GM[9]SU[Scrambled-eggs]PB[a \\] b];B[b1-b3];W[c1-c3])";
    let pos = from_sgf(sgf, Rules::default()).into_position().unwrap();
    assert_eq!(pos.variant(), Variant::ScrambledEggs);
    assert_eq!(pos.ply(), 2);
}

#[test]
fn sgf_errors_say_where() {
    let e = from_sgf("(;GM[9]\n;B[b1-b3", Rules::default()).into_position().unwrap_err();
    assert!(matches!(e, RecordError::Syntax { line: 2, .. }), "{e}");
    assert_eq!(
        from_sgf("(;GM[1])", Rules::default()).into_position().unwrap_err(),
        RecordError::NotLinesOfAction("1".into())
    );
    let e = from_sgf("(;GM[9];B[b1-b4])", Rules::default()).into_position().unwrap_err();
    assert!(e.to_string().contains("move 1"), "{e}");
    let e = from_sgf("(;GM[9];W[a2-a4])", Rules::default()).into_position().unwrap_err();
    assert_eq!(e, RecordError::WrongSide { ply: 1, expected: Color::Black });
    assert!(from_sgf("", Rules::default()).into_position().is_err());
    assert!(from_sgf("((((", Rules::default()).into_position().is_err());
}

#[test]
fn sgf_setup_round_trip() {
    let pos = Position::from_position_string("8/8/8/3b4/8/2bw4/8/1w6 w", Variant::Standard, Rules::default()).unwrap();
    let sgf = write_sgf(&pos);
    assert!(sgf.contains("AB[c3][d5]") && sgf.contains("PL[W]"), "{sgf}");
    assert_eq!(from_sgf(&sgf, Rules::default()).into_position().unwrap(), pos);
}

#[test]
fn sgf_board_size() {
    let six = Position::new(Variant::SixBySix);
    let pos = from_list("1. b1-b3 a4-c4 2. c1xc4", six).into_position().unwrap();
    let sgf = write_sgf(&pos);
    assert!(sgf.starts_with("(;FF[4]GM[9]AP[loa]SU[Standard]SZ[6]\n;B[b1-b3]"), "{sgf}");
    assert!(sgf.contains(";B[c1:c4]"), "{sgf}");
    assert_eq!(from_sgf(&sgf, Rules::default()).into_position().unwrap(), pos);
    assert!(write_sgf(&standard()).contains("SU[Standard]SZ[8]"));
    let eggs = write_sgf(&Position::new(Variant::ScrambledEggs));
    assert!(eggs.contains("SU[Scrambled-eggs]SZ[8]"), "{eggs}");
    for (sgf, variant) in [
        ("(;GM[9]SZ[6];B[b1-b3])", Variant::SixBySix),
        ("(;GM[9]SZ[6:6]SU[Standard])", Variant::SixBySix),
        ("(;GM[9]SU[6x6])", Variant::SixBySix),
        ("(;GM[9]SZ[8])", Variant::Standard),
        ("(;GM[9]SU[Scrambled-eggs]SZ[8])", Variant::ScrambledEggs),
    ] {
        assert_eq!(from_sgf(sgf, Rules::default()).into_position().unwrap().variant(), variant, "{sgf}");
    }
    for (sgf, size) in [("(;GM[9]SZ[7])", "7"), ("(;GM[9]SU[Scrambled-eggs]SZ[6])", "6"), ("(;SZ[6:8])", "6:8")] {
        let e = from_sgf(sgf, Rules::default()).into_position().unwrap_err();
        assert!(matches!(&e, RecordError::BadSize { size: s, .. } if s == size), "{sgf}: {e:?}");
        assert!(e.to_string().contains("SZ[6] for the 6×6"), "{e}");
    }
    // A 6×6 record with a move off its board, and a set-up outside it.
    let e = from_sgf("(;GM[9]SZ[6];B[b1-b3];W[h4-f2])", Rules::default()).into_position().unwrap_err();
    assert_eq!(
        e.to_string(),
        "move 1 (second of the pair) \"h4-f2\": h4 is off the 6×6 board: files run a-f, ranks 1-6"
    );
    let e = from_sgf("(;GM[9]SZ[6]AB[a1][g7]AW[c3])", Rules::default()).into_position().unwrap_err();
    assert!(matches!(e, RecordError::Setup(SetupError::OffBoard(_))), "{e:?}");
}

#[test]
fn sgf_follows_first_variation() {
    let pos = from_sgf("(;GM[9];B[b1-b3](;W[h4-f2])(;W[a2-c2]))", Rules::default()).into_position().unwrap();
    assert_eq!(write_move_list(&pos), "1. b1-b3 h4-f2");
}

#[test]
fn move_list_forms() {
    let text = "1.b1-b3 h4-f2 {a comment} 2... d1:a4, h2-e2 1-0";
    let pos = from_list(text, standard()).into_position().unwrap();
    assert_eq!(write_move_list(&pos), "1. b1-b3 h4-f2 2. d1xa4 h2-e2");
    let e = from_list("1. b1-b3 b1-b2", standard()).into_position().unwrap_err();
    assert!(matches!(e, RecordError::Move { ply: 2, .. }), "{e}");
    let white_first = Position::from_position_string(
        "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 w",
        Variant::Standard,
        Rules::default(),
    )
    .unwrap();
    let pos = from_list("1... a2-c4 2. b1-b3", white_first.clone()).into_position().unwrap();
    assert_eq!(write_move_list(&pos), "1... a2-c4 2. b1-b3");
    // Errors count moves as the list does: the bad move here is "2. b1-b4", not move 1.
    let e = from_list("1... a2-c4 2. b1-b4", white_first.clone()).into_position().unwrap_err();
    assert!(matches!(e, RecordError::Move { ply: 3, .. }), "{e:?}");
    assert!(e.to_string().starts_with("move 2 (first of the pair)"), "{e}");
    let e = from_list("1... a2-a4", white_first).into_position().unwrap_err();
    assert!(e.to_string().starts_with("move 1 (second of the pair)"), "{e}");
}

#[test]
fn a_comment_touching_a_move_is_only_a_comment() {
    for text in ["b1-b3{c}h4-f2", "{c}b1-b3 h4-f2", "b1-b3 h4-f2{c}", "1.b1-b3{c}h4-f2{d}", "b1-b3{c d}{e}h4-f2"] {
        let pos = from_list(text, standard()).into_position().unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(write_move_list(&pos), "1. b1-b3 h4-f2", "{text:?}");
    }
}

#[test]
fn a_byte_order_mark_is_skipped() {
    let pos = from_list("\u{feff}1. b1-b3 h4-f2", standard()).into_position().unwrap();
    assert_eq!(pos.ply(), 2);
    let sgf = "\u{feff}(;GM[9];B[b1-b3];W[h4-f2])";
    assert_eq!(Format::of(sgf), Format::Sgf);
    assert_eq!(from_any(sgf, standard()).into_position().unwrap(), pos);
    assert_eq!(from_any("\u{feff} 1. b1-b3 h4-f2", standard()).into_position().unwrap(), pos);
}

#[test]
fn separators_comments_and_the_limit() {
    let pos = from_list("b1-b3|h4-f2;d1xa4,\th2-e2", standard()).into_position().unwrap();
    assert_eq!(pos.ply(), 4);
    let read = from_list("1. b1-b3 h4-f2 {not closed 2. d1xa4", standard());
    assert_eq!(read.last_position().ply(), 2);
    let e = read.error.unwrap();
    assert_eq!(e, RecordError::UnclosedComment { ply: 3 });
    assert_eq!(e.to_string(), "the {comment} before move 2 (first of the pair) is not closed with }");
    let read = from_list("b1-b3 h4-f2", standard());
    assert_eq!((read.last_position().ply(), read.error), (2, None));

    // Back and forth without captures: a long legal line (the move limit rule is off).
    let rules: Rules = "move-limit=none,repetition=none".parse().unwrap();
    let shuffle = "b1-b3 h2-f2 b3-b1 f2-h2 ";
    let start = Position::with_rules(Variant::Standard, rules);
    let at_limit = shuffle.repeat(MAX_RECORD_MOVES / 4);
    assert_eq!(from_list(&at_limit, start.clone()).into_position().map(|p| p.ply()), Ok(MAX_RECORD_MOVES));
    let over = alloc::format!("{at_limit} b1-b3");
    let read = from_list(&over, start.clone());
    assert_eq!(read.error, Some(RecordError::TooManyMoves { limit: MAX_RECORD_MOVES }));
    assert_eq!(read.last_position().ply(), MAX_RECORD_MOVES);
    let pos = from_list(&over[..over.len() - 6], start.clone()).into_position().unwrap();
    let mut sgf = write_sgf(&pos);
    assert_eq!(from_sgf(&sgf, rules).into_position().map(|p| p.ply()), Ok(MAX_RECORD_MOVES));
    sgf.insert_str(sgf.len() - 2, ";B[b1-b3]");
    assert_eq!(from_sgf(&sgf, rules).into_position(), Err(RecordError::TooManyMoves { limit: MAX_RECORD_MOVES }));
}

#[test]
fn a_damaged_sgf_keeps_its_readable_moves() {
    let rules = Rules::default();
    // Cut off in the middle of a move (a file saved half-way).
    let read = from_sgf("(;GM[9];B[b1-b3];W[h4-f2];B[d1", rules);
    assert_eq!(write_move_list(&read.last_position()), "1. b1-b3 h4-f2");
    assert!(matches!(read.error, Some(RecordError::Syntax { line: 1, .. })), "{:?}", read.error);
    // An illegal move: the moves before it, and the error.
    let read = from_sgf("(;GM[9];B[b1-b3];W[h4-f2];B[b1-b4];W[h5-f3])", rules);
    assert_eq!(read.last_position().ply(), 2);
    assert!(matches!(read.error, Some(RecordError::Move { ply: 3, .. })), "{:?}", read.error);
    // Nothing to keep when the root is unreadable.
    let read = from_sgf("(;GM[1];B[b1-b3])", rules);
    assert_eq!(read.error, Some(RecordError::NotLinesOfAction("1".into())));
    assert_eq!(read.tree, MoveTree::new(standard()));
    // Whole records read as before.
    let read = from_sgf("(;GM[9];B[b1-b3])", rules);
    assert_eq!((read.last_position().ply(), read.error), (1, None));

    let read = from_any("\u{feff}(;GM[9];B[b1-b3];W[h4-f2];B[d1", standard());
    assert_eq!(read.last_position().ply(), 2);
    let read = from_any("b1-b3 h4-f2 b1-b4", standard());
    assert_eq!(read.last_position().ply(), 2);
    let read = from_any("(;GM[4])", standard());
    assert_eq!((read.last_position(), read.error), (standard(), Some(RecordError::NotLinesOfAction("4".into()))));
}

#[test]
fn written_lists_with_any_separators_and_comments_read_back() {
    let seps = [" ", ",", ";", "|", "{c}", " {a, b; c} ", "\n", "\t ", "\u{feff}", "{}"];
    let mut rng = crate::Rng::new(11);
    for _ in 0..50 {
        let mut game = standard();
        while game.ply() < 60 && !game.is_game_over() {
            let moves = game.legal_moves();
            let m = moves[rng.index(moves.len())];
            game.play(m).unwrap();
        }
        let list = write_move_list(&game);
        let mut text = String::new();
        for word in list.split(' ') {
            text.push_str(word);
            text.push_str(seps[rng.index(seps.len())]);
        }
        let read = from_list(&text, standard()).into_position().unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(read, game, "{text:?}");
    }
}

/// A tree's shape in SGF order: each node's depth, move and number of continuations.
fn shape(tree: &MoveTree) -> Vec<(usize, Option<Move>, usize)> {
    tree.preorder().into_iter().map(|n| (tree.depth(n), tree.move_at(n), tree.children(n).len())).collect()
}

/// A random game of up to 40 moves with random variations (some several moves long, some
/// ending games, some at the first move).
fn random_tree(rng: &mut crate::Rng, start: Position) -> MoveTree {
    let mut tree = MoveTree::new(start);
    let mut node = MoveTree::ROOT;
    let mut pos = tree.start().clone();
    while pos.ply() < 40 && !pos.is_game_over() {
        let moves = pos.legal_moves();
        let m = moves[rng.index(moves.len())];
        pos.play(m).unwrap();
        node = tree.add(node, m).unwrap();
    }
    for _ in 0..rng.index(6) {
        let nodes = tree.preorder();
        let mut at = nodes[rng.index(nodes.len())];
        let mut pos = tree.position(at);
        for _ in 0..=rng.index(5) {
            if pos.is_game_over() {
                break;
            }
            let moves = pos.legal_moves();
            let m = moves[rng.index(moves.len())];
            pos.play(m).unwrap();
            at = tree.add(at, m).unwrap();
        }
    }
    tree
}

#[test]
fn variations_survive_sgf_round_trips() {
    let mut rng = crate::Rng::new(5);
    let white_first =
        Position::from_position_string("8/8/8/3b4/8/2bw4/8/1w6 w", Variant::Standard, Rules::default()).unwrap();
    let mut forks = 0;
    for i in 0..60 {
        let start = match i % 3 {
            0 => standard(),
            1 => Position::new(Variant::ScrambledEggs),
            _ => white_first.clone(),
        };
        let tree = random_tree(&mut rng, start);
        forks += usize::from(tree.has_variations());
        let sgf = write_sgf_tree(&tree);
        let back = from_sgf(&sgf, Rules::default()).into_tree().unwrap_or_else(|e| panic!("{sgf}: {e}"));
        assert_eq!(shape(&back), shape(&tree), "{sgf}");
        assert_eq!(back.start(), tree.start());
        // The line readers see the main line.
        assert_eq!(from_sgf(&sgf, Rules::default()).into_position().unwrap(), tree.position(tree.main_end()), "{sgf}");
        // Written again, the same text.
        assert_eq!(write_sgf_tree(&back), sgf);
    }
    assert!(forks > 30, "{forks} trees with variations");
}

#[test]
fn a_line_is_written_as_before() {
    let pos = from_list("1. b1-b3 h4-f2 2. d1xa4", standard()).into_position().unwrap();
    let sgf = write_sgf(&pos);
    assert_eq!(sgf, "(;FF[4]GM[9]AP[loa]SU[Standard]SZ[8]\n;B[b1-b3]\n;W[h4-f2]\n;B[d1:a4])\n");
    assert_eq!(write_sgf_tree(&MoveTree::from_played(&pos)), sgf);
}

#[test]
fn standard_sgf_variations_are_read() {
    let rules = Rules::default();
    // Variations at the root, nested, and a pass.
    let sgf = "(;GM[9](;B[b1-b3](;W[h4-f2];B[d1:a4])(;W[a2-c2](;B[e1-e3])(;B[d1-d3])))(;B[c1-c3]))";
    let tree = from_sgf(sgf, rules).into_tree().unwrap();
    assert_eq!(tree.len(), 7);
    assert_eq!(tree.children(MoveTree::ROOT).len(), 2);
    assert_eq!(write_move_list(&tree.position(tree.main_end())), "1. b1-b3 h4-f2 2. d1xa4");
    assert_eq!(write_move_list(&from_sgf(sgf, rules).into_position().unwrap()), "1. b1-b3 h4-f2 2. d1xa4");
    // An illegal move in a variation: the main line and the variations before it are kept.
    let read = from_sgf("(;GM[9];B[b1-b3](;W[h4-f2])(;W[a2-c2])(;W[b1-b4])(;W[h5-f5]))", rules);
    assert_eq!(read.tree.len(), 3);
    assert!(matches!(read.error, Some(RecordError::Move { ply: 2, .. })), "{:?}", read.error);
    // Cut off inside a variation.
    let read = from_sgf("(;GM[9];B[b1-b3](;W[h4-f2])(;W[a2-c2];B[", rules);
    assert_eq!(read.tree.len(), 3);
    assert!(matches!(read.error, Some(RecordError::Syntax { .. })), "{:?}", read.error);
    assert!(from_sgf("(;GM[1])", rules).into_tree().is_err());
    assert!(from_sgf("", rules).into_tree().is_err());
}
