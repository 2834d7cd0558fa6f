//! The ends of a game on the page: Resign (asked first, in the message line), a draw offered and
//! answered, Rematch and Review beside the result; and a newcomer's welcome. What each means is
//! the model's; this file passes the clicks.

use wasm_bindgen::prelude::*;
use web_sys::Document;

use super::listen::click;
use super::{act, Shared};
use loa_app::page::Page;

/// The buttons of the game's ends.
pub(super) fn bind(doc: &Document, app: &Shared) -> Result<(), JsValue> {
    click(doc, "resign", app, |app, _| act(app, |p, _| p.ask_resign()))?;
    click(doc, "welcome-beginner", app, |app, _| act(app, Page::play_beginner))?;
    click(doc, "welcome-go-on", app, |app, _| act(app, |p, _| p.dismiss_welcome()))?;
    click(doc, "welcome-choose", app, |app, _| {
        act(app, |p, _| p.dismiss_welcome());
        super::new_game::open(app);
    })?;
    click(doc, "offer-draw", app, |app, _| act(app, Page::offer_draw))?;
    click(doc, "accept-draw", app, |app, _| act(app, Page::accept_draw))?;
    click(doc, "decline-draw", app, |app, _| act(app, |p, _| p.decline_draw()))?;
    click(doc, "rematch", app, |app, _| act(app, Page::rematch))?;
    click(doc, "result-review", app, |app, _| act(app, Page::start_review))?;
    Ok(())
}
