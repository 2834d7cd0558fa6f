use core::fmt;

use crate::Color;

/// Why a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Reason {
    /// The winner joined all its pieces with its own move.
    Connected,
    /// The loser's move (a capture) left the winner's pieces as one group.
    OpponentConnected,
    /// One move connected both sides (a draw, or a win for the mover under that rule option).
    Simultaneous,
    /// The same position with the same side to move occurred the third time.
    Repetition,
    /// The move limit was reached.
    MoveLimit,
    /// The loser had no legal move (under the rule option "loses").
    NoMoves,
}

/// How a game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    Win(Color, Reason),
    Draw(Reason),
}

impl Outcome {
    /// The winner, if any.
    #[must_use]
    pub const fn winner(self) -> Option<Color> {
        match self {
            Outcome::Win(c, _) => Some(c),
            Outcome::Draw(_) => None,
        }
    }

    #[must_use]
    pub const fn reason(self) -> Reason {
        match self {
            Outcome::Win(_, r) | Outcome::Draw(r) => r,
        }
    }

    /// `black`, `white` or `draw`: the CLI's and the web messages' short form.
    #[must_use]
    pub const fn result_str(self) -> &'static str {
        match self {
            Outcome::Win(Color::Black, _) => "black",
            Outcome::Win(Color::White, _) => "white",
            Outcome::Draw(_) => "draw",
        }
    }

    /// The SGF `RE` value: `B+`, `W+` or `0` (draw).
    #[must_use]
    pub const fn sgf_result(self) -> &'static str {
        match self {
            Outcome::Win(Color::Black, _) => "B+",
            Outcome::Win(Color::White, _) => "W+",
            Outcome::Draw(_) => "0",
        }
    }

    /// The result token of a move list: `1-0` (Black won), `0-1`, `1/2-1/2`.
    #[must_use]
    pub const fn score_str(self) -> &'static str {
        match self {
            Outcome::Win(Color::Black, _) => "1-0",
            Outcome::Win(Color::White, _) => "0-1",
            Outcome::Draw(_) => "1/2-1/2",
        }
    }
}

impl Reason {
    /// A short machine-readable name: `connected`, `opponent-connected`, `simultaneous`,
    /// `repetition`, `move-limit`, `no-moves`.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Reason::Connected => "connected",
            Reason::OpponentConnected => "opponent-connected",
            Reason::Simultaneous => "simultaneous",
            Reason::Repetition => "repetition",
            Reason::MoveLimit => "move-limit",
            Reason::NoMoves => "no-moves",
        }
    }
}

/// A sentence for people: "White connects all pieces", "Draw: both sides connected by one move".
impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Outcome::Win(c, Reason::Connected) => write!(f, "{c} connects all pieces"),
            Outcome::Win(c, Reason::OpponentConnected) => {
                write!(f, "{c} wins: {}'s capture left {c}'s pieces connected", !c)
            }
            Outcome::Win(c, Reason::Simultaneous) => {
                write!(f, "{c} wins: both sides connected by {c}'s move, and the mover wins")
            }
            Outcome::Win(c, Reason::NoMoves) => write!(f, "{c} wins: {} has no legal move", !c),
            Outcome::Win(c, Reason::Repetition | Reason::MoveLimit) => write!(f, "{c} wins"),
            Outcome::Draw(Reason::Simultaneous) => f.write_str("Draw: both sides connected by one move"),
            Outcome::Draw(Reason::Repetition) => f.write_str("Draw: the same position occurred three times"),
            Outcome::Draw(Reason::MoveLimit) => f.write_str("Draw: the move limit was reached"),
            Outcome::Draw(_) => f.write_str("Draw"),
        }
    }
}
