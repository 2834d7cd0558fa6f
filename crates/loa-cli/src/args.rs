//! What the commands share about their arguments: the user error, the value parsers of ranged
//! numbers (whose messages say the range), and the common `--position`, `--variant`, `--rules`.

use std::fmt;
use std::ops::RangeInclusive;
use std::str::FromStr;

use loa_core::{ParseError, Position, Rules, SetupError, Variant};

/// The largest transposition table `--hash` accepts, in megabytes (4 GB). A larger value is an
/// error, never an attempt to allocate it.
pub const MAX_HASH_MB: usize = 4096;

/// The longest thinking time `--time-ms` accepts: one day.
pub const MAX_TIME_MS: u64 = 86_400_000;

/// The message for a number that cannot be used: `--depth 65: expected a whole number from 1
/// to 64` (`what` is `--depth 65` or `depth=65`).
pub fn out_of_range(what: &str, range: &RangeInclusive<impl fmt::Display>) -> String {
    format!("{what}: expected a whole number from {} to {}", range.start(), range.end())
}

/// A user error: printed on stderr, exit code 2.
#[derive(Debug)]
pub struct CliError {
    pub message: String,
    pub show_usage: bool,
}

impl CliError {
    pub fn new(message: impl Into<String>) -> CliError {
        CliError { message: message.into(), show_usage: true }
    }

    /// An error about the input (a bad position or move), not about how the command was called.
    pub fn input(message: impl Into<String>) -> CliError {
        CliError { message: message.into(), show_usage: false }
    }
}

impl fmt::Display for CliError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

pub type CliResult = Result<(), CliError>;

// The value parsers' messages start with the value: the option's name is put before it when the
// error is reported (`--depth 65: expected a whole number from 1 to 64`, see `crate::cli`).

/// A whole number in `range`; anything else (not a number, too large for the type, out of the
/// range) is the same clear error.
pub fn whole<T>(range: RangeInclusive<T>) -> impl Fn(&str) -> Result<T, String> + Clone + Send + Sync + 'static
where
    T: FromStr + PartialOrd + fmt::Display + Clone + Send + Sync + 'static,
{
    move |v| match v.trim().parse::<T>() {
        Ok(n) if range.contains(&n) => Ok(n),
        _ => Err(out_of_range(v, &range)),
    }
}

/// `--hash MB`: 1 to [`MAX_HASH_MB`] megabytes.
pub fn hash_mb(v: &str) -> Result<usize, String> {
    whole(1..=MAX_HASH_MB)(v).map_err(|e| e + " (megabytes)")
}

/// A finite number in `range` (`nan` and `inf` are refused).
pub fn real(range: RangeInclusive<f64>) -> impl Fn(&str) -> Result<f64, String> + Clone + Send + Sync + 'static {
    move |v| match v.trim().parse::<f64>() {
        Ok(x) if range.contains(&x) => Ok(x),
        _ => Err(format!("{v}: expected a number from {} to {}", range.start(), range.end())),
    }
}

/// A value read by its type's `FromStr` (a variant, rule options).
pub fn text<T>(v: &str) -> Result<T, String>
where
    T: FromStr,
    T::Err: fmt::Display,
{
    v.parse().map_err(|e| format!("{v:?}: {e}"))
}

/// The common `--position`, `--variant`, `--rules`.
#[derive(Debug, Clone, clap::Args)]
pub struct PositionArgs {
    /// A position string, e.g. '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b' (the start)
    #[arg(long, value_name = "POS")]
    pub position: Option<String>,
    /// standard (default), scrambled-eggs or 6x6 (the 6×6 board, whose position strings have six
    /// ranks of six squares)
    #[arg(long, value_name = "V", value_parser = text::<Variant>)]
    pub variant: Option<Variant>,
    /// olympiad (default) or options like simultaneous=mover,no-moves=lose,repetition=off,move-limit=150
    #[arg(long, value_name = "R", value_parser = text::<Rules>)]
    pub rules: Option<Rules>,
}

impl PositionArgs {
    /// The position they describe.
    pub fn position(&self) -> Result<Position, CliError> {
        let variant = self.variant.unwrap_or_default();
        let rules = self.rules.unwrap_or_default();
        match &self.position {
            None => Ok(Position::with_rules(variant, rules)),
            Some(text) => Position::from_position_string(text, variant, rules).map_err(|e| {
                // A board of the other size: say which --variant reads it.
                let hint = match e {
                    ParseError::Illegal(SetupError::WrongSize { size: 6, .. }) => " (give --variant 6x6 for 6×6)",
                    ParseError::Illegal(SetupError::WrongSize { .. }) => " (--variant 6x6 takes six ranks of six)",
                    _ => "",
                };
                CliError::input(format!("--position {text:?}: {e}{hint}"))
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(variant: Option<&str>, pos: Option<&str>) -> Result<Position, CliError> {
        PositionArgs {
            position: pos.map(String::from),
            variant: variant.map(|v| text::<Variant>(v).unwrap()),
            rules: None,
        }
        .position()
    }

    #[test]
    fn numbers_are_checked() {
        assert_eq!(whole(1..=9u32)("7"), Ok(7));
        for bad in ["0", "10", "-1", "x", "99999999999999999999"] {
            assert_eq!(whole(1..=9u32)(bad), Err(format!("{bad}: expected a whole number from 1 to 9")));
        }
        assert_eq!(real(0.0..=1.0)("0.5"), Ok(0.5));
        for bad in ["nan", "inf", "-inf", "2", "x"] {
            assert!(real(0.0..=1.0)(bad).is_err(), "{bad}");
        }
        assert_eq!(hash_mb("4096"), Ok(MAX_HASH_MB));
        assert_eq!(hash_mb("4097"), Err("4097: expected a whole number from 1 to 4096 (megabytes)".into()));
        assert!(text::<Variant>("7x7").unwrap_err().contains("expected standard, scrambled-eggs or 6x6"));
    }

    #[test]
    fn six_by_six() {
        let pos = position(Some("6x6"), None).unwrap();
        assert_eq!((pos.variant(), pos.to_string().as_str()), (Variant::SixBySix, "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b"));
        let e = position(None, Some("1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b")).unwrap_err();
        assert!(e.message.ends_with("played on 8×8 (give --variant 6x6 for 6×6)"), "{e}");
        let e = position(Some("6x6"), Some("8/8/8/8/8/8/8/bw6 b")).unwrap_err();
        assert!(e.message.ends_with("played on 6×6 (--variant 6x6 takes six ranks of six)"), "{e}");
    }
}
