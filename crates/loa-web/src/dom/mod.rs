//! The one DOM helper: [`Listener`] (an event listener that owns its closure), [`find`] (the
//! page's elements by id), [`build`] (making elements) and [`mod@write`] (writing only what changed).

pub mod build;
pub mod find;
mod listener;
pub mod time;
pub mod write;

pub use listener::Listener;
