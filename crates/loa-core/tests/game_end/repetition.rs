//! The third occurrence of a position: which positions count, and a capture between them.

use loa_core::{Outcome, Position, Reason, Variant};

use super::{assert_closed, play, position};

#[test]
fn repetition_counts_the_side_to_move() {
    // Black walled in (see CASES), White's d5 shuttles d5-d6-d5 (file d holds only it: one
    // square each way) while Black passes. The board of ply 0 recurs at plies 1, 4, 5, 8, 9 —
    // but with Black to move only at 0, 4 and 8, so the third occurrence is at ply 8, not 4.
    let mut pos = position("bw4wb/ww4ww/8/3w4/8/8/ww4ww/bw4wb b", "olympiad");
    let shuffle = ["pass", "d5-d6", "pass", "d6-d5"];
    let expected_occurrences = [1, 1, 1, 1, 2, 2, 2, 2, 3];
    assert_eq!(pos.occurrences(), 1);
    for (ply, text) in shuffle.iter().cycle().take(8).enumerate() {
        assert_eq!(pos.outcome(), None, "ply {ply}");
        play(&mut pos, text);
        assert_eq!(pos.occurrences(), expected_occurrences[ply + 1], "after ply {}", ply + 1);
    }
    assert_eq!(pos.ply(), 8);
    assert_eq!(pos.outcome(), Some(Outcome::Draw(Reason::Repetition)));
    assert_closed(&mut pos);
    pos.undo();
    assert_eq!(pos.outcome(), None);

    // With repetition off the shuffle goes on.
    let mut pos = position("bw4wb/ww4ww/8/3w4/8/8/ww4ww/bw4wb b", "repetition=off");
    for text in shuffle.iter().cycle().take(20) {
        play(&mut pos, text);
    }
    assert_eq!(pos.outcome(), None);
    assert_eq!(pos.occurrences(), 6);
}

#[test]
fn repetition_needs_the_same_position_three_times() {
    // b1-b3 a2-c2 b3-b1 c2-a2 returns to the start (2nd time); then b1-b3 a2-c2 returns to the
    // position after ply 2 for the 2nd time; one more cycle gives the 3rd of the start.
    let mut pos = Position::new(Variant::Standard);
    let cycle = ["b1-b3", "a2-c2", "b3-b1", "c2-a2"];
    for (i, text) in cycle.iter().cycle().take(7).enumerate() {
        play(&mut pos, text);
        let expected = if i < 3 { 1 } else { 2 };
        assert_eq!(pos.occurrences(), expected, "after {text} (ply {})", i + 1);
        assert_eq!(pos.outcome(), None);
    }
    play(&mut pos, "c2-a2");
    assert_eq!(pos.occurrences(), 3);
    assert_eq!(pos.outcome(), Some(Outcome::Draw(Reason::Repetition)));
}

#[test]
fn repetition_after_a_capture() {
    // After a capture the earlier positions cannot recur (a piece is gone): counting starts
    // from the position after it. The worked example's line ends with h3xf1; then shuffle.
    let mut pos = Position::new(Variant::Standard);
    for text in ["c8-c6", "a6-c4", "e8-b5", "h3xf1"] {
        play(&mut pos, text);
    }
    assert_eq!(pos.occurrences(), 1);
    // Black g8-g6 (file g: g8, g1 — two squares) and back; White h2-f2 (rank 2: a2, h2 — two
    // squares, g2 empty) and back.
    let cycle = ["g8-g6", "h2-f2", "g6-g8", "f2-h2"];
    for text in cycle.iter().cycle().take(7) {
        play(&mut pos, text);
        assert_eq!(pos.outcome(), None);
    }
    play(&mut pos, "f2-h2");
    assert_eq!(pos.occurrences(), 3);
    assert_eq!(pos.outcome(), Some(Outcome::Draw(Reason::Repetition)));
}
