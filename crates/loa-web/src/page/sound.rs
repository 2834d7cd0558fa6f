//! Sounds for a move, a capture and the end of a game, synthesised with the Web Audio API (no
//! audio files). A mute switch on the page turns them off, and the choice is kept. No
//! `AudioContext` is made, and nothing is played, before the reader has pressed a key or a
//! pointer on the page: a game the computer plays alone stays silent until then.
//!
//! `<html data-sounds-played="N">` counts the sounds scheduled (what the browser tests observe).

use std::cell::Cell;
use std::rc::Rc;

use loa_core::Move;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{AddEventListenerOptions, AudioContext, OscillatorType, Window};

/// Where the switch's state is kept: `on` or `off` (on when never set).
pub const STORAGE_KEY: &str = "loa-sound";

/// What happened, and so which sound.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cue {
    Move,
    Capture,
    End,
}

impl Cue {
    /// The cue for `m`, played with the game over or not.
    #[must_use]
    pub fn of(m: Move, game_over: bool) -> Cue {
        if game_over {
            Cue::End
        } else if !m.is_pass() && m.is_capture() {
            Cue::Capture
        } else {
            Cue::Move
        }
    }

    /// The notes: (frequency in Hz, start and length in seconds). Short and quiet: a wooden
    /// click for a move, a lower double knock for a capture, a rising chord for the end.
    #[must_use]
    pub const fn notes(self) -> &'static [(f32, f64, f64)] {
        match self {
            Cue::Move => &[(660.0, 0.0, 0.07)],
            Cue::Capture => &[(330.0, 0.0, 0.06), (247.0, 0.07, 0.1)],
            Cue::End => &[(523.25, 0.0, 0.18), (659.25, 0.12, 0.18), (783.99, 0.24, 0.35)],
        }
    }

    /// The waveform.
    fn wave(self) -> OscillatorType {
        match self {
            Cue::Move => OscillatorType::Triangle,
            Cue::Capture => OscillatorType::Square,
            Cue::End => OscillatorType::Sine,
        }
    }
}

/// The page's sounds.
pub struct Sound {
    window: Window,
    enabled: bool,
    /// Set by the first key or pointer press anywhere on the page.
    interacted: Rc<Cell<bool>>,
    context: Option<AudioContext>,
    played: u32,
}

impl std::fmt::Debug for Sound {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Sound").field("enabled", &self.enabled).field("played", &self.played).finish_non_exhaustive()
    }
}

impl Sound {
    /// The sounds, on or off as last chosen; listens for the reader's first gesture.
    #[must_use]
    pub fn new(window: &Window) -> Sound {
        let interacted = Rc::new(Cell::new(false));
        let options = AddEventListenerOptions::new();
        options.set_capture(true);
        for name in ["pointerdown", "keydown"] {
            let flag = interacted.clone();
            let listener = Closure::<dyn FnMut()>::new(move || flag.set(true));
            let _ = window.add_event_listener_with_callback_and_add_event_listener_options(
                name,
                listener.as_ref().unchecked_ref(),
                &options,
            );
            // As long as the page.
            listener.forget();
        }
        Sound { window: window.clone(), enabled: stored(window), interacted, context: None, played: 0 }
    }

    #[must_use]
    pub fn enabled(&self) -> bool {
        self.enabled
    }

    /// Turns the sounds on or off, and keeps the choice.
    pub fn set_enabled(&mut self, on: bool) {
        self.enabled = on;
        if let Some(store) = self.window.local_storage().ok().flatten() {
            let _ = store.set_item(STORAGE_KEY, if on { "on" } else { "off" });
        }
    }

    /// Plays `cue` if the sounds are on and the reader has used the page.
    pub fn play(&mut self, cue: Cue) {
        if !self.enabled || !self.interacted.get() {
            return;
        }
        if self.context.is_none() {
            self.context = AudioContext::new().ok();
        }
        let Some(ctx) = &self.context else { return };
        // A context made before the page was visible may start suspended.
        let _ = ctx.resume();
        let now = ctx.current_time();
        for &(frequency, start, length) in cue.notes() {
            if schedule(ctx, cue.wave(), frequency, now + start, length).is_err() {
                return;
            }
        }
        self.played += 1;
        if let Some(html) = self.window.document().and_then(|d| d.document_element()) {
            let _ = html.set_attribute("data-sounds-played", &self.played.to_string());
        }
    }
}

/// One note: an oscillator through a gain envelope (a fast attack, an exponential fade).
fn schedule(ctx: &AudioContext, wave: OscillatorType, frequency: f32, at: f64, length: f64) -> Result<(), JsValue> {
    let osc = ctx.create_oscillator()?;
    osc.set_type(wave);
    osc.frequency().set_value(frequency);
    let gain = ctx.create_gain()?;
    let g = gain.gain();
    g.set_value_at_time(0.0001, at)?;
    g.exponential_ramp_to_value_at_time(0.12, at + 0.008)?;
    g.exponential_ramp_to_value_at_time(0.0001, at + length)?;
    osc.connect_with_audio_node(&gain)?;
    gain.connect_with_audio_node(&ctx.destination())?;
    osc.start_with_when(at)?;
    osc.stop_with_when(at + length + 0.02)?;
    Ok(())
}

/// The kept choice: on unless turned off.
fn stored(window: &Window) -> bool {
    window
        .local_storage()
        .ok()
        .flatten()
        .and_then(|s| s.get_item(STORAGE_KEY).ok().flatten())
        .is_none_or(|v| v != "off")
}

#[cfg(test)]
mod tests {
    use super::*;
    use loa_core::Square;

    fn sq(s: &str) -> Square {
        s.parse().unwrap()
    }

    #[test]
    fn cues_follow_what_happened() {
        let plain = Move::new(sq("b1"), sq("b3"), false).unwrap();
        let capture = Move::new(sq("d1"), sq("a4"), true).unwrap();
        assert_eq!(Cue::of(plain, false), Cue::Move);
        assert_eq!(Cue::of(capture, false), Cue::Capture);
        assert_eq!(Cue::of(Move::PASS, false), Cue::Move);
        assert_eq!(Cue::of(capture, true), Cue::End);
    }

    #[test]
    fn notes_are_short_audible_and_in_order() {
        for cue in [Cue::Move, Cue::Capture, Cue::End] {
            let notes = cue.notes();
            assert!(!notes.is_empty());
            for w in notes.windows(2) {
                assert!(w[0].1 <= w[1].1, "{cue:?} notes start in order");
            }
            for &(f, start, length) in notes {
                assert!((100.0..2000.0).contains(&f), "{cue:?}: {f} Hz");
                assert!(start >= 0.0 && length > 0.0 && start + length <= 0.7, "{cue:?} is short");
            }
        }
    }
}
