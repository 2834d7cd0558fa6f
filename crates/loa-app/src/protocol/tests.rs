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

/// Reads a message as the page and the worker do: from the value the other side posted (here
/// serde_json's, there a structured clone), so errors say what is wrong without a text position.
fn read<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
    let value: serde_json::Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    T::deserialize(value).map_err(|e| e.to_string())
}

fn write<T: serde::Serialize>(message: &T) -> String {
    serde_json::to_string(message).unwrap()
}

#[test]
fn messages_have_the_form_they_always_had() {
    let mut pos = Position::new(Variant::Standard);
    let m = pos.parse_move("b1-b3").unwrap();
    pos.play(m).unwrap();
    let start = ToWorker::Start(StartSearch::new(7, &pos, 3, 42));
    let text = write(&start);
    assert_eq!(
        text,
        r#"{"start":{"id":7,"start":"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b","variant":"standard","rules":"olympiad","moves":["b1-b3"],"level":3,"seed":42,"lines":1,"analysis":false,"review":null}}"#
    );
    assert_eq!(read::<ToWorker>(&text).unwrap(), start);
    // What the page of an older build (or a test) sends: only the first fields.
    let short = r#"{"start":{"id":1,"start":"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b","variant":"standard","rules":"olympiad","moves":["b1-b3"],"level":3,"seed":42}}"#;
    let ToWorker::Start(req) = read::<ToWorker>(short).unwrap();
    assert_eq!((req.lines, req.analysis, req.review, req.clock), (1, false, None, None));
    let mut analysis = StartSearch::analysis(3, &pos, 4);
    analysis.clock = Some(SearchClock { left_ms: 1, increment_ms: 2 });
    let review = StartSearch::review(2, &pos, ReviewLimits { depth: 6, nodes: 100, time_ms: 50 });
    for req in [analysis, review] {
        let message = ToWorker::Start(req);
        assert_eq!(read::<ToWorker>(&write(&message)).unwrap(), message);
    }

    let info = SearchInfo {
        id: 3,
        depth: 5,
        score: "+0.25".into(),
        score_value: -25,
        nodes: 1_234_567.0,
        time_ms: 12.0,
        pv: vec!["b1-b3".into()],
        lines: vec![LineInfo {
            first: "b1-b3".into(),
            score: "+0.25".into(),
            score_value: 25,
            pv: vec!["b1-b3".into()],
        }],
        shortest: true,
    };
    // Counts are JS numbers (`f64`): serde_json writes them with a fraction, JS has one kind.
    for (message, json) in [
        (FromWorker::Ready, r#""ready""#),
        (FromWorker::Build("loa-build-1".into()), r#"{"build":"loa-build-1"}"#),
        (FromWorker::Error { id: 5, message: "bad \"x\"".into() }, r#"{"error":{"id":5,"message":"bad \"x\""}}"#),
        (FromWorker::BestMove { id: 4, best: None, info: None }, r#"{"bestmove":{"id":4,"best":null,"info":null}}"#),
        (
            FromWorker::Reviewed(PositionReview { id: 1, ply: 2, score_value: 100_000, best: None, depth: 3 }),
            r#"{"reviewed":{"id":1,"ply":2,"score_value":100000,"best":null,"depth":3}}"#,
        ),
        (
            FromWorker::Info(info.clone()),
            r#"{"info":{"id":3,"depth":5,"score":"+0.25","score_value":-25,"nodes":1234567.0,"time_ms":12.0,"pv":["b1-b3"],"lines":[{"first":"b1-b3","score":"+0.25","score_value":25,"pv":["b1-b3"]}],"shortest":true}}"#,
        ),
        (FromWorker::BestMove { id: 3, best: Some("b1-b3".into()), info: Some(info) }, ""),
    ] {
        let text = write(&message);
        if !json.is_empty() {
            assert_eq!(text, json);
        }
        assert_eq!(read::<FromWorker>(&text).unwrap(), message, "{text}");
    }
    // Counts written by `JSON.stringify` (whole numbers) read back; absent fields are defaults.
    let info = read::<FromWorker>(
        r#"{"info":{"id":3,"depth":5,"score":"+0.25","score_value":-25,"nodes":12,"time_ms":0,"pv":[]}}"#,
    );
    assert!(matches!(info, Ok(FromWorker::Info(SearchInfo { nodes: 12.0, shortest: false, .. }))), "{info:?}");
    assert_eq!(
        read::<FromWorker>(r#"{"bestmove":{"id":4}}"#).unwrap(),
        FromWorker::BestMove { id: 4, best: None, info: None }
    );
}

#[test]
fn bad_messages_are_errors_that_say_what_is_wrong() {
    for (text, error) in [
        (
            r#""nonsense""#,
            "unknown variant `nonsense`, expected one of `build`, `ready`, `info`, `reviewed`, `bestmove`, `error`",
        ),
        (r#"{"info":1}"#, "invalid type: integer `1`, expected struct SearchInfo"),
        (r#"{"bestmove":{"best":"b1-b3"}}"#, "missing field `id`"),
        (r#"{"error":{"id":-1,"message":"x"}}"#, "invalid value: integer `-1`, expected u32"),
        (r#"{"info":{"id":1}}"#, "missing field `depth`"),
        ("{}", "invalid value: map, expected map with a single key"),
    ] {
        assert_eq!(read::<FromWorker>(text).unwrap_err(), error, "{text}");
    }
    for (text, error) in [
        ("null", "invalid type: null, expected string or map"),
        (r#"{"stop":{}}"#, "unknown variant `stop`, expected `start`"),
        (r#"{"start":[]}"#, "invalid length 0, expected struct StartSearch with 11 elements"),
        (r#"{"start":{"id":1}}"#, "missing field `start`"),
        (
            r#"{"start":{"id":1,"start":"x","variant":"standard","rules":"olympiad","moves":["b1-b3",3],"level":1,"seed":0}}"#,
            "invalid type: integer `3`, expected a string",
        ),
        (
            r#"{"start":{"id":1,"start":"x","variant":"standard","rules":"olympiad","moves":[],"level":300,"seed":0}}"#,
            "invalid value: integer `300`, expected u8",
        ),
    ] {
        assert_eq!(read::<ToWorker>(text).unwrap_err(), error, "{text}");
    }
}
