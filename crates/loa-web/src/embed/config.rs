//! The attributes of `<loa-board>`, read and checked: plain Rust, no DOM, so it is tested natively.
//!
//! Every error names the attribute and says what is wrong in words a page author can act on; the
//! element shows it in place of the board.

use std::fmt;

use loa_core::search::LEVEL_COUNT;
use loa_core::{Move, Position, Rules, Variant};

/// The attributes the element reacts to (its `observedAttributes`).
pub const ATTRIBUTES: &[&str] = &[
    "position",
    "moves",
    "variant",
    "rules",
    "orientation",
    "interactive",
    "opponent",
    "level",
    "coordinates",
    "expect",
];

/// The computer's level when `opponent="computer"` gives none.
pub const DEFAULT_LEVEL: u8 = 2;

/// A checked `<loa-board>` configuration.
#[derive(Debug, Clone)]
pub struct Config {
    /// The position before the `moves` (with the variant and rules).
    pub start: Position,
    /// The `moves` line, each legal in turn.
    pub line: Vec<Move>,
    /// How many of the line's moves are on the board at first (`ply`; default: none for a line to
    /// study, all of them for an exercise or a game).
    pub ply: Option<usize>,
    /// Rank 8 at the bottom.
    pub flipped: bool,
    pub coordinates: bool,
    pub interactive: bool,
    /// `opponent="computer"`: the computer answers the reader's moves at this level.
    pub computer: Option<u8>,
    /// The accepted answers of an exercise (`expect`), legal in the position after the line.
    pub expect: Vec<Move>,
}

/// An attribute that cannot be used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    pub attribute: &'static str,
    pub value: String,
    pub message: String,
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}=\"{}\": {}", self.attribute, self.value, self.message)
    }
}

impl std::error::Error for ConfigError {}

fn error(attribute: &'static str, value: &str, message: impl fmt::Display) -> ConfigError {
    ConfigError { attribute, value: value.to_owned(), message: message.to_string() }
}

/// A boolean attribute: present (empty, `true`, the attribute's name…) unless `false`, `no`,
/// `off` or `0`.
fn flag(value: Option<&str>) -> bool {
    value.is_some_and(|v| !matches!(v.trim().to_ascii_lowercase().as_str(), "false" | "no" | "off" | "0"))
}

/// Splits a move list: spaces, commas, `|`; move numbers (`1.`, `12...`) and results are skipped.
fn move_words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| c.is_whitespace() || c == ',' || c == '|' || c == ';')
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .filter(|w| {
            let numbered = w.trim_end_matches('.');
            !(numbered.len() < w.len() && numbered.chars().all(|c| c.is_ascii_digit()))
        })
        .filter(|w| !matches!(*w, "1-0" | "0-1" | "1/2-1/2" | "*"))
}

impl Config {
    /// Reads the attributes through `get` (the element's `getAttribute`).
    ///
    /// # Errors
    /// The first attribute that is malformed, illegal or out of range.
    pub fn read(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let text = |name: &str| get(name).map(|v| v.trim().to_owned());

        let variant = match text("variant") {
            Some(v) if !v.is_empty() => v.parse::<Variant>().map_err(|e| error("variant", &v, e))?,
            _ => Variant::Standard,
        };
        let rules = match text("rules") {
            Some(v) if !v.is_empty() => v.parse::<Rules>().map_err(|e| error("rules", &v, e))?,
            _ => Rules::default(),
        };
        let start = match text("position") {
            Some(v) if !v.is_empty() && !v.eq_ignore_ascii_case("start") => {
                Position::from_position_string(&v, variant, rules).map_err(|e| error("position", &v, e))?
            }
            _ => Position::with_rules(variant, rules),
        };

        let mut line = Vec::new();
        let mut pos = start.clone();
        if let Some(v) = text("moves") {
            for (i, word) in move_words(&v).enumerate() {
                let m =
                    pos.parse_move(word).map_err(|e| error("moves", &v, format!("move {} \"{word}\": {e}", i + 1)))?;
                pos.play(m).map_err(|e| error("moves", &v, format!("move {} \"{word}\": {e}", i + 1)))?;
                line.push(m);
            }
        }

        let ply = match text("ply") {
            Some(v) if v.eq_ignore_ascii_case("last") || v.eq_ignore_ascii_case("end") => Some(line.len()),
            Some(v) if !v.is_empty() => match v.parse::<usize>() {
                Ok(n) if n <= line.len() => Some(n),
                _ => {
                    return Err(error(
                        "ply",
                        &v,
                        format!("expected a number from 0 to {} (the moves given), or last", line.len()),
                    ));
                }
            },
            _ => None,
        };

        let flipped = match text("orientation").as_deref().map(str::to_ascii_lowercase).as_deref() {
            None | Some("" | "normal" | "black" | "rank1") => false,
            Some("flipped" | "white" | "rank8") => true,
            Some(other) => {
                return Err(error("orientation", other, "expected normal (rank 1 at the bottom) or flipped"));
            }
        };

        let computer = match text("opponent").as_deref().map(str::to_ascii_lowercase).as_deref() {
            None | Some("" | "none" | "human" | "reader") => None,
            Some("computer" | "engine" | "ai") => {
                let level = match text("level") {
                    Some(l) if !l.is_empty() => match l.parse::<u8>() {
                        Ok(n) if (1..=LEVEL_COUNT).contains(&n) => n,
                        _ => return Err(error("level", &l, format!("expected a number from 1 to {LEVEL_COUNT}"))),
                    },
                    _ => DEFAULT_LEVEL,
                };
                Some(level)
            }
            Some(other) => return Err(error("opponent", other, "expected computer (or leave it out)")),
        };

        let mut expect = Vec::new();
        if let Some(v) = text("expect") {
            for word in move_words(&v) {
                let m = pos
                    .parse_move(word)
                    .map_err(|e| error("expect", &v, format!("\"{word}\" in the position after the moves: {e}")))?;
                expect.push(m);
            }
        }

        Ok(Config {
            start,
            line,
            ply,
            flipped,
            // Coordinates are on unless the attribute says otherwise.
            coordinates: get("coordinates").is_none_or(|v| flag(Some(&v))),
            // An exercise or a game against the computer needs moves from the reader.
            interactive: flag(get("interactive").as_deref()) || !expect.is_empty() || computer.is_some(),
            computer,
            expect,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn read(attrs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = attrs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
        Config::read(|name| map.get(name).cloned())
    }

    #[test]
    fn defaults_are_the_standard_start_view_only() {
        let c = read(&[]).unwrap();
        assert_eq!(c.start, Position::new(Variant::Standard));
        assert!(c.line.is_empty() && c.expect.is_empty());
        assert!(!c.interactive && !c.flipped && c.coordinates && c.computer.is_none());
    }

    #[test]
    fn moves_accept_numbered_lists_and_results() {
        let c = read(&[("moves", "1. b1-b3 h4-f2 2. d1xa4 h2-e2 *")]).unwrap();
        let text: Vec<String> = c.line.iter().map(ToString::to_string).collect();
        assert_eq!(text, ["b1-b3", "h4-f2", "d1xa4", "h2-e2"]);
    }

    #[test]
    fn an_illegal_move_names_its_number_and_reason() {
        let e = read(&[("moves", "c8-c6 a6-d6")]).unwrap_err();
        assert_eq!(e.attribute, "moves");
        assert!(e.message.starts_with("move 2 \"a6-d6\": illegal move"), "{e}");
        assert!(e.message.contains("c6"), "{e}");
    }

    #[test]
    fn a_bad_position_is_reported() {
        let e = read(&[("position", "not a position")]).unwrap_err();
        assert_eq!(e.attribute, "position");
        assert!(e.to_string().starts_with("position=\"not a position\": "), "{e}");
    }

    #[test]
    fn expect_is_checked_after_the_moves_and_makes_the_board_interactive() {
        let c = read(&[("moves", "c8-c6"), ("expect", "a6-c4")]).unwrap();
        assert!(c.interactive);
        assert_eq!(c.expect.len(), 1);
        let e = read(&[("moves", "c8-c6"), ("expect", "a6-d6")]).unwrap_err();
        assert_eq!(e.attribute, "expect");
    }

    #[test]
    fn options() {
        let c = read(&[
            ("variant", "scrambled-eggs"),
            ("rules", "simultaneous=mover"),
            ("orientation", "flipped"),
            ("coordinates", "false"),
            ("opponent", "computer"),
            ("level", "3"),
        ])
        .unwrap();
        assert_eq!(c.start.variant(), Variant::ScrambledEggs);
        assert!(c.flipped && !c.coordinates && c.interactive);
        assert_eq!(c.computer, Some(3));
        assert_eq!(read(&[("opponent", "computer"), ("level", "99")]).unwrap_err().attribute, "level");
        assert_eq!(read(&[("orientation", "sideways")]).unwrap_err().attribute, "orientation");
        assert_eq!(read(&[("variant", "chess")]).unwrap_err().attribute, "variant");
        assert_eq!(read(&[("moves", "c8-c6 a6-c4"), ("ply", "last")]).unwrap().ply, Some(2));
        assert_eq!(read(&[("moves", "c8-c6 a6-c4"), ("ply", "1")]).unwrap().ply, Some(1));
        assert_eq!(read(&[("moves", "c8-c6"), ("ply", "2")]).unwrap_err().attribute, "ply");
        assert!(read(&[("interactive", "")]).unwrap().interactive);
        assert!(!read(&[("interactive", "false")]).unwrap().interactive);
    }
}
