//! Lines of Action's app without a browser: everything the game page and `<loa-board>` decide,
//! tested natively. The web crate (`loa-web`) only draws it and carries out what it asks.
//!
//! This crate does not depend on web-sys, js-sys or wasm-bindgen: a browser call here is a
//! compile error.
//!
//! - [`game`]: the game in progress ([`game::GameLine`]), who plays it ([`game::Players`]), its
//!   clock ([`game::Clock`]) and how it ended ([`game::GameEnd`]);
//! - [`saved`]: the saved game (formats v1–v4), its tree of variations, the library's index,
//!   games in links;
//! - [`editor`]: the position editor;
//! - [`puzzles`]: the puzzle file, the local rating and one attempt at a puzzle;
//! - [`review`]: the game review's limits and its evaluation graph;
//! - [`analysis`]: the analysis board's words, and its search on one or two workers;
//! - [`board`]: the board's pure parts (its readout for screen readers, the move animation);
//! - [`embed`]: the `<loa-board>` element's attributes;
//! - [`protocol`]: the messages between the page and the engine's worker;
//! - [`move_layout`]: the move list's layout (moves, variations);
//! - [`online`]: games between two devices through the game server: the protocol, the game
//!   both sides replay, the page's connection and lobby;
//! - [`session`]: one game being played, for the page and the board alike: what the user and the
//!   engine did in, what the browser must do out ([`session::Effects`]);
//! - [`i18n`]: the words in English, Catalan and Russian;
//! - [`tenths`]: numbers with one decimal, written without float formatting.

pub mod analysis;
pub mod board;
pub mod editor;
pub mod embed;
pub mod game;
pub mod hint;
pub mod i18n;
pub mod library;
pub mod move_layout;
pub mod online;
pub mod page;
pub mod protocol;
pub mod puzzles;
pub mod review;
pub mod saved;
pub mod session;
pub mod tenths;
pub mod worker;
