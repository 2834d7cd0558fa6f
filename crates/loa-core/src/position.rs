use alloc::vec::Vec;
use core::fmt;

use crate::lines;
use crate::setup::MAX_PIECES_PER_SIDE;
use crate::{
    zobrist, Bitboard, Color, Move, MoveList, NoMoves, Outcome, Reason, Repetition, Rules, Setup, Simultaneous, Square,
    Variant,
};

/// A legal game state: the pieces, the side to move, the rules in force and what they need
/// (ply count, the hashes of earlier positions for repetition), and the outcome once the game
/// has ended.
///
/// ```
/// use loa_core::{Position, Variant};
/// let mut pos = Position::new(Variant::Standard);
/// assert_eq!(pos.legal_moves().len(), 36);
/// let m = pos.parse_move("b1-b3").unwrap();
/// pos.play(m).unwrap();
/// assert_eq!(pos.to_string(), "1bbbbbb1/w6w/w6w/w6w/w6w/wb5w/w6w/2bbbbb1 w");
/// assert_eq!(pos.undo(), Some(m));
/// ```
#[derive(Clone)]
pub struct Position {
    pieces: [Bitboard; 2],
    turn: Color,
    variant: Variant,
    rules: Rules,
    mask: Bitboard,
    hash: u64,
    outcome: Option<Outcome>,
    /// Plies since the last capture (or since the setup): how far back a repetition can be.
    reversible: u16,
    history: Vec<Undo>,
}

#[derive(Debug, Clone, Copy)]
struct Undo {
    mv: Move,
    hash: u64,
    reversible: u16,
}

/// A setup that is not a legal position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SetupError {
    /// The setup's board size is not the variant's.
    WrongSize { size: u8, expected: u8 },
    /// A square holds both colours.
    Overlap(Square),
    /// A piece stands outside the variant's board.
    OffBoard(Square),
    /// A side has no pieces at all.
    NoPieces(Color),
    /// A side has more pieces than the engine supports.
    TooManyPieces(Color),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SetupError::WrongSize { size, expected } => {
                write!(f, "the board is {size}×{size}, but this variant is played on {expected}×{expected}")
            }
            SetupError::Overlap(sq) => write!(f, "{sq} holds both a black and a white piece"),
            SetupError::OffBoard(sq) => write!(f, "a piece on {sq} is outside the board"),
            SetupError::NoPieces(c) => write!(f, "{c} has no pieces"),
            SetupError::TooManyPieces(c) => {
                write!(f, "{c} has more than {MAX_PIECES_PER_SIDE} pieces")
            }
        }
    }
}

impl core::error::Error for SetupError {}

/// Why a move cannot be played. The message explains the rule that forbids it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayError {
    /// The game has already ended.
    GameOver(Outcome),
    /// No piece stands on the origin square.
    NoPiece(Square),
    /// The piece on the origin square belongs to the other side.
    NotYourPiece(Square),
    /// Origin and destination share no rank, file or diagonal.
    NotALine { from: Square, to: Square },
    /// The move is not as long as the number of pieces on its line.
    WrongDistance { from: Square, to: Square, distance: u8, pieces: u8 },
    /// An enemy piece stands in the way.
    JumpsEnemy { from: Square, to: Square, enemy: Square },
    /// The destination holds a piece of the mover's own side.
    OwnPiece { from: Square, to: Square },
    /// A pass, while there is a legal move (or the rules say that having none loses).
    PassNotAllowed,
    /// The move is marked as a capture and the destination is empty, or the reverse.
    CaptureMismatch { from: Square, to: Square },
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PlayError::GameOver(o) => write!(f, "the game is over: {o}"),
            PlayError::NoPiece(sq) => write!(f, "there is no piece on {sq}"),
            PlayError::NotYourPiece(sq) => write!(f, "the piece on {sq} belongs to the other side"),
            PlayError::NotALine { from, to } => {
                write!(f, "{from}-{to} is not a straight line (rank, file or diagonal)")
            }
            PlayError::WrongDistance { from, to, distance, pieces } => write!(
                f,
                "{from}-{to} moves {distance} square{}, but its line holds {pieces} piece{}, so the piece must move exactly {pieces}",
                if distance == 1 { "" } else { "s" },
                if pieces == 1 { "" } else { "s" },
            ),
            PlayError::JumpsEnemy { from, to, enemy } => {
                write!(f, "{from}-{to} would jump the enemy piece on {enemy}")
            }
            PlayError::OwnPiece { from, to } => write!(f, "{from}-{to} lands on a piece of your own"),
            PlayError::PassNotAllowed => f.write_str("passing is allowed only when there is no legal move"),
            PlayError::CaptureMismatch { from, to } => {
                write!(f, "{from}x{to}: the capture mark does not match the board")
            }
        }
    }
}

impl core::error::Error for PlayError {}

impl Position {
    /// The start position of `variant` under the default (Olympiad) rules.
    #[must_use]
    pub fn new(variant: Variant) -> Position {
        Position::with_rules(variant, Rules::default())
    }

    /// The start position of `variant` under `rules`.
    #[must_use]
    pub fn with_rules(variant: Variant, rules: Rules) -> Position {
        match Position::from_setup(variant.start(), variant, rules) {
            Ok(pos) => pos,
            // Every variant's start is a legal setup (tested for each).
            Err(_) => unreachable!("start position of {variant} is illegal"),
        }
    }

    /// Checks a setup and makes it a position. If the setup is already decided (a side has one
    /// group), the outcome is judged as if the side not to move had just moved.
    ///
    /// # Errors
    /// [`SetupError`] when the setup is not a legal position for `variant`.
    pub fn from_setup(setup: Setup, variant: Variant, rules: Rules) -> Result<Position, SetupError> {
        if setup.size != variant.size() {
            return Err(SetupError::WrongSize { size: setup.size, expected: variant.size() });
        }
        let mask = variant.board_mask();
        if let Some(sq) = (setup.black & setup.white).first() {
            return Err(SetupError::Overlap(sq));
        }
        if let Some(sq) = ((setup.black | setup.white) & !mask).first() {
            return Err(SetupError::OffBoard(sq));
        }
        for c in Color::ALL {
            let n = setup.pieces(c).count();
            if n == 0 {
                return Err(SetupError::NoPieces(c));
            }
            if n > MAX_PIECES_PER_SIDE {
                return Err(SetupError::TooManyPieces(c));
            }
        }
        let mut pos = Position {
            pieces: [setup.black, setup.white],
            turn: setup.turn,
            variant,
            rules,
            mask,
            hash: 0,
            outcome: None,
            reversible: 0,
            history: Vec::new(),
        };
        pos.hash = pos.compute_hash();
        pos.outcome = pos.judge(true);
        Ok(pos)
    }

    /// Parses a position string and checks it.
    ///
    /// # Errors
    /// [`crate::ParseError`] when the string is not a position string or not a legal position.
    pub fn from_position_string(s: &str, variant: Variant, rules: Rules) -> Result<Position, crate::ParseError> {
        let setup: Setup = s.parse()?;
        Ok(Position::from_setup(setup, variant, rules)?)
    }

    #[inline]
    #[must_use]
    pub const fn turn(&self) -> Color {
        self.turn
    }

    #[inline]
    #[must_use]
    pub const fn pieces(&self, color: Color) -> Bitboard {
        self.pieces[color as usize]
    }

    #[inline]
    #[must_use]
    pub const fn occupied(&self) -> Bitboard {
        self.pieces[0].union(self.pieces[1])
    }

    /// What stands on `sq`.
    #[must_use]
    pub const fn piece_at(&self, sq: Square) -> Option<Color> {
        if self.pieces[0].contains(sq) {
            Some(Color::Black)
        } else if self.pieces[1].contains(sq) {
            Some(Color::White)
        } else {
            None
        }
    }

    #[must_use]
    pub const fn variant(&self) -> Variant {
        self.variant
    }

    #[must_use]
    pub const fn rules(&self) -> Rules {
        self.rules
    }

    /// The Zobrist hash of pieces and side to move, kept incrementally.
    #[inline]
    #[must_use]
    pub const fn hash(&self) -> u64 {
        self.hash
    }

    /// The outcome, once the game has ended.
    #[inline]
    #[must_use]
    pub const fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    #[inline]
    #[must_use]
    pub const fn is_game_over(&self) -> bool {
        self.outcome.is_some()
    }

    /// Plies played since the setup.
    #[inline]
    #[must_use]
    pub fn ply(&self) -> usize {
        self.history.len()
    }

    /// The position this game started from: all its moves taken back.
    #[must_use]
    pub fn game_start(&self) -> Position {
        let mut start = self.clone();
        while start.undo().is_some() {}
        start
    }

    /// The moves played since the setup, first first.
    pub fn moves_played(&self) -> impl DoubleEndedIterator<Item = Move> + ExactSizeIterator + '_ {
        self.history.iter().map(|u| u.mv)
    }

    /// The last move played, if any.
    #[must_use]
    pub fn last_move(&self) -> Option<Move> {
        self.history.last().map(|u| u.mv)
    }

    /// The board and side to move.
    #[must_use]
    pub const fn setup(&self) -> Setup {
        Setup { black: self.pieces[0], white: self.pieces[1], turn: self.turn, size: self.variant.size() }
    }

    /// The hash computed from scratch (equal to [`Position::hash`]; for tests).
    #[must_use]
    pub fn compute_hash(&self) -> u64 {
        let mut h = if self.turn == Color::White { zobrist::WHITE_TO_MOVE } else { 0 };
        for c in Color::ALL {
            for sq in self.pieces(c) {
                h ^= zobrist::piece(c, sq);
            }
        }
        h
    }

    /// How many times the current position (pieces and side to move) has occurred since the
    /// setup, this time included.
    #[must_use]
    pub fn occurrences(&self) -> usize {
        let n = self.history.len();
        let back = usize::from(self.reversible).min(n);
        1 + (2..=back).step_by(2).filter(|&i| self.history[n - i].hash == self.hash).count()
    }

    /// The squares of the board (the variant's mask).
    #[inline]
    pub(crate) const fn board(&self) -> Bitboard {
        self.mask
    }

    /// Whether the quiet move `m` (legal, not a capture, not a pass) would end the game by the
    /// third occurrence of a position, judged without playing it: what [`Position::judge`]
    /// finds after it, short of the connection it checks first.
    #[inline]
    pub(crate) fn quiet_move_repeats(&self, m: Move) -> bool {
        if self.rules.repetition != Repetition::ThirdOccurrence {
            return false;
        }
        let reversible = usize::from(self.reversible.saturating_add(1));
        if reversible < 4 {
            return false;
        }
        let us = self.turn;
        let hash = self.hash ^ zobrist::piece(us, m.from()) ^ zobrist::piece(us, m.to()) ^ zobrist::WHITE_TO_MOVE;
        // After the move the history is one longer; its entry `len + 1 - i` is ours at `len + 1 - i`.
        let len = self.history.len() + 1;
        let back = reversible.min(len);
        let earlier = (2..=back).step_by(2).filter(|&i| self.history[len - i].hash == hash).count();
        1 + earlier >= 3
    }

    /// Whether the game would be over by the move limit after one more ply.
    #[inline]
    pub(crate) fn next_ply_reaches_limit(&self) -> bool {
        self.rules.move_limit.is_some_and(|limit| self.history.len() + 1 >= usize::from(limit.get()))
    }

    // ---- move generation ------------------------------------------------------------------

    /// The legal moves. Empty once the game is over; just [`Move::PASS`] when the side to move
    /// has no move and must pass.
    #[must_use]
    pub fn legal_moves(&self) -> MoveList {
        let mut moves = MoveList::new();
        if self.outcome.is_some() {
            return moves;
        }
        self.generate(self.pieces(self.turn), &mut moves);
        if moves.is_empty() {
            moves.push(Move::PASS);
        }
        moves
    }

    /// The legal moves of the piece on `from` (empty when it is not the mover's piece).
    #[must_use]
    pub fn legal_moves_from(&self, from: Square) -> MoveList {
        let mut moves = MoveList::new();
        if self.outcome.is_none() && self.pieces(self.turn).contains(from) {
            self.generate(Bitboard::from_square(from), &mut moves);
        }
        moves
    }

    /// The moves of the side to move's pieces in `movers`, without pass.
    #[inline]
    pub fn generate(&self, movers: Bitboard, moves: &mut MoveList) {
        let own = self.pieces(self.turn);
        let enemy = self.pieces(!self.turn);
        for from in movers & own {
            for to in targets(from, own, enemy, self.mask) {
                // Capacity: at most 8 moves per piece and 32 pieces per side.
                let _ = moves.try_push(Move::normal(from, to, enemy.contains(to)));
            }
        }
    }

    /// Whether the side to move has any move other than a pass.
    #[must_use]
    pub fn has_piece_move(&self) -> bool {
        let own = self.pieces(self.turn);
        let enemy = self.pieces(!self.turn);
        own.iter().any(|from| targets(from, own, enemy, self.mask).any())
    }

    /// Whether `m` is legal here.
    #[must_use]
    pub fn is_legal(&self, m: Move) -> bool {
        self.check(m).is_ok()
    }

    /// Checks `m` against the rules and says which one it breaks.
    ///
    /// # Errors
    /// [`PlayError`] naming the rule the move breaks.
    pub fn check(&self, m: Move) -> Result<(), PlayError> {
        if let Some(o) = self.outcome {
            return Err(PlayError::GameOver(o));
        }
        if m.is_pass() {
            return if self.rules.no_moves == NoMoves::Pass && !self.has_piece_move() {
                Ok(())
            } else {
                Err(PlayError::PassNotAllowed)
            };
        }
        let (from, to) = (m.from(), m.to());
        let own = self.pieces(self.turn);
        let enemy = self.pieces(!self.turn);
        if !own.contains(from) {
            return Err(if enemy.contains(from) { PlayError::NotYourPiece(from) } else { PlayError::NoPiece(from) });
        }
        let kind = lines::line_kind(from, to).ok_or(PlayError::NotALine { from, to })?;
        let pieces = (self.occupied() & lines::line(from, kind)).count() as u8;
        let distance = (from.file().abs_diff(to.file())).max(from.rank().abs_diff(to.rank()));
        if distance != pieces || !self.mask.contains(to) {
            return Err(PlayError::WrongDistance { from, to, distance, pieces });
        }
        if let Some(enemy_sq) = (lines::between(from, to) & enemy).first() {
            return Err(PlayError::JumpsEnemy { from, to, enemy: enemy_sq });
        }
        if own.contains(to) {
            return Err(PlayError::OwnPiece { from, to });
        }
        if m.is_capture() != enemy.contains(to) {
            return Err(PlayError::CaptureMismatch { from, to });
        }
        Ok(())
    }

    // ---- playing --------------------------------------------------------------------------

    /// Plays `m` if it is legal; otherwise leaves the position as it was.
    ///
    /// # Errors
    /// [`PlayError`] when the move is illegal or the game is over.
    pub fn play(&mut self, m: Move) -> Result<(), PlayError> {
        self.check(m)?;
        self.play_unchecked(m);
        Ok(())
    }

    /// Plays `m`, which must be legal (a move from [`Position::legal_moves`]), and judges the
    /// outcome. The fast path for search.
    #[inline]
    pub fn play_unchecked(&mut self, m: Move) {
        let us = self.turn;
        self.history.push(Undo { mv: m, hash: self.hash, reversible: self.reversible });
        if !m.is_pass() {
            let (from, to) = (m.from(), m.to());
            self.pieces[us.index()] = self.pieces[us.index()].without(from).with(to);
            self.hash ^= zobrist::piece(us, from) ^ zobrist::piece(us, to);
            if m.is_capture() {
                self.pieces[(!us).index()] = self.pieces[(!us).index()].without(to);
                self.hash ^= zobrist::piece(!us, to);
                self.reversible = 0;
            } else {
                self.reversible = self.reversible.saturating_add(1);
            }
        } else {
            self.reversible = self.reversible.saturating_add(1);
        }
        self.turn = !us;
        self.hash ^= zobrist::WHITE_TO_MOVE;
        self.outcome = self.judge(m.is_capture());
    }

    /// Takes back the last move; `None` when there is none since the setup.
    pub fn undo(&mut self) -> Option<Move> {
        let u = self.history.pop()?;
        let m = u.mv;
        self.turn = !self.turn;
        let us = self.turn;
        if !m.is_pass() {
            let (from, to) = (m.from(), m.to());
            self.pieces[us.index()] = self.pieces[us.index()].without(to).with(from);
            if m.is_capture() {
                self.pieces[(!us).index()] = self.pieces[(!us).index()].with(to);
            }
        }
        self.hash = u.hash;
        self.reversible = u.reversible;
        // Play never continues past an ended game, so the position before any move was open.
        self.outcome = None;
        Some(m)
    }

    /// The outcome after a move by the side not to move. Only a capture (or a fresh setup) can
    /// change the opponent's pieces, so only then are they checked.
    fn judge(&self, opponent_changed: bool) -> Option<Outcome> {
        let mover = !self.turn;
        let mover_connected = self.pieces(mover).is_connected();
        let other_connected = opponent_changed && self.pieces(self.turn).is_connected();
        match (mover_connected, other_connected) {
            (true, true) => {
                return Some(match self.rules.simultaneous {
                    Simultaneous::Draw => Outcome::Draw(Reason::Simultaneous),
                    Simultaneous::MoverWins => Outcome::Win(mover, Reason::Simultaneous),
                })
            }
            (true, false) => return Some(Outcome::Win(mover, Reason::Connected)),
            (false, true) => return Some(Outcome::Win(self.turn, Reason::OpponentConnected)),
            (false, false) => {}
        }
        if self.rules.repetition == Repetition::ThirdOccurrence && self.reversible >= 4 && self.occurrences() >= 3 {
            return Some(Outcome::Draw(Reason::Repetition));
        }
        if let Some(limit) = self.rules.move_limit {
            if self.history.len() >= usize::from(limit.get()) {
                return Some(Outcome::Draw(Reason::MoveLimit));
            }
        }
        if self.rules.no_moves == NoMoves::Lose && !self.has_piece_move() {
            return Some(Outcome::Win(mover, Reason::NoMoves));
        }
        None
    }
}

/// Where the piece on `from` (one of `own`) may move: along each of its four lines exactly as
/// far as the line holds pieces, never jumping `enemy`, never onto `own`, never off `board`.
#[inline]
#[must_use]
pub fn targets(from: Square, own: Bitboard, enemy: Bitboard, board: Bitboard) -> Bitboard {
    let occ = own | enemy;
    let mut result = 0;
    for kind in 0..4 {
        let n = (occ & lines::line(from, kind)).count() as usize;
        for dir in [2 * kind, 2 * kind + 1] {
            let jump = lines::jump(from, dir, n);
            // Branch-free: keep the destination when nothing of the enemy's is passed over.
            let clear = u64::from((jump.over & enemy.0) == 0);
            result |= jump.to & clear.wrapping_neg();
        }
    }
    Bitboard(result) & board & !own
}

impl PartialEq for Position {
    /// Same pieces, side to move, variant, rules, outcome and history.
    fn eq(&self, other: &Position) -> bool {
        self.pieces == other.pieces
            && self.turn == other.turn
            && self.variant == other.variant
            && self.rules == other.rules
            && self.hash == other.hash
            && self.outcome == other.outcome
            && self.reversible == other.reversible
            && self.history.len() == other.history.len()
            && self.history.iter().zip(&other.history).all(|(a, b)| a.mv == b.mv && a.hash == b.hash)
    }
}

impl Eq for Position {}

/// The position string of docs/RULES.md.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.setup(), f)
    }
}

impl fmt::Debug for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Position({self}, {}, {}, ply {}", self.variant, self.rules, self.ply())?;
        if let Some(o) = self.outcome {
            write!(f, ", {o}")?;
        }
        f.write_str(")")
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::new(Variant::Standard)
    }
}
