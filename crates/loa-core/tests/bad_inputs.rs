//! Malformed input must give the error listed for it in `bad_inputs.txt` (its Display text):
//! one table of positions, moves, move lists, SGF, rules, variants and squares, so that a new
//! case is one line.

use loa_core::record::{self, Format};
use loa_core::{Position, Rules, Square, Variant};

const TABLE: &str = include_str!("bad_inputs.txt");

/// The escapes of the table: `\n`, `\t`, `\\`, `\s` (a space) and `\u{…}`.
fn unescape(s: &str) -> Result<String, String> {
    let mut out = String::new();
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('s') => out.push(' '),
            Some('\\') => out.push('\\'),
            Some('u') => {
                let rest = chars.as_str();
                let hex = rest.strip_prefix('{').and_then(|r| r.split_once('}')).map(|(h, _)| h);
                let code = hex.and_then(|h| u32::from_str_radix(h, 16).ok()).and_then(char::from_u32);
                let (Some(hex), Some(ch)) = (hex, code) else { return Err(format!("bad \\u escape in {s:?}")) };
                out.push(ch);
                chars = rest[hex.len() + 2..].chars();
            }
            other => return Err(format!("unknown escape \\{} in {s:?}", other.unwrap_or(' '))),
        }
    }
    Ok(out)
}

/// The error `input` gives as `kind`, or `Ok(what was read)` when it is accepted.
fn error_of(kind: &str, input: &str) -> Result<Result<String, String>, String> {
    let standard = || Position::new(Variant::Standard);
    let err = |r: Result<String, String>| Ok(r);
    match kind {
        "position" => err(Position::from_position_string(input, Variant::Standard, Rules::default())
            .map(|p| p.to_string())
            .map_err(|e| e.to_string())),
        "move" => err(standard().parse_move(input).map(|m| m.to_string()).map_err(|e| e.to_string())),
        "moves" => err(record::read(input, standard(), Format::MoveList)
            .into_position()
            .map(|p| p.to_string())
            .map_err(|e| e.to_string())),
        "sgf" => err(record::read(input, Position::with_rules(Variant::Standard, Rules::default()), Format::Sgf)
            .into_position()
            .map(|p| p.to_string())
            .map_err(|e| e.to_string())),
        "record" => err(record::read(input, standard(), Format::of(input))
            .into_position()
            .map(|p| p.to_string())
            .map_err(|e| e.to_string())),
        "rules" => err(input.parse::<Rules>().map(|r| r.to_string()).map_err(|e| e.to_string())),
        "variant" => err(input.parse::<Variant>().map(|v| v.name().to_owned()).map_err(|e| e.to_string())),
        "square" => err(input.parse::<Square>().map(|s| s.to_string()).map_err(|e| e.to_string())),
        _ => Err(format!("unknown kind {kind:?}")),
    }
}

#[test]
fn every_bad_input_gives_its_error() {
    let mut failures = Vec::new();
    let mut cases = 0;
    for (n, line) in TABLE.lines().enumerate().map(|(i, l)| (i + 1, l)) {
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((case, expected)) = line.rsplit_once(" => ") else {
            failures.push(format!("line {n}: no \" => \" in {line:?}"));
            continue;
        };
        let (kind, input) = case.split_once(' ').unwrap_or((case, ""));
        let input = match unescape(input.trim()) {
            Ok(i) => i,
            Err(e) => {
                failures.push(format!("line {n}: {e}"));
                continue;
            }
        };
        cases += 1;
        match error_of(kind, &input) {
            Err(e) => failures.push(format!("line {n}: {e}")),
            Ok(Ok(read)) => failures.push(format!("line {n}: {kind} {input:?} was accepted (as {read:?})")),
            Ok(Err(got)) if got != expected => {
                failures.push(format!("line {n}: {kind} {input:?}\n   expected: {expected}\n        got: {got}"));
            }
            Ok(Err(_)) => {}
        }
    }
    assert!(failures.is_empty(), "{} of {cases} cases failed:\n{}", failures.len(), failures.join("\n"));
    assert!(cases >= 50, "{cases}");
}
