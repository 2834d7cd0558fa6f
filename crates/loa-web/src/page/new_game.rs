//! The new-game dialog: who plays, the level, the clock, the variant and the rule options, filled
//! from the game in progress and read back into a [`Choice`].

use loa_core::engine::LEVEL_COUNT;
use loa_core::{Color, NoMoves, Repetition, Rules, Simultaneous, Variant};
use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlElement, HtmlSelectElement};

use super::elements::{by_id, Elements};
use super::App;
use crate::i18n::Msg;
use crate::i18n::{level_about, level_option, tr, Arg};
use loa_app::game::{valid_level, GameLine, Player, Players, TimeControl, DEFAULT_LEVEL};
use loa_app::session::{turn_sentence, Arg as TextArg, Text};
use loa_core::Position;

/// What the dialog asks for.
#[derive(Debug, Clone)]
pub struct Choice {
    pub players: Players,
    pub variant: Variant,
    pub rules: Rules,
    /// The rule options could not be read (Olympiad rules are used then).
    pub rules_error: Option<String>,
    /// The time control, if the game is played on a clock.
    pub clock: Option<TimeControl>,
    /// A custom time control could not be used (the game has no clock then).
    pub clock_error: Option<String>,
}

/// The time-control menu: no clock, the presets ("5 min + 3 s"), a custom one.
pub fn fill_time_controls(doc: &Document, select: &HtmlSelectElement) -> Result<(), JsValue> {
    select.set_inner_html("");
    let option = |value: &str, text: &str| -> Result<(), JsValue> {
        let option = doc.create_element("option")?;
        option.set_attribute("value", value)?;
        option.set_text_content(Some(text));
        select.append_child(&option)?;
        Ok(())
    };
    option("none", &tr(Msg::TimeNone, &[]))?;
    for control in TimeControl::PRESETS {
        let minutes = Arg::from(i64::from(control.minutes()));
        let seconds = Arg::from(i64::from(control.increment_s()));
        option(&control.to_string(), &tr(Msg::TimePreset, &[("minutes", minutes), ("seconds", seconds)]))?;
    }
    option("custom", &tr(Msg::TimeCustom, &[]))
}

/// The level menu: "1 · Beginner" to the strongest, each with what to expect as its title.
pub fn fill_levels(doc: &Document, select: &HtmlSelectElement) -> Result<(), JsValue> {
    select.set_inner_html("");
    for level in 1..=LEVEL_COUNT {
        let option = doc.create_element("option")?;
        option.set_attribute("value", &level.to_string())?;
        option.set_attribute("title", &level_about(level))?;
        option.set_text_content(Some(&level_option(level)));
        select.append_child(&option)?;
    }
    Ok(())
}

/// Fills the dialog from `game` (the caller then opens it).
pub fn fill(els: &Elements, doc: &Document, game: &GameLine) {
    let players = game.players;
    let mode = match (players.black, players.white) {
        (Player::Human, Player::Human) => "hvh",
        (Player::Computer, Player::Computer) => "cvc",
        _ => "hvc",
    };
    els.mode.set_value(mode);
    els.color.set_value(if players.lone_human() == Some(Color::White) { "white" } else { "black" });
    els.level.set_value(&players.level.to_string());
    els.variant.set_value(game.start().variant().name());
    let control = game.clock().map(loa_app::game::Clock::control);
    els.time_control.set_value(&control.map_or_else(|| "none".to_owned(), |c| c.choice()));
    if let Some(c) = control {
        els.clock_minutes.set_value(&c.minutes().to_string());
        els.clock_increment.set_value(&c.increment_s().to_string());
    }
    set_rule_fields(els, game.start().rules());
    update_fields(els, doc);
}

pub fn set_rule_fields(els: &Elements, rules: Rules) {
    els.rule_simultaneous.set_value(if rules.simultaneous == Simultaneous::MoverWins { "mover" } else { "draw" });
    els.rule_no_moves.set_value(if rules.no_moves == NoMoves::Lose { "lose" } else { "pass" });
    els.rule_repetition.set_value(if rules.repetition == Repetition::Off { "off" } else { "draw" });
    els.rule_move_limit.set_value(&rules.move_limit.map_or(0, |n| n.get()).to_string());
}

/// Shows the colour and level fields only where the mode needs them, and the custom clock's
/// fields only for a custom clock.
pub fn update_fields(els: &Elements, doc: &Document) {
    if let Ok(custom) = by_id::<HtmlElement>(doc, "custom-clock") {
        custom.set_hidden(els.time_control.value() != "custom");
    }
    let mode = els.mode.value();
    if let Ok(l) = by_id::<HtmlElement>(doc, "color-label") {
        l.set_hidden(mode != "hvc");
    }
    if let Ok(l) = by_id::<HtmlElement>(doc, "level-label") {
        l.set_hidden(mode == "hvh");
    }
    // What to expect from the chosen level, under the menu.
    if let (Ok(about), Ok(level)) = (by_id::<HtmlElement>(doc, "level-about"), els.level.value().parse::<u8>()) {
        about.set_text_content(Some(&level_about(level)));
    }
}

/// What the dialog's fields say.
#[must_use]
pub fn read(els: &Elements) -> Choice {
    let level = els.level.value().parse().ok().filter(|l| valid_level(*l)).unwrap_or(DEFAULT_LEVEL);
    let human_colour = match els.color.value().as_str() {
        "white" => Color::White,
        "random" if js_sys::Math::random() < 0.5 => Color::White,
        _ => Color::Black,
    };
    let (black, white) = match els.mode.value().as_str() {
        "hvh" => (Player::Human, Player::Human),
        "cvc" => (Player::Computer, Player::Computer),
        _ if human_colour == Color::White => (Player::Computer, Player::Human),
        _ => (Player::Human, Player::Computer),
    };
    let variant: Variant = els.variant.value().parse().unwrap_or_default();
    let limit = els.rule_move_limit.value();
    let rules_text = format!(
        "simultaneous={},no-moves={},repetition={},move-limit={}",
        els.rule_simultaneous.value(),
        els.rule_no_moves.value(),
        els.rule_repetition.value(),
        if limit.trim().is_empty() { "0" } else { limit.trim() }
    );
    let (rules, rules_error) = match rules_text.parse::<Rules>() {
        Ok(r) => (r, None),
        Err(e) => (Rules::OLYMPIAD, Some(tr(Msg::RulesFallback, &[("error", crate::i18n::say(&e).into())]))),
    };
    let (clock, clock_error) = match TimeControl::from_choice(
        &els.time_control.value(),
        &els.clock_minutes.value(),
        &els.clock_increment.value(),
    ) {
        Ok(clock) => (clock, None),
        Err(e) => (None, Some(tr(Msg::ClockFallback, &[("error", e.to_string().into())]))),
    };
    Choice { players: Players { black, white, level }, variant, rules, rules_error, clock, clock_error }
}

impl App {
    /// Starts the game the dialog describes in place of this one.
    pub(super) fn start_new_game(&mut self) {
        let choice = read(&self.els);
        self.els.message.set_hidden(true);
        for e in choice.rules_error.iter().chain(&choice.clock_error) {
            self.show_message(e);
        }
        let mut game = GameLine::new(Position::with_rules(choice.variant, choice.rules), choice.players);
        game.set_clock(choice.clock.map(|control| loa_app::game::Clock::new(control, 0)));
        let turn = turn_sentence(&game);
        let said =
            Text::message(Msg::NewGameStarted, [("variant", TextArg::Variant(choice.variant)), ("turn", turn.into())]);
        self.replace_game(game, said);
    }
}
