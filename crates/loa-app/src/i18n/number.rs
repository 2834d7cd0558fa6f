//! Numbers as each language writes them, by ICU's conventions (CLDR's data): the decimal sign
//! (`0.35` in English, `0,35` in Catalan and Russian) and the thousands grouped (`12,345`,
//! `12.345`, and `12 345` with a no-break space in Russian). Every number the game writes for
//! people goes through [`Decimal::write`]: message arguments, scores, node counts, clocks.
//!
//! Written from integers, not with ICU4X at run time (its number formatting and data would
//! outweigh the page's words) nor with Rust's float formatting (about 10 KB more in every wasm
//! module); the tests compare every form with ICU4X's `icu_decimal`.
//!
//! ```
//! use loa_app::i18n::{Decimal, Lang};
//!
//! assert_eq!(Decimal::whole(12_345).write(Lang::En), "12,345");
//! assert_eq!(Decimal::whole(12_345).write(Lang::Ca), "12.345");
//! assert_eq!(Decimal::whole(12_345).write(Lang::Ru), "12\u{a0}345");
//! assert_eq!(Decimal::scaled(35, 2).with_sign().write(Lang::Ca), "+0,35");
//! assert_eq!(Decimal::of(2.74, 1).write(Lang::Ru), "2,7");
//! ```

use super::Lang;

/// A number as people read it: a whole number, or one with a fixed count of decimals, its sign
/// shown when negative, or always ([`Decimal::with_sign`]), its thousands grouped unless it is
/// [`Decimal::ungrouped`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Decimal {
    /// The value times ten to the power `decimals`.
    scaled: i64,
    decimals: u8,
    always_sign: bool,
    grouped: bool,
}

/// The most decimals written (an `i64` scaled by more would overflow for ordinary values).
const MAX_DECIMALS: u8 = 9;

impl Decimal {
    /// The whole number `n`.
    #[must_use]
    pub const fn whole(n: i64) -> Decimal {
        Decimal::scaled(n, 0)
    }

    /// `scaled` divided by ten to the power `decimals` (at most 9), written with that many
    /// decimals: `Decimal::scaled(35, 2)` is `0.35`, `Decimal::scaled(-120, 2)` is `-1.20`.
    #[must_use]
    pub const fn scaled(scaled: i64, decimals: u8) -> Decimal {
        let decimals = if decimals > MAX_DECIMALS { MAX_DECIMALS } else { decimals };
        Decimal { scaled, decimals, always_sign: false, grouped: true }
    }

    /// `value` rounded to `decimals` decimals (at most 9; halves away from zero). Not-a-number
    /// is 0 and the infinities the ends of `i64`.
    #[must_use]
    pub fn of(value: f64, decimals: u8) -> Decimal {
        let decimals = decimals.min(MAX_DECIMALS);
        // `as` saturates at the ends and maps NaN to 0.
        let scaled = (value * 10f64.powi(i32::from(decimals))).round() as i64;
        Decimal::scaled(scaled, decimals)
    }

    /// The same number with its sign always written (`+0.35`, `+0.00`, `-1.20`), as scores are.
    #[must_use]
    pub const fn with_sign(self) -> Decimal {
        Decimal { always_sign: true, ..self }
    }

    /// The same number with its digits not grouped (ICU's `useGrouping: false`), as a rating is
    /// written: `1400` in every language, never `1,400`.
    #[must_use]
    pub const fn ungrouped(self) -> Decimal {
        Decimal { grouped: false, ..self }
    }

    /// The value when it is written without decimals (which also chooses a plural form).
    #[must_use]
    pub const fn as_whole(self) -> Option<i64> {
        if self.decimals == 0 {
            Some(self.scaled)
        } else {
            None
        }
    }

    /// The number as `lang` writes it.
    #[must_use]
    pub fn write(self, lang: Lang) -> String {
        let (mark, group) = symbols(lang);
        let mut out = String::new();
        if self.scaled < 0 {
            out.push('-');
        } else if self.always_sign {
            out.push('+');
        }
        let abs = self.scaled.unsigned_abs();
        let scale = 10u64.pow(u32::from(self.decimals));
        let whole = (abs / scale).to_string();
        for (i, digit) in whole.chars().enumerate() {
            if self.grouped && i > 0 && (whole.len() - i) % 3 == 0 {
                out.push(group);
            }
            out.push(digit);
        }
        if self.decimals > 0 {
            out.push(mark);
            let fraction = (abs % scale).to_string();
            for _ in fraction.len()..usize::from(self.decimals) {
                out.push('0');
            }
            out.push_str(&fraction);
        }
        out
    }
}

#[cfg(test)]
impl Decimal {
    pub(crate) const fn decimals(self) -> u8 {
        self.decimals
    }

    #[allow(clippy::cast_precision_loss)]
    pub(crate) fn as_f64(self) -> f64 {
        self.scaled as f64 / 10f64.powi(i32::from(self.decimals))
    }
}

/// The decimal sign and the thousands separator of `lang` (CLDR's, for the Latin digits; each
/// of the three languages groups from four digits on, by threes).
const fn symbols(lang: Lang) -> (char, char) {
    match lang {
        Lang::En => ('.', ','),
        Lang::Ca => (',', '.'),
        Lang::Ru => (',', '\u{a0}'),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use icu_decimal::input::{Decimal as IcuDecimal, SignDisplay};
    use icu_decimal::options::{DecimalFormatterOptions, GroupingStrategy};
    use icu_decimal::DecimalFormatter;

    /// What ICU4X writes for `d` in `lang`.
    fn icu(lang: Lang, d: Decimal) -> String {
        let locale: icu_locale_core::Locale = lang.code().parse().unwrap();
        let mut options = DecimalFormatterOptions::default();
        if !d.grouped {
            options.grouping_strategy = Some(GroupingStrategy::Never);
        }
        let formatter = DecimalFormatter::try_new(locale.into(), options).unwrap();
        let mut n = IcuDecimal::from(d.scaled);
        n.multiply_pow10(-i16::from(d.decimals));
        if d.always_sign {
            n.apply_sign_display(SignDisplay::Always);
        }
        formatter.format(&n).to_string()
    }

    #[test]
    fn every_form_is_icus() {
        let wholes =
            [0, 1, -1, 7, 12, 999, 1_000, -1_000, 1_234, 12_345, 99_999, 100_000, 1_234_567, i64::MAX, i64::MIN];
        let mut compared = 0;
        for lang in Lang::ALL {
            for n in wholes {
                for decimals in [0, 1, 2, 3] {
                    let d = Decimal::scaled(n, decimals);
                    for d in [d, d.with_sign(), d.ungrouped(), d.with_sign().ungrouped()] {
                        assert_eq!(d.write(lang), icu(lang, d), "{lang} {d:?}");
                        compared += 1;
                    }
                }
            }
        }
        assert!(compared > 300, "{compared}");
    }

    #[test]
    fn the_game_writes_each_languages_numbers() {
        let cases = [
            (Decimal::whole(12_345), ["12,345", "12.345", "12\u{a0}345"]),
            (Decimal::whole(999), ["999", "999", "999"]),
            (Decimal::whole(1400).ungrouped(), ["1400", "1400", "1400"]),
            (Decimal::scaled(35, 2).with_sign(), ["+0.35", "+0,35", "+0,35"]),
            (Decimal::scaled(-120, 2).with_sign(), ["-1.20", "-1,20", "-1,20"]),
            (Decimal::scaled(0, 2).with_sign(), ["+0.00", "+0,00", "+0,00"]),
            (Decimal::of(2.74, 1), ["2.7", "2,7", "2,7"]),
            (Decimal::of(1234.56, 1), ["1,234.6", "1.234,6", "1\u{a0}234,6"]),
        ];
        for (d, [en, ca, ru]) in cases {
            assert_eq!([d.write(Lang::En), d.write(Lang::Ca), d.write(Lang::Ru)], [en, ca, ru], "{d:?}");
        }
    }

    #[test]
    fn rounds_halves_away_from_zero_and_reads_no_number_as_zero() {
        let cases = [
            (2.74, 1, "2.7"),
            (12.05, 2, "12.05"),
            (3.0, 0, "3"),
            (0.05, 2, "0.05"),
            (-1.25, 1, "-1.3"),
            (-0.04, 1, "0.0"),
            (f64::NAN, 1, "0.0"),
            (5.0, 12, "5.000000000"),
        ];
        for (value, decimals, text) in cases {
            assert_eq!(Decimal::of(value, decimals).write(Lang::En), text, "{value} {decimals}");
        }
        assert_eq!(Decimal::of(2.5, 0).as_whole(), Some(3));
        assert_eq!(Decimal::scaled(25, 1).as_whole(), None);
    }
}
