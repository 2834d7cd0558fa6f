//! How a game ended: by its position (a connection, a repetition, the move limit …: loa-core's
//! [`Outcome`]) or by the players (a resignation, a flag, a draw agreed), with the forms a
//! record, a link and the library keep.

use loa_core::{Color, Outcome};

/// An end the position does not show: the players' decision or the clock's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    /// This side resigned.
    Resigned(Color),
    /// This side's time ran out (its opponent wins: see [`crate::game::clock`]).
    OutOfTime(Color),
    /// The two players agreed a draw.
    Agreed,
    /// This side left an online game and the other claimed the win after its absence.
    Abandoned(Color),
    /// This side left an online game and the other claimed a draw after its absence.
    DrawClaimed(Color),
    /// Aborted before each side had moved: no result.
    Aborted,
}

impl Ending {
    /// `resigned`, `time` or `agreed`: the saved form.
    #[must_use]
    pub fn kind(self) -> &'static str {
        match self {
            Ending::Resigned(_) => "resigned",
            Ending::OutOfTime(_) => "time",
            Ending::Agreed => "agreed",
            Ending::Abandoned(_) => "abandoned",
            Ending::DrawClaimed(_) => "claimed",
            Ending::Aborted => "aborted",
        }
    }

    /// The side that resigned, ran out of time or left.
    #[must_use]
    pub fn side(self) -> Option<Color> {
        match self {
            Ending::Resigned(c) | Ending::OutOfTime(c) | Ending::Abandoned(c) | Ending::DrawClaimed(c) => Some(c),
            Ending::Agreed | Ending::Aborted => None,
        }
    }

    /// The ending of saved `kind` (and `side`, for a resignation or a flag).
    #[must_use]
    pub fn from_kind(kind: &str, side: Option<Color>) -> Option<Ending> {
        match (kind, side) {
            ("resigned", Some(c)) => Some(Ending::Resigned(c)),
            ("time", Some(c)) => Some(Ending::OutOfTime(c)),
            ("agreed", None) => Some(Ending::Agreed),
            ("abandoned", Some(c)) => Some(Ending::Abandoned(c)),
            ("claimed", Some(c)) => Some(Ending::DrawClaimed(c)),
            ("aborted", None) => Some(Ending::Aborted),
            _ => None,
        }
    }
}

/// How a game ended, whichever way.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GameEnd {
    /// The position ended it (a connection, a repetition, the move limit …).
    Position(Outcome),
    /// The players or the clock ended it.
    Declared(Ending),
}

impl GameEnd {
    /// The winner, if any.
    #[must_use]
    pub fn winner(self) -> Option<Color> {
        match self {
            GameEnd::Position(o) => o.winner(),
            GameEnd::Declared(Ending::Resigned(c) | Ending::OutOfTime(c) | Ending::Abandoned(c)) => Some(!c),
            GameEnd::Declared(Ending::Agreed | Ending::DrawClaimed(_) | Ending::Aborted) => None,
        }
    }

    /// The SGF `RE` value: `B+` for a win on the board, `B+R` by resignation, `W+T` on time,
    /// `B+F` by forfeit (the other side left), `0` for any draw, `Void` for an aborted game.
    #[must_use]
    pub fn sgf_result(self) -> String {
        let how = match self {
            GameEnd::Declared(Ending::Aborted) => return "Void".to_owned(),
            GameEnd::Position(_) | GameEnd::Declared(Ending::Agreed | Ending::DrawClaimed(_)) => "",
            GameEnd::Declared(Ending::Resigned(_)) => "R",
            GameEnd::Declared(Ending::OutOfTime(_)) => "T",
            GameEnd::Declared(Ending::Abandoned(_)) => "F",
        };
        match self.winner() {
            Some(Color::Black) => format!("B+{how}"),
            Some(Color::White) => format!("W+{how}"),
            None => "0".to_owned(),
        }
    }

    /// `1-0` (Black won), `0-1` or `1/2-1/2` (`*` aborted): a move list's result token, and
    /// the library's.
    #[must_use]
    pub fn score_str(self) -> &'static str {
        if self == GameEnd::Declared(Ending::Aborted) {
            return "*";
        }
        match self.winner() {
            Some(Color::Black) => "1-0",
            Some(Color::White) => "0-1",
            None => "1/2-1/2",
        }
    }

    /// `black`, `white` or `draw`.
    #[must_use]
    pub fn result_str(self) -> &'static str {
        match self.winner() {
            Some(Color::Black) => "black",
            Some(Color::White) => "white",
            None => "draw",
        }
    }

    /// Why, as a short name: loa-core's reason for an end on the board (`connected`,
    /// `repetition`, …), else `resigned`, `time`, `agreed`, `abandoned`, `claimed` or `aborted`.
    #[must_use]
    pub fn reason_name(self) -> &'static str {
        match self {
            GameEnd::Position(o) => o.reason().name(),
            GameEnd::Declared(e) => e.kind(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use loa_core::Reason;

    #[test]
    fn every_end_has_its_record_result_and_names() {
        let cases = [
            (GameEnd::Position(Outcome::Win(Color::Black, Reason::Connected)), "B+", "1-0", "black", "connected"),
            (GameEnd::Position(Outcome::Draw(Reason::Repetition)), "0", "1/2-1/2", "draw", "repetition"),
            (GameEnd::Declared(Ending::Resigned(Color::White)), "B+R", "1-0", "black", "resigned"),
            (GameEnd::Declared(Ending::Resigned(Color::Black)), "W+R", "0-1", "white", "resigned"),
            (GameEnd::Declared(Ending::OutOfTime(Color::Black)), "W+T", "0-1", "white", "time"),
            (GameEnd::Declared(Ending::Agreed), "0", "1/2-1/2", "draw", "agreed"),
            (GameEnd::Declared(Ending::Abandoned(Color::White)), "B+F", "1-0", "black", "abandoned"),
            (GameEnd::Declared(Ending::DrawClaimed(Color::White)), "0", "1/2-1/2", "draw", "claimed"),
            (GameEnd::Declared(Ending::Aborted), "Void", "*", "draw", "aborted"),
        ];
        for (end, sgf, score, result, reason) in cases {
            assert_eq!(
                (end.sgf_result().as_str(), end.score_str(), end.result_str(), end.reason_name()),
                (sgf, score, result, reason)
            );
        }
        for e in [
            Ending::Resigned(Color::Black),
            Ending::OutOfTime(Color::White),
            Ending::Agreed,
            Ending::Abandoned(Color::Black),
            Ending::DrawClaimed(Color::White),
            Ending::Aborted,
        ] {
            assert_eq!(Ending::from_kind(e.kind(), e.side()), Some(e));
        }
        assert_eq!(Ending::from_kind("agreed", Some(Color::Black)), None);
        assert_eq!(Ending::from_kind("time", None), None);
        assert_eq!(Ending::from_kind("bored", None), None);
    }
}
