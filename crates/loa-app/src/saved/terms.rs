//! Version 4's fields: the game's clock, an end its players or its clock declared, and a draw
//! offered, as kept and as checked on the way back in.
//!
//! The clock and the end are each one line of words and numbers, so the saved game's reader
//! stays small (a field of its own for each part would cost the page's wasm more than the
//! parsing below):
//!
//! - `clock`: `5+3 303000 283000 black 21000 0 303000,283000`: the control, each side's time
//!   left (ms; for the side running, when its clock started), the side running (`-`: none) and
//!   since when (ms since 1970), the moves played before the clock's first move, and the mover's
//!   time left after each move made on it (`-`: none yet);
//! - `ending`: `resigned white 41`, `time black 30`, `agreed - 12`: how, which side (`-` for an
//!   agreement), and the moves played when it was declared.

use loa_core::Color;

use super::{Saved, SavedError};
use crate::game::clock::{Clock, Running, TimeControl};
use crate::game::{Ending, GameLine};
use crate::i18n::Msg;
use crate::i18n::{tr, Arg};

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

/// A clock as kept in [`Saved::clock`].
#[must_use]
pub fn write_clock(c: &Clock) -> String {
    let (running, since) = c.running().map_or(("-", 0), |r| (color_name(r.side), r.since_ms));
    let times: Vec<String> = c.times().iter().map(u64::to_string).collect();
    let times = if times.is_empty() { "-".to_owned() } else { times.join(",") };
    format!(
        "{} {} {} {running} {since} {} {times}",
        c.control(),
        c.kept_left(Color::Black),
        c.kept_left(Color::White),
        c.first()
    )
}

/// A clock kept as `text`, if it reads as one.
#[must_use]
pub fn read_clock(text: &str) -> Option<Clock> {
    let parts: Vec<&str> = text.split(' ').filter(|s| !s.is_empty()).collect();
    let [control, black, white, running, since, first, times] = parts[..] else { return None };
    let number = |s: &str| s.parse::<u64>().ok();
    let running = match running {
        "-" => None,
        side => Some(Running { side: color(side)?, since_ms: number(since)? }),
    };
    let times = match times {
        "-" => Vec::new(),
        list => list.split(',').map(number).collect::<Option<Vec<u64>>>()?,
    };
    let control: TimeControl = control.parse().ok()?;
    Some(Clock::restore(control, [number(black)?, number(white)?], running, times, first.parse().ok()?))
}

/// A declared end as kept in [`Saved::ending`], with the moves played when it was.
#[must_use]
pub fn write_ending(ending: Ending, ply: usize) -> String {
    format!("{} {} {ply}", ending.kind(), ending.side().map_or("-", color_name))
}

/// A declared end kept as `text`, if it reads as one.
#[must_use]
pub fn read_ending(text: &str) -> Option<(Ending, usize)> {
    let parts: Vec<&str> = text.split(' ').filter(|s| !s.is_empty()).collect();
    let [kind, side, ply] = parts[..] else { return None };
    let side = if side == "-" { None } else { Some(color(side)?) };
    Some((Ending::from_kind(kind, side)?, ply.parse().ok()?))
}

impl Saved {
    /// Adds `game`'s clock, declared end and draw offer; any of them makes it version 4.
    #[must_use]
    pub(super) fn with_terms(mut self, game: &GameLine) -> Saved {
        self.clock = game.clock().map(write_clock);
        self.ending = game.ending_at().map(|(e, ply)| write_ending(e, ply));
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
        let unreadable = |id: Msg, text: &str| SavedError::Unreadable(tr(id, &[("value", Arg::from(text))]));
        if let Some(text) = &self.clock {
            game.set_clock(Some(read_clock(text).ok_or_else(|| unreadable(Msg::SavedBadClock, text))?));
        }
        if let Some(text) = &self.ending {
            game.restore_ending(Some(read_ending(text).ok_or_else(|| unreadable(Msg::SavedBadEnding, text))?));
        }
        game.restore_draw_offer(self.draw_offer);
        Ok(())
    }
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
        assert!(text.contains(r#""clock":"5+3 303000 283000 black 21000 0 303000,283000""#), "{text}");
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
        assert!(text.contains(r#""ending":"resigned white 1""#), "{text}");
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
        for bad in [
            "9999+0 1 1 - 0 0 -",
            "soon 1 1 - 0 0 -",
            "1+0 1 1 red 0 0 -",
            "1+0 1 1 black soon 0 -",
            "1+0 1 1 - 0 0 1,x",
            "1+0 1 1 - 0 0",
            "",
        ] {
            let mut kept = saved.clone();
            kept.clock = Some(bad.into());
            assert!(matches!(kept.restore(), Err(SavedError::Unreadable(_))), "{bad:?}");
        }
        for bad in ["bored - 1", "resigned - 1", "time green 1", "agreed black 1", "agreed - x", "agreed"] {
            let mut kept = saved.clone();
            kept.ending = Some(bad.into());
            let e = kept.restore().unwrap_err();
            assert!(matches!(e, SavedError::Unreadable(_)), "{bad}");
            assert!(e.to_string().contains(bad), "{e}");
        }
        // Times past the moves, an ending for a move not played: kept, and harmless.
        let mut odd = saved;
        odd.ending = Some("agreed - 40".into());
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
