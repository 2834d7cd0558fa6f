//! The page's start: its words first, then the page built in tasks of a few milliseconds each
//! (the board aside, the model and the app over it, the game shown, the controls and the board
//! put in place over its picture), each a message to itself so the browser paints and answers in
//! between.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, HtmlElement, Window};

use super::elements::Elements;
use super::move_list::MoveList;
use super::{act, address, controls, crash, language, new_game, sound, storage, App, APP};
use crate::board::{Board, BoardOptions};
use crate::dom::find::by_id;
use crate::dom::time::now_ms;
use crate::engine::client::js_error_text;
use crate::engine::pool::Workers;
use crate::engine::source::EngineSource;
use loa_app::page::{Opening, Page};
use loa_app::worker::Worker;

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
                    then(mount);
                } else {
                    crate::i18n::document::load(&english, crate::i18n::Lang::En, |_| then(mount));
                }
            });
        }
        None => then(mount),
    }
}

/// The start failed: said on the page and in the console.
fn failed(e: &JsValue) {
    let text = loa_app::page::start_failed(&js_error_text(e)).say();
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

/// The page and its words.
fn mount() -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let doc = window.document().ok_or("no document")?;
    language::arrive(&window, &doc);
    then(move || build_board(window, doc));
    Ok(())
}

/// The board, in an element of its own that is not yet in the page.
fn build_board(window: Window, doc: Document) -> Result<(), JsValue> {
    let slot: Rc<RefCell<Weak<RefCell<App>>>> = Rc::new(RefCell::new(Weak::new()));
    let board_slot = slot.clone();
    let aside: HtmlElement = doc.create_element("div")?.unchecked_into();
    let board = Board::new(&aside, BoardOptions::default(), move |m| {
        let app = board_slot.borrow().upgrade();
        if let Some(app) = app {
            act(&app, |page, now| page.play(m, now));
        }
    })?;
    then(move || build_app(window, doc, board, slot));
    Ok(())
}

/// The model over the game the page opens on, the app over the board, then (in tasks of their
/// own) the game shown and the controls.
fn build_app(
    window: Window,
    doc: Document,
    board: Board,
    slot: Rc<RefCell<Weak<RefCell<App>>>>,
) -> Result<(), JsValue> {
    let els = Elements::find(&doc)?;
    let host: HtmlElement = by_id(&doc, "board")?;
    let show_info = storage::show_info(&window);
    els.show_info.set_checked(show_info);
    let sound = sound::Sound::new(&window);
    els.sound.set_checked(sound.enabled());
    new_game::fill_menus(&doc, &els)?;
    let engine = EngineSource::page(&doc)?;
    let opening = Opening {
        store: storage::store(&window),
        blocked: storage::blocked(&window),
        query: address::query_pairs(&window),
        base: address::base(&window),
        cores: window.navigator().hardware_concurrency() as u32,
        seed: (js_sys::Math::random() * 4_294_967_296.0) as u64 ^ now_ms(),
    };
    let (mut page, opened) = Page::open(opening, now_ms());
    let _ = page.set_show_info(show_info);
    let app = Rc::new_cyclic(|weak: &Weak<RefCell<App>>| {
        let answer = weak.clone();
        let mut workers = Workers::new(&engine, move |worker, report| {
            if let Some(app) = answer.upgrade() {
                act(&app, |page, now| page.engine(worker, report, now));
            }
        });
        // The computer's worker loads while the player thinks.
        workers.warm_up(Worker::Computer);
        RefCell::new(App {
            window: window.clone(),
            doc: doc.clone(),
            els,
            board,
            page,
            workers,
            sound,
            moves: MoveList::default(),
            editor_board: None,
            wake: None,
            pictured: String::new(),
            review_graph: None,
            review_frame: false,
            review_drawn_at: 0,
            undo_delete: None,
            self_ref: weak.clone(),
        })
    });
    *slot.borrow_mut() = Rc::downgrade(&app);
    then(move || {
        let later = app.borrow_mut().perform(opened);
        later.run();
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
