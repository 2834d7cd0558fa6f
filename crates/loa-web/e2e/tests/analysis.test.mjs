// The analysis board: the engine analyses the position shown in its own worker and lists its best
// lines (#lines, each with data-move and data-score, best first); the best move is an arrow on
// the board; a line clicked is played onto the board; the switch stops and restarts it; back to
// the game restores the game as it was. Prints the time to the first line and the worker's
// nodes per second.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, moveList, playMove } from './helpers.mjs';

const site = useSite();

// Puzzle 0001 of www/puzzles.tsv: White connects at once with d2xb2, and no other move does.
const WIN_IN_ONE = '2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w';

/** The move the board draws as an arrow, or null. */
async function arrow(page) {
  return page.$eval('#board', (b) => b.querySelector('[data-arrow]')?.dataset.arrow ?? null);
}

async function lines(page) {
  return page.$$eval('#lines [data-move]', (els) => els.map((e) => [e.dataset.move, Number(e.dataset.score)]));
}

test('?analysis=1 on a win in one shows that move first, as an arrow, in words', async () => {
  const page = await site.openGame(`?analysis=1&position=${encodeURIComponent(WIN_IN_ONE)}`);
  await page.waitForSelector('#analysis:not([hidden])');
  await page.waitForFunction(() => document.querySelectorAll('#lines [data-move]').length >= 3);
  const shown = await lines(page);
  assert.equal(shown[0][0], 'd2xb2');
  assert.ok(shown[0][1] > 90000, `a forced win scores as one: ${shown[0][1]}`);
  for (let i = 1; i < shown.length; i++) assert.ok(shown[i - 1][1] >= shown[i][1], 'best first');
  assert.equal(new Set(shown.map(([m]) => m)).size, shown.length, 'distinct first moves');
  assert.match(await page.textContent('#eval-words'), /White connects by force in 1/);
  assert.equal(await arrow(page), 'd2xb2');
  console.log(`analysis (win in one): first line after ${await page.getAttribute('#lines', 'data-first-line-ms')} ms`);
  // Clicking the best line plays it: the game is over.
  await page.click('#lines [data-line="0"]');
  assert.deepEqual(await moveList(page), ['d2xb2']);
  assert.match(await page.textContent('#eval-words'), /over/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the analysis follows the position; stop and start; back to the game', async () => {
  const page = await site.openGame('?black=human&white=human');
  await playMove(page, 'b1-b3');
  await page.click('#analyse');
  await page.waitForFunction(() => document.querySelectorAll('#lines [data-move]').length >= 3);
  // White to move: its lines start from White's pieces (a- or h-file at the start).
  for (const [m] of await lines(page)) assert.match(m, /^[ah]/);
  // Let it search a while to measure its speed in analysis.
  await page.waitForTimeout(3000);
  const firstMs = await page.getAttribute('#lines', 'data-first-line-ms');
  const nps = await page.getAttribute('#lines', 'data-nps');
  const depth = await page.textContent('#eval-depth');
  console.log(`analysis (after 1.b1-b3): first line after ${firstMs} ms; ${nps} nodes/s at ${depth} after 3 s`);
  // A move on the analysis board restarts the analysis for Black.
  await playMove(page, 'h2-f2');
  await page.waitForFunction(() => {
    const first = document.querySelector('#lines [data-move]');
    return first && /^[b-g]/.test(first.dataset.move);
  });
  // The switch stops it and starts it again.
  await page.click('#analysis-toggle');
  assert.match(await page.textContent('#eval-words'), /stopped/);
  assert.equal(await page.getAttribute('#analysis-toggle', 'aria-pressed'), 'false');
  await page.click('#analysis-toggle');
  await page.waitForFunction(() => document.querySelectorAll('#lines [data-move]').length >= 1);
  // Back to the game: the analysis board's move was not the game's.
  await page.click('#analysis-back');
  assert.equal(await page.isHidden('#analysis'), true);
  assert.deepEqual(await moveList(page), ['b1-b3']);
  assert.equal(await arrow(page), null);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a phone a line breaks between its moves, never inside one; no variation buttons without a variation', async () => {
  const page = await site.newPage({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true });
  await page.goto(site.url + '?black=human&white=human&analysis=1');
  await page.waitForSelector('#analysis:not([hidden])');
  await page.waitForFunction(() => [...document.querySelectorAll('#lines .line-move')].length >= 12, null, { timeout: 30_000 });
  await page.waitForTimeout(1500);
  // A narrow list, so that every line wraps somewhere.
  await page.$eval('#lines', (el) => { el.style.width = '8rem'; });
  const split = await page.$$eval('#lines .line-move', (els) => els.filter((e) => e.getClientRects().length > 1).map((e) => e.textContent));
  assert.deepEqual(split, [], 'a move split over two lines');
  const wrapped = await page.$$eval('#lines .line-moves', (els) => els.some((e) => e.getClientRects().length > 1 || e.getBoundingClientRect().height > 30));
  assert.ok(wrapped, 'the lines wrap, so the breaks were tested');
  assert.ok(!(await page.isVisible('#variation-promote')) && !(await page.isVisible('#variation-delete')));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
