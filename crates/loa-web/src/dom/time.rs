//! The one clock and the one timer of the page, the boards and the workers.
//!
//! [`now_ms`] is the time every decision is given (ms since 1970: a reload keeps counting, and
//! Playwright's `page.clock` drives it in the tests); [`Timer`] calls back once after a delay
//! and is cancelled when dropped, so whoever keeps it decides how long it waits, as a
//! [`super::Listener`] does for events.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Now, in whole ms since 1970.
#[must_use]
pub fn now_ms() -> u64 {
    // Whole milliseconds, never negative: the cast cannot lose anything that matters.
    #[allow(clippy::cast_possible_truncation, clippy::cast_sign_loss)]
    let ms = js_sys::Date::now().max(0.0) as u64;
    ms
}

/// A callback after a delay, cancelled when dropped (or kept running for good with
/// [`Timer::forget`]).
#[must_use = "a timer is cancelled when dropped"]
pub struct Timer {
    handle: Option<i32>,
    _callback: Closure<dyn FnMut()>,
}

impl Timer {
    /// Calls `f` once after `ms` (at once, in a task of its own, for 0). Outside a window or a
    /// worker nothing is called.
    pub fn after(ms: u64, f: impl FnOnce() + 'static) -> Timer {
        let mut f = Some(f);
        let callback = Closure::<dyn FnMut()>::new(move || {
            if let Some(f) = f.take() {
                f();
            }
        });
        let delay = i32::try_from(ms).unwrap_or(i32::MAX);
        let global: web_sys::WorkerGlobalScope = js_sys::global().unchecked_into();
        let handle = match web_sys::window() {
            Some(w) => {
                w.set_timeout_with_callback_and_timeout_and_arguments_0(callback.as_ref().unchecked_ref(), delay)
            }
            None => {
                global.set_timeout_with_callback_and_timeout_and_arguments_0(callback.as_ref().unchecked_ref(), delay)
            }
        }
        .ok();
        Timer { handle, _callback: callback }
    }

    /// Calls `f` once, in a task of its own, never inside the caller's own call.
    pub fn soon(f: impl FnOnce() + 'static) {
        Timer::after(0, f).forget();
    }

    /// Lets the timer run even though it is not kept.
    pub fn forget(mut self) {
        self.handle = None;
        let callback = std::mem::replace(&mut self._callback, Closure::new(|| {}));
        callback.forget();
    }
}

impl std::fmt::Debug for Timer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Timer").field("handle", &self.handle).finish()
    }
}

impl Drop for Timer {
    fn drop(&mut self) {
        if let Some(handle) = self.handle.take() {
            match web_sys::window() {
                Some(w) => w.clear_timeout_with_handle(handle),
                None => {
                    js_sys::global().unchecked_into::<web_sys::WorkerGlobalScope>().clear_timeout_with_handle(handle)
                }
            }
        }
    }
}
