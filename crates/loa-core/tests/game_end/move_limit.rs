//! The move limit: plies counted exactly, from the setup.

use loa_core::{Outcome, Position, Reason, Variant};

use super::{assert_closed, play, position, rules};

#[test]
fn move_limit_counts_plies_exactly() {
    for limit in [1u16, 2, 5, 12] {
        let mut pos = Position::with_rules(Variant::Standard, rules(&format!("move-limit={limit}")));
        // Shuffle b1-b3 ... with repetition off, so only the limit can end it.
        let mut pos_no_rep =
            Position::with_rules(Variant::Standard, rules(&format!("move-limit={limit},repetition=off")));
        let cycle = ["b1-b3", "a2-c2", "b3-b1", "c2-a2"];
        for (i, text) in cycle.iter().cycle().take(usize::from(limit)).enumerate() {
            assert_eq!(pos_no_rep.outcome(), None, "limit {limit}, before ply {}", i + 1);
            play(&mut pos_no_rep, text);
        }
        assert_eq!(pos_no_rep.ply(), usize::from(limit));
        assert_eq!(pos_no_rep.outcome(), Some(Outcome::Draw(Reason::MoveLimit)), "limit {limit}");
        assert_closed(&mut pos_no_rep);
        pos_no_rep.undo();
        assert_eq!(pos_no_rep.outcome(), None);
        // Under the default repetition rule a limit of 8 or more would meet the repetition
        // first; below that the limit ends the game.
        if limit < 8 {
            for text in cycle.iter().cycle().take(usize::from(limit)) {
                play(&mut pos, text);
            }
            assert_eq!(pos.outcome(), Some(Outcome::Draw(Reason::MoveLimit)));
        }
    }
    // Without a limit the same shuffle never ends.
    let mut pos = Position::with_rules(Variant::Standard, rules("repetition=off"));
    for text in ["b1-b3", "a2-c2", "b3-b1", "c2-a2"].iter().cycle().take(200) {
        play(&mut pos, text);
    }
    assert_eq!(pos.outcome(), None);
}

#[test]
fn move_limit_counts_from_the_setup() {
    // A set-up position starts at ply 0: a limit of 2 allows two plies from it.
    let mut pos = position("7w/5b1w/8/3b4/3bb3/w7/w4ww1/8 b", "move-limit=2");
    play(&mut pos, "d5-d7");
    assert_eq!(pos.outcome(), None);
    // White a3-a5: file a holds a2, a3, so two squares (a4 empty).
    play(&mut pos, "a3-a5");
    assert_eq!(pos.outcome(), Some(Outcome::Draw(Reason::MoveLimit)));
}
