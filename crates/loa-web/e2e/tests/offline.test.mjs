// Offline play and updates: the service worker precaches exactly what trunk produced; with the
// browser offline the game (against the computer), the tutorial and its boards still load; a new
// build is announced and only reloads when the reader asks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  useSite, openGame, destinations, clickSquare, moveList, waitForMoves, waitForServiceWorker,
  waitForBoardsReady, waitForPrecache,
} from './helpers.mjs';

// A copy, so the update test can publish a "new build" without touching dist/.
const site = useSite({ copy: true });

/** The precache list and version written into sw.js by the build. */
function builtServiceWorker() {
  const sw = readFileSync(join(site.dir, 'sw.js'), 'utf8');
  const version = JSON.parse(sw.match(/\bVERSION ?= ?("[^"]*")/)[1]);
  const list = JSON.parse(sw.match(/\bPRECACHE ?= ?(\[[^\]]*\])/)[1]);
  const onUse = JSON.parse(sw.match(/\bON_USE ?= ?(\[[^\]]*\])/)[1]);
  return { sw, version, list, onUse };
}

/**
 * Publishes `text` as the site's sw.js, its modification time at least two seconds after the
 * last one: the server's Last-Modified has whole seconds, and a file rewritten within the same
 * second would get a 304 on the browser's update check.
 */
function publishServiceWorker(text) {
  const file = join(site.dir, 'sw.js');
  const seconds = Math.max(Date.now() / 1000, statSync(file).mtimeMs / 1000 + 2);
  writeFileSync(file, text);
  utimesSync(file, seconds, seconds);
}

/** The service worker's version, asked over a MessageChannel. */
function swVersion(page) {
  return page.evaluate(
    () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => resolve(e.data.version);
        navigator.serviceWorker.controller.postMessage({ type: 'version' }, [channel.port2]);
      }),
  );
}

/** Plays the first legal move of the first black piece that has one. */
async function playSomeMove(page) {
  for (const sq of ['b1', 'c1', 'd1', 'e1', 'f1', 'g1']) {
    await clickSquare(page, sq);
    const dests = await destinations(page);
    if (dests.length) {
      await clickSquare(page, dests[0]);
      return `${sq}-${dests[0]}`;
    }
  }
  throw new Error('no black move found');
}

test('the build writes every produced file into the service worker', () => {
  const { version, list, onUse } = builtServiceWorker();
  assert.match(version, /^[0-9a-f]{16}$/);
  for (const f of ['./', 'index.html', 'rules.html', 'rules.css', 'loa-board.js', 'embed.js', 'embed_bg.wasm',
    'engine.js', 'manifest.webmanifest', 'pwa.js', 'icons/favicon-32.png', 'locales/en.ftl', 'locales/ru.ftl']) {
    assert.ok(list.includes(f), `${f} is precached`);
  }
  // The icons the browser installs the site with are kept when it asks for them, not precached;
  // nor are the words of other sites' boards.
  assert.deepEqual(onUse, ['icons/apple-touch-icon.png', 'icons/icon-192.png', 'icons/icon-512.png',
    'icons/maskable-192.png', 'icons/maskable-512.png']);
  for (const f of onUse) assert.ok(!list.includes(f), `${f} is not precached`);
  assert.ok(!list.some((f) => f.startsWith('locales/board/')));
  assert.ok(list.some((f) => /^app-[0-9a-f]+_bg\.wasm$/.test(f)), 'the hashed app wasm is precached');
  assert.ok(!list.includes('sw.js'), 'the service worker does not cache itself');
  const manifest = JSON.parse(readFileSync(join(site.dir, 'manifest.webmanifest'), 'utf8'));
  assert.equal(manifest.display, 'standalone');
  for (const icon of manifest.icons) assert.ok(onUse.includes(icon.src), `${icon.src} is kept on use`);
  assert.deepEqual(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`).sort(),
    ['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
});

test('offline: the game against the computer and the tutorial still work', async () => {
  const { list } = builtServiceWorker();
  const page = await site.newPage({ serviceWorkers: 'allow' });
  const context = page.context();
  await openGame(page, site.url, '?black=human&white=computer&level=1');
  await waitForServiceWorker(page);
  await waitForPrecache(page, site.dir);

  // Everything is in one versioned cache; wasm keeps its content type.
  const cache = await page.evaluate(async () => {
    const names = await caches.keys();
    const cache = await caches.open(names[0]);
    const wasm = await cache.match('embed_bg.wasm');
    return { names, count: (await cache.keys()).length, wasmType: wasm && wasm.headers.get('content-type') };
  });
  assert.equal(cache.names.length, 1);
  assert.ok(cache.names[0].startsWith(`loa:${site.url}:`), cache.names[0]);
  assert.equal(cache.count, list.length);
  assert.equal(cache.wasmType, 'application/wasm');

  // Chromium's own verdict: the manifest parses and the site is installable (a test context is
  // incognito-like, the one reason left).
  const cdp = await context.newCDPSession(page);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, []);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), []);

  // An install icon the browser asks for is kept (by then, or now).
  assert.ok(await page.evaluate(async () => (await fetch('icons/maskable-512.png')).ok));

  await context.setOffline(true);
  const before = site.requests.length;
  const icon = await page.evaluate(async () => {
    const response = await fetch('icons/maskable-512.png');
    return { ok: response.ok, type: response.headers.get('content-type') };
  });
  assert.deepEqual(icon, { ok: true, type: 'image/png' }, 'the install icon comes from the cache offline');
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  const played = await playSomeMove(page);
  await waitForMoves(page, 2, 30_000);
  const moves = await moveList(page);
  assert.equal(moves[0], played);
  assert.equal(moves.length, 2, `the computer answered offline: ${moves}`);
  // wasm compiled from the cache: streaming compilation needs application/wasm.
  assert.equal(await page.evaluate(async () => (await fetch('embed_bg.wasm')).headers.get('content-type')), 'application/wasm');

  // The tutorial and its boards (embed module) come from the cache too.
  await page.goto(site.url + 'rules.html');
  await waitForBoardsReady(page);
  assert.equal(await page.locator('#board-start [data-square]').count(), 64);
  // A page that is not cached gets the game rather than the browser's offline error.
  await page.goto(site.url + 'no-such-page');
  await page.waitForSelector('[data-square="a1"]');
  assert.equal(site.requests.length, before, 'nothing reached the server while offline');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a new build is announced and reloads only when the reader asks', async () => {
  const page = await site.newPage({ serviceWorkers: 'allow' });
  await openGame(page, site.url, '?black=human&white=human');
  await waitForServiceWorker(page);
  const { sw, version } = builtServiceWorker();
  assert.equal(await swVersion(page), version);
  await playSomeMove(page);
  await page.evaluate(() => { window.stillTheSamePage = true; });

  // Publish a "new build".
  const next = 'feedfacecafe0001';
  publishServiceWorker(sw.replace(`"${version}"`, `"${next}"`));
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    const banner = page.locator('.loa-update');
    await banner.waitFor({ state: 'visible', timeout: 30_000 });
    assert.match(await banner.textContent(), /new version/i);
    // Nothing happens on its own: same page, same game, old worker still in charge.
    await page.waitForTimeout(1500);
    assert.equal(await page.evaluate(() => window.stillTheSamePage), true);
    assert.equal(await swVersion(page), version);

    await Promise.all([page.waitForEvent('load'), banner.getByRole('button', { name: 'Reload' }).click()]);
    await page.waitForSelector('[data-square="a1"]');
    assert.equal(await page.evaluate(() => window.stillTheSamePage), undefined);
    await waitForServiceWorker(page);
    assert.equal(await swVersion(page), next);
    // The old version's cache is gone.
    const names = await page.evaluate(() => caches.keys());
    assert.deepEqual(names, [`loa:${site.url}:${next}`]);
  } finally {
    publishServiceWorker(sw);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("the update banner speaks the page's language", async () => {
  const page = await site.newPage({ serviceWorkers: 'allow' });
  await page.goto(site.url + 'rules.ru.html');
  await waitForServiceWorker(page);
  await waitForPrecache(page, site.dir);
  const { sw, version } = builtServiceWorker();
  publishServiceWorker(sw.replace(`"${version}"`, '"feedfacecafe0002"'));
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    const banner = page.locator('.loa-update');
    await banner.waitFor({ state: 'visible', timeout: 30_000 });
    assert.match(await banner.textContent(), /Доступна новая версия/);
    assert.ok(await banner.getByRole('button', { name: 'Перезагрузить' }).isVisible());
    await banner.getByRole('button', { name: 'Позже' }).click();
    assert.equal(await banner.count(), 0, 'later: the banner goes');
  } finally {
    publishServiceWorker(sw);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
