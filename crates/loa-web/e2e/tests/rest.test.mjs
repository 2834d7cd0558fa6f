// The game page's module in two parts (tools/split.mjs): what a game against the computer runs,
// and the rest (the editor, the analysis board, "Your games", records, the solver, the page's
// buttons), instantiated the first time one of its functions is called. A first visit plays and
// gets the computer's answer without the rest; the player's second move fetches it ahead, when
// the page is idle, so a feature opens without waiting; a feature opened first loads it then;
// offline, the service worker has it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import {
  useSite, DIST, openGame, destinations, clickSquare, waitForMoves, waitForServiceWorker, waitForPrecache,
} from './helpers.mjs';

const site = useSite({ gzip: true });
const REST = readdirSync(DIST).find((f) => /^app-rest-[0-9a-f]{16}\.wasm$/.test(f));
const restRequests = () => site.requests.filter((path) => path.endsWith('/' + REST)).length;

/** Plays the first legal move of Black's pieces, wherever they are. */
async function playBlack(page) {
  for (const file of 'abcdefgh') {
    for (const rank of '12345678') {
      const square = file + rank;
      const piece = await page.getAttribute(`[data-square="${square}"]`, 'aria-label');
      if (!piece || !/black/i.test(piece)) continue;
      await clickSquare(page, square);
      const [to] = await destinations(page);
      if (to) return clickSquare(page, to);
    }
  }
  throw new Error('Black has no move');
}

async function openEditor(page) {
  await page.click('#edit-position');
  await page.waitForSelector('#editor-dialog[open]');
  assert.equal(await page.locator('#editor-board [data-square]').count(), 64);
}

test('the build splits the game page module, and the rest is precached', () => {
  assert.ok(REST, `an app-rest-<hash>.wasm in ${DIST}`);
});

test('a game against the computer runs without the rest; the second move fetches it ahead', async () => {
  const before = restRequests();
  const page = await openGame(await site.newPage(), site.url, '?black=human&white=computer&level=1');
  await playBlack(page);
  await waitForMoves(page, 2, 60_000);
  await page.waitForTimeout(1500);
  assert.equal(restRequests() - before, 0, 'the first visit, to the computer\'s answer, never asks for the rest');
  await playBlack(page);
  await waitForMoves(page, 4, 60_000);
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /app-rest-/.test(e.name)), null, { timeout: 20_000 });
  assert.equal(restRequests() - before, 1, 'fetched once, ahead of need');
  await openEditor(page);
  assert.equal(restRequests() - before, 1, 'the editor found the rest ready');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a feature opened first loads the rest then, and works', async () => {
  const before = restRequests();
  const page = await openGame(await site.newPage(), site.url, '?black=human&white=human');
  await openEditor(page);
  await page.click('#editor-presets [data-preset="empty"]');
  assert.match(await page.textContent('#editor-counts'), /Black: 0 · White: 0/);
  assert.equal(restRequests() - before, 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('offline, the service worker gives the rest', async () => {
  const page = await site.newPage({ serviceWorkers: 'allow' });
  await openGame(page, site.url, '?black=human&white=human');
  await waitForServiceWorker(page);
  await waitForPrecache(page, site.dir);
  await page.context().setOffline(true);
  const before = site.requests.length;
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  await openEditor(page);
  assert.equal(site.requests.length, before, 'nothing reached the server');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
