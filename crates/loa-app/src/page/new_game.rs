//! The new-game dialog: who plays, the level, the clock, the variant and the rule options,
//! filled from the game in progress and read back into the game to start. The browser reads its
//! fields into a [`Form`] and writes [`Form::of`] back; every choice is made here.

use loa_core::engine::LEVEL_COUNT;
use loa_core::{Color, NoMoves, Position, Repetition, Rules, Simultaneous, Variant};

use crate::game::{valid_level, Clock, GameLine, Player, Players, TimeControl, DEFAULT_LEVEL};
use crate::i18n::{level_about, level_option, say, tr, Arg, Msg};
use crate::session::{turn_sentence, Arg as TextArg, Text};

/// The dialog's fields, as the browser reads and writes them (the `value` of each control).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Form {
    /// `hvc` (against the computer), `hvh` (two people), `cvc` (the computer against itself).
    pub mode: String,
    /// `black`, `white` or `random`: the person's side against the computer.
    pub color: String,
    pub level: String,
    pub variant: String,
    /// `draw` or `mover`.
    pub simultaneous: String,
    /// `pass` or `lose`.
    pub no_moves: String,
    /// `draw` or `off`.
    pub repetition: String,
    /// Moves before a draw; `0` or empty: no limit.
    pub move_limit: String,
    /// `none`, a preset (`5+3`) or `custom`.
    pub time_control: String,
    pub minutes: String,
    pub increment: String,
}

/// What the dialog shows besides its fields' values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Shown {
    pub color: bool,
    pub level: bool,
    pub custom_clock: bool,
    /// What to expect from the level chosen.
    pub level_about: String,
}

/// A menu's entry: its value, its words and what it says more (its title).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub value: String,
    pub label: String,
    pub title: Option<String>,
}

/// The level menu: "1 · Beginner" to the strongest, each with what to expect as its title.
#[must_use]
pub fn levels() -> Vec<Choice> {
    (1..=LEVEL_COUNT)
        .map(|level| Choice { value: level.to_string(), label: level_option(level), title: Some(level_about(level)) })
        .collect()
}

/// The time-control menu: no clock, the presets ("5 min + 3 s"), a custom one.
#[must_use]
pub fn time_controls() -> Vec<Choice> {
    let mut menu = vec![Choice { value: "none".to_owned(), label: tr(Msg::TimeNone, &[]), title: None }];
    for control in TimeControl::PRESETS {
        let minutes = Arg::from(i64::from(control.minutes()));
        let seconds = Arg::from(i64::from(control.increment_s()));
        let label = tr(Msg::TimePreset, &[("minutes", minutes), ("seconds", seconds)]);
        menu.push(Choice { value: control.to_string(), label, title: None });
    }
    menu.push(Choice { value: "custom".to_owned(), label: tr(Msg::TimeCustom, &[]), title: None });
    menu
}

/// The game the dialog starts, with what could not be used as asked (said beside it).
#[derive(Debug, Clone)]
pub struct NewGame {
    pub game: GameLine,
    /// The rule options or the custom clock could not be read: Olympiad rules, or no clock,
    /// are used, and this says why.
    pub errors: Vec<Text>,
    /// The announcement of the game.
    pub said: Text,
}

impl Form {
    /// The fields for a game like `game`.
    #[must_use]
    pub fn of(game: &GameLine) -> Form {
        let players = game.players;
        let mode = match (players.black, players.white) {
            (Player::Human, Player::Human) => "hvh",
            (Player::Computer, Player::Computer) => "cvc",
            _ => "hvc",
        };
        let control = game.clock().map(Clock::control);
        let rules = game.start().rules();
        Form {
            mode: mode.to_owned(),
            color: if players.lone_human() == Some(Color::White) { "white" } else { "black" }.to_owned(),
            level: players.level.to_string(),
            variant: game.start().variant().name().to_owned(),
            time_control: control.map_or_else(|| "none".to_owned(), |c| c.choice()),
            minutes: control.map_or_else(String::new, |c| c.minutes().to_string()),
            increment: control.map_or_else(String::new, |c| c.increment_s().to_string()),
            ..Form::default()
        }
        .with_rules(rules)
    }

    /// The rule fields set to `rules` (the dialog's "Olympiad rules" button sets them back).
    #[must_use]
    pub fn with_rules(self, rules: Rules) -> Form {
        Form {
            simultaneous: if rules.simultaneous == Simultaneous::MoverWins { "mover" } else { "draw" }.to_owned(),
            no_moves: if rules.no_moves == NoMoves::Lose { "lose" } else { "pass" }.to_owned(),
            repetition: if rules.repetition == Repetition::Off { "off" } else { "draw" }.to_owned(),
            move_limit: rules.move_limit.map_or(0, |n| n.get()).to_string(),
            ..self
        }
    }

    /// Whether the rule fields say the Olympiad rules (the dialog keeps them folded then).
    #[must_use]
    pub fn olympiad_rules(&self) -> bool {
        let olympiad = Form::default().with_rules(Rules::OLYMPIAD);
        (&self.simultaneous, &self.no_moves, &self.repetition, self.move_limit.trim())
            == (&olympiad.simultaneous, &olympiad.no_moves, &olympiad.repetition, olympiad.move_limit.as_str())
    }

    /// Which fields show: the colour and level only where the mode needs them, the custom
    /// clock's fields only for a custom clock.
    #[must_use]
    pub fn shown(&self) -> Shown {
        let level = self.level.parse().ok().filter(|l| valid_level(*l)).unwrap_or(DEFAULT_LEVEL);
        Shown {
            color: self.mode == "hvc",
            level: self.mode != "hvh",
            custom_clock: self.time_control == "custom",
            level_about: level_about(level),
        }
    }

    /// The game the fields describe; `white` decides a random colour (a coin the page tosses).
    #[must_use]
    pub fn game(&self, white: bool) -> NewGame {
        let level = self.level.parse().ok().filter(|l| valid_level(*l)).unwrap_or(DEFAULT_LEVEL);
        let human = match self.color.as_str() {
            "white" => Color::White,
            "random" if white => Color::White,
            _ => Color::Black,
        };
        let (black, white) = match self.mode.as_str() {
            "hvh" => (Player::Human, Player::Human),
            "cvc" => (Player::Computer, Player::Computer),
            _ if human == Color::White => (Player::Computer, Player::Human),
            _ => (Player::Human, Player::Computer),
        };
        let variant: Variant = self.variant.parse().unwrap_or_default();
        let limit = self.move_limit.trim();
        let rules_text = format!(
            "simultaneous={},no-moves={},repetition={},move-limit={}",
            self.simultaneous,
            self.no_moves,
            self.repetition,
            if limit.is_empty() { "0" } else { limit }
        );
        let mut errors = Vec::new();
        let rules = rules_text.parse::<Rules>().unwrap_or_else(|e| {
            errors.push(Text::message(Msg::RulesFallback, [("error", TextArg::Plain(say(&e)))]));
            Rules::OLYMPIAD
        });
        let clock = TimeControl::from_choice(&self.time_control, &self.minutes, &self.increment).unwrap_or_else(|e| {
            errors.push(Text::message(Msg::ClockFallback, [("error", TextArg::Plain(e.to_string()))]));
            None
        });
        let mut game = GameLine::new(Position::with_rules(variant, rules), Players { black, white, level });
        game.set_clock(clock.map(|control| Clock::new(control, 0)));
        let said = Text::message(
            Msg::NewGameStarted,
            [("variant", TextArg::Variant(variant)), ("turn", turn_sentence(&game).into())],
        );
        NewGame { game, errors, said }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_read_back_from_its_own_fields_is_the_same_game() {
        let players = Players { black: Player::Computer, white: Player::Human, level: 6 };
        let rules: Rules = "simultaneous=mover,no-moves=lose,repetition=off,move-limit=80".parse().unwrap();
        let mut game = GameLine::new(Position::with_rules(Variant::ScrambledEggs, rules), players);
        game.set_clock(Some(Clock::new("5+3".parse().unwrap(), 0)));
        let form = Form::of(&game);
        assert!(!form.olympiad_rules(), "other rules: the dialog shows them unfolded");
        assert!(form.clone().with_rules(Rules::OLYMPIAD).olympiad_rules());
        assert_eq!((form.mode.as_str(), form.color.as_str(), form.time_control.as_str()), ("hvc", "white", "5+3"));
        let new = form.game(false);
        assert!(new.errors.is_empty());
        assert_eq!(new.game.players, players);
        assert_eq!(new.game.start().rules(), rules);
        assert_eq!(new.game.start().variant(), Variant::ScrambledEggs);
        assert_eq!(new.game.clock().map(|c| c.control().to_string()), Some("5+3".to_owned()));
    }

    #[test]
    fn unreadable_options_fall_back_and_say_why() {
        let form = Form {
            mode: "hvh".into(),
            move_limit: "many".into(),
            time_control: "custom".into(),
            minutes: "0".into(),
            increment: "0".into(),
            ..Form::of(&GameLine::new(Position::new(Variant::Standard), Players::default()))
        };
        let shown = form.shown();
        assert!(!shown.color && !shown.level && shown.custom_clock);
        let new = form.game(true);
        assert_eq!(
            new.errors.iter().filter_map(Text::id).collect::<Vec<_>>(),
            [Msg::RulesFallback, Msg::ClockFallback]
        );
        assert_eq!(new.game.start().rules(), Rules::OLYMPIAD);
        assert!(new.game.clock().is_none());
    }

    #[test]
    fn a_random_colour_is_the_coins() {
        let form = Form {
            color: "random".into(),
            ..Form::of(&GameLine::new(Position::new(Variant::Standard), Players::default()))
        };
        assert_eq!(form.game(true).game.players.white, Player::Human);
        assert_eq!(form.game(false).game.players.black, Player::Human);
        assert_eq!(levels().len(), usize::from(LEVEL_COUNT));
        assert_eq!(time_controls().first().map(|c| c.value.as_str()), Some("none"));
    }
}
