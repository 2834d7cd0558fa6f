//! Painting the board: sizing the canvas, drawing a frame (pieces, highlights, the animation and
//! the dragged piece) and updating the grid, and asking for frames while an animation runs.

use std::cell::RefCell;
use std::rc::Rc;

use loa_core::Square;

use super::grid::GridScene;
use super::state::State;
use super::view::{self, Floating, Scene};
use super::Movable;
use crate::dom::time::{at_next_frame, now_ms};
use loa_app::board::geometry;

impl State {
    /// Sizes the canvas backing store to the element's CSS size × device pixel ratio.
    pub(super) fn resize(&mut self) {
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

    /// Shows the state: the grid (what assistive technology and the tests read) now, the canvas
    /// at the next animation frame, once however many changes come before it (a page that sets
    /// the position, the theme and what may move in one task draws once, outside that task).
    pub(super) fn render(&mut self) {
        self.update_grid();
        self.paint_later();
    }

    /// Measures the element and draws the canvas now: for a resize, whose canvas the browser has
    /// just cleared, so it never shows a blank frame.
    pub(super) fn render_now(&mut self) {
        self.update_grid();
        self.paint();
    }

    /// Draws the canvas at the next animation frame (once, however often it is asked for).
    fn paint_later(&mut self) {
        if let Some(shared) = self.self_ref.upgrade() {
            self.request_frame(&shared);
        }
    }

    /// Sizes the canvas to the element and draws it, now.
    fn paint(&mut self) {
        self.resize();
        let now = now_ms() as f64;
        if self.anim.is_some_and(|a| a.finished(now)) {
            self.anim = None;
        }
        let n = self.files();
        let sq = self.size / f64::from(n);
        let centre = |s: Square, flipped: bool| {
            let (c, r) = geometry::visual(s, flipped, n);
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
        if let (Some(press), Some(p)) = (self.hand.pressed().filter(|p| p.dragging), self.pointer) {
            if let Some(color) = self.hand.position().piece_at(press.from) {
                hidden = Some(press.from);
                // A faint ghost stays on the origin, as lichess shows it.
                fading = Some((press.from, color, 0.3));
                floating = Some(Floating { color, x: p.at.0, y: p.at.1, lifted: true });
                hover = self.square_at_point(p.at.0, p.at.1).filter(|s| self.hand.dests().iter().any(|(d, _)| d == s));
            }
        }
        let board = self.shown();
        if self.size > 0.0 {
            let scene = Scene {
                board: &board,
                flipped: self.flipped,
                coordinates: self.options.coordinates,
                last_move: self.hand.position().last_move(),
                selected: self.hand.selected(),
                dests: self.hand.dests(),
                premove_dests: self.hand.premove_dests(),
                premove: self.hand.premove(),
                arrow: self.arrow,
                connection: &self.connection,
                hidden,
                fading,
                hover,
                floating,
                palette: self.theme.palette(),
            };
            view::draw(&self.ctx, self.size, self.dpr, &scene);
            if !self.painted {
                self.painted = true;
                if let Some(p) = web_sys::window().and_then(|w| w.performance()) {
                    let _ = p.mark("loa-board-painted");
                }
            }
        }
    }

    /// The grid of squares and the root's classes, from the state.
    fn update_grid(&mut self) {
        let board = self.shown();
        self.grid.update(&GridScene {
            board: &board,
            flipped: self.flipped,
            selected: self.hand.selected(),
            dests: self.hand.dests(),
            premove_dests: self.hand.premove_dests(),
            pickable: Square::all().filter(|&s| self.hand.can_pick(s)).collect(),
            last: self.hand.position().last_move(),
            focus: self.focus,
            lang: self.options.lang,
        });
        let class = self.root.class_list();
        let _ = class.toggle_with_force("loa-movable", self.hand.movable() != Movable::None);
        let _ = class.toggle_with_force("loa-dragging", self.hand.pressed().is_some_and(|p| p.dragging));
    }

    /// The square under a point given in board CSS pixels.
    pub(super) fn square_at_point(&self, x: f64, y: f64) -> Option<Square> {
        if self.size <= 0.0 || x < 0.0 || y < 0.0 {
            return None;
        }
        let n = self.files();
        let sq = self.size / f64::from(n);
        let (col, row) = ((x / sq).floor(), (y / sq).floor());
        if col >= f64::from(n) || row >= f64::from(n) {
            return None;
        }
        geometry::square_at(col as u8, row as u8, self.flipped, n)
    }

    /// Files (and ranks) of the board shown: 8, or 6 for the 6×6 game.
    pub(super) fn files(&self) -> u8 {
        self.edit.map_or_else(|| self.hand.position().variant().size(), |s| s.size)
    }

    /// What the board shows: the setup being edited, else the position.
    pub(super) fn shown(&self) -> loa_core::Setup {
        self.edit.unwrap_or_else(|| self.hand.position().setup())
    }

    /// Draws at the next animation frame, and keeps drawing frames while an animation runs.
    pub(super) fn request_frame(&mut self, shared: &Rc<RefCell<State>>) {
        if self.raf.is_some() {
            return;
        }
        let weak = Rc::downgrade(shared);
        self.raf = at_next_frame(move || {
            let Some(shared) = weak.upgrade() else { return };
            let Ok(mut s) = shared.try_borrow_mut() else { return };
            s.raf = None;
            s.paint();
            if s.anim.is_some() {
                s.request_frame(&shared);
            }
        });
    }
}
