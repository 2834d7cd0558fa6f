use super::*;
use crate::i18n::Lang;
use loa_core::Color::{Black, White};

fn control(text: &str) -> TimeControl {
    text.parse().unwrap()
}

#[test]
fn time_controls_read_and_write_as_minutes_plus_seconds() {
    for (text, minutes, increment) in [
        ("1+0", 1, 0),
        ("3+2", 3, 2),
        (" 15 + 10 ", 15, 10),
        ("7", 7, 0),
        ("180+180", 180, 180),
        ("1 0", 1, 0),
        (" 5  3", 5, 3),
    ] {
        let c = control(text);
        assert_eq!((c.minutes(), c.increment_s()), (minutes, increment), "{text}");
        assert_eq!(c.to_string().parse::<TimeControl>(), Ok(c));
    }
    assert_eq!(control("5+3").base_ms(), 300_000);
    assert_eq!(control("5+3").increment_ms(), 3_000);
    assert_eq!(TimeControl::PRESETS.map(|c| c.to_string()), ["1+0", "3+2", "5+3", "10+5", "15+10"]);
    for (bad, error) in [
        ("", TimeControlError::Form),
        ("5+", TimeControlError::Form),
        ("five+3", TimeControlError::Form),
        ("-1+0", TimeControlError::Form),
        ("1.5+0", TimeControlError::Form),
        ("0+5", TimeControlError::Minutes),
        ("181+0", TimeControlError::Minutes),
        ("99999999999+0", TimeControlError::Minutes),
        ("5+181", TimeControlError::Increment),
    ] {
        assert_eq!(bad.parse::<TimeControl>(), Err(error), "{bad:?}");
        assert!(!error.to_string().is_empty());
    }
}

#[test]
fn clocks_show_minutes_and_seconds_and_tenths_under_ten_seconds() {
    for (ms, text) in [
        (180 * 60_000, "180:00"),
        (300_000, "5:00"),
        (299_999, "4:59"),
        (65_000, "1:05"),
        (10_000, "0:10"),
        (9_999, "0:09.9"),
        (9_000, "0:09.0"),
        (1_250, "0:01.2"),
        (99, "0:00.0"),
        (0, "0:00.0"),
    ] {
        assert_eq!(clock_text(ms, Lang::En), text, "{ms}");
    }
    // The tenths after each language's decimal sign.
    assert_eq!(clock_text(9_750, Lang::Ca), "0:09,7");
    assert_eq!(clock_text(1_250, Lang::Ru), "0:01,2");
    assert_eq!(clock_text(65_000, Lang::Ru), "1:05");
}

#[test]
fn nothing_runs_before_the_first_move_then_only_the_side_to_move() {
    let mut clock = Clock::new(control("1+0"), 0);
    assert_eq!(clock.running(), None);
    assert_eq!(clock.left(Black, 5_000_000), 60_000, "the first mover's clock waits for the first move");
    assert_eq!(clock.next_change(1_000), None);
    assert!(!clock.has_started(0));
    clock.moved(Black, 1, 1_000);
    assert_eq!(clock.running(), Some(Running { side: White, since_ms: 1_000 }));
    assert_eq!(clock.left(White, 21_500), 39_500);
    assert_eq!(clock.left(Black, 21_500), 60_000, "Black's clock is stopped");
    let [black, white] = clock.faces(21_500);
    assert_eq!((black.text(Lang::En).as_str(), black.running), ("1:00", false));
    assert_eq!((white.text(Lang::En).as_str(), white.running, white.low), ("0:39", true, false));
    clock.moved(White, 2, 31_000);
    assert_eq!((clock.kept_left(White), clock.left(Black, 31_000)), (30_000, 60_000));
    assert_eq!(clock.times(), [60_000, 30_000]);
    assert_eq!((clock.time_after(1), clock.time_after(2), clock.time_after(3)), (Some(60_000), Some(30_000), None));
}

#[test]
fn a_move_adds_the_increment_after_the_time_spent() {
    let mut clock = Clock::new(control("3+2"), 0);
    clock.moved(Black, 1, 0);
    clock.moved(White, 2, 10_000);
    assert_eq!(clock.kept_left(White), 180_000 - 10_000 + 2_000);
    assert_eq!(clock.kept_left(Black), 182_000, "the first move costs nothing and gains the increment");
    clock.moved(Black, 3, 25_000);
    assert_eq!(clock.kept_left(Black), 182_000 - 15_000 + 2_000);
}

#[test]
fn the_flag_falls_at_zero_and_the_next_change_comes_with_each_shown_step() {
    let mut clock = Clock::new(control("1+0"), 0);
    clock.moved(Black, 1, 0);
    assert_eq!(clock.deadline(), Some(60_000));
    // Seconds change on the second, tenths under ten seconds, and the last step is the flag.
    assert_eq!(clock.next_change(0), Some(1));
    assert_eq!(clock.next_change(1), Some(1_001));
    assert_eq!(clock.next_change(50_000), Some(50_001));
    assert_eq!(clock.next_change(50_001), Some(50_101));
    assert_eq!(clock.next_change(59_950), Some(60_000));
    assert_eq!(clock.out_of_time(59_999), None);
    assert_eq!(clock.out_of_time(60_000), Some(White));
    let white = &clock.faces(70_000)[1];
    assert_eq!((white.text(Lang::En).as_str(), white.low, white.out), ("0:00.0", true, true));
    assert_eq!(clock.flag_falls(), Some(White));
    assert_eq!((clock.running(), clock.kept_left(White)), (None, 0));
    assert_eq!(clock.flag_falls(), None);
}

#[test]
fn taking_back_forgets_the_times_and_gives_no_time_back() {
    let mut clock = Clock::new(control("5+0"), 0);
    clock.moved(Black, 1, 0);
    clock.moved(White, 2, 4_000);
    clock.moved(Black, 3, 10_000);
    clock.stop(12_000);
    clock.take_back_to(1);
    assert_eq!(clock.times(), [300_000]);
    clock.start(White, 12_000);
    assert_eq!(clock.left(White, 13_000), 300_000 - 4_000 - 3_000, "White keeps what it spent");
    assert_eq!(clock.left(Black, 13_000), 300_000 - 6_000);
    // Replayed: each move's time is noted at its own place.
    clock.moved(White, 2, 14_000);
    assert_eq!(clock.times(), [300_000, 300_000 - 8_000]);
    assert_eq!(clock.time_after(2), Some(292_000));
}

#[test]
fn a_clock_set_on_a_game_in_progress_counts_from_its_own_first_move() {
    let mut clock = Clock::new(control("1+1"), 10);
    assert!(!clock.has_started(10));
    clock.moved(White, 11, 0);
    assert!(clock.has_started(11));
    assert_eq!((clock.time_after(10), clock.time_after(11)), (None, Some(61_000)));
    // Moves replayed past those noted: the notes start again at the move made.
    clock.moved(Black, 14, 500);
    assert_eq!((clock.first(), clock.times()), (13, &[59_500 + 1_000][..]));
    assert_eq!(clock.time_after(14), Some(60_500));
    // Back before the clock's first move: its notes begin again from there.
    clock.take_back_to(5);
    assert_eq!((clock.first(), clock.times().len()), (5, 0));
}

#[test]
fn a_clock_started_in_the_future_counts_nothing() {
    let mut clock = Clock::new(control("1+0"), 0);
    clock.moved(Black, 1, 100_000);
    assert_eq!(clock.left(White, 50_000), 60_000);
    clock.stop(50_000);
    assert_eq!(clock.kept_left(White), 60_000);
}

#[test]
fn a_move_replayed_gains_no_increment() {
    let mut clock = Clock::new(control("1+5"), 0);
    clock.moved(Black, 1, 0);
    clock.moved(White, 2, 2_000);
    clock.stop(3_000);
    clock.take_back_to(1);
    clock.start(White, 3_000);
    clock.replayed(White, 2, 3_500);
    assert_eq!(clock.kept_left(White), 60_000 - 2_000 + 5_000 - 500);
    assert_eq!(clock.times(), [65_000, 62_500]);
    assert_eq!(clock.running(), Some(Running { side: Black, since_ms: 3_500 }));
}

#[test]
fn the_dialogs_choice_is_none_a_preset_or_a_custom_control() {
    assert_eq!(TimeControl::from_choice("none", "", ""), Ok(None));
    assert_eq!(TimeControl::from_choice("10+5", "99", "99"), Ok(Some(control("10+5"))));
    assert_eq!(TimeControl::from_choice("custom", " 7 ", "4"), Ok(Some(control("7+4"))));
    assert_eq!(TimeControl::from_choice("custom", "", "4"), Err(TimeControlError::Form));
    assert_eq!(TimeControl::from_choice("custom", "500", "0"), Err(TimeControlError::Minutes));
    assert_eq!(TimeControl::from_choice("later", "1", "0"), Err(TimeControlError::Form));
    assert_eq!(control("3+2").choice(), "3+2");
    assert_eq!(control("3+3").choice(), "custom");
}
