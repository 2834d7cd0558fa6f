//! The position editor on the game page (`#editor-dialog`): its own board, where a click, tap,
//! Enter or Space on a square uses the chosen brush ([`Brush`]); the side to move, the board
//! size, the presets and the position string; the check through loa-core with the reason shown;
//! then play against the computer or a friend, analyse, or copy a link. The editing itself is
//! [`loa_app::editor::Editor`].

use std::rc::Rc;

use loa_core::{Color, Position, Square};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Event, HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlSelectElement};

use super::controls::{click, listen};
use super::{address, clipboard, App, Shared};
use crate::board::{Board, BoardOptions, Movable};
use crate::dom::find::by_id;
use crate::i18n::Msg;
use crate::i18n::{say, tr};
use loa_app::editor::{Brush, Editor, EditorError, Preset};
use loa_app::game::{GameLine, Player, Players};
use loa_app::session::{turn_sentence, Text};

/// The editor's board and what is being edited; made the first time the editor opens.
pub(super) struct Panel {
    board: Board,
    editor: Editor,
    brush: Brush,
}

/// How the edited position is to be used.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Use {
    /// The reader plays the side to move against the computer.
    Computer,
    /// Two people on this device.
    Friend,
    Analyse,
    CopyLink,
}

fn el<T: JsCast>(a: &App, id: &str) -> Option<T> {
    by_id(&a.doc, id).ok()
}

/// The editor's listeners (the page's "Set up position" button and the dialog's controls).
pub(super) fn bind(app: &Shared) -> Result<(), JsValue> {
    let doc = app.borrow().doc.clone();
    click(&doc, "edit-position", app, |app, _| App::open_editor(app))?;
    click(&doc, "editor-presets", app, |app, e| {
        let preset = target_attribute(&e, "data-preset").and_then(|p| Preset::from_name(&p));
        if let Some(preset) = preset {
            app.borrow_mut().edit(|editor| editor.load(preset));
        }
    })?;
    let brushes: HtmlElement = by_id(&doc, "editor-brushes")?;
    listen(&brushes, "change", app, |app, e| {
        let brush = e
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            .and_then(|input| Brush::from_name(&input.value()));
        if let (Some(brush), Some(panel)) = (brush, app.borrow_mut().editor.as_mut()) {
            panel.brush = brush;
        }
    })?;
    let turn: HtmlSelectElement = by_id(&doc, "editor-turn")?;
    listen(&turn, "change", app, |app, e| {
        let turn = select_value(&e).and_then(|v| v.chars().next()).and_then(Color::from_char);
        if let Some(turn) = turn {
            app.borrow_mut().edit(|editor| editor.set_turn(turn));
        }
    })?;
    let size: HtmlSelectElement = by_id(&doc, "editor-size")?;
    listen(&size, "change", app, |app, e| {
        if let Some(size) = select_value(&e).and_then(|v| v.parse::<u8>().ok()) {
            app.borrow_mut().edit(|editor| editor.set_size(size));
        }
    })?;
    let text: HtmlInputElement = by_id(&doc, "editor-position")?;
    listen(&text, "input", app, |app, _| app.borrow_mut().read_position_field())?;
    click(&doc, "editor-play-computer", app, |app, _| use_position(app, Use::Computer))?;
    click(&doc, "editor-play-friend", app, |app, _| use_position(app, Use::Friend))?;
    click(&doc, "editor-analyse", app, |app, _| use_position(app, Use::Analyse))?;
    click(&doc, "editor-copy-link", app, |app, _| use_position(app, Use::CopyLink))?;
    Ok(())
}

fn target_attribute(e: &Event, name: &str) -> Option<String> {
    let selector = format!("[{name}]");
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .and_then(|el| el.closest(&selector).ok().flatten())
        .and_then(|el| el.get_attribute(name))
}

fn select_value(e: &Event) -> Option<String> {
    e.target().and_then(|t| t.dyn_into::<HtmlSelectElement>().ok()).map(|s| s.value())
}

/// Uses the edited position, or shows why it cannot be played. Opening the dialog and the
/// clipboard happen after the app's borrow has ended.
fn use_position(app: &Shared, how: Use) {
    let checked = app.borrow_mut().checked_position();
    let Some(pos) = checked else { return };
    if how == Use::CopyLink {
        let (window, field, url) = {
            let a = app.borrow();
            let Some(field) = el::<HtmlInputElement>(&a, "editor-link") else { return };
            if let Some(b) = el::<HtmlElement>(&a, "editor-link-box") {
                b.set_hidden(false);
            }
            let players = Players { black: Player::Human, white: Player::Human, ..a.session.line().players };
            (a.window.clone(), field, address::link_url(&a.window, &GameLine::new(pos, players), ""))
        };
        let weak = Rc::downgrade(app);
        clipboard::copy(&window, &field, &url, move |copied| {
            let Some(app) = weak.upgrade() else { return };
            let Ok(a) = app.try_borrow() else { return };
            if let Some(panel) = &a.editor {
                let said = match copied {
                    clipboard::Copied::Clipboard => Msg::LinkCopied,
                    clipboard::Copied::Selected => Msg::LinkSelected,
                };
                panel.board.announce(&tr(said, &[]));
            }
        });
        return;
    }
    let dialog = el::<HtmlDialogElement>(&app.borrow(), "editor-dialog");
    if let Some(dialog) = dialog {
        dialog.close();
    }
    let mut guard = app.borrow_mut();
    let a = &mut *guard;
    if a.stashed.is_some() {
        a.close_analysis();
    }
    let level = a.session.line().players.level;
    let two = Players { black: Player::Human, white: Player::Human, level };
    match how {
        Use::Analyse => {
            a.cancel_computer();
            a.stashed = Some(std::mem::replace(a.session.line_mut(), GameLine::new(pos, two)));
            a.session.set_analysing(true);
            a.els.analyse.set_hidden(true);
            a.redraw(None);
        }
        Use::Computer | Use::Friend => {
            let players = match (how, pos.turn()) {
                (Use::Friend, _) => two,
                (_, Color::Black) => Players { black: Player::Human, white: Player::Computer, level },
                (_, Color::White) => Players { black: Player::Computer, white: Player::Human, level },
            };
            let game = GameLine::new(pos, players);
            let said = Text::message(Msg::EditorGameStarted, [("turn", turn_sentence(&game).into())]);
            a.els.message.set_hidden(true);
            a.replace_game(game, said);
        }
        Use::CopyLink => {}
    }
}

impl App {
    /// Opens the editor on the position shown.
    fn open_editor(app: &Shared) {
        let dialog = {
            let mut a = app.borrow_mut();
            if a.editor.is_none() {
                match a.make_panel() {
                    Ok(panel) => a.editor = Some(panel),
                    Err(e) => {
                        a.show_message(&crate::engine::client::js_error_text(&e));
                        return;
                    }
                }
            }
            let editor = Editor::from_position(a.session.line().shown());
            let field: Option<HtmlInputElement> = el(&a, "editor-position");
            let flipped = a.session.flipped();
            if let (Some(panel), Some(field)) = (a.editor.as_mut(), field) {
                panel.editor = editor;
                panel.board.set_flipped(flipped);
                field.set_value(&panel.editor.position_string());
            }
            if let Some(b) = el::<HtmlElement>(&a, "editor-link-box") {
                b.set_hidden(true);
            }
            a.show_editor(true);
            el::<HtmlDialogElement>(&a, "editor-dialog")
        };
        if let Some(dialog) = dialog {
            let _ = dialog.show_modal();
        }
        if let Some(panel) = &app.borrow().editor {
            panel.board.refresh();
        }
    }

    fn make_panel(&self) -> Result<Panel, JsValue> {
        let host: HtmlElement = by_id(&self.doc, "editor-board")?;
        let options = BoardOptions { label: tr(Msg::EditorBoardLabel, &[]), ..BoardOptions::default() };
        let board = Board::new(&host, options, |_| {})?;
        let weak = self.self_ref.clone();
        board.on_square(move |sq: Square| {
            if let Some(app) = weak.upgrade() {
                app.borrow_mut().paint(sq);
            }
        });
        board.set_movable(Movable::None);
        board.set_flipped(self.session.flipped());
        Ok(Panel { board, editor: Editor::new(Preset::Standard), brush: Brush::default() })
    }

    fn paint(&mut self, sq: Square) {
        let Some(panel) = self.editor.as_mut() else { return };
        if panel.editor.paint(sq, panel.brush) {
            let said = match panel.editor.piece_at(sq) {
                Some(Color::Black) => Msg::SquareBlack,
                Some(Color::White) => Msg::SquareWhite,
                None => Msg::SquareEmpty,
            };
            panel.board.announce(&format!("{sq}, {}", tr(said, &[])));
            self.show_editor(true);
        }
    }

    /// Changes the board being edited and shows it.
    fn edit(&mut self, f: impl FnOnce(&mut Editor)) {
        let Some(panel) = self.editor.as_mut() else { return };
        f(&mut panel.editor);
        self.show_editor(true);
    }

    /// The position string was typed in: read it onto the board, or say why not.
    fn read_position_field(&mut self) {
        let Some(field) = el::<HtmlInputElement>(self, "editor-position") else { return };
        let Some(panel) = self.editor.as_mut() else { return };
        match panel.editor.read(&field.value()) {
            Ok(()) => self.show_editor(false),
            Err(e) => self.editor_error(Some(tr(Msg::EditorUnreadable, &[("error", say(&e).into())]))),
        }
    }

    /// Draws the edited board and brings the controls and the message in line with it; with
    /// `write_text`, the position string field too (not while the reader types in it).
    fn show_editor(&self, write_text: bool) {
        let Some(panel) = &self.editor else { return };
        let editor = &panel.editor;
        panel.board.show_setup(Some(editor.setup()));
        if write_text {
            if let Some(field) = el::<HtmlInputElement>(self, "editor-position") {
                field.set_value(&editor.position_string());
            }
        }
        if let Some(turn) = el::<HtmlSelectElement>(self, "editor-turn") {
            turn.set_value(&editor.turn().char().to_string());
        }
        if let Some(size) = el::<HtmlSelectElement>(self, "editor-size") {
            size.set_value(&editor.size().to_string());
        }
        if let Some(counts) = el::<HtmlElement>(self, "editor-counts") {
            let text = tr(
                Msg::EditorCounts,
                &[("black", editor.count(Color::Black).into()), ("white", editor.count(Color::White).into())],
            );
            counts.set_text_content(Some(&text));
        }
        let rules = self.session.line().start().rules();
        self.editor_error(editor.position(rules).err().map(|e| refusal(&e)));
    }

    fn editor_error(&self, text: Option<String>) {
        let Some(error) = el::<HtmlElement>(self, "editor-error") else { return };
        error.set_text_content(text.as_deref());
        error.set_hidden(text.is_none());
    }

    /// The edited position if it can be played; else the reason is shown (and said).
    fn checked_position(&mut self) -> Option<Position> {
        let panel = self.editor.as_ref()?;
        match panel.editor.position(self.session.line().start().rules()) {
            Ok(pos) => Some(pos),
            Err(e) => {
                let text = refusal(&e);
                panel.board.announce(&text);
                self.editor_error(Some(text));
                None
            }
        }
    }
}

/// Why the edited board cannot be played, in the page's language.
fn refusal(e: &EditorError) -> String {
    tr(Msg::EditorRefused, &[("reason", crate::i18n::clause(&crate::i18n::messages(crate::i18n::lang()), e).into())])
}
