//! The analysis in words and numbers for the page: "Black is better", "White connects by force
//! in 7" (in the page's language, from the `eval-*` messages), and the evaluation bar's share.
//! Plain Rust (tested natively).

use loa_core::Color;

use crate::i18n::{lang, tr, Decimal, Msg};

/// Below this (centi-pieces, either side) the position reads as equal.
const EQUAL: i32 = 25;
/// Up to this, one side is slightly better.
const SLIGHTLY: i32 = 100;
/// Up to this, better; beyond it, winning.
const BETTER: i32 = 300;
/// Scores at or beyond this (either sign) are forced results ([`crate::protocol::SearchInfo::score_value`]).
const FORCED: i32 = 90_000;
/// The evaluation bar's scale: this many centi-pieces give Black about three quarters.
const BAR_SCALE: f64 = 250.0;

/// Whether a forced result in `plies` is told as "in at most `plies`": unless the solver proved
/// it the `shortest`, or it is one half-move (none can be quicker).
#[must_use]
pub fn at_most(plies: i32, shortest: bool) -> bool {
    !shortest && plies > 1
}

/// A score for the side to move (`value` as in
/// [`SearchInfo::score_value`](crate::protocol::SearchInfo::score_value)) in words, naming the
/// side that stands better: "Black is slightly better", "White connects by force in 7 half-moves".
/// A forced result says "in at most 7" unless `shortest` (the solver ruled out a quicker one; a
/// connection in one half-move is always the quickest).
#[must_use]
pub fn verdict(to_move: Color, value: i32, shortest: bool) -> String {
    let (side, v) = if value >= 0 { (to_move, value) } else { (!to_move, -value) };
    if v >= FORCED {
        let plies = 100_000 - v;
        let id = if at_most(plies, shortest) { Msg::EvalForcedAtMost } else { Msg::EvalForced };
        return tr(id, &[("color", side.into()), ("plies", plies.into())]);
    }
    let id = match v {
        0..EQUAL => Msg::EvalEqual,
        EQUAL..SLIGHTLY => Msg::EvalSlightly,
        SLIGHTLY..BETTER => Msg::EvalBetter,
        _ => Msg::EvalWinning,
    };
    tr(id, &[("color", side.into())])
}

/// Black's share of the evaluation bar, 0.0..=1.0 (0.5 is equal; a forced win fills it).
#[must_use]
pub fn black_share(to_move: Color, value: i32) -> f64 {
    let black = if to_move == Color::Black { value } else { -value };
    if black >= FORCED {
        return 1.0;
    }
    if black <= -FORCED {
        return 0.0;
    }
    1.0 / (1.0 + (-f64::from(black) / BAR_SCALE * 1.1).exp())
}

/// The score shown beside a line in the page's language, from Black's point of view as the bar
/// (`+0.35` is good for Black; `+0,35` in Catalan and Russian), or a forced connection with
/// the side's letter in the language (`B+7`/`W+7` for Black/White in 7 plies; `N+7`/`B+7` in
/// Catalan, `Ч+7`/`Б+7` in Russian).
#[must_use]
pub fn line_score(to_move: Color, value: i32) -> String {
    let black = if to_move == Color::Black { value } else { -value };
    if black.abs() >= FORCED {
        let winner = if black > 0 { Color::Black } else { Color::White };
        return tr(Msg::AnalysisLineForced, &[("color", winner.into()), ("plies", (100_000 - black.abs()).into())]);
    }
    Decimal::scaled(black.into(), 2).with_sign().write(lang())
}

#[cfg(test)]
mod tests {
    use super::*;
    use Color::{Black, White};

    #[test]
    fn verdicts_name_the_side_that_stands_better() {
        for (to_move, value, words) in [
            (Black, 0, "The position is equal"),
            (White, -24, "The position is equal"),
            (Black, 40, "Black is slightly better"),
            (White, 40, "White is slightly better"),
            (Black, -150, "White is better"),
            (White, -150, "Black is better"),
            (Black, 900, "Black is winning"),
            (White, 100_000 - 7, "White connects by force in 7 half-moves"),
            (White, -100_000 + 4, "Black connects by force in 4 half-moves"),
            (Black, 100_000 - 1, "Black connects by force in 1 half-move"),
        ] {
            assert_eq!(verdict(to_move, value, true), words, "{to_move} {value}");
        }
    }

    /// A distance no search ruled shorter is an upper bound, in every language; a connection in
    /// one half-move cannot be quicker.
    #[test]
    fn a_forced_result_not_known_shortest_says_at_most() {
        use crate::i18n::{set_lang, Lang};
        for (lang, value, words) in [
            (Lang::En, 100_000 - 7, "White connects by force in at most 7 half-moves"),
            (Lang::En, -100_000 + 4, "Black connects by force in at most 4 half-moves"),
            (Lang::En, 100_000 - 1, "White connects by force in 1 half-move"),
            (Lang::Ca, 100_000 - 7, "Les blanques connecten per força en com a màxim 7 mitges jugades"),
            (Lang::Ru, 100_000 - 3, "Белые форсированно соединяют фишки не более чем за 3 полухода"),
            (Lang::Ru, 100_000 - 5, "Белые форсированно соединяют фишки не более чем за 5 полуходов"),
        ] {
            set_lang(lang);
            assert_eq!(verdict(White, value, false), words, "{lang:?} {value}");
        }
        set_lang(Lang::En);
    }

    #[test]
    fn verdicts_in_catalan_and_russian_count_their_plies() {
        use crate::i18n::{set_lang, Lang};
        set_lang(Lang::Ru);
        assert_eq!(verdict(White, 100_000 - 1, true), "Белые форсированно соединяют фишки за 1 полуход");
        assert_eq!(verdict(White, 100_000 - 3, true), "Белые форсированно соединяют фишки за 3 полухода");
        assert_eq!(verdict(Black, -100_000 + 5, true), "Белые форсированно соединяют фишки за 5 полуходов");
        assert_eq!(verdict(Black, 150, true), "У чёрных преимущество");
        set_lang(Lang::Ca);
        assert_eq!(verdict(Black, 100_000 - 1, true), "Les negres connecten per força en 1 mitja jugada");
        assert_eq!(verdict(Black, 100_000 - 7, true), "Les negres connecten per força en 7 mitges jugades");
        assert_eq!(verdict(Black, 10, true), "La posició està igualada");
    }

    #[test]
    fn the_bar_leans_to_the_better_side_and_fills_on_a_forced_win() {
        assert!((black_share(Black, 0) - 0.5).abs() < 1e-9);
        assert!(black_share(Black, 200) > 0.6);
        assert!(black_share(White, 200) < 0.4);
        assert!((black_share(Black, 300) + black_share(White, 300) - 1.0).abs() < 1e-9);
        assert_eq!(black_share(White, 100_000 - 3), 0.0);
        assert_eq!(black_share(White, -100_000 + 3), 1.0);
        assert!(black_share(Black, 5_000) < 1.0);
    }

    #[test]
    fn line_scores_are_from_blacks_side_in_each_languages_numbers_and_letters() {
        use crate::i18n::{set_lang, Lang};
        for (lang, [plus, minus, white, black]) in [
            (Lang::En, ["+0.35", "-0.35", "W+5", "B+2"]),
            (Lang::Ca, ["+0,35", "-0,35", "B+5", "N+2"]),
            (Lang::Ru, ["+0,35", "-0,35", "Б+5", "Ч+2"]),
        ] {
            set_lang(lang);
            assert_eq!(line_score(Black, 35), plus);
            assert_eq!(line_score(White, 35), minus);
            assert_eq!(line_score(White, 100_000 - 5), white);
            assert_eq!(line_score(White, -100_000 + 2), black);
        }
        set_lang(Lang::En);
        assert_eq!(line_score(White, -120), "+1.20");
    }
}
