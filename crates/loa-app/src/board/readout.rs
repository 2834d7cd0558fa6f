//! What the board says on request, for players who cannot see it: the legal destinations of the
//! focused piece (key `d`) and the last move (key `l`), in the board's language, through its
//! live region.

use loa_core::{Color, Position, Square};

use crate::i18n::{describe_move, Messages};

use super::moves_of;
use crate::i18n::Msg;

/// Where the piece on `sq` may go, e.g. "b1, black piece: b3, d3, h1". A piece of the side not
/// to move is read as if its side were to move (what a premove could do).
#[must_use]
pub fn destinations(m: &Messages, pos: &Position, sq: Square) -> String {
    let Some(color) = pos.piece_at(sq) else {
        return m.tr(Msg::AccessNoPiece, &[("square", sq.into())]);
    };
    let piece = m.tr(
        match color {
            Color::Black => Msg::SquareBlack,
            Color::White => Msg::SquareWhite,
        },
        &[],
    );
    let mut moves: Vec<_> = moves_of(pos, sq).into_iter().collect();
    // By name ("a1" < "a2" < "b1"): file, then rank.
    loa_core::sort::stable_by_key(&mut moves, |mv| (mv.to().file(), mv.to().rank()));
    let list: Vec<String> = moves
        .iter()
        .map(|mv| {
            if mv.is_capture() {
                m.tr(Msg::AccessDestCapture, &[("square", mv.to().into())])
            } else {
                mv.to().to_string()
            }
        })
        .collect();
    m.tr(
        Msg::AccessDestinations,
        &[
            ("square", sq.into()),
            ("piece", piece.into()),
            ("count", list.len().into()),
            ("list", list.join(", ").into()),
        ],
    )
}

/// The last move of the position shown, with who played it, or that none has been played.
#[must_use]
pub fn last_move(m: &Messages, pos: &Position) -> String {
    match pos.last_move() {
        Some(mv) => m.tr(Msg::AccessLastMove, &[("move", describe_move(m, !pos.turn(), mv).into())]),
        None => m.tr(Msg::AccessNoLastMove, &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use loa_core::{Move, Variant};

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    fn played(moves: &[&str]) -> Position {
        let mut pos = Position::new(Variant::Standard);
        for text in moves {
            let mv: Move = pos.parse_move(text).unwrap();
            pos.play(mv).unwrap();
        }
        pos
    }

    #[test]
    fn reads_destinations_in_each_language() {
        let start = Position::new(Variant::Standard);
        let cases = [
            (Lang::En, "b1", "b1, black piece: 3 moves, to b3, d3, h1"),
            (Lang::Ca, "b1", "b1, fitxa negra: 3 jugades, a b3, d3, h1"),
            (Lang::Ru, "b1", "b1, чёрная фишка: 3 хода, на b3, d3, h1"),
            (Lang::En, "d4", "d4: no piece"),
            // White's piece, read as if White were to move.
            (Lang::En, "a2", "a2, white piece: 3 moves, to a8, c2, c4"),
        ];
        for (lang, square, want) in cases {
            let m = Messages::new(lang);
            assert_eq!(destinations(&m, &start, sq(square)), want, "{lang} {square}");
        }
    }

    #[test]
    fn reads_captures_and_plural_forms() {
        let pos = played(&["b1-b3", "h4-f2"]);
        let en = Messages::new(Lang::En);
        assert_eq!(destinations(&en, &pos, sq("d1")), "d1, black piece: 3 moves, to a4 (capture), d3, f3");
        let ru = Messages::new(Lang::Ru);
        assert_eq!(destinations(&ru, &pos, sq("d1")), "d1, чёрная фишка: 3 хода, на a4 со взятием, d3, f3");
    }

    #[test]
    fn reads_the_last_move() {
        let m = Messages::new(Lang::En);
        assert_eq!(last_move(&m, &Position::new(Variant::Standard)), "No move has been played yet");
        assert_eq!(last_move(&m, &played(&["b1-b3"])), "Last move: Black: b1 to b3");
        assert_eq!(last_move(&m, &played(&["b1-b3", "h4-f2", "d1xa4"])), "Last move: Black: d1 takes a4");
        let ca = Messages::new(Lang::Ca);
        assert!(last_move(&ca, &played(&["b1-b3", "h4-f2"])).contains("h4"));
    }
}
