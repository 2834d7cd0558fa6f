//! The naive rules: an array board, lines walked square by square, pieces counted one by one,
//! connectivity by breadth-first search, repetition by comparing whole boards.

use loa_core::{Color, Outcome, Reason, Variant};

/// `board[file][rank]`, file 0 = a, rank 0 = rank 1. A 6×6 board uses `board[..6][..6]`.
pub(crate) type Board = [[Option<Color>; 8]; 8];

pub(crate) const DIRECTIONS: [(i32, i32); 8] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1), (1, -1), (-1, 1)];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct NaiveRules {
    mover_wins_simultaneous: bool,
    no_moves_loses: bool,
    repetition_draws: bool,
    move_limit: Option<usize>,
}

impl NaiveRules {
    /// Reads the few rule strings used here, independently of `Rules::from_str`.
    pub(crate) fn parse(s: &str) -> NaiveRules {
        let mut r = NaiveRules {
            mover_wins_simultaneous: false,
            no_moves_loses: false,
            repetition_draws: true,
            move_limit: None,
        };
        for part in s.split(',').filter(|p| !p.is_empty() && *p != "olympiad") {
            match part.split_once('=').unwrap() {
                ("simultaneous", "mover") => r.mover_wins_simultaneous = true,
                ("simultaneous", "draw") => r.mover_wins_simultaneous = false,
                ("no-moves", "lose") => r.no_moves_loses = true,
                ("no-moves", "pass") => r.no_moves_loses = false,
                ("repetition", "off") => r.repetition_draws = false,
                ("move-limit", n) => r.move_limit = Some(n.parse().unwrap()),
                other => panic!("naive rules: unknown {other:?}"),
            }
        }
        r
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum NaiveMove {
    Normal { from: (i32, i32), to: (i32, i32), capture: bool },
    Pass,
}

pub(crate) fn square_name((f, r): (i32, i32)) -> String {
    format!("{}{}", char::from(b'a' + u8::try_from(f).unwrap()), r + 1)
}

impl std::fmt::Display for NaiveMove {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            NaiveMove::Pass => f.write_str("pass"),
            NaiveMove::Normal { from, to, capture } => {
                write!(f, "{}{}{}", square_name(from), if capture { 'x' } else { '-' }, square_name(to))
            }
        }
    }
}

#[derive(Debug, Clone)]
pub(crate) struct Naive {
    pub(crate) board: Board,
    /// Files and ranks: 8, or 6.
    pub(crate) size: i32,
    pub(crate) turn: Color,
    rules: NaiveRules,
    /// Every position since the setup, the current one last.
    seen: Vec<(Board, Color)>,
    pub(crate) outcome: Option<Outcome>,
}

pub(crate) fn on_board(size: i32, f: i32, r: i32) -> bool {
    (0..size).contains(&f) && (0..size).contains(&r)
}

pub(crate) fn at(board: &Board, f: i32, r: i32) -> Option<Color> {
    board[usize::try_from(f).unwrap()][usize::try_from(r).unwrap()]
}

pub(crate) fn set(board: &mut Board, (f, r): (i32, i32), v: Option<Color>) {
    board[usize::try_from(f).unwrap()][usize::try_from(r).unwrap()] = v;
}

/// Whether all of `color`'s pieces are one 8-connected group (breadth-first search).
pub(crate) fn connected(board: &Board, size: i32, color: Color) -> bool {
    let mut pieces = Vec::new();
    for f in 0..size {
        for r in 0..size {
            if at(board, f, r) == Some(color) {
                pieces.push((f, r));
            }
        }
    }
    let Some(&first) = pieces.first() else {
        return false;
    };
    let mut reached = vec![first];
    let mut i = 0;
    while i < reached.len() {
        let (f, r) = reached[i];
        i += 1;
        for df in -1..=1 {
            for dr in -1..=1 {
                let n = (f + df, r + dr);
                if on_board(size, n.0, n.1) && at(board, n.0, n.1) == Some(color) && !reached.contains(&n) {
                    reached.push(n);
                }
            }
        }
    }
    reached.len() == pieces.len()
}

impl Naive {
    /// Reads a position string: as many ranks as files, eight or six.
    pub(crate) fn from_string(s: &str, rules: &str) -> Naive {
        let (board_text, turn) = s.split_once(' ').unwrap();
        let mut board: Board = [[None; 8]; 8];
        let size = i32::try_from(board_text.split('/').count()).unwrap();
        assert!(size == 8 || size == 6, "{s}");
        for (i, rank_text) in board_text.split('/').enumerate() {
            let r = size - 1 - i32::try_from(i).unwrap();
            let mut f = 0;
            for ch in rank_text.chars() {
                match ch {
                    'b' => {
                        set(&mut board, (f, r), Some(Color::Black));
                        f += 1;
                    }
                    'w' => {
                        set(&mut board, (f, r), Some(Color::White));
                        f += 1;
                    }
                    d => f += i32::try_from(d.to_digit(10).unwrap()).unwrap(),
                }
            }
            assert_eq!(f, size, "{s}");
        }
        let turn = if turn == "b" { Color::Black } else { Color::White };
        let mut pos =
            Naive { board, size, turn, rules: NaiveRules::parse(rules), seen: vec![(board, turn)], outcome: None };
        pos.outcome = pos.judge();
        pos
    }

    pub(crate) fn start(variant: Variant, rules: &str) -> Naive {
        // The start positions as docs/RULES.md lists them.
        let s = match variant {
            Variant::Standard => "1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b",
            Variant::ScrambledEggs => "1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b",
            Variant::SixBySix => "1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b",
        };
        Naive::from_string(s, rules)
    }

    pub(crate) fn to_position_string(&self) -> String {
        let mut out = String::new();
        for r in (0..self.size).rev() {
            let mut empty = 0;
            for f in 0..self.size {
                match at(&self.board, f, r) {
                    None => empty += 1,
                    Some(c) => {
                        if empty > 0 {
                            out += &empty.to_string();
                            empty = 0;
                        }
                        out.push(if c == Color::Black { 'b' } else { 'w' });
                    }
                }
            }
            if empty > 0 {
                out += &empty.to_string();
            }
            if r > 0 {
                out.push('/');
            }
        }
        out.push_str(if self.turn == Color::Black { " b" } else { " w" });
        out
    }

    /// The moves of the piece on `from`, walking each line: count every piece on the whole
    /// line, then step that far checking each square on the way.
    pub(crate) fn piece_moves(&self, from: (i32, i32), out: &mut Vec<NaiveMove>) {
        let me = self.turn;
        for (df, dr) in DIRECTIONS {
            let mut count = 1;
            for (sf, sr) in [(df, dr), (-df, -dr)] {
                let (mut f, mut r) = (from.0 + sf, from.1 + sr);
                while on_board(self.size, f, r) {
                    if at(&self.board, f, r).is_some() {
                        count += 1;
                    }
                    f += sf;
                    r += sr;
                }
            }
            let to = (from.0 + df * count, from.1 + dr * count);
            if !on_board(self.size, to.0, to.1) {
                continue;
            }
            let blocked = (1..count).any(|k| at(&self.board, from.0 + df * k, from.1 + dr * k) == Some(!me));
            if blocked {
                continue;
            }
            match at(&self.board, to.0, to.1) {
                Some(c) if c == me => {}
                other => out.push(NaiveMove::Normal { from, to, capture: other.is_some() }),
            }
        }
    }

    pub(crate) fn piece_move_list(&self) -> Vec<NaiveMove> {
        let mut out = Vec::new();
        for f in 0..self.size {
            for r in 0..self.size {
                if at(&self.board, f, r) == Some(self.turn) {
                    self.piece_moves((f, r), &mut out);
                }
            }
        }
        out
    }

    pub(crate) fn legal_moves(&self) -> Vec<NaiveMove> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        let moves = self.piece_move_list();
        if moves.is_empty() {
            // Under "no moves loses" the game would have ended already.
            assert!(!self.rules.no_moves_loses);
            return vec![NaiveMove::Pass];
        }
        moves
    }

    /// The outcome after a move by the side not to move (or of a fresh setup).
    pub(crate) fn judge(&self) -> Option<Outcome> {
        let mover = !self.turn;
        match (connected(&self.board, self.size, mover), connected(&self.board, self.size, self.turn)) {
            (true, true) if self.rules.mover_wins_simultaneous => {
                return Some(Outcome::Win(mover, Reason::Simultaneous))
            }
            (true, true) => return Some(Outcome::Draw(Reason::Simultaneous)),
            (true, false) => return Some(Outcome::Win(mover, Reason::Connected)),
            (false, true) => return Some(Outcome::Win(self.turn, Reason::OpponentConnected)),
            (false, false) => {}
        }
        let now = (self.board, self.turn);
        if self.rules.repetition_draws && self.seen.iter().filter(|&&p| p == now).count() >= 3 {
            return Some(Outcome::Draw(Reason::Repetition));
        }
        // `seen` holds the set-up too: plies played = len - 1, and the limit is reached at n.
        if self.rules.move_limit.is_some_and(|n| self.seen.len() > n) {
            return Some(Outcome::Draw(Reason::MoveLimit));
        }
        if self.rules.no_moves_loses && self.piece_move_list().is_empty() {
            return Some(Outcome::Win(mover, Reason::NoMoves));
        }
        None
    }

    pub(crate) fn play(&mut self, m: NaiveMove) {
        if let NaiveMove::Normal { from, to, .. } = m {
            set(&mut self.board, from, None);
            set(&mut self.board, to, Some(self.turn));
        }
        self.turn = !self.turn;
        self.seen.push((self.board, self.turn));
        self.outcome = self.judge();
    }

    pub(crate) fn perft(&mut self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        let mut nodes = 0;
        for m in moves {
            let saved = (self.board, self.turn, self.outcome);
            self.play(m);
            nodes += self.perft(depth - 1);
            self.seen.pop();
            (self.board, self.turn, self.outcome) = saved;
        }
        nodes
    }
}
