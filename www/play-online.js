// Online play, only where the page's own origin serves games: asks api/status (loa-server
// answers {"protocol":1,…}); a static host serves the site's own file api/status,
// {"protocol":0} (so no host logs a 404 on every visit), or nothing, and then nothing else is
// fetched and no online entry shows. Otherwise loads the online module (online.js +
// online_bg.wasm, crates/loa-web/src/online) and starts it.
(function () {
  'use strict';
  if (!window.fetch || !window.WebSocket || document.documentElement.classList.contains('embed')) return;
  // Relative: a static copy of the site under a sub-path answers with its own api/status.
  fetch('api/status', { cache: 'no-store' })
    .then((r) => (r.ok ? r.json() : null))
    .then((status) => {
      if (!status || status.protocol !== 1) return;
      const tag = document.createElement('script');
      tag.src = 'online.js';
      tag.onload = () => {
        // online.js declares it with `let`: a global binding, not a property of window.
        // eslint-disable-next-line no-undef
        const init = typeof wasm_bindgen === 'function' ? wasm_bindgen : null;
        if (!init) return;
        init({ module_or_path: 'online_bg.wasm' }).then(() => init.loa_online_start());
      };
      document.head.appendChild(tag);
    })
    .catch(() => {});
})();
