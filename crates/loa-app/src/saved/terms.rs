//! Version 4's fields: the game's clock, an end its players or its clock declared, and a draw
//! offered, as kept and as checked on the way back in.

use loa_core::Color;
use serde::{Deserialize, Serialize};

use super::{Saved, SavedError};
use crate::game::clock::{Clock, Running, TimeControl};
use crate::game::{Ending, GameLine};
use crate::i18n::{tr, Arg};

/// A game's clock as kept: enough to go on exactly where it was, after a reload too.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedClock {
    /// `5+3`: minutes, seconds a move.
    pub control: String,
    /// Each side's time left (ms) when its clock last stopped, or started for the side running.
    pub black: u64,
    pub white: u64,
    /// The side whose clock runs (`black` or `white`), and since when (ms since 1970).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub running: Option<String>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub since: u64,
    /// The mover's time left (ms) after each move made on the clock, from move `first` + 1.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub times: Vec<u64>,
    #[serde(default, skip_serializing_if = "is_zero")]
    pub first: usize,
}

fn is_zero<T: Default + PartialEq>(n: &T) -> bool {
    *n == T::default()
}

/// An end the position does not show, as kept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedEnding {
    /// `resigned`, `time` or `agreed`.
    pub kind: String,
    /// The side that resigned or ran out of time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub side: Option<String>,
    /// The moves played when it was declared.
    pub ply: usize,
}

fn color_name(c: Color) -> &'static str {
    match c {
        Color::Black => "black",
        Color::White => "white",
    }
}

fn color(name: &str) -> Option<Color> {
    match name {
        "black" => Some(Color::Black),
        "white" => Some(Color::White),
        _ => None,
    }
}

impl Saved {
    /// Adds `game`'s clock, declared end and draw offer; any of them makes it version 4.
    #[must_use]
    pub(super) fn with_terms(mut self, game: &GameLine) -> Saved {
        self.clock = game.clock().map(|c| SavedClock {
            control: c.control().to_string(),
            black: c.kept_left(Color::Black),
            white: c.kept_left(Color::White),
            running: c.running().map(|r| color_name(r.side).to_owned()),
            since: c.running().map_or(0, |r| r.since_ms),
            times: c.times().to_vec(),
            first: c.first(),
        });
        self.ending = game.ending_at().map(|(e, ply)| SavedEnding {
            kind: e.kind().to_owned(),
            side: e.side().map(|c| color_name(c).to_owned()),
            ply,
        });
        self.draw_offer = game.draw_offer_at();
        if self.clock.is_some() || self.ending.is_some() || self.draw_offer.is_some() {
            self.version = Saved::VERSION;
        }
        self
    }

    /// Puts the kept clock, end and offer back on `game`, checked.
    ///
    /// # Errors
    /// [`SavedError::Unreadable`] when one of them cannot be read.
    pub(super) fn restore_terms(&self, game: &mut GameLine) -> Result<(), SavedError> {
        if let Some(kept) = &self.clock {
            game.set_clock(Some(kept.restore()?));
        }
        if let Some(kept) = &self.ending {
            let side = match kept.side.as_deref() {
                Some(name) => Some(color(name).ok_or_else(|| unreadable_ending(kept))?),
                None => None,
            };
            let ending = Ending::from_kind(&kept.kind, side).ok_or_else(|| unreadable_ending(kept))?;
            game.restore_ending(Some((ending, kept.ply)));
        }
        game.restore_draw_offer(self.draw_offer);
        Ok(())
    }
}

impl SavedClock {
    fn restore(&self) -> Result<Clock, SavedError> {
        let bad = |what: String| SavedError::Unreadable(tr("saved-bad-clock", &[("value", Arg::from(what.as_str()))]));
        let control: TimeControl = self.control.parse().map_err(|_| bad(self.control.clone()))?;
        let running = match self.running.as_deref() {
            None => None,
            Some(name) => {
                Some(Running { side: color(name).ok_or_else(|| bad(name.to_owned()))?, since_ms: self.since })
            }
        };
        Ok(Clock::restore(control, [self.black, self.white], running, self.times.clone(), self.first))
    }
}

fn unreadable_ending(kept: &SavedEnding) -> SavedError {
    let what = format!("{} {}", kept.kind, kept.side.as_deref().unwrap_or_default());
    SavedError::Unreadable(tr("saved-bad-ending", &[("value", Arg::from(what.trim()))]))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{GameEnd, Player, Players};
    use loa_core::{Position, Variant};

    fn two_people() -> GameLine {
        let players = Players { black: Player::Human, white: Player::Human, level: 3 };
        GameLine::new(Position::new(Variant::Standard), players)
    }

    fn play(game: &mut GameLine, text: &str, now: u64) {
        let mover = game.turn();
        let m = game.position().parse_move(text).unwrap();
        game.play(m).unwrap();
        let ply = game.ply();
        if let Some(clock) = game.clock_mut() {
            clock.moved(mover, ply, now);
        }
    }

    fn round_trip(saved: &Saved) -> GameLine {
        let text = serde_json::to_string(saved).unwrap();
        serde_json::from_str::<Saved>(&text).unwrap().restore().unwrap().0
    }

    #[test]
    fn a_running_clock_is_kept_so_a_reload_goes_on_where_it_was() {
        let mut game = two_people();
        game.set_clock(Some(Clock::new("5+3".parse().unwrap(), 0)));
        play(&mut game, "b1-b3", 1_000);
        play(&mut game, "h2-f4", 21_000);
        let saved = Saved::of(&game, false);
        assert_eq!(saved.version, 4);
        let text = serde_json::to_string(&saved).unwrap();
        assert!(
            text.contains(
                r#""clock":{"control":"5+3","black":303000,"white":283000,"running":"black","since":21000,"times":[303000,283000]}"#
            ),
            "{text}"
        );
        let back = round_trip(&saved);
        let clock = back.clock().unwrap();
        assert_eq!(clock, game.clock().unwrap());
        // Read back a minute later: Black's clock ran all along.
        assert_eq!(clock.left(Color::Black, 81_000), 243_000);
        assert_eq!(Saved::of(&back, false), saved);
    }

    #[test]
    fn a_declared_end_and_a_draw_offer_are_kept() {
        let mut game = two_people();
        play(&mut game, "b1-b3", 0);
        assert!(game.offer_draw());
        let saved = Saved::of(&game, false);
        assert_eq!((saved.version, saved.draw_offer), (4, Some(1)));
        assert_eq!(round_trip(&saved).draw_offered(), Some(Color::Black));
        game.declare(Ending::Resigned(Color::White));
        let saved = Saved::of(&game, true);
        let text = serde_json::to_string(&saved).unwrap();
        assert!(text.contains(r#""ending":{"kind":"resigned","side":"white","ply":1}"#), "{text}");
        let back = round_trip(&saved);
        assert_eq!(back.end(), Some(GameEnd::Declared(Ending::Resigned(Color::White))));
        assert_eq!(back.draw_offered(), None);
        // The library lists how it ended.
        let entry = saved.entry(&back);
        assert_eq!((entry.result.as_deref(), entry.how.as_deref()), (Some("1-0"), Some("resigned")));
        // A game without any of them is written as before (version 2 or 3).
        assert_eq!(Saved::of(&two_people(), false).version, 2);
    }

    #[test]
    fn an_unreadable_clock_or_ending_is_an_error_never_a_panic() {
        let mut game = two_people();
        game.set_clock(Some(Clock::new("1+0".parse().unwrap(), 0)));
        play(&mut game, "b1-b3", 0);
        let saved = Saved::of(&game, false);
        for (field, value) in [("control", "\"9999+0\""), ("control", "\"soon\""), ("running", "\"red\"")] {
            let mut json: serde_json::Value = serde_json::to_value(&saved).unwrap();
            json["clock"][field] = serde_json::from_str(value).unwrap();
            let bad: Saved = serde_json::from_value(json).unwrap();
            assert!(matches!(bad.restore(), Err(SavedError::Unreadable(_))), "{field}={value}");
        }
        for (kind, side) in [("bored", None), ("resigned", None), ("time", Some("green")), ("agreed", Some("black"))] {
            let mut bad = saved.clone();
            bad.ending = Some(SavedEnding { kind: kind.into(), side: side.map(Into::into), ply: 1 });
            let e = bad.restore().unwrap_err();
            assert!(matches!(e, SavedError::Unreadable(_)), "{kind} {side:?}");
            assert!(e.to_string().contains(kind), "{e}");
        }
        // Times past the moves, an ending for a move not played: kept, and harmless.
        let mut odd = saved;
        odd.ending = Some(SavedEnding { kind: "agreed".into(), side: None, ply: 40 });
        let back = odd.restore().unwrap().0;
        assert!(!back.is_over());
    }

    #[test]
    fn saves_of_versions_one_to_three_still_open_without_a_clock() {
        let v3 = r#"{"version":3,"variant":"standard","rules":"olympiad","start":"1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b","line":[],"ply":1,"black":"human","white":"human","level":3,"flipped":false,"tree":"b1-b3 ( c1-c3 )","end":1}"#;
        let game = serde_json::from_str::<Saved>(v3).unwrap().restore().unwrap().0;
        assert_eq!((game.ply(), game.clock(), game.ending(), game.draw_offered()), (1, None, None, None));
    }
}
