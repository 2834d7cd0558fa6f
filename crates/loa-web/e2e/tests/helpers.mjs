// The end-to-end tests' shared set-up, used by every *.test.mjs here: `useSite()` serves trunk's
// `dist/` (optionally under a sub-path, or a temporary copy a test may add files to) from a tiny
// static server and launches headless Chromium through playwright-core for the file's tests; pages
// that collect console errors; the waits and look-ups the game page and `<loa-board>` tests share.
import { before, after } from 'node:test';
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, extname, resolve, normalize, sep, dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root (crates/loa-web/e2e/tests → ../../../..). */
export const ROOT = resolve(here, '../../../..');
/** trunk's output; `LOA_DIST` overrides it. */
export const DIST = process.env.LOA_DIST ? resolve(process.env.LOA_DIST) : join(ROOT, 'dist');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** What a static host compresses: text and wasm (not the PNG icons, compressed already). */
const COMPRESSIBLE = /\.(html|js|mjs|css|wasm|json|webmanifest|svg|txt|ftl|tsv)$/;

/**
 * Serves `dir` on 127.0.0.1 at a free port, under `prefix` (e.g. '/games/loa/'; default '/'),
 * adding `headers` to every file it serves. With `gzip`, text and wasm go out gzip -9 compressed
 * to a browser that accepts it, as a static host sends them. Returns { url, origin, port, close(),
 * requests, sent } where `url` is the site's root URL (with the prefix and a trailing slash),
 * `requests` lists every path asked for and `sent` every answered one as { path, bytes } (the
 * body's bytes as sent, compressed or not).
 */
export async function startServer({ dir = DIST, prefix = '/', headers = {}, gzip = false } = {}) {
  if (!existsSync(join(dir, 'index.html'))) {
    throw new Error(`${dir}/index.html is missing: run \`trunk build --release\` first (with .ci/env's PATH)`);
  }
  if (!prefix.startsWith('/')) prefix = '/' + prefix;
  if (!prefix.endsWith('/')) prefix += '/';
  const root = resolve(dir);
  const requests = [];
  const sent = [];
  const compressed = new Map();
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    requests.push(path);
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end('not found');
      return;
    }
    let file = normalize(join(root, path.slice(prefix.length)));
    if (file !== root && !file.startsWith(root + sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file);
      }
      // Validators, as static hosts send them: a revalidation costs a 304, not the file again.
      const modified = new Date(Math.floor(info.mtimeMs / 1000) * 1000).toUTCString();
      if (req.headers['if-modified-since'] === modified) {
        res.writeHead(304, { 'last-modified': modified, 'cache-control': 'no-cache', ...headers }).end();
        return;
      }
      let body = await readFile(file);
      const encoding = {};
      if (gzip && COMPRESSIBLE.test(file) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        const key = `${file}\0${info.mtimeMs}\0${info.size}`;
        if (!compressed.has(key)) compressed.set(key, gzipSync(body, { level: 9 }));
        body = compressed.get(key);
        Object.assign(encoding, { 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
      }
      res.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-length': body.length,
        'cache-control': 'no-cache',
        'last-modified': modified,
        ...encoding,
        ...headers,
      });
      res.end(body);
      sent.push({ path, bytes: body.length });
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address();
  const origin = `http://127.0.0.1:${port}`;
  return {
    port,
    origin,
    url: origin + prefix,
    requests,
    sent,
    close: () => new Promise((ok) => server.close(ok)),
  };
}

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * Launches headless Chromium with a fresh profile, with `extraArgs` added to its command line.
 * Returns the playwright Browser; close it when done (`useSite` does).
 */
export async function launch(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * A new page in its own context (own storage), collecting console errors and page errors in
 * `page.errors` (an array of strings). `contextOptions` go to `browser.newContext`.
 */
export async function newPage(browser, contextOptions = {}) {
  // The site's service worker (offline play) would answer requests from its cache, out of reach of
  // `page.route`: it is blocked unless a test asks for it (`{ serviceWorkers: 'allow' }`).
  const context = await browser.newContext({
    viewport: { width: 1000, height: 800 },
    serviceWorkers: 'block',
    ...contextOptions,
  });
  const page = await context.newPage();
  page.errors = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Failed to load resource/.test(msg.text())) return; // reported with its URL below
    if (msg.type() === 'error') page.errors.push(msg.text());
  });
  page.on('pageerror', (err) => page.errors.push(String(err)));
  page.on('response', (res) => {
    if (res.status() >= 400) page.errors.push(`HTTP ${res.status()} ${res.url()}`);
  });
  return page;
}

/**
 * The set-up of a test file: before its tests, start serving the site and launch Chromium; after
 * them, close both. With `gzip`, the server compresses as a static host does, and adds `headers`
 * to every answer (see `startServer`).
 * The site is `dist/` itself, or with `copy` (or `files`, a map of file name to
 * contents written into it) a temporary copy of it, removed afterwards, so a test may add or change
 * files without touching `dist/`. `prefix` serves it under a sub-path.
 *
 * Returns the handles, filled in once the tests run: `site.server`, `site.browser`, `site.dir`,
 * `site.url` (the site's root URL), `site.requests` (every path asked for), `site.sent` (every answer: { path, bytes }), `site.newPage(options)`
 * (see `newPage`) and `site.openGame(query)` (a new page showing the game).
 */
export function useSite({ prefix = '/', copy = false, files = null, gzip = false, headers = {} } = {}) {
  const site = {
    server: null,
    browser: null,
    dir: DIST,
    get url() {
      return site.server.url;
    },
    get requests() {
      return site.server.requests;
    },
    get sent() {
      return site.server.sent;
    },
    newPage: (contextOptions) => newPage(site.browser, contextOptions),
    openGame: async (query) => openGame(await site.newPage(), site.url, query),
  };
  let copied = null;
  before(async () => {
    if (copy || files) {
      copied = tempDir('loa-site-');
      cpSync(DIST, copied.dir, { recursive: true });
      for (const [name, text] of Object.entries(files ?? {})) writeFileSync(join(copied.dir, name), text);
      site.dir = copied.dir;
    }
    site.server = await startServer({ dir: site.dir, prefix, gzip, headers });
    site.browser = await launch();
  });
  after(async () => {
    await site.browser?.close();
    await site.server?.close();
    copied?.cleanup();
  });
  return site;
}

/** Opens the game page (`query` like '?black=human&white=human') and waits for the board. */
export async function openGame(page, baseUrl, query = '') {
  await page.goto(baseUrl + query);
  await page.waitForSelector('[data-square="a1"]');
  return page;
}

/** Resigns: the Resign button, then the question's own button in the message line. */
export async function resign(page) {
  await page.click('#resign');
  await page.click('#message-action[data-action="resign"]');
}

/** Clicks the square named `sq` (e.g. 'b1'). */
export async function clickSquare(page, sq) {
  await page.click(`[data-square="${sq}"]`);
}

/** Plays `from-to` (or `fromxto`) by clicking the two squares. */
export async function playMove(page, move) {
  const [from, to] = move.split(/[-x:]/);
  await clickSquare(page, from);
  await clickSquare(page, to);
}

/** The squares marked as destinations, sorted, e.g. ['b3', 'd3', 'h1']. */
export async function destinations(page) {
  return (await page.$$eval('[data-dest]', (els) => els.map((e) => e.dataset.square))).sort();
}

/** The move list as text moves, e.g. ['b1-b3', 'h4-f2']. */
export async function moveList(page) {
  return page.$$eval('#moves [data-ply]', (els) => els.map((e) => e.textContent.trim()));
}

/** The screen-reader label of the game page's square `sq`, e.g. 'b1, black piece'. */
export function squareLabel(page, sq) {
  return page.getAttribute(`[data-square="${sq}"]`, 'aria-label');
}

/** Waits until the game page's move list has at least `n` moves. */
export async function waitForMoves(page, n, timeout = 60_000) {
  await page.waitForFunction((n) => document.querySelectorAll('#moves [data-ply]').length >= n, n, { timeout });
}

/** Waits until a service worker controls the page. */
export async function waitForServiceWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/**
 * Waits until the service worker has cached every file of its list (it starts once the page is
 * idle), the list read from the site's sw.js in `dir`; returns the list.
 */
export async function waitForPrecache(page, dir) {
  const list = JSON.parse(readFileSync(join(dir, 'sw.js'), 'utf8').match(/\bPRECACHE ?= ?(\[[^\]]*\])/)[1]);
  // Polled from here: `waitForFunction` takes a promise for a truthy answer and returns at once.
  const count = () => page.evaluate(async () => {
    const names = await caches.keys();
    return names.length === 1 ? (await (await caches.open(names[0])).keys()).length : -names.length;
  });
  const deadline = Date.now() + 60_000;
  let seen = await count();
  while (seen !== list.length) {
    if (Date.now() > deadline) throw new Error(`precache: ${seen} of ${list.length} files cached after 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    seen = await count();
  }
  return list;
}

// <loa-board> embeds: each keeps its board in a shadow root whose `.frame` carries data-position,
// data-ply, data-turn, data-moves, data-result; the element itself gets data-state ready or error.

/**
 * Brings each `<loa-board>` of the page (or those with `ids`) into view in turn, as a reader
 * scrolling down would (boards come alive only near the viewport), and waits until it is `done`
 * (a function of the element, run in the page).
 */
async function visitBoards(page, ids, done) {
  const boards = ids ? ids.map((id) => page.locator(`#${id}`)) : await page.locator('loa-board').all();
  for (const board of boards) {
    await board.scrollIntoViewIfNeeded();
    await page.waitForFunction(done, await board.elementHandle());
  }
}

/**
 * Waits until every `<loa-board>` of the page (or those with `ids`) has loaded or failed: past
 * "loading" (its words or its puzzle file on the way).
 */
export async function waitForBoardsLoaded(page, ids = null) {
  await visitBoards(page, ids, (b) => b.hasAttribute('data-state') && b.dataset.state !== 'loading');
}

/** Waits until every `<loa-board>` of the page (or those with `ids`) is ready. */
export async function waitForBoardsReady(page, ids = null) {
  await visitBoards(page, ids, (b) => b.dataset.state === 'ready');
}

/** The attribute `name` of the board frame of the `<loa-board>` with `id`. */
export function boardFrame(page, id, name) {
  return page.$eval(`#${id}`, (el, name) => el.shadowRoot.querySelector('.frame').getAttribute(name), name);
}

/** The status line of the `<loa-board>` with `id`. */
export function boardStatus(page, id) {
  return page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('.status').textContent);
}

/** The puzzles of `www/puzzles.tsv`: id → { position, solution (an array of moves), kind }. */
export function readPuzzles() {
  return new Map(readFileSync(join(ROOT, 'www/puzzles.tsv'), 'utf8').trim().split('\n').map((line) => {
    const [id, position, solution, kind] = line.split('\t');
    return [id, { position, solution: solution.split(' '), kind }];
  }));
}

/** The squares marked as destinations on the `<loa-board>` with `id`, sorted. */
export async function boardDestinations(page, id) {
  return (await page.$$eval(`#${id} [data-dest]`, (els) => els.map((e) => e.dataset.square))).sort();
}

/** Waits until the `<loa-board>` with `id` shows ply `ply` (a string, e.g. '2'). */
export async function waitForBoardPly(page, id, ply, options = {}) {
  await page.waitForFunction(({ id, ply }) =>
    document.getElementById(id).shadowRoot.querySelector('.frame').dataset.ply === ply, { id, ply }, options);
}

/** A fresh temporary directory (removed by the returned cleanup function). */
export function tempDir(prefix = 'loa-e2e-') {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * 60 moves of engine self-play (`loa bestmove --level 2` from the start, move after move); the
 * game is not over. Reviewed by review.test.mjs and measured by perf.test.mjs.
 */
export const SIXTY = (
  'g8-g6 h7-g8 g1-e3 a6-c4 f1-a1 a4-c6 e8xc6 c4-e4 b1-b3 h3-h8 c6-f6 g8xg6 d1-f3 h2-f4 b8-b6 ' +
  'g6-g7 d8-g5 a7-b8 e1-g3 g7-f7 c8-c6 a3xc1 g3-c3 e4-d3 b6-d8 c1-b2 a1-b1 h4-g3 b3-a4 d3-d1 ' +
  'b1-c2 f4-c7 f3-b3 g3-h4 c3-e1 b8-d6 g5-g4 d1-b1 f8xh6 c7-e7 e3-g3 a5-a8 c2-c4 e7-e5 d8-c7 ' +
  'd6-d7 g3-g5 e5-g3 e1-e2 h4-f2 h6-g7 g3-e3 g5xe3 h8-f8 f6-g5 a8-a5 e3-c3 f8-e8 c6-b6 f2-d4'
).split(' ');
