//! An exercise (`expect`): the reader's answer at its position is graded, a wrong try is taken
//! back after a moment and the reason it fails stays said until the next try.

use loa_core::{Move, PlayError, Position};

use crate::i18n::Msg;
use crate::session::{Arg, Text};

/// How long a wrong answer stays on the board before it is taken back.
pub const TAKE_BACK_MS: u32 = 900;

/// Why a try is not the answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Miss {
    /// The piece cannot go there, by this rule (never played).
    Illegal(PlayError),
    /// The answer connects the mover's pieces; this move does not.
    NoConnection(Move),
    /// A legal move, but not the one asked for.
    NotAsked(Move),
}

impl Miss {
    /// The reason, said: "That piece cannot go there: g8-c8 moves 4 squares, but …".
    #[must_use]
    pub fn text(self) -> Text {
        match self {
            Miss::Illegal(e) => Text::message(Msg::ExerciseCannotGo, [("error", Arg::PlayError(e))]),
            Miss::NoConnection(m) => Text::message(Msg::ExerciseNoConnection, [("move", Arg::Plain(m.to_string()))]),
            Miss::NotAsked(m) => Text::message(Msg::ExerciseNotAsked, [("move", Arg::Plain(m.to_string()))]),
        }
    }
}

/// Grades `m`, a legal move in `pos`, against the accepted answers `expect`.
///
/// # Errors
/// Why `m` is not an answer: it does not connect when the answer does, or it is another move.
pub fn grade(pos: &Position, expect: &[Move], m: Move) -> Result<(), Miss> {
    if expect.contains(&m) {
        return Ok(());
    }
    let connects = |m: Move| {
        let mut after = pos.clone();
        after.play(m).is_ok() && after.outcome().and_then(|o| o.winner()) == Some(pos.turn())
    };
    if expect.iter().any(|&e| connects(e)) && !connects(m) {
        return Err(Miss::NoConnection(m));
    }
    Err(Miss::NotAsked(m))
}

/// Where the exercise stands.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Exercise {
    /// Answered right.
    pub solved: bool,
    /// The last try's reason, shown until the next try.
    pub miss: Option<Miss>,
    /// A wrong answer is on the board until the timer takes it back.
    pub taking_back: bool,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Lang, Messages};
    use loa_core::Variant;

    fn said(text: &Text) -> String {
        text.render(&Messages::new(Lang::En))
    }

    #[test]
    fn a_try_is_graded_with_its_reason() {
        // (position, expected, tried, the reason or "right")
        let connect = "8/1b3w2/8/7w/2bbb3/8/w6w/8 b";
        let cases = [
            (connect, "b7-d5", "b7-d5", "right"),
            (connect, "b7-d5", "c4-c5", "c4-c5 does not connect your pieces: look for the move that joins them all."),
            ("start", "b1-b3", "b1-d3", "b1-d3 is a legal move, but not the one asked for."),
        ];
        for (position, expect, tried, reason) in cases {
            let pos = if position == "start" {
                Position::new(Variant::Standard)
            } else {
                Position::from_position_string(position, Variant::Standard, loa_core::Rules::default()).unwrap()
            };
            let expect = [pos.parse_move(expect).unwrap()];
            let m = pos.parse_move(tried).unwrap();
            let got = grade(&pos, &expect, m).map_or_else(|miss| said(&miss.text()), |()| "right".to_owned());
            assert_eq!(got, reason, "{position}: {tried}");
        }
    }

    #[test]
    fn an_illegal_try_names_the_rule() {
        let pos = Position::new(Variant::Standard);
        let e = pos.check(Move::new("g8".parse().unwrap(), "c8".parse().unwrap(), false).unwrap()).unwrap_err();
        assert_eq!(
            said(&Miss::Illegal(e).text()),
            "That piece cannot go there: g8-c8 moves 4 squares, but its line holds 6 pieces, so the piece must move exactly 6."
        );
    }
}
