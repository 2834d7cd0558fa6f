//! The ends the players choose: resigning, a draw offered and accepted (two people, at one
//! board or by link), and a rematch with the colours swapped; and the end said in the view of
//! the player it concerns.
//!
//! A draw is offered by the side that has just moved and stands until the other side moves
//! (which declines it) or accepts it; in a game by link the offer travels with the move
//! (`draw=offer`) and the acceptance with the reply (`draw=agreed`, see
//! [`crate::saved::link`]). A resignation, a flag or an agreement is final: undo and redo do not
//! reopen the game (a connection can still be taken back, as before).

use loa_core::Color;

use super::{Arg, Effects, Redraw, Session, Text, Verdict};
use crate::board::group::{connected_groups, Group};
use crate::game::{Ending, GameLine, Player};
use crate::i18n::Msg;

impl Session {
    /// The side whose view the game's words take: this player in a game by link, else the person
    /// playing the computer.
    #[must_use]
    pub fn viewer(&self) -> Option<Color> {
        self.viewer.or_else(|| self.line.players.lone_human())
    }

    /// This player's side in a game by link (`None`: not a game by link).
    pub fn set_viewer(&mut self, me: Option<Color>) {
        self.viewer = me;
    }

    /// The game's end in the viewer's words, once it is over.
    #[must_use]
    pub fn verdict(&self) -> Option<Verdict> {
        Verdict::of(&self.line, self.viewer())
    }

    /// The groups that connected, when the game as it stands ended so (and the board shows it):
    /// the board draws them.
    #[must_use]
    pub fn connected_groups(&self) -> Vec<Group> {
        match self.line.end() {
            Some(end) if !self.line.is_browsing() => connected_groups(self.line.position(), end),
            _ => Vec::new(),
        }
    }

    /// The side a Resign button gives up for: the person playing the computer, this player in a
    /// game by link, else (two people at one board) the side to move. `None` when nobody can:
    /// the game is over, or the computer plays both sides.
    #[must_use]
    pub fn resigning_side(&self) -> Option<Color> {
        if self.is_over() || self.is_analysing() {
            return None;
        }
        let side = self.viewer().unwrap_or_else(|| self.line.turn());
        (self.line.players.of(side) == Player::Human).then_some(side)
    }

    /// [`Session::resigning_side`] resigns at `now_ms` (the page asks first): the other side wins.
    pub fn resign(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        if let Some(flag) = self.flag_check() {
            return flag;
        }
        match self.resigning_side() {
            Some(side) => self.conclude(Ending::Resigned(side)),
            None => Effects::none(),
        }
    }

    /// Whether a draw may be offered now: two people, a move made and the game not over, no
    /// offer standing, and in a game by link only by this player after their move.
    #[must_use]
    pub fn can_offer_draw(&self) -> bool {
        let players = self.line.players;
        if let Some(me) = players.lone_human() {
            // To the computer: on the person's turn, which it answers at once.
            return !self.is_analysing() && self.line.ply() > 0 && !self.is_over() && self.line.turn() == me;
        }
        players.black == Player::Human
            && players.white == Player::Human
            && !self.is_analysing()
            && self.line.ply() > 0
            && !self.is_over()
            && self.line.draw_offered().is_none()
            && self.viewer.is_none_or(|me| me != self.line.turn())
    }

    /// The side that has just moved offers a draw, at `now_ms`.
    pub fn offer_draw(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        if let Some(flag) = self.flag_check() {
            return flag;
        }
        if !self.can_offer_draw() {
            return Effects::none();
        }
        if let Some(me) = self.line.players.lone_human() {
            return self.computer_answers_draw(me);
        }
        if !self.line.offer_draw() {
            return Effects::none();
        }
        let offerer = !self.line.turn();
        let mut fx = Effects {
            save: true,
            announce: Some(Text::message(Msg::DrawOffered, [("color", Arg::Color(offerer))])),
            redraw: Redraw { board: true, status: true, ..Redraw::default() },
            ..Effects::none()
        };
        self.timing(&mut fx);
        fx
    }

    /// The computer answers a draw offered by the person playing `me`, by its evaluation of the
    /// position: it accepts when it does not stand better ([`accepts_draw`]), else declines and
    /// the game goes on.
    fn computer_answers_draw(&mut self, me: Color) -> Effects {
        if accepts_draw(self.line.position(), !me) {
            let fx = self.conclude(Ending::Agreed);
            return Effects { message: Some(Text::message(Msg::DrawComputerAccepts, [])), ..fx };
        }
        let said = Text::message(Msg::DrawComputerDeclines, []);
        Effects { announce: Some(said.clone()), message: Some(said), ..Effects::none() }
    }

    /// The side that offers a draw now, if one stands.
    #[must_use]
    pub fn draw_offered(&self) -> Option<Color> {
        self.line.draw_offered().filter(|_| !self.is_analysing())
    }

    /// Whether the offer standing may be accepted here: by the side to move (in a game by link,
    /// when that is this player).
    #[must_use]
    pub fn can_accept_draw(&self) -> bool {
        self.draw_offered().is_some() && self.viewer.is_none_or(|me| me == self.line.turn())
    }

    /// The side to move accepts the draw offered, at `now_ms`: the game is drawn.
    pub fn accept_draw(&mut self, now_ms: u64) -> Effects {
        self.now_ms = now_ms;
        if let Some(flag) = self.flag_check() {
            return flag;
        }
        if !self.can_accept_draw() {
            return Effects::none();
        }
        self.conclude(Ending::Agreed)
    }

    /// The side to move turns the offer down (a move would too); the game goes on.
    pub fn decline_draw(&mut self) -> Effects {
        if !self.can_accept_draw() {
            return Effects::none();
        }
        let offerer = !self.line.turn();
        self.line.decline_draw();
        Effects {
            save: true,
            announce: Some(Text::message(Msg::DrawDeclined, [("color", Arg::Color(offerer))])),
            redraw: Redraw { board: true, status: true, ..Redraw::default() },
            ..Effects::none()
        }
    }

    /// The next game after this one: the same start, the colours swapped, a fresh clock of the
    /// same control, and its announcement. The page opens it as any new game
    /// ([`Session::new_game`]).
    #[must_use]
    pub fn rematch(&self) -> (GameLine, Text) {
        let game = self.line.rematch();
        let said = match game.players.lone_human() {
            Some(side) => Text::message(Msg::RematchYouPlay, [("color", Arg::Color(side))]),
            None => Text::message(Msg::RematchStarted, []),
        };
        (game, said)
    }

    /// Ends the game as it stands with `ending` at the time last told: the clock and the
    /// computer stop, and everything is saved, said and drawn.
    fn conclude(&mut self, ending: Ending) -> Effects {
        let now = self.now_ms;
        if let Some(clock) = self.line.clock_mut() {
            clock.stop(now);
        }
        self.line.declare(ending);
        self.ended()
    }

    /// What follows a game just declared over: the computer stops, and everything is saved, said
    /// and drawn.
    pub(super) fn ended(&mut self) -> Effects {
        let mut fx = self.stop_computer().then(Effects {
            save: true,
            announce: self.verdict().map(Verdict::into_line),
            redraw: Redraw::all(None),
            ..Effects::none()
        });
        self.timing(&mut fx);
        fx
    }
}

/// Whether the computer playing `computer` accepts a draw in `pos`: when its static evaluation
/// (loa-core's, from its side) says it does not stand better.
#[must_use]
pub fn accepts_draw(pos: &loa_core::Position, computer: Color) -> bool {
    let score = loa_core::eval::evaluate(pos, &loa_core::eval::EvalWeights::DEFAULT);
    let mine = if pos.turn() == computer { score } else { -score };
    mine <= 0
}
