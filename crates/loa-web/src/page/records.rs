//! Records on the game page: the export box (SGF or a move list), the download, and reading a
//! pasted or opened record (either kind, with the rules of the game in progress).

use loa_core::move_tree::MoveTree;
use loa_core::record::{self, Format};
use loa_core::{Position, RecordError};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Event, HtmlInputElement, HtmlTextAreaElement};

use loa_app::game::sgf_header::Header;
use loa_app::game::GameLine;

/// Writes the game into the record box, as SGF or as a move list (the moves played). SGF holds
/// the variations when there are any (and everything on the analysis board), and `header`.
pub fn export(record_box: &HtmlTextAreaElement, game: &GameLine, header: &Header, sgf: bool) {
    let text = if !sgf {
        record::write_move_list(game.position())
    } else if game.variations() || game.tree().has_variations() {
        header.add_to(&record::write_sgf_tree(game.tree()))
    } else {
        header.add_to(&record::write_sgf(game.position()))
    };
    record_box.set_value(&text);
    record_box.set_attribute("data-format", if sgf { "sgf" } else { "moves" }).ok();
}

/// Offers the record box's text as a file.
pub fn download(doc: &Document, record_box: &HtmlTextAreaElement) {
    let sgf = record_box.get_attribute("data-format").as_deref() != Some("moves");
    let text = record_box.value();
    let parts = js_sys::Array::of1(&JsValue::from_str(&text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(if sgf { "application/x-go-sgf" } else { "text/plain" });
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else { return };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else { return };
    if let Ok(a) = doc.create_element("a") {
        let a: web_sys::HtmlAnchorElement = a.unchecked_into();
        a.set_href(&url);
        a.set_download(if sgf { "lines-of-action.sgf" } else { "lines-of-action.txt" });
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

/// Reads a record of either kind; a move list is played from `start`'s variant and rules.
///
/// # Errors
/// Why the record cannot be read ([`RecordError`]).
pub fn read(text: &str, start: &Position) -> Result<Position, RecordError> {
    read_any(text, start).into_position()
}

/// Reads a record of either kind with its variations (SGF may have them); a move list is played
/// from `start`'s variant and rules.
///
/// # Errors
/// Why the record cannot be read ([`RecordError`]), also for a move in a variation.
pub fn read_tree(text: &str, start: &Position) -> Result<MoveTree, RecordError> {
    read_any(text, start).into_tree()
}

fn read_any(text: &str, start: &Position) -> record::Read {
    let text = text.trim();
    record::read(text, Position::with_rules(start.variant(), start.rules()), Format::of(text))
}

/// Reads the file chosen in the `<input type="file">` of `e` and hands its text to `on_text`
/// (later, from the browser's task).
pub fn read_file(e: &Event, on_text: impl FnOnce(String) + 'static) {
    let Some(input) = e.target().and_then(|t| t.dyn_into::<HtmlInputElement>().ok()) else { return };
    let Some(file) = input.files().and_then(|f| f.get(0)) else { return };
    let on_text = Closure::once(move |text: JsValue| {
        if let Some(text) = text.as_string() {
            on_text(text);
        }
    });
    let _ = file.text().then(&on_text);
    on_text.forget();
    input.set_value("");
}
