//! Lines of Action in the browser: it draws what [`loa_app`] decides (the session, the game
//! in progress, saved games, puzzles, the words) and carries out what it asks.
//!
//! - [`board`]: the board component (canvas + accessible grid + input), reusable on any page;
//! - [`engine`]: the engine's Web Worker, the page's and the boards' client for it, the computer's
//!   turn and hints on top of it, and the worker's own side;
//! - [`page`]: the game page (the controller, its regions and dialogs, the library, links);
//! - [`embed`]: the `<loa-board>` element for other pages (the `embed` bin, `www/loa-board.js`);
//! - [`i18n`]: the words of the page and the boards, in English, Catalan and Russian;
//! - [`dom`]: the one DOM helper (listeners, finding and making elements);
//! - [`online`]: online play, shown only when the site's own server answers;
//! - [`js_value`]: serde values as JavaScript values and JSON text (serde-wasm-bindgen).

/// The modules' allocator: talc rather than std's dlmalloc, 1.5 KB less gzip in each module, and
/// the engine's worker searches as fast (`e2e/tests/engine-speed.test.mjs`). The modules run no
/// threads, which is what talc's lock-free global allocator requires (it panics otherwise).
#[cfg(all(target_arch = "wasm32", not(target_feature = "atomics")))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

pub mod board;
pub mod dom;
pub mod embed;
pub mod engine;
pub mod i18n;
pub mod js_value;
pub mod online;
pub mod page;
