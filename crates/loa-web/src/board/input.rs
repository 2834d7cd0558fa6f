//! Input on the board: pointer (mouse, pen, touch: click-click, tap-tap, drag and drop) and
//! keyboard (arrows move the focus, Enter/Space pick up and drop, Escape lets go, `d` reads the
//! focused piece's destinations and `l` the last move aloud), plus the
//! observers that keep the canvas sized to its element and to the device pixel ratio.

use std::cell::RefCell;
use std::rc::{Rc, Weak};

use loa_core::{Move, Square};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{
    AddEventListenerOptions, Event, FocusEvent, HtmlElement, KeyboardEvent, MutationObserver, MutationObserverInit,
    PointerEvent, ResizeObserver,
};

use super::state::{Pointer, State};
use crate::dom::Listener;
use loa_app::board::geometry::{self, Step};
use loa_app::board::readout;

/// Pixels a pressed piece must travel before the press becomes a drag.
const DRAG_THRESHOLD: f64 = 4.0;

type ResizeHandler = Closure<dyn FnMut(js_sys::Array)>;

/// The closures and observers the board installed; kept alive with it.
pub struct Listeners {
    handlers: Vec<Listener>,
    resize: Option<(ResizeObserver, ResizeHandler)>,
    theme: Option<(MutationObserver, ResizeHandler)>,
}

impl Listeners {
    /// Detaches everything (the board is going away).
    pub fn remove(&mut self) {
        self.handlers.clear();
        if let Some((observer, _)) = self.resize.take() {
            observer.disconnect();
        }
        if let Some((observer, _)) = self.theme.take() {
            observer.disconnect();
        }
    }
}

/// What an event handler decided, acted on after the state's borrow has ended (the move
/// handler will usually call back into the board).
fn emit(shared: &Rc<RefCell<State>>, m: Option<Move>) {
    let clicked = shared.try_borrow_mut().ok().and_then(|mut s| s.clicked.take());
    if let Some(sq) = clicked {
        let handler = shared.borrow().on_square.clone();
        if let Some(handler) = handler {
            handler(sq);
        }
    }
    let refused = shared.try_borrow_mut().ok().and_then(|mut s| s.hand.take_refused());
    if let Some(tried) = refused {
        let handler = shared.borrow().on_refused.clone();
        if let Some(handler) = handler {
            handler(tried);
        }
    }
    let Some(m) = m else { return };
    let handler = shared.borrow().on_move.clone();
    handler(m);
}

/// Runs `f` on the state unless it is borrowed already (a re-entrant event) or gone.
fn with_state<R>(weak: &Weak<RefCell<State>>, f: impl FnOnce(&mut State) -> R) -> Option<(Rc<RefCell<State>>, R)> {
    let shared = weak.upgrade()?;
    let r = {
        let mut s = shared.try_borrow_mut().ok()?;
        f(&mut s)
    };
    Some((shared, r))
}

pub fn install(shared: &Rc<RefCell<State>>) -> Result<Listeners, JsValue> {
    let (target, root) = {
        let s = shared.borrow();
        (s.grid.root.clone(), s.root.clone())
    };
    let mut handlers = Vec::new();
    let mut on = |name: &'static str, f: Box<dyn FnMut(Event)>| -> Result<(), JsValue> {
        handlers.push(Listener::new(&target, name, f)?);
        Ok(())
    };

    let weak = Rc::downgrade(shared);
    on(
        "pointerdown",
        Box::new(move |e: Event| {
            let Ok(e) = e.dyn_into::<PointerEvent>() else { return };
            if e.button() != 0 || !e.is_primary() {
                return;
            }
            if let Some((shared, m)) = with_state(&weak, |s| s.pointer_down(&e)) {
                emit(&shared, m);
            }
        }),
    )?;
    let weak = Rc::downgrade(shared);
    on(
        "pointermove",
        Box::new(move |e: Event| {
            let Ok(e) = e.dyn_into::<PointerEvent>() else { return };
            let _ = with_state(&weak, |s| s.pointer_move(&e));
        }),
    )?;
    let weak = Rc::downgrade(shared);
    on(
        "pointerup",
        Box::new(move |e: Event| {
            let Ok(e) = e.dyn_into::<PointerEvent>() else { return };
            if let Some((shared, m)) = with_state(&weak, |s| s.pointer_up(&e)) {
                emit(&shared, m);
            }
        }),
    )?;
    let weak = Rc::downgrade(shared);
    on(
        "pointercancel",
        Box::new(move |_e: Event| {
            let _ = with_state(&weak, |s| {
                s.hand.cancel_press();
                s.pointer = None;
                s.render();
            });
        }),
    )?;
    let weak = Rc::downgrade(shared);
    on(
        "keydown",
        Box::new(move |e: Event| {
            let Ok(e) = e.dyn_into::<KeyboardEvent>() else { return };
            if let Some((shared, m)) = with_state(&weak, |s| s.key_down(&e)) {
                emit(&shared, m);
            }
        }),
    )?;
    let weak = Rc::downgrade(shared);
    on(
        "focusin",
        Box::new(move |e: Event| {
            let Ok(e) = e.dyn_into::<FocusEvent>() else { return };
            let square = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.get_attribute("data-square"))
                .and_then(|name| name.parse::<Square>().ok());
            if let Some(sq) = square {
                let _ = with_state(&weak, |s| {
                    if s.focus != sq {
                        s.focus = sq;
                        s.render();
                    }
                });
            }
        }),
    )?;
    // The context menu would interrupt a long-press drag on touch screens.
    on("contextmenu", Box::new(|e: Event| e.prevent_default()))?;

    let weak = Rc::downgrade(shared);
    let on_resize = Closure::<dyn FnMut(js_sys::Array)>::new(move |_entries: js_sys::Array| {
        let _ = with_state(&weak, |s| {
            s.render_now();
        });
    });
    let resize = match ResizeObserver::new(on_resize.as_ref().unchecked_ref()) {
        Ok(observer) => {
            observer.observe(&root);
            Some((observer, on_resize))
        }
        Err(_) => None,
    };
    watch_pixel_ratio(Rc::downgrade(shared));
    let theme = watch_theme(Rc::downgrade(shared), &root);
    Ok(Listeners { handlers, resize, theme })
}

/// Follows the page's board theme: repaints when `<html data-board-theme>` changes.
fn watch_theme(weak: Weak<RefCell<State>>, root: &HtmlElement) -> Option<(MutationObserver, ResizeHandler)> {
    let doc = root.owner_document()?;
    let html = doc.document_element()?;
    let on_change = Closure::<dyn FnMut(js_sys::Array)>::new(move |_records: js_sys::Array| {
        let theme = super::theme_of(Some(&doc));
        let _ = with_state(&weak, |s| s.set_theme(theme));
    });
    let observer = MutationObserver::new(on_change.as_ref().unchecked_ref()).ok()?;
    let options = MutationObserverInit::new();
    options.set_attributes(true);
    options.set_attribute_filter(&js_sys::Array::of1(&JsValue::from_str("data-board-theme")));
    observer.observe_with_options(&html, &options).ok()?;
    Some((observer, on_change))
}

/// Redraws when the device pixel ratio changes (zoom, moving to another screen): a one-shot
/// listener on `(resolution: <current>dppx)` that re-arms itself for the new ratio.
fn watch_pixel_ratio(weak: Weak<RefCell<State>>) {
    let Some(window) = web_sys::window() else { return };
    // The ratio written by JavaScript (the shortest text that reads back as the same number, as
    // the media query compares it): Rust's float formatting would add its code to the module.
    let dpr = js_sys::Number::from(window.device_pixel_ratio()).to_string_with_radix(10).map(String::from);
    let Ok(dpr) = dpr else { return };
    let Ok(Some(query)) = window.match_media(&format!("(resolution: {dpr}dppx)")) else { return };
    let callback = Closure::once_into_js(move |_e: Event| {
        if with_state(&weak, |s| {
            s.render_now();
        })
        .is_some()
        {
            watch_pixel_ratio(weak);
        }
    });
    let options = AddEventListenerOptions::new();
    options.set_once(true);
    let _ = query.add_event_listener_with_callback_and_add_event_listener_options(
        "change",
        callback.unchecked_ref(),
        &options,
    );
}

impl State {
    /// The pointer position in board CSS pixels.
    fn local(&mut self, e: &PointerEvent) -> (f64, f64) {
        if self.size <= 0.0 {
            // A press before the board's first frame: it is measured now (and drawn at that frame).
            self.resize();
            self.render();
        }
        let rect = self.root.get_bounding_client_rect();
        (f64::from(e.client_x()) - rect.left(), f64::from(e.client_y()) - rect.top())
    }

    fn pointer_down(&mut self, e: &PointerEvent) -> Option<Move> {
        // No focus ring, text selection or focus theft from a click: the page's ← → keep
        // browsing moves. Keyboard users reach the squares with Tab.
        e.prevent_default();
        let (x, y) = self.local(e);
        let sq = self.square_at_point(x, y)?;
        if self.on_square.is_some() {
            self.focus = sq;
            self.clicked = Some(sq);
            return None;
        }
        let m = self.hand.press(sq);
        self.pointer = None;
        if self.hand.pressed().is_some() {
            self.pointer = Some(Pointer { id: e.pointer_id(), start: (x, y), at: (x, y) });
            let _ = self.grid.root.set_pointer_capture(e.pointer_id());
        }
        self.render();
        m
    }

    fn pointer_move(&mut self, e: &PointerEvent) {
        let Some(mut p) = self.pointer.filter(|p| p.id == e.pointer_id()) else { return };
        let Some(press) = self.hand.pressed() else { return };
        p.at = self.local(e);
        self.pointer = Some(p);
        let (dx, dy) = (p.at.0 - p.start.0, p.at.1 - p.start.1);
        if !press.dragging && dx.hypot(dy) >= DRAG_THRESHOLD {
            self.hand.start_drag();
        }
        if self.hand.pressed().is_some_and(|p| p.dragging) {
            self.render();
        }
    }

    fn pointer_up(&mut self, e: &PointerEvent) -> Option<Move> {
        self.pointer.filter(|p| p.id == e.pointer_id())?;
        self.pointer = None;
        let _ = self.grid.root.release_pointer_capture(e.pointer_id());
        let (x, y) = self.local(e);
        let played = self.hand.release(self.square_at_point(x, y));
        self.render();
        played
    }

    fn key_down(&mut self, e: &KeyboardEvent) -> Option<Move> {
        let key = e.key();
        if let Some(step) = Step::of_key(&key) {
            e.prevent_default();
            e.stop_propagation();
            if let Some(sq) = geometry::step(self.focus, step, self.flipped, self.files()) {
                self.focus = sq;
                self.render();
                if let Some(cell) = self.grid.cell(sq, self.flipped) {
                    let _ = cell.focus();
                }
            }
            return None;
        }
        match key.as_str() {
            "Enter" | " " => {
                e.prevent_default();
                e.stop_propagation();
                let m = self.activate(self.focus);
                self.render();
                m
            }
            // Read aloud: where the focused piece may go, and the last move.
            "d" | "D" | "l" | "L" if !(e.ctrl_key() || e.meta_key() || e.alt_key()) => {
                e.prevent_default();
                e.stop_propagation();
                let m = crate::i18n::messages(self.options.lang);
                let text = if key.eq_ignore_ascii_case("d") {
                    readout::destinations(&m, self.hand.position(), self.focus)
                } else {
                    readout::last_move(&m, self.hand.position())
                };
                self.say(&text);
                None
            }
            "Escape" if self.hand.selected().is_some() => {
                e.prevent_default();
                e.stop_propagation();
                self.hand.escape();
                self.render();
                None
            }
            _ => None,
        }
    }

    /// A click, tap or Enter on `sq` without dragging: move there, pick up, switch or let go.
    pub(super) fn activate(&mut self, sq: Square) -> Option<Move> {
        if self.on_square.is_some() {
            self.clicked = Some(sq);
            return None;
        }
        self.hand.activate(sq)
    }
}
