//! The page's start: its words first, then the page built in tasks of a few milliseconds each
//! (the board aside, the app over it, the game shown, the controls and the board put in place
//! over its picture), each a message to itself so the browser paints and answers in between.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlElement, Window};

use super::analysis::panel::Analysis;
use super::elements::Elements;
use super::move_list::MoveList;
use super::{address, clock_view, controls, crash, hint_button, language, library, new_game, review, sound, App, APP};
use crate::board::{Board, BoardOptions};
use crate::dom::find::by_id;
use crate::engine::client::js_error_text;
use crate::engine::computer::Computer;
use crate::engine::source::EngineSource;
use crate::i18n::tr;
use crate::i18n::Msg;
use loa_app::session::{Session, Style};

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(text: &str);
}

/// Starts the page. Errors end up on the page and in the console, never as a panic.
pub fn start() {
    crash::install();
    // The reader's language first (fetched if it is not built in), so the page never shows
    // words in another.
    match web_sys::window() {
        Some(window) => {
            // English when the chosen language's words cannot be had.
            let lang = crate::i18n::document::choose(&window);
            let english = window.clone();
            crate::i18n::document::load(&window, lang, move |ok| {
                if ok || lang == crate::i18n::Lang::En {
                    start_now();
                } else {
                    crate::i18n::document::load(&english, crate::i18n::Lang::En, |_| start_now());
                }
            });
        }
        None => start_now(),
    }
}

/// Starts the page in a task of its own (not in the one that read its words).
fn start_now() {
    then(mount);
}

/// The start failed: said on the page and in the console.
fn failed(e: &JsValue) {
    let text = tr(Msg::StartFailed, &[("error", js_error_text(e).into())]);
    console_error(&text);
    if let Some(status) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id("status")) {
        status.set_text_content(Some(&text));
    }
}

/// Runs `step` in a task of its own, so the browser may paint and answer input in between: the
/// page's start is cut into tasks of a few milliseconds each (on a slow phone, a task over 50 ms
/// blocks the page). A step that fails ends the start as [`failed`] says. The task is a message
/// to itself (a `MessageChannel`), not a timer: a page on a paused test clock still starts.
fn then(step: impl FnOnce() -> Result<(), JsValue> + 'static) {
    // One closure type for every step (boxed), so the glue is made once.
    let step: Box<dyn FnOnce() -> Result<(), JsValue>> = Box::new(step);
    let Ok(channel) = web_sys::MessageChannel::new() else { return failed(&"no MessageChannel".into()) };
    let callback = Closure::once_into_js(move || {
        if let Err(e) = step() {
            failed(&e);
        }
    });
    channel.port1().set_onmessage(Some(callback.unchecked_ref()));
    if let Err(e) = channel.port2().post_message(&JsValue::NULL) {
        failed(&e);
    }
}

/// What the start's first task found, for the next ones: the page, the game it opens on.
struct Opening {
    window: Window,
    doc: Document,
    store: Option<library::storage::Store>,
    arrival: address::Arrival,
    /// The address asked for the analysis board.
    analyse: bool,
    messages: Vec<String>,
}

/// The page's start, in five tasks: the words and the game to open; the board, built aside; the
/// app over it; the game shown (saved, the computer asked if it is its turn); the controls, and
/// the board put in place over its picture (which shows the position until then,
/// `www/board-picture.js`), so the board answers as soon as it is seen.
fn mount() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let doc = window.document().ok_or("no document")?;
    language::arrive(&window, &doc);
    let store = library::storage::Store::open(&window);
    // Read before the arrival drops the game (and this) from the address.
    let analyse = address::wants_analysis(&window);
    let arrival = address::initial_game(&window, store.as_ref());
    let mut messages = Vec::new();
    if library::storage::blocked(&window) {
        messages.push(tr(Msg::StorageBlocked, &[]));
    }
    let opening = Opening { window, doc, store, arrival, analyse, messages };
    then(move || build_board(opening));
    Ok(())
}

/// The board, in an element of its own that is not yet in the page.
fn build_board(opening: Opening) -> Result<(), JsValue> {
    let slot: Rc<RefCell<Weak<RefCell<App>>>> = Rc::new(RefCell::new(Weak::new()));
    let board_slot = slot.clone();
    let aside: HtmlElement = opening.doc.create_element("div")?.unchecked_into();
    let board = Board::new(&aside, BoardOptions::default(), move |m| {
        let app = board_slot.borrow().upgrade();
        if let Some(app) = app {
            App::human_move(&app, m);
        }
    })?;
    then(move || build_app(opening, board, slot));
    Ok(())
}

/// The app over the board, then (in tasks of their own) the game shown and the controls.
fn build_app(opening: Opening, board: Board, slot: Rc<RefCell<Weak<RefCell<App>>>>) -> Result<(), JsValue> {
    let Opening { window, doc, store, arrival, analyse, messages } = opening;
    let address::Arrival { game, flipped, kept, notices, analysis: kept_analysis } = arrival;
    let els = Elements::find(&doc)?;
    let host: HtmlElement = by_id(&doc, "board")?;
    let show_info = library::storage::show_info(&window);
    els.show_info.set_checked(show_info);
    let sound = sound::Sound::new(&window);
    els.sound.set_checked(sound.enabled());
    new_game::fill_levels(&doc, &els.level)?;
    new_game::fill_time_controls(&doc, &els.time_control)?;

    let analysis_slot = slot.clone();
    let engine = EngineSource::page(&doc)?;
    let analysis = Analysis::new(&doc, &engine, move |worker, event| {
        let app = analysis_slot.borrow().upgrade();
        if let Some(app) = app {
            app.borrow_mut().on_analysis(worker, event);
        }
    })?;
    let app = Rc::new_cyclic(|weak: &Weak<RefCell<App>>| {
        let answer = weak.clone();
        let computer = Computer::new(&engine, move |event| {
            if let Some(app) = answer.upgrade() {
                app.borrow_mut().on_computer(event);
            }
        });
        RefCell::new(App {
            window: window.clone(),
            doc: doc.clone(),
            els,
            board,
            computer,
            engine,
            session: Session::new(game, Style::Game, (js_sys::Math::random() * f64::from(u32::MAX)) as u64),
            show_info,
            sound,
            moves: MoveList::default(),
            review: review::Review::new(&doc),
            analysis,
            editor: None,
            hint: hint_button::Hint::default(),
            store,
            kept,
            offer: None,
            ticker: clock_view::Ticker::default(),
            pictured: String::new(),
            self_ref: weak.clone(),
        })
    });
    *slot.borrow_mut() = Rc::downgrade(&app);
    {
        let mut a = app.borrow_mut();
        a.computer.warm_up();
        a.hint.plies = hint_button::stored_plies(&a.window, a.session.line());
        for m in messages {
            a.show_message(&m);
        }
        for n in notices {
            a.show_notice(n);
        }
        let _ = a.session.set_flipped(flipped);
        let _ = a.session.restore_analysis(kept_analysis);
        let me = a.kept.me;
        a.session.set_viewer(me);
    }
    then(move || {
        let mut a = app.borrow_mut();
        let fx = a.session.begin_at(clock_view::now_ms());
        a.perform(fx);
        if analyse {
            a.open_analysis();
        }
        drop(a);
        then(move || {
            controls::bind(&app)?;
            // Over the picture (later in the box, so drawn above it); the board sizes and draws
            // itself as it arrives.
            host.append_child(&app.borrow().board.element())?;
            APP.with(|slot| *slot.borrow_mut() = Some(app));
            Ok(())
        });
        Ok(())
    });
    Ok(())
}
