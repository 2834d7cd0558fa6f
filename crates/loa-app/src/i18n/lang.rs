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

    /// `value` with `decimals` digits after the language's decimal sign: `2.7` in English,
    /// `2,7` in Catalan and Russian (which write a comma, as their readers expect).
    ///
    /// Written from an integer (`value` scaled and rounded, halves away from zero; at most nine
    /// decimals): Rust's float formatting would bring its code into every wasm module.
    #[must_use]
    pub fn decimal(self, value: f64, decimals: usize) -> String {
        let decimals = decimals.min(9);
        let scale = 10u64.pow(decimals as u32);
        // `as` saturates at the ends and maps NaN to 0.
        let scaled = (value * scale as f64).round() as i64;
        let sign = if scaled < 0 { "-" } else { "" };
        let abs = scaled.unsigned_abs();
        let whole = abs / scale;
        if decimals == 0 {
            return format!("{sign}{whole}");
        }
        let mark = match self {
            Lang::En => '.',
            Lang::Ca | Lang::Ru => ',',
        };
        format!("{sign}{whole}{mark}{:0decimals$}", abs % scale)
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
    fn decimals_are_written_with_each_languages_sign() {
        assert_eq!(Lang::En.decimal(2.74, 1), "2.7");
        assert_eq!(Lang::Ca.decimal(2.74, 1), "2,7");
        assert_eq!(Lang::Ru.decimal(12.05, 2), "12,05");
        assert_eq!(Lang::Ru.decimal(3.0, 0), "3");
        assert_eq!(Lang::En.decimal(0.05, 2), "0.05");
        assert_eq!(Lang::Ca.decimal(-1.25, 1), "-1,3");
        assert_eq!(Lang::En.decimal(f64::NAN, 1), "0.0");
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
