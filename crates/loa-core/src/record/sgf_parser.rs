//! The SGF syntax: game trees of nodes of properties, read into [`SgfTree`] with the place
//! (line:column) of the first syntax error.

use alloc::string::String;
use alloc::vec::Vec;

use super::RecordError;

pub(super) type Node = Vec<(String, Vec<String>)>;

/// One parenthesised part of an SGF game tree: its nodes, then its variations.
#[derive(Debug, Default)]
pub(super) struct SgfTree {
    pub nodes: Vec<Node>,
    pub variations: Vec<SgfTree>,
}

pub(super) struct SgfParser<'a> {
    s: &'a [u8],
    i: usize,
}

impl<'a> SgfParser<'a> {
    pub fn new(text: &'a str) -> SgfParser<'a> {
        SgfParser { s: text.as_bytes(), i: 0 }
    }

    fn error(&self, expected: &'static str) -> RecordError {
        let before = &self.s[..self.i.min(self.s.len())];
        let line = before.iter().filter(|&&c| c == b'\n').count() + 1;
        let line_start = before.iter().rposition(|&c| c == b'\n').map_or(0, |p| p + 1);
        let column = core::str::from_utf8(&before[line_start..]).map_or(self.i - line_start, |s| s.chars().count()) + 1;
        RecordError::Syntax { line, column, expected }
    }

    fn skip_ws(&mut self) {
        while self.i < self.s.len() && self.s[self.i].is_ascii_whitespace() {
            self.i += 1;
        }
    }

    fn peek(&mut self) -> Option<u8> {
        self.skip_ws();
        self.s.get(self.i).copied()
    }

    /// The first game tree, and the syntax error that stopped the reading, if any (what was
    /// read before it is kept). An error only when there is no game tree at all.
    pub fn game_tree(mut self) -> Result<(SgfTree, Option<RecordError>), RecordError> {
        // Anything before the first '(' is ignored, as SGF readers do.
        while self.i < self.s.len() && self.s[self.i] != b'(' {
            self.i += 1;
        }
        if self.peek() != Some(b'(') {
            return Err(self.error("'(' to open the game tree"));
        }
        let mut tree = SgfTree::default();
        let error = self.tree(&mut tree, 0).err();
        Ok((tree, error))
    }

    /// One `( ... )`: its nodes, then its variations (nodes after a variation are skipped).
    fn tree(&mut self, out: &mut SgfTree, depth: usize) -> Result<(), RecordError> {
        if depth > 1000 {
            return Err(self.error("less deeply nested variations"));
        }
        self.i += 1; // '('
        loop {
            match self.peek() {
                Some(b';') => {
                    self.i += 1;
                    let node = self.node()?;
                    if out.variations.is_empty() {
                        out.nodes.push(node);
                    }
                }
                Some(b'(') => {
                    out.variations.push(SgfTree::default());
                    let last = out.variations.last_mut().ok_or_else(|| self.error("a variation"))?;
                    self.tree(last, depth + 1)?;
                }
                Some(b')') => {
                    self.i += 1;
                    return Ok(());
                }
                Some(_) => return Err(self.error("';' for a node, '(' or ')'")),
                None => return Err(self.error("')' to close the game tree")),
            }
        }
    }

    fn node(&mut self) -> Result<Node, RecordError> {
        let mut props = Vec::new();
        while let Some(c) = self.peek() {
            if !c.is_ascii_alphabetic() {
                break;
            }
            let start = self.i;
            while self.i < self.s.len() && self.s[self.i].is_ascii_alphabetic() {
                self.i += 1;
            }
            // Old SGF allowed lower-case letters in names (e.g. "AddBlack"); keep the capitals.
            let name: String =
                self.s[start..self.i].iter().filter(|c| c.is_ascii_uppercase()).map(|&c| c as char).collect();
            let mut values = Vec::new();
            while self.peek() == Some(b'[') {
                values.push(self.value()?);
            }
            if values.is_empty() {
                return Err(self.error("'[' to open a property value"));
            }
            props.push((name, values));
        }
        Ok(props)
    }

    fn value(&mut self) -> Result<String, RecordError> {
        self.i += 1; // '['
        let mut bytes = Vec::new();
        while let Some(&c) = self.s.get(self.i) {
            self.i += 1;
            match c {
                b']' => return Ok(String::from_utf8_lossy(&bytes).into_owned()),
                b'\\' => {
                    if let Some(&next) = self.s.get(self.i) {
                        self.i += 1;
                        if next != b'\n' {
                            bytes.push(next);
                        }
                    }
                }
                _ => bytes.push(c),
            }
        }
        Err(self.error("']' to close a property value"))
    }
}
