//! Games in URLs: `?black=human|computer&white=human|computer&level=N&variant=standard|scrambled-eggs
//! &rules=…&position=POS&moves=b1-b3,h4-f2&clock=M+S&draw=offer|agreed`, any part left out.
//! Reading never fails: what cannot be read is reported and left at its default, and the moves
//! are played up to the first bad one.
//!
//! `clock=5+3` plays the game on a clock of five minutes each and three seconds a move: a link
//! carries the time control, not the time left, so both clocks start full and run from the next
//! move. Between two people playing by link, `draw=offer` comes with a move (the side that made
//! the link's last move offers a draw) and `draw=agreed` with the reply that accepts it (the game
//! is drawn as the link stands).

use loa_core::engine::LEVEL_COUNT;
use loa_core::record::{self, Format, RecordError};
use loa_core::{Escaped, Position, Rules, Variant};

use crate::game::{valid_level, Clock, Ending, GameLine, Player, Players, TimeControl};
use crate::i18n::Msg;
use crate::i18n::{say, tr};

/// The query keys that make up a game.
/// (`game` is the game's id in the library: a friend's reply continues the game it answers.)
pub const KEYS: [&str; 10] =
    ["black", "white", "level", "variant", "rules", "position", "moves", "game", "clock", "draw"];

/// The game id a link carries, if it is a well-formed one.
#[must_use]
pub fn game_id(pairs: &[(String, String)]) -> Option<String> {
    let (_, id) = pairs.iter().rev().find(|(k, _)| k == "game")?;
    let id = id.trim();
    super::library::valid_id(id).then(|| id.to_owned())
}

/// Whether the query carries any part of a game.
#[must_use]
pub fn has_game(pairs: &[(String, String)]) -> bool {
    pairs.iter().any(|(k, _)| KEYS.contains(&k.as_str()))
}

/// `value` as inside Rust's `{:?}` quotes (the messages add the quotes).
fn quoted(value: &str) -> String {
    Escaped(value).to_string()
}

fn bad_value(key: &str, value: &str, error: String) -> String {
    tr(Msg::LinkBadValue, &[("key", key.into()), ("value", quoted(value).into()), ("error", error.into())])
}

/// The game a query describes, and a message for each part that could not be used (in the
/// page's language).
#[must_use]
pub fn read(pairs: &[(String, String)], defaults: Players) -> (GameLine, Vec<String>) {
    let get = |key: &str| pairs.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.trim());
    let mut errors = Vec::new();

    let mut player = |key: &str| -> Option<Player> {
        let value = get(key)?;
        let p = Player::parse(value);
        if p.is_none() {
            errors.push(tr(Msg::LinkNotPlayer, &[("key", key.into()), ("value", quoted(value).into())]));
        }
        p
    };
    let (black, white) = (player("black"), player("white"));
    let opposite = |p: Player| if p == Player::Human { Player::Computer } else { Player::Human };
    let (black, white) = match (black, white) {
        (Some(b), Some(w)) => (b, w),
        // One side named: the other is the opposite (`?white=human` means "I play White").
        (Some(b), None) => (b, opposite(b)),
        (None, Some(w)) => (opposite(w), w),
        (None, None) => (defaults.black, defaults.white),
    };
    let mut level = defaults.level;
    if let Some(value) = get("level") {
        match value.parse::<u8>() {
            Ok(l) if valid_level(l) => level = l,
            _ => errors.push(tr(Msg::LinkNotLevel, &[("value", quoted(value).into()), ("max", LEVEL_COUNT.into())])),
        }
    }
    let players = Players { black, white, level };

    let variant = match crate::game::read_variant(get("variant"), get("position")) {
        Ok(v) => v,
        Err(e) => {
            errors.push(bad_value("variant", get("variant").unwrap_or_default(), say(&e)));
            Variant::Standard
        }
    };
    let mut rules = Rules::default();
    if let Some(value) = get("rules") {
        match value.parse() {
            Ok(r) => rules = r,
            Err(e) => errors.push(bad_value("rules", value, say(&e))),
        }
    }
    let mut start = Position::with_rules(variant, rules);
    if let Some(value) = get("position") {
        // `_` stands for the space, which some links lose.
        let text = value.replace('_', " ");
        match Position::from_position_string(&text, variant, rules) {
            Ok(p) => start = p,
            Err(e) => {
                errors.push(tr(Msg::LinkBadPosition, &[("value", quoted(value).into()), ("error", say(&e).into())]));
            }
        }
    }
    let mut pos = start;
    if let Some(value) = get("moves") {
        // Any move-list form a record accepts; the moves before the first bad one are played.
        let read = record::read(value, pos.clone(), Format::MoveList);
        let read_pos = read.last_position();
        if let Some(e @ RecordError::TooManyMoves { .. }) = read.error {
            // Refused whole: a link that long is not a game someone played.
            errors.push(format!("{e}; the moves are not played"));
        } else if let Some(e) = read.error {
            let n = read_pos.ply() - pos.ply() + 1;
            errors.push(match e {
                RecordError::Move { text, error, .. } => tr(
                    Msg::LinkBadMove,
                    &[("number", n.into()), ("text", quoted(&text).into()), ("error", say(&error).into())],
                ),
                other => tr(Msg::LinkBadMoves, &[("error", say(&other).into())]),
            });
            pos = read_pos;
        } else {
            pos = read_pos;
        }
    }
    let mut game = GameLine::from_played(pos, players);
    if let Some(value) = get("clock") {
        match value.parse::<TimeControl>() {
            Ok(control) => game.set_clock(Some(Clock::new(control, game.ply()))),
            Err(e) => errors.push(bad_value("clock", value, e.to_string())),
        }
    }
    if let Some(value) = get("draw") {
        let people = players.black == Player::Human && players.white == Player::Human;
        match value {
            // An offer or an agreement means something between two people only.
            _ if !people => {}
            "offer" => {
                game.offer_draw();
            }
            "agreed" if !game.is_over() => game.declare(Ending::Agreed),
            "agreed" => {}
            _ => errors.push(tr(Msg::LinkNotDraw, &[("value", quoted(value).into())])),
        }
    }
    (game, errors)
}

/// The query that brings back `game` as it stands (without the moves taken back).
#[must_use]
pub fn write(game: &GameLine) -> Vec<(String, String)> {
    let mut pairs = vec![
        ("black".to_owned(), game.players.black.name().to_owned()),
        ("white".to_owned(), game.players.white.name().to_owned()),
    ];
    if game.players.black == Player::Computer || game.players.white == Player::Computer {
        pairs.push(("level".to_owned(), game.players.level.to_string()));
    }
    let start = game.start();
    if start.variant() != Variant::Standard {
        pairs.push(("variant".to_owned(), start.variant().name().to_owned()));
    }
    if start.rules() != Rules::default() {
        pairs.push(("rules".to_owned(), start.rules().to_string()));
    }
    let standard = Position::with_rules(start.variant(), start.rules());
    if start.to_string() != standard.to_string() {
        pairs.push(("position".to_owned(), start.to_string()));
    }
    if !game.moves().is_empty() {
        let moves: Vec<String> = game.moves().iter().map(ToString::to_string).collect();
        pairs.push(("moves".to_owned(), moves.join(",")));
    }
    if let Some(clock) = game.clock() {
        pairs.push(("clock".to_owned(), clock.control().to_string()));
    }
    if game.ending() == Some(Ending::Agreed) {
        pairs.push(("draw".to_owned(), "agreed".to_owned()));
    } else if game.draw_offered().is_some() {
        pairs.push(("draw".to_owned(), "offer".to_owned()));
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::saved::Saved;

    fn q(s: &str) -> Vec<(String, String)> {
        s.split('&').filter_map(|p| p.split_once('=')).map(|(k, v)| (k.to_owned(), v.replace("%20", " "))).collect()
    }

    #[test]
    fn a_full_link_round_trips() {
        let (game, errors) = read(
            &q("black=computer&white=human&level=2&variant=scrambled-eggs&rules=move-limit=150&moves=b1-b3"),
            Players::default(),
        );
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(game.players, Players { black: Player::Computer, white: Player::Human, level: 2 });
        assert_eq!(game.ply(), 1);
        let (again, errors) = read(&write(&game), Players::default());
        assert!(errors.is_empty());
        assert_eq!(Saved::of(&again, false), Saved::of(&game, false));
    }

    #[test]
    fn the_worked_example_line_and_a_position() {
        let (game, errors) = read(&q("moves=1.b1-b3,h4-f2%202.d1xa4;h2-e2"), Players::default());
        assert!(errors.is_empty());
        assert_eq!(game.ply(), 4);
        let (game, errors) =
            read(&q("position=1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1_w&white=human"), Players::default());
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(game.position().turn(), loa_core::Color::White);
        assert_eq!(game.players.black, Player::Computer);
        assert!(write(&game).iter().any(|(k, _)| k == "position"));
    }

    #[test]
    fn bad_parts_are_reported_and_the_rest_is_used() {
        let (game, errors) =
            read(&q("black=alien&level=99&variant=chess&position=zz&moves=b1-b3,b8-b5,h4-f2"), Players::default());
        assert_eq!(errors.len(), 5, "{errors:?}");
        assert_eq!(game.ply(), 1);
        assert!(errors[4].contains("move 2"));
        assert!(!has_game(&q("utm=1")));
        assert!(has_game(&q("moves=")));
    }

    #[test]
    fn a_link_carries_a_well_formed_game_id_only() {
        assert_eq!(game_id(&q("game=k1-00000001&moves=b1-b3")).as_deref(), Some("k1-00000001"));
        assert_eq!(game_id(&q("game=../index")), None);
        assert_eq!(game_id(&q("moves=b1-b3")), None);
        assert!(has_game(&q("game=abc")));
    }

    #[test]
    fn a_link_past_the_record_limit_is_refused_whole() {
        // Four moves that come back to the start, over and over.
        let cycle = "b1-b3,a2-c2,b3-b1,c2-a2";
        let rules = ("rules".to_owned(), "repetition=off,move-limit=0".to_owned());
        let many = |n: usize| vec![cycle; n].join(",");
        let (game, errors) = read(&[rules.clone(), ("moves".into(), many(1000))], Players::default());
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(game.ply(), 4000);
        let over = many(record::MAX_RECORD_MOVES / 4 + 1);
        let (game, errors) = read(&[rules, ("moves".into(), over)], Players::default());
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].contains(&record::MAX_RECORD_MOVES.to_string()), "{errors:?}");
        assert_eq!(game.ply(), 0);
    }

    #[test]
    fn a_six_by_six_link_plays_on_its_board_and_round_trips() {
        let (game, errors) = read(&q("variant=6x6&moves=b1-b3,a2-c2"), Players::default());
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(game.start().variant(), Variant::SixBySix);
        assert_eq!(game.ply(), 2);
        let pairs = write(&game);
        assert!(pairs.contains(&("variant".to_owned(), "6x6".to_owned())), "{pairs:?}");
        assert!(pairs.contains(&("moves".to_owned(), "b1-b3,a2-c2".to_owned())), "{pairs:?}");
        let query = pairs.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("&");
        let (again, errors) = read(&q(&query), Players::default());
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(again.position().to_string(), game.position().to_string());
        // A square off the 6×6 board is refused as a move, and the game before it kept.
        let (game, errors) = read(&q("variant=6x6&moves=b1-b3,a6-a7"), Players::default());
        assert_eq!((errors.len(), game.ply()), (1, 1), "{errors:?}");
        // Six ranks without `variant=` are the 6×6 game.
        let (game, errors) = read(&q("position=1bbbb1/w4w/w4w/w4w/w4w/1bbbb1_w"), Players::default());
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(game.start().variant(), Variant::SixBySix);
        assert_eq!(game.position().turn(), loa_core::Color::White);
    }

    #[test]
    fn a_link_sets_the_time_control_and_both_clocks_start_full() {
        let (game, errors) = read(&q("clock=1+0"), Players::default());
        assert!(errors.is_empty(), "{errors:?}");
        let clock = game.clock().unwrap();
        assert_eq!((clock.control().to_string(), clock.running()), ("1+0".to_owned(), None));
        assert!(write(&game).contains(&("clock".to_owned(), "1+0".to_owned())));
        // As a browser reads `?clock=1+0` (a `+` in a query is a space).
        let (game, errors) = read(&[("clock".to_owned(), "1 0".to_owned())], Players::default());
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(game.clock().map(|c| c.control().to_string()).as_deref(), Some("1+0"));
        // On a game in progress: the clock counts from the next move.
        let (game, _) = read(&q("moves=b1-b3,h2-f4&clock=5+3"), Players::default());
        let clock = game.clock().unwrap();
        assert_eq!((clock.first(), clock.left(loa_core::Color::Black, 10_000_000)), (2, 300_000));
        // A bad clock is reported and the game is untimed.
        let (game, errors) = read(&q("clock=fast"), Players::default());
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(errors[0].contains("clock=\"fast\""), "{errors:?}");
        assert!(game.clock().is_none());
        let (_, errors) = read(&q("clock=0+5"), Players::default());
        assert_eq!(errors.len(), 1, "{errors:?}");
    }

    #[test]
    fn a_draw_offered_with_a_move_and_agreed_with_the_reply() {
        let people = "black=human&white=human";
        let (game, errors) = read(&q(&format!("{people}&moves=b1-b3&draw=offer")), Players::default());
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(game.draw_offered(), Some(loa_core::Color::Black));
        let pairs = write(&game);
        assert!(pairs.contains(&("draw".to_owned(), "offer".to_owned())), "{pairs:?}");
        // The reply accepts: the game is drawn as the link stands.
        let mut replied = game.clone();
        replied.declare(crate::game::Ending::Agreed);
        let pairs = write(&replied);
        assert!(pairs.contains(&("draw".to_owned(), "agreed".to_owned())), "{pairs:?}");
        let query = pairs.iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>().join("&");
        let (back, errors) = read(&q(&query), Players::default());
        assert!(errors.is_empty(), "{errors:?}");
        assert_eq!(back.ending(), Some(crate::game::Ending::Agreed));
        assert!(back.is_over());
        // No offer before any move, none against the computer, and an unknown word is reported.
        assert_eq!(read(&q(&format!("{people}&draw=offer")), Players::default()).0.draw_offered(), None);
        assert_eq!(read(&q("moves=b1-b3&draw=agreed"), Players::default()).0.ending(), None);
        let (_, errors) = read(&q(&format!("{people}&moves=b1-b3&draw=maybe")), Players::default());
        assert_eq!(errors.len(), 1, "{errors:?}");
        assert!(has_game(&q("clock=1+0")) && has_game(&q("draw=offer")));
    }
}
