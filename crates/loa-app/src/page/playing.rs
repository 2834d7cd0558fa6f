//! The game on the page: a move, a pass, undo and redo, looking back, the board turned, the
//! game's ends (resigning, a draw offered and answered, a rematch), a new game from the dialog,
//! and a record read in or written out.

use loa_core::record::{self, Format};
use loa_core::{Move, Position};

use super::new_game::Form;
use super::{Dialog, Effects, Message, Page};
use crate::game::numbering::moves_in;
use crate::game::GameLine;
use crate::hint::Hint;
use crate::i18n::{say, tr, Msg};
use crate::library::{Notice, Shelf};
use crate::session::Text;

impl<S: Shelf> Page<S> {
    /// The person at the board plays `m` (a pass is [`Move::PASS`]) at `now_ms`.
    pub fn play(&mut self, m: Move, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        let before = self.session.line().ply();
        let fx = self.session.play_at(m, now_ms);
        if self.session.line().ply() > before {
            self.count_move();
        }
        self.settle(fx)
    }

    /// Takes back the player's last move (and the computer's reply).
    pub fn undo(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        let fx = self.session.undo_at(now_ms);
        self.settle(fx)
    }

    /// Plays again what the last undo took back.
    pub fn redo(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        let fx = self.session.redo_at(now_ms);
        self.settle(fx)
    }

    /// Turns the board around.
    pub fn flip(&mut self) -> Effects {
        let fx = self.session.flip();
        self.settle(fx)
    }

    /// Shows the position after `ply` moves (`usize::MAX`: the last).
    pub fn browse_to(&mut self, ply: usize) -> Effects {
        let fx = self.session.go_to(ply);
        self.settle(fx)
    }

    /// One move back (−1) or forward (1) from the position shown.
    pub fn browse_by(&mut self, step: isize) -> Effects {
        let target = self.session.line().view().saturating_add_signed(step);
        self.browse_to(target)
    }

    /// After the computer failed: it tries again.
    pub fn retry(&mut self) -> Effects {
        let fx = self.session.retry();
        self.settle(fx)
    }

    /// Time passes: the clocks, and a flag that falls.
    pub fn tick(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        let fx = self.session.tick(now_ms);
        self.settle(fx)
    }

    /// The side the Resign button gives up for, to ask the player about first (`None`: nobody
    /// can resign now).
    #[must_use]
    pub fn resigning_side(&self) -> Option<loa_core::Color> {
        self.session.resigning_side()
    }

    /// Resign: asked in the page first (the message line, its button resigning), for the side
    /// that would give up.
    pub fn ask_resign(&mut self) -> Effects {
        let Some(side) = self.resigning_side() else { return Effects::default() };
        let text = Text::message(Msg::ResignConfirm, [("color", crate::session::Arg::Color(side))]);
        self.say(Notice { text, offer: Some(crate::library::Offer::Resign) })
    }

    /// The player said yes to resigning, at `now_ms`.
    pub fn resign(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        let fx = self.session.resign(now_ms);
        self.settle(fx)
    }

    pub fn offer_draw(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        let fx = self.session.offer_draw(now_ms);
        self.settle(fx)
    }

    pub fn accept_draw(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        let fx = self.session.accept_draw(now_ms);
        self.settle(fx)
    }

    pub fn decline_draw(&mut self) -> Effects {
        let fx = self.session.decline_draw();
        self.settle(fx)
    }

    /// The next game: the same start, the colours swapped, the same clock (in a game by link,
    /// this player takes the other colour).
    pub fn rematch(&mut self, now_ms: u64) -> Effects {
        let me = self.library.me();
        let (game, said) = self.session.rematch();
        let fx = self.replace_game(game, said, now_ms);
        let me = me.map(|c| !c);
        self.library.set_me(me);
        self.session.set_viewer(me);
        fx.then(Effects::redraw_all())
    }

    /// The new-game dialog's Start: the game its fields describe, in place of this one (`coin`
    /// decides a random colour).
    pub fn start_new_game(&mut self, form: &Form, coin: bool, now_ms: u64) -> Effects {
        let new = form.game(coin);
        let mut fx = self.dismiss_message();
        for error in new.errors {
            fx = fx.then(self.say(Notice::plain(error)));
        }
        fx.then(self.replace_game(new.game, new.said, now_ms))
    }

    /// A new game in place of this one (a new game, an import, a rematch), a new entry in the
    /// library: the game before stays kept, with its analysis board.
    pub(super) fn replace_game(&mut self, game: GameLine, said: Text, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        let closed = self.session.close_analysis();
        let mut fx = self.settle(closed);
        if let Some(order) = self.hint.clear() {
            fx.workers.push((crate::worker::Worker::Hint, order));
        }
        self.hint = Hint::default();
        let random = self.random();
        self.library.start_entry(now_ms, random);
        self.session.set_viewer(None);
        let started = self.session.new_game(game, said);
        fx.then(self.settle(started))
    }

    /// A record pasted or opened (SGF or a move list, with its variations) becomes the game,
    /// played by the same players under the same rules; or the record dialog says why it cannot.
    pub fn import(&mut self, text: &str, now_ms: u64) -> Result<Effects, String> {
        let tree = read(text, self.session.line().start())
            .into_tree()
            .map_err(|e| tr(Msg::RecordUnreadable, &[("error", say(&e).into())]))?;
        let game = GameLine::from_tree(tree, self.session.line().players);
        let said = Text::message(Msg::GameImported, [("count", moves_in(&game).into())]);
        let mut fx = self.replace_game(game, said, now_ms);
        fx.dialog = Some(Dialog::Close("record-dialog"));
        Ok(fx)
    }

    /// The game as a record: SGF (with the variations when there are any, and everything on the
    /// analysis board, and the header: players, the day, the rules) or a move list.
    #[must_use]
    pub fn record(&self, sgf: bool) -> String {
        let game = self.session.line();
        let header = self.library.header(game);
        if !sgf {
            record::write_move_list(game.position())
        } else if game.variations() || game.tree().has_variations() {
            header.add_to(&record::write_sgf_tree(game.tree()))
        } else {
            header.add_to(&record::write_sgf(game.position()))
        }
    }

    /// Opens the record dialog on the game's record.
    pub fn show_record(&self, sgf: bool) -> Effects {
        Effects { dialog: Some(Dialog::Record { text: self.record(sgf), sgf }), ..Effects::default() }
    }

    /// The message's button: what the notice offered.
    pub fn take_offer(&mut self, now_ms: u64) -> Effects {
        let Some(notice) = self.notice.clone() else { return Effects::default() };
        match notice.offer {
            Some(crate::library::Offer::RestorePrefix(game)) => {
                let said = Text::message(Msg::LibraryPrefixOpened, [("number", moves_in(&game).into())]);
                let fx = self.dismiss_message();
                fx.then(self.replace_game(*game, said, now_ms))
            }
            // The message and its offer stay until dismissed.
            Some(crate::library::Offer::Export) => self.show_record(true),
            Some(crate::library::Offer::Reload) => Effects { reload: true, ..Effects::default() },
            Some(crate::library::Offer::Resign) => {
                let fx = self.dismiss_message();
                fx.then(self.resign(now_ms))
            }
            None => Effects { message: Some(Message::Hide), ..Effects::default() },
        }
    }
}

/// Reads a record of either kind; a move list is played from `start`'s variant and rules.
fn read(text: &str, start: &Position) -> record::Read {
    let text = text.trim();
    record::read(text, Position::with_rules(start.variant(), start.rules()), Format::of(text))
}
