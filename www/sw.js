// The service worker: keeps the whole site (game, AI worker, tutorial, embeds, icons) in a cache so
// it plays offline and installs as an app.
//
// The build fills in the two placeholders below: `tools/precache.mjs` runs as a
// trunk post_build hook, lists every file trunk produced and writes that list and a hash of their
// contents here. So the list can never go stale, and any change to any file gives a new version: the
// browser then installs the new worker beside the old one and the page offers to reload (pwa.js).
'use strict';

const VERSION = '__LOA_BUILD_VERSION__';
const PRECACHE = [/* __LOA_PRECACHE__ */];
// Debug builds answer from the network first (so `trunk serve` shows edits), release builds from
// the cache first (fast, and the same files as the page that registered this worker).
const NETWORK_FIRST = '__LOA_PROFILE__' === 'debug';

// Caches are per origin, not per path: name them by scope so two copies of the site on one origin
// (say /games/loa/ and /beta/loa/) never delete each other's caches.
const SCOPE = self.registration.scope;
const CACHE_PREFIX = `loa:${SCOPE}:`;
const CACHE = CACHE_PREFIX + VERSION;
const INDEX = new URL('./', SCOPE).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await Promise.all(
        PRECACHE.map(async (path) => {
          const url = new URL(path, SCOPE).href;
          // `reload` skips the HTTP cache: this build's files, not an older copy of them.
          const response = await fetch(new Request(url, { cache: 'reload' }));
          if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
          await cache.put(url, await storable(url, response));
        }),
      );
    })(),
  );
  // No skipWaiting here: a new version waits until the page asks (the reader chose "reload"), so a
  // game in progress never switches code under its feet. The very first install has nothing to wait
  // for and activates at once.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // Control the page that registered us right away, so the first visit already works offline.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'skip-waiting') self.skipWaiting();
  if (event.data && event.data.type === 'version' && event.ports[0]) {
    event.ports[0].postMessage({ version: VERSION, files: PRECACHE.length });
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  event.respondWith(NETWORK_FIRST ? networkFirst(request) : cacheFirst(request));
});

async function cacheFirst(request) {
  const cached = await lookup(request);
  if (cached) return cached;
  try {
    return await fetch(request);
  } catch (error) {
    const fallback = await offlineFallback(request);
    if (fallback) return fallback;
    throw error;
  }
}

async function networkFirst(request) {
  try {
    const response = await fetch(request);
    if (response.ok && PRECACHE.length) {
      const cache = await caches.open(CACHE);
      await cache.put(request.url, await storable(request.url, response.clone()));
    }
    return response;
  } catch (error) {
    const cached = (await lookup(request)) || (await offlineFallback(request));
    if (cached) return cached;
    throw error;
  }
}

async function lookup(request) {
  const cache = await caches.open(CACHE);
  // Pages are the same file whatever their query (`index.html?position=…`, `?embed=1`). Each URL
  // is cached once, so a server's `Vary` header must not make a stored file miss.
  return cache.match(request, { ignoreSearch: request.mode === 'navigate', ignoreVary: true });
}

// Offline, a page that is not in the cache gets the game page rather than the browser's error.
async function offlineFallback(request) {
  if (request.mode !== 'navigate') return undefined;
  const cache = await caches.open(CACHE);
  return cache.match(INDEX, { ignoreVary: true });
}

// What goes into the cache is the network's own response, headers included, with two repairs: a
// redirected response cannot answer a navigation, so it is copied without the redirect flag; and a
// `.wasm` file must say `application/wasm` or streaming compilation refuses it, whatever the
// server sent.
async function storable(url, response) {
  const wrongWasmType =
    new URL(url).pathname.endsWith('.wasm') &&
    !(response.headers.get('content-type') || '').startsWith('application/wasm');
  if (!response.redirected && !wrongWasmType) return response;
  const headers = new Headers(response.headers);
  if (wrongWasmType) headers.set('content-type', 'application/wasm');
  return new Response(await response.blob(), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
