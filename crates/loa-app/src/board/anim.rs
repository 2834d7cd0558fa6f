//! Move animation: a piece slides from its origin to its destination, a captured piece fades.

use loa_core::{Color, Move, Square};

/// The default duration, as lichess.
pub const DURATION_MS: f64 = 200.0;

/// One move being animated.
#[derive(Debug, Clone, Copy)]
pub struct Anim {
    pub from: Square,
    pub to: Square,
    pub color: Color,
    /// The piece that stood on `to` before (captured), drawn fading out.
    pub captured: Option<Color>,
    pub start_ms: f64,
    pub duration_ms: f64,
}

impl Anim {
    /// An animation of `m` (its piece now of `color` on `m.to()`), or `None` for a pass.
    #[must_use]
    pub fn new(m: Move, color: Color, captured: Option<Color>, start_ms: f64, duration_ms: f64) -> Option<Anim> {
        if m.is_pass() || duration_ms <= 0.0 {
            return None;
        }
        Some(Anim { from: m.from(), to: m.to(), color, captured, start_ms, duration_ms })
    }

    /// Progress 0..=1 at `now_ms`, eased.
    #[must_use]
    pub fn progress(&self, now_ms: f64) -> f64 {
        let t = ((now_ms - self.start_ms) / self.duration_ms).clamp(0.0, 1.0);
        ease_in_out_cubic(t)
    }

    #[must_use]
    pub fn finished(&self, now_ms: f64) -> bool {
        now_ms - self.start_ms >= self.duration_ms
    }
}

/// Chessground's easing.
#[must_use]
pub fn ease_in_out_cubic(t: f64) -> f64 {
    if t < 0.5 {
        4.0 * t * t * t
    } else {
        (t - 1.0) * (2.0 * t - 2.0) * (2.0 * t - 2.0) + 1.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn easing_runs_from_zero_to_one() {
        assert!(ease_in_out_cubic(0.0).abs() < 1e-9);
        assert!((ease_in_out_cubic(1.0) - 1.0).abs() < 1e-9);
        assert!((ease_in_out_cubic(0.5) - 0.5).abs() < 1e-9);
    }

    #[test]
    fn no_animation_for_a_pass_or_zero_duration() {
        assert!(Anim::new(Move::PASS, Color::Black, None, 0.0, 200.0).is_none());
        let m = Move::new("b1".parse().unwrap(), "b3".parse().unwrap(), false).unwrap();
        assert!(Anim::new(m, Color::Black, None, 0.0, 0.0).is_none());
        let a = Anim::new(m, Color::Black, None, 100.0, 200.0).unwrap();
        assert!(!a.finished(250.0));
        assert!(a.finished(300.0));
    }
}
