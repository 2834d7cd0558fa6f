//! The ends of a game on the page: Resign (asked first), a draw offered and answered, Rematch
//! and Review beside the result. What each means is the model's; this file passes the clicks.

use wasm_bindgen::prelude::*;
use web_sys::Document;

use super::listen::click;
use super::{act, Shared};
use crate::i18n::{tr, Arg, Msg};
use loa_app::page::Page;

/// Resigns for the side the model names, once the player has said yes (no borrow of the app is
/// held while the browser asks).
fn resign(app: &Shared) {
    let (window, side) = {
        let a = app.borrow();
        (a.window.clone(), a.page.resigning_side())
    };
    let Some(side) = side else { return };
    if !window.confirm_with_message(&tr(Msg::ResignConfirm, &[("color", Arg::from(side))])).unwrap_or(false) {
        return;
    }
    act(app, Page::resign);
}

/// The buttons of the game's ends.
pub(super) fn bind(doc: &Document, app: &Shared) -> Result<(), JsValue> {
    click(doc, "resign", app, |app, _| resign(app))?;
    click(doc, "offer-draw", app, |app, _| act(app, Page::offer_draw))?;
    click(doc, "accept-draw", app, |app, _| act(app, Page::accept_draw))?;
    click(doc, "decline-draw", app, |app, _| act(app, |p, _| p.decline_draw()))?;
    click(doc, "rematch", app, |app, _| act(app, Page::rematch))?;
    click(doc, "result-review", app, |app, _| act(app, Page::start_review))?;
    Ok(())
}
