//! The puzzle verifier: it rejects each kind of bad puzzle with the reason, accepts good ones,
//! and every puzzle of `www/puzzles.tsv` passes it.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use loa_core::puzzle::{Puzzle, PuzzleError, PuzzleKind};
use loa_core::{Move, Outcome, Position, Rng, Rules, Variant};

fn puzzle(position: &str, solution: &str, kind: &str) -> Puzzle {
    Puzzle::parse_line(&format!("t\t{position}\t{solution}\t{kind}"), Variant::Standard, Rules::default()).unwrap()
}

/// The moves after which the side to move has won at once.
fn wins(p: &mut Position) -> Vec<Move> {
    let me = p.turn();
    let mut out = Vec::new();
    for m in p.legal_moves() {
        p.play_unchecked(m);
        if p.outcome().and_then(Outcome::winner) == Some(me) {
            out.push(m);
        }
        p.undo();
    }
    out
}

/// Black: a1 a2 c1; White: b1 h2 h6 h8. Black's only connecting move is c1-b2 (the diagonal
/// a3-c1 holds one piece). a2-b2 cannot happen (rank 2 holds a2 and h2, so a2 moves two), a2-b1
/// would leave the board (b1 is on its two-square diagonal), a1 cannot cross b1 on rank 1, and
/// every other move leaves a piece apart.
const ONE_WIN: &str = "7w/8/7w/8/8/8/b6w/bwb5 b";

/// Black's e2 joins b2 and c2 by e2-d1 or by e2-d3.
const TWO_WINS: &str = "w6w/8/8/8/8/8/1bb1b3/8 b";

#[test]
fn hand_checked_win_in_one_is_accepted() {
    let mut p = Position::from_position_string(ONE_WIN, Variant::Standard, Rules::default()).unwrap();
    assert_eq!(wins(&mut p), vec![p.parse_move("c1-b2").unwrap()]);
    assert_eq!(puzzle(ONE_WIN, "c1-b2", "win1").verify(), Ok(()));
}

#[test]
fn bad_puzzles_are_rejected_with_the_reason() {
    let d1 = |s: &str| {
        Position::from_position_string(TWO_WINS, Variant::Standard, Rules::default()).unwrap().parse_move(s).unwrap()
    };
    let cases: Vec<(Puzzle, PuzzleError)> = vec![
        // Two winning moves: the answer is not unique.
        (puzzle(TWO_WINS, "e2-d1", "win1"), PuzzleError::NotUnique { ply: 0, alternative: d1("e2-d3") }),
        // A win3 that lists one move.
        (puzzle(ONE_WIN, "c1-b2", "win3"), PuzzleError::WrongLength { kind: PuzzleKind::Win3, found: 1 }),
        // A win3 where a win in one exists.
        (puzzle(ONE_WIN, "a2-a4 h8-g8 c1-b2", "win3"), PuzzleError::FasterWin { ply: 0, plies: 1 }),
        // An illegal listed move (file c holds one piece).
        (
            puzzle(ONE_WIN, "c1-c4", "win1"),
            PuzzleError::IllegalMove {
                ply: 0,
                error: loa_core::ParseMoveError::Illegal(loa_core::PlayError::WrongDistance {
                    from: "c1".parse().unwrap(),
                    to: "c4".parse().unwrap(),
                    distance: 3,
                    pieces: 1,
                }),
            },
        ),
        // A move that does not connect.
        (puzzle(ONE_WIN, "c1-c2", "win1"), PuzzleError::NotForced { ply: 0 }),
        // The game is over already (Black's pieces touch).
        (puzzle("7w/8/7w/8/8/8/8/bb4w1 b", "a1-a2", "win1"), PuzzleError::GameOver),
    ];
    for (p, want) in cases {
        assert_eq!(p.verify(), Err(want.clone()), "{}", p.to_line());
        assert!(!want.to_string().is_empty());
    }
}

#[test]
fn parse_errors() {
    let r = Rules::default();
    assert!(Puzzle::parse_line("a\tb", Variant::Standard, r).is_err());
    assert!(Puzzle::parse_line(&format!("a\t{ONE_WIN}\tc1-b2\twin9"), Variant::Standard, r).is_err());
    assert!(Puzzle::parse_line(&format!("a\t{ONE_WIN}\tc1b\twin1"), Variant::Standard, r).is_err());
    assert!(Puzzle::parse_line("a\tbogus\tc1-b2\twin1", Variant::Standard, r).is_err());
    let p = puzzle(ONE_WIN, "c1-b2", "win1");
    assert_eq!(p.to_line(), format!("t\t{ONE_WIN}\tc1-b2\twin1"));
}

/// Finds positions for the defence tests: prints those where exactly one move stops the
/// opponent's connection in one, save for moves that draw. Run with `--ignored --nocapture`.
#[test]
#[ignore = "a search that printed the positions used above"]
fn find_defences_with_a_draw() {
    let mut rng = Rng::new(3);
    for _ in 0..3000 {
        let mut p = Position::new(Variant::Standard);
        while !p.is_game_over() && p.ply() < 200 {
            let moves = p.legal_moves();
            p.play(moves[rng.index(moves.len())]).unwrap();
            if p.is_game_over() {
                break;
            }
            let mut q = Position::from_setup(p.setup(), p.variant(), p.rules()).unwrap();
            if !wins(&mut q).is_empty() {
                continue;
            }
            let (mut holds, mut draws) = (Vec::new(), Vec::new());
            for m in q.legal_moves() {
                q.play_unchecked(m);
                match q.outcome() {
                    Some(Outcome::Draw(_)) => draws.push(m),
                    Some(_) => {}
                    None => {
                        if wins(&mut q).is_empty() {
                            holds.push(m);
                        }
                    }
                }
                q.undo();
            }
            if holds.len() == 1 && !draws.is_empty() {
                println!("{q} holds {:?} draws {draws:?}", holds[0]);
            }
        }
    }
}

/// White to move: Black threatens to connect; c7xc4 is the one move that stops it, but d3xd6
/// connects both sides at once, which the Olympiad rules make a draw, so it does not lose
/// either: two answers. Under "mover wins" d3xd6 wins outright.
const DEFENCE_AND_DRAW: &str = "ww6/2w5/3b4/3w4/2b5/2bw4/8/8 w";

#[test]
fn a_drawing_alternative_makes_a_defence_ambiguous() {
    let p = puzzle(DEFENCE_AND_DRAW, "c7xc4", "defend");
    let draw = p.position.parse_move("d3xd6").unwrap();
    let mut after = p.position.clone();
    after.play(draw).unwrap();
    assert_eq!(after.outcome(), Some(Outcome::Draw(loa_core::Reason::Simultaneous)));
    assert_eq!(p.verify(), Err(PuzzleError::DefenceNotUnique { alternative: draw }));
    // The listed move does hold, and a losing move is refused as a defence.
    let other = p.position.legal_moves().into_iter().find(|&m| m != draw && m.to_string() != "c7xc4").unwrap();
    let losing = puzzle(DEFENCE_AND_DRAW, &other.to_string(), "defend");
    assert_eq!(losing.verify(), Err(PuzzleError::DefenceFails));
    // Under "simultaneous=mover" the same move wins at once.
    let mover = Puzzle::parse_line(
        &format!("t\t{DEFENCE_AND_DRAW}\tc7xc4\tdefend"),
        Variant::Standard,
        "simultaneous=mover".parse().unwrap(),
    )
    .unwrap();
    assert_eq!(mover.verify(), Err(PuzzleError::WinAvailable { win: draw }));
    // A defend lists one move.
    assert_eq!(
        puzzle(DEFENCE_AND_DRAW, "c7xc4 d6-d5", "defend").verify(),
        Err(PuzzleError::WrongLength { kind: PuzzleKind::Defend, found: 2 })
    );
}

/// Puzzles of the file, changed: another first move is not forced; in a win5, a reply after
/// which the solver connects at once is not the longest defence.
#[test]
fn altered_file_puzzles_are_rejected() {
    let mut weak = 0;
    for p in file_puzzles().into_iter().filter(|p| p.kind != PuzzleKind::Defend) {
        let moves = p.solution_moves().unwrap();
        let texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
        let with = |i: usize, m: Move| {
            let mut t = texts.clone();
            t[i] = m.to_string();
            puzzle(&p.position.to_string(), &t.join(" "), p.kind.name())
        };
        let first = p.position.legal_moves().into_iter().find(|&m| m != moves[0]).unwrap();
        assert_eq!(with(0, first).verify(), Err(PuzzleError::NotForced { ply: 0 }), "{}", with(0, first).to_line());
        if p.kind != PuzzleKind::Win5 {
            continue;
        }
        let mut after = p.position.clone();
        after.play(moves[0]).unwrap();
        for d in after.legal_moves() {
            after.play_unchecked(d);
            let quick = !after.is_game_over() && !wins(&mut after).is_empty();
            after.undo();
            if quick {
                assert!(
                    matches!(with(1, d).verify(), Err(PuzzleError::WeakDefence { ply: 1, .. })),
                    "{}",
                    with(1, d).to_line()
                );
                weak += 1;
                break;
            }
        }
    }
    assert!(weak > 0);
}

fn file_puzzles() -> Vec<Puzzle> {
    include_str!("../../../www/puzzles.tsv")
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| Puzzle::parse_line(l, Variant::Standard, Rules::default()).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

#[test]
fn every_puzzle_in_the_file_passes_the_verifier() {
    let puzzles = file_puzzles();
    for p in &puzzles {
        if let Err(e) = p.verify() {
            panic!("{}: {e}", p.to_line());
        }
    }
}

#[test]
fn the_file_holds_enough_of_each_kind_without_duplicates() {
    let puzzles = file_puzzles();
    assert!(puzzles.len() >= 300, "{} puzzles", puzzles.len());
    for kind in PuzzleKind::ALL {
        let n = puzzles.iter().filter(|p| p.kind == kind).count();
        assert!(n >= 60, "{n} {kind} puzzles");
    }
    let mut ids: Vec<&str> = puzzles.iter().map(|p| p.id.as_str()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), puzzles.len(), "ids repeat");
    let mut positions: Vec<String> = puzzles.iter().map(|p| p.position.to_string()).collect();
    positions.sort_unstable();
    positions.dedup();
    assert_eq!(positions.len(), puzzles.len(), "positions repeat");
    // Easiest first: the kinds in order.
    assert!(puzzles.windows(2).all(|w| w[0].kind <= w[1].kind));
}

/// Every other first move of the file's puzzles is judged a miss with a reason that holds: the
/// named reply really connects, the named defence really holds out; the answer is no miss.
#[test]
fn every_wrong_first_move_has_a_reason_that_holds() {
    use loa_core::puzzle::{judge_miss, Miss};
    // Ten of each kind keep the test quick; the verifier above covers the whole file.
    for kind in PuzzleKind::ALL {
        for p in file_puzzles().iter().filter(|p| p.kind == kind).take(10) {
            let answer = p.solution_moves().unwrap()[0];
            let left = kind.plies() as u32;
            let defend = kind == PuzzleKind::Defend;
            assert_eq!(judge_miss(&p.position, answer, left, defend), Miss::AlsoWorks, "{}", p.id);
            for m in p.position.legal_moves() {
                if m == answer {
                    continue;
                }
                let mut after = p.position.clone();
                after.play_unchecked(m);
                match judge_miss(&p.position, m, left, defend) {
                    Miss::AlsoWorks => panic!("{}: {m} judged as good as the answer", p.id),
                    Miss::OpponentConnects(w) => {
                        after.play(w).unwrap();
                        assert_eq!(after.outcome().and_then(|o| o.winner()), Some(!p.position.turn()), "{}", p.id);
                    }
                    Miss::HoldsOut(d) => {
                        assert!(!defend && left > 1, "{}", p.id);
                        after.play(d).unwrap();
                        assert!(after.outcome().is_none_or(|o| o.winner() != Some(p.position.turn())));
                    }
                    Miss::DoesNotConnect => assert!(!defend && left == 1 && after.outcome().is_none()),
                    Miss::Draws => assert_eq!(after.outcome().map(|o| o.winner()), Some(None)),
                    Miss::Loses => assert_eq!(after.outcome().and_then(|o| o.winner()), Some(!p.position.turn())),
                }
            }
        }
    }
}
