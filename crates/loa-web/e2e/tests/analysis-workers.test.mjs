// The analysis board on two workers: a device with a core to spare (navigator.hardwareConcurrency,
// set here before the page loads, above 2) gets a second analysis worker searching the main line
// alone beside the one searching the best lines (loa_app::analysis::spread); the panel shows the
// deeper main line first and the other lines below it, each move once (#lines: data-workers,
// data-depth, the depth shown).
//
// Measured, not asserted: the depth reached in 3 s of analysis with one and with two workers, on
// the same position, in alternating rounds (the machine is shared). Printed and written to
// $TMPDIR/loa-analysis-workers.json. LOA_ANALYSIS_ROUNDS (default 3) sets the rounds.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { useSite, openGame, playMove } from './helpers.mjs';

const site = useSite();
const ROUNDS = Number(process.env.LOA_ANALYSIS_ROUNDS || 3);
// Puzzle 0001 of www/puzzles.tsv: White connects at once with d2xb2, and no other move does.
const WIN_IN_ONE = '2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w';

/** A page on a device with `cores` logical processors that counts the workers it starts. */
async function pageWithCores(cores) {
  const page = await site.newPage();
  await page.addInitScript((n) => {
    Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => n });
    const Original = window.Worker;
    window.__workers = 0;
    window.Worker = class extends Original {
      constructor(...args) {
        super(...args);
        window.__workers += 1;
      }
    };
  }, cores);
  return page;
}

async function lines(page) {
  return page.$$eval('#lines [data-move]', (els) => els.map((e) => [e.dataset.move, Number(e.dataset.score)]));
}

const measured = {};
after(() => {
  if (Object.keys(measured).length === 0) return;
  const file = join(tmpdir(), 'loa-analysis-workers.json');
  writeFileSync(file, JSON.stringify(measured, null, 2));
  const say = Object.entries(measured).map(([w, r]) => `${w} worker(s): depth ${r.depths.join(', ')}; nodes/s ${r.nps.join(', ')}`);
  console.log(`analysis depth in 3 s (${file}):\n${say.join('\n')}`);
});

test('one core left to the page: 1 worker on 2 cores, 2 on 3 and more', async () => {
  for (const [cores, workers] of [[2, 1], [3, 2], [16, 2]]) {
    const page = await pageWithCores(cores);
    await openGame(page, site.url, '?black=human&white=human');
    const before = await page.evaluate(() => window.__workers);
    await page.click('#analyse');
    await page.waitForFunction(() => document.querySelectorAll('#lines [data-move]').length >= 3);
    assert.equal(await page.getAttribute('#lines', 'data-workers'), String(workers), `${cores} cores`);
    assert.equal(await page.evaluate(() => window.__workers) - before, workers, `${cores} cores: workers started`);
    // Three distinct lines of Black's.
    const shown = await lines(page);
    assert.equal(new Set(shown.map(([m]) => m)).size, shown.length, `${cores} cores: distinct lines ${shown}`);
    for (const [m] of shown) assert.match(m, /^[b-g][18]/);
    // A move on the analysis board: the workers start again, for White.
    await playMove(page, 'b1-b3');
    await page.waitForFunction(() => /^[ah]/.test(document.querySelector('#lines [data-move]')?.dataset.move ?? ''));
    const white = await lines(page);
    assert.equal(new Set(white.map(([m]) => m)).size, white.length, `${cores} cores: distinct lines ${white}`);
    for (const [m] of white) assert.match(m, /^[ah]/);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('two workers: the win in one first, every line once, the same words and arrow', async () => {
  const page = await pageWithCores(3);
  await openGame(page, site.url, `?analysis=1&position=${encodeURIComponent(WIN_IN_ONE)}`);
  await page.waitForSelector('#analysis:not([hidden])');
  await page.waitForFunction(() => document.querySelectorAll('#lines [data-move]').length >= 3);
  assert.equal(await page.getAttribute('#lines', 'data-workers'), '2');
  const shown = await lines(page);
  assert.equal(shown[0][0], 'd2xb2');
  assert.ok(shown[0][1] > 90000, `a forced win scores as one: ${shown[0][1]}`);
  for (let i = 1; i < shown.length; i++) assert.ok(shown[i - 1][1] >= shown[i][1], 'best first');
  // Both workers find the win: it is listed once.
  assert.equal(new Set(shown.map(([m]) => m)).size, shown.length, `distinct first moves: ${shown}`);
  assert.match(await page.textContent('#eval-words'), /White connects by force in 1/);
  assert.equal(await page.$eval('#board', (b) => b.querySelector('[data-arrow]')?.dataset.arrow), 'd2xb2');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('measured: the depth in 3 s with one worker and with two', async () => {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [cores, workers] of [[2, 1], [3, 2]]) {
      const page = await pageWithCores(cores);
      await openGame(page, site.url, '?black=human&white=human');
      await playMove(page, 'b1-b3');
      await page.click('#analyse');
      await page.waitForFunction(() => document.querySelectorAll('#lines [data-move]').length >= 3);
      await page.waitForTimeout(3000);
      // Read at once: the next iteration may come at any moment.
      const [depth, nps, said] = await page.evaluate(() => {
        const lines = document.querySelector('#lines');
        return [Number(lines.dataset.depth), Number(lines.dataset.nps), document.querySelector('#eval-depth').textContent];
      });
      assert.ok(depth >= 1, `${workers} worker(s): depth ${depth}`);
      assert.match(said, new RegExp(`\\b${depth}\\b`));
      const r = (measured[workers] ??= { depths: [], nps: [] });
      r.depths.push(depth);
      r.nps.push(nps);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  }
});
