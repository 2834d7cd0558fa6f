//! A game's end in words, in the view of the player it concerns: "You win", "The computer
//! wins", "Draw", "White wins on time", with how it ended ("White ran out of time", "Black
//! connects all pieces", "Black resigned", "Draw by agreement").

use loa_core::{Color, Outcome};

use super::{Arg, Text};
use crate::game::{Ending, GameEnd, GameLine, Player};
use crate::i18n::Msg;

/// How the game ended for the player whose view the words take.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Standing {
    Won,
    Lost,
    Drawn,
}

/// A game's end, said to the player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    pub end: GameEnd,
    /// Whose view the words take: the person playing the computer, or this player in a game by
    /// link; `None` for two people at one board, or the computer playing itself.
    pub viewer: Option<Color>,
    /// How it ended for the viewer.
    pub standing: Option<Standing>,
    /// "You win", "The computer wins", "You lose", "Draw", "Black wins", "White wins on time".
    pub headline: Text,
    /// How it ended: "White ran out of time", "Black connects all pieces", "Black resigned",
    /// "Draw by agreement".
    pub detail: Text,
}

impl Verdict {
    /// The end of `game` as it stands, in the view of `viewer` (see [`Verdict::viewer`]).
    #[must_use]
    pub fn of(game: &GameLine, viewer: Option<Color>) -> Option<Verdict> {
        let end = game.end()?;
        let winner = end.winner();
        let aborted = end == GameEnd::Declared(Ending::Aborted);
        let standing = viewer.filter(|_| !aborted).map(|me| match winner {
            Some(w) if w == me => Standing::Won,
            Some(_) => Standing::Lost,
            None => Standing::Drawn,
        });
        let headline = match (standing, winner) {
            _ if aborted => Text::message(Msg::EndAborted, []),
            (Some(Standing::Won), _) => Text::message(Msg::EndYouWin, []),
            (Some(Standing::Lost), Some(w)) if game.players.of(w) == Player::Computer => {
                Text::message(Msg::EndComputerWins, [])
            }
            (Some(Standing::Lost), _) => Text::message(Msg::EndYouLose, []),
            (_, None) | (Some(Standing::Drawn), _) => Text::message(Msg::EndDraw, []),
            (None, Some(w)) if matches!(end, GameEnd::Declared(Ending::OutOfTime(_))) => {
                Text::message(Msg::EndSideWinsOnTime, [("color", Arg::Color(w))])
            }
            (None, Some(w)) => Text::message(Msg::EndSideWins, [("color", Arg::Color(w))]),
        };
        let detail = match end {
            GameEnd::Position(outcome) => Text::Outcome(outcome),
            GameEnd::Declared(Ending::Resigned(c)) => Text::message(Msg::EndResigned, [("color", Arg::Color(c))]),
            GameEnd::Declared(Ending::OutOfTime(c)) => Text::message(Msg::EndOnTime, [("color", Arg::Color(c))]),
            GameEnd::Declared(Ending::Agreed) => Text::message(Msg::EndAgreed, []),
            GameEnd::Declared(Ending::Abandoned(c)) => Text::message(Msg::EndAbandoned, [("color", Arg::Color(c))]),
            GameEnd::Declared(Ending::DrawClaimed(c)) => Text::message(Msg::EndDrawClaimed, [("color", Arg::Color(c))]),
            GameEnd::Declared(Ending::Aborted) => Text::message(Msg::EndAborted, []),
        };
        Some(Verdict { end, viewer, standing, headline, detail })
    }

    /// The result box's words: the headline in large and how it ended beside it, or, for a
    /// draw, how alone (its words say "draw" already: "Draw by agreement", not "Draw Draw by
    /// agreement").
    #[must_use]
    pub fn boxed(&self) -> (Text, Option<Text>) {
        if self.end.winner().is_none() {
            (self.detail.clone(), None)
        } else {
            (self.headline.clone(), Some(self.detail.clone()))
        }
    }

    /// One sentence for the status line and the announcement: the headline and how ("You win:
    /// White ran out of time"), or either alone where it says everything (a draw's reason, a
    /// connection between two people at one board, "White wins on time").
    #[must_use]
    pub fn into_line(self) -> Text {
        let neutral = self.viewer.is_none();
        match self.end {
            GameEnd::Position(Outcome::Draw(_))
            | GameEnd::Declared(Ending::Agreed | Ending::DrawClaimed(_) | Ending::Aborted) => self.detail,
            GameEnd::Position(_) if neutral => self.detail,
            GameEnd::Declared(Ending::OutOfTime(_)) if neutral => self.headline,
            _ => Text::message(Msg::EndLine, [("headline", self.headline.into()), ("how", self.detail.into())]),
        }
    }
}
