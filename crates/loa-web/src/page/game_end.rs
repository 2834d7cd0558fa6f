//! The ends of a game on the page: Resign (asked first), a draw offered and accepted, and at the
//! end the result in the player's words with Rematch, Review and New game beside it, and the
//! group that connected drawn on the board. What each means is the session's
//! (`loa_app::session`'s `finish.rs` and `verdict.rs`); this file shows it and passes the clicks.

use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlElement};

use super::clock_view::now_ms;
use super::controls::click;
use super::{App, Shared};
use crate::dom::find::optional;
use crate::i18n::Msg;
use crate::i18n::{tr, Arg};
use loa_app::session::Standing;

impl App {
    /// The result box, the draw offered, the Resign and Offer-draw buttons, and the connected
    /// group on the board, as the session has them.
    pub(super) fn show_game_end(&self) {
        let session = &self.session;
        match session.verdict() {
            Some(verdict) => {
                let (headline, detail) = verdict.boxed();
                self.els.result_text.set_text_content(Some(&headline.say()));
                self.els.result_detail.set_text_content(detail.map(|d| d.say()).as_deref());
                let result = &self.els.result;
                result.set_attribute("data-result", verdict.end.result_str()).ok();
                result.set_attribute("data-how", verdict.end.reason_name()).ok();
                let _ = match verdict.standing {
                    Some(Standing::Won) => result.set_attribute("data-standing", "won"),
                    Some(Standing::Lost) => result.set_attribute("data-standing", "lost"),
                    Some(Standing::Drawn) => result.set_attribute("data-standing", "drawn"),
                    None => result.remove_attribute("data-standing"),
                };
                result.set_hidden(false);
            }
            None => self.els.result.set_hidden(true),
        }
        if let Some(offer) = optional::<HtmlElement>(&self.doc, "draw-offer") {
            let offered = session.draw_offered();
            offer.set_hidden(offered.is_none());
            if let (Some(side), Some(text)) = (offered, optional::<HtmlElement>(&self.doc, "draw-offer-text")) {
                text.set_text_content(Some(&tr(Msg::DrawOffered, &[("color", Arg::from(side))])));
            }
            for id in ["accept-draw", "decline-draw"] {
                if let Some(button) = optional::<HtmlElement>(&self.doc, id) {
                    button.set_hidden(!session.can_accept_draw());
                }
            }
        }
        if let Some(button) = optional::<HtmlElement>(&self.doc, "resign") {
            button.set_hidden(session.resigning_side().is_none());
        }
        if let Some(button) = optional::<HtmlElement>(&self.doc, "offer-draw") {
            button.set_hidden(!session.can_offer_draw());
        }
        let links: Vec<_> = session.connected_groups().into_iter().flat_map(|g| g.links).collect();
        self.board.set_connection(&links);
    }

    fn offer_draw(&mut self) {
        let fx = self.session.offer_draw(now_ms());
        self.perform(fx);
    }

    fn accept_draw(&mut self) {
        let fx = self.session.accept_draw(now_ms());
        self.perform(fx);
    }

    fn decline_draw(&mut self) {
        let fx = self.session.decline_draw();
        self.perform(fx);
    }

    /// The next game: the same start, the colours swapped, the same clock (in a game by link,
    /// this player takes the other colour).
    fn rematch(&mut self) {
        let me = self.kept.me;
        let (game, said) = self.session.rematch();
        self.replace_game(game, said);
        self.kept.me = me.map(|c| !c);
        self.session.set_viewer(self.kept.me);
        self.redraw(None);
    }
}

/// Resigns for the side the session names, once the player has said yes (no borrow of the app
/// is held while the browser asks).
fn resign(app: &Shared) {
    let (window, side) = {
        let a = app.borrow();
        (a.window.clone(), a.session.resigning_side())
    };
    let Some(side) = side else { return };
    if !window.confirm_with_message(&tr(Msg::ResignConfirm, &[("color", Arg::from(side))])).unwrap_or(false) {
        return;
    }
    let mut a = app.borrow_mut();
    let fx = a.session.resign(now_ms());
    a.perform(fx);
}

/// The buttons of the game's ends.
pub(super) fn bind(doc: &Document, app: &Shared) -> Result<(), JsValue> {
    click(doc, "resign", app, |app, _| resign(app))?;
    click(doc, "offer-draw", app, |app, _| app.borrow_mut().offer_draw())?;
    click(doc, "accept-draw", app, |app, _| app.borrow_mut().accept_draw())?;
    click(doc, "decline-draw", app, |app, _| app.borrow_mut().decline_draw())?;
    click(doc, "rematch", app, |app, _| app.borrow_mut().rematch())?;
    click(doc, "result-review", app, |app, _| app.borrow_mut().start_review())?;
    Ok(())
}
