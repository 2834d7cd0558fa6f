//! A message's arguments, as the messages file and the Fluent reader both take them.

use std::borrow::Cow;

use loa_core::{Color, Square};

use super::Decimal;

/// A message argument: a text (names, squares, other messages, `black`/`white` for
/// `$color`), a whole number, which also chooses the language's plural form, or a number with
/// decimals; numbers are written as the language writes them ([`Decimal::write`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(i64),
    Decimal(Decimal),
}

impl From<Decimal> for Arg<'_> {
    fn from(d: Decimal) -> Arg<'static> {
        Arg::Decimal(d)
    }
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(s: &'a str) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(s: &'a String) -> Arg<'a> {
        Arg::Text(Cow::Borrowed(s))
    }
}

impl From<String> for Arg<'_> {
    fn from(s: String) -> Arg<'static> {
        Arg::Text(Cow::Owned(s))
    }
}

/// `$color`: `black` or `white`, which the messages select on.
impl From<Color> for Arg<'_> {
    fn from(c: Color) -> Arg<'static> {
        Arg::Text(Cow::Borrowed(match c {
            Color::Black => "black",
            Color::White => "white",
        }))
    }
}

impl From<Square> for Arg<'_> {
    fn from(sq: Square) -> Arg<'static> {
        Arg::Text(Cow::Owned(sq.to_string()))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Arg<'static> {
                Arg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i32, i64);
