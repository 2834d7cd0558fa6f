//! loa-core's values in words: outcomes, why a move or a record is refused, variant names.
//!
//! loa-core's `Display` stays the English of the command line; these give the same sentences
//! in every language of the page (a test checks that the English ones match loa-core's).

use crate::editor::EditorError;
use loa_core::{
    Color, Escaped, Move, Outcome, ParseError, ParseMoveError, ParsePositionError, ParseRulesError, ParseSquareError,
    ParseVariantError, PlayError, Reason, RecordError, SetupError, Variant, MAX_PIECES_PER_SIDE,
};

use super::{Lang, Messages, Msg};

/// A value as a sentence (or a name) in the language of `messages`.
pub trait Localize {
    fn localize(&self, messages: &Messages) -> String;
}

impl Localize for Outcome {
    fn localize(&self, m: &Messages) -> String {
        match *self {
            Outcome::Win(c, reason) => {
                let id = match reason {
                    Reason::Connected => Msg::OutcomeConnected,
                    Reason::OpponentConnected => Msg::OutcomeOpponentConnected,
                    Reason::Simultaneous => Msg::OutcomeSimultaneousMover,
                    Reason::NoMoves => Msg::OutcomeNoMoves,
                    Reason::Repetition | Reason::MoveLimit => Msg::OutcomeWin,
                };
                m.tr(id, &[("color", c.into())])
            }
            Outcome::Draw(reason) => m.tr(
                match reason {
                    Reason::Simultaneous => Msg::OutcomeDrawSimultaneous,
                    Reason::Repetition => Msg::OutcomeDrawRepetition,
                    Reason::MoveLimit => Msg::OutcomeDrawMoveLimit,
                    _ => Msg::OutcomeDraw,
                },
                &[],
            ),
        }
    }
}

impl Localize for PlayError {
    fn localize(&self, m: &Messages) -> String {
        match *self {
            PlayError::GameOver(o) => m.tr(Msg::PlayGameOver, &[("outcome", clause(m, &o).into())]),
            PlayError::NoPiece(sq) => m.tr(Msg::PlayNoPiece, &[("square", sq.into())]),
            PlayError::NotYourPiece(sq) => m.tr(Msg::PlayNotYourPiece, &[("square", sq.into())]),
            PlayError::NotALine { from, to } => m.tr(Msg::PlayNotALine, &[("from", from.into()), ("to", to.into())]),
            PlayError::WrongDistance { from, to, distance, pieces } => m.tr(
                Msg::PlayWrongDistance,
                &[("from", from.into()), ("to", to.into()), ("distance", distance.into()), ("pieces", pieces.into())],
            ),
            PlayError::JumpsEnemy { from, to, enemy } => {
                m.tr(Msg::PlayJumpsEnemy, &[("from", from.into()), ("to", to.into()), ("enemy", enemy.into())])
            }
            PlayError::OwnPiece { from, to } => m.tr(Msg::PlayOwnPiece, &[("from", from.into()), ("to", to.into())]),
            PlayError::PassNotAllowed => m.tr(Msg::PlayPassNotAllowed, &[]),
            PlayError::CaptureMismatch { from, to } => {
                m.tr(Msg::PlayCaptureMismatch, &[("from", from.into()), ("to", to.into())])
            }
        }
    }
}

impl Localize for ParseMoveError {
    fn localize(&self, m: &Messages) -> String {
        match self {
            ParseMoveError::Syntax => m.tr(Msg::MoveSyntax, &[]),
            ParseMoveError::OffBoard { square, size } => {
                let last = char::from(b'a' + size.saturating_sub(1)).to_string();
                m.tr(
                    Msg::MoveOffBoard,
                    &[("square", (*square).into()), ("size", (*size).into()), ("last", last.into())],
                )
            }
            ParseMoveError::Illegal(e) => m.tr(Msg::MoveIllegal, &[("error", e.localize(m).into())]),
        }
    }
}

impl Localize for SetupError {
    fn localize(&self, m: &Messages) -> String {
        match *self {
            SetupError::WrongSize { size, expected } => {
                m.tr(Msg::SetupWrongSize, &[("size", size.into()), ("expected", expected.into())])
            }
            SetupError::Overlap(sq) => m.tr(Msg::SetupOverlap, &[("square", sq.into())]),
            SetupError::OffBoard(sq) => m.tr(Msg::SetupOffBoard, &[("square", sq.into())]),
            SetupError::NoPieces(c) => m.tr(Msg::SetupNoPieces, &[("color", c.into())]),
            SetupError::TooManyPieces(c) => {
                m.tr(Msg::SetupTooManyPieces, &[("color", c.into()), ("max", MAX_PIECES_PER_SIDE.into())])
            }
        }
    }
}

impl Localize for ParsePositionError {
    fn localize(&self, m: &Messages) -> String {
        match *self {
            ParsePositionError::Empty => m.tr(Msg::PositionEmpty, &[]),
            ParsePositionError::InvalidCharacter { rank, ch } => {
                let ch = Escaped(ch.encode_utf8(&mut [0; 4])).to_string();
                m.tr(Msg::PositionInvalidCharacter, &[("character", ch.into()), ("rank", rank.into())])
            }
            ParsePositionError::BadRankLength { rank, squares, expected } => m.tr(
                Msg::PositionRankLength,
                &[("rank", rank.into()), ("squares", squares.into()), ("expected", expected.into())],
            ),
            ParsePositionError::BadRankCount { ranks } => m.tr(Msg::PositionRankCount, &[("ranks", ranks.into())]),
            ParsePositionError::InvalidTurn => m.tr(Msg::PositionInvalidTurn, &[]),
            ParsePositionError::TrailingText => m.tr(Msg::PositionTrailingText, &[]),
        }
    }
}

impl Localize for ParseError {
    fn localize(&self, m: &Messages) -> String {
        match self {
            ParseError::Syntax(e) => e.localize(m),
            ParseError::Illegal(e) => m.tr(Msg::PositionIllegal, &[("error", clause(m, e).into())]),
        }
    }
}

impl Localize for ParseVariantError {
    fn localize(&self, m: &Messages) -> String {
        m.tr(Msg::VariantUnknown, &[])
    }
}

impl Localize for ParseRulesError {
    fn localize(&self, m: &Messages) -> String {
        match self {
            ParseRulesError::UnknownOption => m.tr(Msg::RulesUnknownOption, &[]),
            // The option and its values are the rules string's own words, the same everywhere.
            ParseRulesError::InvalidValue { option, expected } => {
                m.tr(Msg::RulesInvalidValue, &[("option", (*option).into()), ("expected", (*expected).into())])
            }
        }
    }
}

impl Localize for ParseSquareError {
    fn localize(&self, m: &Messages) -> String {
        m.tr(Msg::SquareInvalid, &[])
    }
}

impl Localize for RecordError {
    fn localize(&self, m: &Messages) -> String {
        match self {
            // `expected` names SGF syntax (`a node ';'`), kept as written.
            RecordError::Syntax { line, column, expected } => m.tr(
                Msg::RecordSyntax,
                &[("line", (*line).into()), ("column", (*column).into()), ("expected", (*expected).into())],
            ),
            RecordError::NotLinesOfAction(gm) => m.tr(Msg::RecordOtherGame, &[("game", gm.into())]),
            RecordError::UnknownVariant(su) => m.tr(Msg::RecordUnknownVariant, &[("variant", su.into())]),
            RecordError::BadSize { size, variant } => {
                m.tr(Msg::RecordBadSize, &[("size", size.into()), ("variant", variant.sgf_name().into())])
            }
            RecordError::BadSetupSquare(s) => m.tr(Msg::RecordBadSetupSquare, &[("square", s.into())]),
            RecordError::Position(e) => m.tr(Msg::RecordBadPosition, &[("error", e.localize(m).into())]),
            RecordError::Setup(e) => m.tr(Msg::RecordIllegalSetup, &[("error", clause(m, e).into())]),
            RecordError::Move { ply, text, error } => m.tr(
                Msg::RecordMove,
                &[
                    ("move", move_number(m, *ply).into()),
                    ("text", debug_quoted_inner(text).into()),
                    ("error", error.localize(m).into()),
                ],
            ),
            RecordError::WrongSide { ply, expected } => {
                m.tr(Msg::RecordWrongSide, &[("move", move_number(m, *ply).into()), ("color", (*expected).into())])
            }
            RecordError::UnclosedComment { ply } => {
                m.tr(Msg::RecordUnclosedComment, &[("move", move_number(m, *ply).into())])
            }
            RecordError::TooManyMoves { limit } => m.tr(Msg::RecordTooManyMoves, &[("limit", (*limit).into())]),
        }
    }
}

/// Why the edited board cannot be played: "Black has no pieces", "the game would be over before
/// a move (Black connects all pieces)".
impl Localize for EditorError {
    fn localize(&self, m: &Messages) -> String {
        match self {
            EditorError::Setup(e) => e.localize(m),
            EditorError::Decided(outcome) => m.tr(Msg::EditorDecided, &[("outcome", clause(m, outcome).into())]),
        }
    }
}

/// `value` said as a clause of another sentence, after a colon or in brackets ("the game is over:
/// Black connects all pieces"): Catalan and Russian start it in lower case ("la partida s'ha
/// acabat: les negres connecten…", "недопустимая позиция: у чёрных нет фишек"); English keeps
/// the sentence's capital.
#[must_use]
pub fn clause(m: &Messages, value: &impl Localize) -> String {
    let sentence = value.localize(m);
    match m.lang() {
        Lang::En => sentence,
        Lang::Ca | Lang::Ru => {
            let mut chars = sentence.chars();
            chars.next().map(|first| lower_initial(first).to_string() + chars.as_str()).unwrap_or(sentence)
        }
    }
}

/// `c` in lower case, for the capitals that begin the game's Catalan and Russian sentences (Latin
/// letters with their accents, and Cyrillic); others as they are. `char::to_lowercase` would bring
/// Unicode's whole case table into the wasm modules; a test checks that these agree with it.
const fn lower_initial(c: char) -> char {
    let lower = match c as u32 {
        // A-Z; À-Þ but ×; А-Я; Ѐ-Џ (Ё).
        0x41..=0x5a | 0xc0..=0xd6 | 0xd8..=0xde | 0x410..=0x42f => c as u32 + 0x20,
        0x400..=0x40f => c as u32 + 0x50,
        other => other,
    };
    match char::from_u32(lower) {
        Some(l) => l,
        None => c,
    }
}

/// "move 3 (first of the pair)": ply 5, counted as the records number their moves.
fn move_number(m: &Messages, ply: usize) -> String {
    m.tr(
        Msg::RecordMoveNumber,
        &[("number", ply.div_ceil(2).into()), ("half", if ply % 2 == 1 { "first" } else { "second" }.into())],
    )
}

/// A variant's name: "Standard", "Scrambled Eggs".
impl Localize for Variant {
    fn localize(&self, m: &Messages) -> String {
        m.tr(
            match self {
                Variant::Standard => Msg::VariantStandard,
                Variant::ScrambledEggs => Msg::VariantScrambledEggs,
                Variant::SixBySix => Msg::Variant6x6,
            },
            &[],
        )
    }
}

/// A move for people and screen readers: "Black: b1 to b3", "White: h3 takes f1", "Black passes".
#[must_use]
pub fn describe_move(m: &Messages, color: Color, mv: Move) -> String {
    if mv.is_pass() {
        m.tr(Msg::MovePass, &[("color", color.into())])
    } else {
        let id = if mv.is_capture() { Msg::MoveCapture } else { Msg::MovePlain };
        m.tr(id, &[("color", color.into()), ("from", mv.from().into()), ("to", mv.to().into())])
    }
}

/// `text` escaped as Rust's `{:?}` would, without the quotes (the messages add them).
fn debug_quoted_inner(text: &str) -> String {
    Escaped(text).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use loa_core::{Rules, Square};

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    /// One value of every variant of every localised loa-core type, with loa-core's English.
    fn samples() -> Vec<(Box<dyn Localize>, String)> {
        fn one<T: Localize + std::fmt::Display + 'static>(v: T) -> (Box<dyn Localize>, String) {
            let english = v.to_string();
            (Box::new(v), english)
        }
        let (b, w) = (Color::Black, Color::White);
        let mut all = Vec::new();
        for c in [b, w] {
            for r in [
                Reason::Connected,
                Reason::OpponentConnected,
                Reason::Simultaneous,
                Reason::NoMoves,
                Reason::Repetition,
            ] {
                all.push(one(Outcome::Win(c, r)));
            }
            all.push(one(SetupError::NoPieces(c)));
            all.push(one(SetupError::TooManyPieces(c)));
        }
        for r in [Reason::Simultaneous, Reason::Repetition, Reason::MoveLimit, Reason::Connected] {
            all.push(one(Outcome::Draw(r)));
        }
        let (from, to) = (sq("a6"), sq("d6"));
        let play = [
            PlayError::GameOver(Outcome::Win(b, Reason::Connected)),
            PlayError::NoPiece(sq("e4")),
            PlayError::NotYourPiece(sq("a2")),
            PlayError::NotALine { from: sq("b1"), to: sq("c4") },
            PlayError::WrongDistance { from, to, distance: 3, pieces: 2 },
            PlayError::WrongDistance { from, to, distance: 1, pieces: 1 },
            PlayError::JumpsEnemy { from, to, enemy: sq("c6") },
            PlayError::OwnPiece { from, to },
            PlayError::PassNotAllowed,
            PlayError::CaptureMismatch { from, to },
        ];
        for e in play {
            all.push(one(e));
            all.push(one(ParseMoveError::Illegal(e)));
        }
        all.push(one(ParseMoveError::Syntax));
        all.push(one(ParseMoveError::OffBoard { square: sq("g1"), size: 6 }));
        let setup = [
            SetupError::WrongSize { size: 6, expected: 8 },
            SetupError::Overlap(sq("e4")),
            SetupError::OffBoard(sq("h8")),
        ];
        let position = [
            ParsePositionError::Empty,
            ParsePositionError::InvalidCharacter { rank: 3, ch: 'x' },
            ParsePositionError::InvalidCharacter { rank: 3, ch: '\'' },
            ParsePositionError::BadRankLength { rank: 2, squares: 9, expected: 8 },
            ParsePositionError::BadRankCount { ranks: 7 },
            ParsePositionError::InvalidTurn,
            ParsePositionError::TrailingText,
        ];
        for e in setup {
            all.push(one(e));
            all.push(one(ParseError::Illegal(e)));
            all.push(one(RecordError::Setup(e)));
        }
        for e in position {
            all.push(one(e));
            all.push(one(ParseError::Syntax(e)));
            all.push(one(RecordError::Position(e)));
        }
        all.push(one(ParseVariantError));
        all.push(one(ParseSquareError));
        all.push(one("bogus".parse::<Rules>().unwrap_err()));
        all.push(one("simultaneous=maybe".parse::<Rules>().unwrap_err()));
        all.push(one(RecordError::Syntax { line: 2, column: 5, expected: "a node ';'" }));
        all.push(one(RecordError::NotLinesOfAction("1".into())));
        all.push(one(RecordError::UnknownVariant("Tiny".into())));
        all.push(one(RecordError::BadSize { size: "7".into(), variant: Variant::Standard }));
        all.push(one(RecordError::BadSetupSquare("z9".into())));
        for ply in [1, 4] {
            let error = ParseMoveError::Illegal(PlayError::NoPiece(sq("e4")));
            all.push(one(RecordError::Move { ply, text: "e4-\"e6".into(), error }));
            all.push(one(RecordError::WrongSide { ply, expected: w }));
            all.push(one(RecordError::UnclosedComment { ply }));
        }
        all.push(one(RecordError::TooManyMoves { limit: loa_core::record::MAX_RECORD_MOVES }));
        all
    }

    #[test]
    fn english_is_loa_cores_english() {
        let en = Messages::new(Lang::En);
        // The page writes numbers as ICU does, and says what the record's limit counts (its
        // half-moves); loa-core's command line writes bare digits.
        let limit = RecordError::TooManyMoves { limit: loa_core::record::MAX_RECORD_MOVES }.to_string();
        let page = "the record has more than 20,000 half-moves, the most that can be read";
        for (value, english) in samples() {
            let english = if english == limit { page.to_owned() } else { english };
            assert_eq!(value.localize(&en), english);
        }
        assert_eq!(Variant::ScrambledEggs.localize(&en), Variant::ScrambledEggs.title());
        assert_eq!(Variant::Standard.localize(&en), Variant::Standard.title());
        assert_eq!(Variant::SixBySix.localize(&en), Variant::SixBySix.title());
        // Where loa-core's English has no singular, ours has.
        let one = ParsePositionError::BadRankLength { rank: 2, squares: 1, expected: 8 };
        assert_eq!(one.localize(&en), "rank 2 has 1 square, expected 8");
    }

    #[test]
    fn every_language_says_every_value_in_its_own_words() {
        let en = Messages::new(Lang::En);
        for lang in [Lang::Ca, Lang::Ru] {
            let m = Messages::new(lang);
            for (value, _) in samples() {
                let text = value.localize(&m);
                assert!(!text.contains("{$"), "{lang}: {text}");
                assert_ne!(text, value.localize(&en), "{lang} says it in English");
            }
        }
    }

    #[test]
    fn a_sentence_inside_another_begins_in_lower_case_in_catalan_and_russian() {
        let outcome = Outcome::Win(Color::Black, Reason::Connected);
        let over = PlayError::GameOver(outcome);
        assert_eq!(over.localize(&Messages::new(Lang::En)), "the game is over: Black connects all pieces");
        let said = |lang, value: &dyn Localize| value.localize(&Messages::new(lang));
        assert!(said(Lang::Ca, &over).contains(": les negres"), "{}", said(Lang::Ca, &over));
        assert!(said(Lang::Ru, &over).contains(": чёрные"), "{}", said(Lang::Ru, &over));
        let none = ParseError::Illegal(SetupError::NoPieces(Color::Black));
        assert!(said(Lang::Ru, &none).contains(": у чёрных"), "{}", said(Lang::Ru, &none));
        let decided = said(Lang::Ca, &EditorError::Decided(outcome));
        assert!(decided.contains("(les negres"), "{decided}");
        // The capitals of the three languages' alphabets, as Unicode lowers them.
        for c in ('A'..='Z').chain('À'..='Þ').chain('Ѐ'..='Я').filter(|&c| c != '×') {
            assert_eq!(Some(lower_initial(c)), c.to_lowercase().next(), "{c}");
            assert_eq!(c.to_lowercase().count(), 1, "{c}");
        }
        assert_eq!(lower_initial('é'), 'é');
        assert_eq!(lower_initial('6'), '6');
    }

    #[test]
    fn moves_are_described_with_the_notations_squares() {
        let m = |s: &str| loa_core::Position::new(Variant::Standard).parse_move(s).unwrap();
        let cases = [
            (Lang::En, "b1-b3", "Black: b1 to b3"),
            (Lang::Ca, "b1-b3", "Negres: de b1 a b3"),
            (Lang::Ru, "b1-b3", "Чёрные: b1 на b3"),
        ];
        for (lang, mv, said) in cases {
            assert_eq!(describe_move(&Messages::new(lang), Color::Black, m(mv)), said);
        }
        assert_eq!(describe_move(&Messages::new(Lang::Ru), Color::White, Move::PASS), "Белые пропускают ход");
    }
}
