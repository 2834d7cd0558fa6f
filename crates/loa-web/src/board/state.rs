//! The board's state: its elements, what it shows and what the user holds ([`Hand`]: the
//! selection, a press or drag, the premove, decided in loa-app). The input handlers and the
//! painter work on it.

use std::cell::RefCell;
use std::rc::Rc;

use loa_core::{Move, Square};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlElement, MediaQueryList};

use super::grid::Grid;
use super::BoardOptions;
use loa_app::board::anim::Anim;
use loa_app::board::hand::Hand;

/// The pointer of a press on a piece ([`Hand::pressed`]), which becomes a drag once it travels a
/// few pixels.
#[derive(Debug, Clone, Copy)]
pub(super) struct Pointer {
    pub(super) id: i32,
    pub(super) start: (f64, f64),
    /// Pointer position in board CSS pixels.
    pub(super) at: (f64, f64),
}

pub(super) type MoveHandler = Rc<dyn Fn(Move)>;

pub(super) struct State {
    pub(super) root: HtmlElement,
    pub(super) canvas: HtmlCanvasElement,
    pub(super) ctx: CanvasRenderingContext2d,
    pub(super) grid: Grid,
    pub(super) announcer: HtmlElement,
    pub(super) reduced_motion: Option<MediaQueryList>,
    pub(super) options: BoardOptions,
    /// Set once the board is built: lets `set_position` play a premove from a later task.
    pub(super) self_ref: std::rc::Weak<RefCell<State>>,
    /// The position shown, and what the user holds.
    pub(super) hand: Hand,
    pub(super) flipped: bool,
    /// A suggested move drawn as an arrow (the analysis's best move, a hint).
    pub(super) arrow: Option<Move>,
    /// The group that connected at the game's end: the links drawn between its pieces.
    pub(super) connection: Vec<(Square, Square)>,
    pub(super) focus: Square,
    /// The pressing pointer, while [`Hand::pressed`].
    pub(super) pointer: Option<Pointer>,
    pub(super) anim: Option<Anim>,
    /// CSS pixels and device pixel ratio the canvas was last sized for.
    pub(super) size: f64,
    pub(super) dpr: f64,
    pub(super) painted: bool,
    pub(super) raf: Option<i32>,
    /// The colours in use.
    pub(super) theme: loa_app::board::theme::BoardTheme,
    pub(super) on_move: MoveHandler,
    /// Set by [`super::Board::on_square`]: clicks and Enter on squares go there instead.
    pub(super) on_square: Option<Rc<dyn Fn(Square)>>,
    /// Set by [`super::Board::on_refused`]: a piece put where it cannot go.
    pub(super) on_refused: Option<Rc<dyn Fn(Move)>>,
    /// A square clicked for `on_square`, handed over once the state's borrow has ended.
    pub(super) clicked: Option<Square>,
    /// A board being edited, drawn instead of the position (see [`super::Board::show_setup`]).
    pub(super) edit: Option<loa_core::Setup>,
}

impl State {
    /// Paints with `theme` from now on; the root's `data-board-theme` names it.
    pub(super) fn set_theme(&mut self, theme: loa_app::board::theme::BoardTheme) {
        if self.theme == theme && self.root.has_attribute("data-board-theme") {
            return;
        }
        self.theme = theme;
        let _ = self.root.set_attribute("data-board-theme", theme.name());
        self.render();
    }

    /// Says `text` to screen readers through the board's live region.
    pub(super) fn say(&self, text: &str) {
        // Clearing first makes a repeated text be read again.
        self.announcer.set_text_content(None);
        self.announcer.set_text_content(Some(text));
    }

    /// Hands `m` to the move handler from a new task.
    pub(super) fn emit_later(&self, m: Move) {
        let weak = self.self_ref.clone();
        let callback = Closure::once_into_js(move || {
            let Some(shared) = weak.upgrade() else { return };
            let handler = shared.borrow().on_move.clone();
            handler(m);
        });
        if let Some(w) = web_sys::window() {
            let _ = w.set_timeout_with_callback_and_timeout_and_arguments_0(callback.unchecked_ref(), 0);
        }
    }
}
