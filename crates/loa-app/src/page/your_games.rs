//! The page's side of the library: a kept game opened or deleted, another tab's moves followed,
//! the browser's answer about keeping the storage, and the game's link (to copy, or to send to
//! the friend after this player's move in a game by link).

use loa_core::{Color, Position, Variant};

use super::{Dialog, Effects, Page};
use crate::game::{GameLine, Player, Players};
use crate::hint::Hint;
use crate::i18n::Msg;
use crate::library::{Notice, Shelf};
use crate::saved::{library::valid_id, link, Analysed};
use crate::session::{turn_sentence, Text};

impl<S: Shelf> Page<S> {
    /// Opens kept game `id` in place of this one (which stays kept, with its analysis board),
    /// with its own analysis board (shown again if it was showing). An unfinished online game is
    /// the server's: the page goes to it online instead.
    pub fn open_game(&mut self, id: &str, now_ms: u64) -> Effects {
        if let Some(game) = self.library.unfinished_online(id) {
            let query = vec![(crate::online::links::QUERY_KEY.to_owned(), game)];
            return Effects { go: Some(query), ..Effects::default() };
        }
        self.now_ms = now_ms;
        let closed = self.session.close_analysis();
        let mut fx = self.settle(closed);
        let Some((restored, hints)) = self.library.open(id) else { return fx };
        self.hint = Hint::with_plies(hints);
        self.notice = None;
        let said = turn_sentence(&restored.game);
        let _ = self.session.set_flipped(restored.flipped);
        self.session.set_viewer(self.library.me());
        let opened = self.session.open_at(restored.game, said, now_ms);
        let shown = self.session.restore_analysis(restored.analysis);
        fx = fx.then(self.settle(opened.then(shown)));
        fx.message = Some(super::Message::Hide);
        fx.dialog = Some(Dialog::Close("games-dialog"));
        fx
    }

    /// The words of game `id` for the question before deleting it.
    pub fn describe_game(&mut self, id: &str) -> Option<String> {
        self.library.describe(id)
    }

    /// Deletes kept game `id` at once ([`Page::undo_delete`] brings it back while the list shows).
    /// The open game deleted: a new game against
    /// the computer in its place, its analysis board closed without saving (nothing writes it
    /// back).
    pub fn delete_game(&mut self, id: &str, now_ms: u64) -> Effects {
        if !self.library.delete(id) {
            return Effects::default();
        }
        self.now_ms = now_ms;
        let mut fx = Effects::default();
        fx.workers.extend(self.panel.close());
        let players = Players { black: Player::Human, white: Player::Computer, ..self.session.line().players };
        let game = GameLine::new(Position::new(Variant::Standard), players);
        let said = turn_sentence(&game);
        // Not saved: a game with no move is kept from its first move.
        let random = self.random();
        self.library.start_entry(now_ms, random);
        self.hint = Hint::default();
        self.session.set_viewer(None);
        let started = self.session.new_game(game, said);
        fx.then(self.settle(started))
    }

    /// Brings back the game deleted last (kept as it was; the board stays as it is).
    pub fn undo_delete(&mut self) -> bool {
        self.library.undo_delete()
    }

    /// Another tab wrote `key` (now `value`): if it is this game, the board follows it (not while
    /// the analysis board shows: the next save keeps this tab's apart).
    pub fn storage_changed(&mut self, key: &str, value: Option<String>, now_ms: u64) -> Effects {
        if self.session.is_analysing() {
            return Effects::default();
        }
        let Some(restored) = self.library.followed(key, value) else { return Effects::default() };
        self.now_ms = now_ms;
        let opened = self.session.open_at(restored.game, Text::message(Msg::LibraryFollowed, []), now_ms);
        // The other tab's analysis board, kept (not shown: this tab shows the game).
        let board = restored.analysis.map(|a| Analysed { open: false, ..a });
        let kept = self.session.restore_analysis(board);
        self.settle(opened.then(kept))
    }

    /// The browser said whether it keeps the storage.
    pub fn persistence_answered(&mut self, granted: bool) {
        self.library.persistence_answered(granted);
    }

    /// The link that brings back the game as it stands, with its library id (so a reply to it
    /// continues it).
    #[must_use]
    pub fn link(&self) -> String {
        self.link_to(self.session.line(), &self.library.kept().id)
    }

    /// The link to `game` (the editor's position: no id).
    #[must_use]
    pub fn link_to(&self, game: &GameLine, id: &str) -> String {
        let mut pairs = link::write(game);
        if valid_id(id) {
            pairs.push(("game".to_owned(), id.to_owned()));
        }
        let query: Vec<String> = pairs.iter().map(|(k, v)| format!("{k}={}", encode(v))).collect();
        format!("{}?{}", self.base, query.join("&"))
    }

    /// In a game by link, this player's colour (while the game, not the analysis board, shows).
    #[must_use]
    pub fn friend_side(&self) -> Option<Color> {
        let players = self.session.line().players;
        let humans = players.black == Player::Human && players.white == Player::Human;
        self.library.me().filter(|_| humans && !self.session.is_analysing())
    }

    /// After this player's move in a game by link, the link to send.
    #[must_use]
    pub fn friend_link(&self) -> Option<String> {
        let me = self.friend_side()?;
        let game = self.session.line();
        (game.turn() != me && game.ply() > 0).then(|| self.link())
    }

    /// What a failed save offered is said again (`Notice` kept), or any notice.
    #[must_use]
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }
}

/// The characters `encodeURIComponent` escapes: all but letters, digits and `-_.!~*'()`.
const COMPONENT: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'!')
    .remove(b'~')
    .remove(b'*')
    .remove(b'\'')
    .remove(b'(')
    .remove(b')');

/// `s` as a URI component, as the browser writes it.
fn encode(s: &str) -> String {
    percent_encoding::utf8_percent_encode(s, COMPONENT).to_string()
}

#[cfg(test)]
mod tests {
    #[test]
    fn components_are_encoded_as_the_browser_does() {
        assert_eq!(super::encode("b1-b3 h2xf4"), "b1-b3%20h2xf4");
        assert_eq!(super::encode("1bbbbbb1/w6w b"), "1bbbbbb1%2Fw6w%20b");
        assert_eq!(super::encode("é(x)"), "%C3%A9(x)");
    }
}
