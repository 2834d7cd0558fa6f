//! The lobby as a page follows it: the open challenges (one's own marked), the counts.

use super::{Challenge, Counts, GameId};

/// The lobby: see [`online`](super).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Lobby {
    /// Whether the page follows it (then it is followed again after a reconnection).
    pub on: bool,
    /// The open challenges, oldest first.
    pub challenges: Vec<Challenge>,
    /// This page's own challenges.
    pub mine: Vec<GameId>,
    pub counts: Counts,
}

impl Lobby {
    /// The lobby as the server listed it.
    pub fn listed(&mut self, challenges: Vec<Challenge>, counts: Counts) {
        self.challenges = challenges;
        self.counts = counts;
        let listed = &self.challenges;
        self.mine.retain(|id| listed.iter().any(|c| &c.id == id));
    }

    pub fn added(&mut self, challenge: Challenge) {
        if !self.challenges.iter().any(|c| c.id == challenge.id) {
            self.challenges.push(challenge);
        }
    }

    pub fn removed(&mut self, id: &GameId) {
        self.challenges.retain(|c| &c.id != id);
        self.mine.retain(|m| m != id);
    }

    /// Whether challenge `id` is this page's own (it cannot accept it, it can withdraw it).
    #[must_use]
    pub fn is_mine(&self, id: &GameId) -> bool {
        self.mine.contains(id)
    }
}
