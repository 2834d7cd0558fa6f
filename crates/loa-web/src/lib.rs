//! Lines of Action in the browser: it draws what [`loa_app`] decides (the session, the game
//! in progress, saved games, puzzles, the words) and carries out what it asks.
//!
//! - [`board`]: the board component (canvas + accessible grid + input), reusable on any page;
//! - [`protocol`] and [`ai`]: the engine's Web Worker messages and the page's client for it;
//!   [`computer`]: the computer's turn on top of them (start, cancel, apply the answer);
//! - [`worker`]: the worker's side;
//! - [`embed`]: the `<loa-board>` element for other pages (the `embed` bin, `www/loa-board.js`);
//! - [`i18n`]: the words of the page and the boards, in English, Catalan and Russian;
//! - [`analysis`]: the analysis board's engine panel (multi-PV lines, evaluation bar, words);
//! - [`dom`]: listeners, detached when their owner drops them;
//! - [`app`]: the game page (controller, the page's controls, storage, links).

pub mod ai;
pub mod analysis;
pub mod app;
pub mod board;
pub mod computer;
pub mod dom;
pub mod embed;
pub mod hint;
pub mod i18n;
pub mod protocol;
pub mod worker;
