//! Why the server refused a message. The refused message changed nothing; the connection stays
//! open (except for [`ErrorCode::Version`] and a connection over its limits).

use std::fmt;

use serde::{Deserialize, Serialize};

/// A refusal's code (`"code"` of [`super::ServerMsg::Error`]); the page says it in its words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// Not a message of this protocol: not JSON, an unknown type, a missing or malformed field.
    BadMessage,
    /// The client speaks a protocol version the server does not.
    Version,
    /// Anything before `hello`.
    NoHello,
    /// No game (or challenge) by that id.
    NoGame,
    /// The secret is not a seat of that game.
    NotSeated,
    /// The invitation is unknown or was taken already.
    InviteTaken,
    /// The game waits for its second player.
    NotStarted,
    /// The game is over.
    GameOver,
    /// Not this seat's turn.
    NotYourTurn,
    /// The message is for another ply than the game's: sent twice, or crossed with another.
    WrongPly,
    /// Against the rules.
    IllegalMove,
    /// Not possible as the game stands (a draw offered twice, a takeback with no move …).
    NotNow,
    /// The other side has not been away long enough to claim.
    NotAway,
    /// Terms the server does not take.
    BadTerms,
    /// A display name refused (too long, control characters).
    BadName,
    /// One's own challenge cannot be accepted.
    OwnChallenge,
    /// Too many games followed, or challenges open, on one connection.
    TooMany,
    /// Too many messages: slow down (the message was dropped).
    RateLimited,
    /// The server could not keep it (its database failed): try again.
    Unavailable,
}

impl fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let text = match self {
            ErrorCode::BadMessage => "not a message of this protocol",
            ErrorCode::Version => "this protocol version is not served here: reload the page",
            ErrorCode::NoHello => "say hello first",
            ErrorCode::NoGame => "no such game",
            ErrorCode::NotSeated => "that secret is not a seat of this game",
            ErrorCode::InviteTaken => "this invitation was taken already",
            ErrorCode::NotStarted => "the game waits for its second player",
            ErrorCode::GameOver => "the game is over",
            ErrorCode::NotYourTurn => "it is not your turn",
            ErrorCode::WrongPly => "the game has moved on: this was for another move",
            ErrorCode::IllegalMove => "that move is against the rules",
            ErrorCode::NotNow => "not possible as the game stands",
            ErrorCode::NotAway => "your opponent has not been away long enough",
            ErrorCode::BadTerms => "these game terms are not offered",
            ErrorCode::BadName => "that name is refused",
            ErrorCode::OwnChallenge => "you cannot accept your own challenge",
            ErrorCode::TooMany => "too many games or challenges on one connection",
            ErrorCode::RateLimited => "too many messages: slow down",
            ErrorCode::Unavailable => "the server could not keep this: try again",
        };
        f.write_str(text)
    }
}

impl std::error::Error for ErrorCode {}
