//! The board's state: what it shows, which pieces the user may pick up, the selection and its
//! destinations, the premove. The input handlers and the painter work on it.

use std::cell::RefCell;
use std::rc::Rc;

use loa_core::{Move, Position, Square};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, HtmlElement, MediaQueryList};

use super::grid::Grid;
use super::{BoardOptions, Movable};
use loa_app::board::anim::Anim;

/// A pointer press on a piece, which becomes a drag once it moves a few pixels.
#[derive(Debug, Clone, Copy)]
pub(super) struct Drag {
    pub(super) from: Square,
    pub(super) pointer_id: i32,
    pub(super) start: (f64, f64),
    /// Pointer position in board CSS pixels.
    pub(super) at: (f64, f64),
    pub(super) started: bool,
    /// The piece was already selected: a click without dragging deselects it.
    pub(super) was_selected: bool,
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
    pub(super) pos: Position,
    pub(super) flipped: bool,
    pub(super) movable: Movable,
    pub(super) selected: Option<Square>,
    pub(super) dests: Vec<(Square, bool)>,
    /// A move queued during the opponent's turn (with [`Movable::Side`]), played as soon as it
    /// is legal.
    pub(super) premove: Option<(Square, Square)>,
    /// A suggested move drawn as an arrow (the analysis's best move, a hint).
    pub(super) arrow: Option<Move>,
    pub(super) focus: Square,
    pub(super) drag: Option<Drag>,
    pub(super) anim: Option<Anim>,
    /// The move the user just dropped: when it comes back through `set_position`, it is not
    /// animated (the piece is already there).
    pub(super) dropped: Option<Move>,
    /// CSS pixels and device pixel ratio the canvas was last sized for.
    pub(super) size: f64,
    pub(super) dpr: f64,
    pub(super) painted: bool,
    pub(super) raf: Option<i32>,
    /// The colours in use.
    pub(super) theme: super::theme::BoardTheme,
    pub(super) on_move: MoveHandler,
    /// Set by [`super::Board::on_square`]: clicks and Enter on squares go there instead.
    pub(super) on_square: Option<Rc<dyn Fn(Square)>>,
    /// A square clicked for `on_square`, handed over once the state's borrow has ended.
    pub(super) clicked: Option<Square>,
    /// A board being edited, drawn instead of the position (see [`super::Board::show_setup`]).
    pub(super) edit: Option<loa_core::Setup>,
}

impl State {
    /// Whether the user may pick up the piece on `sq` now.
    /// Whether the user may pick up the piece on `sq` now: one of the side to move's, or (with
    /// [`Movable::Side`]) one of the user's own during the opponent's turn, to premove.
    pub(super) fn can_pick(&self, sq: Square) -> bool {
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
    pub(super) fn is_premove_piece(&self, sq: Square) -> bool {
        self.pos.piece_at(sq).is_some_and(|c| c != self.pos.turn())
    }

    /// The moves of the piece on `from`; for a premove, as if its side were to move.
    pub(super) fn moves_from(&self, from: Square) -> loa_core::MoveList {
        loa_app::board::moves_of(&self.pos, from)
    }

    pub(super) fn set_selected(&mut self, sq: Option<Square>) {
        self.selected = sq;
        self.dests = match sq {
            Some(from) => self.moves_from(from).iter().map(|m| (m.to(), m.is_capture())).collect(),
            None => Vec::new(),
        };
    }

    /// The legal move from the selected square to `to`. A premove is queued instead (and `None`
    /// returned).
    pub(super) fn move_to(&mut self, to: Square) -> Option<Move> {
        let from = self.selected?;
        let m = self.moves_from(from).into_iter().find(|m| m.to() == to)?;
        if self.is_premove_piece(from) {
            self.premove = Some((from, to));
            return None;
        }
        Some(m)
    }

    /// Whether `to` is a destination of the selected piece.
    pub(super) fn is_dest(&self, to: Square) -> bool {
        self.dests.iter().any(|(s, _)| *s == to)
    }

    /// The premove, once it is its side's turn: the move if legal now. A premove whose piece
    /// is gone, or that is illegal when its turn comes, is dropped.
    pub(super) fn take_due_premove(&mut self) -> Option<Move> {
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

    /// Paints with `theme` from now on; the root's `data-board-theme` names it.
    pub(super) fn set_theme(&mut self, theme: super::theme::BoardTheme) {
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
