//! The protocol's other words: the position in (`position startpos|pos POS [moves M...]`),
//! the search's `info` lines and scores out.

use loa_core::search::{Info, Score};
use loa_core::{Position, Rules, Variant};

/// The position of `position startpos|pos POS [moves M...]`, with the moves played (so the rules
/// see the history). `pos` (or `fen`) takes the position string's two words.
///
/// # Errors
/// A message saying what is wrong: the form, the position or which move.
pub fn parse_position(words: &[&str], variant: Variant, rules: Rules) -> Result<Position, String> {
    let (mut pos, rest) = match words.first().copied() {
        Some("startpos") => (Position::with_rules(variant, rules), &words[1..]),
        Some("pos" | "fen") => {
            let end = words.iter().position(|w| *w == "moves").unwrap_or(words.len());
            let text = words[1..end].join(" ");
            let pos =
                Position::from_position_string(&text, variant, rules).map_err(|e| format!("position {text:?}: {e}"))?;
            (pos, &words[end..])
        }
        _ => return Err("position: expected startpos or pos POS, then optionally moves M...".into()),
    };
    match rest.split_first() {
        None => {}
        Some((&"moves", moves)) => {
            for (i, text) in moves.iter().enumerate() {
                let m = pos.parse_move(text).map_err(|e| format!("position: move {} {text:?}: {e}", i + 1))?;
                pos.play(m).map_err(|e| format!("position: move {} {text:?}: {e}", i + 1))?;
            }
        }
        Some((w, _)) => return Err(format!("position: unexpected {w:?} (expected moves)")),
    }
    Ok(pos)
}

/// `score cp X` or `score mate N` (N in moves, negative when the engine is mated).
#[must_use]
pub fn score_words(score: Score) -> String {
    match score {
        Score::Value(v) => format!("cp {v}"),
        Score::WinIn(n) => format!("mate {}", n.div_ceil(2).max(1)),
        Score::LossIn(n) => format!("mate -{}", (n / 2).max(1)),
    }
}

/// One `info` line of the protocol.
#[must_use]
pub fn info_words(info: &Info) -> String {
    let nps = (info.nodes * 1000).checked_div(info.time_ms).unwrap_or(0);
    let pv: Vec<String> = info.pv.iter().map(ToString::to_string).collect();
    let mut line = format!(
        "info depth {} seldepth {} score {} nodes {} nps {} time {}",
        info.depth,
        info.seldepth,
        score_words(info.score),
        info.nodes,
        nps,
        info.time_ms
    );
    if !pv.is_empty() {
        line.push_str(" pv ");
        line.push_str(&pv.join(" "));
    }
    line
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_words() {
        let pos = parse_position(&["startpos", "moves", "b1b3", "a2-c2"], Variant::Standard, Rules::default()).unwrap();
        assert_eq!(pos.to_string(), "1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/2w4w/2bbbbb1 b");
        let words = ["pos", "7w/8/8/8/8/2b5/b7/b6w", "w", "moves", "h8-g8"];
        assert_eq!(parse_position(&words, Variant::Standard, Rules::default()).unwrap().ply(), 1);
        for bad in [&["startpos", "moves", "b1-b4"][..], &["pos", "8/8", "b"], &["nothing"], &["startpos", "x"]] {
            assert!(parse_position(bad, Variant::Standard, Rules::default()).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn scores_in_moves() {
        assert_eq!(score_words(Score::Value(-35)), "cp -35");
        assert_eq!(score_words(Score::WinIn(1)), "mate 1");
        assert_eq!(score_words(Score::WinIn(3)), "mate 2");
        assert_eq!(score_words(Score::LossIn(2)), "mate -1");
    }
}
