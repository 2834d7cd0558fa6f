//! Text from outside (a move someone typed, a value from a link) shown between quotes.

use core::fmt::{self, Write};

/// `text` as it goes between quotes in a message: a backslash, a double quote and the control
/// characters escaped as Rust writes them (`\n`, `\u{1b}`), everything else as it is.
///
/// Rust's own `escape_debug` also escapes the characters it finds unprintable, with tables of
/// Unicode that would weigh a few kilobytes in each web module; a reader needs only to see where
/// the text starts and ends, and any line break or control character in it.
///
/// ```
/// use loa_core::Escaped;
///
/// assert_eq!(Escaped("say \"b1-b3\"\n").to_string(), r#"say \"b1-b3\"\n"#);
/// assert_eq!(Escaped("\u{1b}[0m é").to_string(), r"\u{1b}[0m é");
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Escaped<'a>(pub &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for ch in self.0.chars() {
            match ch {
                '\\' => f.write_str(r"\\")?,
                '"' => f.write_str("\\\"")?,
                '\n' => f.write_str(r"\n")?,
                '\r' => f.write_str(r"\r")?,
                '\t' => f.write_str(r"\t")?,
                c if c.is_control() => write!(f, "\\u{{{:x}}}", u32::from(c))?,
                c => f.write_char(c)?,
            }
        }
        Ok(())
    }
}
