//! A number written with one decimal (`12.5`, `-0.3`), without floating-point formatting: Rust's
//! `{:.1}` brings its float-to-decimal code into each wasm module (about 10 KB), for what the page
//! only needs in SVG coordinates and seconds.

use std::fmt;

/// `value` rounded to tenths, for writing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tenths(i64);

impl Tenths {
    /// `value` to the nearest tenth (halves away from zero); not-a-number is 0.
    #[must_use]
    pub fn of(value: f64) -> Tenths {
        let scaled = (value * 10.0).round();
        // `as` saturates at the ends and maps NaN to 0, which is what a drawing wants.
        Tenths(scaled as i64)
    }
}

impl fmt::Display for Tenths {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let abs = self.0.unsigned_abs();
        write!(f, "{sign}{}.{}", abs / 10, abs % 10)
    }
}

#[cfg(test)]
mod tests {
    use super::Tenths;

    #[test]
    fn writes_one_decimal_as_the_float_formatting_did() {
        let cases = [
            (0.0, "0.0"),
            (12.34, "12.3"),
            (12.36, "12.4"),
            (999.96, "1000.0"),
            (-0.04, "0.0"),
            (-0.06, "-0.1"),
            (-12.5, "-12.5"),
            (100.0, "100.0"),
            (f64::NAN, "0.0"),
        ];
        for (value, text) in cases {
            assert_eq!(Tenths::of(value).to_string(), text, "{value}");
        }
    }
}
