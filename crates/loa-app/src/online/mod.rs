//! Online games, without a browser: what the game server and the page both decide about a game
//! between two people on two devices.
//!
//! - the protocol ([`ClientMsg`], [`ServerMsg`], [`ErrorCode`], [`PROTOCOL_VERSION`]): JSON
//!   text frames on one WebSocket per page, described with examples in `docs/PROTOCOL.md`;
//! - a game's [`Terms`] (variant, rules, a clock or days a move, the maker's colour), its
//!   [`Event`]s and the [`OnlineGame`] they build: the server checks each message against it and
//!   records an event; every page replays the same events through the same code (loa-app's
//!   [`Session`](crate::session::Session)), so both screens and the saved record agree;
//! - the page's side ([`Client`]): the connection's states (connecting, live, reconnecting with
//!   backoff, away), the games followed as a player or a spectator, the lobby; each call returns
//!   the [`Update`]s the page performs;
//! - names ([`GameId`], [`Secret`], [`Name`]) and links ([`links`]);
//! - one's games kept in the site's library as they go ([`keep`]);
//! - what the online pages show, in words ([`screen`]).
//!
//! ```
//! use loa_app::online::{Event, EventKind, OnlineGame, Terms};
//! use loa_core::Color;
//!
//! let terms: Terms = serde_json::from_str(r#"{"variant":"standard","pace":{"live":"5+3"},"color":"black"}"#).unwrap();
//! let mut game = OnlineGame::new(terms);
//! let joined = |seq, by| Event { seq, at: 0, by: Some(by), kind: EventKind::Joined { name: None } };
//! game.apply(&joined(1, Color::Black)).unwrap();
//! game.apply(&joined(2, Color::White)).unwrap();
//! // The server checks Black's move at ply 0 and records it; every replica applies the event.
//! let kind = game.check_move(Color::Black, 0, "b1-b3").unwrap();
//! let fx = game.apply(&Event { seq: 3, at: 1_000, by: Some(Color::Black), kind }).unwrap();
//! assert!(fx.played.is_some() && fx.announce.is_some());
//! assert_eq!(game.check_move(Color::Black, 1, "c1-c3"), Err(loa_app::online::ErrorCode::NotYourTurn));
//! ```

mod client;
mod event;
mod game;
mod ids;
pub mod keep;
pub mod links;
mod lobby;
mod message;
mod name;
mod proposal;
mod refusal;
pub mod screen;
#[cfg(test)]
mod screen_tests;
pub mod serde_text;
#[cfg(test)]
mod tests;

pub use client::{Client, Followed, Link, Question, Update, RECONNECT_FIRST_MS, RECONNECT_MAX_MS};
pub use event::{Act, Event, EventKind};
pub use game::OnlineGame;
pub use ids::{GameId, Secret, ID_CHARS, ID_LEN, SECRET_LEN};
pub use lobby::Lobby;
pub use message::{Challenge, ClientMsg, Counts, Presence, ServerMsg, Snapshot, MAX_MESSAGE_BYTES, PROTOCOL_VERSION};
pub use name::{Name, NameError, MAX_NAME_CHARS};
pub use proposal::{ColorChoice, Pace, Terms, TermsError, CORRESPONDENCE_DAYS, DAY_MS};
pub use refusal::ErrorCode;
