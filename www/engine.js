// The engine's Web Worker (a classic worker: on another site's page it is loaded by importScripts
// from a blob, and what it imports falls under that page's script-src). The game page, the engine and this worker are one
// wasm module; the page (or a <loa-board>) hands it over in the first message, { js, wasm }: the
// URL of the module's JS, and the wasm itself (the page's compiled WebAssembly.Module) or its URL.
// The module's start sees it is in a worker and answers searches (loa_web::engine::serve).
self.onmessage = async (event) => {
  self.onmessage = null;
  try {
    const { js, wasm } = event.data;
    const glue = await import(js);
    await glue.default({ module_or_path: wasm });
  } catch (error) {
    // Thrown again outside the promise, so the page hears it as the worker's error event.
    setTimeout(() => {
      throw error;
    });
  }
};
