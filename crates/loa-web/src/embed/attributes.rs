//! `<loa-board>`'s attributes and language: reading them, applying them (the game, the puzzle,
//! the board's options), and saying what is wrong with them.

use super::*;
use crate::i18n::Msg;

impl Embed {
    /// The language around the board: its parent's nearest `lang` (a `lang="ca"` article).
    pub(super) fn inherited_lang(&self) -> Lang {
        self.host.parent_element().map_or_else(Lang::default, |p| document::element_lang(&p))
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
        if self.config.is_none() {
            self.host.set_attribute("data-state", "loading").ok();
        }
        document::load_from(&WORDS.with(|w| w.borrow().clone()), lang, |_| words_loaded());
        true
    }

    /// Speaks the language its attributes and the page now ask for, keeping the game as it is.
    pub(super) fn follow_lang(&mut self) {
        let lang = config::board_lang(self.host.get_attribute("lang").as_deref(), self.inherited_lang());
        if self.lang == Some(lang) || self.wait_for_words(lang, Waiting::Follow) {
            return;
        }
        let waiting = self.config.as_ref().is_some_and(|c| c.puzzle.is_some()) && self.puzzle.is_none();
        if self.config.is_none() || waiting {
            // An error or "loading" was said in the old language: said again (nothing to keep).
            return self.apply_attributes();
        }
        self.set_lang(lang);
        if let Some(board) = &self.board {
            board.set_lang(lang);
        }
        self.show(None);
    }

    pub(super) fn attribute_values(&self) -> Vec<Option<String>> {
        config::ATTRIBUTES.iter().map(|a| self.host.get_attribute(a)).collect()
    }

    /// The page changed attributes: `hints` and `lang` are followed where the board is, anything
    /// else starts it over.
    pub(super) fn attributes_changed(&mut self) {
        /// The attributes that change how the board speaks and helps, not what it shows.
        const LIVE: [&str; 2] = ["hints", "lang"];
        let now = self.attribute_values();
        let only_live = config::ATTRIBUTES
            .iter()
            .zip(now.iter().zip(&self.read))
            .all(|(name, (new, old))| new == old || LIVE.contains(name));
        let Some(config) = self.config.as_mut().filter(|_| only_live && now.len() == self.read.len()) else {
            return self.apply_attributes();
        };
        config.hints = config::flag(self.host.get_attribute("hints").as_deref());
        if !config.hints {
            self.hint.clear();
        }
        self.read = now;
        self.follow_lang();
        self.show(None);
    }

    /// Reads the attributes and starts over from them (also the reset button).
    pub(super) fn apply_attributes(&mut self) {
        self.read = self.attribute_values();
        self.hint.clear();
        self.cancel_take_back();
        let stop = self.session.stop_computer();
        self.perform(stop, None);
        self.solved = false;
        let host = self.host.clone();
        // The board's own `lang`, else the nearest one around it.
        let inherited = self.inherited_lang();
        let lang = config::board_lang(host.get_attribute("lang").as_deref(), inherited);
        if self.wait_for_words(lang, Waiting::Apply) {
            return;
        }
        self.set_lang(lang);
        let config = match Config::read(|name| host.get_attribute(name), inherited) {
            Ok(config) => config,
            Err(e) => return self.show_error(&e.localize(&self.messages())),
        };
        self.parts.show_board();
        if let Err(e) = self.ensure_board(config.coordinates) {
            let message = self.messages().tr(Msg::EmbedDrawFailed, &[("error", js_error_text(&e).into())]);
            return self.show_error(&message);
        }
        if let Some(board) = &self.board {
            board.set_flipped(config.flipped);
            board.set_lang(self.lang.unwrap_or_default());
        }
        // Exercises and games start after the given moves; a line to study, at its start.
        let cursor = config.ply.unwrap_or(if config.interactive { config.line.len() } else { 0 });
        let mut line = GameLine::from_played(config.end.clone(), Players::default());
        line.go_to(cursor);
        // Against the computer, the reader plays the side to move at the first step shown.
        line.players = match config.computer {
            Some(level) if line.turn() == Color::Black => {
                Players { black: Player::Human, white: Player::Computer, level }
            }
            Some(level) => Players { black: Player::Computer, white: Player::Human, level },
            None => TWO_PEOPLE,
        };
        if config.computer.is_some() {
            self.computer.warm_up();
        }
        let seed = (js_sys::Math::random() * f64::from(u32::MAX)) as u64;
        self.session = Session::new(line, Style::Study, seed);
        let wanted = config.puzzle.clone();
        self.config = Some(config);
        match wanted {
            Some(id) => self.load_puzzle(&id),
            None => {
                self.end_puzzle();
                self.host.set_attribute("data-state", "ready").ok();
                self.show(None);
            }
        }
    }

    /// `puzzle="ID"` or `"next"`: the puzzle from the file, once it is here.
    pub(super) fn load_puzzle(&mut self, id: &str) {
        let error = |message: String| format!("puzzle=\"{id}\": {message}");
        let set = match puzzle::puzzle_set(puzzles_loaded) {
            Wanted::Ready(set) => set,
            Wanted::Failed(e) => {
                return self.show_error(&error(self.messages().tr(Msg::PuzzleFileFailed, &[("error", e.into())])));
            }
            Wanted::Loading => {
                self.host.set_attribute("data-state", "loading").ok();
                return self.parts.show_waiting(&self.messages().tr(Msg::PuzzleLoading, &[]));
            }
        };
        let trainer = id.eq_ignore_ascii_case("next");
        let progress = if trainer { puzzle::load_progress() } else { Default::default() };
        let entry = if trainer { PuzzleMode::next_entry(&set, &progress, None) } else { set.get(id).cloned() };
        let Some(entry) = entry else {
            let (first, last) = (set.entries().iter().map(|e| &e.id).min(), set.entries().iter().map(|e| &e.id).max());
            let args =
                [("first", first.map_or("", String::as_str).into()), ("last", last.map_or("", String::as_str).into())];
            return self.show_error(&error(self.messages().tr(Msg::PuzzleUnknown, &args)));
        };
        self.parts.show_board();
        self.host.set_attribute("data-state", "ready").ok();
        self.start_puzzle(PuzzleMode::new(set, entry, trainer, progress));
    }

    /// The board's words.
    pub(super) fn messages(&self) -> Rc<Messages> {
        i18n::messages(self.lang.unwrap_or_default())
    }

    /// Speaks `lang`: the buttons' names now, the status and the squares when next shown.
    pub(super) fn set_lang(&mut self, lang: Lang) {
        if self.lang != Some(lang) {
            self.lang = Some(lang);
            self.parts.set_lang(&i18n::messages(lang));
        }
    }

    pub(super) fn show_error(&mut self, message: &str) {
        self.end_puzzle();
        self.config = None;
        self.board = None;
        self.parts.show_error(&self.host, message, &self.messages());
        self.outbox.push(host_events::error(message));
    }
}
