use core::fmt;
use core::num::NonZeroU16;
use core::str::FromStr;

/// What happens when one move connects both sides at once.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Simultaneous {
    /// A draw (Computer Olympiad / Mind Sports Olympiad rules).
    #[default]
    Draw,
    /// The side that moved wins (Sackson's second edition, the "NOST rule").
    MoverWins,
}

/// What happens when the side to move has no legal move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum NoMoves {
    /// It must pass (Olympiad rules).
    #[default]
    Pass,
    /// It loses.
    Lose,
}

/// Whether repeating a position ends the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Repetition {
    /// Draw when the same position with the same side to move occurs the third time.
    #[default]
    ThirdOccurrence,
    /// Repetitions do not end the game.
    Off,
}

/// The rule options of docs/RULES.md. [`Rules::default`] is the Olympiad rule set.
///
/// Written as comma-separated `key=value` pairs (the form of the CLI's `--rules` and of URLs),
/// printing only what differs from the default:
///
/// ```
/// use loa_core::{Rules, Simultaneous};
/// let rules: Rules = "simultaneous=mover,move-limit=150".parse().unwrap();
/// assert_eq!(rules.simultaneous, Simultaneous::MoverWins);
/// assert_eq!(rules.to_string(), "simultaneous=mover,move-limit=150");
/// assert_eq!(Rules::default().to_string(), "olympiad");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Rules {
    pub simultaneous: Simultaneous,
    pub no_moves: NoMoves,
    pub repetition: Repetition,
    /// Draw after this many plies, if set.
    pub move_limit: Option<NonZeroU16>,
}

impl Rules {
    /// Computer Olympiad rules: simultaneous connection draws, pass, third repetition draws,
    /// no move limit.
    pub const OLYMPIAD: Rules = Rules {
        simultaneous: Simultaneous::Draw,
        no_moves: NoMoves::Pass,
        repetition: Repetition::ThirdOccurrence,
        move_limit: None,
    };
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if *self == Rules::OLYMPIAD {
            return f.write_str("olympiad");
        }
        let mut sep = "";
        let mut item = |f: &mut fmt::Formatter<'_>, s: fmt::Arguments<'_>| -> fmt::Result {
            f.write_str(sep)?;
            sep = ",";
            f.write_fmt(s)
        };
        if self.simultaneous == Simultaneous::MoverWins {
            item(f, format_args!("simultaneous=mover"))?;
        }
        if self.no_moves == NoMoves::Lose {
            item(f, format_args!("no-moves=lose"))?;
        }
        if self.repetition == Repetition::Off {
            item(f, format_args!("repetition=off"))?;
        }
        if let Some(n) = self.move_limit {
            item(f, format_args!("move-limit={n}"))?;
        }
        Ok(())
    }
}

/// A rules string that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseRulesError {
    /// A `key` other than `simultaneous`, `no-moves`, `repetition`, `move-limit`.
    UnknownOption,
    /// A value not allowed for its key.
    InvalidValue { option: &'static str, expected: &'static str },
}

impl fmt::Display for ParseRulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseRulesError::UnknownOption => {
                f.write_str("unknown rule option: expected simultaneous=, no-moves=, repetition= or move-limit=")
            }
            ParseRulesError::InvalidValue { option, expected } => {
                write!(f, "invalid value for {option}: expected {expected}")
            }
        }
    }
}

impl core::error::Error for ParseRulesError {}

impl FromStr for Rules {
    type Err = ParseRulesError;
    fn from_str(s: &str) -> Result<Rules, ParseRulesError> {
        let mut rules = Rules::OLYMPIAD;
        for part in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            if part.eq_ignore_ascii_case("olympiad") || part.eq_ignore_ascii_case("default") {
                continue;
            }
            let (key, value) = part.split_once('=').ok_or(ParseRulesError::UnknownOption)?;
            let (key, value) = (key.trim().to_ascii_lowercase(), value.trim().to_ascii_lowercase());
            match key.as_str() {
                "simultaneous" => {
                    rules.simultaneous = match value.as_str() {
                        "draw" => Simultaneous::Draw,
                        "mover" | "mover-wins" | "mover_wins" => Simultaneous::MoverWins,
                        _ => return Err(invalid("simultaneous", "draw or mover")),
                    }
                }
                "no-moves" | "no_moves" | "nomoves" => {
                    rules.no_moves = match value.as_str() {
                        "pass" => NoMoves::Pass,
                        "lose" | "loss" | "loses" => NoMoves::Lose,
                        _ => return Err(invalid("no-moves", "pass or lose")),
                    }
                }
                "repetition" => {
                    rules.repetition = match value.as_str() {
                        "draw" | "third" | "3" | "on" => Repetition::ThirdOccurrence,
                        "off" | "none" => Repetition::Off,
                        _ => return Err(invalid("repetition", "draw or off")),
                    }
                }
                "move-limit" | "move_limit" | "movelimit" => {
                    rules.move_limit = match value.as_str() {
                        "off" | "none" | "0" => None,
                        v => Some(
                            v.parse::<NonZeroU16>()
                                .map_err(|_| invalid("move-limit", "off or a number of plies 1-65535"))?,
                        ),
                    }
                }
                _ => return Err(ParseRulesError::UnknownOption),
            }
        }
        Ok(rules)
    }
}

fn invalid(option: &'static str, expected: &'static str) -> ParseRulesError {
    ParseRulesError::InvalidValue { option, expected }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn round_trip_every_combination() {
        for simultaneous in [Simultaneous::Draw, Simultaneous::MoverWins] {
            for no_moves in [NoMoves::Pass, NoMoves::Lose] {
                for repetition in [Repetition::ThirdOccurrence, Repetition::Off] {
                    for move_limit in [None, NonZeroU16::new(150)] {
                        let rules = Rules { simultaneous, no_moves, repetition, move_limit };
                        assert_eq!(rules.to_string().parse::<Rules>(), Ok(rules));
                    }
                }
            }
        }
    }

    #[test]
    fn errors() {
        assert_eq!("bogus=1".parse::<Rules>(), Err(ParseRulesError::UnknownOption));
        assert!(matches!("move-limit=x".parse::<Rules>(), Err(ParseRulesError::InvalidValue { .. })));
        assert_eq!("".parse::<Rules>(), Ok(Rules::OLYMPIAD));
    }
}
