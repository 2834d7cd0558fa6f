//! `<loa-board>`'s attributes and language as the element has them: read and handed to the
//! model, once the words of the board's language are here.

use loa_app::embed::config;

use super::registry::{words_loaded, WORDS};
use super::{Element, Waiting};
use crate::i18n::{document, Lang};

impl Element {
    /// The language around the board: its parent's nearest `lang` (a `lang="ca"` article).
    fn inherited_lang(&self) -> Lang {
        self.host.parent_element().map_or_else(Lang::default, |p| document::element_lang(&p))
    }

    /// The language the board's attributes and the page ask for.
    fn wanted_lang(&self) -> Lang {
        config::board_lang(self.host.get_attribute("lang").as_deref(), self.inherited_lang())
    }

    /// Whether the board must wait for the words of `lang` first (fetched once for every board
    /// of the page); then it does `then` when they come. Words that cannot be had are not waited
    /// for: the messages' names stand in for them.
    fn wait_for_words(&mut self, lang: Lang, then: Waiting) -> bool {
        if !document::words_pending(lang) {
            self.waiting = None;
            return false;
        }
        self.waiting = Some(then);
        if self.model.config().is_none() {
            self.host.set_attribute("data-state", "loading").ok();
        }
        document::load_from(&WORDS.with(|w| w.borrow().clone()), lang, |_| words_loaded());
        true
    }

    /// Speaks the language its attributes and the page now ask for, keeping the game.
    pub(super) fn follow_lang(&mut self) {
        let lang = self.wanted_lang();
        if self.model.lang() == lang || self.wait_for_words(lang, Waiting::Follow) {
            return;
        }
        if self.model.config().is_none() || self.model.wants_puzzles() {
            // An error or "loading" was said in the old language: said again (nothing to keep).
            return self.apply_attributes();
        }
        self.act(|m| m.speak(lang));
    }

    fn attribute_values(&self) -> Vec<Option<String>> {
        config::ATTRIBUTES.iter().map(|a| self.host.get_attribute(a)).collect()
    }

    /// The page changed attributes: `hints` and `lang` are followed where the board is, anything
    /// else starts it over.
    pub(super) fn attributes_changed(&mut self) {
        /// The attributes that change how the board speaks and helps, not what it shows.
        const LIVE: [&str; 2] = ["hints", "lang"];
        let now = self.attribute_values();
        let only_live = now.len() == self.read.len()
            && config::ATTRIBUTES
                .iter()
                .zip(now.iter().zip(&self.read))
                .all(|(name, (new, old))| new == old || LIVE.contains(name));
        if !only_live || self.model.config().is_none() {
            return self.apply_attributes();
        }
        let hints = config::flag(self.host.get_attribute("hints").as_deref());
        self.read = now;
        self.act(|m| m.set_hints(hints));
        self.follow_lang();
    }

    /// Reads the attributes and starts over from them (also the Reset button).
    pub(super) fn apply_attributes(&mut self) {
        self.read = self.attribute_values();
        if self.wait_for_words(self.wanted_lang(), Waiting::Apply) {
            // Nothing runs meanwhile: the old game's search and timer stop.
            let stopped = self.model.stop_all();
            return self.perform(stopped);
        }
        let (host, inherited) = (self.host.clone(), self.inherited_lang());
        self.act(|m| m.read(|name| host.get_attribute(name), inherited));
    }
}
