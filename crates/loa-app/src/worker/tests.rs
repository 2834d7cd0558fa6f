//! A worker's life driven as the browser drives it: what the link asks at each event.

use loa_core::{Position, Variant};

use super::life::{Do, Link, Watch, MAX_RESTARTS, READY_TIMEOUT_MS};
use super::{search_deadline_ms, Report};
use crate::protocol::{FromWorker, StartSearch, ToWorker};
use crate::session::EngineFailure;

const BUILD: &str = "loa-build-1";

fn request(id: u32) -> (StartSearch, Position) {
    let pos = Position::new(Variant::Standard);
    (StartSearch::new(id, &pos, 3, 7), pos)
}

fn ready(link: &mut Link) -> Vec<Do> {
    assert!(link.message(Ok(FromWorker::Build(BUILD.to_owned())), BUILD).is_empty());
    link.message(Ok(FromWorker::Ready), BUILD)
}

fn failed(todo: &[Do]) -> Option<(EngineFailure, bool)> {
    todo.iter().find_map(|d| match d {
        Do::Report(Report::Failed { failure, retrying }) => Some((failure.clone(), *retrying)),
        _ => None,
    })
}

#[test]
fn a_search_waits_for_ready_then_is_posted_and_watched() {
    let mut link = Link::new();
    let (req, pos) = request(1);
    let todo = link.start(req.clone(), pos);
    assert_eq!(todo, [Do::Spawn, Do::Arm(Watch::Ready, READY_TIMEOUT_MS)], "queued until ready");
    let todo = ready(&mut link);
    assert_eq!(
        todo,
        [Do::Disarm(Watch::Ready), Do::Post(ToWorker::Start(req)), Do::Arm(Watch::Search, search_deadline_ms(3))]
    );
    let pos = Position::new(Variant::Standard);
    let best = FromWorker::BestMove { id: 1, best: Some("b1-b3".into()), info: None };
    let todo = link.message(Ok(best), BUILD);
    let m = pos.parse_move("b1-b3").unwrap();
    assert_eq!(todo, [Do::Disarm(Watch::Search), Do::Report(Report::BestMove { id: 1, best: Some(m), info: None })]);
    assert!(!link.is_searching());
}

#[test]
fn an_illegal_answer_is_a_failure_and_late_answers_are_not_heard() {
    let mut link = Link::new();
    let (req, pos) = request(4);
    let _ = link.start(req, pos);
    let _ = ready(&mut link);
    let bad = FromWorker::BestMove { id: 4, best: Some("b1-b4".into()), info: None };
    let todo = link.message(Ok(bad), BUILD);
    assert_eq!(failed(&todo), Some((EngineFailure::IllegalMove("b1-b4".into()), false)));
    let late = FromWorker::BestMove { id: 3, best: None, info: None };
    assert!(link.message(Ok(late), BUILD).is_empty());
}

#[test]
fn a_crashing_worker_is_restarted_with_its_search_then_given_up() {
    let mut link = Link::new();
    let (req, pos) = request(1);
    let _ = link.start(req.clone(), pos);
    let _ = ready(&mut link);
    for _ in 0..MAX_RESTARTS {
        let todo = link.crashed(Some("boom".into()));
        assert!(todo.starts_with(&[Do::Kill]) && todo.contains(&Do::Spawn), "{todo:?}");
        assert_eq!(failed(&todo), Some((EngineFailure::Crashed(Some("boom".into())), true)));
        // The new worker gets the search again once ready.
        assert!(ready(&mut link).contains(&Do::Post(ToWorker::Start(req.clone()))));
    }
    let todo = link.crashed(None);
    assert_eq!(failed(&todo), Some((EngineFailure::Crashed(None), false)));
    assert!(!todo.contains(&Do::Spawn) && !link.is_searching(), "no restart loop");
}

#[test]
fn a_silent_search_is_sent_once_more_then_given_up() {
    let mut link = Link::new();
    let (req, pos) = request(2);
    let _ = link.start(req, pos);
    let _ = ready(&mut link);
    let todo = link.rang(Watch::Search);
    assert_eq!(failed(&todo), Some((EngineFailure::NoAnswer, true)));
    let _ = ready(&mut link);
    let todo = link.rang(Watch::Search);
    assert_eq!(failed(&todo), Some((EngineFailure::NoAnswer, false)));
    assert!(link.rang(Watch::Search).is_empty(), "nothing running any more");
}

#[test]
fn a_worker_that_never_says_ready_is_restarted() {
    let mut link = Link::new();
    let _ = link.warm_up();
    let todo = link.rang(Watch::Ready);
    assert_eq!(failed(&todo), Some((EngineFailure::NoStart, true)));
    let _ = ready(&mut link);
    assert!(link.rang(Watch::Ready).is_empty(), "ready in time");
}

#[test]
fn a_worker_of_another_build_is_never_asked_and_the_page_is_stale() {
    let mut link = Link::new();
    let (req, pos) = request(1);
    let _ = link.start(req.clone(), pos.clone());
    let _ = link.message(Ok(FromWorker::Build("loa-build-0".to_owned())), BUILD);
    let todo = link.message(Ok(FromWorker::Ready), BUILD);
    assert!(!todo.iter().any(|d| matches!(d, Do::Post(_))));
    assert_eq!(failed(&todo), Some((EngineFailure::StaleBuild, false)));
    assert!(link.is_stale());
    assert_eq!(failed(&link.start(req, pos)), Some((EngineFailure::StaleBuild, false)));
}

#[test]
fn cancelling_restarts_the_worker_and_an_unreadable_message_counts_as_a_crash() {
    let mut link = Link::new();
    let (req, pos) = request(1);
    let _ = link.start(req, pos);
    let _ = ready(&mut link);
    assert_eq!(
        link.cancel(),
        [
            Do::Kill,
            Do::Disarm(Watch::Ready),
            Do::Disarm(Watch::Search),
            Do::Spawn,
            Do::Arm(Watch::Ready, READY_TIMEOUT_MS)
        ]
    );
    assert!(link.cancel().is_empty(), "nothing to cancel");
    let todo = link.message(Err("not a message".into()), BUILD);
    assert_eq!(failed(&todo), Some((EngineFailure::Unreadable("not a message".into()), true)));
    assert_eq!(link.shut_down(), [Do::Kill, Do::Disarm(Watch::Ready), Do::Disarm(Watch::Search)]);
}
