//! The board's squares in the DOM, over the canvas: an ARIA grid of focusable cells (64, or 36
//! on the 6×6 board, which also sets `data-size="6"` on the grid) with
//! `data-square`, an `aria-label` saying what stands there, and `data-dest="move"|"capture"` on
//! the legal destinations of the selected piece. Screen readers, keyboard players and the browser
//! tests use it; pointer input lands on it too.

use loa_core::{Color, Setup, Square};
use wasm_bindgen::JsValue;
use web_sys::{Document, HtmlElement};

use crate::i18n::Lang;
use crate::i18n::Msg;
use loa_app::board::geometry::{square_at, visual, N};
use wasm_bindgen::JsCast;

/// What one cell shows; the grid rewrites only attributes that changed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
struct CellState {
    square: String,
    label: String,
    dest: Option<&'static str>,
    selected: bool,
    last: bool,
    focusable: bool,
    movable: bool,
}

#[derive(Debug)]
pub struct Grid {
    pub root: HtmlElement,
    /// Cells in visual order, row 0 at the top.
    cells: Vec<HtmlElement>,
    states: Vec<CellState>,
    /// Files and ranks the cells are laid out for.
    n: u8,
}

/// What the grid reflects.
#[derive(Debug)]
pub struct GridScene<'a> {
    /// The pieces and the board's size.
    pub board: &'a Setup,
    pub flipped: bool,
    pub selected: Option<Square>,
    pub dests: &'a [(Square, bool)],
    /// The destinations are for a premove (`data-dest="premove"`).
    pub premove_dests: bool,
    /// The squares whose pieces the user may pick up (`data-movable`, a pointer cursor).
    pub pickable: loa_core::Bitboard,
    pub last: Option<loa_core::Move>,
    /// The square that takes the Tab stop (roving tabindex).
    pub focus: Square,
    /// The language of the squares' labels.
    pub lang: Lang,
}

impl Grid {
    /// Creates the grid element (not yet attached).
    ///
    /// # Errors
    /// When the DOM refuses to create elements.
    pub fn new(doc: &Document, label: &str) -> Result<Grid, JsValue> {
        let root: HtmlElement = doc.create_element("div")?.unchecked_into();
        root.set_class_name("loa-grid");
        root.set_attribute("role", "grid")?;
        root.set_attribute("aria-label", label)?;
        let mut grid = Grid { root, cells: Vec::new(), states: Vec::new(), n: 0 };
        grid.lay_out(doc, N)?;
        Ok(grid)
    }

    /// Replaces the cells by `n` rows of `n` (a board of another size was shown).
    fn lay_out(&mut self, doc: &Document, n: u8) -> Result<(), JsValue> {
        while let Some(row) = self.root.first_child() {
            self.root.remove_child(&row)?;
        }
        self.cells.clear();
        self.n = n;
        if n == N {
            self.root.remove_attribute("data-size")?;
        } else {
            self.root.set_attribute("data-size", &n.to_string())?;
        }
        for _row in 0..n {
            let row_el = doc.create_element("div")?;
            row_el.set_attribute("role", "row")?;
            row_el.set_class_name("loa-row");
            for _col in 0..n {
                let cell: HtmlElement = doc.create_element("div")?.unchecked_into();
                cell.set_class_name("loa-cell");
                cell.set_attribute("role", "gridcell")?;
                cell.set_tab_index(-1);
                row_el.append_child(&cell)?;
                self.cells.push(cell);
            }
            self.root.append_child(&row_el)?;
        }
        self.states = vec![CellState::default(); self.cells.len()];
        Ok(())
    }

    /// The cell element showing `sq`.
    #[must_use]
    pub fn cell(&self, sq: Square, flipped: bool) -> Option<&HtmlElement> {
        let (c, r) = visual(sq, flipped, self.n);
        if c >= self.n || r >= self.n {
            return None;
        }
        self.cells.get(usize::from(r) * usize::from(self.n) + usize::from(c))
    }

    /// Brings every cell's attributes in line with `scene`.
    pub fn update(&mut self, scene: &GridScene<'_>) {
        let n = scene.board.size;
        if n != self.n {
            let doc = self.root.owner_document();
            if doc.is_none_or(|doc| self.lay_out(&doc, n).is_err()) {
                return;
            }
        }
        // The words of a square's name, said once per update rather than once per square.
        let m = crate::i18n::messages(scene.lang);
        let say = |msg: Msg| m.tr(msg, &[]);
        let (black, white, empty) = (say(Msg::SquareBlack), say(Msg::SquareWhite), say(Msg::SquareEmpty));
        let (selected, capture_here) = (say(Msg::SquareSelected), say(Msg::SquareCaptureHere));
        let (premove_here, move_here) = (say(Msg::SquarePremoveHere), say(Msg::SquareMoveHere));
        for (i, cell) in self.cells.iter().enumerate() {
            let (col, row) = ((i % usize::from(n)) as u8, (i / usize::from(n)) as u8);
            let Some(sq) = square_at(col, row, scene.flipped, n) else { continue };
            let dest =
                scene.dests.iter().find(|(s, _)| *s == sq).map(|&(_, capture)| match (scene.premove_dests, capture) {
                    (true, _) => "premove",
                    (false, true) => "capture",
                    (false, false) => "move",
                });
            let name = sq.to_string();
            let mut label: Vec<&str> = vec![
                &name,
                match scene.board.piece_at(sq) {
                    Some(Color::Black) => &black,
                    Some(Color::White) => &white,
                    None => &empty,
                },
            ];
            if scene.selected == Some(sq) {
                label.push(&selected);
            }
            match dest {
                Some("capture") => label.push(&capture_here),
                Some("premove") => label.push(&premove_here),
                Some(_) => label.push(&move_here),
                None => {}
            }
            let label = label.join(", ");
            let last = scene.last.is_some_and(|m| !m.is_pass() && (m.from() == sq || m.to() == sq));
            let state = CellState {
                square: name,
                label,
                dest,
                selected: scene.selected == Some(sq),
                last,
                focusable: scene.focus == sq,
                movable: scene.pickable.contains(sq),
            };
            let old = &self.states[i];
            if old.square != state.square {
                let _ = cell.set_attribute("data-square", &state.square);
            }
            if old.label != state.label {
                let _ = cell.set_attribute("aria-label", &state.label);
            }
            if old.dest != state.dest || old.square.is_empty() {
                match state.dest {
                    Some(d) => {
                        let _ = cell.set_attribute("data-dest", d);
                    }
                    None => {
                        let _ = cell.remove_attribute("data-dest");
                    }
                }
            }
            if old.selected != state.selected || old.square.is_empty() {
                let _ = cell.set_attribute("aria-selected", if state.selected { "true" } else { "false" });
            }
            if old.last != state.last {
                if state.last {
                    let _ = cell.set_attribute("data-last-move", "");
                } else {
                    let _ = cell.remove_attribute("data-last-move");
                }
            }
            if old.movable != state.movable {
                if state.movable {
                    let _ = cell.set_attribute("data-movable", "");
                } else {
                    let _ = cell.remove_attribute("data-movable");
                }
            }
            if old.focusable != state.focusable || old.square.is_empty() {
                cell.set_tab_index(if state.focusable { 0 } else { -1 });
            }
            self.states[i] = state;
        }
    }
}
