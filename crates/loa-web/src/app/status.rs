//! The words around the board: whose move it is, the computer thinking or unavailable, the
//! engine's depth and score, the result, and which earlier position is being looked at.

use loa_core::Move;

use super::elements::Elements;
use crate::i18n::{say, tr, Arg};
use crate::protocol::SearchInfo;
use loa_app::game::numbering::{move_number, mover, moves_in};
use loa_app::game::{GameLine, Player};

/// Scores at or beyond this (either sign) are forced results ([`SearchInfo::score_value`]).
const FORCED: i32 = 90_000;

/// The computer's side of the status line.
#[derive(Debug, Clone, Copy)]
pub struct Thinking<'a> {
    /// A search is running or about to (the pause between moves of computer against computer).
    pub thinking: bool,
    pub failed: bool,
    /// The latest report, when the user asked to see it.
    pub info: Option<&'a SearchInfo>,
}

/// "Your move (Black)", "White (computer) to move", or how the game ended, in the page's
/// language.
#[must_use]
pub fn turn_sentence(game: &GameLine) -> String {
    if let Some(outcome) = game.outcome() {
        return say(&outcome);
    }
    let turn = game.turn();
    let id = match (game.players.of(turn), game.players.lone_human()) {
        (Player::Human, Some(_)) => "turn-yours",
        (Player::Human, None) => "turn-side",
        (Player::Computer, _) => "turn-computer",
    };
    tr(id, &[("color", turn.into())])
}

/// The status line.
#[must_use]
pub fn status_line(game: &GameLine, t: Thinking<'_>) -> String {
    let pos = game.position();
    if game.computer_to_move() {
        if t.failed {
            return tr("computer-unavailable", &[("turn", turn_sentence(game).into())]);
        }
        if t.thinking {
            return tr("computer-thinking", &[("color", pos.turn().into()), ("level", game.players.level.into())]);
        }
    } else if !pos.is_game_over() && pos.legal_moves().first() == Some(&Move::PASS) {
        return tr("must-pass", &[("color", pos.turn().into())]);
    }
    turn_sentence(game)
}

/// "depth 7, score 35, 12,345 nodes, expects b1-b3 h4-f2".
#[must_use]
pub fn engine_line(info: &SearchInfo) -> String {
    let nodes = group_thousands(info.nodes);
    // A forced result in words; a value as the engine wrote it (+0.35).
    let plies = 100_000 - info.score_value.abs();
    let score = match info.score_value {
        v if v >= FORCED => tr("engine-score-win", &[("plies", plies.into())]),
        v if v <= -FORCED => tr("engine-score-loss", &[("plies", plies.into())]),
        _ => info.score.clone(),
    };
    let mut line = tr("engine-info", &[("depth", info.depth.into()), ("score", score.into()), ("nodes", nodes.into())]);
    if !info.pv.is_empty() {
        let pv: Vec<&str> = info.pv.iter().take(6).map(String::as_str).collect();
        line.push_str(&tr("engine-expects", &[("moves", pv.join(" ").into())]));
    }
    line
}

/// The status line, the engine's report and the retry button, on the page.
pub fn show(els: &Elements, game: &GameLine, t: Thinking<'_>) {
    let pos = game.position();
    els.ai_retry.set_hidden(!(t.failed && game.computer_to_move()));
    els.status.set_text_content(Some(&status_line(game, t)));
    let info = t.info.filter(|_| t.thinking).map(engine_line);
    els.engine_info.set_hidden(info.is_none());
    els.engine_info.set_text_content(info.as_deref());
    els.status.set_attribute("data-thinking", if t.thinking { "true" } else { "false" }).ok();
    let state = if pos.is_game_over() { "over" } else { pos.turn().name() };
    els.status.set_attribute("data-state", state).ok();
}

/// "Viewing the position after White's move 4 of 12", numbered as the move list numbers.
fn viewing(game: &GameLine) -> String {
    let first = game.start().turn();
    let side = if game.view() == 0 { Arg::from("start") } else { Arg::from(mover(game.view(), first)) };
    let number = move_number(game.view(), first);
    tr("viewing", &[("side", side), ("number", number.into()), ("moves", moves_in(game).into())])
}

/// The result box, the pass button and the "viewing an earlier position" note.
pub fn show_around(els: &Elements, game: &GameLine) {
    let (view, ply) = (game.view(), game.ply());
    els.undo.set_disabled(!game.can_undo());
    els.redo.set_disabled(!game.can_redo());
    els.first.set_disabled(view == 0);
    els.back.set_disabled(view == 0);
    els.forward.set_disabled(view >= ply);
    els.last.set_disabled(view >= ply);
    els.viewing.set_hidden(view >= ply);
    els.viewing.set_text_content(Some(&viewing(game)));
    match game.outcome() {
        Some(outcome) => {
            els.result_text.set_text_content(Some(&tr("game-over", &[("outcome", say(&outcome).into())])));
            els.result.set_hidden(false);
            els.result.set_attribute("data-result", outcome.result_str()).ok();
        }
        None => els.result.set_hidden(true),
    }
    els.pass.set_hidden(!game.human_must_pass());
}

#[must_use]
pub fn group_thousands(n: f64) -> String {
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
    use loa_app::game::Players;
    use loa_core::{Position, Variant};

    #[test]
    fn sentences() {
        let mut g = GameLine::new(Position::new(Variant::Standard), Players::default());
        let idle = Thinking { thinking: false, failed: false, info: None };
        assert_eq!(status_line(&g, idle), "Your move (Black)");
        let m = g.position().parse_move("b1-b3").unwrap();
        g.play(m).unwrap();
        assert_eq!(status_line(&g, Thinking { thinking: true, ..idle }), "White (computer, level 3) is thinking…");
        assert_eq!(
            status_line(&g, Thinking { failed: true, ..idle }),
            "White (computer) to move: the computer is unavailable"
        );
        assert_eq!(group_thousands(1_234_567.0), "1,234,567");
    }

    #[test]
    fn the_engines_line_in_the_pages_language() {
        let info = |score: &str, score_value: i32| SearchInfo {
            id: 1,
            depth: 7,
            score: score.to_owned(),
            score_value,
            nodes: 12_345.0,
            time_ms: 10.0,
            pv: vec!["b1-b3".to_owned(), "h4-f2".to_owned()],
            lines: Vec::new(),
        };
        assert_eq!(engine_line(&info("+0.35", 35)), "depth 7, score +0.35, 12,345 nodes, expects b1-b3 h4-f2");
        assert_eq!(
            engine_line(&info("win in 5", 99_995)),
            "depth 7, score win in 5 half-moves, 12,345 nodes, expects b1-b3 h4-f2"
        );
        crate::i18n::set_lang(crate::i18n::Lang::Ru);
        assert!(engine_line(&info("win in 3", 99_997)).contains("выигрыш за 3 полухода"));
        assert!(engine_line(&info("loss in 6", -99_994)).contains("проигрыш за 6 полуходов"));
    }

    #[test]
    fn sentences_in_the_pages_language() {
        let mut g = GameLine::new(Position::new(Variant::Standard), Players::default());
        let idle = Thinking { thinking: false, failed: false, info: None };
        crate::i18n::set_lang(crate::i18n::Lang::Ru);
        assert_eq!(status_line(&g, idle), "Ваш ход (чёрные)");
        let m = g.position().parse_move("b1-b3").unwrap();
        g.play(m).unwrap();
        assert_eq!(status_line(&g, Thinking { thinking: true, ..idle }), "Белые (компьютер, уровень 3) думают…");
        crate::i18n::set_lang(crate::i18n::Lang::Ca);
        assert_eq!(
            status_line(&g, Thinking { thinking: true, ..idle }),
            "Les blanques (ordinador, nivell 3) s'ho pensen…"
        );
    }
}
