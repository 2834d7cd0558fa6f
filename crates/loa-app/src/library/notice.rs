//! The page's notices about what is kept, with what each offers beside its words.

use crate::game::numbering::moves_in;
use crate::game::GameLine;
use crate::i18n::Msg;
use crate::saved::SavedError;
use crate::session::{Arg, Text};

/// What a notice offers beside its text (a button in the message).
#[derive(Debug, Clone)]
pub enum Offer {
    /// Open the readable moves of a damaged save as a new game.
    RestorePrefix(Box<GameLine>),
    /// Export the game (its record in the record dialog).
    Export,
    /// Reload the page (a newer build is installed).
    Reload,
    /// Resign: the question asked in the page before resigning, answered by this button.
    Resign,
}

impl Offer {
    /// Its name (the button's `data-action`).
    #[must_use]
    pub fn name(&self) -> &'static str {
        match self {
            Offer::RestorePrefix(_) => "restore-prefix",
            Offer::Export => "export",
            Offer::Reload => "reload",
            Offer::Resign => "resign",
        }
    }

    /// The button's words.
    #[must_use]
    pub fn label(&self) -> Text {
        Text::message(
            match self {
                Offer::RestorePrefix(_) => Msg::LibraryOpenPrefix,
                Offer::Export => Msg::LibraryExportGame,
                Offer::Reload => Msg::BuildReload,
                Offer::Resign => Msg::Resign,
            },
            [],
        )
    }
}

/// A message for the page, with an offer or not.
#[derive(Debug, Clone)]
pub struct Notice {
    pub text: Text,
    pub offer: Option<Offer>,
}

impl Notice {
    #[must_use]
    pub fn plain(text: Text) -> Notice {
        Notice { text, offer: None }
    }

    /// The notice for a kept game that cannot be opened (it stays as it is): a damaged one offers
    /// its readable moves.
    #[must_use]
    pub fn unreadable(e: SavedError) -> Notice {
        match e {
            SavedError::Newer { .. } => Notice::plain(Text::message(Msg::LibraryNewerKept, [])),
            SavedError::Damaged { ref prefix, .. } if prefix.ply() > 0 => {
                let text = Text::message(
                    Msg::LibraryDamaged,
                    [("error", Arg::Plain(e.to_string())), ("number", moves_in(prefix).into())],
                );
                let SavedError::Damaged { prefix, .. } = e else { return Notice::plain(text) };
                Notice { text, offer: Some(Offer::RestorePrefix(prefix)) }
            }
            SavedError::Unreadable(_) | SavedError::Damaged { .. } => {
                Notice::plain(Text::message(Msg::LibraryUnreadableKept, [("error", Arg::Plain(e.to_string()))]))
            }
        }
    }
}
