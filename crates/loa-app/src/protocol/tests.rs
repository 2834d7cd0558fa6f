use super::*;

#[test]
fn start_search_rebuilds_the_game_with_its_history() {
    let mut pos = Position::with_rules(Variant::Standard, "move-limit=150".parse().unwrap());
    for text in ["b1-b3", "h4-f2", "d1xa4", "h2-e2"] {
        let m = pos.parse_move(text).unwrap();
        pos.play(m).unwrap();
    }
    let req = StartSearch::new(7, &pos, 3, 42);
    assert_eq!(req.moves, ["b1-b3", "h4-f2", "d1xa4", "h2-e2"]);
    assert_eq!(req.rules, "move-limit=150");
    let back = req.position().unwrap();
    assert_eq!(back.to_string(), pos.to_string());
    assert_eq!(back.ply(), 4);
    assert_eq!(back.rules(), pos.rules());
}

#[test]
fn an_analysis_request_asks_for_lines_without_limits() {
    let pos = Position::new(Variant::Standard);
    let req = StartSearch::analysis(3, &pos, 3);
    assert!(req.analysis);
    assert_eq!(req.lines, 3);
    assert_eq!(StartSearch::analysis(3, &pos, 0).lines, 1);
    assert!(!StartSearch::new(3, &pos, 2, 0).analysis);
}

#[test]
fn infos_carry_every_line_best_first() {
    use loa_core::budget::{Clock, Limits};
    use loa_core::engine::Engine;
    struct Still;
    impl Clock for Still {
        fn now_ms(&self) -> f64 {
            0.0
        }
    }
    let mut engine = Engine::new(1);
    engine.set_multipv(3);
    let pos = Position::new(Variant::Standard);
    let limits = Limits { depth: Some(2), ..Limits::default() };
    let result = engine.search(&pos, limits, &Still, &mut |_| {});
    let info = SearchInfo::new(1, &result.info);
    assert_eq!(info.lines.len(), 3);
    assert!(info.lines.windows(2).all(|w| w[0].score_value >= w[1].score_value));
    assert!(info.lines.iter().all(|l| l.pv.first() == Some(&l.first)));
    assert_eq!(info.lines[0].first, info.pv[0]);
}

#[test]
fn a_review_request_carries_the_game_and_its_limits() {
    let mut pos = Position::new(Variant::Standard);
    let m = pos.parse_move("b1-b3").unwrap();
    pos.play(m).unwrap();
    let limits = ReviewLimits { depth: 6, nodes: 100_000, time_ms: 200 };
    let req = StartSearch::review(4, &pos, limits);
    assert_eq!((req.review, req.moves.len(), req.analysis), (Some(limits), 1, false));
    assert_eq!(req.position().unwrap(), pos);
    assert_eq!(StartSearch::new(1, &pos, 2, 0).review, None);
}

#[test]
fn scores_read_as_the_engine_prints_them() {
    use loa_core::search::Score;
    for score in
        [Score::Value(35), Score::Value(-120), Score::Value(0), Score::Value(-5), Score::WinIn(5), Score::LossIn(2)]
    {
        assert_eq!(score_text(score), score.to_string());
    }
}

#[test]
fn bad_requests_are_errors_not_panics() {
    let pos = Position::new(Variant::Standard);
    let mut req = StartSearch::new(1, &pos, 1, 0);
    req.moves.push("b1-b4".into());
    assert!(req.position().unwrap_err().contains("move 1"));
    req.moves.clear();
    req.start = "nonsense".into();
    assert!(req.position().is_err());
    req.variant = "chess".into();
    assert!(req.position().is_err());
}
