// The site served from a sub-path (https://example.org/games/loa/): the game, the computer's worker,
// the tutorial's boards and the service worker all stay under it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, newPage, destinations, clickSquare, moveList } from './helpers.mjs';

const PREFIX = '/games/loa/';
let server, browser;

before(async () => {
  server = await startServer({ prefix: PREFIX });
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.close();
});

test('the game, its worker, the tutorial and the service worker work under /games/loa/', async () => {
  const page = await newPage(browser, { serviceWorkers: 'allow' });
  await page.goto(server.url + '?black=human&white=computer&level=1');
  await page.waitForSelector('[data-square="a1"]');
  await clickSquare(page, 'b1');
  const dests = await destinations(page);
  assert.deepEqual(dests, ['b3', 'd3', 'h1']);
  await clickSquare(page, 'b3');
  await page.waitForFunction(() => document.querySelectorAll('#moves [data-ply]').length >= 2, null, { timeout: 30_000 });
  assert.equal((await moveList(page))[0], 'b1-b3');

  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
  assert.equal(scope, server.url);

  // The tutorial is linked from the game page, and links back.
  await Promise.all([page.waitForEvent('load'), page.click('a[href="rules.html"]')]);
  assert.equal(page.url(), server.url + 'rules.html');
  await page.waitForFunction(() => [...document.querySelectorAll('loa-board')].every((b) => b.dataset.state === 'ready'));
  assert.equal(await page.locator('#board-c8c6 [data-square]').count(), 64);
  assert.ok(await page.locator('a[href="./"]').first().isVisible());

  const outside = server.requests.filter((p) => !p.startsWith(PREFIX));
  assert.deepEqual(outside, [], 'every request stays under the sub-path');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
