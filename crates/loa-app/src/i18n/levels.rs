//! The computer's levels in words: each level's name ("Club player") and a line on how it plays,
//! its numbers (how far it looks, how long it thinks) read from loa-core's table of levels so
//! that the words follow the engine.

use loa_core::engine::{level_settings, LEVEL_COUNT};
use loa_core::Color;

use super::{tr, Arg, Msg};
use crate::game::{Player, Players};

/// Each level's name, from level 1 (as many as the engine has levels: else this does not compile).
const NAMES: [Msg; LEVEL_COUNT as usize] = [
    Msg::LevelName1,
    Msg::LevelName2,
    Msg::LevelName3,
    Msg::LevelName4,
    Msg::LevelName5,
    Msg::LevelName6,
    Msg::LevelName7,
    Msg::LevelName8,
];

/// Each level's description, from level 1.
const ABOUT: [Msg; LEVEL_COUNT as usize] = [
    Msg::LevelAbout1,
    Msg::LevelAbout2,
    Msg::LevelAbout3,
    Msg::LevelAbout4,
    Msg::LevelAbout5,
    Msg::LevelAbout6,
    Msg::LevelAbout7,
    Msg::LevelAbout8,
];

/// The messages of level `level`'s name and description (`level-name-4`, `level-about-4`).
fn ids(level: u8) -> (Msg, Msg) {
    let i = usize::from(level.clamp(1, LEVEL_COUNT) - 1);
    (NAMES[i], ABOUT[i])
}

/// The name of `level`: "Club player".
#[must_use]
pub fn level_name(level: u8) -> String {
    tr(ids(level).0, &[])
}

/// What to expect from `level`: "Looks 4 half-moves ahead and nearly always plays its best move."
#[must_use]
pub fn level_about(level: u8) -> String {
    let settings = level_settings(level);
    let plies = settings.depth.unwrap_or(0);
    let seconds = settings.time_ms.unwrap_or(0).div_ceil(1000);
    tr(ids(level).1, &[("plies", Arg::from(plies)), ("seconds", Arg::from(seconds))])
}

/// The level menu's entry: "4 · Club player".
#[must_use]
pub fn level_option(level: u8) -> String {
    tr(Msg::LevelOption, &[("level", Arg::from(level)), ("name", Arg::from(level_name(level)))])
}

/// The computer at `level`: "Computer (level 4, Club player)".
#[must_use]
pub fn computer_player(level: u8) -> String {
    tr(Msg::LibraryComputer, &[("level", Arg::from(level)), ("name", Arg::from(level_name(level)))])
}

/// Who plays whom, for the panel: "You (Black) – Computer (level 4, Club player)", or the
/// computer against itself; `None` for two people (a game by link says it its own way).
#[must_use]
pub fn players_line(players: Players) -> Option<String> {
    let computer = Arg::from(computer_player(players.level));
    match (players.black, players.white) {
        (Player::Human, Player::Human) => None,
        (Player::Computer, Player::Computer) => Some(tr(Msg::PlayersComputerVsComputer, &[("computer", computer)])),
        (Player::Human, Player::Computer) => {
            Some(tr(Msg::PlayersVsComputer, &[("color", Color::Black.into()), ("computer", computer)]))
        }
        (Player::Computer, Player::Human) => {
            Some(tr(Msg::PlayersVsComputer, &[("color", Color::White.into()), ("computer", computer)]))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{set_lang, Lang, Messages};

    #[test]
    fn every_level_has_a_name_and_a_line_in_every_language() {
        for lang in Lang::ALL {
            let m = Messages::new(lang);
            for level in 1..=LEVEL_COUNT {
                let (name, about) = ids(level);
                assert!(m.has(name) && m.has(about), "{lang}: level {level}");
                assert_eq!(
                    (name.id(), about.id()),
                    (&*format!("level-name-{level}"), &*format!("level-about-{level}"))
                );
            }
            assert_eq!(ids(LEVEL_COUNT + 1), (Msg::LevelName8, Msg::LevelAbout8), "clamped");
            assert_eq!(ids(0), (Msg::LevelName1, Msg::LevelAbout1), "clamped");
            assert_eq!(Msg::from_id(&format!("level-name-{}", LEVEL_COUNT + 1)), None, "a level the engine lacks");
        }
    }

    #[test]
    fn the_lines_give_the_engines_numbers() {
        set_lang(Lang::En);
        for level in 1..=LEVEL_COUNT {
            let s = level_settings(level);
            let words = match s.depth {
                Some(d) => format!("{d} half-moves ahead"),
                None => format!("{} seconds", s.time_ms.unwrap_or(0).div_ceil(1000)),
            };
            assert!(level_about(level).contains(&words), "{level}: {}", level_about(level));
        }
        assert_eq!(level_option(4), "4 · Club player");
        assert_eq!(computer_player(1), "Computer (level 1, Beginner)");
    }

    #[test]
    fn the_panel_says_who_plays_whom() {
        use Player::{Computer, Human};
        set_lang(Lang::En);
        let line = |black, white, level| players_line(Players { black, white, level });
        assert_eq!(line(Human, Computer, 4).as_deref(), Some("You (Black) – Computer (level 4, Club player)"));
        assert_eq!(line(Computer, Human, 1).as_deref(), Some("Computer (level 1, Beginner) – You (White)"));
        assert_eq!(line(Human, Human, 4), None);
        set_lang(Lang::Ru);
        assert_eq!(line(Human, Computer, 8).as_deref(), Some("Вы (чёрные) — Компьютер (уровень 8, Максимальная сила)"));
        set_lang(Lang::Ca);
        assert_eq!(
            line(Computer, Computer, 2).as_deref(),
            Some("L'ordinador contra si mateix: Ordinador (nivell 2, Aprenent)")
        );
        set_lang(Lang::En);
    }

    #[test]
    fn the_lines_count_in_each_languages_plural_forms() {
        let about = |lang, plies: u32| {
            Messages::new(lang).tr(Msg::LevelAbout5, &[("plies", Arg::from(plies)), ("seconds", Arg::from(5))])
        };
        assert!(about(Lang::Ru, 2).contains("на 2 полухода вперёд"), "{}", about(Lang::Ru, 2));
        assert!(about(Lang::Ru, 6).contains("на 6 полуходов вперёд"), "{}", about(Lang::Ru, 6));
        assert!(about(Lang::Ca, 6).contains("6 mitges jugades"), "{}", about(Lang::Ca, 6));
        assert!(about(Lang::En, 1).contains("1 half-move ahead"), "{}", about(Lang::En, 1));
        let m = Messages::new(Lang::Ca);
        let name = m.tr(Msg::LevelName4, &[]);
        assert_eq!(
            m.tr(Msg::LibraryComputer, &[("level", Arg::from(4)), ("name", Arg::from(name))]),
            "Ordinador (nivell 4, Jugador de club)"
        );
    }
}
