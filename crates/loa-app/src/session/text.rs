//! Words as data: a message id and its arguments, turned into a sentence only where it is shown,
//! in the language of whoever shows it (the page's, or a board's own `lang`).
//!
//! ```
//! use loa_app::i18n::{Lang, Messages, Msg};
//! use loa_app::session::{Arg, Text};
//! use loa_core::{Color, Position, Variant};
//!
//! let text = Text::message(Msg::TookBack, [("count", Arg::Number(2))]);
//! assert_eq!(text.id(), Some(Msg::TookBack));
//! let said = text.render(&Messages::new(Lang::En));
//! assert!(said.contains('2'), "{said}");
//! let b1b3 = Position::new(Variant::Standard).parse_move("b1-b3").unwrap();
//! assert_eq!(Text::Move(Color::Black, b1b3).render(&Messages::new(Lang::En)), "Black: b1 to b3");
//! ```

use loa_core::{Color, Move, Outcome, PlayError, Variant};

use crate::i18n::{self, describe_move, Decimal, Localize, Messages, Msg};

/// A sentence to show or announce, not yet in any language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Text {
    /// Message `id` of the `.ftl` files with its arguments.
    Message { id: Msg, args: Vec<(&'static str, Arg)> },
    /// A move said in words ("Black: d1 takes a4").
    Move(Color, Move),
    /// How a game ended.
    Outcome(Outcome),
}

/// An argument of a [`Text::Message`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A whole number (it also chooses the plural form).
    Number(i64),
    /// A number with decimals.
    Decimal(Decimal),
    /// Text shown as it is (an error from the worker, a move list).
    Plain(String),
    /// `$color`, which messages select on.
    Color(Color),
    /// Another sentence, said first.
    Text(Box<Text>),
    /// Why a move was refused.
    PlayError(PlayError),
    /// A variant's name.
    Variant(Variant),
}

impl Text {
    /// Message `id` with `args`.
    #[must_use]
    pub fn message<const N: usize>(id: Msg, args: [(&'static str, Arg); N]) -> Text {
        Text::Message { id, args: args.into() }
    }

    /// The message id, if this is a message.
    #[must_use]
    pub fn id(&self) -> Option<Msg> {
        match self {
            Text::Message { id, .. } => Some(*id),
            Text::Move(..) | Text::Outcome(_) => None,
        }
    }

    /// The sentence in the language of `m`.
    #[must_use]
    pub fn render(&self, m: &Messages) -> String {
        match self {
            Text::Move(color, mv) => describe_move(m, *color, *mv),
            Text::Outcome(outcome) => outcome.localize(m),
            Text::Message { id, args } => {
                let said: Vec<(&str, i18n::Arg<'_>)> = args.iter().map(|(name, arg)| (*name, arg.render(m))).collect();
                m.tr(*id, &said)
            }
        }
    }

    /// The sentence in the page's language ([`i18n::lang`]).
    #[must_use]
    pub fn say(&self) -> String {
        self.render(&i18n::messages(i18n::lang()))
    }
}

impl Arg {
    fn render(&self, m: &Messages) -> i18n::Arg<'static> {
        match self {
            Arg::Number(n) => i18n::Arg::Number(*n),
            Arg::Decimal(d) => i18n::Arg::Decimal(*d),
            Arg::Plain(s) => s.clone().into(),
            Arg::Color(c) => (*c).into(),
            Arg::Text(t) => t.render(m).into(),
            Arg::PlayError(e) => e.localize(m).into(),
            Arg::Variant(v) => v.localize(m).into(),
        }
    }
}

impl From<Text> for Arg {
    fn from(t: Text) -> Arg {
        Arg::Text(Box::new(t))
    }
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
