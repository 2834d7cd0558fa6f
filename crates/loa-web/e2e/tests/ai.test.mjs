// Playing the computer: it answers with a legal move from its Web Worker, the page stays
// responsive while it thinks, undo cancels a search, and a worker that fails to load is
// reported and restarted without losing the game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, openGame, clickSquare, playMove, destinations, moveList, squareLabel as label, waitForMoves,
} from './helpers.mjs';

const site = useSite();

test('the computer answers with a legal move and the game goes on', async () => {
  const page = await site.openGame('?black=human&white=computer&level=1');
  await playMove(page, 'b1-b3');
  await waitForMoves(page, 2);
  const [, reply] = await moveList(page);
  // The reply is White's: a piece of White's now stands on its destination, its origin is empty.
  const [from, to] = reply.split(/[-x]/);
  assert.equal(await label(page, from), `${from}, empty`);
  assert.equal(await label(page, to), `${to}, white piece`);
  assert.match(await page.textContent('#status'), /Your move \(Black\)/);
  // And Black can play on, with a piece the reply did not capture (a3xc1 takes c1).
  await clickSquare(page, to === 'c1' ? 'd1' : 'c1');
  assert.ok((await destinations(page)).length > 0, `no destinations after ${reply}`);
  // Undo takes back the computer's reply and Black's move; redo brings both back.
  await page.click('#undo');
  assert.deepEqual(await moveList(page), []);
  assert.equal(await label(page, 'b1'), 'b1, black piece');
  await page.click('#redo');
  assert.deepEqual(await moveList(page), ['b1-b3', reply]);
  assert.match(await page.textContent('#status'), /Your move \(Black\)/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the computer can play Black and move first; its move animates into the move list', async () => {
  const page = await site.openGame('?black=computer&white=human&level=1');
  await waitForMoves(page, 1);
  assert.match(await page.textContent('#status'), /Your move \(White\)/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the page stays responsive while the computer thinks', async () => {
  // Computer against computer at the strongest level: long searches.
  const page = await site.openGame('?black=computer&white=computer&level=8');
  await page.waitForSelector('#status[data-thinking="true"]');
  await waitForMoves(page, 2);
  await page.waitForSelector('#status[data-thinking="true"]');
  // Browsing works mid-search, at once.
  const t0 = Date.now();
  await page.click('#first');
  assert.equal(await label(page, 'b1'), 'b1, black piece');
  assert.ok(await page.isVisible('#viewing'));
  // A frame is drawn promptly.
  const frame = await page.evaluate(() => new Promise((ok) => {
    const start = performance.now();
    requestAnimationFrame(() => ok(performance.now() - start));
  }));
  assert.ok(frame < 200, `frame took ${frame} ms`);
  // Resizing redraws the canvas at the new size.
  await page.setViewportSize({ width: 700, height: 600 });
  await page.waitForFunction(() => {
    const c = document.querySelector('.loa-board canvas');
    return Math.abs(c.width - c.getBoundingClientRect().width * devicePixelRatio) < 1.5;
  });
  assert.ok(Date.now() - t0 < 5000);
  await page.click('#last');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('undo during a search cancels it; selection works again at once', async () => {
  const page = await site.openGame('?black=human&white=computer&level=8');
  await playMove(page, 'b1-b3');
  await page.waitForSelector('#status[data-thinking="true"]');
  // Selection works mid-search: own pieces can be picked up to premove.
  await clickSquare(page, 'c1');
  assert.ok((await page.$$('[data-dest="premove"]')).length > 0, 'premove destinations while the computer thinks');
  await clickSquare(page, 'c1');
  await page.click('#undo');
  assert.deepEqual(await moveList(page), []);
  assert.match(await page.textContent('#status'), /Your move/);
  await clickSquare(page, 'b1');
  assert.deepEqual(await destinations(page), ['b3', 'd3', 'h1']);
  await page.waitForTimeout(1500);
  assert.deepEqual(await moveList(page), [], 'no late answer of the cancelled search is played');
  // New game during a search, too (b1 is still selected).
  await clickSquare(page, 'b3');
  await page.waitForSelector('#status[data-thinking="true"]');
  await page.click('#new-game');
  await page.selectOption('#mode', 'hvh');
  await page.click('#start-game');
  await page.waitForFunction(() => document.querySelectorAll('#moves [data-ply]').length === 0);
  assert.deepEqual(await moveList(page), []);
  assert.equal(await page.getAttribute('#status', 'data-thinking'), 'false');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a worker that fails to load is reported and restarted; the game is not lost', async () => {
  const page = await site.newPage();
  let failures = 0;
  await page.route('**/engine.js', async (route) => {
    if (failures < 1) {
      failures += 1;
      await route.fulfill({ status: 500, body: 'broken' });
    } else {
      await route.continue();
    }
  });
  await openGame(page, site.url, '?black=human&white=computer&level=1');
  await playMove(page, 'b1-b3');
  await waitForMoves(page, 2);
  assert.equal(failures, 1);
  assert.match(await page.textContent('#message'), /restarting|computer/i);
  assert.equal((await moveList(page))[0], 'b1-b3');
  // The expected 500 is the only error.
  assert.deepEqual(page.errors.filter((e) => !/500|engine\.js/.test(e)), []);
  await page.context().close();
});

test('the computer finishes a game: result in the status, the banner and the move list', async () => {
  // Black (computer) connects in one move, several ways.
  const page = await site.openGame('?black=computer&white=computer&level=1&position=7w/8/7w/8/8/8/2b5/b7_b');
  await page.waitForSelector('#result:not([hidden])', { timeout: 60_000 });
  assert.match(await page.textContent('#status'), /Black connects all pieces/);
  assert.equal(await page.textContent('#result-text'), 'Black wins');
  assert.equal(await page.textContent('#result-detail'), 'Black connects all pieces');
  assert.equal((await moveList(page)).length, 1);
  assert.equal(await page.textContent('#moves .outcome'), '1-0');
  assert.equal(await page.getAttribute('#status', 'data-thinking'), 'false');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
