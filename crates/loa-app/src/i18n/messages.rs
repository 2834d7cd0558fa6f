//! One language's messages, read from its Fluent file.

use std::borrow::Cow;

use loa_core::{Color, Square};

use super::ftl::{self, Part};
use super::Lang;

/// Whether the binary carries the three files. The site's modules (feature `lazy-locales`)
/// carry none: a page or a board fetches the one language it speaks (see `install`), which is
/// smaller than three built in.
pub const ALL_BUILT_IN: bool = !cfg!(all(feature = "lazy-locales", target_arch = "wasm32"));

/// A language's message file, as shipped in the binary (empty for a language fetched when used,
/// see `ALL_BUILT_IN`).
#[must_use]
pub fn source(lang: Lang) -> &'static str {
    match lang {
        #[cfg(not(all(feature = "lazy-locales", target_arch = "wasm32")))]
        Lang::En => include_str!("../../locales/en.ftl"),
        #[cfg(not(all(feature = "lazy-locales", target_arch = "wasm32")))]
        Lang::Ca => include_str!("../../locales/ca.ftl"),
        #[cfg(not(all(feature = "lazy-locales", target_arch = "wasm32")))]
        Lang::Ru => include_str!("../../locales/ru.ftl"),
        #[cfg(all(feature = "lazy-locales", target_arch = "wasm32"))]
        Lang::En | Lang::Ca | Lang::Ru => "",
    }
}

/// A message argument: a text (names, squares, other messages, `black`/`white` for
/// `$color`), or a whole number, which also chooses the language's plural form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(i64),
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

/// One language's messages.
#[derive(Debug)]
pub struct Messages {
    lang: Lang,
    /// Sorted by id.
    messages: Vec<(String, Vec<Part>)>,
}

impl Messages {
    /// The messages of `lang` from the file shipped in the binary.
    #[must_use]
    pub fn new(lang: Lang) -> Messages {
        Messages::from_source(lang, source(lang))
    }

    /// The messages of `lang` from Fluent text. Entries that cannot be read are left out (and
    /// then fall back to English, see [`Messages::tr`]); a test keeps the shipped files clean.
    #[must_use]
    pub fn from_source(lang: Lang, text: &str) -> Messages {
        let (mut messages, _errors) = ftl::parse(text);
        // A second definition of an id keeps the first, as in Fluent.
        loa_core::sort::stable_by(&mut messages, |a, b| a.0.cmp(&b.0));
        messages.dedup_by(|later, first| later.0 == first.0);
        Messages { lang, messages }
    }

    #[must_use]
    pub const fn lang(&self) -> Lang {
        self.lang
    }

    fn parts(&self, id: &str) -> Option<&[Part]> {
        let i = self.messages.binary_search_by(|(m, _)| m.as_str().cmp(id)).ok()?;
        Some(&self.messages[i].1)
    }

    /// Whether message `id` exists in this language.
    #[must_use]
    pub fn has(&self, id: &str) -> bool {
        self.parts(id).is_some()
    }

    /// The ids of all messages, sorted.
    pub fn ids(&self) -> impl Iterator<Item = &str> {
        self.messages.iter().map(|(id, _)| id.as_str())
    }

    /// Message `id` with `args`, or `None` if this language lacks it. A missing argument shows
    /// as `{$name}` (Fluent's own way), never as a panic.
    #[must_use]
    pub fn format(&self, id: &str, args: &[(&str, Arg<'_>)]) -> Option<String> {
        let mut out = String::new();
        ftl::format(self.lang, self.parts(id)?, args, &mut out);
        Some(out)
    }

    /// Message `id` with `args`: in this language, else in English, else the id itself (so a
    /// missing message shows what is missing instead of nothing).
    ///
    /// ```ignore
    /// let ru = Messages::new(Lang::Ru);
    /// assert_eq!(ru.tr("took-back", &[("count", 3.into())]), "Взяты назад 3 полухода");
    /// ```
    #[must_use]
    pub fn tr(&self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        self.format(id, args)
            .or_else(|| if self.lang == Lang::En { None } else { super::messages(Lang::En).format(id, args) })
            .unwrap_or_else(|| id.to_owned())
    }
}
