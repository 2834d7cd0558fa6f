//! The root properties an exported SGF record gains from the game page: who played (`PB`/`PW`,
//! the computer's level also as its rank `BR`/`WR`), the day it was started (`DT`, ISO
//! `YYYY-MM-DD`), the rules (`RU`, as loa writes them: `olympiad` or the options that differ)
//! and the character set (`CA[UTF-8]`). The names are plain English ASCII words, the same in
//! every language, so that any SGF reader shows them; a record keeps no personal names.

use loa_core::{Color, Rules};

use super::{GameLine, Player, Players};

/// What the page knows about a game beyond its moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Header {
    pub players: Players,
    /// In a game by link, the colour this player has.
    pub me: Option<Color>,
    /// When the game was started, in ms since 1970 (0: not known).
    pub started_ms: u64,
    pub rules: Rules,
}

impl Header {
    /// The header of `game`, started at `started_ms`, in which this player has `me` (by link).
    #[must_use]
    pub fn of(game: &GameLine, me: Option<Color>, started_ms: u64) -> Header {
        Header { players: game.players, me, started_ms, rules: game.start().rules() }
    }

    /// The name of `color`'s player: the computer with its level, "You" for this player, the
    /// other person of a game by link "Opponent"; nothing for two people at one device.
    fn name(&self, color: Color) -> Option<String> {
        let lone = self.players.lone_human();
        match self.players.of(color) {
            Player::Computer => Some(format!("Computer (level {})", self.players.level)),
            Player::Human if lone == Some(color) || self.me == Some(color) => Some("You".to_owned()),
            Player::Human if self.me.is_some() => Some("Opponent".to_owned()),
            Player::Human => None,
        }
    }

    /// The properties, written as SGF: `CA[UTF-8]PB[You]PW[Computer (level 4)]WR[level 4]…`.
    #[must_use]
    pub fn properties(&self) -> String {
        let mut out = String::from("CA[UTF-8]");
        for (color, name, rank) in [(Color::Black, "PB", "BR"), (Color::White, "PW", "WR")] {
            if let Some(player) = self.name(color) {
                out.push_str(&format!("{name}[{}]", escape(&player)));
            }
            if self.players.of(color) == Player::Computer {
                out.push_str(&format!("{rank}[level {}]", self.players.level));
            }
        }
        if self.started_ms > 0 {
            out.push_str(&format!("DT[{}]", iso_date(self.started_ms)));
        }
        out.push_str(&format!("RU[{}]", escape(&self.rules.to_string())));
        out
    }

    /// `sgf` (as loa-core writes it) with these properties in its root, after `AP[loa]`.
    #[must_use]
    pub fn add_to(&self, sgf: &str) -> String {
        let at = sgf.find("AP[loa]").map(|i| i + "AP[loa]".len()).or_else(|| sgf.find("(;").map(|i| i + 2));
        match at {
            Some(at) => format!("{}{}{}", &sgf[..at], self.properties(), &sgf[at..]),
            None => sgf.to_owned(),
        }
    }
}

/// An SGF text value: `]` and `\` escaped with `\`.
fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
}

/// The day of `ms` (ms since 1970, UTC) as `YYYY-MM-DD` (the civil calendar from day numbers,
/// as in Howard Hinnant's `civil_from_days`).
#[must_use]
pub fn iso_date(ms: u64) -> String {
    let days = i64::try_from(ms / 86_400_000).unwrap_or(0) + 719_468;
    let era = days.div_euclid(146_097);
    let doe = days.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Player::Computer, Player::Human};
    use loa_core::move_tree::MoveTree;
    use loa_core::record::{self, Format};
    use loa_core::{Position, Variant};

    #[test]
    fn dates_are_iso_days() {
        for (ms, day) in [
            (1, "1970-01-01"),
            (951_782_400_000, "2000-02-29"),
            (1_709_164_800_000, "2024-02-29"),
            (1_798_761_599_999, "2026-12-31"),
            (1_798_761_600_000, "2027-01-01"),
        ] {
            assert_eq!(iso_date(ms), day, "{ms}");
        }
    }

    #[test]
    fn the_root_names_the_players_the_day_and_the_rules() {
        let h = |black, white, me| Header {
            players: Players { black, white, level: 4 },
            me,
            started_ms: 1_798_761_599_999,
            rules: Rules::OLYMPIAD,
        };
        let cases = [
            (h(Human, Computer, None), "CA[UTF-8]PB[You]PW[Computer (level 4)]WR[level 4]DT[2026-12-31]RU[olympiad]"),
            (h(Computer, Human, None), "CA[UTF-8]PB[Computer (level 4)]BR[level 4]PW[You]DT[2026-12-31]RU[olympiad]"),
            (h(Human, Human, Some(Color::White)), "CA[UTF-8]PB[Opponent]PW[You]DT[2026-12-31]RU[olympiad]"),
            (h(Human, Human, None), "CA[UTF-8]DT[2026-12-31]RU[olympiad]"),
        ];
        for (header, properties) in cases {
            assert_eq!(header.properties(), properties);
        }
        let unknown_day = Header { started_ms: 0, ..h(Human, Human, None) };
        assert_eq!(unknown_day.properties(), "CA[UTF-8]RU[olympiad]");
        assert_eq!(escape(r"a]b\c"), r"a\]b\\c");
    }

    #[test]
    fn a_record_with_its_header_reads_back_as_the_same_game() {
        let mut pos = Position::new(Variant::Standard);
        for m in ["b1-b3", "h4-f2", "d1xa4"] {
            let m = pos.parse_move(m).unwrap();
            pos.play(m).unwrap();
        }
        let rules: Rules = "simultaneous=mover,move-limit=200".parse().unwrap();
        let header = Header {
            players: Players { black: Computer, white: Human, level: 8 },
            me: None,
            started_ms: 1_700_000_000_000,
            rules,
        };
        let plain = record::write_sgf(&pos);
        let sgf = header.add_to(&plain);
        assert!(
            sgf.starts_with("(;FF[4]GM[9]AP[loa]CA[UTF-8]PB[Computer (level 8)]BR[level 8]PW[You]DT[2023-11-14]RU["),
            "{sgf}"
        );
        assert!(sgf.contains("RU[simultaneous=mover,move-limit=200]"), "{sgf}");
        let start = Position::with_rules(Variant::Standard, Rules::OLYMPIAD);
        let read = record::read(&sgf, start.clone(), Format::Sgf).into_tree().unwrap();
        assert_eq!(read, record::read(&plain, start.clone(), Format::Sgf).into_tree().unwrap());
        let line = record::read(&plain, start, Format::Sgf).into_position().unwrap();
        assert_eq!(read, MoveTree::from_played(&line));
    }
}
