// The service worker: keeps the whole site (game, AI worker, tutorial, embeds, words) in a cache so
// it plays offline and installs as an app.
//
// The build fills in the placeholders below: `tools/precache.mjs`, in the trunk post_build hook,
// lists every file trunk produced and writes that list (the install icons apart) and a hash of
// their contents here. So the list can never go stale, and any change to any file gives a new version: the
// browser then installs the new worker beside the old one and the page offers to reload (pwa.js).
'use strict';

const VERSION = '__LOA_BUILD_VERSION__';
const PRECACHE = [/* __LOA_PRECACHE__ */];
// Files kept once the browser asks for them, not precached: the icons it installs the site with.
const ON_USE = [/* __LOA_ON_USE__ */];
// Debug builds answer from the network first (so `trunk serve` shows edits), release builds from
// the cache first (fast, and the same files as the page that registered this worker).
const NETWORK_FIRST = '__LOA_PROFILE__' === 'debug';

// Caches are per origin, not per path: name them by scope so two copies of the site on one origin
// (say /games/loa/ and /beta/loa/) never delete each other's caches.
const SCOPE = self.registration.scope;
const CACHE_PREFIX = `loa:${SCOPE}:`;
const CACHE = CACHE_PREFIX + VERSION;
const INDEX = new URL('./', SCOPE).href;

// Installing fills the cache only for an update (an older version of ours is cached): the new
// version then works offline before it takes over. On a first visit the page has just fetched
// most of these files; the cache is filled once the page is idle (`precache`, asked by pwa.js),
// from the HTTP cache, so nothing is downloaded twice.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const older = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE);
      if (older.length) await precache(older);
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
  if (event.data && event.data.type === 'precache') event.waitUntil(precacheOnce());
  if (event.data && event.data.type === 'version' && event.ports[0]) {
    event.ports[0].postMessage({ version: VERSION, files: PRECACHE.length });
  }
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE)) return;
  event.respondWith(NETWORK_FIRST ? networkFirst(request) : cacheFirst(event));
});

/** Every file of the list by URL. */
const LISTED = new Set(PRECACHE.map((path) => new URL(path, SCOPE).href));
/** What is kept when fetched: the list and the files kept on use. */
const KEPT = new Set([...LISTED, ...ON_USE.map((path) => new URL(path, SCOPE).href)]);
/** Files on their way into the cache: URL → a promise settled once the file is stored. */
const storing = new Map();
/**
 * Trunk's hashed file names (app-0123456789abcdef_bg.wasm): the same name, the same bytes. Trunk
 * writes the hash without its leading zeros, so it may be shorter than 16 digits.
 */
const HASHED = /-[0-9a-f]{8,16}(_bg)?\.(js|wasm)$/;

/** Where a request's file is kept: a page without its query. */
function keyOf(request) {
  if (request.mode !== 'navigate') return request.url;
  const url = new URL(request.url);
  url.search = '';
  url.hash = '';
  return url.href;
}

/**
 * Stores the response `produce` gives for `url`, once: a second call waits for the first, and a
 * file already stored is left alone (a second copy fetched with other headers would be kept
 * beside it, for the server's `Vary`).
 */
function store(url, produce) {
  if (!storing.has(url)) {
    const done = (async () => {
      const cache = await caches.open(CACHE);
      if (await cache.match(url, { ignoreVary: true })) return;
      const response = await produce();
      await cache.put(url, await storable(url, response));
    })().finally(() => storing.delete(url));
    storing.set(url, done);
  }
  return storing.get(url);
}

// Release builds answer from the cache, and keep a copy of each listed file the page fetches, so
// precaching later has nothing to download for it.
async function cacheFirst(event) {
  const request = event.request;
  const cached = await lookup(request);
  if (cached) return cached;
  const key = keyOf(request);
  if (storing.has(key)) {
    await storing.get(key).catch(() => {});
    const stored = await lookup(request);
    if (stored) return stored;
  }
  try {
    const response = await fetch(request);
    if (response.ok && KEPT.has(key)) {
      const copy = response.clone();
      event.waitUntil(store(key, async () => copy).catch(() => {}));
    }
    return response;
  } catch (error) {
    const fallback = await offlineFallback(request);
    if (fallback) return fallback;
    throw error;
  }
}

// Fills the cache with every listed file not in it yet. `older` names the caches of older
// versions (an update): a hashed file found there is copied, the others are asked of the server
// again (`no-cache`: a server with validators answers "not modified"). On a first visit, a file
// the page already fetched comes from the HTTP cache (`force-cache`), the page itself under the
// address it was opened with (any query), so nothing is downloaded twice.
async function precache(older) {
  const cache = await caches.open(CACHE);
  const have = new Set((await cache.keys()).map((request) => request.url));
  const pages = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).map((client) => client.url);
  const missing = [...LISTED].filter((url) => !have.has(url));
  await Promise.all(missing.map((url) => store(url, () => obtain(url, older, pages))));
  // An update keeps the files kept on use that an older version had (never downloaded for it).
  for (const url of [...KEPT].filter((url) => !LISTED.has(url) && !have.has(url))) {
    for (const name of older) {
      const copy = await (await caches.open(name)).match(url, { ignoreVary: true });
      if (copy) {
        await store(url, async () => copy);
        break;
      }
    }
  }
}

let precaching = null;
/** One precaching at a time (every page of the site asks once it is idle). */
function precacheOnce() {
  if (!precaching) precaching = precache([]).finally(() => { precaching = null; });
  return precaching;
}

async function obtain(url, older, pages) {
  if (HASHED.test(url)) {
    for (const name of older) {
      const copy = await (await caches.open(name)).match(url, { ignoreVary: true });
      if (copy) return copy;
    }
  }
  if (!older.length) {
    for (const page of pages.filter((page) => page !== url && samePage(page, url))) {
      const copy = await fetch(page, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
      if (copy && copy.ok) return copy;
    }
  }
  const response = await fetch(new Request(url, { cache: older.length ? 'no-cache' : 'force-cache' }));
  if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
  return response;
}

/** Whether the page at `page` (any query) is the file at `url`; the folder is its index.html. */
function samePage(page, url) {
  const bare = new URL(page);
  bare.search = '';
  bare.hash = '';
  const index = (u) => (u === INDEX ? INDEX + 'index.html' : u);
  return index(bare.href) === index(url);
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
