//! A small argument reader shared by the commands: `--name value` options, flags and
//! positional words, with the common `--position`, `--variant` and `--rules`.

use std::fmt;

use loa_core::{Position, Rules, Variant};

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
    pub fn from_env() -> Args {
        Args { words: std::env::args().skip(1).collect() }
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
            Some(text) => Position::from_position_string(&text, variant, rules)
                .map_err(|e| CliError::input(format!("--position {text:?}: {e}"))),
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
}
