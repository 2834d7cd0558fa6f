//! The game's words in English, Catalan and Russian, from one Project Fluent file per language
//! (`crates/loa-app/locales/*.ftl`).
//!
//! - [`Msg`]: every message, a type generated from `en.ftl` by the build script;
//! - [`Lang`] and [`negotiate`]: the languages, and which one a browser's `navigator.languages`
//!   asks for;
//! - [`Messages`]: one language's messages; [`Messages::tr`] formats a message with its [`Arg`]s
//!   (numbers choose plural forms: "1 фишка", "3 фишки", "5 фишек"), read by a small reader of
//!   the Fluent syntax the files use (see `ftl.rs` for why not `fluent-bundle` at run time);
//! - [`Decimal`]: numbers as each language writes them (`12,345`, `12.345`, `12 345`; `+0,35`);
//! - [`Localize`]: loa-core's values (outcomes, rule errors, record errors) as sentences;
//! - [`level_name`], [`level_about`], [`players_line`]: the computer's levels in words;
//! - the browser side (the reader's choice, `<html lang>`, a board's nearest `lang`, the page's
//!   `data-i18n` text) is the web crate's `i18n::document`;
//! - [`tr`], [`say`], [`set_lang`], [`lang`]: the page's current language, for code that has no
//!   [`Messages`] at hand.
//!
//! Move notation (`b1-b3`, `d1xa4`) and square names are the same in every language.

mod arg;
mod ftl;
mod lang;
mod levels;
mod localize;
mod messages;
mod msg;
mod number;
#[cfg(test)]
mod tests;

use std::cell::{Cell, RefCell};
use std::rc::Rc;

pub use arg::Arg;
pub use ftl::{plural_category, FtlError};
pub use lang::{negotiate, Lang};
pub use levels::{computer_player, level_about, level_name, level_option, players_line};
pub use localize::{clause, describe_move, Localize};
pub use messages::{source, Messages};
pub use msg::Msg;
pub use number::Decimal;

/// The attributes a page's text sets besides its text, each from `data-i18n-<name>` (the web
/// crate's `i18n::document::translate`).
pub const PAGE_ATTRIBUTES: [&str; 4] = ["title", "aria-label", "placeholder", "href"];

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
    /// Each language's bundle, built the first time it is used.
    static BUNDLES: RefCell<[Option<Rc<Messages>>; Lang::ALL.len()]> = const { RefCell::new([None, None, None]) };
}

/// The bundle of `lang` (built once, then shared).
#[must_use]
pub fn messages(lang: Lang) -> Rc<Messages> {
    BUNDLES.with(|bundles| {
        let mut bundles = bundles.borrow_mut();
        bundles[lang.index()].get_or_insert_with(|| Rc::new(Messages::new(lang))).clone()
    })
}

/// Whether the messages of `lang` are at hand (built in, or fetched and [`install`]ed).
#[must_use]
pub fn is_ready(lang: Lang) -> bool {
    messages::ALL_BUILT_IN
        || BUNDLES.with(|b| b.borrow()[lang.index()].as_ref().is_some_and(|m| m.present().next().is_some()))
}

/// The bundle of `lang` if it is at hand and not in use (for the crash notice, which must not
/// borrow what a panic may have left borrowed).
#[must_use]
pub fn messages_if_free(lang: Lang) -> Option<Rc<Messages>> {
    if !is_ready(lang) {
        return None;
    }
    BUNDLES.try_with(|b| b.try_borrow().ok().and_then(|b| b[lang.index()].clone())).ok().flatten()
}

/// Installs the messages of `lang` from Fluent `text` (a file fetched when first used).
pub fn install(lang: Lang, text: &str) {
    let bundle = Rc::new(Messages::from_source(lang, text));
    BUNDLES.with(|b| b.borrow_mut()[lang.index()] = Some(bundle));
}

/// The page's language (English until [`set_lang`]).
#[must_use]
pub fn lang() -> Lang {
    CURRENT.with(Cell::get)
}

/// Makes `lang` the page's language for [`tr`].
pub fn set_lang(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// Message `msg` in the page's language, with `args` (see [`Messages::tr`]).
#[must_use]
pub fn tr(msg: Msg, args: &[(&str, Arg<'_>)]) -> String {
    messages(lang()).tr(msg, args)
}

/// A move in the page's language, for people and screen readers ("Black: d1 takes a4").
#[must_use]
pub fn say_move(color: loa_core::Color, m: loa_core::Move) -> String {
    describe_move(&messages(lang()), color, m)
}

/// `value` in the page's language (see [`Localize`]).
#[must_use]
pub fn say(value: &impl Localize) -> String {
    value.localize(&messages(lang()))
}
