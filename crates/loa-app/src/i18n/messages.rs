//! One language's messages, read from its Fluent file.

use super::ftl::{self, Part};
use super::{Arg, Lang, Msg};

/// Whether the binary carries the three files. The site's modules (feature `lazy-locales`)
/// carry none: a page or a board fetches the one language it speaks (see `install`), which is
/// smaller than three built in.
pub const ALL_BUILT_IN: bool = !cfg!(all(feature = "lazy-locales", target_arch = "wasm32"));

/// A language's message file, as shipped in the binary (empty for a language fetched when used,
/// see `ALL_BUILT_IN`).
#[must_use]
pub fn source(lang: Lang) -> &'static str {
    match lang {
        #[cfg(not(all(feature = "lazy-locales", target_arch = "wasm32")))]
        Lang::En => include_str!("../../locales/en.ftl"),
        #[cfg(not(all(feature = "lazy-locales", target_arch = "wasm32")))]
        Lang::Ca => include_str!("../../locales/ca.ftl"),
        #[cfg(not(all(feature = "lazy-locales", target_arch = "wasm32")))]
        Lang::Ru => include_str!("../../locales/ru.ftl"),
        #[cfg(all(feature = "lazy-locales", target_arch = "wasm32"))]
        Lang::En | Lang::Ca | Lang::Ru => "",
    }
}

/// One language's messages.
#[derive(Debug)]
pub struct Messages {
    lang: Lang,
    /// Each message's pattern, at its [`Msg::index`]; `None` where the file lacks it.
    messages: Vec<Option<Vec<Part>>>,
}

impl Messages {
    /// The messages of `lang` from the file shipped in the binary.
    #[must_use]
    pub fn new(lang: Lang) -> Messages {
        Messages::from_source(lang, source(lang))
    }

    /// The messages of `lang` from Fluent text. Entries that cannot be read, and ids that are no
    /// message of this build, are left out (and then fall back to English, see
    /// [`Messages::tr`]); a test keeps the shipped files clean.
    #[must_use]
    pub fn from_source(lang: Lang, text: &str) -> Messages {
        let (parsed, _errors) = ftl::parse(text);
        let mut messages = vec![None; Msg::ALL.len()];
        for (id, parts) in parsed {
            // A second definition of an id keeps the first, as in Fluent.
            if let Some(slot) = Msg::from_id(&id).and_then(|msg| messages.get_mut(msg.index())) {
                slot.get_or_insert(parts);
            }
        }
        Messages { lang, messages }
    }

    #[must_use]
    pub const fn lang(&self) -> Lang {
        self.lang
    }

    fn parts(&self, msg: Msg) -> Option<&[Part]> {
        self.messages.get(msg.index())?.as_deref()
    }

    /// Whether message `msg` exists in this language.
    #[must_use]
    pub fn has(&self, msg: Msg) -> bool {
        self.parts(msg).is_some()
    }

    /// The messages this language has, in the order of [`Msg::ALL`].
    pub fn present(&self) -> impl Iterator<Item = Msg> + '_ {
        Msg::ALL.into_iter().filter(|&msg| self.has(msg))
    }

    /// Message `msg` with `args`, or `None` if this language lacks it. A missing argument shows
    /// as `{$name}` (Fluent's own way), never as a panic; the tests' builds check that every
    /// variable of the message is given.
    #[must_use]
    pub fn format(&self, msg: Msg, args: &[(&str, Arg<'_>)]) -> Option<String> {
        debug_assert!(
            msg.variables().iter().all(|v| args.iter().any(|(name, _)| name == v)),
            "{msg}: expects {:?}, given {:?}",
            msg.variables(),
            args.iter().map(|(name, _)| name).collect::<Vec<_>>()
        );
        let mut out = String::new();
        ftl::format(self.lang, self.parts(msg)?, args, &mut out);
        Some(out)
    }

    /// Message `msg` with `args`: in this language, else in English, else its id (so a missing
    /// message shows what is missing instead of nothing).
    ///
    /// ```
    /// use loa_app::i18n::{Lang, Messages, Msg};
    ///
    /// let ru = Messages::new(Lang::Ru);
    /// assert_eq!(ru.tr(Msg::TookBack, &[("count", 3.into())]), "Взяты назад 3 полухода");
    /// ```
    #[must_use]
    pub fn tr(&self, msg: Msg, args: &[(&str, Arg<'_>)]) -> String {
        self.format(msg, args)
            .or_else(|| if self.lang == Lang::En { None } else { super::messages(Lang::En).format(msg, args) })
            .unwrap_or_else(|| msg.id().to_owned())
    }
}
