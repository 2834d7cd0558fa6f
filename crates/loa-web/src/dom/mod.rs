//! The one DOM helper: [`Listener`] (an event listener that owns its closure), [`find`] (the
//! page's elements by id) and [`build`] (making elements).

pub mod build;
pub mod find;
mod listener;
pub mod time;

pub use listener::Listener;
