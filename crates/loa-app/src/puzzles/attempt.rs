//! One attempt at a puzzle: the solver's moves are checked as they come, a wrong one is judged
//! (why it fails), a right one brings the defender's listed reply, and the last one solves it.

use loa_core::puzzle::{judge_miss, Miss, PuzzleKind};
use loa_core::{Move, Position};

use super::set::Entry;
use crate::i18n::Msg;
use crate::i18n::{Arg, Messages};

/// What a solver's move did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// Not the answer, for this reason: the move is to be taken back.
    Wrong(Miss),
    /// Right, and the defender answers with this move (to be played for them).
    Reply(Move),
    /// Right, and the puzzle is solved.
    Solved,
    /// Not a move the solver can make now (not legal, or not the solver's turn).
    Ignored,
}

/// An attempt in progress.
#[derive(Debug, Clone)]
pub struct Attempt {
    pub entry: Entry,
    /// How many moves of the solution are on the board.
    played: usize,
    /// A wrong move was made (or the solution shown) at some point.
    failed: bool,
    solved: bool,
}

impl Attempt {
    #[must_use]
    pub fn new(entry: Entry) -> Attempt {
        Attempt { entry, played: 0, failed: false, solved: false }
    }

    /// The position reached by the solution's moves played so far.
    #[must_use]
    pub fn position(&self) -> Position {
        let mut pos = self.entry.start.clone();
        for &m in &self.entry.solution[..self.played] {
            pos.play_unchecked(m);
        }
        pos
    }

    /// The solution's moves on the board.
    #[must_use]
    pub fn played(&self) -> &[Move] {
        &self.entry.solution[..self.played]
    }

    #[must_use]
    pub fn failed(&self) -> bool {
        self.failed
    }

    #[must_use]
    pub fn solved(&self) -> bool {
        self.solved
    }

    /// Marks the attempt failed (the solution was shown).
    pub fn give_up(&mut self) {
        self.failed = true;
    }

    /// Whether the solver is to move now.
    #[must_use]
    pub fn solver_to_move(&self) -> bool {
        !self.solved && self.played % 2 == 0 && self.played < self.entry.solution.len()
    }

    /// The solution's move the solver is to play now, if the solver is to move.
    #[must_use]
    pub fn next_move(&self) -> Option<Move> {
        self.solver_to_move().then(|| self.entry.solution.get(self.played).copied()).flatten()
    }

    /// The solver plays `m` in [`Attempt::position`].
    pub fn try_move(&mut self, m: Move) -> Step {
        let pos = self.position();
        if !self.solver_to_move() || !pos.is_legal(m) {
            return Step::Ignored;
        }
        let len = self.entry.solution.len();
        if m == self.entry.solution[self.played] {
            self.played += 1;
            if self.played == len {
                self.solved = true;
                return Step::Solved;
            }
            let reply = self.entry.solution[self.played];
            self.played += 1;
            return Step::Reply(reply);
        }
        let left = (len - self.played) as u32;
        let miss = judge_miss(&pos, m, left, self.entry.kind == PuzzleKind::Defend);
        if miss == Miss::AlsoWorks {
            // A second answer (a verified puzzle has none): a move that wins at once is a win.
            let mut after = pos.clone();
            after.play_unchecked(m);
            if after.outcome().and_then(|o| o.winner()) == Some(pos.turn()) {
                self.solved = true;
                return Step::Solved;
            }
        }
        self.failed = true;
        Step::Wrong(miss)
    }
}

/// What the puzzle asks, as the board says it: "Black to move connects in 3."
#[must_use]
pub fn task(m: &Messages, entry: &Entry) -> String {
    let id = match entry.kind {
        PuzzleKind::Win1 => Msg::PuzzleTaskWin1,
        PuzzleKind::Defend => Msg::PuzzleTaskDefend,
        PuzzleKind::Win3 => Msg::PuzzleTaskWin3,
        PuzzleKind::Win5 => Msg::PuzzleTaskWin5,
    };
    m.tr(id, &[("color", Arg::from(entry.solver()))])
}

/// Why a move fails, in words: "White connects with g5-e3 after this."
#[must_use]
pub fn reason(t: &Messages, miss: Miss, entry: &Entry) -> String {
    let them = Arg::from(!entry.solver());
    match miss {
        Miss::DoesNotConnect => t.tr(Msg::PuzzleMissNoConnection, &[]),
        Miss::Draws => t.tr(Msg::PuzzleMissDraws, &[]),
        Miss::Loses => t.tr(Msg::PuzzleMissLoses, &[("color", them)]),
        Miss::OpponentConnects(m) => {
            t.tr(Msg::PuzzleMissTheyConnect, &[("color", them), ("move", Arg::from(m.to_string()))])
        }
        Miss::HoldsOut(m) => t.tr(Msg::PuzzleMissHoldsOut, &[("color", them), ("move", Arg::from(m.to_string()))]),
        Miss::AlsoWorks => t.tr(Msg::PuzzleMissOtherAnswer, &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;
    use crate::puzzles::PuzzleSet;

    fn en() -> Messages {
        Messages::new(Lang::En)
    }

    fn set() -> PuzzleSet {
        PuzzleSet::parse(include_str!("../../../../www/puzzles.tsv")).unwrap()
    }

    #[test]
    fn the_solution_is_accepted_with_the_replies_played() {
        let set = set();
        for kind in PuzzleKind::ALL {
            let entry = set.entries().iter().find(|e| e.kind == kind).unwrap().clone();
            let mut a = Attempt::new(entry.clone());
            let sol = &entry.solution;
            for i in (0..sol.len()).step_by(2) {
                assert_eq!(a.next_move(), Some(sol[i]), "{}: the hint at move {i}", entry.id);
                let step = a.try_move(sol[i]);
                if i + 1 == sol.len() {
                    assert_eq!(step, Step::Solved, "{}", entry.id);
                } else {
                    assert_eq!(step, Step::Reply(sol[i + 1]), "{}", entry.id);
                }
            }
            assert!(a.solved() && !a.failed());
            assert_eq!(a.next_move(), None, "solved: no more hints");
            assert_eq!(a.try_move(sol[0]), Step::Ignored);
            if kind != PuzzleKind::Defend {
                assert!(a.position().outcome().is_some_and(|o| o.winner() == Some(entry.solver())));
            }
        }
    }

    #[test]
    fn a_wrong_move_fails_the_attempt_with_a_reason() {
        let set = set();
        let entry = set.entries().iter().find(|e| e.kind == PuzzleKind::Defend).unwrap().clone();
        let mut a = Attempt::new(entry.clone());
        let wrong = entry.start.legal_moves().iter().copied().find(|&m| m != entry.solution[0]).unwrap();
        let Step::Wrong(miss) = a.try_move(wrong) else { panic!("accepted {wrong}") };
        assert!(a.failed() && !a.solved());
        // Nothing was played: the same position, and the answer still works afterwards.
        assert_eq!(a.position(), entry.start);
        let text = reason(&en(), miss, &entry);
        match miss {
            Miss::OpponentConnects(m) => assert!(text.contains(&m.to_string()), "{text}"),
            Miss::Loses => {}
            other => panic!("{other:?}"),
        }
        assert_eq!(a.try_move(entry.solution[0]), Step::Solved);
        assert!(a.failed(), "solved after a mistake still counts as failed");
        // Illegal or out-of-turn moves are ignored, never a panic.
        let mut b = Attempt::new(entry.clone());
        assert_eq!(b.try_move(Move::PASS), Step::Ignored);
        assert!(!b.failed());
    }

    #[test]
    fn the_task_names_the_side_and_the_kind() {
        let set = set();
        let win3 = set.entries().iter().find(|e| e.kind == PuzzleKind::Win3).unwrap();
        let text = task(&en(), win3);
        assert!(text.contains('3') && text.contains(&win3.solver().to_string()), "{text}");
        let e = set.entries()[0].clone();
        assert_eq!(reason(&en(), Miss::DoesNotConnect, &e), "This does not connect your pieces.");
        let m = e.solution[0];
        assert_eq!(
            reason(&en(), Miss::OpponentConnects(m), &e),
            format!("{} connects with {m} after this.", !e.solver())
        );
    }
}
