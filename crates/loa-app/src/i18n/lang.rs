//! The languages of the game, and which one a browser asks for.

use core::fmt;
use core::str::FromStr;

/// A language the game speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    /// English, the default and the fallback.
    #[default]
    En,
    /// Catalan.
    Ca,
    /// Russian.
    Ru,
}

impl Lang {
    /// Every language, in the order of the language menu.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ca, Lang::Ru];

    /// The BCP 47 tag for `<html lang>` and the message file's name: `en`, `ca`, `ru`.
    #[must_use]
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ca => "ca",
            Lang::Ru => "ru",
        }
    }

    /// The language's own name, as the language menu shows it in every language.
    #[must_use]
    pub const fn autonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Ca => "Català",
            Lang::Ru => "Русский",
        }
    }

    /// Position in [`Lang::ALL`].
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The language of a BCP 47 tag (`ca-ES`, `ru`, `EN_gb`, any case), if the game speaks it.
    #[must_use]
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.trim().split(['-', '_']).next().unwrap_or_default();
        Lang::ALL.into_iter().find(|l| primary.eq_ignore_ascii_case(l.code()))
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A tag naming no language the game speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnknownLang;

impl fmt::Display for UnknownLang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown language: expected en, ca or ru")
    }
}

impl std::error::Error for UnknownLang {}

impl FromStr for Lang {
    type Err = UnknownLang;
    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::from_tag(s).ok_or(UnknownLang)
    }
}

/// The language for a browser's preference list (`navigator.languages`, most wanted first):
/// the first one the game speaks, else English.
#[must_use]
pub fn negotiate<S: AsRef<str>>(wanted: &[S]) -> Lang {
    wanted.iter().find_map(|tag| Lang::from_tag(tag.as_ref())).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negotiates_the_first_language_spoken() {
        let cases: &[(&[&str], Lang)] = &[
            (&["ca-ES", "en"], Lang::Ca),
            (&["ru"], Lang::Ru),
            (&["de"], Lang::En),
            (&[], Lang::En),
            (&["de-CH", "ru-RU", "ca"], Lang::Ru),
            (&["ca-ES-valencia"], Lang::Ca),
            (&["EN_gb", "ca"], Lang::En),
            (&["cat", "rus"], Lang::En),
            (&[" RU "], Lang::Ru),
        ];
        for (wanted, lang) in cases {
            assert_eq!(negotiate(wanted), *lang, "{wanted:?}");
        }
    }

    #[test]
    fn codes_round_trip() {
        for lang in Lang::ALL {
            assert_eq!(lang.code().parse(), Ok(lang));
            assert_eq!(Lang::ALL[lang.index()], lang);
        }
        assert_eq!("xx".parse::<Lang>(), Err(UnknownLang));
    }
}
