use loa_core::{Color, Move, Position, Square, Variant};

use super::{Hand, Movable};

/// One thing the user or the game does, and what the hand says after it.
#[derive(Debug, Clone, Copy)]
enum Step {
    /// Click, tap or Enter on a square; the move it plays, if any.
    Activate(&'static str, Option<&'static str>),
    /// Pointer down on a square; the move it plays, if any.
    Press(&'static str, Option<&'static str>),
    /// The pointer travels past the threshold.
    Drag,
    /// Pointer up over a square (or off the board); the move it plays, if any.
    Release(Option<&'static str>, Option<&'static str>),
    Escape,
    /// The game plays this move (the position shown changes); the premove that became due.
    Played(&'static str, Option<&'static str>),
    SetMovable(Movable),
}

struct Case {
    name: &'static str,
    movable: Movable,
    steps: &'static [Step],
    selected: Option<&'static str>,
    premove: Option<(&'static str, &'static str)>,
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

fn text(m: Option<Move>) -> Option<String> {
    m.map(|m| m.to_string())
}

use Step::{Activate, Drag, Escape, Played, Press, Release, SetMovable};

const BLACK: Movable = Movable::Side(Color::Black);
const WHITE: Movable = Movable::Side(Color::White);

const CASES: &[Case] = &[
    Case {
        name: "click a piece then a destination",
        movable: BLACK,
        steps: &[Activate("b1", None), Activate("b3", Some("b1-b3"))],
        selected: None,
        premove: None,
    },
    Case {
        name: "a second click lets go; a click elsewhere switches",
        movable: BLACK,
        steps: &[Activate("b1", None), Activate("b1", None), Activate("c1", None)],
        selected: Some("c1"),
        premove: None,
    },
    Case {
        name: "the other side's piece cannot be picked up on its turn",
        movable: WHITE,
        steps: &[Activate("b1", None)],
        selected: None,
        premove: None,
    },
    Case { name: "view only", movable: Movable::None, steps: &[Activate("b1", None)], selected: None, premove: None },
    Case {
        name: "a click on an empty square that is no destination lets go",
        movable: BLACK,
        steps: &[Activate("b1", None), Activate("e4", None)],
        selected: None,
        premove: None,
    },
    Case {
        name: "drag and drop plays",
        movable: BLACK,
        steps: &[Press("b1", None), Drag, Release(Some("b3"), Some("b1-b3"))],
        selected: None,
        premove: None,
    },
    Case {
        name: "a drop on no destination snaps back and lets go",
        movable: BLACK,
        steps: &[Press("b1", None), Drag, Release(Some("b5"), None)],
        selected: None,
        premove: None,
    },
    Case {
        name: "a drop back on its square keeps the selection",
        movable: BLACK,
        steps: &[Press("b1", None), Drag, Release(Some("b1"), None)],
        selected: Some("b1"),
        premove: None,
    },
    Case {
        name: "a drop off the board lets go",
        movable: BLACK,
        steps: &[Press("b1", None), Drag, Release(None, None)],
        selected: None,
        premove: None,
    },
    Case {
        name: "press and release without dragging picks up; again lets go",
        movable: BLACK,
        steps: &[Press("b1", None), Release(Some("b1"), None), Press("b1", None), Release(Some("b1"), None)],
        selected: None,
        premove: None,
    },
    Case {
        name: "a press on a destination plays",
        movable: BLACK,
        steps: &[Activate("b1", None), Press("b3", Some("b1-b3")), Release(Some("b3"), None)],
        selected: None,
        premove: None,
    },
    Case {
        name: "Escape lets go",
        movable: BLACK,
        steps: &[Activate("b1", None), Escape],
        selected: None,
        premove: None,
    },
    Case {
        name: "a premove is queued in the opponent's turn and played when due",
        movable: WHITE,
        steps: &[Activate("a2", None), Activate("c2", None), Played("b1-b3", Some("a2-c2"))],
        selected: None,
        premove: None,
    },
    Case {
        name: "a premove waits while it is not its turn",
        movable: WHITE,
        steps: &[Activate("a2", None), Activate("c2", None)],
        selected: None,
        premove: Some(("a2", "c2")),
    },
    Case {
        name: "a premove made illegal by the reply is dropped",
        movable: WHITE,
        steps: &[Activate("h4", None), Activate("f2", None), Played("e1-e3", None)],
        selected: None,
        premove: None,
    },
    Case {
        name: "a premove whose piece was taken is dropped",
        movable: WHITE,
        steps: &[Activate("a3", None), Activate("c3", None), Played("c1xa3", None)],
        selected: None,
        premove: None,
    },
    Case {
        name: "any other press cancels the premove",
        movable: WHITE,
        steps: &[Activate("a2", None), Activate("c2", None), Press("h4", None)],
        selected: Some("h4"),
        premove: None,
    },
    Case {
        name: "giving both sides the board drops the premove",
        movable: WHITE,
        steps: &[Activate("a2", None), Activate("c2", None), SetMovable(Movable::Both)],
        selected: None,
        premove: None,
    },
    Case {
        name: "the selection survives a move elsewhere",
        movable: Movable::Both,
        steps: &[Activate("c1", None), Played("b1-b3", None), Played("a2-c2", None)],
        selected: None,
        premove: None,
    },
    Case {
        name: "a premove selection stays across the opponent's move",
        movable: WHITE,
        steps: &[Activate("h4", None), Played("b1-b3", None)],
        selected: Some("h4"),
        premove: None,
    },
];

#[test]
fn the_hand_follows_the_user_and_the_game() {
    for case in CASES {
        let mut hand = Hand::new(Position::new(Variant::Standard), case.movable);
        for (i, step) in case.steps.iter().enumerate() {
            let at = format!("{} step {i} ({step:?})", case.name);
            let m = match *step {
                Activate(s, expected) => Some((text(hand.activate(sq(s))), expected)),
                Press(s, expected) => Some((text(hand.press(sq(s))), expected)),
                Drag => {
                    hand.start_drag();
                    None
                }
                Release(over, expected) => Some((text(hand.release(over.map(sq))), expected)),
                Escape => {
                    hand.escape();
                    None
                }
                Played(text_move, due) => {
                    let mut pos = hand.position().clone();
                    let m = pos.parse_move(text_move).unwrap();
                    pos.play(m).unwrap();
                    Some((text(hand.set_position(pos)), due))
                }
                SetMovable(movable) => {
                    hand.set_movable(movable);
                    None
                }
            };
            if let Some((got, expected)) = m {
                assert_eq!(got.as_deref(), expected, "{at}");
            }
        }
        assert_eq!(hand.selected(), case.selected.map(sq), "{}: selected", case.name);
        assert_eq!(hand.premove(), case.premove.map(|(a, b)| (sq(a), sq(b))), "{}: premove", case.name);
        assert_eq!(hand.dests().is_empty(), hand.selected().is_none(), "{}: destinations", case.name);
    }
}

#[test]
fn a_drop_is_not_animated_and_a_click_is() {
    let mut hand = Hand::new(Position::new(Variant::Standard), Movable::Both);
    hand.press(sq("b1"));
    hand.start_drag();
    let m = hand.release(Some(sq("b3")));
    assert_eq!(hand.take_dropped(), m);
    assert_eq!(hand.take_dropped(), None, "once");
    hand.activate(sq("c1"));
    assert!(hand.activate(sq("c3")).is_some());
    assert_eq!(hand.take_dropped(), None);
}

#[test]
fn a_press_ends_when_its_piece_changes_and_nothing_moves_once_the_game_is_over() {
    let mut hand = Hand::new(Position::new(Variant::Standard), Movable::Side(Color::White));
    hand.press(sq("a3"));
    assert!(hand.pressed().is_some());
    let mut pos = hand.position().clone();
    let m = pos.parse_move("c1xa3").unwrap();
    pos.play(m).unwrap();
    hand.set_position(pos);
    assert_eq!(hand.pressed(), None, "the pressed piece was taken");
    assert_eq!(hand.selected(), None);
    let mut over =
        Position::from_position_string("8/8/8/8/8/8/w7/b1b4w b", Variant::Standard, Default::default()).unwrap();
    let m = over.parse_move("c1-b2").unwrap();
    over.play(m).unwrap();
    assert!(over.is_game_over());
    let mut hand = Hand::new(over, Movable::Both);
    assert!(!hand.can_pick(sq("h1")));
    assert_eq!(hand.activate(sq("h1")), None);
    assert_eq!(hand.selected(), None);
}

#[test]
fn a_piece_put_where_it_cannot_go_is_noted_once() {
    // (clicks, the refused try noted after them)
    let cases: [(&[&str], Option<&str>); 5] = [
        (&["b1", "b4"], Some("b1-b4")),
        (&["b1", "b3"], None),
        (&["b1", "c1"], None),
        (&["b1", "b1"], None),
        (&["d1", "a4"], Some("d1xa4")),
    ];
    for (clicks, refused) in cases {
        let mut hand = Hand::new(Position::new(Variant::Standard), Movable::Both);
        for &c in clicks {
            let _ = hand.activate(sq(c));
        }
        assert_eq!(text(hand.take_refused()), refused.map(str::to_owned), "{clicks:?}");
        assert_eq!(hand.take_refused(), None);
    }
}
