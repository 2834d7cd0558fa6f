//! The puzzle file (`www/puzzles.tsv`, one puzzle a line: `id<TAB>position<TAB>solution<TAB>kind`)
//! read into puzzles ordered easiest first, each with a rating.
//!
//! Difficulty: the kinds in order (win in one, the only defence, connect in three, in five), and
//! within a kind the number of legal moves at the start (more moves to look at is harder). Each
//! kind spans [`KIND_SPAN`] rating points from its base, so the ratings follow the order.

use std::collections::HashSet;
use std::fmt;

use loa_core::puzzle::{ParsePuzzleError, Puzzle, PuzzleError, PuzzleKind};
use loa_core::{Color, Move, Position, Rules, Variant};

/// The rating of a kind's easiest puzzle.
#[must_use]
pub const fn kind_base(kind: PuzzleKind) -> f64 {
    match kind {
        PuzzleKind::Win1 => 700.0,
        PuzzleKind::Defend => 1000.0,
        PuzzleKind::Win3 => 1300.0,
        PuzzleKind::Win5 => 1600.0,
    }
}

/// How many rating points a kind's puzzles spread over, easiest to hardest.
pub const KIND_SPAN: f64 = 300.0;

/// One puzzle, ready to play.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub id: String,
    pub start: Position,
    /// The solver's move, the defender's reply, …: each legal where it is played.
    pub solution: Vec<Move>,
    pub kind: PuzzleKind,
    pub rating: f64,
}

impl Entry {
    /// The side that solves (the side to move at the start).
    #[must_use]
    pub fn solver(&self) -> Color {
        self.start.turn()
    }
}

/// A puzzle file that cannot be used. Lines count from 1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SetError {
    /// The line cannot be read.
    Row { line: usize, error: ParsePuzzleError },
    /// A solution move is not legal where it is played.
    Solution { line: usize, error: PuzzleError },
    /// An id is used twice.
    DuplicateId { line: usize, id: String },
    /// The file holds no puzzle.
    Empty,
}

impl fmt::Display for SetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetError::Row { line, error } => write!(f, "puzzle file line {line}: {error}"),
            SetError::Solution { line, error } => write!(f, "puzzle file line {line}: {error}"),
            SetError::DuplicateId { line, id } => write!(f, "puzzle file line {line}: the id {id} is used twice"),
            SetError::Empty => f.write_str("the puzzle file holds no puzzle"),
        }
    }
}

impl std::error::Error for SetError {}

/// The puzzles, easiest first.
#[derive(Debug, Clone, Default)]
pub struct PuzzleSet {
    entries: Vec<Entry>,
}

impl PuzzleSet {
    /// Reads the file (blank lines and lines starting with `#` are skipped).
    ///
    /// # Errors
    /// The first line that cannot be used, or [`SetError::Empty`].
    pub fn parse(text: &str) -> Result<PuzzleSet, SetError> {
        let mut read = Vec::new();
        let mut ids = HashSet::new();
        for (n, row) in text.lines().enumerate() {
            let line = n + 1;
            if row.trim().is_empty() || row.starts_with('#') {
                continue;
            }
            let p = Puzzle::parse_line(row, Variant::Standard, Rules::default())
                .map_err(|error| SetError::Row { line, error })?;
            let solution = p.solution_moves().map_err(|error| SetError::Solution { line, error })?;
            if solution.len() != p.kind.plies() {
                let error = PuzzleError::WrongLength { kind: p.kind, found: solution.len() };
                return Err(SetError::Solution { line, error });
            }
            if !ids.insert(p.id.clone()) {
                return Err(SetError::DuplicateId { line, id: p.id });
            }
            let moves = p.position.legal_moves().len();
            read.push((moves, Entry { id: p.id, start: p.position, solution, kind: p.kind, rating: 0.0 }));
        }
        if read.is_empty() {
            return Err(SetError::Empty);
        }
        loa_core::sort::stable_by(&mut read, |(ma, a), (mb, b)| (a.kind, ma, &a.id).cmp(&(b.kind, mb, &b.id)));
        // Ratings: each kind's puzzles spread evenly over its span, in order.
        let mut entries = Vec::with_capacity(read.len());
        for kind in PuzzleKind::ALL {
            let of_kind: Vec<Entry> = read.iter().filter(|(_, e)| e.kind == kind).map(|(_, e)| e.clone()).collect();
            let last = of_kind.len().saturating_sub(1).max(1) as f64;
            for (i, mut e) in of_kind.into_iter().enumerate() {
                e.rating = (kind_base(kind) + KIND_SPAN * i as f64 / last).round();
                entries.push(e);
            }
        }
        Ok(PuzzleSet { entries })
    }

    /// Every puzzle, easiest first.
    #[must_use]
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// The puzzle with this id.
    #[must_use]
    pub fn get(&self, id: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.id == id.trim())
    }

    /// The next puzzle for a player rated `rating` who has tried `tried`: the easiest one not yet
    /// tried that is not far below their rating (so a strong player skips the easiest), else the
    /// easiest one not tried, else the easiest one (everything has been tried: start again).
    #[must_use]
    pub fn next(&self, rating: f64, tried: impl Fn(&str) -> bool) -> Option<&Entry> {
        let fresh = || self.entries.iter().filter(|e| !tried(&e.id));
        fresh().find(|e| e.rating >= rating - 300.0).or_else(|| fresh().last()).or_else(|| self.entries.first())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROWS: &str = "0001\t2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w\td2xb2\twin1\n\
        0002\t8/8/5bb1/2b2b2/3bbw2/2bb1wb1/7w/1b6 w\th2-g2\twin1\n";

    #[test]
    fn the_real_file_reads_in_order_of_kind_and_rating() {
        let set = PuzzleSet::parse(include_str!("../../../../www/puzzles.tsv")).unwrap();
        assert_eq!(set.entries().len(), 400);
        let e = set.entries();
        assert!(e.windows(2).all(|w| w[0].kind <= w[1].kind && w[0].rating <= w[1].rating));
        assert_eq!(e[0].kind, PuzzleKind::Win1);
        assert_eq!(e[0].rating, kind_base(PuzzleKind::Win1));
        assert_eq!(e[399].rating, kind_base(PuzzleKind::Win5) + KIND_SPAN);
        // Within a kind, fewer legal moves first.
        let moves = |x: &Entry| x.start.legal_moves().len();
        assert!(e.windows(2).filter(|w| w[0].kind == w[1].kind).all(|w| moves(&w[0]) <= moves(&w[1])));
        assert_eq!(set.get("0002").map(|p| p.solution.len()), Some(1));
        assert!(set.get("nope").is_none());
    }

    #[test]
    fn bad_rows_are_errors_with_their_line() {
        let cases: &[(&str, &str)] = &[
            ("0001\tonly three\tfields", "line 1: a puzzle line has 4"),
            ("# a comment\n\n0001\t8/8 w\td2xb2\twin1", "line 3: puzzle position"),
            ("0001\t2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w\tzz\twin1", "line 1: solution move 1 is not move notation"),
            ("0001\t2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w\td2xb2\twin9", "unknown puzzle kind"),
            ("0001\t2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w\ta1-a8\twin1", "line 1: solution move 1: "),
            ("0001\t2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w\td2xb2 b8-b7\twin1", "solution move 2: illegal move"),
            ("0001\t2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w\td2xb2\twin3", "lists 3 move(s), this one 1"),
            ("", "holds no puzzle"),
        ];
        for (text, wanted) in cases {
            let e = PuzzleSet::parse(text).unwrap_err().to_string();
            assert!(e.contains(wanted), "{text:?}: {e}");
        }
        let twice = format!("{ROWS}{}", ROWS.lines().next().unwrap());
        assert_eq!(PuzzleSet::parse(&twice).unwrap_err(), SetError::DuplicateId { line: 3, id: "0001".to_owned() });
    }

    #[test]
    fn next_skips_what_was_tried_and_what_is_far_too_easy() {
        let set = PuzzleSet::parse(include_str!("../../../../www/puzzles.tsv")).unwrap();
        let first = &set.entries()[0];
        assert_eq!(set.next(1000.0, |_| false).map(|e| &e.id), Some(&first.id));
        let second = &set.entries()[1];
        assert_eq!(set.next(1000.0, |id| id == first.id).map(|e| &e.id), Some(&second.id));
        // Rated 1700: the first puzzle rated 1400 or more.
        let strong = set.next(1700.0, |_| false).unwrap();
        assert!(strong.rating >= 1400.0 && strong.kind == PuzzleKind::Win3, "{strong:?}");
        // Everything tried: back to the start, never nothing.
        assert_eq!(set.next(1000.0, |_| true).map(|e| &e.id), Some(&first.id));
        // Above every puzzle: the hardest one not tried.
        assert_eq!(set.next(5000.0, |_| false).map(|e| &e.id), set.entries().last().map(|e| &e.id));
    }
}
