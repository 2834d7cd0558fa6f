//! The status line, the one place that chooses its words: on the game page, whose move it is,
//! the computer thinking or unavailable, a forced pass, the result ([`status_line`]); on a
//! `<loa-board>`, the same with an exercise's verdict ([`Session::board_status`]); and the
//! engine's report under it ([`engine_line`]).

use loa_core::Move;

use super::{Arg, Session, Text, Verdict};
use crate::game::numbering::{move_number, mover, moves_in};
use crate::game::{GameLine, Player};
use crate::i18n::Msg;
use crate::i18n::{self, Decimal, Messages};
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

/// What a `<loa-board>` knows beyond its session, for its status line.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct BoardStatus {
    /// The reader's answer to an exercise was wrong (it is being taken back).
    pub wrong: bool,
    /// The exercise is solved.
    pub solved: bool,
    /// The reader may move, and passing is all there is.
    pub only_pass: bool,
    /// The board waits for the exercise's answer.
    pub exercise_point: bool,
}

/// How a board's status line is marked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Plain,
    /// A right answer.
    Ok,
    /// A wrong answer, or the computer cannot play.
    Wrong,
    /// The game is over.
    End,
}

impl Mark {
    /// The status line's class on the board (`ok`, `wrong`, `end`, or none).
    #[must_use]
    pub const fn class(self) -> &'static str {
        match self {
            Mark::Plain => "",
            Mark::Ok => "ok",
            Mark::Wrong => "wrong",
            Mark::End => "end",
        }
    }
}

impl Session {
    /// A `<loa-board>`'s status line: an exercise's verdict, the result, the computer's failure
    /// or thinking, a forced pass, or whose move it is after which move.
    #[must_use]
    pub fn board_status(&self, board: BoardStatus) -> (Text, Mark) {
        let pos = self.line.position();
        if board.wrong {
            return (Text::message(Msg::EmbedWrong, []), Mark::Wrong);
        }
        let outcome = pos.outcome();
        if board.solved {
            return match outcome {
                Some(o) => (Text::message(Msg::EmbedCorrectOutcome, [("outcome", Text::Outcome(o).into())]), Mark::Ok),
                None => (Text::message(Msg::EmbedCorrect, []), Mark::Ok),
            };
        }
        if let Some(o) = outcome {
            return (Text::message(Msg::EmbedOutcome, [("outcome", Text::Outcome(o).into())]), Mark::End);
        }
        if let Some(failure) = self.failure() {
            return (Text::message(Msg::EmbedComputerCannot, [("error", failure.text().into())]), Mark::Wrong);
        }
        if self.is_thinking() {
            return (Text::message(Msg::EmbedComputerThinking, []), Mark::Plain);
        }
        let turn = Arg::Color(pos.turn());
        if board.only_pass || (!pos.has_piece_move() && pos.legal_moves().iter().any(|m| m.is_pass())) {
            return (Text::message(Msg::EmbedMustPass, [("color", turn)]), Mark::Plain);
        }
        if board.exercise_point {
            return (Text::message(Msg::EmbedFindMove, [("color", turn)]), Mark::Plain);
        }
        match self.line.moves().last() {
            Some(mv) => {
                (Text::message(Msg::EmbedPlayed, [("color", turn), ("move", Arg::Plain(mv.to_string()))]), Mark::Plain)
            }
            None => (Text::message(Msg::EmbedToMove, [("color", turn)]), Mark::Plain),
        }
    }
}

/// "Viewing the position after White's move 4 of 12", numbered as the move list numbers.
#[must_use]
pub fn viewing(game: &GameLine) -> Text {
    let first = game.start().turn();
    let side = if game.view() == 0 { Arg::Plain("start".to_owned()) } else { Arg::Color(mover(game.view(), first)) };
    let number = move_number(game.view(), first);
    Text::message(Msg::Viewing, [("side", side), ("number", number.into()), ("moves", moves_in(game).into())])
}

/// "depth 7, score +0.35, 12,345 nodes, expects b1-b3 h4-f2", in the language of `m` (its
/// numbers too: "+0,35", "12.345").
#[must_use]
pub fn engine_line(m: &Messages, info: &SearchInfo) -> String {
    // Whole nodes: the count is a float only on its way from the worker.
    let nodes = i18n::Arg::Number(info.nodes.max(0.0) as i64);
    // A forced result in words; a value in pieces, signed (+0.35).
    let plies = 100_000 - info.score_value.abs();
    // A distance not known to be the shortest is an upper bound ("win in at most 7").
    let bound = crate::analysis::words::at_most(plies, info.shortest);
    let score = match info.score_value {
        v if v >= FORCED && bound => m.tr(Msg::EngineScoreWinAtMost, &[("plies", plies.into())]),
        v if v >= FORCED => m.tr(Msg::EngineScoreWin, &[("plies", plies.into())]),
        v if v <= -FORCED && bound => m.tr(Msg::EngineScoreLossAtMost, &[("plies", plies.into())]),
        v if v <= -FORCED => m.tr(Msg::EngineScoreLoss, &[("plies", plies.into())]),
        v => Decimal::scaled(v.into(), 2).with_sign().write(m.lang()),
    };
    let mut line = m.tr(Msg::EngineInfo, &[("depth", info.depth.into()), ("score", score.into()), ("nodes", nodes)]);
    if !info.pv.is_empty() {
        let pv: Vec<&str> = info.pv.iter().take(6).map(String::as_str).collect();
        line.push_str(&m.tr(Msg::EngineExpects, &[("moves", pv.join(" ").into())]));
    }
    line
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
    }

    #[test]
    fn a_boards_status_line_in_every_language() {
        use crate::game::Player;
        use crate::session::{EngineFailure, Style};
        let people = Players { black: Player::Human, white: Player::Human, ..Players::default() };
        let mut s = Session::new(GameLine::new(Position::new(Variant::Standard), people), Style::Study, 1);
        let plain = BoardStatus::default();
        let line = |s: &Session, lang, board| {
            let (text, mark) = s.board_status(board);
            (said(lang, &text), mark)
        };
        assert_eq!(line(&s, Lang::En, plain), ("Black to move.".to_owned(), Mark::Plain));
        assert_eq!(line(&s, Lang::Ru, plain).0, "Ход чёрных.");
        let b1b3 = s.line().position().parse_move("b1-b3").unwrap();
        let _ = s.play(b1b3);
        assert_eq!(line(&s, Lang::Ca, plain).0, "Negres: b1-b3. Mouen les blanques.");
        let exercise = BoardStatus { exercise_point: true, ..plain };
        assert_eq!(line(&s, Lang::En, exercise).0, "White to move: find the move.");
        assert_eq!(line(&s, Lang::En, BoardStatus { wrong: true, ..exercise }).1, Mark::Wrong);
        assert_eq!(line(&s, Lang::En, BoardStatus { solved: true, ..exercise }), ("Correct!".to_owned(), Mark::Ok));
        let _ = s.engine_failed(EngineFailure::NoAnswer, false);
        let (text, mark) = line(&s, Lang::Ru, plain);
        assert_eq!(mark, Mark::Wrong);
        assert!(text.ends_with("движок не ответил вовремя"), "{text}");
        assert_eq!([Mark::Plain, Mark::Ok, Mark::Wrong, Mark::End].map(Mark::class), ["", "ok", "wrong", "end"]);
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
        // Each language's numbers.
        let ca = Messages::new(Lang::Ca);
        assert!(
            engine_line(&ca, &info("+0.35", 35)).contains("+0,35, 12.345 nodes"),
            "{}",
            engine_line(&ca, &info("+0.35", 35))
        );
        assert!(
            engine_line(&ru, &info("-1.20", -120)).contains("-1,20, узлов: 12\u{a0}345"),
            "{}",
            engine_line(&ru, &info("-1.20", -120))
        );
        let many = SearchInfo { nodes: 1_234_567.0, ..info("+0.00", 0) };
        assert!(engine_line(&en, &many).contains("+0.00, 1,234,567 nodes"), "{}", engine_line(&en, &many));
    }
}
