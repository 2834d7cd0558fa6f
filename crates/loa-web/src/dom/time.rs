//! The one clock, the one timer and the one frame request of the page, the boards and the
//! workers.
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

/// Calls `f` once the code running now has returned (a microtask: before the next task, and on
/// a page whose clock a test holds still too), never inside the caller's own call.
pub fn soon(f: impl FnOnce() + 'static) {
    let callback = Closure::once_into_js(f);
    if let Some((queue, scope)) = global_function("queueMicrotask") {
        let _ = queue.call1(&scope, &callback);
    }
}

/// Calls `f` at the window's next animation frame, just before it paints: what changes several
/// times within one frame is drawn once. The request's id (for `cancelAnimationFrame`), or `None`
/// where there is no window.
pub fn at_next_frame(f: impl FnOnce() + 'static) -> Option<i32> {
    let callback = Closure::once_into_js(move |_time: f64| f());
    web_sys::window()?.request_animation_frame(callback.unchecked_ref()).ok()
}

/// A callback after a delay, cancelled when dropped (or kept running for good with
/// [`Timer::forget`]).
///
/// The timer's id is kept as JavaScript gave it: a page's `setTimeout` may answer ids that do not
/// fit web-sys's `i32` (Playwright's fake clock counts from 10^12), and clearing a truncated id
/// would leave the timer to call a dropped closure.
#[must_use = "a timer is cancelled when dropped"]
pub struct Timer {
    handle: Option<JsValue>,
    callback: Option<Closure<dyn FnMut()>>,
}

/// The global scope's function `name` (`setTimeout`, `clearTimeout`), and the scope: a window's
/// or a worker's.
fn global_function(name: &str) -> Option<(js_sys::Function, JsValue)> {
    let global: JsValue = js_sys::global().into();
    let f = js_sys::Reflect::get(&global, &JsValue::from_str(name)).ok()?.dyn_into().ok()?;
    Some((f, global))
}

impl Timer {
    /// Calls `f` once after `ms` (at once, in a task of its own, for 0).
    pub fn after(ms: u64, f: impl FnOnce() + 'static) -> Timer {
        let mut f = Some(f);
        let callback = Closure::<dyn FnMut()>::new(move || {
            if let Some(f) = f.take() {
                f();
            }
        });
        // Whole milliseconds, up to what setTimeout takes (a longer delay would fire at once).
        #[allow(clippy::cast_precision_loss)]
        let delay = JsValue::from_f64(ms.min(i32::MAX as u64) as f64);
        let handle = global_function("setTimeout")
            .and_then(|(set, scope)| set.call2(&scope, callback.as_ref().unchecked_ref(), &delay).ok());
        Timer { handle, callback: Some(callback) }
    }

    /// Lets the timer run even though it is not kept.
    pub fn forget(mut self) {
        self.handle = None;
        if let Some(callback) = self.callback.take() {
            callback.forget();
        }
    }
}

impl std::fmt::Debug for Timer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Timer").field("handle", &self.handle).finish()
    }
}

impl Drop for Timer {
    fn drop(&mut self) {
        if let (Some(handle), Some((clear, scope))) = (self.handle.take(), global_function("clearTimeout")) {
            let _ = clear.call1(&scope, &handle);
        }
    }
}
