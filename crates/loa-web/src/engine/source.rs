//! Where the engine's workers come from. The game page, the engine and the worker are one wasm
//! module: a worker is the site's `engine.js` running that module, which it is handed in its
//! first message, `{js, wasm}`: the URL of the module's JS and the wasm itself. The game page
//! sends its own compiled `WebAssembly.Module`, so a worker costs neither a download nor a
//! compilation; a `<loa-board>` (another module) sends the URL, which the browser has cached
//! after the first worker. `engine.js` is a classic worker that `import()`s the JS: a module
//! worker's imports would fall under a host page's `worker-src`, a classic worker's under its
//! `script-src`, which the embed guide already asks for.

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use web_sys::{Document, Worker};

/// The engine's worker script, next to the page.
pub const SCRIPT: &str = "./engine.js";

/// How to start an engine worker.
#[derive(Debug, Clone)]
pub struct EngineSource {
    /// The worker's script (`engine.js`, or a `blob:` that loads it with `importScripts` on another origin).
    script: String,
    /// The URL of the module's JS (wasm-bindgen's glue).
    js: String,
    /// The compiled module, or its URL.
    wasm: JsValue,
}

impl EngineSource {
    /// The game page's: its own module, whose JS the page names in its `modulepreload` link
    /// (trunk writes it).
    ///
    /// # Errors
    /// The page has no such link.
    pub fn page(doc: &Document) -> Result<EngineSource, JsValue> {
        let link = doc
            .query_selector("link[rel=modulepreload]")?
            .ok_or_else(|| JsValue::from_str("the page names no module to start the engine from"))?;
        let href = link.get_attribute("href").unwrap_or_default();
        let js = web_sys::Url::new_with_base(&href, &doc.base_uri()?.unwrap_or_default())?.href();
        let script = web_sys::Url::new_with_base(SCRIPT, &doc.base_uri()?.unwrap_or_default())?.href();
        Ok(EngineSource { script, js, wasm: wasm_bindgen::module() })
    }

    /// A worker from `script` running the module at `js` and `wasm` (URLs; `<loa-board>`'s
    /// loader gives them).
    #[must_use]
    pub fn urls(script: &str, js: &str, wasm: &str) -> EngineSource {
        EngineSource { script: script.to_owned(), js: js.to_owned(), wasm: JsValue::from_str(wasm) }
    }

    /// Starts a worker and hands it the module. Messages for the engine wait for its "ready".
    ///
    /// # Errors
    /// The browser refused to start the worker or to send it the module.
    pub fn start(&self) -> Result<Worker, JsValue> {
        let worker = Worker::new(&self.script)?;
        let boot = js_sys::Object::new();
        js_sys::Reflect::set(&boot, &"js".into(), &JsValue::from_str(&self.js))?;
        js_sys::Reflect::set(&boot, &"wasm".into(), &self.wasm)?;
        worker.post_message(boot.unchecked_ref())?;
        Ok(worker)
    }
}
