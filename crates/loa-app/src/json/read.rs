//! Reading JSON text.

use super::{Json, JsonError};

/// Nesting deeper than this is refused (the app's values nest three deep), so a hostile text
/// cannot exhaust the stack.
const MAX_DEPTH: usize = 64;

impl Json {
    /// Reads JSON text (whitespace around it allowed, nothing after it).
    ///
    /// # Errors
    /// [`JsonError::Syntax`]: what was expected, at which byte.
    pub fn parse(text: &str) -> Result<Json, JsonError> {
        let mut reader = Reader { bytes: text.as_bytes(), at: 0 };
        let value = reader.value(0)?;
        reader.space();
        if reader.at < reader.bytes.len() {
            return Err(reader.error("the end of the text"));
        }
        Ok(value)
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn error(&self, expected: &'static str) -> JsonError {
        JsonError::Syntax { at: self.at, expected }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    /// Skips `c` after whitespace, if it is next.
    fn eat(&mut self, c: u8) -> bool {
        self.space();
        let found = self.peek() == Some(c);
        if found {
            self.at += 1;
        }
        found
    }

    fn word(&mut self, word: &'static str, value: Json) -> Result<Json, JsonError> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.error("a value"))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, JsonError> {
        if depth > MAX_DEPTH {
            return Err(self.error("less nesting"));
        }
        self.space();
        match self.peek() {
            Some(b'{') => {
                self.at += 1;
                let mut fields = Vec::new();
                if self.eat(b'}') {
                    return Ok(Json::Object(fields));
                }
                loop {
                    self.space();
                    if self.peek() != Some(b'"') {
                        return Err(self.error("a field name"));
                    }
                    let name = self.string()?;
                    if !self.eat(b':') {
                        return Err(self.error("':'"));
                    }
                    fields.push((name, self.value(depth + 1)?));
                    if self.eat(b'}') {
                        return Ok(Json::Object(fields));
                    }
                    if !self.eat(b',') {
                        return Err(self.error("',' or '}'"));
                    }
                }
            }
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                if self.eat(b']') {
                    return Ok(Json::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    if self.eat(b']') {
                        return Ok(Json::Array(items));
                    }
                    if !self.eat(b',') {
                        return Err(self.error("',' or ']'"));
                    }
                }
            }
            Some(b'"') => self.string().map(Json::Str),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'n') => self.word("null", Json::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            _ => Err(self.error("a value")),
        }
    }

    /// A whole number: `-?(0|[1-9][0-9]*)` within an `i64`.
    fn number(&mut self) -> Result<Json, JsonError> {
        let negative = self.peek() == Some(b'-');
        if negative {
            self.at += 1;
        }
        let digits = self.at;
        let mut n: i64 = 0;
        while let Some(d @ b'0'..=b'9') = self.peek() {
            let d = i64::from(d - b'0');
            n = n
                .checked_mul(10)
                .and_then(|n| if negative { n.checked_sub(d) } else { n.checked_add(d) })
                .ok_or_else(|| self.error("a smaller number"))?;
            self.at += 1;
        }
        let len = self.at - digits;
        if len == 0 || (len > 1 && self.bytes[digits] == b'0') {
            return Err(JsonError::Syntax { at: digits, expected: "a number" });
        }
        if matches!(self.peek(), Some(b'.' | b'e' | b'E')) {
            return Err(self.error("a whole number"));
        }
        Ok(Json::Int(n))
    }

    /// A string, the opening quote next.
    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1;
        let mut out = Vec::new();
        loop {
            let start = self.at;
            while let Some(c) = self.peek() {
                if c == b'"' || c == b'\\' || c < 0x20 {
                    break;
                }
                self.at += 1;
            }
            out.extend_from_slice(&self.bytes[start..self.at]);
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    // Whole runs of valid UTF-8 and whole escaped characters: valid UTF-8.
                    return String::from_utf8(out).map_err(|_| self.error("UTF-8"));
                }
                Some(b'\\') => {
                    self.at += 1;
                    let letter = self.peek();
                    self.at += 1;
                    let c = match letter {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => self.unicode_escape()?,
                        _ => return Err(JsonError::Syntax { at: self.at - 1, expected: "an escape" }),
                    };
                    let mut buf = [0; 4];
                    out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                Some(_) => return Err(self.error("no control character in a string")),
                None => return Err(self.error("'\"'")),
            }
        }
    }

    /// Four hex digits.
    fn hex4(&mut self) -> Result<u32, JsonError> {
        let digits = self.bytes.get(self.at..self.at + 4).ok_or_else(|| self.error("four hex digits"))?;
        let mut n = 0;
        for &d in digits {
            let v = char::from(d).to_digit(16).ok_or_else(|| self.error("four hex digits"))?;
            n = n * 16 + v;
        }
        self.at += 4;
        Ok(n)
    }

    /// `XXXX` after `\u`, or a surrogate pair `XXXX\uXXXX`.
    fn unicode_escape(&mut self) -> Result<char, JsonError> {
        let first = self.hex4()?;
        let code = if (0xD800..0xDC00).contains(&first) {
            if !self.bytes[self.at..].starts_with(b"\\u") {
                return Err(self.error("a low surrogate"));
            }
            self.at += 2;
            let second = self.hex4()?;
            if !(0xDC00..0xE000).contains(&second) {
                return Err(self.error("a low surrogate"));
            }
            0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else {
            first
        };
        char::from_u32(code).ok_or_else(|| self.error("a character"))
    }
}
