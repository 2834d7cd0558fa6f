//! What the page's review knows and decides, without a browser: the line reviewed, each
//! position's evaluation as the worker sends it, the judgements, and from them the marks to step
//! through, the note and the arrow for the position shown, and what belongs to which game.

use loa_core::{Color, Move, Position};

use super::{judge_game, summarize, Eval, Judgement, MoveJudged, SideSummary};
use crate::game::GameLine;

/// One line of a game under review.
#[derive(Debug, Clone, Default)]
pub struct ReviewState {
    start: Option<Position>,
    moves: Vec<Move>,
    evals: Vec<Option<Eval>>,
    judged: Vec<Option<MoveJudged>>,
}

/// What the review says of the position shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Note {
    /// The move that led here was marked (`moved`, its judgement, the engine's move instead).
    Marked { moved: Move, judgement: Judgement, better: Option<Move> },
    /// The move played from here was marked; `better` could be played now (drawn as an arrow).
    BetterHere { moved: Move, judgement: Judgement, better: Option<Move> },
}

impl Note {
    /// The engine's move that can be played in the position shown, if the note is about it.
    #[must_use]
    pub fn arrow(self) -> Option<Move> {
        match self {
            Note::Marked { .. } => None,
            Note::BetterHere { better, .. } => better,
        }
    }
}

impl ReviewState {
    /// A review of `moves` from `start`; `None` when a move is not legal there (nothing to
    /// review). Returns the review and the position at the end of the line, which the worker
    /// reviews back from.
    #[must_use]
    pub fn begin(start: &Position, moves: &[Move]) -> Option<(ReviewState, Position)> {
        let mut pos = start.clone();
        for &m in moves {
            pos.play(m).ok()?;
        }
        let review = ReviewState {
            start: Some(start.clone()),
            moves: moves.to_vec(),
            evals: vec![None; moves.len() + 1],
            judged: vec![None; moves.len()],
        };
        Some((review, pos))
    }

    /// Whether a review was begun (and not cleared).
    #[must_use]
    pub fn is_begun(&self) -> bool {
        self.start.is_some()
    }

    /// The position after `ply` moves of the reviewed line.
    #[must_use]
    pub fn position_at(&self, ply: usize) -> Option<Position> {
        let mut pos = self.start.clone()?;
        for &m in self.moves.iter().take(ply) {
            pos.play(m).ok()?;
        }
        Some(pos)
    }

    /// The worker's evaluation of the position after `ply` moves (`best` in the project's
    /// notation, checked in that position). Returns whether it was taken: a ply outside the
    /// line is ignored.
    pub fn record(&mut self, ply: usize, score: i32, best: Option<&str>) -> bool {
        if ply >= self.evals.len() {
            return false;
        }
        let best = best.and_then(|text| self.position_at(ply)?.parse_move(text).ok());
        self.evals[ply] = Some(Eval { score, best });
        self.judged = judge_game(&self.moves, &self.evals);
        true
    }

    /// Positions evaluated, and positions in the line.
    #[must_use]
    pub fn progress(&self) -> (usize, usize) {
        (self.evals.iter().filter(|e| e.is_some()).count(), self.evals.len())
    }

    /// The moves reviewed.
    #[must_use]
    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Each move's judgement, once its positions are evaluated.
    #[must_use]
    pub fn judged(&self) -> &[Option<MoveJudged>] {
        &self.judged
    }

    /// Each position's evaluation so far.
    #[must_use]
    pub fn evals(&self) -> &[Option<Eval>] {
        &self.evals
    }

    /// Who moved first in the reviewed line.
    #[must_use]
    pub fn start_turn(&self) -> Color {
        self.start.as_ref().map_or(Color::Black, Position::turn)
    }

    /// Each side's marks and accuracy (Black first), once any move is judged.
    #[must_use]
    pub fn summary(&self) -> Option<[SideSummary; 2]> {
        self.judged.iter().any(Option::is_some).then(|| summarize(&self.judged, self.start_turn()))
    }

    /// How many moves of `game`'s line are the reviewed line's.
    #[must_use]
    pub fn shared_moves(&self, game: &GameLine) -> usize {
        if self.start.as_ref() != Some(game.start()) {
            return 0;
        }
        game.line().iter().zip(&self.moves).take_while(|(a, b)| a == b).count()
    }

    /// Whether this review is of another game than `game` (a new one, an import), so it goes.
    /// On the analysis board (`analysing`) a line that left the reviewed one keeps the review.
    #[must_use]
    pub fn is_of_another_game(&self, game: &GameLine, analysing: bool) -> bool {
        self.start.as_ref().is_some_and(|s| s != game.start())
            || self.shared_moves(game) == 0 && !self.moves.is_empty() && !analysing
    }

    /// The mark of each move of `game`'s line, in order, as far as the line is the reviewed one
    /// (`None` for an unmarked move). Linear in the line's length: a review redraws them all at
    /// every few positions judged.
    pub fn marks<'a>(&'a self, game: &GameLine) -> impl Iterator<Item = Option<(Judgement, Option<Move>)>> + 'a {
        let shared = self.shared_moves(game);
        self.judged[..shared].iter().map(|j| j.and_then(|j| j.judgement.map(|judgement| (judgement, j.better))))
    }

    /// The plies (1 for the first move) of the marked moves on the line `game` shares with the
    /// review, in order.
    #[must_use]
    pub fn marked_plies(&self, game: &GameLine) -> Vec<usize> {
        self.marks(game).enumerate().filter(|(_, m)| m.is_some()).map(|(i, _)| i + 1).collect()
    }

    /// The next (`step` > 0) or previous marked ply from `view`.
    #[must_use]
    pub fn step_mark(&self, game: &GameLine, view: usize, step: isize) -> Option<usize> {
        let marks = self.marked_plies(game);
        if step > 0 {
            marks.into_iter().find(|&p| p > view)
        } else {
            marks.into_iter().rev().find(|&p| p < view)
        }
    }

    /// The ply a click at `fraction` of the graph's width goes to, within the shared line.
    #[must_use]
    pub fn graph_ply(&self, fraction: f64, game: &GameLine) -> Option<usize> {
        self.is_begun().then(|| super::graph::ply_at(fraction, self.moves.len()).min(self.shared_moves(game)))
    }

    /// What the review says of the position after `view` moves of `game`.
    #[must_use]
    pub fn note(&self, game: &GameLine, view: usize) -> Option<Note> {
        if view > self.shared_moves(game) {
            return None;
        }
        let judged_at = |i: usize| self.judged.get(i).copied().flatten().and_then(|m| m.judgement.map(|j| (j, m)));
        if let Some((judgement, m)) = view.checked_sub(1).and_then(judged_at) {
            return Some(Note::Marked { moved: self.moves[view - 1], judgement, better: m.better });
        }
        judged_at(view).map(|(judgement, m)| Note::BetterHere { moved: self.moves[view], judgement, better: m.better })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::{Player, Players};
    use loa_core::Variant;

    const PEOPLE: Players = Players { black: Player::Human, white: Player::Human, level: 1 };

    fn line(moves: &[&str]) -> (Position, Vec<Move>) {
        let start = Position::new(Variant::Standard);
        let mut pos = start.clone();
        let mut out = Vec::new();
        for text in moves {
            let m = pos.parse_move(text).unwrap();
            pos.play(m).unwrap();
            out.push(m);
        }
        (start, out)
    }

    fn game(start: &Position, moves: &[Move]) -> GameLine {
        let mut g = GameLine::new(start.clone(), PEOPLE);
        for &m in moves {
            g.play(m).unwrap();
        }
        g
    }

    /// Scores from the side to move's view: Black's second move (the third of the game) turns an
    /// even game into one White wins, so it is marked.
    fn reviewed() -> (ReviewState, GameLine) {
        let (start, moves) = line(&["b1-b3", "a2-c2", "g1-g3", "h2-f2"]);
        let (mut r, end) = ReviewState::begin(&start, &moves).unwrap();
        assert_eq!(end, game(&start, &moves).position().clone());
        // Each position's score for its side to move; after move 3 White is far better.
        for (ply, score) in [(0, 5), (1, -5), (2, 5), (3, 400), (4, -400)] {
            assert!(r.record(ply, score, None));
        }
        let g = game(&start, &moves);
        (r, g)
    }

    #[test]
    fn begin_refuses_an_illegal_line() {
        let (start, mut moves) = line(&["b1-b3", "a2-c2"]);
        moves.swap(0, 1);
        assert!(ReviewState::begin(&start, &moves).is_none());
    }

    #[test]
    fn progress_counts_evaluated_positions_and_ignores_plies_off_the_line() {
        let (start, moves) = line(&["b1-b3", "a2-c2"]);
        let (mut r, _) = ReviewState::begin(&start, &moves).unwrap();
        assert_eq!(r.progress(), (0, 3));
        assert!(r.record(2, 10, None));
        assert!(!r.record(3, 10, None));
        assert_eq!(r.progress(), (1, 3));
        assert!(r.summary().is_none(), "no move judged before both its positions are known");
    }

    #[test]
    fn the_best_move_is_read_in_its_own_position() {
        let (start, moves) = line(&["b1-b3"]);
        let (mut r, _) = ReviewState::begin(&start, &moves).unwrap();
        r.record(1, 0, Some("a2-c2"));
        assert_eq!(r.evals()[1].unwrap().best, Some(r.position_at(1).unwrap().parse_move("a2-c2").unwrap()));
        // Not a move in that position: kept as no move.
        r.record(0, 0, Some("a2-c2"));
        assert_eq!(r.evals()[0].unwrap().best, None);
    }

    #[test]
    fn marks_notes_and_steps_follow_the_judgement() {
        let (r, g) = reviewed();
        let marks = r.marked_plies(&g);
        assert_eq!(marks, vec![3], "the third move gave the game away: {:?}", r.judged());
        assert_eq!(r.step_mark(&g, 0, 1), Some(3));
        assert_eq!(r.step_mark(&g, 3, 1), None);
        assert_eq!(r.step_mark(&g, 4, -1), Some(3));
        assert_eq!(r.step_mark(&g, 3, -1), None);
        let moved = r.moves()[2];
        assert!(matches!(r.note(&g, 3), Some(Note::Marked { moved: m, .. }) if m == moved));
        assert!(matches!(r.note(&g, 2), Some(Note::BetterHere { moved: m, .. }) if m == moved));
        assert_eq!(r.note(&g, 1), None);
        assert!(r.summary().is_some());
    }

    #[test]
    fn another_line_keeps_only_the_shared_moves() {
        let (r, g) = reviewed();
        let mut other = GameLine::new(g.start().clone(), PEOPLE);
        for &m in &r.moves()[..2] {
            other.play(m).unwrap();
        }
        assert_eq!(r.shared_moves(&other), 2);
        assert_eq!(r.marked_plies(&other), Vec::<usize>::new(), "the marked move is not on this line");
        assert!(!r.is_of_another_game(&other, false));
        let fresh = GameLine::new(g.start().clone(), PEOPLE);
        assert!(r.is_of_another_game(&fresh, false), "a new game from the start");
        assert!(!r.is_of_another_game(&fresh, true), "the analysis board may leave the line");
        let scrambled = GameLine::new(Position::new(Variant::ScrambledEggs), PEOPLE);
        assert!(r.is_of_another_game(&scrambled, true));
        assert_eq!(r.graph_ply(1.0, &other), Some(2), "a click past the shared line stops at its end");
        assert_eq!(ReviewState::default().graph_ply(0.5, &g), None);
    }
}
