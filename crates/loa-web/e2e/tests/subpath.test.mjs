// The site served from a sub-path (https://example.org/games/loa/): the game, the computer's worker,
// the tutorial's boards and the service worker all stay under it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, openGame, destinations, clickSquare, moveList, waitForMoves, waitForServiceWorker, waitForBoardsReady,
} from './helpers.mjs';

const PREFIX = '/games/loa/';
const site = useSite({ prefix: PREFIX });

test('the game, its worker, the tutorial and the service worker work under /games/loa/', async () => {
  const page = await site.newPage({ serviceWorkers: 'allow' });
  await openGame(page, site.url, '?black=human&white=computer&level=1');
  await clickSquare(page, 'b1');
  const dests = await destinations(page);
  assert.deepEqual(dests, ['b3', 'd3', 'h1']);
  await clickSquare(page, 'b3');
  await waitForMoves(page, 2, 30_000);
  assert.equal((await moveList(page))[0], 'b1-b3');

  await waitForServiceWorker(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).scope);
  assert.equal(scope, site.url);

  // The tutorial is linked from the game page, and links back.
  // (The visible link: a newcomer's welcome has one too, hidden once the game has begun.)
  await Promise.all([page.waitForEvent('load'), page.click('a[href="rules.html"]:visible')]);
  assert.equal(page.url(), site.url + 'rules.html');
  await waitForBoardsReady(page);
  assert.equal(await page.locator('#board-c8c6 [data-square]').count(), 64);
  assert.ok(await page.locator('a[href="./"]').first().isVisible());

  const outside = site.requests.filter((p) => !p.startsWith(PREFIX));
  assert.deepEqual(outside, [], 'every request stays under the sub-path');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
