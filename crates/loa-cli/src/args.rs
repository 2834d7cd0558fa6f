//! A small argument reader shared by the commands: `--name value` options, flags and
//! positional words, with the common `--position`, `--variant` and `--rules`.

use std::fmt;
use std::ops::RangeInclusive;

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

/// The words after the program name, consumed as the command reads them.
#[derive(Debug)]
pub struct Args {
    words: Vec<String>,
}

impl Args {
    /// The program's arguments.
    ///
    /// # Errors
    /// An argument that is not valid UTF-8 (all of `loa`'s input is text).
    pub fn from_env() -> Result<Args, CliError> {
        let mut words = Vec::new();
        for (i, word) in std::env::args_os().skip(1).enumerate() {
            match word.into_string() {
                Ok(w) => words.push(w),
                Err(raw) => {
                    return Err(CliError::new(format!(
                        "argument {} ({:?}) is not valid UTF-8",
                        i + 1,
                        raw.to_string_lossy()
                    )));
                }
            }
        }
        Ok(Args { words })
    }

    #[cfg(test)]
    pub fn from_words(words: &[&str]) -> Args {
        Args { words: words.iter().map(|s| s.to_string()).collect() }
    }

    /// Takes the first word (the command).
    pub fn command(&mut self) -> Option<String> {
        if self.words.is_empty() {
            None
        } else {
            Some(self.words.remove(0))
        }
    }

    /// Takes `--name VALUE` (or `--name=VALUE`) if present.
    pub fn option(&mut self, name: &str) -> Result<Option<String>, CliError> {
        let flag = format!("--{name}");
        let prefix = format!("--{name}=");
        if let Some(i) = self.words.iter().position(|w| w.starts_with(&prefix)) {
            let w = self.words.remove(i);
            return Ok(Some(w[prefix.len()..].to_string()));
        }
        match self.words.iter().position(|w| *w == flag) {
            None => Ok(None),
            Some(i) if i + 1 < self.words.len() => {
                self.words.remove(i);
                Ok(Some(self.words.remove(i)))
            }
            Some(_) => Err(CliError::new(format!("{flag} needs a value"))),
        }
    }

    /// Takes `--name VALUE` parsed as `T`.
    pub fn parsed<T: std::str::FromStr>(&mut self, name: &str) -> Result<Option<T>, CliError>
    where
        T::Err: fmt::Display,
    {
        match self.option(name)? {
            None => Ok(None),
            Some(v) => v.parse().map(Some).map_err(|e| CliError::new(format!("--{name} {v:?}: {e}"))),
        }
    }

    /// Takes `--name VALUE` as a whole number in `range`; anything else (not a number, too large
    /// for the type, out of the range) is the same clear error.
    pub fn number<T>(&mut self, name: &str, range: RangeInclusive<T>) -> Result<Option<T>, CliError>
    where
        T: std::str::FromStr + PartialOrd + fmt::Display,
    {
        match self.option(name)? {
            None => Ok(None),
            Some(v) => match v.trim().parse::<T>() {
                Ok(n) if range.contains(&n) => Ok(Some(n)),
                _ => Err(CliError::new(out_of_range(&format!("--{name} {v}"), &range))),
            },
        }
    }

    /// Takes `--name VALUE` as a finite number in `range` (`nan` and `inf` are refused).
    pub fn real(&mut self, name: &str, range: RangeInclusive<f64>) -> Result<Option<f64>, CliError> {
        match self.option(name)? {
            None => Ok(None),
            Some(v) => match v.trim().parse::<f64>() {
                Ok(x) if range.contains(&x) => Ok(Some(x)),
                _ => Err(CliError::new(format!(
                    "--{name} {v}: expected a number from {} to {}",
                    range.start(),
                    range.end()
                ))),
            },
        }
    }

    /// Takes `--hash MB`: 1 to [`MAX_HASH_MB`], `default` when absent.
    pub fn hash_mb(&mut self, default: usize) -> Result<usize, CliError> {
        match self.number("hash", 1..=MAX_HASH_MB) {
            Ok(mb) => Ok(mb.unwrap_or(default)),
            Err(mut e) => {
                e.message.push_str(" (megabytes)");
                Err(e)
            }
        }
    }

    /// Takes the flag `--name` if present.
    pub fn flag(&mut self, name: &str) -> bool {
        let flag = format!("--{name}");
        match self.words.iter().position(|w| *w == flag) {
            Some(i) => {
                self.words.remove(i);
                true
            }
            None => false,
        }
    }

    /// The common `--position`, `--variant`, `--rules`: the position they describe.
    pub fn position(&mut self) -> Result<Position, CliError> {
        let variant = self.parsed::<Variant>("variant")?.unwrap_or_default();
        let rules = self.parsed::<Rules>("rules")?.unwrap_or_default();
        match self.option("position")? {
            None => Ok(Position::with_rules(variant, rules)),
            Some(text) => Position::from_position_string(&text, variant, rules).map_err(|e| {
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

    /// The remaining words, which must not be options.
    pub fn positionals(&mut self) -> Result<Vec<String>, CliError> {
        if let Some(w) = self.words.iter().find(|w| w.starts_with("--")) {
            return Err(CliError::new(format!("unknown option {w}")));
        }
        Ok(std::mem::take(&mut self.words))
    }

    /// Fails if anything is left unread.
    pub fn finish(&mut self) -> CliResult {
        match self.positionals()?.first() {
            Some(w) => Err(CliError::new(format!("unexpected argument {w:?}"))),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_and_positionals() {
        let mut a = Args::from_words(&["5", "--variant", "scrambled-eggs", "--divide", "--rules=repetition=off"]);
        assert!(a.flag("divide"));
        let pos = a.position().unwrap();
        assert_eq!(pos.variant(), Variant::ScrambledEggs);
        assert_eq!(pos.rules().to_string(), "repetition=off");
        assert_eq!(a.positionals().unwrap(), vec!["5".to_string()]);
        assert!(Args::from_words(&["--depth"]).option("depth").is_err());
        assert!(Args::from_words(&["--bogus"]).positionals().is_err());
    }

    #[test]
    fn numbers_are_checked() {
        assert_eq!(Args::from_words(&["--n", "7"]).number("n", 1..=9u32).unwrap(), Some(7));
        assert_eq!(Args::from_words(&[]).number("n", 1..=9u32).unwrap(), None);
        for bad in ["0", "10", "-1", "x", "99999999999999999999"] {
            let e = Args::from_words(&["--n", bad]).number("n", 1..=9u32).unwrap_err();
            assert_eq!(e.message, format!("--n {bad}: expected a whole number from 1 to 9"));
        }
        assert_eq!(Args::from_words(&["--x", "0.5"]).real("x", 0.0..=1.0).unwrap(), Some(0.5));
        for bad in ["nan", "inf", "-inf", "2", "x"] {
            assert!(Args::from_words(&["--x", bad]).real("x", 0.0..=1.0).is_err(), "{bad}");
        }
        assert_eq!(Args::from_words(&["--hash", "4096"]).hash_mb(64).unwrap(), MAX_HASH_MB);
        assert!(Args::from_words(&["--hash", "4097"]).hash_mb(64).is_err());
    }

    #[test]
    fn six_by_six() {
        let pos = Args::from_words(&["--variant", "6x6"]).position().unwrap();
        assert_eq!((pos.variant(), pos.to_string().as_str()), (Variant::SixBySix, "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b"));
        let e = Args::from_words(&["--position", "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b"]).position().unwrap_err();
        assert!(e.message.ends_with("played on 8×8 (give --variant 6x6 for 6×6)"), "{e}");
        let e = Args::from_words(&["--variant", "6x6", "--position", "8/8/8/8/8/8/8/bw6 b"]).position().unwrap_err();
        assert!(e.message.ends_with("played on 6×6 (--variant 6x6 takes six ranks of six)"), "{e}");
        let e = Args::from_words(&["--variant", "7x7"]).position().unwrap_err();
        assert!(e.message.contains("expected standard, scrambled-eggs or 6x6"), "{e}");
    }
}
