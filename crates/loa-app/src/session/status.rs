//! The words around the board: whose move it is, the computer thinking or unavailable, a forced
//! pass, the result, and the engine's report.

use loa_core::Move;

use super::{Arg, Text, Verdict};
use crate::game::numbering::{move_number, mover, moves_in};
use crate::game::{GameLine, Player};
use crate::i18n::Messages;
use crate::i18n::Msg;
use crate::protocol::SearchInfo;

/// Scores at or beyond this (either sign) are forced results ([`SearchInfo::score_value`]).
const FORCED: i32 = 90_000;

/// "Your move (Black)", "White (computer) to move", or how the game ended.
#[must_use]
pub fn turn_sentence(game: &GameLine) -> Text {
    if let Some(verdict) = Verdict::of(game, None) {
        return verdict.into_line();
    }
    let turn = game.turn();
    let id = match (game.players.of(turn), game.players.lone_human()) {
        (Player::Human, Some(_)) => Msg::TurnYours,
        (Player::Human, None) => Msg::TurnSide,
        (Player::Computer, _) => Msg::TurnComputer,
    };
    Text::message(id, [("color", Arg::Color(turn))])
}

/// The status line.
#[must_use]
pub fn status_line(game: &GameLine, thinking: bool, failed: bool) -> Text {
    let pos = game.position();
    if game.computer_to_move() {
        if failed {
            return Text::message(Msg::ComputerUnavailable, [("turn", turn_sentence(game).into())]);
        }
        if thinking {
            return Text::message(
                Msg::ComputerThinking,
                [("color", Arg::Color(pos.turn())), ("level", Arg::Number(game.players.level.into()))],
            );
        }
    } else if !game.is_over() && pos.legal_moves().first() == Some(&Move::PASS) {
        return Text::message(Msg::MustPass, [("color", Arg::Color(pos.turn()))]);
    }
    turn_sentence(game)
}

/// "Viewing the position after White's move 4 of 12", numbered as the move list numbers.
#[must_use]
pub fn viewing(game: &GameLine) -> Text {
    let first = game.start().turn();
    let side = if game.view() == 0 { Arg::Plain("start".to_owned()) } else { Arg::Color(mover(game.view(), first)) };
    let number = move_number(game.view(), first);
    Text::message(Msg::Viewing, [("side", side), ("number", number.into()), ("moves", moves_in(game).into())])
}

/// "depth 7, score 35, 12,345 nodes, expects b1-b3 h4-f2", in the language of `m`.
#[must_use]
pub fn engine_line(m: &Messages, info: &SearchInfo) -> String {
    let nodes = group_thousands(info.nodes);
    // A forced result in words; a value as the engine wrote it (+0.35).
    let plies = 100_000 - info.score_value.abs();
    // A distance not known to be the shortest is an upper bound ("win in at most 7").
    let bound = crate::analysis::words::at_most(plies, info.shortest);
    let score = match info.score_value {
        v if v >= FORCED && bound => m.tr(Msg::EngineScoreWinAtMost, &[("plies", plies.into())]),
        v if v >= FORCED => m.tr(Msg::EngineScoreWin, &[("plies", plies.into())]),
        v if v <= -FORCED && bound => m.tr(Msg::EngineScoreLossAtMost, &[("plies", plies.into())]),
        v if v <= -FORCED => m.tr(Msg::EngineScoreLoss, &[("plies", plies.into())]),
        _ => info.score.clone(),
    };
    let mut line =
        m.tr(Msg::EngineInfo, &[("depth", info.depth.into()), ("score", score.into()), ("nodes", nodes.into())]);
    if !info.pv.is_empty() {
        let pv: Vec<&str> = info.pv.iter().take(6).map(String::as_str).collect();
        line.push_str(&m.tr(Msg::EngineExpects, &[("moves", pv.join(" ").into())]));
    }
    line
}

#[must_use]
fn group_thousands(n: f64) -> String {
    // Integer formatting: float formatting would add ~10 KB of wasm.
    let digits = (n.max(0.0) as u64).to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Players;
    use crate::i18n::Lang;
    use loa_core::{Position, Variant};

    fn said(lang: Lang, text: &Text) -> String {
        text.render(&Messages::new(lang))
    }

    #[test]
    fn sentences_in_every_language() {
        let mut g = GameLine::new(Position::new(Variant::Standard), Players::default());
        let m = g.position().parse_move("b1-b3").unwrap();
        let before = g.clone();
        g.play(m).unwrap();
        let cases: [(Lang, &GameLine, bool, bool, &str); 6] = [
            (Lang::En, &before, false, false, "Your move (Black)"),
            (Lang::En, &g, true, false, "White (computer, level 3) is thinking…"),
            (Lang::En, &g, false, true, "White (computer) to move: the computer is unavailable"),
            (Lang::Ru, &before, false, false, "Ваш ход (чёрные)"),
            (Lang::Ru, &g, true, false, "Белые (компьютер, уровень 3) думают…"),
            (Lang::Ca, &g, true, false, "Les blanques (ordinador, nivell 3) s'ho pensen…"),
        ];
        for (lang, game, thinking, failed, expected) in cases {
            assert_eq!(said(lang, &status_line(game, thinking, failed)), expected);
        }
        assert_eq!(group_thousands(1_234_567.0), "1,234,567");
    }

    #[test]
    fn the_viewing_note_numbers_moves_as_the_move_list() {
        let mut g = GameLine::new(Position::new(Variant::Standard), Players::default());
        for text in ["b1-b3", "h4-f2", "d1xa4"] {
            let m = g.position().parse_move(text).unwrap();
            g.play(m).unwrap();
        }
        let cases = [
            (0, "Viewing the start position"),
            (1, "Viewing the position after Black's move 1 of 2"),
            (2, "Viewing the position after White's move 1 of 2"),
        ];
        for (view, expected) in cases {
            g.set_view(view);
            assert_eq!(viewing(&g).render(&Messages::new(Lang::En)), expected, "view {view}");
        }
    }

    #[test]
    fn the_engines_line_in_every_language() {
        let info = |score: &str, score_value: i32| SearchInfo {
            id: 1,
            depth: 7,
            score: score.to_owned(),
            score_value,
            nodes: 12_345.0,
            time_ms: 10.0,
            pv: vec!["b1-b3".to_owned(), "h4-f2".to_owned()],
            lines: Vec::new(),
            shortest: true,
        };
        let (en, ru) = (Messages::new(Lang::En), Messages::new(Lang::Ru));
        assert_eq!(engine_line(&en, &info("+0.35", 35)), "depth 7, score +0.35, 12,345 nodes, expects b1-b3 h4-f2");
        assert_eq!(
            engine_line(&en, &info("win in 5", 99_995)),
            "depth 7, score win in 5 half-moves, 12,345 nodes, expects b1-b3 h4-f2"
        );
        assert!(engine_line(&ru, &info("win in 3", 99_997)).contains("выигрыш за 3 полухода"));
        let bound = SearchInfo { shortest: false, ..info("win in 5", 99_995) };
        assert!(engine_line(&en, &bound).contains("score win in at most 5 half-moves"));
        let bound = SearchInfo { shortest: false, ..info("loss in 4", -99_996) };
        assert!(engine_line(&ru, &bound).contains("проигрыш не более чем за 4 полухода"));
        assert!(engine_line(&ru, &info("loss in 6", -99_994)).contains("проигрыш за 6 полуходов"));
    }
}
