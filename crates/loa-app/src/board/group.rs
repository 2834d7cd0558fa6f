//! The group that connected, as the board draws it at a game's end: its pieces, and a link
//! between each piece and a neighbour so the lines run through the whole group (a tree over the
//! group, orthogonal steps preferred, so no line is drawn twice and no square is left out).

use loa_core::{Color, Outcome, Position, Reason, Square};

use crate::game::GameEnd;

/// One side's connected pieces, and the links the board draws between neighbours.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    pub color: Color,
    pub squares: Vec<Square>,
    /// Each pair is two neighbouring squares of the group.
    pub links: Vec<(Square, Square)>,
}

/// The steps to a neighbour, orthogonal ones first.
const STEPS: [(i8, i8); 8] = [(1, 0), (0, 1), (-1, 0), (0, -1), (1, 1), (-1, 1), (-1, -1), (1, -1)];

/// The groups that ended the game `pos` by connecting (`end`): the winner's, or both sides'
/// when one move connected both and the game is drawn. None for any other end.
#[must_use]
pub fn connected_groups(pos: &Position, end: GameEnd) -> Vec<Group> {
    let sides: &[Color] = match end {
        GameEnd::Position(Outcome::Win(c, Reason::Connected | Reason::OpponentConnected | Reason::Simultaneous)) => {
            match c {
                Color::Black => &[Color::Black],
                Color::White => &[Color::White],
            }
        }
        GameEnd::Position(Outcome::Draw(Reason::Simultaneous)) => &Color::ALL,
        _ => &[],
    };
    sides.iter().filter_map(|&c| group(pos, c)).collect()
}

/// `color`'s pieces, if they form one group, with the links of a tree over them.
#[must_use]
pub fn group(pos: &Position, color: Color) -> Option<Group> {
    let pieces = pos.pieces(color);
    if !pieces.is_connected() {
        return None;
    }
    let squares: Vec<Square> = pieces.iter().collect();
    let mut reached = vec![*squares.first()?];
    let mut links = Vec::with_capacity(squares.len().saturating_sub(1));
    let mut next = 0;
    while let Some(&from) = reached.get(next) {
        next += 1;
        for (df, dr) in STEPS {
            let Some(to) = from.offset(df, dr) else { continue };
            if pieces.contains(to) && !reached.contains(&to) {
                reached.push(to);
                links.push((from, to));
            }
        }
    }
    Some(Group { color, squares, links })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Ending;
    use loa_core::Variant;

    fn at(position: &str) -> Position {
        Position::from_position_string(position, Variant::Standard, loa_core::Rules::default()).unwrap()
    }

    #[test]
    fn the_winners_group_is_linked_through_every_piece_once() {
        // Black: b2 c2 c3 e4 d3 (one group); White: a8 h1.
        let pos = at("w7/8/8/8/4b3/2bb4/1bb5/7w w");
        let groups = connected_groups(&pos, GameEnd::Position(Outcome::Win(Color::Black, Reason::Connected)));
        assert_eq!(groups.len(), 1);
        let g = &groups[0];
        assert_eq!((g.color, g.squares.len(), g.links.len()), (Color::Black, 5, 4));
        for (a, b) in &g.links {
            let (df, dr) = (i16::from(a.file()) - i16::from(b.file()), i16::from(a.rank()) - i16::from(b.rank()));
            assert!(df.abs() <= 1 && dr.abs() <= 1, "{a}-{b} are neighbours");
        }
        let mut linked: Vec<Square> = g.links.iter().flat_map(|&(a, b)| [a, b]).collect();
        linked.sort_unstable();
        linked.dedup();
        assert_eq!(linked.len(), 5, "every piece is on a line");
        // Orthogonal steps first: b2-c2 is a link, not b2-c3.
        let sq = |s: &str| s.parse::<Square>().unwrap();
        assert!(g.links.contains(&(sq("b2"), sq("c2"))), "{:?}", g.links);
    }

    #[test]
    fn only_a_connection_draws_a_group() {
        let pos = at("w7/8/8/8/4b3/2bb4/1bb5/7w w");
        for end in [
            GameEnd::Position(Outcome::Win(Color::Black, Reason::Repetition)),
            GameEnd::Declared(Ending::Resigned(Color::White)),
            GameEnd::Declared(Ending::OutOfTime(Color::White)),
        ] {
            assert_eq!(connected_groups(&pos, end), []);
        }
        // White's two pieces are apart: no group to draw even when it is named.
        assert_eq!(connected_groups(&pos, GameEnd::Position(Outcome::Draw(Reason::Simultaneous))).len(), 1);
        assert_eq!(group(&pos, Color::White), None);
    }
}
