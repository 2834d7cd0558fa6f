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

pub mod anim;
pub mod grid;
mod input;
pub mod view;

use std::cell::RefCell;
use std::rc::Rc;

use loa_core::{Color, Move, Position, Square, Variant};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlElement, MediaQueryList};

use anim::Anim;
use grid::{Grid, GridScene};
use view::{Floating, Scene};

/// The CSS the component needs (focus rings, layering); added once inside its own element, so it
/// works in a shadow root too.
pub const STYLE: &str = "
.loa-board{position:relative;width:100%;aspect-ratio:1/1;user-select:none;-webkit-user-select:none;
  -webkit-tap-highlight-color:transparent;touch-action:none;contain:layout paint}
.loa-board>canvas{position:absolute;inset:0;width:100%;height:100%;display:block;pointer-events:none;
  border-radius:3px;box-shadow:0 2px 8px rgba(0,0,0,.35)}
.loa-grid{position:absolute;inset:0;display:grid;grid-template-columns:repeat(8,1fr);
  grid-template-rows:repeat(8,1fr)}
.loa-row{display:contents}
.loa-cell{outline:none;cursor:default}
.loa-cell[data-movable],.loa-cell[data-dest]{cursor:pointer}
.loa-board.loa-dragging .loa-cell{cursor:grabbing}
.loa-cell:focus-visible{box-shadow:inset 0 0 0 3px #1e6fd9;border-radius:2px}
.loa-announce{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;
  clip:rect(0 0 0 0);white-space:nowrap;border:0}
";

/// Which pieces the user may pick up (only ever those of the side to move).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Movable {
    /// View only.
    None,
    /// Only this side, when it is to move (playing against the computer).
    Side(Color),
    /// Whoever is to move (two players on one device).
    Both,
}

/// Settings fixed when the board is made.
#[derive(Debug, Clone)]
pub struct BoardOptions {
    /// Letters and digits along the edges.
    pub coordinates: bool,
    /// Move animation length; 0 turns it off. It is off anyway under `prefers-reduced-motion`.
    pub animation_ms: f64,
    /// The grid's accessible name.
    pub label: String,
}

impl Default for BoardOptions {
    fn default() -> BoardOptions {
        BoardOptions { coordinates: true, animation_ms: anim::DURATION_MS, label: "Lines of Action board".to_owned() }
    }
}

/// A pointer press on a piece, which becomes a drag once it moves a few pixels.
#[derive(Debug, Clone, Copy)]
struct Drag {
    from: Square,
    pointer_id: i32,
    start: (f64, f64),
    /// Pointer position in board CSS pixels.
    at: (f64, f64),
    started: bool,
    /// The piece was already selected: a click without dragging deselects it.
    was_selected: bool,
}

type MoveHandler = Rc<dyn Fn(Move)>;

struct State {
    root: HtmlElement,
    canvas: HtmlCanvasElement,
    ctx: CanvasRenderingContext2d,
    grid: Grid,
    announcer: HtmlElement,
    reduced_motion: Option<MediaQueryList>,
    options: BoardOptions,
    /// Set once the board is built: lets `set_position` play a premove from a later task.
    self_ref: std::rc::Weak<RefCell<State>>,
    pos: Position,
    flipped: bool,
    movable: Movable,
    selected: Option<Square>,
    dests: Vec<(Square, bool)>,
    /// A move queued during the opponent's turn (with [`Movable::Side`]), played as soon as it
    /// is legal.
    premove: Option<(Square, Square)>,
    focus: Square,
    drag: Option<Drag>,
    anim: Option<Anim>,
    /// The move the user just dropped: when it comes back through `set_position`, it is not
    /// animated (the piece is already there).
    dropped: Option<Move>,
    /// CSS pixels and device pixel ratio the canvas was last sized for.
    size: f64,
    dpr: f64,
    painted: bool,
    raf: Option<i32>,
    on_move: MoveHandler,
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

fn now_ms() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or_else(js_sys::Date::now, |p| p.now())
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
            pos: Position::new(Variant::Standard),
            flipped: false,
            movable: Movable::None,
            selected: None,
            dests: Vec::new(),
            premove: None,
            focus,
            drag: None,
            anim: None,
            dropped: None,
            size: 0.0,
            dpr: 1.0,
            painted: false,
            raf: None,
            on_move: Rc::new(on_move),
        }));
        state.borrow_mut().self_ref = Rc::downgrade(&state);
        let listeners = input::install(&state)?;
        {
            let mut s = state.borrow_mut();
            s.resize();
            s.render();
        }
        Ok(Board { state, listeners })
    }

    /// Shows `pos`. With `animate`, that move slides into place (a move back may be given
    /// reversed: origin and destination swapped). The selection is kept if its piece can still
    /// move, so a computer move arriving mid-selection does not drop it needlessly.
    pub fn set_position(&self, pos: &Position, animate: Option<Move>) {
        let mut s = self.state.borrow_mut();
        let old = std::mem::replace(&mut s.pos, pos.clone());
        s.anim = None;
        let dropped = s.dropped.take();
        if let Some(m) = animate.filter(|m| Some(*m) != dropped && !m.is_pass()) {
            let duration = if s.reduced_motion.as_ref().is_some_and(MediaQueryList::matches) {
                0.0
            } else {
                s.options.animation_ms
            };
            if let Some(color) = pos.piece_at(m.to()) {
                let captured = old.piece_at(m.to()).filter(|c| *c != color);
                s.anim = Anim::new(m, color, captured, now_ms(), duration);
            }
        }
        if s.drag.is_some_and(|d| pos.piece_at(d.from) != old.piece_at(d.from)) {
            s.drag = None;
        }
        let keep = s.selected.filter(|&sq| s.can_pick(sq) && old.piece_at(sq) == pos.piece_at(sq));
        s.set_selected(keep);
        let premove = s.take_due_premove();
        s.render();
        if s.anim.is_some() {
            s.request_frame(&self.state);
        }
        if let Some(m) = premove {
            // Played from a fresh task: the caller is usually inside its own move handler.
            s.emit_later(m);
        }
    }

    /// The queued premove, if any.
    #[must_use]
    pub fn premove(&self) -> Option<(Square, Square)> {
        self.state.borrow().premove
    }

    /// The position shown.
    #[must_use]
    pub fn position(&self) -> Position {
        self.state.borrow().pos.clone()
    }

    /// Which pieces the user may move.
    pub fn set_movable(&self, movable: Movable) {
        let mut s = self.state.borrow_mut();
        s.movable = movable;
        if !matches!(movable, Movable::Side(_)) {
            s.premove = None;
        }
        let keep = s.selected.filter(|&sq| s.can_pick(sq));
        s.set_selected(keep);
        s.render();
    }

    /// Rank 8 at the bottom when `flipped`.
    pub fn set_flipped(&self, flipped: bool) {
        let mut s = self.state.borrow_mut();
        if s.flipped != flipped {
            s.flipped = flipped;
            s.render();
        }
    }

    #[must_use]
    pub fn flipped(&self) -> bool {
        self.state.borrow().flipped
    }

    /// Selects the piece on `sq` (if the user may move it) or clears the selection.
    pub fn select(&self, sq: Option<Square>) {
        let mut s = self.state.borrow_mut();
        let sq = sq.filter(|&q| s.can_pick(q));
        s.set_selected(sq);
        s.render();
    }

    #[must_use]
    pub fn selected(&self) -> Option<Square> {
        self.state.borrow().selected
    }

    /// The highlighted destinations of the selected piece, with whether each is a capture.
    #[must_use]
    pub fn destinations(&self) -> Vec<(Square, bool)> {
        self.state.borrow().dests.clone()
    }

    /// Says `text` to screen readers (an `aria-live="polite"` region inside the board).
    pub fn announce(&self, text: &str) {
        let s = self.state.borrow();
        // Clearing first makes a repeated text be read again.
        s.announcer.set_text_content(None);
        s.announcer.set_text_content(Some(text));
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

    /// Measures the container again and redraws (the board does this itself on resize and on a
    /// change of device pixel ratio).
    pub fn refresh(&self) {
        let mut s = self.state.borrow_mut();
        s.resize();
        s.render();
    }
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

impl State {
    /// Whether the user may pick up the piece on `sq` now.
    /// Whether the user may pick up the piece on `sq` now: one of the side to move's, or (with
    /// [`Movable::Side`]) one of the user's own during the opponent's turn, to premove.
    fn can_pick(&self, sq: Square) -> bool {
        if self.pos.is_game_over() {
            return false;
        }
        let turn = self.pos.turn();
        let side = match self.movable {
            Movable::None => return false,
            Movable::Side(c) => c,
            Movable::Both => turn,
        };
        self.pos.piece_at(sq) == Some(side)
    }

    /// Whether a piece on `sq` would be premoved (it is not its side's turn).
    fn is_premove_piece(&self, sq: Square) -> bool {
        self.pos.piece_at(sq).is_some_and(|c| c != self.pos.turn())
    }

    /// The moves of the piece on `from`; for a premove, as if its side were to move.
    fn moves_from(&self, from: Square) -> loa_core::MoveList {
        if !self.is_premove_piece(from) {
            return self.pos.legal_moves_from(from);
        }
        let mut setup = self.pos.setup();
        setup.turn = !setup.turn;
        match Position::from_setup(setup, self.pos.variant(), self.pos.rules()) {
            Ok(p) if !p.is_game_over() => p.legal_moves_from(from),
            _ => loa_core::MoveList::new(),
        }
    }

    fn set_selected(&mut self, sq: Option<Square>) {
        self.selected = sq;
        self.dests = match sq {
            Some(from) => self.moves_from(from).iter().map(|m| (m.to(), m.is_capture())).collect(),
            None => Vec::new(),
        };
    }

    /// The legal move from the selected square to `to`. A premove is queued instead (and `None`
    /// returned).
    fn move_to(&mut self, to: Square) -> Option<Move> {
        let from = self.selected?;
        let m = self.moves_from(from).into_iter().find(|m| m.to() == to)?;
        if self.is_premove_piece(from) {
            self.premove = Some((from, to));
            return None;
        }
        Some(m)
    }

    /// Whether `to` is a destination of the selected piece.
    fn is_dest(&self, to: Square) -> bool {
        self.dests.iter().any(|(s, _)| *s == to)
    }

    /// The premove, once it is its side's turn: the move if legal now. A premove whose piece
    /// is gone, or that is illegal when its turn comes, is dropped.
    fn take_due_premove(&mut self) -> Option<Move> {
        let (from, to) = self.premove?;
        if !self.can_pick(from) {
            self.premove = None;
            return None;
        }
        if self.is_premove_piece(from) {
            return None; // Still the opponent's turn.
        }
        self.premove = None;
        self.pos.legal_moves_from(from).into_iter().find(|m| m.to() == to)
    }

    /// Hands `m` to the move handler from a new task.
    fn emit_later(&self, m: Move) {
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

    /// Sizes the canvas backing store to the element's CSS size × device pixel ratio.
    fn resize(&mut self) {
        let rect = self.root.get_bounding_client_rect();
        let size = rect.width().min(rect.height()).max(0.0);
        let dpr = web_sys::window().map_or(1.0, |w| w.device_pixel_ratio()).max(1.0);
        if (size - self.size).abs() < 0.01 && (dpr - self.dpr).abs() < 1e-6 && self.canvas.width() > 0 {
            return;
        }
        self.size = size;
        self.dpr = dpr;
        let px = (size * dpr).round().max(1.0) as u32;
        self.canvas.set_width(px);
        self.canvas.set_height(px);
    }

    /// Draws the canvas and updates the grid, now.
    fn render(&mut self) {
        let now = now_ms();
        if self.anim.is_some_and(|a| a.finished(now)) {
            self.anim = None;
        }
        let sq = self.size / f64::from(view::N);
        let centre = |s: Square, flipped: bool| {
            let (c, r) = view::visual(s, flipped);
            ((f64::from(c) + 0.5) * sq, (f64::from(r) + 0.5) * sq)
        };
        let mut hidden = None;
        let mut floating = None;
        let mut fading = None;
        if let Some(a) = self.anim {
            let t = a.progress(now);
            let (x0, y0) = centre(a.from, self.flipped);
            let (x1, y1) = centre(a.to, self.flipped);
            hidden = Some(a.to);
            floating = Some(Floating { color: a.color, x: x0 + (x1 - x0) * t, y: y0 + (y1 - y0) * t, lifted: false });
            fading = a.captured.map(|c| (a.to, c, 1.0 - t));
        }
        let mut hover = None;
        if let Some(d) = self.drag.filter(|d| d.started) {
            if let Some(color) = self.pos.piece_at(d.from) {
                hidden = Some(d.from);
                // A faint ghost stays on the origin, as lichess shows it.
                fading = Some((d.from, color, 0.3));
                floating = Some(Floating { color, x: d.at.0, y: d.at.1, lifted: true });
                hover = self.square_at_point(d.at.0, d.at.1).filter(|s| self.is_dest(*s));
            }
        }
        if self.size > 0.0 {
            let scene = Scene {
                pos: &self.pos,
                flipped: self.flipped,
                coordinates: self.options.coordinates,
                last_move: self.pos.last_move(),
                selected: self.selected,
                dests: &self.dests,
                premove_dests: self.selected.is_some_and(|s| self.is_premove_piece(s)),
                premove: self.premove,
                hidden,
                fading,
                hover,
                floating,
            };
            view::draw(&self.ctx, self.size, self.dpr, &scene);
            if !self.painted {
                self.painted = true;
                if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
                    let _ = p.mark("loa-board-painted");
                }
            }
        }
        self.grid.update(&GridScene {
            pos: &self.pos,
            flipped: self.flipped,
            selected: self.selected,
            dests: &self.dests,
            premove_dests: self.selected.is_some_and(|s| self.is_premove_piece(s)),
            pickable: Square::all().filter(|&s| self.can_pick(s)).collect(),
            last: self.pos.last_move(),
            focus: self.focus,
        });
        let class = self.root.class_list();
        let _ = class.toggle_with_force("loa-movable", self.movable != Movable::None);
        let _ = class.toggle_with_force("loa-dragging", self.drag.is_some_and(|d| d.started));
    }

    /// The square under a point given in board CSS pixels.
    fn square_at_point(&self, x: f64, y: f64) -> Option<Square> {
        if self.size <= 0.0 || x < 0.0 || y < 0.0 {
            return None;
        }
        let sq = self.size / f64::from(view::N);
        let (col, row) = ((x / sq).floor(), (y / sq).floor());
        if col >= f64::from(view::N) || row >= f64::from(view::N) {
            return None;
        }
        view::square_at(col as u8, row as u8, self.flipped)
    }

    /// Keeps drawing frames while an animation runs.
    fn request_frame(&mut self, shared: &Rc<RefCell<State>>) {
        if self.raf.is_some() {
            return;
        }
        let weak = Rc::downgrade(shared);
        let callback = Closure::once_into_js(move |_time: f64| {
            let Some(shared) = weak.upgrade() else { return };
            let Ok(mut s) = shared.try_borrow_mut() else { return };
            s.raf = None;
            s.render();
            if s.anim.is_some() {
                s.request_frame(&shared);
            }
        });
        if let Some(w) = web_sys::window() {
            self.raf = w.request_animation_frame(callback.unchecked_ref()).ok();
        }
    }
}
