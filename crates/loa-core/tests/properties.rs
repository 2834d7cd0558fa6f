//! Property tests (proptest): random games of both variants under several rule sets, from the
//! variants' starts and from random set-ups — make/unmake, incremental hashing, position
//! strings, SGF and move lists round-trip — and every parser against arbitrary and mutated
//! input, which must never panic.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use loa_core::notation::MoveText;
use loa_core::record::{self, write_move_list, write_sgf, write_sgf_tree, Format};
use loa_core::{Bitboard, Color, Move, Position, Reason, Rules, Setup, Square, Variant};
use proptest::prelude::*;
use proptest::sample::Index;

const RULE_SETS: [&str; 4] = [
    "olympiad",
    "no-moves=lose,simultaneous=mover",
    "repetition=off,move-limit=40",
    "simultaneous=mover,move-limit=100",
];

fn variant_strategy() -> impl Strategy<Value = Variant> {
    prop::sample::select(Variant::ALL.to_vec())
}

fn rules_strategy() -> impl Strategy<Value = Rules> {
    prop::sample::select(RULE_SETS.to_vec()).prop_map(|r| r.parse::<Rules>().unwrap())
}

/// A random legal set-up: each square empty (mostly), black or white; either side to move.
fn setup_strategy() -> impl Strategy<Value = Setup> {
    (prop::collection::vec(prop::sample::select(vec![0u8, 0, 0, 0, 1, 2]), 64), any::<bool>())
        .prop_map(|(cells, white_to_move)| {
            let (mut black, mut white) = (Bitboard::EMPTY, Bitboard::EMPTY);
            for (i, c) in cells.into_iter().enumerate() {
                let sq = Square::new(u8::try_from(i).unwrap()).unwrap();
                match c {
                    1 => black = black.with(sq),
                    2 => white = white.with(sq),
                    _ => {}
                }
            }
            let turn = if white_to_move { Color::White } else { Color::Black };
            Setup { black, white, turn, size: 8 }
        })
        .prop_filter("both sides need pieces", |s| s.black.any() && s.white.any())
}

/// A start: the variant's own, or a random set-up (played as that variant; on 6×6 the
/// set-up's lower-left corner).
fn start_strategy() -> impl Strategy<Value = Position> {
    let own = (variant_strategy(), rules_strategy()).prop_map(|(v, r)| Position::with_rules(v, r));
    let set_up = (setup_strategy(), variant_strategy(), rules_strategy()).prop_filter_map(
        "both sides need pieces on the board",
        |(s, v, r)| {
            let (black, white) = (s.black & v.board_mask(), s.white & v.board_mask());
            let s = Setup { black, white, size: v.size(), ..s };
            (black.any() && white.any()).then(|| Position::from_setup(s, v, r).unwrap())
        },
    );
    prop_oneof![3 => own, 1 => set_up]
}

/// Plays the move each pick selects, until the picks run out or the game ends, calling
/// `each` on every position met (the start included).
fn random_game(mut pos: Position, picks: &[Index], mut each: impl FnMut(&Position)) -> Position {
    each(&pos);
    for pick in picks {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos.play(moves[pick.index(moves.len())]).unwrap();
        each(&pos);
    }
    pos
}

/// Every legal move, played and taken back, leaves the position as it was; and the hash kept
/// along the way is the one computed from scratch.
fn check_make_unmake(pos: &Position) {
    assert_eq!(pos.hash(), pos.compute_hash(), "{pos:?}");
    let mut p = pos.clone();
    for m in pos.legal_moves() {
        p.play_unchecked(m);
        assert_eq!(p.hash(), p.compute_hash(), "after {m} in {pos:?}");
        assert_eq!(p.ply(), pos.ply() + 1);
        assert_eq!(p.last_move(), Some(m));
        assert_eq!(p.undo(), Some(m));
        assert_eq!(&p, pos, "play_unchecked {m} then undo");
        assert_eq!(p.hash(), pos.hash());

        p.play(m).unwrap();
        p.undo();
        assert_eq!(&p, pos, "play {m} then undo");
    }
    // Every other move of the side to move is refused, and a refused move changes nothing.
    let legal = pos.legal_moves();
    for from in pos.pieces(pos.turn()) {
        for to in Square::all() {
            for capture in [false, true] {
                let Some(m) = Move::new(from, to, capture) else { continue };
                if !legal.contains(&m) {
                    assert!(p.play(m).is_err(), "{m} is not generated but was played in {pos:?}");
                    assert_eq!((p.hash(), p.ply()), (pos.hash(), pos.ply()));
                }
            }
        }
    }
    assert_eq!(&p, pos);
}

fn check_position_string(pos: &Position) {
    let s = pos.to_string();
    let setup: Setup = s.parse().unwrap_or_else(|e| panic!("{s}: {e}"));
    assert_eq!(setup, pos.setup());
    assert_eq!(setup.to_string(), s);
    let parsed = Position::from_position_string(&s, pos.variant(), pos.rules()).unwrap();
    assert_eq!(parsed, Position::from_setup(pos.setup(), pos.variant(), pos.rules()).unwrap());
    assert_eq!(parsed.hash(), pos.hash(), "{s}");
    assert_eq!(parsed.ply(), 0);
    // What the board alone decides is decided the same way from the string; repetition and
    // the move limit need the history, so a set-up of such a position is open.
    match pos.outcome() {
        None => {
            assert_eq!(parsed.outcome(), None, "{s}");
            assert_eq!(parsed.legal_moves(), pos.legal_moves(), "{s}");
        }
        Some(o) if matches!(o.reason(), Reason::Repetition | Reason::MoveLimit) => {}
        Some(o) => assert_eq!(parsed.outcome(), Some(o), "{s}"),
    }
}

fn check_records(pos: &Position) {
    let sgf = write_sgf(pos);
    let read = record::read(&sgf, Position::with_rules(Variant::Standard, pos.rules()), Format::Sgf)
        .into_position()
        .unwrap_or_else(|e| panic!("{sgf}: {e}"));
    assert_eq!(&read, pos, "{sgf}");
    assert_eq!(write_sgf(&read), sgf);

    let list = write_move_list(pos);
    let read = record::read(&list, pos.game_start(), Format::MoveList)
        .into_position()
        .unwrap_or_else(|e| panic!("{list}: {e}"));
    assert_eq!(&read, pos, "{list}");
    assert_eq!(write_move_list(&read), list);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn make_unmake_and_hash(start in start_strategy(), picks in prop::collection::vec(any::<Index>(), 0..300)) {
        random_game(start, &picks, check_make_unmake);
    }

    #[test]
    fn undo_to_the_start(start in start_strategy(), picks in prop::collection::vec(any::<Index>(), 0..300)) {
        let mut seen = Vec::new();
        let mut end = random_game(start.clone(), &picks, |p| seen.push(p.clone()));
        while let Some(expected) = seen.pop() {
            prop_assert_eq!(&end, &expected);
            end.undo();
        }
        prop_assert_eq!(&end, &start);
        prop_assert_eq!(end.undo(), None);
    }

    #[test]
    fn position_strings_round_trip(start in start_strategy(), picks in prop::collection::vec(any::<Index>(), 0..300)) {
        random_game(start, &picks, check_position_string);
    }

    #[test]
    fn records_round_trip(start in start_strategy(), picks in prop::collection::vec(any::<Index>(), 0..300)) {
        let end = random_game(start, &picks, |_| {});
        check_records(&end);
        // Also mid-game, from the same start.
        let mut mid = end.clone();
        for _ in 0..end.ply() / 2 {
            mid.undo();
        }
        check_records(&mid);
    }
}

// ---- parsers never panic ------------------------------------------------------------------

/// Valid inputs of every parser, to be mutated.
const VALID: &[&str] = &[
    "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
    "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 w",
    "bw4wb/ww4ww/8/3w4/8/8/ww4ww/bw4wb w",
    "b1-b3",
    "d1xa4",
    "d1:a4",
    "pass",
    "1. b1-b3 h4-f2 2. d1xa4 h2-e2 {comment} 1-0",
    "1... a2-c4 2. b1-b3 *",
    "(;FF[4]GM[9]AP[loa]SU[Standard]\n;B[b1-b3]\n;W[h4-f2]\n;B[d1:a4]\n;W[h2-e2])\n",
    "(;GM[9]SU[Scrambled-eggs]PB[a \\] b];B[b1-b3];W[c1-c3](;B[d1-d3])(;B[f1-f3]))",
    "(;GM[9]AB[a1:c3][h8]AW[e4][g2]PL[W];W[e4-e5])",
    "simultaneous=mover,no-moves=lose,repetition=off,move-limit=150",
    "olympiad",
    "scrambled-eggs",
    "Standard",
    "e4",
];

/// Calls every parser on `s`. None may panic; what parses must print and parse back the same.
fn parse_everything(s: &str) {
    let standard = Position::new(Variant::Standard);
    let eggs = Position::new(Variant::ScrambledEggs);

    if let Ok(setup) = s.parse::<Setup>() {
        assert_eq!(setup.to_string().parse::<Setup>(), Ok(setup), "{s:?}");
    } else {
        let _ = s.parse::<Setup>().unwrap_err().to_string();
    }
    for variant in Variant::ALL {
        match Position::from_position_string(s, variant, Rules::default()) {
            Ok(pos) => check_position_string(&pos),
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
    match MoveText::parse(s) {
        Ok(text) => {
            for pos in [&standard, &eggs] {
                match text.to_move(pos) {
                    Ok(m) => assert_eq!(pos.parse_move(&m.to_string()), Ok(m), "{s:?}"),
                    Err(e) => {
                        let _ = e.to_string();
                    }
                }
            }
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
    for pos in [&standard, &eggs] {
        if let Ok(m) = pos.parse_move(s) {
            assert!(pos.legal_moves().contains(&m), "{s:?}");
        }
    }
    for rules in [Rules::default(), "no-moves=lose,simultaneous=mover".parse().unwrap()] {
        match record::read(s, Position::with_rules(Variant::Standard, rules), Format::Sgf).into_position() {
            Ok(pos) => {
                let again = write_sgf(&pos);
                assert_eq!(
                    record::read(&again, Position::with_rules(Variant::Standard, rules), Format::Sgf)
                        .into_position()
                        .as_ref(),
                    Ok(&pos),
                    "{s:?}"
                );
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
        // The tree reader never panics, and what it reads it writes back the same.
        match record::read(s, Position::with_rules(Variant::Standard, rules), Format::Sgf).into_tree() {
            Ok(tree) => {
                let again = write_sgf_tree(&tree);
                assert_eq!(
                    record::read(&again, Position::with_rules(Variant::Standard, rules), Format::Sgf)
                        .into_tree()
                        .as_ref(),
                    Ok(&tree),
                    "{s:?}"
                );
            }
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
    for start in [&standard, &eggs] {
        match record::read(s, start.clone(), Format::MoveList).into_position() {
            Ok(pos) => assert_eq!(
                record::read(&write_move_list(&pos), start.clone(), Format::MoveList).into_position().as_ref(),
                Ok(&pos),
                "{s:?}"
            ),
            Err(e) => {
                let _ = e.to_string();
            }
        }
    }
    match s.parse::<Rules>() {
        Ok(rules) => assert_eq!(rules.to_string().parse::<Rules>(), Ok(rules), "{s:?}"),
        Err(e) => {
            let _ = e.to_string();
        }
    }
    match s.parse::<Variant>() {
        Ok(v) => assert_eq!(v.to_string().parse::<Variant>(), Ok(v)),
        Err(e) => {
            let _ = e.to_string();
        }
    }
    match s.parse::<Square>() {
        Ok(sq) => assert_eq!(sq.to_string().parse::<Square>(), Ok(sq)),
        Err(e) => {
            let _ = e.to_string();
        }
    }
}

#[derive(Debug, Clone)]
enum Edit {
    Insert(Index, char),
    Delete(Index),
    Replace(Index, char),
    Duplicate(Index, Index),
}

/// Characters that matter to the parsers, and a few that should not appear.
fn interesting_char() -> impl Strategy<Value = char> {
    prop_oneof![
        prop::sample::select("bwBW12345678/ -x:.;[]()\\{}abcdefghpas90=,".chars().collect::<Vec<_>>()),
        any::<char>(),
    ]
}

fn edit_strategy() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<Index>(), interesting_char()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<Index>().prop_map(Edit::Delete),
        (any::<Index>(), interesting_char()).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<Index>(), any::<Index>()).prop_map(|(a, b)| Edit::Duplicate(a, b)),
    ]
}

fn mutate(s: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = s.chars().collect();
    for edit in edits {
        match *edit {
            Edit::Insert(ref i, c) => {
                let at = i.index(chars.len() + 1);
                chars.insert(at, c);
            }
            Edit::Delete(ref i) if !chars.is_empty() => {
                let at = i.index(chars.len());
                chars.remove(at);
            }
            Edit::Replace(ref i, c) if !chars.is_empty() => {
                let at = i.index(chars.len());
                chars[at] = c;
            }
            Edit::Duplicate(ref a, ref b) if !chars.is_empty() => {
                let (x, y) = (a.index(chars.len()), b.index(chars.len()));
                let piece: Vec<char> = chars[x.min(y)..x.max(y)].to_vec();
                let at = x.max(y);
                chars.splice(at..at, piece);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, ..ProptestConfig::default() })]

    #[test]
    fn parsers_on_arbitrary_strings(s in any::<String>()) {
        parse_everything(&s);
    }

    #[test]
    fn parsers_on_arbitrary_bytes(bytes in prop::collection::vec(any::<u8>(), 0..120)) {
        parse_everything(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn parsers_on_ascii_soup(s in "[bw1-9/ a-hx:\\-.;\\[\\](){}A-Z0]{0,80}") {
        parse_everything(&s);
    }

    #[test]
    fn parsers_on_mutated_valid_input(
        base in prop::sample::select(VALID.to_vec()),
        edits in prop::collection::vec(edit_strategy(), 1..6),
    ) {
        parse_everything(&mutate(base, &edits));
    }
}

#[test]
fn valid_inputs_parse() {
    // The mutation seeds are valid to begin with (so the mutations start from something real).
    assert!(VALID[0].parse::<Setup>().is_ok());
    assert!(MoveText::parse("d1:a4").is_ok());
    assert!(record::read(VALID[9], Position::with_rules(Variant::Standard, Rules::default()), Format::Sgf)
        .into_position()
        .is_ok());
    assert!(record::read(VALID[10], Position::with_rules(Variant::Standard, Rules::default()), Format::Sgf)
        .into_position()
        .is_ok());
    assert!(record::read(VALID[11], Position::with_rules(Variant::Standard, Rules::default()), Format::Sgf)
        .into_position()
        .is_ok());
    assert!(record::read(VALID[7], Position::new(Variant::Standard), Format::MoveList).into_position().is_ok());
    assert!(VALID[12].parse::<Rules>().is_ok());
    for s in VALID {
        parse_everything(s);
    }
}

#[test]
fn deeply_nested_sgf_is_an_error_not_a_crash() {
    for n in [10, 1_000, 100_000] {
        let s = format!("(;GM[9]{})", "(".repeat(n));
        assert!(record::read(&s, Position::with_rules(Variant::Standard, Rules::default()), Format::Sgf)
            .into_position()
            .is_err());
        let s = format!("{}{}", "(;".repeat(n), ")".repeat(n));
        let _ =
            record::read(&s, Position::with_rules(Variant::Standard, Rules::default()), Format::Sgf).into_position();
        let _ = record::read(&s, Position::with_rules(Variant::Standard, Rules::default()), Format::Sgf).into_tree();
        let s = format!("(;GM[9]{})", "(;B[b1-b3])(".repeat(n));
        assert!(record::read(&s, Position::with_rules(Variant::Standard, Rules::default()), Format::Sgf)
            .into_tree()
            .is_err());
    }
}

#[test]
fn long_inputs() {
    let long = "b1-b3 ".repeat(10_000);
    assert!(record::read(&long, Position::new(Variant::Standard), Format::MoveList).into_position().is_err());
    let digits = format!("{}/8/8/8/8/8/8/8 b", "9".repeat(10_000));
    assert!(digits.parse::<Setup>().is_err());
    let slashes = format!("{} b", "/".repeat(10_000));
    assert!(slashes.parse::<Setup>().is_err());
    assert!("move-limit=99999999999999999999".parse::<Rules>().is_err());
}
