//! The game page's side of the library: saving the open game (and what to say when that fails or
//! another tab got there first), following the same game moved in another tab, notices with an
//! offer, opening a kept game, and the colour this player has in a game by link.

pub(crate) mod dialog;
pub mod kept;
pub mod persist;
pub mod storage;

use loa_core::{Color, Position, Variant};
use web_sys::HtmlElement;

use super::{address, records, App, Shared};
use crate::i18n::Msg;
use crate::i18n::{tr, Arg};
use kept::{Kept, Notice, Offer, Saving};
use loa_app::game::{GameLine, Player, Players};
use loa_app::saved::Analysed;
use loa_app::session::{turn_sentence, Text};

impl App {
    fn element(&self, id: &str) -> Option<HtmlElement> {
        crate::dom::find::optional(&self.doc, id)
    }

    /// Keeps the game, with its analysis board beside it (the analysis board's moves are not the
    /// game's), and reports a failure once.
    pub(super) fn save(&mut self) {
        // Nothing while the analysis board shows the editor's position (not this game's).
        let Some((game, analysis)) = self.session.kept() else { return };
        let hints = &self.hint.plies;
        match kept::save(self.store.as_ref(), &mut self.kept, game, self.session.flipped(), hints, analysis) {
            // A game worth keeping: ask the browser to keep the library (once).
            Saving::Saved => persist::ask_once(&self.window),
            Saving::Skipped | Saving::Failed { first: false } => {}
            Saving::Failed { first: true } => {
                self.show_notice(Notice { text: tr(Msg::LibrarySaveFailed, &[]), offer: Some(Offer::Export) });
            }
            Saving::Forked => self.show_message(&tr(Msg::LibraryForked, &[])),
        }
        self.offer_friend_link();
    }

    /// Shows `notice`, with its offer as the message's button.
    pub(super) fn show_notice(&mut self, notice: Notice) {
        self.show_message(&notice.text);
        if let (Some(offer), Some(button)) = (&notice.offer, self.element("message-action")) {
            button.set_text_content(Some(&tr(offer.label_id(), &[])));
            button.set_attribute("data-action", offer.action()).ok();
            button.set_hidden(false);
        }
        self.offer = notice.offer;
    }

    /// The message's button was pressed. Opening a dialog and reloading run page code: they are
    /// called after the borrow has ended.
    pub(super) fn take_offer(app: &Shared) {
        let dialog = {
            let mut a = app.borrow_mut();
            let Some(offer) = a.offer.take() else { return };
            match offer {
                Offer::RestorePrefix(game) => {
                    a.els.message.set_hidden(true);
                    let number = loa_app::game::numbering::moves_in(&game);
                    let said = Text::message(Msg::LibraryPrefixOpened, [("number", number.into())]);
                    a.replace_game(*game, said);
                    None
                }
                Offer::Export => {
                    // The message and its offer stay until dismissed.
                    a.offer = Some(Offer::Export);
                    records::export(&a.els.record, a.session.line(), &a.sgf_header(), true);
                    Some(a.els.record_dialog.clone())
                }
                Offer::Reload => {
                    let location = a.window.location();
                    drop(a);
                    let _ = location.reload();
                    None
                }
            }
        };
        if let Some(dialog) = dialog {
            let _ = dialog.show_modal();
        }
    }

    /// Opens a kept game in place of this one (which stays in the library, with its analysis
    /// board), with its own analysis board (shown again if it was showing).
    pub(super) fn open_kept(&mut self, game: GameLine, flipped: bool, kept: Kept, analysis: Option<Analysed>) {
        self.close_analysis();
        if let Some(store) = &self.store {
            store.set_current(&kept.id);
        }
        self.kept = kept;
        self.els.message.set_hidden(true);
        let said = turn_sentence(&game);
        let _ = self.session.set_flipped(flipped);
        let fx = self.session.open_at(game, said, super::clock_view::now_ms());
        self.perform(fx);
        // Its analysis board, shown again if it was showing.
        let fx = self.session.restore_analysis(analysis);
        self.perform(fx);
    }

    /// After the open game was deleted from the library: a new game in its place (its analysis
    /// board closed without saving, so nothing writes the game back).
    pub(super) fn deleted_open_game(&mut self) {
        // Its analysis board closed without saving, so nothing writes the game back.
        self.analysis.close();
        self.board.set_arrow(None);
        let players = Players { black: Player::Human, white: Player::Computer, ..self.session.line().players };
        let game = GameLine::new(Position::new(Variant::Standard), players);
        let said = turn_sentence(&game);
        self.replace_game(game, said);
    }

    /// Another tab wrote `key`: if it is this game, the board follows it.
    pub(super) fn on_storage(&mut self, key: &str, value: Option<String>) {
        let Some(store) = &self.store else { return };
        if key != store.keys.game(&self.kept.id) || self.session.is_analysing() {
            return;
        }
        let Some(text) = value else { return };
        if self.kept.last.as_deref() == Some(text.as_str()) {
            return;
        }
        // Unreadable here (a newer tab's format): left alone; the next save keeps this game apart.
        let Ok((saved, restored)) = storage::restore_all(&text) else { return };
        self.kept = Kept { told_failed: self.kept.told_failed, ..Kept::of(&saved, text) };
        let fx =
            self.session.open_at(restored.game, Text::message(Msg::LibraryFollowed, []), super::clock_view::now_ms());
        self.perform(fx);
        // The other tab's analysis board, kept (not shown: this tab shows the game).
        let board = restored.analysis.map(|a| loa_app::saved::Analysed { open: false, ..a });
        let fx = self.session.restore_analysis(board);
        self.perform(fx);
    }

    /// Who plays whom: "You (Black) – Computer (level 4, Club player)"; in a game by link, "You
    /// play Black" (the board stays open to both sides: the same device may be passed around),
    /// and after this player's move the link to send.
    pub(super) fn show_side(&self) {
        let Some(el) = self.element("you-play") else { return };
        let Some(me) = self.friend_side() else {
            let said = crate::i18n::players_line(self.session.line().players);
            el.set_hidden(said.is_none());
            el.set_text_content(said.as_deref());
            return;
        };
        let waiting = self.session.line().turn() != me && !self.session.line().position().is_game_over();
        let id = if waiting { Msg::LibraryYouPlayWaiting } else { Msg::LibraryYouPlay };
        el.set_text_content(Some(&tr(id, &[("color", Arg::from(me)), ("other", Arg::from(!me))])));
        el.set_hidden(false);
    }

    /// What an exported record says beyond the moves: the players, the day, the rules.
    pub(super) fn sgf_header(&self) -> loa_app::game::sgf_header::Header {
        loa_app::game::sgf_header::Header::of(self.session.line(), self.kept.me, self.kept.created)
    }

    fn friend_side(&self) -> Option<Color> {
        let humans =
            self.session.line().players.black == Player::Human && self.session.line().players.white == Player::Human;
        self.kept.me.filter(|_| humans && !self.session.is_analysing())
    }

    /// After this player's move in a game by link, the link to send is shown.
    fn offer_friend_link(&self) {
        let Some(me) = self.friend_side() else { return };
        if self.session.line().turn() == me || self.session.line().ply() == 0 {
            return;
        }
        self.els.link.set_value(&address::link_url(&self.window, self.session.line(), &self.kept.id));
        self.els.link_box.set_hidden(false);
        if let Some(share) = self.element("share-link") {
            share.set_hidden(!dialog::can_share(&self.window));
        }
    }
}
