//! The position editor's dialog on the game page: the board being edited with the chosen
//! brush, the side to move, the size, the presets, the position string both ways, and why the
//! board cannot be played yet — what each control does and what the dialog shows, in the page's
//! language.

use loa_core::{Color, Position, Rules, Setup, Square};

use super::{Brush, Editor, EditorError, Preset};
use crate::i18n::{say, tr, Msg};

/// The dialog's state: the board, the brush, and the reason shown under it.
#[derive(Debug, Clone)]
pub struct Panel {
    editor: Editor,
    brush: Brush,
    /// The position string could not be read (kept until the next change).
    unreadable: Option<String>,
}

/// The dialog as drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct View {
    pub setup: Setup,
    /// The position string (not written into the field while the reader types in it).
    pub position: String,
    pub turn: Color,
    pub size: u8,
    /// "Black: 12 · White: 12".
    pub counts: String,
    /// Why the board cannot be played, or the string cannot be read.
    pub error: Option<String>,
}

impl Panel {
    /// The editor's board's name for screen readers.
    #[must_use]
    pub fn board_label() -> String {
        tr(Msg::EditorBoardLabel, &[])
    }

    /// The editor on `pos` (the position shown on the page).
    #[must_use]
    pub fn open(pos: &Position) -> Panel {
        Panel { editor: Editor::from_position(pos), brush: Brush::default(), unreadable: None }
    }

    /// The brush named `name` is chosen.
    pub fn choose_brush(&mut self, brush: Brush) {
        self.brush = brush;
    }

    /// The brush is used on `sq`: what to say of the square then, if it changed.
    pub fn paint(&mut self, sq: Square) -> Option<String> {
        if !self.editor.paint(sq, self.brush) {
            return None;
        }
        self.unreadable = None;
        let piece = match self.editor.piece_at(sq) {
            Some(Color::Black) => Msg::SquareBlack,
            Some(Color::White) => Msg::SquareWhite,
            None => Msg::SquareEmpty,
        };
        Some(format!("{sq}, {}", tr(piece, &[])))
    }

    pub fn load(&mut self, preset: Preset) {
        self.editor.load(preset);
        self.unreadable = None;
    }

    pub fn set_turn(&mut self, turn: Color) {
        self.editor.set_turn(turn);
        self.unreadable = None;
    }

    pub fn set_size(&mut self, size: u8) {
        self.editor.set_size(size);
        self.unreadable = None;
    }

    /// The position string was typed in: read onto the board, or why not is shown.
    pub fn read(&mut self, text: &str) {
        self.unreadable = match self.editor.read(text) {
            Ok(()) => None,
            Err(e) => Some(tr(Msg::EditorUnreadable, &[("error", say(&e).into())])),
        };
    }

    /// The board as a position to play under `rules`, or why it cannot be (in words).
    ///
    /// # Errors
    /// The refusal, as the dialog shows it.
    pub fn checked(&self, rules: Rules) -> Result<Position, String> {
        self.editor.position(rules).map_err(|e| refusal(&e))
    }

    /// The dialog as drawn under `rules`.
    #[must_use]
    pub fn view(&self, rules: Rules) -> View {
        let editor = &self.editor;
        let counts = tr(
            Msg::EditorCounts,
            &[("black", editor.count(Color::Black).into()), ("white", editor.count(Color::White).into())],
        );
        View {
            setup: editor.setup(),
            position: editor.position_string(),
            turn: editor.turn(),
            size: editor.size(),
            counts,
            error: self.unreadable.clone().or_else(|| self.checked(rules).err()),
        }
    }
}

/// Why the edited board cannot be played, in the page's language.
fn refusal(e: &EditorError) -> String {
    let reason = match e {
        EditorError::Setup(e) => say(e),
        EditorError::Decided(outcome) => tr(Msg::EditorDecided, &[("outcome", say(outcome).into())]),
    };
    tr(Msg::EditorRefused, &[("reason", reason.into())])
}
