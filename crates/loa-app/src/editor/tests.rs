use loa_core::{Color, Outcome, Rules, SetupError, Square, Variant};

use super::{Brush, Editor, EditorError, Preset};

fn sq(name: &str) -> Square {
    name.parse().unwrap_or(Square::A1)
}

#[test]
fn every_brush_on_every_kind_of_square() {
    // (brush, what stands there, what stands there after)
    let b = Some(Color::Black);
    let w = Some(Color::White);
    let cases = [
        (Brush::Cycle, None, b),
        (Brush::Cycle, b, w),
        (Brush::Cycle, w, None),
        (Brush::Black, None, b),
        (Brush::Black, w, b),
        (Brush::Black, b, None),
        (Brush::White, None, w),
        (Brush::White, b, w),
        (Brush::White, w, None),
        (Brush::Erase, b, None),
        (Brush::Erase, w, None),
        (Brush::Erase, None, None),
    ];
    for (brush, before, after) in cases {
        let mut editor = Editor::new(Preset::Empty);
        if let Some(c) = before {
            editor.paint(sq("d4"), if c == Color::Black { Brush::Black } else { Brush::White });
        }
        assert_eq!(editor.piece_at(sq("d4")), before);
        assert!(editor.paint(sq("d4"), brush));
        assert_eq!(editor.piece_at(sq("d4")), after, "{brush:?} on {before:?}");
        let others = editor.count(Color::Black) + editor.count(Color::White) - u32::from(after.is_some());
        assert_eq!(others, 0, "only d4 changes");
    }
}

#[test]
fn presets_and_sizes() {
    for (preset, variant) in [
        (Preset::Standard, Variant::Standard),
        (Preset::ScrambledEggs, Variant::ScrambledEggs),
        (Preset::SixBySix, Variant::SixBySix),
    ] {
        let editor = Editor::new(preset);
        assert_eq!(editor.variant(), variant);
        assert_eq!(editor.setup(), variant.start());
        assert_eq!(
            editor.position(Rules::default()).map(|p| p.to_string()),
            Ok(loa_core::Position::new(variant).to_string())
        );
        assert_eq!(Preset::from_name(preset.name()), Some(preset));
    }
    // Empty keeps the size and the side to move.
    let mut editor = Editor::new(Preset::SixBySix);
    editor.set_turn(Color::White);
    editor.load(Preset::Empty);
    assert_eq!((editor.size(), editor.turn(), editor.count(Color::Black)), (6, Color::White, 0));
    assert_eq!(editor.position_string(), "6/6/6/6/6/6 w");
    // 6×6 has no g-file: painting there does nothing.
    assert!(!editor.paint(sq("g1"), Brush::Black));
    assert!(!editor.paint(sq("a7"), Brush::Cycle));
    assert_eq!(editor.count(Color::Black), 0);
    // Growing keeps the pieces; shrinking drops those off the smaller board.
    let mut editor = Editor::new(Preset::Standard);
    editor.set_size(6);
    assert_eq!(editor.variant(), Variant::SixBySix);
    assert_eq!(editor.position_string(), "w5/w5/w5/w5/w5/1bbbbb b");
    editor.set_size(8);
    assert_eq!(editor.position_string(), "8/8/w7/w7/w7/w7/w7/1bbbbb2 b");
    for brush in Brush::ALL {
        assert_eq!(Brush::from_name(brush.name()), Some(brush));
    }
    assert_eq!(Brush::from_name("paint"), None);
}

#[test]
fn invalid_boards_are_refused_with_what_is_wrong() {
    let rules = Rules::default();
    let mut editor = Editor::new(Preset::Empty);
    assert_eq!(editor.position(rules).unwrap_err(), EditorError::Setup(SetupError::NoPieces(Color::Black)));
    editor.paint(sq("c3"), Brush::Black);
    editor.paint(sq("e3"), Brush::Black);
    assert_eq!(editor.position(rules).unwrap_err(), EditorError::Setup(SetupError::NoPieces(Color::White)));
    editor.paint(sq("h8"), Brush::White);
    // Black's two pieces apart, White's one connected: as if Black had just moved, White wins.
    assert!(
        matches!(editor.position(rules), Err(EditorError::Decided(Outcome::Win { .. }))),
        "{:?}",
        editor.position(rules)
    );
    assert!(editor.position(rules).unwrap_err().to_string().contains("over"));
    editor.paint(sq("a8"), Brush::White);
    let pos = editor.position(rules).unwrap();
    assert_eq!(pos.to_string(), "w6w/8/8/8/8/2b1b3/8/8 b");
    assert!(!pos.is_game_over());
    // More than 32 pieces of one side.
    let mut full = Editor::new(Preset::Empty);
    for s in Square::all().take(40) {
        full.paint(s, Brush::Black);
    }
    full.paint(sq("h8"), Brush::White);
    assert_eq!(full.position(rules).unwrap_err(), EditorError::Setup(SetupError::TooManyPieces(Color::Black)));
}

#[test]
fn position_strings_both_ways() {
    let mut editor = Editor::new(Preset::Standard);
    assert_eq!(editor.position_string(), "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b");
    editor.read("1bbbb1/w4w/w4w/w4w/w4w/1bbbb1_w").unwrap();
    assert_eq!((editor.variant(), editor.turn()), (Variant::SixBySix, Color::White));
    assert_eq!(editor.position_string(), "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 w");
    // A bad string leaves the board alone.
    let before = editor.clone();
    assert!(editor.read("1bbbb1/w4w x").is_err());
    assert!(editor.read("").is_err());
    assert_eq!(editor, before);
    // Scrambled Eggs stays Scrambled Eggs for an 8×8 string; 6×6 becomes the standard board.
    let mut eggs = Editor::new(Preset::ScrambledEggs);
    eggs.read("8/8/8/3bw3/8/8/8/8 b").unwrap();
    assert_eq!(eggs.variant(), Variant::ScrambledEggs);
    editor.read("8/8/8/3bw3/8/8/8/8 b").unwrap();
    assert_eq!(editor.variant(), Variant::Standard);
    // The game's position, edited.
    let pos = loa_core::Position::new(Variant::SixBySix);
    assert_eq!(Editor::from_position(&pos), Editor::new(Preset::SixBySix));
}
