//! A [`Pn2`] search as text, to stop and resume it: the root (the game's setup and the moves
//! to it), the attacker, what was done so far, and one line per first-level node (its
//! parent, move and, for a leaf, what is known). The df-pn table is not kept: a resumed search
//! starts it empty.
//!
//! ```text
//! loa-pn2 1
//! variant 6x6
//! rules olympiad
//! position 1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b
//! moves b6-b4 a4-c2
//! attacker b
//! stats 12 34567 8901 2345
//! nodes 3
//! 0 c6-c3 o 40 12
//! 0 c6-c4 d
//! ```

use alloc::string::String;
use core::fmt::{self, Write};

use super::{sorted_moves, Mark, Node, Pn2, Pn2Settings, Pn2Stats};
use crate::{Color, Move, Position, Rules, Variant};

const MAGIC: &str = "loa-pn2 1";

/// Why a saved search could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoadError {
    /// The line (from 1) where it went wrong; 0 for the file as a whole.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}", self.message)
        } else {
            write!(f, "line {}: {}", self.line, self.message)
        }
    }
}

impl core::error::Error for LoadError {}

fn err(line: usize, message: impl Into<String>) -> LoadError {
    LoadError { line, message: message.into() }
}

impl Pn2 {
    /// The search as text ([`Pn2::load`] reads it back).
    #[must_use]
    pub fn save(&self) -> String {
        let mut out = String::new();
        let start = self.root.game_start();
        let moves: alloc::vec::Vec<String> = self.root.moves_played().map(|m| alloc::format!("{m}")).collect();
        let s = &self.stats;
        // Writing to a String cannot fail.
        let _ =
            writeln!(out, "{MAGIC}\nvariant {}\nrules {}\nposition {start}", self.root.variant(), self.root.rules());
        let _ = writeln!(out, "moves {}\nattacker {}", moves.join(" "), self.attacker.char());
        let _ = writeln!(out, "stats {} {} {} {}", s.expansions, s.dfpn_nodes, s.book_nodes, s.cpu_ms);
        let _ = writeln!(out, "nodes {}", self.nodes.len());
        for (i, n) in self.nodes.iter().enumerate().skip(1) {
            let _ = write!(out, "{} {}", n.parent, n.mv);
            let _ = match (n.count, n.mark) {
                (0, Mark::Open) => writeln!(out, " o {} {}", n.pn, n.dn),
                (0, Mark::Deep) => writeln!(out, " d"),
                (0, Mark::Proven) => writeln!(out, " p"),
                (0, Mark::Disproven) => writeln!(out, " x"),
                _ => writeln!(out, " e"),
            };
            debug_assert!(n.parent < i as u32);
        }
        out
    }

    /// Reads a search [`Pn2::save`] wrote, to go on with `settings`.
    ///
    /// # Errors
    /// Anything that is not such a search: a bad header, root or node line, a move that is not
    /// legal where it stands, children that are not a whole expansion.
    pub fn load(text: &str, settings: Pn2Settings) -> Result<Pn2, LoadError> {
        let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l.trim_end()));
        let mut field = |name: &str| -> Result<(usize, &str), LoadError> {
            let (n, line) = lines.next().ok_or_else(|| err(0, alloc::format!("ends before `{name}`")))?;
            if name == MAGIC {
                return if line == MAGIC { Ok((n, "")) } else { Err(err(n, "not a saved PN² search")) };
            }
            match line.strip_prefix(name).and_then(|r| r.strip_prefix(' ').or((r.is_empty()).then_some(""))) {
                Some(rest) => Ok((n, rest)),
                None => Err(err(n, alloc::format!("expected `{name} ...`"))),
            }
        };
        field(MAGIC)?;
        let (n, v) = field("variant")?;
        let variant: Variant = v.parse().map_err(|e| err(n, alloc::format!("{e}")))?;
        let (n, r) = field("rules")?;
        let rules: Rules = r.parse().map_err(|e| err(n, alloc::format!("{e}")))?;
        let (n, p) = field("position")?;
        let mut root = Position::from_position_string(p, variant, rules).map_err(|e| err(n, alloc::format!("{e}")))?;
        let (n, ms) = field("moves")?;
        for text in ms.split_whitespace() {
            let m = root.parse_move(text).map_err(|e| err(n, alloc::format!("{text}: {e}")))?;
            root.play(m).map_err(|e| err(n, alloc::format!("{text}: {e}")))?;
        }
        let (n, a) = field("attacker")?;
        let attacker = match a {
            "b" => Color::Black,
            "w" => Color::White,
            _ => return Err(err(n, "the attacker is b or w")),
        };
        let (n, st) = field("stats")?;
        let nums: alloc::vec::Vec<u64> = st.split_whitespace().filter_map(|w| w.parse().ok()).collect();
        let [expansions, dfpn_nodes, book_nodes, cpu_ms] = nums[..] else {
            return Err(err(n, "expected four numbers"));
        };
        let (n, c) = field("nodes")?;
        let count: usize = c.parse().ok().filter(|&c| c >= 1).ok_or_else(|| err(n, "expected a node count"))?;
        if root.is_game_over() {
            return Err(err(0, "the root's game is over"));
        }
        let mut tree = Pn2::new(&root, attacker, settings);
        tree.stats = Pn2Stats { expansions, dfpn_nodes, book_nodes, cpu_ms };
        tree.nodes.reserve(count);
        for (n, line) in lines.by_ref().take(count - 1) {
            tree.read_node(line).map_err(|m| err(n, m))?;
        }
        if tree.nodes.len() != count {
            return Err(err(0, alloc::format!("{} nodes of {count}", tree.nodes.len())));
        }
        tree.check_moves()?;
        for i in (0..count as u32).rev() {
            tree.update(i);
        }
        Ok(tree)
    }

    /// Adds the node of one line.
    fn read_node(&mut self, line: &str) -> Result<(), &'static str> {
        let mut words = line.split_whitespace();
        let parent: u32 = words.next().and_then(|w| w.parse().ok()).ok_or("expected a parent")?;
        let i = self.nodes.len() as u32;
        if parent >= i {
            return Err("a parent comes before its children");
        }
        let mv = words.next().and_then(|w| w.parse::<MoveText>().ok()).ok_or("expected a move")?.0;
        let mark = match words.next() {
            Some("o") => Mark::Open,
            Some("d") => Mark::Deep,
            Some("p") => Mark::Proven,
            Some("x") => Mark::Disproven,
            Some("e") => Mark::Open,
            _ => return Err("expected o, d, p, x or e"),
        };
        let mut num = || words.next().and_then(|w| w.parse::<u32>().ok());
        let (pn, dn) = match (num(), num()) {
            (Some(pn), Some(dn)) => (pn, dn),
            _ if line.split_whitespace().nth(2) == Some("o") => return Err("expected two numbers after o"),
            _ => (1, 1),
        };
        let p = &mut self.nodes[parent as usize];
        if p.count == 0 {
            p.first = i;
        } else if p.first + u32::from(p.count) != i {
            return Err("a node's children are not together");
        }
        p.count = p.count.checked_add(1).ok_or("too many children")?;
        self.nodes.push(Node::leaf(mv, parent, mark, pn, dn));
        Ok(())
    }

    /// Every expanded node has each legal move once, in [`sorted_moves`] order.
    fn check_moves(&self) -> Result<(), LoadError> {
        let mut stack = alloc::vec![(0u32, self.root.clone())];
        while let Some((i, pos)) = stack.pop() {
            if self.nodes[i as usize].count == 0 {
                continue;
            }
            let moves = sorted_moves(&pos);
            let kids = self.children(i);
            if kids.len() != moves.len() || kids.clone().zip(moves.iter()).any(|(c, &m)| self.nodes[c as usize].mv != m)
            {
                return Err(err(0, alloc::format!("node {i}: its children are not its position's moves")));
            }
            for c in kids {
                let mut next = pos.clone();
                next.play_unchecked(self.nodes[c as usize].mv);
                stack.push((c, next));
            }
        }
        Ok(())
    }
}

/// A move as [`Move`]'s `Display` writes it (`b1-b3`, `d1xa4`, `pass`), without a position.
struct MoveText(Move);

impl core::str::FromStr for MoveText {
    type Err = ();
    fn from_str(s: &str) -> Result<MoveText, ()> {
        if s == "pass" {
            return Ok(MoveText(Move::PASS));
        }
        let capture = s.contains('x');
        let (a, b) = s.split_once(['-', 'x']).ok_or(())?;
        let (from, to) = (a.parse().map_err(|_| ())?, b.parse().map_err(|_| ())?);
        Move::new(from, to, capture).map(MoveText).ok_or(())
    }
}
