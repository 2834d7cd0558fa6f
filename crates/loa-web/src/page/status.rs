//! The words around the board, on the page: the status line (the session's [`Session::status`]),
//! the engine's report, the retry button, the browsing buttons, and which earlier position is
//! being looked at. (The result box is `game_end.rs`'s.)

use super::elements::Elements;
use crate::i18n::{lang, messages};
use loa_app::session::{engine_line, viewing, Session};

/// The status line, the engine's report (when `show_info`) and the retry button, on the page.
pub fn show(els: &Elements, session: &Session, show_info: bool) {
    let game = session.line();
    let pos = game.position();
    let thinking = session.is_thinking();
    els.ai_retry.set_hidden(!(session.failure().is_some() && game.computer_to_move()));
    els.status.set_text_content(Some(&session.status().say()));
    let info = session.info().filter(|_| show_info && thinking).map(|info| engine_line(&messages(lang()), info));
    els.engine_info.set_hidden(info.is_none());
    els.engine_info.set_text_content(info.as_deref());
    els.status.set_attribute("data-thinking", if thinking { "true" } else { "false" }).ok();
    let state = if session.is_over() { "over" } else { pos.turn().name() };
    els.status.set_attribute("data-state", state).ok();
}

/// The undo, redo and browsing buttons, the pass button and the "viewing an earlier position"
/// note.
pub fn show_around(els: &Elements, session: &Session) {
    let game = session.line();
    let (view, ply) = (game.view(), game.ply());
    els.undo.set_disabled(!session.can_undo());
    els.redo.set_disabled(!session.can_redo());
    els.first.set_disabled(view == 0);
    els.back.set_disabled(view == 0);
    els.forward.set_disabled(view >= ply);
    els.last.set_disabled(view >= ply);
    els.viewing.set_hidden(view >= ply);
    els.viewing.set_text_content(Some(&viewing(game).say()));
    els.pass.set_hidden(!game.human_must_pass());
}
