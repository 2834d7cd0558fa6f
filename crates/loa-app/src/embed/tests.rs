//! `<loa-board>` driven as the browser drives it: attributes read, moves, timers, reports.

use std::rc::Rc;

use loa_core::{Move, Position};

use super::events::{Detail, HostEvent};
use super::*;
use crate::board::Movable;
use crate::i18n::Lang;
use crate::puzzles::PuzzleSet;
use crate::worker::{Order, Report, Worker};

fn board(attributes: &[(&str, &str)]) -> (Embed, Effects) {
    let mut embed = Embed::new(Lang::En, 7);
    let attributes: Vec<(String, String)> =
        attributes.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
    let fx = embed.read(|name| attributes.iter().find(|(k, _)| k == name).map(|(_, v)| v.clone()), Lang::En);
    (embed, fx)
}

fn mv(embed: &Embed, text: &str) -> Move {
    embed.session().line().position().parse_move(text).unwrap()
}

fn square_move(from: &str, to: &str) -> Move {
    Move::new(from.parse().unwrap(), to.parse().unwrap(), false).unwrap()
}

/// The `correct` of each `loa-move` fired.
fn graded(events: &[HostEvent]) -> Vec<Option<bool>> {
    events
        .iter()
        .filter_map(|e| match &e.detail {
            Detail::Moved(d) => Some(d.correct),
            _ => None,
        })
        .collect()
}

fn set() -> Rc<PuzzleSet> {
    Rc::new(PuzzleSet::parse(include_str!("../../../../www/puzzles.tsv")).unwrap())
}

#[test]
fn an_exercise_says_why_each_try_fails_until_the_next_and_then_says_correct() {
    // One exercise (rules.html's "jumping"), tried step by step: (action, status, ply after).
    let (mut b, fx) = board(&[("moves", "c8-c6"), ("expect", "a6-c4")]);
    assert_eq!(fx.state, Some(HostState::Ready));
    assert_eq!(b.view().status, "White to move: find the move.");
    enum Act {
        Try(&'static str, &'static str),
        Play(&'static str),
        Alarm,
    }
    let steps = [
        (Act::Try("a6", "d6"), "That piece cannot go there: a6-d6 would jump the enemy piece on c6. Try again.", 1),
        (Act::Play("a6-b7"), "a6-b7 is a legal move, but not the one asked for. Try again.", 2),
        (Act::Alarm, "a6-b7 is a legal move, but not the one asked for. Try again.", 1),
        (Act::Try("a6", "a3"), "That piece cannot go there: a6-a3 moves 3 squares, but its line holds 6 pieces, so the piece must move exactly 6. Try again.", 1),
        (Act::Play("a6-c4"), "Correct!", 2),
    ];
    let mut events = Vec::new();
    for (act, status, ply) in steps {
        let fx = match act {
            Act::Try(from, to) => b.tried(square_move(from, to)),
            Act::Play(m) => {
                let m = mv(&b, m);
                b.play(m)
            }
            Act::Alarm => b.alarm(),
        };
        let view = b.view();
        assert_eq!((view.status.as_str(), b.session().line().ply()), (status, ply));
        assert_eq!(view.mark, if status == "Correct!" { "ok" } else { "wrong" });
        if status.contains("legal move") && ply == 2 {
            assert_eq!(fx.alarm, Some(Alarm::After(exercise::TAKE_BACK_MS)), "a wrong answer is taken back");
            assert_eq!(b.movable(), Movable::None, "nothing moves while it is on the board");
        }
        events.extend(fx.events);
    }
    assert_eq!(graded(&events), [Some(false), Some(true)]);
    assert_eq!(b.movable(), Movable::None, "answered once");
    // Reset starts it over.
    let (b, _) = board(&[("moves", "c8-c6"), ("expect", "a6-c4")]);
    assert_eq!(b.movable(), Movable::Both);
}

#[test]
fn a_try_that_does_not_connect_is_said_so() {
    let (mut b, _) = board(&[("position", "8/1b3w2/8/7w/2bbb3/8/w6w/8 b"), ("expect", "b7-d5")]);
    let m = mv(&b, "c4-c5");
    let _ = b.play(m);
    assert_eq!(
        b.view().status,
        "c4-c5 does not connect your pieces: look for the move that joins them all. Try again."
    );
}

#[test]
fn a_wrong_attribute_is_shown_in_place_of_the_board_and_told_to_the_page() {
    let (b, fx) = board(&[("position", "not a position")]);
    assert_eq!(fx.state, Some(HostState::Error));
    let Some(Shown::Error(message)) = &fx.shown else { panic!("{:?}", fx.shown) };
    assert!(message.starts_with("position=\"not a position\""), "{message}");
    assert!(matches!(&fx.events[..], [HostEvent { name: "loa-error", .. }]));
    assert_eq!(b.movable(), Movable::None);
}

#[test]
fn the_computer_answers_through_its_worker_and_the_page_hears_both_moves() {
    let (mut b, fx) = board(&[("interactive", ""), ("opponent", "computer"), ("level", "1")]);
    assert!(fx.warm_up, "its worker starts before the first move");
    assert_eq!(b.movable(), Movable::Side(loa_core::Color::Black));
    let m = mv(&b, "b1-b3");
    let fx = b.play(m);
    let Some((Worker::Computer, Order::Start { request, .. })) = fx.workers.last().cloned() else {
        panic!("{:?}", fx.workers)
    };
    assert_eq!(b.view().status, "The computer is thinking…");
    let reply = mv(&b, "h2-f4");
    let fx = b.engine(Worker::Computer, Report::BestMove { id: request.id, best: Some(reply), info: None });
    let Detail::Moved(detail) = &fx.events[0].detail else { panic!() };
    assert_eq!((detail.m.as_str(), detail.by), ("h2-f4", events::By::Computer));
    assert_eq!(b.view().status, "White played h2-f4. Black to move.");
}

#[test]
fn hints_come_from_the_exercise_the_puzzle_or_the_engine_and_only_when_asked() {
    // An exercise: its answer at once.
    let (mut b, _) = board(&[("moves", "c8-c6"), ("expect", "a6-c4"), ("hints", "")]);
    assert!(b.view().hint.is_some());
    let fx = b.ask_hint();
    assert_eq!(fx.announce.as_deref(), Some("Hint: a6-c4."));
    assert_eq!(b.view().arrow, Some(mv(&b, "a6-c4")));
    // Off unless the page asks.
    let (mut b, _) = board(&[("moves", "c8-c6"), ("expect", "a6-c4")]);
    assert_eq!(b.view().hint, None);
    assert_eq!(b.ask_hint(), Effects::default());
    // A game against the computer: the hint's own worker, said while it looks.
    let (mut b, _) = board(&[("interactive", ""), ("opponent", "computer"), ("hints", "")]);
    let fx = b.ask_hint();
    assert!(matches!(fx.workers[..], [(Worker::Hint, Order::Start { .. })]), "{:?}", fx.workers);
    assert_eq!(fx.announce.as_deref(), Some("Looking for a hint…"));
    assert_eq!(b.view().hint.map(|(_, busy)| busy), Some(true));
    // Turned off: the search stops.
    let fx = b.set_hints(false);
    assert_eq!(fx.workers, [(Worker::Hint, Order::Stop)]);
}

fn trainer(stored: Option<&str>) -> Embed {
    let (mut b, fx) = board(&[("puzzle", "next"), ("hints", "")]);
    assert!(fx.load_puzzles);
    let fx = b.puzzles(PuzzleFile::Loading, None);
    assert_eq!(fx.shown, Some(Shown::Waiting("Loading the puzzle…".to_owned())));
    let fx = b.puzzles(PuzzleFile::Ready(set()), stored);
    assert_eq!(fx.state, Some(HostState::Ready));
    b
}

fn answer(b: &Embed) -> Move {
    b.puzzle().unwrap().entry().solution[b.session().line().ply()]
}

fn wrong(b: &Embed) -> Move {
    let right = answer(b);
    b.session().line().position().legal_moves().iter().copied().find(|&m| m != right).unwrap()
}

#[test]
fn a_puzzle_solved_after_a_miss_is_counted_as_missed_and_says_so() {
    let mut b = trainer(None);
    let score = |b: &Embed| b.view().puzzle.and_then(|p| p.score).unwrap();
    assert_eq!(score(&b), "Your rating 1000 · streak 0 · best 0 · solved 0 of 400 · missed 0");
    let m = wrong(&b);
    let fx = b.play(m);
    let kept = fx.keep_progress.expect("the miss is kept");
    assert!(kept.contains("failed 0"), "{kept}");
    let view = b.view();
    assert_eq!(view.puzzle.as_ref().map(|p| p.state), Some("wrong"));
    assert!(view.status.contains(" It counts as missed: your rating 1000 → 9"), "{}", view.status);
    assert!(view.status.ends_with(", the streak back to 0. Try again."), "{}", view.status);
    assert_eq!(b.movable(), Movable::None, "the wrong move is on the board");
    let _ = b.alarm();
    assert!(b.view().status.contains("It counts as missed"), "the reason stays after the take-back");
    let m = answer(&b);
    let fx = b.play(m);
    assert_eq!(fx.keep_progress, None, "a late solve changes nothing kept");
    assert_eq!(b.view().status, "Solved, after a miss: it counts as missed, not as solved.");
    assert!(score(&b).ends_with("solved 0 of 400 · missed 1"), "{}", score(&b));
    assert_eq!(graded(&fx.events), [Some(true)]);
}

#[test]
fn a_right_move_brings_the_reply_after_a_moment_and_a_first_try_solve_counts() {
    let stored = "loa-puzzles 1\nrating 1700\ndeviation 100\nstreak 4\nbest 4\nsolved\nfailed\n";
    let mut b = trainer(Some(stored));
    let solution = b.puzzle().unwrap().entry().solution.clone();
    assert_eq!(solution.len(), 3, "rated 1700: a connection in three");
    let fx = b.play(solution[0]);
    assert_eq!(fx.alarm, Some(Alarm::After(puzzle::REPLY_MS)));
    assert!(b.view().status.starts_with("Right!"), "{}", b.view().status);
    assert_eq!(b.movable(), Movable::None, "the defender's turn");
    let fx = b.alarm();
    let Detail::Moved(reply) = &fx.events[0].detail else { panic!() };
    assert_eq!(reply.m, solution[1].to_string());
    let fx = b.play(solution[2]);
    assert!(fx.keep_progress.is_some_and(|t| t.contains("streak 5")));
    assert_eq!(b.view().status, "Solved!");
    let p = b.view().puzzle.unwrap();
    assert_eq!((p.state, p.streak, p.show, p.retry), ("solved", Some(5), false, true));
    assert!(p.score.unwrap().contains("solved 1 of 400 · missed 0"));
    // Next puzzle: another one, not tried yet.
    let id = b.puzzle().unwrap().entry().id.clone();
    let _ = b.next_puzzle();
    assert_ne!(b.puzzle().unwrap().entry().id, id);
    assert_eq!(b.view().puzzle.unwrap().state, "solving");
}

#[test]
fn a_puzzles_hint_and_its_solution_count_as_a_miss() {
    let mut b = trainer(None);
    let (_, fx) = (b.view(), b.ask_hint());
    assert!(fx.announce.is_some_and(|a| a.ends_with("This puzzle now counts as missed.")));
    assert!(fx.keep_progress.is_some());
    let fx = b.show_solution();
    assert_eq!(fx.keep_progress, None, "counted once");
    assert_eq!(b.view().puzzle.unwrap().state, "solution");
    assert!(b.view().status.starts_with("The solution: "));
    let _ = b.retry_puzzle();
    assert_eq!(b.session().line().ply(), 0);
}

#[test]
fn a_puzzle_file_missing_or_an_unknown_id_is_an_error_in_the_board() {
    let (mut b, _) = board(&[("puzzle", "9999")]);
    let fx = b.puzzles(PuzzleFile::Ready(set()), None);
    let Some(Shown::Error(message)) = fx.shown else { panic!() };
    assert_eq!(message, "puzzle=\"9999\": no puzzle has this id: the puzzles are numbered 0001 to 0400");
    let (mut b, _) = board(&[("puzzle", "0001")]);
    let fx = b.puzzles(PuzzleFile::Failed("HTTP 404".to_owned()), None);
    assert_eq!(fx.state, Some(HostState::Error));
}

#[test]
fn a_line_is_stepped_and_a_language_change_keeps_the_game() {
    let (mut b, _) = board(&[("moves", "c8-c6 a6-c4 e8-b5 h3xf1")]);
    assert_eq!((b.view().cursor, b.view().len, b.view().count.as_str()), (0, 4, "0 / 4"));
    for (go, ply) in [(Go::Next, 1), (Go::Last, 4), (Go::Prev, 3), (Go::First, 0)] {
        let fx = b.go(go);
        assert!(fx.redraw && fx.events.is_empty());
        assert_eq!(b.session().line().ply(), ply);
    }
    let _ = b.go(Go::Last);
    let fx = b.speak(Lang::Ca);
    assert!(fx.names && fx.redraw);
    assert_eq!(b.session().line().ply(), 4);
    assert_eq!(b.view().position, {
        let mut p = Position::new(loa_core::Variant::Standard);
        for m in ["c8-c6", "a6-c4", "e8-b5", "h3xf1"] {
            p.play(p.parse_move(m).unwrap()).unwrap();
        }
        p
    });
}
