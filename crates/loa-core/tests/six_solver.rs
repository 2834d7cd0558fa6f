//! The top level on 6×6: the solver's larger share there proves positions that the 8×8 share
//! (a tenth of the time, 1 M nodes) cannot, and the engine then plays the proof.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Instant;

use loa_core::budget::{Clock, Limits};

use loa_core::engine::Engine;

use loa_core::search::Score;
use loa_core::{Position, Rules, Variant};

struct Wall(Instant);

impl Clock for Wall {
    fn now_ms(&self) -> f64 {
        self.0.elapsed().as_secs_f64() * 1000.0
    }
}

/// A position along the engine's own depth-8 line from the 6×6 start (ply 16): Black to move
/// loses in 24. `loa solve --variant 6x6` proves it with 1.5 M nodes, beyond the 1 M the 8×8
/// share allows.
const PROVEN: [(&str, bool); 1] = [("4b1/5w/1b1wb1/wbbw1w/w1w3/3bw1 b", false)];

#[test]
fn a_timed_6x6_search_proves_what_the_8x8_share_cannot() {
    for (text, wins) in PROVEN {
        let pos = Position::from_position_string(text, Variant::SixBySix, Rules::default()).unwrap();
        let mut engine = Engine::new(4);
        // A long search (level 8 thinks 5 s): the solver's half is ample natively, even on a
        // loaded machine; with a tenth and 1 M nodes it gives up, and alpha-beta answers.
        let r = engine.search(
            &pos,
            Limits { time_ms: Some(20_000), ..Limits::default() },
            &Wall(Instant::now()),
            &mut |_| {},
        );
        assert!(r.info.proven, "{text}: not proven: {:?}", r.info.score);
        match r.info.score {
            Score::WinIn(_) => assert!(wins, "{text}: {:?}", r.info.score),
            Score::LossIn(_) => assert!(!wins, "{text}: {:?}", r.info.score),
            Score::Value(_) => panic!("{text}: proven but scored {:?}", r.info.score),
        }
        // The proof's line is legal and ends the game with the predicted winner.
        let mut end = pos.clone();
        for &m in &r.info.pv {
            end.play(m).unwrap();
        }
        let winner = end.outcome().and_then(|o| o.winner());
        assert_eq!(winner == Some(pos.turn()), wins, "{text}: {:?} after {:?}", end.outcome(), r.info.pv);
        assert!(winner.is_some(), "{text}: the line ends without a winner");
    }
}
