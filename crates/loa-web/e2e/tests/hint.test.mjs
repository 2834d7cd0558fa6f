// Hints: against the computer, the Hint button asks the engine (a short search in its own worker)
// and shows the move as an arrow and in the live region; the saved game records the ply.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, playMove, resign, waitForMoves } from './helpers.mjs';

const site = useSite();

// Puzzle 0004 of www/puzzles.tsv: Black to move connects at once, only with e1xg3.
const WIN_IN_ONE = '1w6/8/8/5wbb/2w3b1/6w1/6w1/4bw1w b';
const arrow = (page) => page.$eval('#board', (b) => b.querySelector('[data-arrow]')?.dataset.arrow ?? null);

test('Hint shows the winning move as an arrow, says it, and the save records it', async () => {
  const page = await site.openGame(`?black=human&white=computer&level=1&position=${encodeURIComponent(WIN_IN_ONE)}`);
  const hint = page.locator('#hint');
  await hint.waitFor({ state: 'visible' });
  assert.equal(await arrow(page), null);
  const before = await page.evaluate(() => JSON.parse(localStorage.getItem(`loa/game/${sessionStorage.getItem('loa/current')}`)));
  assert.equal(before?.hints, undefined, 'no hint yet: no field');

  await hint.click();
  await page.waitForFunction(() => document.querySelector('#board [data-arrow]'), null, { timeout: 30_000 });
  assert.equal(await arrow(page), 'e1xg3');
  assert.match(await page.textContent('.loa-announce'), /Hint: e1xg3/);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem(`loa/game/${sessionStorage.getItem('loa/current')}`)));
  assert.deepEqual(saved.hints, [0]);

  // Kept across a reload of the same game; the arrow goes once the move is played.
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  await playMove(page, 'e1-g3');
  assert.equal(await arrow(page), null);
  const after = await page.evaluate(() => JSON.parse(localStorage.getItem(`loa/game/${sessionStorage.getItem('loa/current')}`)));
  assert.deepEqual(after.hints, [0]);
  assert.equal(after.line[0], 'e1xg3');
  // The game is over: no more hints (the button keeps its place, disabled).
  assert.equal(await hint.isDisabled(), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('no Hint button when two people play', async () => {
  const page = await site.openGame('?black=human&white=human');
  assert.equal(await page.locator('#hint').isHidden(), true);
  await page.context().close();
});

test('no arrow once the game has ended by a resignation, and the bar keeps its place', async () => {
  const page = await site.openGame('?black=human&white=computer&level=1');
  await playMove(page, 'b1-b3');
  await waitForMoves(page, 2);
  const hint = page.locator('#hint');
  const place = async () => page.$$eval('.bar > *', (els) => els.map((e) => { const r = e.getBoundingClientRect(); return `${e.id}:${Math.round(r.x)},${Math.round(r.y)}`; }).join(' '));
  const before = await place();
  await hint.click();
  await page.waitForFunction(() => document.querySelector('#board [data-arrow]'), null, { timeout: 30_000 });
  await resign(page);
  assert.equal(await page.getAttribute('#result', 'data-how'), 'resigned');
  assert.equal(await arrow(page), null, 'no arrow after a resignation');
  assert.equal(await hint.isDisabled(), true);
  await hint.click({ force: true });
  assert.equal(await arrow(page), null);
  assert.equal(await place(), before, 'the bar did not rearrange');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
