//! What a `<loa-board>` shows, in its language: the board and its controls ([`View`]), a
//! puzzle's own lines ([`PuzzleView`]) and the buttons' names ([`Names`]).

use loa_core::{Move, Position};

use crate::board::Movable;
use crate::i18n::{Lang, Messages, Msg};

/// The board, its controls and its status line.
#[derive(Debug, Clone, PartialEq)]
pub struct View {
    pub position: Position,
    pub movable: Movable,
    /// The hint shown, as the board's arrow.
    pub arrow: Option<Move>,
    pub flipped: bool,
    pub coordinates: bool,
    /// The step shown, of `len`.
    pub cursor: usize,
    pub len: usize,
    /// "3 / 10".
    pub count: String,
    /// The Pass button (the reader may move, and passing is all there is).
    pub pass: bool,
    /// The Reset button (an interactive board that changed).
    pub reset: bool,
    /// The Hint button's title when it is offered, and whether a hint is being looked for.
    pub hint: Option<(String, bool)>,
    pub status: String,
    /// The status line's class: `ok`, `wrong`, `end` or none.
    pub mark: &'static str,
    pub puzzle: Option<PuzzleView>,
}

/// A puzzle's lines above the board, its buttons below, and the element's data attributes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PuzzleView {
    pub id: String,
    /// `win1`, `defend`, `win3`, `win5`.
    pub kind: &'static str,
    /// `solving`, `wrong`, `solved`, `solution`.
    pub state: &'static str,
    /// "Puzzle 0042 · rated 1210".
    pub title: String,
    /// "Black to move connects in 3."
    pub task: String,
    /// The trainer's score line.
    pub score: Option<String>,
    /// The trainer's rating and streak (`data-rating`, `data-streak`).
    pub rating: Option<i64>,
    pub streak: Option<u32>,
    pub retry: bool,
    pub show: bool,
    pub next: bool,
}

/// A button's text (if it shows words) and its label.
pub type Named = (Option<String>, String);

/// Every fixed word of the board, in its language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Names {
    pub first: Named,
    pub prev: Named,
    pub next: Named,
    pub last: Named,
    pub pass: Named,
    pub reset: Named,
    /// The Hint button's word (its title says what it does: [`View::hint`]).
    pub hint: String,
    pub retry: Named,
    pub show: Named,
    pub next_puzzle: Named,
    /// The board's name for screen readers, unless the page names it.
    pub board: String,
    /// The title over an error shown in place of the board.
    pub cannot_show: String,
}

impl Names {
    /// The names in `lang`.
    #[must_use]
    pub fn of(lang: Lang) -> Names {
        let m = crate::i18n::messages(lang);
        let label = |id: Msg| (None, m.tr(id, &[]));
        let words = |text: Msg, label: Msg| (Some(m.tr(text, &[])), m.tr(label, &[]));
        Names {
            first: label(Msg::EmbedFirst),
            prev: label(Msg::EmbedPrev),
            next: label(Msg::EmbedNext),
            last: label(Msg::EmbedLast),
            pass: words(Msg::EmbedPass, Msg::EmbedPassLabel),
            reset: words(Msg::EmbedReset, Msg::EmbedResetLabel),
            hint: m.tr(Msg::Hint, &[]),
            retry: words(Msg::PuzzleRetry, Msg::PuzzleRetryLabel),
            show: words(Msg::PuzzleShow, Msg::PuzzleShowLabel),
            next_puzzle: words(Msg::PuzzleNext, Msg::PuzzleNextLabel),
            board: m.tr(Msg::BoardLabel, &[]),
            cannot_show: m.tr(Msg::EmbedCannotShow, &[]),
        }
    }
}

/// The words of a board whose parts could not even be made (`error`: why), in `lang`.
#[must_use]
pub fn failed(lang: Lang, error: &str) -> String {
    Messages::new(lang).tr(Msg::EmbedFailed, &[("error", error.into())])
}
