//! The clocks on the page: `[data-clock="black"]` and `[data-clock="white"]` show the session's
//! clock faces (`m:ss`, tenths under ten seconds), and one timer tells the session the time when
//! its effects ask ([`Wake`]): the shown time's next step, or the flag.
//!
//! The session never reads a clock; this file is where the page reads one (`Date.now()`, which
//! a reload keeps counting, and which Playwright's `page.clock` drives in the tests).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::Element;

use super::App;
use crate::dom::find::optional;
use loa_app::session::Wake;

/// Now, in ms since 1970 (the session's time).
#[must_use]
pub fn now_ms() -> u64 {
    // Whole milliseconds, never negative: the cast cannot lose anything that matters.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let ms = js_sys::Date::now().max(0.0) as u64;
    ms
}

/// The page's one clock timer and its callback.
#[derive(Default)]
pub struct Ticker {
    timer: Option<i32>,
    callback: Option<Closure<dyn FnMut()>>,
}

impl std::fmt::Debug for Ticker {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Ticker").field("timer", &self.timer).finish()
    }
}

impl App {
    /// Both clocks as the session shows them now, or none for a game without a clock.
    pub(super) fn show_clocks(&self) {
        let Some(row) = optional::<Element>(&self.doc, "clocks") else { return };
        let faces = self.session.clocks(now_ms());
        set_flag(&row, "hidden", faces.is_none());
        for face in faces.into_iter().flatten() {
            let selector =
                format!("[data-clock=\"{}\"]", if face.side == loa_core::Color::Black { "black" } else { "white" });
            let Ok(Some(el)) = row.query_selector(&selector) else { continue };
            let text = face.text(crate::i18n::lang());
            if el.text_content().as_deref() != Some(text.as_str()) {
                el.set_text_content(Some(&text));
            }
            set_flag(&el, "data-running", face.running);
            set_flag(&el, "data-low", face.low);
            set_flag(&el, "data-out", face.out);
        }
    }

    /// Calls [`loa_app::session::Session::tick`] at the time `wake` names (any earlier timer
    /// is dropped), or never.
    pub(super) fn wake_at(&mut self, wake: Wake) {
        let Some(window) = web_sys::window() else { return };
        if let Some(timer) = self.ticker.timer.take() {
            window.clear_timeout_with_handle(timer);
        }
        let Wake::At(at) = wake else { return };
        let weak = self.self_ref.clone();
        let callback = self.ticker.callback.get_or_insert_with(|| {
            Closure::<dyn FnMut()>::new(move || {
                let Some(app) = weak.upgrade() else { return };
                let Ok(mut a) = app.try_borrow_mut() else { return };
                a.ticker.timer = None;
                let fx = a.session.tick(now_ms());
                a.perform(fx);
            })
        });
        let delay = i32::try_from(at.saturating_sub(now_ms())).unwrap_or(i32::MAX);
        self.ticker.timer =
            window.set_timeout_with_callback_and_timeout_and_arguments_0(callback.as_ref().unchecked_ref(), delay).ok();
    }
}

/// Sets boolean attribute `name` on `el`, or removes it.
fn set_flag(el: &Element, name: &str, on: bool) {
    let _ = if on { el.set_attribute(name, "") } else { el.remove_attribute(name) };
}
