// The bytes a first visit costs, gzip as a static host sends them (the site served gzip -9 on
// 127.0.0.1): the game page until the computer has answered the first move, without and with the
// service worker (with it: until its precaching has finished), and a page of another site with
// one `<loa-board>` until the board is drawn. Counted twice: by the browser (Chrome DevTools
// Protocol, `Network.loadingFinished`'s encodedDataLength, headers included, the page's own
// requests) and by the server (every body it sent, the service worker's and the engine worker's
// requests included).
//
// Asserted: no file is downloaded twice (the service worker takes what the page fetched from the
// HTTP cache), and each visit stays within its budget in e2e/size-budget.json (`visits`, bytes
// the server sent), which size-budget.test.mjs holds under the project's ceilings (`ceilings`:
// 235 KB, 450 KB and 140 KB). Printed, and written to $TMPDIR/loa-first-visit.json: the bytes
// per file.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { useSite, startServer, tempDir, destinations, clickSquare, waitForMoves, waitForServiceWorker, waitForPrecache } from './helpers.mjs';

// Boards of another origin need the site's files with CORS, as the embedding guide asks.
const site = useSite({ gzip: true, headers: { 'access-control-allow-origin': '*' } });
const BUDGET = JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../size-budget.json'), 'utf8')).visits;
const results = {};

after(() => {
  const file = join(tmpdir(), 'loa-first-visit.json');
  writeFileSync(file, JSON.stringify(results, null, 2));
  const lines = Object.entries(results).map(([name, r]) => `${name}: ${r.serverBytes} B sent by the server (${(r.serverBytes / 1024).toFixed(1)} KiB)`
    + (r.cdpBytes == null ? '' : `, ${r.cdpBytes} B seen by the page (headers included)`) + ` in ${r.files.length} files`);
  console.log(`first visits, gzip (${file}):\n${lines.join('\n')}`);
});

/** Counts what the page's own requests cost: url → encodedDataLength, from the DevTools protocol. */
async function countBytes(page) {
  const cdp = await page.context().newCDPSession(page);
  const urls = new Map();
  const bytes = new Map();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId);
    if (url) bytes.set(url, (bytes.get(url) ?? 0) + e.encodedDataLength);
  });
  await cdp.send('Network.enable');
  return bytes;
}

/** The server's answers from `from` on, per file: the index is one file whatever its URL. */
function served(from) {
  const files = new Map();
  const twice = [];
  for (const { path, bytes } of site.sent.slice(from)) {
    const file = path.replace(/\/$/, '/index.html');
    // Chromium asks for the favicon on its own, again on each navigation: not the site's doing.
    if (files.has(file) && !file.endsWith('/favicon-32.png')) twice.push(file);
    files.set(file, (files.get(file) ?? 0) + bytes);
  }
  return { files, twice };
}

/** Opens the game against the computer, plays a move and waits for the computer's answer. */
async function playUntilTheComputerAnswers(page) {
  await page.goto(site.url + '?black=human&white=computer&level=1');
  await page.waitForSelector('[data-square="a1"]');
  await clickSquare(page, 'b1');
  const [to] = await destinations(page);
  await clickSquare(page, to);
  await waitForMoves(page, 2, 60_000);
}

function record(name, from, cdp) {
  const { files, twice } = served(from);
  const serverBytes = [...files.values()].reduce((a, b) => a + b, 0);
  const cdpBytes = cdp ? [...cdp.values()].reduce((a, b) => a + b, 0) : null;
  results[name] = {
    serverBytes,
    cdpBytes,
    files: [...files].sort((a, b) => b[1] - a[1]).map(([f, b]) => `${f} ${b}`),
  };
  return { serverBytes, twice };
}

test('the game page until the computer has answered, without the service worker', async (t) => {
  const from = site.sent.length;
  const page = await site.newPage();
  const cdp = await countBytes(page);
  await playUntilTheComputerAnswers(page);
  const { serverBytes, twice } = record('game, no service worker', from, cdp);
  t.diagnostic(`game page, no service worker: ${serverBytes} B; ${results['game, no service worker'].files.join(', ')}`);
  assert.deepEqual(twice, [], 'no file is downloaded twice');
  assert.deepEqual(page.errors, []);
  assert.ok(serverBytes <= BUDGET.game, `${serverBytes} B, budget ${BUDGET.game} B`);
  await page.context().close();
});

test('the game page with the service worker: precaching the rest never downloads a file again', async (t) => {
  const from = site.sent.length;
  const page = await site.newPage({ serviceWorkers: 'allow' });
  const cdp = await countBytes(page);
  await playUntilTheComputerAnswers(page);
  await waitForServiceWorker(page);
  // Precaching starts once the page is idle; it is done when every file of the list is cached.
  await waitForPrecache(page, site.dir);
  const { serverBytes, twice } = record('game, with the service worker', from, cdp);
  t.diagnostic(`game page with the service worker, all precached: ${serverBytes} B; ${results['game, with the service worker'].files.join(', ')}`);
  assert.deepEqual(twice, [], 'no file is downloaded twice');
  assert.deepEqual(page.errors, []);
  assert.ok(serverBytes <= BUDGET.gameWithServiceWorker, `${serverBytes} B, budget ${BUDGET.gameWithServiceWorker} B`);
  await page.context().close();
});

test("another site's page with one <loa-board>, until the board is drawn", async (t) => {
  const host = tempDir('loa-host-');
  writeFileSync(join(host.dir, 'index.html'), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>A page about Lines of Action</title><script src="${site.url}loa-board.js" defer></script></head>
<body><h1>An opening</h1><loa-board id="board" moves="b1-b3 h4-f2"></loa-board></body></html>`);
  const other = await startServer({ dir: host.dir });
  try {
    const from = site.sent.length;
    const page = await site.newPage();
    const cdp = await countBytes(page);
    await page.goto(other.url);
    await page.waitForFunction(() => document.getElementById('board').dataset.state === 'ready');
    await page.waitForFunction(() => document.getElementById('board').shadowRoot.querySelectorAll('[data-square]').length === 64);
    for (const url of cdp.keys()) if (url.startsWith(other.origin)) cdp.delete(url);
    const { serverBytes, twice } = record('third-party page, first board', from, cdp);
    t.diagnostic(`third-party page's first board: ${serverBytes} B; ${results['third-party page, first board'].files.join(', ')}`);
    assert.deepEqual(twice, []);
    assert.deepEqual(page.errors, []);
    assert.ok(serverBytes <= BUDGET.thirdPartyBoard, `${serverBytes} B, budget ${BUDGET.thirdPartyBoard} B`);
    await page.context().close();
  } finally {
    await other.close();
    host.cleanup();
  }
});
