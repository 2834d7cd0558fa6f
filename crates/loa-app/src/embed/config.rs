//! The attributes of `<loa-board>`, read and checked: plain Rust, no DOM, so it is tested natively.
//!
//! Every error names the attribute and says what is wrong in words a page author can act on; the
//! element shows it in place of the board.

use std::fmt;

use loa_core::engine::LEVEL_COUNT;
use loa_core::record::{self, Format, RecordError};
use loa_core::{Move, Position, Rules};

use crate::game::DEFAULT_LEVEL;
use crate::i18n::Msg;
use crate::i18n::{Lang, Localize, Messages};

/// The attributes the element reacts to: every one [`Config::read`] reads, and the
/// `observedAttributes` of `www/loa-board.js` (a test checks that the two lists agree).
pub const ATTRIBUTES: &[&str] = &[
    "position",
    "moves",
    "ply",
    "variant",
    "rules",
    "orientation",
    "interactive",
    "opponent",
    "level",
    "coordinates",
    "expect",
    "lang",
    "puzzle",
    "hints",
];

/// A checked `<loa-board>` configuration.
#[derive(Debug, Clone)]
pub struct Config {
    /// The position before the `moves` (with the variant and rules).
    pub start: Position,
    /// The `moves` line, each legal in turn.
    pub line: Vec<Move>,
    /// The position after the line (it carries the moves).
    pub end: Position,
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
    /// The language of the board's words: its `lang`, else the one it inherits.
    pub lang: Lang,
    /// `puzzle`: a puzzle of the site's `puzzles.tsv` by id, or `next` for the trainer (the
    /// puzzle replaces `position`, `moves` and `expect`).
    pub puzzle: Option<String>,
    /// `hints`: a Hint button where the reader plays the computer or answers an exercise or a
    /// puzzle (off unless the page asks: a tutorial's exercises have none).
    pub hints: bool,
}

/// An attribute that cannot be used; `message` is in the board's language.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError {
    pub attribute: &'static str,
    pub value: String,
    pub message: String,
}

/// `attribute="value": message`, in the words of `m`.
impl Localize for ConfigError {
    fn localize(&self, m: &Messages) -> String {
        let value = self.value.as_str();
        m.tr(
            Msg::AttributeError,
            &[("attribute", self.attribute.into()), ("value", value.into()), ("message", (&self.message).into())],
        )
    }
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
#[must_use]
pub fn flag(value: Option<&str>) -> bool {
    value.is_some_and(|v| !matches!(v.trim().to_ascii_lowercase().as_str(), "false" | "no" | "off" | "0"))
}

/// The board's language: its own `lang` if the game speaks it, else `inherited`.
#[must_use]
pub fn board_lang(own: Option<&str>, inherited: Lang) -> Lang {
    own.and_then(Lang::from_tag).unwrap_or(inherited)
}

impl Config {
    /// Reads the attributes through `get` (the element's `getAttribute`); the board speaks its
    /// `lang`, else `inherited` (the nearest `lang` of the page).
    ///
    /// # Errors
    /// The first attribute that is malformed, illegal or out of range, said in the board's
    /// language.
    pub fn read(get: impl Fn(&str) -> Option<String>, inherited: Lang) -> Result<Config, ConfigError> {
        let text = |name: &str| get(name).map(|v| v.trim().to_owned());
        let lang = board_lang(text("lang").as_deref(), inherited);
        let m = &*crate::i18n::messages(lang);

        let variant = crate::game::read_variant(text("variant").as_deref(), text("position").as_deref())
            .map_err(|e| error("variant", &text("variant").unwrap_or_default(), e.localize(m)))?;
        let rules = match text("rules") {
            Some(v) if !v.is_empty() => v.parse::<Rules>().map_err(|e| error("rules", &v, e.localize(m)))?,
            _ => Rules::default(),
        };
        let start = match text("position") {
            Some(v) if !v.is_empty() && !v.eq_ignore_ascii_case("start") => {
                Position::from_position_string(&v, variant, rules).map_err(|e| error("position", &v, e.localize(m)))?
            }
            _ => Position::with_rules(variant, rules),
        };

        let mut pos = start.clone();
        if let Some(v) = text("moves") {
            let read = record::read(&v, start.clone(), Format::MoveList);
            let read_pos = read.last_position();
            if let Some(e) = read.error {
                // Counted in the attribute's own moves, whoever moves first.
                let n = read_pos.ply() - start.ply() + 1;
                return Err(match e {
                    RecordError::Move { text, error: e, .. } => error(
                        "moves",
                        &v,
                        m.tr(
                            Msg::AttributeMove,
                            &[("number", n.into()), ("text", text.into()), ("error", e.localize(m).into())],
                        ),
                    ),
                    other => error("moves", &v, other.localize(m)),
                });
            }
            pos = read_pos;
        }
        let line: Vec<Move> = pos.moves_played().collect();
        let end = pos.clone();

        let ply = match text("ply") {
            Some(v) if v.eq_ignore_ascii_case("last") || v.eq_ignore_ascii_case("end") => Some(line.len()),
            Some(v) if !v.is_empty() => match v.parse::<usize>() {
                Ok(n) if n <= line.len() => Some(n),
                _ => {
                    return Err(error("ply", &v, m.tr(Msg::AttributePly, &[("max", line.len().into())])));
                }
            },
            _ => None,
        };

        let flipped = match text("orientation").as_deref().map(str::to_ascii_lowercase).as_deref() {
            None | Some("" | "normal" | "black" | "rank1") => false,
            Some("flipped" | "white" | "rank8") => true,
            Some(other) => {
                return Err(error("orientation", other, m.tr(Msg::AttributeOrientation, &[])));
            }
        };

        let computer = match text("opponent").as_deref().map(str::to_ascii_lowercase).as_deref() {
            None | Some("" | "none" | "human" | "reader") => None,
            Some("computer" | "engine" | "ai") => {
                let level = match text("level") {
                    Some(l) if !l.is_empty() => match l.parse::<u8>() {
                        Ok(n) if (1..=LEVEL_COUNT).contains(&n) => n,
                        _ => return Err(error("level", &l, m.tr(Msg::AttributeLevel, &[("max", LEVEL_COUNT.into())]))),
                    },
                    _ => DEFAULT_LEVEL,
                };
                Some(level)
            }
            Some(other) => return Err(error("opponent", other, m.tr(Msg::AttributeOpponent, &[]))),
        };

        let mut expect = Vec::new();
        if let Some(v) = text("expect") {
            for word in record::move_words(&v) {
                let word = word.map_err(|_| error("expect", &v, m.tr(Msg::AttributeUnclosedComment, &[])))?;
                let mv = pos.parse_move(word).map_err(|e| {
                    error(
                        "expect",
                        &v,
                        m.tr(Msg::AttributeExpect, &[("text", word.into()), ("error", e.localize(m).into())]),
                    )
                })?;
                expect.push(mv);
            }
        }

        let puzzle = text("puzzle").filter(|p| !p.is_empty());

        Ok(Config {
            start,
            line,
            end,
            ply,
            flipped,
            // Coordinates are on unless the attribute says otherwise.
            coordinates: get("coordinates").is_none_or(|v| flag(Some(&v))),
            // An exercise or a game against the computer needs moves from the reader.
            interactive: flag(get("interactive").as_deref())
                || !expect.is_empty()
                || computer.is_some()
                || puzzle.is_some(),
            computer,
            expect,
            lang,
            puzzle,
            hints: flag(get("hints").as_deref()),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use loa_core::Variant;
    use std::collections::HashMap;

    fn read(attrs: &[(&str, &str)]) -> Result<Config, ConfigError> {
        let map: HashMap<String, String> = attrs.iter().map(|(k, v)| ((*k).to_owned(), (*v).to_owned())).collect();
        Config::read(|name| map.get(name).cloned(), Lang::En)
    }

    /// `observedAttributes` of `www/loa-board.js`: the names in its `ATTRIBUTES = [...]`.
    fn attributes_in_the_loader() -> Vec<String> {
        let js = include_str!("../../../../www/loa-board.js");
        let list = js.split("const ATTRIBUTES = [").nth(1).and_then(|rest| rest.split(']').next());
        let list = list.expect("www/loa-board.js has `const ATTRIBUTES = [...]`");
        list.split(',').map(|w| w.trim().trim_matches('\'').to_owned()).filter(|w| !w.is_empty()).collect()
    }

    #[test]
    fn the_loader_observes_exactly_the_attributes_read() {
        assert_eq!(attributes_in_the_loader(), ATTRIBUTES, "www/loa-board.js and ATTRIBUTES disagree");
        let asked = std::cell::RefCell::new(Vec::new());
        let _ = Config::read(
            |name| {
                asked.borrow_mut().push(name.to_owned());
                // A game against the computer, so that `level` is read too.
                Some(if name == "opponent" { "computer" } else { "" }.to_owned())
            },
            Lang::En,
        );
        let mut asked = asked.into_inner();
        asked.sort();
        asked.dedup();
        let mut listed: Vec<String> = ATTRIBUTES.iter().map(|a| (*a).to_owned()).collect();
        listed.sort();
        assert_eq!(asked, listed, "Config::read reads exactly ATTRIBUTES");
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
        assert_eq!(read(&[("opponent", "computer")]).unwrap().computer, Some(DEFAULT_LEVEL));
        assert_eq!(read(&[("opponent", "computer"), ("level", "99")]).unwrap_err().attribute, "level");
        assert_eq!(read(&[("orientation", "sideways")]).unwrap_err().attribute, "orientation");
        assert_eq!(read(&[("variant", "chess")]).unwrap_err().attribute, "variant");
        let six = read(&[("variant", "6x6"), ("moves", "b1-b3 a2-c2")]).unwrap();
        assert_eq!((six.start.variant(), six.ply), (Variant::SixBySix, None));
        assert_eq!(read(&[("variant", "6x6"), ("moves", "g1-g3")]).unwrap_err().attribute, "moves");
        assert_eq!(
            read(&[("position", "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b")]).unwrap().start.variant(),
            Variant::SixBySix
        );
        assert_eq!(read(&[("moves", "c8-c6 a6-c4"), ("ply", "last")]).unwrap().ply, Some(2));
        assert_eq!(read(&[("moves", "c8-c6 a6-c4"), ("ply", "1")]).unwrap().ply, Some(1));
        assert_eq!(read(&[("moves", "c8-c6"), ("ply", "2")]).unwrap_err().attribute, "ply");
        assert!(read(&[("interactive", "")]).unwrap().interactive);
        assert!(!read(&[("interactive", "false")]).unwrap().interactive);
        let p = read(&[("puzzle", " 0042 ")]).unwrap();
        assert_eq!(p.puzzle.as_deref(), Some("0042"));
        assert!(p.interactive);
        assert_eq!(read(&[("puzzle", "")]).unwrap().puzzle, None);
        assert!(!read(&[]).unwrap().hints, "no hints unless asked");
        assert!(read(&[("hints", "")]).unwrap().hints);
        assert!(!read(&[("hints", "false")]).unwrap().hints);
        // Hints alone make nothing to solve: a line to study stays view-only.
        assert!(!read(&[("hints", ""), ("moves", "c8-c6")]).unwrap().interactive);
    }
}
