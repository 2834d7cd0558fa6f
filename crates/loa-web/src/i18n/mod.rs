//! The game's words ([`loa_app::i18n`]) and, in the browser, the language of a page and of a
//! board ([`document`]).

pub mod document;

pub use loa_app::i18n::*;
