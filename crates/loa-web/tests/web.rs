//! The binding layer in headless Chromium: the board component (canvas, grid, pointer and
//! keyboard input), the worker messages as structured-clone objects, the saved games through
//! `JSON.parse` and serde-wasm-bindgen, and `<loa-board>`'s event details.
#![cfg(target_arch = "wasm32")]
// A failed unwrap is a failed test (clippy allows it only inside the #[test] fns themselves).
#![allow(clippy::unwrap_used)]

use std::cell::RefCell;
use std::rc::Rc;

use loa_app::embed::events::{self, By};
use loa_app::library::Shelf;
use loa_app::saved::library::Index;
use loa_app::saved::{Parsed, Saved, SavedError};
use loa_app::session::EngineFailure;
use loa_core::{Move, Position, Rules, Square, Variant};
use loa_web::board::{Board, BoardOptions, Movable};
use loa_web::embed::host_events;
use loa_web::engine::protocol::{
    decode, encode, FromWorker, LineInfo, PositionReview, SearchInfo, StartSearch, ToWorker,
};
use loa_web::js_value::{to_json, JsonText};
use loa_web::page::storage::LocalShelf;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::*;
use web_sys::{
    CanvasRenderingContext2d, HtmlElement, KeyboardEvent, KeyboardEventInit, PointerEvent, PointerEventInit,
};

wasm_bindgen_test_configure!(run_in_browser);

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

struct Fixture {
    host: HtmlElement,
    board: Board,
    moves: Rc<RefCell<Vec<Move>>>,
}

impl Drop for Fixture {
    fn drop(&mut self) {
        self.host.remove();
    }
}

fn fixture(size_px: u32) -> Fixture {
    let doc = web_sys::window().unwrap().document().unwrap();
    let host: HtmlElement = doc.create_element("div").unwrap().unchecked_into();
    host.style().set_property("width", &format!("{size_px}px")).unwrap();
    doc.body().unwrap().append_child(&host).unwrap();
    let moves = Rc::new(RefCell::new(Vec::new()));
    let sink = moves.clone();
    let board = Board::new(&host, BoardOptions::default(), move |m| sink.borrow_mut().push(m)).unwrap();
    board.set_position(&Position::new(Variant::Standard), None);
    board.set_movable(Movable::Both);
    Fixture { host, board, moves }
}

fn cell(f: &Fixture, name: &str) -> HtmlElement {
    f.host.query_selector(&format!("[data-square=\"{name}\"]")).unwrap().unwrap().unchecked_into()
}

fn dests(f: &Fixture) -> Vec<(String, String)> {
    let list = f.host.query_selector_all("[data-dest]").unwrap();
    let mut out: Vec<(String, String)> = (0..list.length())
        .filter_map(|i| list.item(i))
        .map(|n| {
            let el: web_sys::Element = n.unchecked_into();
            (el.get_attribute("data-square").unwrap(), el.get_attribute("data-dest").unwrap())
        })
        .collect();
    out.sort();
    out
}

/// A pointer event at the centre of `square`'s cell (plus an offset in CSS pixels).
fn pointer(f: &Fixture, kind: &str, square: &str, dx: f64) {
    let rect = cell(f, square).get_bounding_client_rect();
    let init = PointerEventInit::new();
    init.set_bubbles(true);
    init.set_cancelable(true);
    init.set_pointer_id(1);
    init.set_is_primary(true);
    init.set_pointer_type("mouse");
    init.set_button(0);
    init.set_client_x((rect.left() + rect.width() / 2.0 + dx) as i32);
    init.set_client_y((rect.top() + rect.height() / 2.0) as i32);
    let event = PointerEvent::new_with_event_init_dict(kind, &init).unwrap();
    cell(f, square).dispatch_event(&event).unwrap();
}

fn click(f: &Fixture, square: &str) {
    pointer(f, "pointerdown", square, 0.0);
    pointer(f, "pointerup", square, 0.0);
}

fn key(target: &HtmlElement, name: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(name);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&event).unwrap();
}

/// RGBA of the canvas pixel at the centre of `square` (device pixels).
fn pixel(f: &Fixture, square: &str, dx: f64) -> [u8; 4] {
    let canvas = f.board.canvas();
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").unwrap().unwrap().unchecked_into();
    let board_rect = f.board.element().get_bounding_client_rect();
    let rect = cell(f, square).get_bounding_client_rect();
    let scale = f64::from(canvas.width()) / board_rect.width();
    let x = (rect.left() - board_rect.left() + rect.width() / 2.0 + dx) * scale;
    let y = (rect.top() - board_rect.top() + rect.height() / 2.0) * scale;
    let data = ctx.get_image_data(x, y, 1.0, 1.0).unwrap().data();
    [data[0], data[1], data[2], data[3]]
}

#[wasm_bindgen_test]
fn the_grid_has_one_labelled_focusable_cell_per_square() {
    let f = fixture(400);
    assert_eq!(f.host.query_selector_all("[role=grid] [role=gridcell][data-square]").unwrap().length(), 64);
    assert_eq!(cell(&f, "b1").get_attribute("aria-label").unwrap(), "b1, black piece");
    assert_eq!(cell(&f, "a2").get_attribute("aria-label").unwrap(), "a2, white piece");
    assert_eq!(cell(&f, "e4").get_attribute("aria-label").unwrap(), "e4, empty");
    // The pieces that can be picked up are marked (a pointer cursor).
    assert!(cell(&f, "b1").has_attribute("data-movable"));
    assert!(!cell(&f, "a2").has_attribute("data-movable"));
    // One Tab stop.
    assert_eq!(f.host.query_selector_all("[data-square][tabindex='0']").unwrap().length(), 1);
    // a1 in the lower-left corner, h8 in the upper-right one; flipped the other way round.
    let (a1, h8) = (cell(&f, "a1").get_bounding_client_rect(), cell(&f, "h8").get_bounding_client_rect());
    assert!(a1.left() < h8.left() && a1.top() > h8.top());
    f.board.set_flipped(true);
    let (a1, h8) = (cell(&f, "a1").get_bounding_client_rect(), cell(&f, "h8").get_bounding_client_rect());
    assert!(a1.left() > h8.left() && a1.top() < h8.top());
}

#[wasm_bindgen_test]
fn selecting_marks_exactly_the_legal_destinations() {
    let f = fixture(400);
    f.board.select(Some(sq("b1")));
    let expected = vec![("b3".into(), "move".into()), ("d3".into(), "move".into()), ("h1".into(), "move".into())];
    assert_eq!(dests(&f), expected);
    assert_eq!(cell(&f, "b1").get_attribute("aria-selected").as_deref(), Some("true"));
    // A capture is a ring: after b1-b3 h4-f2, d1 captures on a4.
    let mut pos = Position::new(Variant::Standard);
    for m in ["b1-b3", "h4-f2"] {
        pos.play(pos.parse_move(m).unwrap()).unwrap();
    }
    f.board.set_position(&pos, None);
    f.board.select(Some(sq("d1")));
    assert!(dests(&f).contains(&("a4".into(), "capture".into())));
    // An opponent's piece cannot be selected.
    f.board.select(Some(sq("a2")));
    assert!(dests(&f).is_empty());
}

#[wasm_bindgen_test]
fn click_click_plays_and_clicks_elsewhere_deselect_or_switch() {
    let f = fixture(400);
    click(&f, "b1");
    assert_eq!(f.board.selected(), Some(sq("b1")));
    click(&f, "c1"); // switch
    assert_eq!(f.board.selected(), Some(sq("c1")));
    click(&f, "c1"); // the selected piece again: deselect
    assert_eq!(f.board.selected(), None);
    click(&f, "b1");
    click(&f, "b2"); // not a destination: deselect, no move
    assert!(f.moves.borrow().is_empty());
    assert_eq!(f.board.selected(), None);
    click(&f, "b1");
    click(&f, "b3");
    assert_eq!(f.moves.borrow().iter().map(|m| m.to_string()).collect::<Vec<_>>(), ["b1-b3"]);
    assert!(dests(&f).is_empty());
}

/// Resolves at the next animation frame, once the board has drawn its canvas (it draws once per
/// frame, whatever changed before it).
async fn frame() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().request_animation_frame(&resolve).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

#[wasm_bindgen_test]
async fn drag_and_drop_plays_and_an_illegal_drop_snaps_back() {
    let f = fixture(400);
    pointer(&f, "pointerdown", "b1", 0.0);
    pointer(&f, "pointermove", "c2", 0.0);
    pointer(&f, "pointermove", "d3", 0.0);
    pointer(&f, "pointerup", "d3", 0.0);
    assert_eq!(f.moves.borrow().iter().map(|m| m.to_string()).collect::<Vec<_>>(), ["b1-d3"]);
    pointer(&f, "pointerdown", "c1", 0.0);
    pointer(&f, "pointermove", "c2", 0.0);
    pointer(&f, "pointerup", "c2", 0.0);
    assert_eq!(f.moves.borrow().len(), 1);
    assert_eq!(f.board.selected(), None);
    // The piece is drawn back on c1.
    frame().await;
    let [r, g, b, _] = pixel(&f, "c1", 0.0);
    assert!(u32::from(r) + u32::from(g) + u32::from(b) < 200, "c1 should show a black piece");
}

#[wasm_bindgen_test]
fn keyboard_moves_focus_and_plays_with_enter() {
    let f = fixture(400);
    let a1 = cell(&f, "a1");
    a1.focus().unwrap();
    key(&a1, "ArrowRight");
    let doc = web_sys::window().unwrap().document().unwrap();
    let focused = doc.active_element().unwrap();
    assert_eq!(focused.get_attribute("data-square").as_deref(), Some("b1"));
    key(&focused.clone().unchecked_into(), "Enter");
    assert_eq!(f.board.selected(), Some(sq("b1")));
    let b1: HtmlElement = focused.unchecked_into();
    key(&b1, "ArrowUp");
    key(&cell(&f, "b2"), "ArrowUp");
    let b3: HtmlElement = doc.active_element().unwrap().unchecked_into();
    assert_eq!(b3.get_attribute("data-square").as_deref(), Some("b3"));
    key(&b3, " ");
    assert_eq!(f.moves.borrow().iter().map(|m| m.to_string()).collect::<Vec<_>>(), ["b1-b3"]);
}

#[wasm_bindgen_test]
fn view_only_boards_ignore_input() {
    let f = fixture(300);
    f.board.set_movable(Movable::None);
    click(&f, "b1");
    assert_eq!(f.board.selected(), None);
    f.board.set_movable(Movable::Side(loa_core::Color::White));
    click(&f, "b1");
    assert_eq!(f.board.selected(), None, "Black to move, only White movable");
}

#[wasm_bindgen_test]
async fn the_canvas_is_sized_for_the_pixel_ratio_and_shows_pieces_and_highlights() {
    let f = fixture(320);
    // Nothing is measured or drawn inside the task that made the board (the canvas keeps its
    // default 300 px): at its first frame.
    assert_eq!(f.board.canvas().width(), 300);
    frame().await;
    let dpr = web_sys::window().unwrap().device_pixel_ratio();
    assert_eq!(f.board.canvas().width(), (320.0 * dpr).round() as u32);
    let [r, g, b, a] = pixel(&f, "b1", 0.0);
    assert_eq!(a, 255);
    assert!(u32::from(r) + u32::from(g) + u32::from(b) < 200, "black piece on b1: {r},{g},{b}");
    let [r, g, b, _] = pixel(&f, "a2", 0.0);
    assert!(u32::from(r) + u32::from(g) + u32::from(b) > 600, "white piece on a2: {r},{g},{b}");
    let empty = pixel(&f, "b3", 0.0);
    f.board.select(Some(sq("b1")));
    frame().await;
    let dot = pixel(&f, "b3", 0.0);
    assert_ne!(empty, dot, "a destination dot on b3");
    assert!(dot[1] > dot[0], "the dot is greenish: {dot:?}");
    f.board.announce("Black: b1 to b3");
    let live = f.host.query_selector("[aria-live=polite]").unwrap().unwrap();
    assert_eq!(live.text_content().as_deref(), Some("Black: b1 to b3"));
}

#[wasm_bindgen_test]
fn the_canvas_follows_its_container() {
    let f = fixture(200);
    f.host.style().set_property("width", "260px").unwrap();
    f.board.refresh();
    let dpr = web_sys::window().unwrap().device_pixel_ratio();
    assert_eq!(f.board.canvas().width(), (260.0 * dpr).round() as u32);
}

/// `value` as the other side of a `postMessage` receives it: a structured clone.
async fn posted(value: &JsValue) -> JsValue {
    let channel = web_sys::MessageChannel::new().unwrap();
    let received = js_sys::Promise::new(&mut |resolve, _| {
        let on_message = wasm_bindgen::closure::Closure::once_into_js(move |event: web_sys::MessageEvent| {
            resolve.call1(&JsValue::NULL, &event.data()).unwrap();
        });
        channel.port2().set_onmessage(Some(on_message.unchecked_ref()));
    });
    channel.port1().post_message(value).unwrap();
    wasm_bindgen_futures::JsFuture::from(received).await.unwrap()
}

#[wasm_bindgen_test]
async fn worker_messages_survive_structured_cloning() {
    let mut pos = Position::new(Variant::ScrambledEggs);
    let m = pos.legal_moves()[0];
    pos.play(m).unwrap();
    let start = ToWorker::Start(StartSearch::new(3, &pos, 4, 0xdead_beef));
    let value = posted(&encode(&start).unwrap()).await;
    // What the worker sees: a plain object `{start: {…}}`.
    let body = js_sys::Reflect::get(&value, &JsValue::from_str("start")).unwrap();
    assert!(body.is_object());
    let moves = js_sys::Reflect::get(&body, &JsValue::from_str("moves")).unwrap();
    assert_eq!(js_sys::Array::from(&moves).length(), 1);
    let back: ToWorker = decode(value).unwrap();
    assert_eq!(back, start);
    let ToWorker::Start(req) = back;
    assert_eq!(req.position().unwrap().to_string(), pos.to_string());

    let info = SearchInfo {
        id: 3,
        depth: 5,
        score: "+0.25".into(),
        score_value: 25,
        // A JS number: whole numbers up to 2^53 exactly.
        nodes: 9_007_199_254_740_991.0,
        time_ms: 12.0,
        pv: vec!["b1-b3".into()],
        lines: vec![LineInfo {
            first: "b1-b3".into(),
            score: "+0.25".into(),
            score_value: 25,
            pv: vec!["b1-b3".into(), "h4-f2".into()],
        }],
        shortest: true,
    };
    for message in [
        FromWorker::Build("loa-build-1".into()),
        FromWorker::Ready,
        FromWorker::Info(info.clone()),
        FromWorker::Reviewed(PositionReview { id: 1, ply: 2, score_value: -100_000, best: None, depth: 3 }),
        FromWorker::BestMove { id: 3, best: Some("b1-b3".into()), info: Some(info) },
        FromWorker::BestMove { id: 4, best: None, info: None },
        FromWorker::Error { id: 5, message: "bad".into() },
    ] {
        let back: FromWorker = decode(posted(&encode(&message).unwrap()).await).unwrap();
        assert_eq!(back, message);
    }
}

#[wasm_bindgen_test]
fn malformed_worker_messages_are_refused_with_what_is_wrong() {
    let js = |text: &str| js_sys::JSON::parse(text).unwrap();
    // A hand-made "ready", and what a page of an older build sent (no `lines`, `review`: null).
    assert_eq!(decode::<FromWorker>(JsValue::from_str("ready")).unwrap(), FromWorker::Ready);
    let old = js(
        r#"{"start":{"id":1,"start":"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b","variant":"standard","rules":"olympiad","moves":[],"level":3,"seed":4,"review":null}}"#,
    );
    let ToWorker::Start(req) = decode::<ToWorker>(old).unwrap();
    assert_eq!((req.lines, req.review, req.clock), (1, None, None));
    for (value, error) in [
        (
            JsValue::from_str("nonsense"),
            "unknown variant `nonsense`, expected one of `build`, `ready`, `info`, `reviewed`, `bestmove`, `error`",
        ),
        (js(r#"{"bestmove":{"best":"b1-b3"}}"#), "missing field `id`"),
        (js(r#"{"error":{"id":-1,"message":"x"}}"#), "invalid type: floating point `-1.0`, expected u32"),
        (js(r#"{"info":{"id":1}}"#), "missing field `depth`"),
    ] {
        assert_eq!(decode::<FromWorker>(value).unwrap_err(), error);
    }
    for (value, error) in [
        (JsValue::NULL, "invalid type: unit value, expected enum ToWorker"),
        (JsValue::UNDEFINED, "invalid type: unit value, expected enum ToWorker"),
        (js(r#"{"stop":{}}"#), "unknown variant `stop`, expected `start`"),
        (
            js(
                r#"{"start":{"id":1,"start":"x","variant":"standard","rules":"olympiad","moves":[3],"level":1,"seed":0}}"#,
            ),
            "invalid type: floating point `3.0`, expected a string",
        ),
        (
            js(
                r#"{"start":{"id":1,"start":"x","variant":"standard","rules":"olympiad","moves":[],"level":300,"seed":0}}"#,
            ),
            "invalid value: integer `300`, expected u8",
        ),
    ] {
        assert_eq!(decode::<ToWorker>(value).unwrap_err(), error);
    }
}

/// The kept games of `loa-app/tests/saves` (what each opens as is checked there, natively).
macro_rules! saves {
    ($($name:literal),* $(,)?) => {
        [$(($name, include_str!(concat!("../../loa-app/tests/saves/", $name)))),*]
    };
}

const SAVES: [(&str, &str); 28] = saves![
    "v1-loa-game.json",
    "v1-hints.json",
    "v2-line-taken-back.json",
    "v2-link-me.json",
    "v2-connected.json",
    "v3-variations.json",
    "v3-analysis-open.json",
    "v4-clock-running.json",
    "v4-resigned-link.json",
    "v4-out-of-time.json",
    "v4-draw-offered.json",
    "v4-agreed-variations.json",
    "v4-unknown-fields.json",
    "index-v1.json",
    "index-before-how.json",
    "index-truncated.json",
    "index-newer.json",
    "index-bad-entry.json",
    "damaged-truncated.json",
    "damaged-bad-move.json",
    "damaged-bad-tree.json",
    "damaged-analysis.json",
    "damaged-newer.json",
    "damaged-wrong-type.json",
    "damaged-missing-field.json",
    "damaged-not-an-object.json",
    "damaged-bad-clock.json",
    "damaged-unknown-player.json",
];

/// A text parsed by serde_json, the native tests' reader.
struct SerdeJson(serde_json::Value);

impl Parsed for SerdeJson {
    fn decode<T: serde::de::DeserializeOwned>(&self) -> Result<T, String> {
        T::deserialize(&self.0).map_err(|e| e.to_string())
    }
}

/// A kept game's text read as the page's library reads it (the browser's `JSON.parse`).
fn read_kept(text: &str) -> Result<Saved, SavedError> {
    Saved::read(&LocalShelf::parse_json(text).ok_or_else(SavedError::not_json)?)
}

#[wasm_bindgen_test]
fn kept_games_read_and_write_through_json_parse_and_serde_as_natively() {
    for (name, text) in SAVES {
        // The files end with a new line; the text kept in `localStorage` does not.
        let text = text.trim_end();
        let native = serde_json::from_str(text).map(SerdeJson);
        if name.starts_with("index") {
            let native = native.map(|n| Index::read(&n)).unwrap_or_default();
            let browser = JsonText::parse(text).map(|parsed| Index::read(&parsed)).unwrap_or_default();
            assert_eq!(browser, native, "{name}");
            assert_eq!(to_json(&browser), serde_json::to_string(&native).ok(), "{name}");
            continue;
        }
        let native = native.map_err(|_| SavedError::not_json()).and_then(|n| Saved::read(&n));
        let browser = read_kept(text);
        assert_eq!(format!("{browser:?}"), format!("{native:?}"), "{name}");
        if let Ok(saved) = browser {
            // Written back as it was read (the unknown fields of v4-unknown-fields aside).
            let written = to_json(&saved).unwrap();
            assert_eq!(Some(&written), serde_json::to_string(&saved).ok().as_ref(), "{name}");
            if !name.starts_with("v1") && !name.contains("unknown") {
                assert_eq!(written, text, "{name}");
            }
        }
    }
    // The errors the page shows.
    let error = |name: &str| read_kept(SAVES.iter().find(|(n, _)| *n == name).unwrap().1).unwrap_err().to_string();
    assert_eq!(error("damaged-wrong-type.json"), "invalid type: string \"4\", expected usize");
    assert_eq!(error("damaged-missing-field.json"), "missing field `white`");
    assert_eq!(error("damaged-not-an-object.json"), "invalid type: string \"b1-b3 h4-f2\", expected a saved game");
    assert_eq!(error("damaged-truncated.json"), SavedError::not_json().to_string());
    assert!(matches!(read_kept(SAVES[22].1), Err(SavedError::Newer { version: 5 })));
}

#[wasm_bindgen_test]
fn loa_board_events_carry_plain_object_details() {
    let doc = web_sys::window().unwrap().document().unwrap();
    let host: HtmlElement = doc.create_element("div").unwrap().unchecked_into();
    let details = Rc::new(RefCell::new(Vec::new()));
    let seen = details.clone();
    let listener =
        wasm_bindgen::closure::Closure::<dyn FnMut(web_sys::CustomEvent)>::new(move |e: web_sys::CustomEvent| {
            seen.borrow_mut().push((e.type_(), js_sys::JSON::stringify(&e.detail()).unwrap().as_string().unwrap()));
        });
    for name in ["loa-move", "loa-end", "loa-error"] {
        host.add_event_listener_with_callback(name, listener.as_ref().unchecked_ref()).unwrap();
    }
    // White connects its two pieces (a1-b2 or a1-d1): loa-move, then loa-end.
    let mut pos =
        Position::from_position_string("7b/8/8/8/8/8/8/w1w4b w", Variant::Standard, Rules::default()).unwrap();
    let mover = pos.turn();
    let m = pos.legal_moves().into_iter().find(|&m| {
        let mut after = pos.clone();
        after.play(m).unwrap();
        after.outcome().is_some()
    });
    let m = m.unwrap();
    pos.play(m).unwrap();
    let mut events = events::moved(m, mover, &pos, 7, By::Reader, None);
    events.extend(events::moved(m, mover, &pos, 7, By::Computer, Some(true)));
    events.push(events::error("bad attribute"));
    for event in &events {
        host_events::fire(&host, event);
    }
    let details = details.borrow();
    let moved = format!(
        r#"{{"move":"{m}","color":"{}","capture":{},"position":"{pos}","ply":7,"by":"reader"}}"#,
        mover.name().to_ascii_lowercase(),
        m.is_capture()
    );
    assert_eq!(details[0], ("loa-move".to_owned(), moved.clone()));
    assert!(details.iter().any(|(name, detail)| name == "loa-move"
        && *detail == moved.replace(r#""by":"reader""#, r#""by":"computer","correct":true"#)));
    assert_eq!(details.last().unwrap(), &("loa-error".to_owned(), r#"{"message":"bad attribute"}"#.to_owned()));
    let o = pos.outcome().unwrap();
    let end = format!(
        r#"{{"result":"{}","reason":"{}","message":"{o}","position":"{pos}"}}"#,
        o.result_str(),
        o.reason().name()
    );
    assert_eq!(details[1], ("loa-end".to_owned(), end));
}

/// Resolves after `ms` milliseconds (lets timers and tasks run).
async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window().unwrap().set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms).unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
}

#[wasm_bindgen_test]
async fn a_premove_made_during_the_opponents_turn_is_played_when_legal() {
    let f = fixture(400);
    f.board.set_movable(Movable::Side(loa_core::Color::White));
    // Black to move: White's pieces can be picked up to premove.
    click(&f, "a2");
    assert_eq!(f.board.selected(), Some(sq("a2")));
    let marks = dests(&f);
    assert!(!marks.is_empty() && marks.iter().all(|(_, d)| d == "premove"), "{marks:?}");
    let (target, _) = marks[0].clone();
    click(&f, &target);
    assert_eq!(f.board.premove(), Some((sq("a2"), sq(&target))));
    assert!(f.moves.borrow().is_empty(), "not played yet");
    // Black moves; the premove goes off.
    let mut pos = Position::new(Variant::Standard);
    pos.play(pos.parse_move("b8-b6").unwrap()).unwrap();
    f.board.set_position(&pos, None);
    sleep(20).await;
    assert_eq!(f.moves.borrow().iter().map(|m| m.to_string()).collect::<Vec<_>>(), [format!("a2-{target}")]);
    assert_eq!(f.board.premove(), None);
    // A press elsewhere cancels a premove.
    let mut pos = Position::new(Variant::Standard);
    pos.play(pos.parse_move("b1-b3").unwrap()).unwrap();
    pos.play(pos.parse_move("a2-a4").unwrap_or_else(|_| pos.legal_moves()[0])).unwrap();
    f.board.set_position(&pos, None);
    click(&f, "h2");
    let (target, _) = dests(&f)[0].clone();
    click(&f, &target);
    assert!(f.board.premove().is_some());
    click(&f, "e5");
    assert_eq!(f.board.premove(), None);
}

/// Waits until `done` holds of the events, for at most 10 s (a loaded machine is slow to start
/// workers; a fixed sleep made these tests fail there).
async fn until(events: &Rc<RefCell<Vec<loa_app::worker::Report>>>, done: impl Fn(&[loa_app::worker::Report]) -> bool) {
    for _ in 0..500 {
        if done(&events.borrow()) {
            return;
        }
        sleep(20).await;
    }
}

/// A worker from JS source, as a blob URL.
fn blob_worker(source: &str) -> String {
    let parts = js_sys::Array::of1(&JsValue::from_str(source));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("text/javascript");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options).unwrap();
    web_sys::Url::create_object_url_with_blob(&blob).unwrap()
}

fn ai_client(source: &str) -> (loa_web::engine::client::AiClient, Rc<RefCell<Vec<loa_app::worker::Report>>>) {
    let events = Rc::new(RefCell::new(Vec::new()));
    let sink = events.clone();
    // A real worker says its build id before "ready"; the stand-ins say the page's own.
    let source = format!("postMessage({{ build: '{}' }});\n{source}", loa_web::engine::protocol::BUILD_ID);
    let engine = loa_web::engine::source::EngineSource::urls(&blob_worker(&source), "", "");
    let client = loa_web::engine::client::AiClient::new(&engine, move |e| sink.borrow_mut().push(e));
    (client, events)
}

/// A stand-in engine: "ready" late (requests sent before must be queued), then one info and
/// the answer `best` to each request. (The first message, the module to run, is not a request.)
fn fake_engine(best: &str) -> String {
    format!(
        "setTimeout(() => postMessage('ready'), 100);
         onmessage = (e) => {{
           const s = e.data.start;
           if (!s) return;
           postMessage({{ info: {{ id: s.id, depth: 3, score: '+0.10', score_value: 10, nodes: 99, time_ms: 1, pv: ['{best}'] }} }});
           postMessage({{ bestmove: {{ id: s.id, best: '{best}', info: null }} }});
         }};"
    )
}

#[wasm_bindgen_test]
async fn the_ai_client_queues_until_ready_and_reports_infos_and_the_move() {
    use loa_app::worker::Report;
    let (ai, events) = ai_client(&fake_engine("b1-b3"));
    let id = ai.start(&Position::new(Variant::Standard), 3, 7);
    assert!(ai.is_searching());
    until(&events, |e| e.len() >= 2).await;
    let events = events.borrow();
    assert!(matches!(&events[0], Report::Info(info) if info.id == id && info.depth == 3), "{events:?}");
    match &events[1] {
        Report::BestMove { id: got, best: Some(m), .. } => {
            assert_eq!(*got, id);
            assert_eq!(m.to_string(), "b1-b3");
        }
        other => panic!("{other:?}"),
    }
    assert!(!ai.is_searching());
    ai.shutdown();
}

#[wasm_bindgen_test]
async fn an_illegal_answer_is_refused() {
    use loa_app::worker::Report;
    let (ai, events) = ai_client(&fake_engine("b1-b4"));
    ai.start(&Position::new(Variant::Standard), 1, 0);
    until(&events, |e| e.iter().any(|e| matches!(e, Report::Failed { .. }))).await;
    assert!(
        events.borrow().iter().any(
            |e| matches!(e, Report::Failed { failure: EngineFailure::IllegalMove(m), retrying: false } if m == "b1-b4")
        ),
        "{:?}",
        events.borrow()
    );
    ai.shutdown();
}

#[wasm_bindgen_test]
async fn a_crashing_worker_is_restarted_a_few_times_then_reported() {
    use loa_app::worker::Report;
    let (ai, events) = ai_client("postMessage('ready'); onmessage = () => { throw new Error('boom'); };");
    ai.start(&Position::new(Variant::Standard), 1, 0);
    until(&events, |e| matches!(e.last(), Some(Report::Failed { retrying: false, .. }))).await;
    let events = events.borrow();
    let retries = events.iter().filter(|e| matches!(e, Report::Failed { retrying: true, .. })).count();
    assert!(retries >= 1, "{events:?}");
    assert!(
        matches!(events.last(), Some(Report::Failed { retrying: false, failure: EngineFailure::Crashed(Some(e)) }) if e.contains("boom")),
        "{events:?}"
    );
    assert!(!ai.is_searching());
    ai.shutdown();
}

#[wasm_bindgen_test]
async fn cancelling_drops_the_answer_of_the_cancelled_search() {
    use loa_app::worker::Report;
    let (ai, events) = ai_client(&fake_engine("b1-b3"));
    ai.start(&Position::new(Variant::Standard), 1, 0);
    ai.cancel();
    assert!(!ai.is_searching());
    sleep(400).await;
    assert!(events.borrow().iter().all(|e| !matches!(e, Report::BestMove { .. })), "{:?}", events.borrow());
    ai.shutdown();
}
