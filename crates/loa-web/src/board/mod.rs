//! The board component: a canvas with an accessible DOM grid over it, inside a container you
//! give it. You hand it a [`Position`], an orientation and which side the user may move; it
//! draws, animates, highlights legal destinations, takes clicks, taps, drags and keys, and tells
//! you the move the user made through a callback. It knows nothing of the page around it, of
//! storage or of the engine.
//!
//! ```ignore
//! let board = Board::new(&container, BoardOptions::default(), |m| game.play(m))?;
//! board.set_position(&pos, None);
//! board.set_movable(Movable::Both);
//! ```

pub mod grid;
mod input;
mod paint;
mod state;
pub mod view;

use std::cell::RefCell;
use std::rc::Rc;

use loa_core::{Move, Position, Square, Variant};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlElement, MediaQueryList};

use crate::dom::time::now_ms;
use crate::i18n::Lang;
use crate::i18n::Msg;
use grid::Grid;
use loa_app::board::anim::{self, Anim};
use loa_app::board::hand::Hand;
use loa_app::board::theme::BoardTheme;
use state::State;

/// The CSS the component needs (focus rings, layering); added once inside its own element, so it
/// works in a shadow root too.
pub const STYLE: &str = "
.loa-board{position:relative;width:100%;aspect-ratio:1/1;user-select:none;-webkit-user-select:none;
  -webkit-tap-highlight-color:transparent;touch-action:none;contain:layout paint}
.loa-board>canvas{position:absolute;inset:0;width:100%;height:100%;display:block;pointer-events:none;
  border-radius:3px;box-shadow:0 2px 8px rgba(0,0,0,.35)}
.loa-grid{position:absolute;inset:0;display:grid;grid-template-columns:repeat(8,1fr);
  grid-template-rows:repeat(8,1fr)}
.loa-grid[data-size=\"6\"]{grid-template-columns:repeat(6,1fr);grid-template-rows:repeat(6,1fr)}
.loa-row{display:contents}
.loa-cell{outline:none;cursor:default}
.loa-cell[data-movable],.loa-cell[data-dest]{cursor:pointer}
.loa-board.loa-dragging .loa-cell{cursor:grabbing}
.loa-cell:focus-visible{box-shadow:inset 0 0 0 3px #1e6fd9,inset 0 0 0 5px #fff;border-radius:2px}
.loa-announce{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;
  clip:rect(0 0 0 0);white-space:nowrap;border:0}
";

pub use loa_app::board::Movable;

/// Settings fixed when the board is made.
#[derive(Debug, Clone)]
pub struct BoardOptions {
    /// Letters and digits along the edges.
    pub coordinates: bool,
    /// Move animation length; 0 turns it off. It is off anyway under `prefers-reduced-motion`.
    pub animation_ms: f64,
    /// The grid's accessible name.
    pub label: String,
    /// The language of the squares' labels.
    pub lang: Lang,
}

/// The page's language ([`crate::i18n::lang`]) and its name for the board.
impl Default for BoardOptions {
    fn default() -> BoardOptions {
        let lang = crate::i18n::lang();
        BoardOptions {
            coordinates: true,
            animation_ms: anim::DURATION_MS,
            label: crate::i18n::messages(lang).tr(Msg::BoardLabel, &[]),
            lang,
        }
    }
}

/// The board component. Dropping it removes its elements and listeners.
pub struct Board {
    state: Rc<RefCell<State>>,
    listeners: input::Listeners,
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Board").finish_non_exhaustive()
    }
}

impl Board {
    /// Builds the board inside `container` (which decides its width; the board is square) and
    /// draws the start position. `on_move` receives each legal move the user makes; the board
    /// does not play it: call [`Board::set_position`] with the new position.
    ///
    /// # Errors
    /// When the document cannot create the elements or a 2D canvas context.
    pub fn new(
        container: &HtmlElement,
        options: BoardOptions,
        on_move: impl Fn(Move) + 'static,
    ) -> Result<Board, JsValue> {
        let doc = container.owner_document().ok_or_else(|| JsValue::from_str("container has no document"))?;
        let root: HtmlElement = doc.create_element("div")?.unchecked_into();
        root.set_class_name("loa-board");
        let style = doc.create_element("style")?;
        style.set_text_content(Some(STYLE));
        root.append_child(&style)?;
        let canvas: HtmlCanvasElement = doc.create_element("canvas")?.unchecked_into();
        canvas.set_attribute("aria-hidden", "true")?;
        root.append_child(&canvas)?;
        let ctx: CanvasRenderingContext2d =
            canvas.get_context("2d")?.ok_or_else(|| JsValue::from_str("no 2D canvas context"))?.unchecked_into();
        let grid = Grid::new(&doc, &options.label)?;
        root.append_child(&grid.root)?;
        let announcer: HtmlElement = doc.create_element("div")?.unchecked_into();
        announcer.set_class_name("loa-announce");
        announcer.set_attribute("aria-live", "polite")?;
        announcer.set_attribute("aria-atomic", "true")?;
        root.append_child(&announcer)?;
        container.append_child(&root)?;
        let reduced_motion =
            web_sys::window().and_then(|w| w.match_media("(prefers-reduced-motion: reduce)").ok().flatten());
        let focus = Square::from_coords(0, 0).unwrap_or(Square::A1);
        let state = Rc::new(RefCell::new(State {
            root,
            canvas,
            ctx,
            grid,
            announcer,
            reduced_motion,
            options,
            self_ref: std::rc::Weak::new(),
            hand: Hand::new(Position::new(Variant::Standard), Movable::None),
            flipped: false,
            arrow: None,
            connection: Vec::new(),
            focus,
            pointer: None,
            anim: None,
            size: 0.0,
            dpr: 1.0,
            painted: false,
            raf: None,
            theme: theme_of(Some(&doc)),
            on_move: Rc::new(on_move),
            on_square: None,
            on_refused: None,
            clicked: None,
            edit: None,
        }));
        state.borrow_mut().self_ref = Rc::downgrade(&state);
        let listeners = input::install(&state)?;
        {
            // Measured and drawn at the first animation frame (or the first resize), not here.
            let mut s = state.borrow_mut();
            let theme = s.theme;
            s.set_theme(theme);
        }
        Ok(Board { state, listeners })
    }

    /// Shows `pos`. With `animate`, that move slides into place (a move back may be given
    /// reversed: origin and destination swapped). The selection is kept if its piece can still
    /// move, so a computer move arriving mid-selection does not drop it needlessly.
    pub fn set_position(&self, pos: &Position, animate: Option<Move>) {
        let mut s = self.state.borrow_mut();
        let old = s.hand.position().clone();
        if !pos.variant().board_mask().contains(s.focus) {
            // A smaller board: the keyboard focus moves back onto it.
            s.focus = Square::A1;
        }
        s.anim = None;
        let dropped = s.hand.take_dropped();
        if let Some(m) = animate.filter(|m| Some(*m) != dropped && !m.is_pass()) {
            let duration = if s.reduced_motion.as_ref().is_some_and(MediaQueryList::matches) {
                0.0
            } else {
                s.options.animation_ms
            };
            if let Some(color) = pos.piece_at(m.to()) {
                let captured = old.piece_at(m.to()).filter(|c| *c != color);
                s.anim = Anim::new(m, color, captured, now_ms() as f64, duration);
            }
        }
        let premove = s.hand.set_position(pos.clone());
        if s.hand.pressed().is_none() {
            s.pointer = None;
        }
        // The next frame draws, and keeps drawing while the move slides.
        s.render();
        if let Some(m) = premove {
            // Played from a fresh task: the caller is usually inside its own move handler.
            s.emit_later(m);
        }
    }

    /// Draws `setup` instead of the position (any pieces, even an illegal board: the position
    /// editor's), or the position again with `None`. Nothing can be picked up meanwhile.
    pub fn show_setup(&self, setup: Option<loa_core::Setup>) {
        let mut s = self.state.borrow_mut();
        s.edit = setup;
        if let Some(setup) = setup {
            let variant = if setup.size == Variant::SixBySix.size() { Variant::SixBySix } else { Variant::Standard };
            if !variant.board_mask().contains(s.focus) {
                s.focus = Square::A1;
            }
            s.hand.set_movable(Movable::None);
        }
        s.render();
    }

    /// Sends every click, tap, Enter or Space on a square to `f` instead of picking up pieces
    /// (the position editor).
    pub fn on_square(&self, f: impl Fn(Square) + 'static) {
        self.state.borrow_mut().on_square = Some(Rc::new(f));
    }

    /// Sends each try to put the selected piece where it cannot go to `f` (an exercise says why).
    pub fn on_refused(&self, f: impl Fn(Move) + 'static) {
        self.state.borrow_mut().on_refused = Some(Rc::new(f));
    }

    /// Draws `m` as an arrow over the board (`None` removes it); the board element's
    /// `data-arrow` attribute holds it in notation.
    pub fn set_arrow(&self, m: Option<Move>) {
        let mut s = self.state.borrow_mut();
        let m = m.filter(|m| !m.is_pass());
        if s.arrow == m {
            return;
        }
        s.arrow = m;
        let _ = match m {
            Some(m) => s.root.set_attribute("data-arrow", &m.to_string()),
            None => s.root.remove_attribute("data-arrow"),
        };
        s.render();
    }

    /// Draws lines through the group that connected at the game's end, one per pair of
    /// neighbouring squares in `links` (none: no lines); the board element's `data-connection`
    /// attribute lists the squares linked (`b2-c2 c2-c3`).
    pub fn set_connection(&self, links: &[(Square, Square)]) {
        let mut s = self.state.borrow_mut();
        if s.connection == links {
            return;
        }
        s.connection = links.to_vec();
        let _ = if links.is_empty() {
            s.root.remove_attribute("data-connection")
        } else {
            let text: Vec<String> = links.iter().map(|(a, b)| format!("{a}-{b}")).collect();
            s.root.set_attribute("data-connection", &text.join(" "))
        };
        s.render();
    }

    /// The queued premove, if any.
    #[must_use]
    pub fn premove(&self) -> Option<(Square, Square)> {
        self.state.borrow().hand.premove()
    }

    /// The position shown.
    #[must_use]
    pub fn position(&self) -> Position {
        self.state.borrow().hand.position().clone()
    }

    /// Which pieces the user may move.
    pub fn set_movable(&self, movable: Movable) {
        let mut s = self.state.borrow_mut();
        s.hand.set_movable(movable);
        s.render();
    }

    /// The top rank (8, or 6 on the 6×6 board) at the bottom when `flipped`.
    pub fn set_flipped(&self, flipped: bool) {
        let mut s = self.state.borrow_mut();
        if s.flipped != flipped {
            s.flipped = flipped;
            s.render();
            // A keyboard player keeps the focus on the same square, now elsewhere on screen.
            let doc = s.root.owner_document();
            let active = doc.and_then(|d| d.active_element());
            if active.is_some_and(|a| s.grid.root.contains(Some(&a))) {
                if let Some(cell) = s.grid.cell(s.focus, flipped) {
                    let _ = cell.focus();
                }
            }
        }
    }

    #[must_use]
    pub fn flipped(&self) -> bool {
        self.state.borrow().flipped
    }

    /// Selects the piece on `sq` (if the user may move it) or clears the selection.
    pub fn select(&self, sq: Option<Square>) {
        let mut s = self.state.borrow_mut();
        s.hand.select(sq);
        s.render();
    }

    #[must_use]
    pub fn selected(&self) -> Option<Square> {
        self.state.borrow().hand.selected()
    }

    /// The highlighted destinations of the selected piece, with whether each is a capture.
    #[must_use]
    pub fn destinations(&self) -> Vec<(Square, bool)> {
        self.state.borrow().hand.dests().to_vec()
    }

    /// Says `text` to screen readers (an `aria-live="polite"` region inside the board).
    pub fn announce(&self, text: &str) {
        self.state.borrow().say(text);
    }

    /// The board's root element (holds the canvas, the grid and the live region).
    #[must_use]
    pub fn element(&self) -> HtmlElement {
        self.state.borrow().root.clone()
    }

    #[must_use]
    pub fn canvas(&self) -> HtmlCanvasElement {
        self.state.borrow().canvas.clone()
    }

    /// Speaks `lang`: the squares' labels, and the grid's name when it is the default one.
    pub fn set_lang(&self, lang: Lang) {
        let mut s = self.state.borrow_mut();
        if s.options.lang == lang {
            return;
        }
        let default_label = crate::i18n::messages(s.options.lang).tr(Msg::BoardLabel, &[]);
        if s.options.label == default_label {
            s.options.label = crate::i18n::messages(lang).tr(Msg::BoardLabel, &[]);
            let _ = s.grid.root.set_attribute("aria-label", &s.options.label);
        }
        s.options.lang = lang;
        s.render();
    }

    /// Paints with `theme` (a board follows the page's `<html data-board-theme>` by itself).
    pub fn set_theme(&self, theme: BoardTheme) {
        self.state.borrow_mut().set_theme(theme);
    }

    /// Measures the container again and redraws (the board does this itself on resize and on a
    /// change of device pixel ratio).
    pub fn refresh(&self) {
        let mut s = self.state.borrow_mut();
        s.render_now();
    }
}

/// The board theme the page asks for (`<html data-board-theme>`), the default one otherwise.
#[must_use]
pub(super) fn theme_of(doc: Option<&web_sys::Document>) -> BoardTheme {
    doc.and_then(web_sys::Document::document_element)
        .and_then(|html| html.get_attribute("data-board-theme"))
        .and_then(|name| BoardTheme::from_name(&name))
        .unwrap_or_default()
}

impl Drop for Board {
    fn drop(&mut self) {
        self.listeners.remove();
        if let Ok(s) = self.state.try_borrow() {
            if let (Some(id), Some(w)) = (s.raf, web_sys::window()) {
                let _ = w.cancel_animation_frame(id);
            }
            s.root.remove();
        }
    }
}
