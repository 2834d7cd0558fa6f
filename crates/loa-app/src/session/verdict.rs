//! A game's end in words, in the view of the player it concerns: "You win", "The computer
//! wins", "Draw", "White wins on time", with how it ended ("White ran out of time", "Black
//! connects all pieces", "Black resigned", "Draw by agreement").

use loa_core::{Color, Outcome};

use super::{Arg, Text};
use crate::game::{Ending, GameEnd, GameLine, Player};

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
            _ if aborted => Text::message("end-aborted", []),
            (Some(Standing::Won), _) => Text::message("end-you-win", []),
            (Some(Standing::Lost), Some(w)) if game.players.of(w) == Player::Computer => {
                Text::message("end-computer-wins", [])
            }
            (Some(Standing::Lost), _) => Text::message("end-you-lose", []),
            (_, None) | (Some(Standing::Drawn), _) => Text::message("end-draw", []),
            (None, Some(w)) if matches!(end, GameEnd::Declared(Ending::OutOfTime(_))) => {
                Text::message("end-side-wins-on-time", [("color", Arg::Color(w))])
            }
            (None, Some(w)) => Text::message("end-side-wins", [("color", Arg::Color(w))]),
        };
        let detail = match end {
            GameEnd::Position(outcome) => Text::Outcome(outcome),
            GameEnd::Declared(Ending::Resigned(c)) => Text::message("end-resigned", [("color", Arg::Color(c))]),
            GameEnd::Declared(Ending::OutOfTime(c)) => Text::message("end-on-time", [("color", Arg::Color(c))]),
            GameEnd::Declared(Ending::Agreed) => Text::message("end-agreed", []),
            GameEnd::Declared(Ending::Abandoned(c)) => Text::message("end-abandoned", [("color", Arg::Color(c))]),
            GameEnd::Declared(Ending::DrawClaimed(c)) => Text::message("end-draw-claimed", [("color", Arg::Color(c))]),
            GameEnd::Declared(Ending::Aborted) => Text::message("end-aborted", []),
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
            _ => Text::message("end-line", [("headline", self.headline.into()), ("how", self.detail.into())]),
        }
    }
}
