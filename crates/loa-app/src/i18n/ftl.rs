//! A small reader and formatter for the part of Project Fluent that the message files use:
//! messages (`id = pattern`), variables (`{ $name }`), string literals (`{ "…" }`) and select
//! expressions on a string or a number's plural category (`{ $count -> [one] … *[other] … }`),
//! with the plural rules of English, Catalan and Russian for whole numbers.
//!
//! Why not `fluent-bundle` at run time: it adds ~50 KB gzip to the game page (its parser, plural
//! tables for every language, and float formatting), over the page's whole i18n budget. The files
//! stay standard Fluent: the tests check them with `fluent-syntax` and compare every message's
//! output with `fluent-bundle`'s, in every language, over a grid of arguments.

use std::fmt;

use super::{Arg, Decimal, Lang};

/// A message's pattern: text and placeables.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Part {
    Text(String),
    Var(String),
    Select { var: String, variants: Vec<(Key, Vec<Part>)>, default: usize },
}

/// A variant's key.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Key {
    /// `[black]`, `[one]`: a string, or a plural category for numbers.
    Name(String),
    /// `[0]`: an exact number.
    Number(i64),
}

/// Why a message file could not be read (the shipped files are checked by the tests).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FtlError {
    pub line: usize,
    pub message: &'static str,
}

impl fmt::Display for FtlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for FtlError {}

/// Reads a message file: every message, in file order, and the errors of those left out.
pub(crate) fn parse(text: &str) -> (Vec<(String, Vec<Part>)>, Vec<FtlError>) {
    let mut messages = Vec::new();
    let mut errors = Vec::new();
    let lines: Vec<&str> = text.lines().collect();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        let start = i + 1;
        i += 1;
        if line.trim().is_empty() || line.starts_with('#') || line.starts_with(' ') {
            // Continuation lines of a skipped entry, comments and blank lines.
            continue;
        }
        let Some((id, first)) = line.split_once('=') else {
            errors.push(FtlError { line: start, message: "expected `id = text`" });
            continue;
        };
        let id = id.trim();
        // The value: the rest of the line and the indented lines below it.
        let mut value = first.to_owned();
        while i < lines.len() && lines[i].starts_with(' ') {
            value.push('\n');
            value.push_str(lines[i]);
            i += 1;
        }
        if !is_identifier(id) {
            errors.push(FtlError { line: start, message: "unsupported entry (only messages: a-z, 0-9, -)" });
            continue;
        }
        let mut p = Parser { s: value.as_bytes(), at: 0, text: &value };
        match p.pattern(false) {
            Ok(parts) if p.at == p.s.len() => messages.push((id.to_owned(), parts)),
            Ok(_) => errors.push(FtlError { line: start, message: "unexpected `}`" }),
            Err(message) => errors.push(FtlError { line: start, message }),
        }
    }
    (messages, errors)
}

fn is_identifier(id: &str) -> bool {
    id.starts_with(|c: char| c.is_ascii_alphabetic())
        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

struct Parser<'a> {
    s: &'a [u8],
    at: usize,
    text: &'a str,
}

impl Parser<'_> {
    fn peek(&self) -> Option<u8> {
        self.s.get(self.at).copied()
    }

    fn skip_blank(&mut self, newlines: bool) {
        while let Some(c) = self.peek() {
            if c == b' ' || (newlines && c == b'\n') {
                self.at += 1;
            } else {
                break;
            }
        }
    }

    /// A pattern up to the end of the value (or, in a variant, of its line). Leading and
    /// trailing blanks are not part of it, as in Fluent.
    fn pattern(&mut self, variant: bool) -> Result<Vec<Part>, &'static str> {
        let mut parts = Vec::new();
        self.skip_blank(!variant);
        loop {
            match self.peek() {
                None => break,
                Some(b'\n') if variant => break,
                Some(b'\n') => {
                    self.skip_blank(true);
                    if self.peek().is_some() {
                        return Err("unsupported: text on more than one line");
                    }
                }
                Some(b'{') => {
                    self.at += 1;
                    parts.push(self.placeable()?);
                }
                Some(b'}') => return Err("unexpected `}` in text"),
                Some(_) => {
                    let start = self.at;
                    while !matches!(self.peek(), None | Some(b'{' | b'}' | b'\n')) {
                        self.at += 1;
                    }
                    parts.push(Part::Text(self.text[start..self.at].to_owned()));
                }
            }
        }
        if let Some(Part::Text(t)) = parts.last_mut() {
            let trimmed = t.trim_end_matches(' ').len();
            t.truncate(trimmed);
            if t.is_empty() {
                parts.pop();
            }
        }
        Ok(parts)
    }

    fn name(&mut self) -> Result<String, &'static str> {
        let start = self.at;
        while self.peek().is_some_and(|c| c.is_ascii_alphanumeric() || c == b'-' || c == b'_') {
            self.at += 1;
        }
        if start == self.at {
            return Err("expected a name");
        }
        Ok(self.text[start..self.at].to_owned())
    }

    fn expect(&mut self, c: u8, message: &'static str) -> Result<(), &'static str> {
        if self.peek() == Some(c) {
            self.at += 1;
            Ok(())
        } else {
            Err(message)
        }
    }

    /// After `{`: `$var }`, `"text" }` or `$var -> variants }`.
    fn placeable(&mut self) -> Result<Part, &'static str> {
        self.skip_blank(true);
        let part = match self.peek() {
            Some(b'"') => {
                self.at += 1;
                let start = self.at;
                while !matches!(self.peek(), None | Some(b'"' | b'\\' | b'\n')) {
                    self.at += 1;
                }
                let text = self.text[start..self.at].to_owned();
                self.expect(b'"', "unsupported string literal (escapes are not read)")?;
                Part::Text(text)
            }
            Some(b'$') => {
                self.at += 1;
                let var = self.name()?;
                self.skip_blank(true);
                if self.s[self.at..].starts_with(b"->") {
                    self.at += 2;
                    return self.select(var);
                }
                Part::Var(var)
            }
            _ => return Err("unsupported placeable (only $variables, \"strings\" and selects)"),
        };
        self.skip_blank(true);
        self.expect(b'}', "expected `}`")?;
        Ok(part)
    }

    fn select(&mut self, var: String) -> Result<Part, &'static str> {
        let mut variants = Vec::new();
        let mut default = None;
        loop {
            self.skip_blank(true);
            match self.peek() {
                Some(b'}') => {
                    self.at += 1;
                    break;
                }
                Some(b'*') => {
                    self.at += 1;
                    if default.replace(variants.len()).is_some() {
                        return Err("two default variants");
                    }
                }
                Some(b'[') => {}
                _ => return Err("expected a variant `[key] text` or `}`"),
            }
            self.expect(b'[', "expected `[`")?;
            self.skip_blank(false);
            let key = if self.peek().is_some_and(|c| c.is_ascii_digit() || c == b'-') {
                let start = self.at;
                self.at += 1;
                while self.peek().is_some_and(|c| c.is_ascii_digit()) {
                    self.at += 1;
                }
                Key::Number(self.text[start..self.at].parse().map_err(|_| "bad number key")?)
            } else {
                Key::Name(self.name()?)
            };
            self.skip_blank(false);
            self.expect(b']', "expected `]`")?;
            let value = self.pattern(true)?;
            variants.push((key, value));
        }
        let default = default.ok_or("a select needs a default variant `*[…]`")?;
        Ok(Part::Select { var, variants, default })
    }
}

/// The CLDR cardinal plural category of the whole number `n`.
#[must_use]
pub fn plural_category(lang: Lang, n: i64) -> &'static str {
    let n = n.unsigned_abs();
    match lang {
        Lang::En | Lang::Ca => {
            if n == 1 {
                "one"
            } else {
                "other"
            }
        }
        Lang::Ru => match (n % 10, n % 100) {
            (1, r) if r != 11 => "one",
            (2..=4, r) if !(12..=14).contains(&r) => "few",
            _ => "many",
        },
    }
}

/// Formats `parts` with `args` into `out`. A missing variable shows as `{$name}`, as in Fluent.
pub(crate) fn format(lang: Lang, parts: &[Part], args: &[(&str, Arg<'_>)], out: &mut String) {
    let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, a)| a);
    for part in parts {
        match part {
            Part::Text(t) => out.push_str(t),
            Part::Var(name) => match arg(name) {
                Some(Arg::Text(t)) => out.push_str(t),
                Some(Arg::Number(n)) => out.push_str(&Decimal::whole(*n).write(lang)),
                Some(Arg::Decimal(d)) => out.push_str(&d.write(lang)),
                None => {
                    out.push_str("{$");
                    out.push_str(name);
                    out.push('}');
                }
            },
            Part::Select { var, variants, default } => {
                let value = arg(var);
                // A number written with decimals is of the category `other` in all three
                // languages (CLDR: `one`, `few` and `many` need no visible decimals).
                let number = match value {
                    Some(Arg::Number(n)) => Some(Some(*n)),
                    Some(Arg::Decimal(d)) => Some(d.as_whole()),
                    _ => None,
                };
                let chosen = variants
                    .iter()
                    .position(|(key, _)| match (key, value, number) {
                        (Key::Name(k), Some(Arg::Text(t)), _) => k == t,
                        (Key::Name(k), _, Some(Some(n))) => k == plural_category(lang, n),
                        (Key::Name(k), _, Some(None)) => k == "other",
                        (Key::Number(k), _, Some(Some(n))) => *k == n,
                        _ => false,
                    })
                    .unwrap_or(*default);
                format(lang, &variants[chosen].1, args, out);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_messages_variables_and_selects() {
        let (messages, errors) =
            parse("# comment\n\na = Hello, { $who }!\nb = { $n ->\n    [0] none\n    [one] one { $n }\n   *[other] { $n } things\n } left\n");
        assert!(errors.is_empty(), "{errors:?}");
        let one = |id: &str, args: &[(&str, Arg<'_>)]| {
            let (_, parts) = messages.iter().find(|(i, _)| i == id).unwrap();
            let mut out = String::new();
            format(Lang::En, parts, args, &mut out);
            out
        };
        assert_eq!(one("a", &[("who", "you".into())]), "Hello, you!");
        assert_eq!(one("a", &[]), "Hello, {$who}!");
        assert_eq!(one("b", &[("n", 0.into())]), "none left");
        assert_eq!(one("b", &[("n", 1.into())]), "one 1 left");
        assert_eq!(one("b", &[("n", 7.into())]), "7 things left");
    }

    #[test]
    fn reports_what_it_cannot_read() {
        let cases = [
            ("-term = x", 1),
            ("a = { -term }", 1),
            ("a = x\n    .attr = y", 1),
            ("a = { $n ->\n [one] x\n}", 1),
            ("ok = fine\nbad = { oops }", 2),
            ("a = one\n    two", 1),
        ];
        for (text, line) in cases {
            let (_, errors) = parse(text);
            assert_eq!(errors.first().map(|e| e.line), Some(line), "{text:?}: {errors:?}");
        }
    }

    #[test]
    fn russian_plural_categories() {
        let cases = [(0, "many"), (1, "one"), (2, "few"), (4, "few"), (5, "many"), (11, "many"), (12, "many")];
        let more = [(21, "one"), (22, "few"), (25, "many"), (101, "one"), (111, "many"), (112, "many"), (1004, "few")];
        for (n, c) in cases.into_iter().chain(more) {
            assert_eq!(plural_category(Lang::Ru, n), c, "{n}");
        }
    }
}
