//! The root properties an exported SGF record gains from the game page: who played (`PB`/`PW`,
//! the computer's level also as its rank `BR`/`WR`), the day it was started (`DT`, ISO
//! `YYYY-MM-DD`), the rules (`RU`, as loa writes them: `olympiad` or the options that differ)
//! and the character set (`CA[UTF-8]`); a game on a clock also its time control (`TM` in seconds,
//! `OT[3 fischer]` for the seconds added a move) and each move's time left after it (`BL`/`WL`,
//! in seconds), and a game its players or its clock ended the result the moves do not show
//! (`RE[B+R]` by resignation, `RE[W+T]` on time, `RE[0]` agreed; loa-core writes the rest). The
//! names are plain English ASCII words, the same in every language, so that any SGF reader shows
//! them; only an online game's record names its players, by the names they gave the server.

use loa_core::{Color, Rules};

use super::{GameEnd, GameLine, Player, Players, TimeControl};

/// A record's name for an online game's player who gave none.
pub const NO_NAME: &str = "Anonymous";

/// What the page knows about a game beyond its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Header {
    pub players: Players,
    /// In a game by link, the colour this player has.
    pub me: Option<Color>,
    /// When the game was started, in ms since 1970 (0: not known).
    pub started_ms: u64,
    pub rules: Rules,
    /// How the game ended, if it has.
    pub end: Option<GameEnd>,
    /// The clock's control, for a game on a clock.
    pub control: Option<TimeControl>,
    /// The mover's time left after each move played (ms), where the clock noted it.
    pub times: Vec<Option<u64>>,
    /// An online game's players, by the names they gave (Black's, White's).
    pub names: Option<[String; 2]>,
}

impl Header {
    /// The header of `game`, started at `started_ms`, in which this player has `me` (by link).
    #[must_use]
    pub fn of(game: &GameLine, me: Option<Color>, started_ms: u64) -> Header {
        let clock = game.clock();
        Header {
            players: game.players,
            me,
            started_ms,
            rules: game.start().rules(),
            end: game.end(),
            control: clock.map(super::Clock::control),
            times: clock.map(|c| (1..=game.ply()).map(|ply| c.time_after(ply)).collect()).unwrap_or_default(),
            names: None,
        }
    }

    /// This header with the names an online game's players gave (Black's, White's; empty:
    /// none, written [`NO_NAME`]).
    #[must_use]
    pub fn named(self, black: &str, white: &str) -> Header {
        let name = |n: &str| if n.is_empty() { NO_NAME.to_owned() } else { n.to_owned() };
        Header { names: Some([name(black), name(white)]), ..self }
    }

    /// The name of `color`'s player: the computer with its level, "You" for this player, the
    /// other person of a game by link "Opponent"; nothing for two people at one device.
    fn name(&self, color: Color) -> Option<String> {
        if let Some(names) = &self.names {
            return Some(names[color.index()].clone());
        }
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
        if let Some(control) = self.control {
            out.push_str(&format!("TM[{}]", u64::from(control.minutes()) * 60));
            if control.increment_s() > 0 {
                out.push_str(&format!("OT[{} fischer]", control.increment_s()));
            }
        }
        if let Some(end @ GameEnd::Declared(_)) = self.end {
            out.push_str(&format!("RE[{}]", end.sgf_result()));
        }
        out
    }

    /// `sgf` (as loa-core writes it) with these properties in its root, after `AP[loa]`, and
    /// the moves' times in its moves when it is one line (no variations).
    #[must_use]
    pub fn add_to(&self, sgf: &str) -> String {
        let timed = self.with_times(sgf);
        let sgf = timed.as_str();
        let at = sgf.find("AP[loa]").map(|i| i + "AP[loa]".len()).or_else(|| sgf.find("(;").map(|i| i + 2));
        match at {
            Some(at) => format!("{}{}{}", &sgf[..at], self.properties(), &sgf[at..]),
            None => sgf.to_owned(),
        }
    }
}

impl Header {
    /// `sgf` with `BL`/`WL` after each move whose time is known, when it is one line (loa-core
    /// writes each move on a line of its own, a variation opening with `(`).
    fn with_times(&self, sgf: &str) -> String {
        // (A byte scan: a `str` search would bring its two-way searcher into the wasm.)
        if self.times.iter().all(Option::is_none) || sgf.as_bytes().windows(2).any(|w| w == b"\n(") {
            return sgf.to_owned();
        }
        let mut out = String::with_capacity(sgf.len() + 10 * self.times.len());
        let mut ply = 0;
        for line in sgf.split_inclusive('\n') {
            let (body, end) = line.strip_suffix('\n').map_or((line, ""), |b| (b, "\n"));
            let (body, close) = body.strip_suffix(')').map_or((body, ""), |b| (b, ")"));
            out.push_str(body);
            let property = match body.get(..3) {
                Some(";B[") => Some("BL"),
                Some(";W[") => Some("WL"),
                _ => None,
            };
            if let Some(property) = property {
                if let Some(Some(ms)) = self.times.get(ply) {
                    out.push_str(&format!("{property}[{}.{}]", ms / 1_000, ms % 1_000 / 100));
                }
                ply += 1;
            }
            out.push_str(close);
            out.push_str(end);
        }
        out
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
            end: None,
            control: None,
            times: Vec::new(),
            names: None,
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
        let online = h(Human, Human, Some(Color::Black)).named("Ann", "B]o");
        assert_eq!(online.properties(), r"CA[UTF-8]PB[Ann]PW[B\]o]DT[2026-12-31]RU[olympiad]");
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
            end: None,
            control: None,
            times: Vec::new(),
            names: None,
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

    #[test]
    fn a_game_on_a_clock_keeps_its_control_its_times_and_how_it_ended() {
        use crate::game::{Clock, Ending, GameEnd, TimeControl};
        let mut game =
            GameLine::new(Position::new(Variant::Standard), Players { black: Human, white: Human, level: 3 });
        let control: TimeControl = "1+2".parse().unwrap();
        game.set_clock(Some(Clock::new(control, 0)));
        for (text, at) in [("b1-b3", 1_000), ("h4-f2", 13_450)] {
            let mover = game.turn();
            let m = game.position().parse_move(text).unwrap();
            game.play(m).unwrap();
            let ply = game.ply();
            game.clock_mut().unwrap().moved(mover, ply, at);
        }
        game.declare(Ending::OutOfTime(Color::Black));
        let header = Header::of(&game, None, 0);
        assert_eq!(header.end, Some(GameEnd::Declared(Ending::OutOfTime(Color::Black))));
        assert_eq!(header.times, [Some(62_000), Some(49_550)]);
        let sgf = header.add_to(&record::write_sgf(game.position()));
        assert!(sgf.contains("RU[olympiad]TM[60]OT[2 fischer]RE[W+T]"), "{sgf}");
        assert!(sgf.contains(";B[b1-b3]BL[62.0]\n;W[h4-f2]WL[49.5])"), "{sgf}");
        // It reads back as the same game.
        let start = Position::new(Variant::Standard);
        let read = record::read(&sgf, start, Format::Sgf).into_position().unwrap();
        assert_eq!(read, *game.position());
        // A record with variations keeps its moves as they are; no clock, no time.
        let mut tree = MoveTree::from_played(game.position());
        let root_move = Position::new(Variant::Standard).parse_move("c1-c3").unwrap();
        tree.add(MoveTree::ROOT, root_move).unwrap();
        let branched = record::write_sgf_tree(&tree);
        assert!(!header.add_to(&branched).contains("BL["), "{branched}");
        let plain = Header { control: None, times: Vec::new(), end: None, ..header };
        assert!(!plain.properties().contains("TM["));
    }
}
