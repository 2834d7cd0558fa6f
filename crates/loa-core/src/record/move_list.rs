//! The plain numbered move list, `1. b1-b3 h4-f2 2. d1xa4`: writing it, and its words.

use alloc::string::String;
use core::fmt::{self, Write};

use super::ply::{next_ply, play_text, MAX_RECORD_MOVES};
use super::RecordError;
use crate::{Color, Position};

/// Writes the moves played since the start as `1. b1-b3 h4-f2 2. d1xa4 h2-e2`. A game whose
/// start position has White to move begins `1... h4-f2`.
#[must_use]
pub fn write_move_list(pos: &Position) -> String {
    let start = pos.game_start();
    let mut out = String::new();
    let mut number = 1;
    let mut turn = start.turn();
    for (i, m) in pos.moves_played().enumerate() {
        if turn == Color::Black {
            if i > 0 {
                out.push(' ');
            }
            let _ = write!(out, "{number}. {m}");
        } else if i == 0 {
            let _ = write!(out, "{number}... {m}");
        } else {
            let _ = write!(out, " {m}");
        }
        if turn == Color::White {
            number += 1;
        }
        turn = !turn;
    }
    out
}

/// A move list's words, in order: the move texts only, with everything else left out.
///
/// Words are separated by white space, `,`, `;` and `|`, and by `{comments}`, which may touch a
/// move (`b1-b3{good}h4-f2` is two moves). Move numbers (`1.`, `12...`, also glued to the move:
/// `12.b1-b3`), results (`1-0`, `0-1`, `1/2-1/2`, `½-½`, `*`) and byte-order marks are skipped.
/// A `{` with no `}` after it gives [`UnclosedComment`] and ends the words.
///
/// ```
/// use loa_core::record::move_words;
/// let words: Vec<_> = move_words("1. b1-b3{a comment}h4-f2, 2... d1xa4 | 1-0").collect();
/// assert_eq!(words, [Ok("b1-b3"), Ok("h4-f2"), Ok("d1xa4")]);
/// assert!(move_words("b1-b3 {never closed").nth(1).unwrap().is_err());
/// ```
#[must_use]
pub fn move_words(text: &str) -> MoveWords<'_> {
    MoveWords { rest: text }
}

/// A `{` comment in a move list with no `}` to close it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnclosedComment;

impl fmt::Display for UnclosedComment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a {comment} is not closed with }")
    }
}

impl core::error::Error for UnclosedComment {}

/// The iterator [`move_words`] returns.
#[derive(Debug, Clone)]
pub struct MoveWords<'a> {
    rest: &'a str,
}

fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, ',' | ';' | '|' | '\u{feff}')
}

impl<'a> Iterator for MoveWords<'a> {
    type Item = Result<&'a str, UnclosedComment>;

    fn next(&mut self) -> Option<Self::Item> {
        loop {
            let rest = self.rest.trim_start_matches(is_separator);
            if let Some(comment) = rest.strip_prefix('{') {
                let Some(end) = comment.find('}') else {
                    self.rest = "";
                    return Some(Err(UnclosedComment));
                };
                self.rest = &comment[end + 1..];
                continue;
            }
            if rest.is_empty() {
                self.rest = rest;
                return None;
            }
            let end = rest.find(|c: char| is_separator(c) || c == '{').unwrap_or(rest.len());
            let (word, after) = rest.split_at(end);
            self.rest = after;
            // A move number, possibly glued to the move: "12." "12..." "12.b1-b3".
            let digits = word.bytes().take_while(u8::is_ascii_digit).count();
            let word = if digits > 0 && word[digits..].starts_with('.') {
                word[digits..].trim_start_matches('.')
            } else {
                word
            };
            if word.is_empty() || matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*") {
                continue;
            }
            return Some(Ok(word));
        }
    }
}

/// Plays the words of a move list onto `start`, as far as they can be played: the position
/// after them, and what stopped the reading (`None` when every word was played).
pub(super) fn play_words(text: &str, start: Position) -> (Position, Option<RecordError>) {
    let mut pos = start;
    let mut read = 0;
    for word in move_words(text) {
        let error = match word {
            Err(UnclosedComment) => RecordError::UnclosedComment { ply: next_ply(&pos) },
            Ok(_) if read == MAX_RECORD_MOVES => RecordError::TooManyMoves { limit: MAX_RECORD_MOVES },
            Ok(word) => match play_text(&mut pos, word) {
                Ok(()) => {
                    read += 1;
                    continue;
                }
                Err(e) => e,
            },
        };
        return (pos, Some(error));
    }
    (pos, None)
}
