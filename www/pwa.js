// Registers the service worker (offline play, installable app) and, when a new version of the site
// has been downloaded, says so and reloads only when the reader asks: never in the middle of a game.
// Included by the game page and the rules tutorial: <script src="pwa.js" defer></script>.
(function () {
  'use strict';
  // A language link of the tutorial or the embedding guide (nav.langs) is the reader's choice for
  // the whole site: kept where the game page looks for it (loa-lang, see i18n::document::STORAGE_KEY).
  document.addEventListener('click', (e) => {
    const link = e.target instanceof Element ? e.target.closest('nav.langs a[hreflang]') : null;
    if (!link) return;
    try { localStorage.setItem('loa-lang', link.getAttribute('hreflang')); } catch (_) { /* storage blocked */ }
  });
  if (!('serviceWorker' in navigator)) return;
  // Relative to this script, so the site works from any sub-path (/games/loa/).
  const base = document.currentScript ? document.currentScript.src : location.href;
  const swUrl = new URL('sw.js', base);

  let reloadRequested = false;
  let banner = null;

  // The banner's words, from the page's language file (the service worker has it), or English's.
  async function words() {
    const lang = (document.documentElement.lang || 'en').slice(0, 2);
    for (const file of new Set([lang, 'en'])) {
      try {
        const response = await fetch(new URL(`locales/${file}.ftl`, base));
        if (!response.ok) continue;
        const found = {};
        for (const [, id, text] of (await response.text()).matchAll(/^((?:update|build)-[a-z-]+) = (.+)$/gm)) found[id] = text;
        if (found['update-available'] && found['update-other-tab'] && found['build-reload'] && found['update-later']) return found;
      } catch (_) { /* offline without the file: the next language, or no banner */ }
    }
    return null;
  }

  async function showBanner(message, onReload) {
    const said = await words();
    if (!said) return;
    if (banner) banner.remove();
    banner = document.createElement('div');
    banner.className = 'loa-update';
    banner.setAttribute('role', 'status');
    banner.setAttribute('aria-live', 'polite');
    const style = document.createElement('style');
    style.textContent = `
      .loa-update { position: fixed; z-index: 1000; left: 50%; bottom: 1rem; transform: translateX(-50%);
        display: flex; flex-wrap: wrap; justify-content: flex-end; gap: .6rem .75rem; align-items: center;
        width: max-content; max-width: calc(100vw - 2rem); box-sizing: border-box;
        padding: .6rem .9rem; border-radius: .5rem; font: 15px/1.3 system-ui, sans-serif;
        background: #1f3b2d; color: #fff; box-shadow: 0 4px 16px rgba(0,0,0,.35); }
      .loa-update span { flex: 1 1 14rem; }
      .loa-update button { font: inherit; padding: .3rem .8rem; border-radius: .35rem; cursor: pointer;
        border: 1px solid rgba(255,255,255,.6); background: transparent; color: inherit; }
      .loa-update button.primary { background: #f0d9b5; color: #1c1c1c; border-color: #f0d9b5; }`;
    const text = document.createElement('span');
    text.textContent = said[message];
    const reload = document.createElement('button');
    reload.type = 'button';
    reload.className = 'primary';
    reload.textContent = said['build-reload'];
    reload.addEventListener('click', onReload);
    const later = document.createElement('button');
    later.type = 'button';
    later.textContent = said['update-later'];
    later.addEventListener('click', () => banner.remove());
    banner.append(style, text, reload, later);
    document.body.append(banner);
  }

  function offer(worker) {
    // Only an update: on the first visit there is no controller and nothing to replace.
    if (!navigator.serviceWorker.controller) return;
    showBanner('update-available', () => {
      reloadRequested = true;
      worker.postMessage({ type: 'skip-waiting' });
    });
  }

  let hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (reloadRequested) {
      location.reload();
    } else if (hadController) {
      // Another tab of the site chose to update: this page still runs the old code.
      showBanner('update-other-tab', () => location.reload());
    }
    hadController = true;
  });

  function watch(registration) {
    if (registration.waiting) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const worker = registration.installing;
      if (!worker) return;
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') offer(worker);
      });
    });
    // Look for a new version when the reader comes back to the tab (the browser also checks on
    // navigation), at most every ten minutes.
    let lastCheck = Date.now();
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck > 10 * 60 * 1000) {
        lastCheck = Date.now();
        registration.update().catch(() => {});
      }
    });
  }

  // Once the page is idle, the service worker fills its cache with the rest of the site (from the
  // HTTP cache for what this page fetched): the page's own start never shares the network with it.
  function precacheWhenIdle() {
    const idle = window.requestIdleCallback || ((run) => setTimeout(run, 2000));
    navigator.serviceWorker.ready.then((registration) => {
      idle(() => {
        if (registration.active) registration.active.postMessage({ type: 'precache' });
      }, { timeout: 10000 });
    });
  }

  function register() {
    navigator.serviceWorker
      .register(swUrl.href, { scope: new URL('./', swUrl).href })
      .then(watch)
      .then(precacheWhenIdle)
      .catch((error) => console.warn('Offline mode unavailable:', error));
  }
  // After the page's own loading, so installing the cache does not compete with the game's start.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
})();
