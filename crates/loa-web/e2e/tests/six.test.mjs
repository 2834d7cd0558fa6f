// The 6×6 game in the browser: started from the new-game dialog and from a link, played by
// clicking on a 36-square board (drawn, labelled, hit-tested, flipped), answered by the computer in
// its worker, kept in links and SGF records (SZ[6]), and shown by `<loa-board variant="6x6">`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, openGame, playMove, clickSquare, destinations, moveList, waitForMoves, squareLabel,
  waitForBoardsReady, boardFrame,
} from './helpers.mjs';

const site = useSite({
  files: {
    'six-embed.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>6x6 loa-board</title>
<script src="loa-board.js" defer></script></head>
<body><div style="width: 360px"><loa-board id="six" variant="6x6" interactive></loa-board></div>
<div style="width: 360px"><loa-board id="played" variant="6x6" moves="b1-b3 a2-c2" ply="last"></loa-board></div></body></html>`,
  },
});

const SIX_START = '1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b';
const ON_BOARD = /^[a-f][1-6]$/;

/** The squares of the game page's grid, in the order they are laid out (top row first). */
const cells = (page) => page.$$eval('.loa-grid [data-square]', (els) => els.map((e) => e.dataset.square));

/** The sum of red, green and blue of the canvas pixel at the centre of `sq`'s cell. */
const brightness = (page, sq) => page.evaluate((sq) => {
  const canvas = document.querySelector('.loa-board canvas');
  const board = canvas.getBoundingClientRect();
  const scale = canvas.width / board.width;
  const c = document.querySelector(`[data-square="${sq}"]`).getBoundingClientRect();
  const d = canvas.getContext('2d').getImageData((c.x - board.x + c.width / 2) * scale, (c.y - board.y + c.height / 2) * scale, 1, 1).data;
  return d[0] + d[1] + d[2];
}, sq);

test('a 6×6 game from the new-game dialog: 36 squares, clicks, and the computer answers', async () => {
  const page = await site.openGame();
  await page.click('#new-game');
  await page.selectOption('#mode', 'hvc');
  await page.selectOption('#color', 'black');
  await page.selectOption('#level', '1');
  await page.selectOption('#variant', '6x6');
  await page.click('#start-game');
  await page.waitForFunction(() => document.querySelectorAll('.loa-grid [data-square]').length === 36);
  const squares = await cells(page);
  assert.equal(squares.length, 36);
  assert.equal(squares[0], 'a6', 'a6 at the top left');
  assert.equal(squares[35], 'f1', 'f1 at the bottom right');
  assert.ok(squares.every((s) => ON_BOARD.test(s)), squares.join(' '));
  assert.equal(await squareLabel(page, 'b1'), 'b1, black piece');
  assert.equal(await squareLabel(page, 'a2'), 'a2, white piece');
  assert.equal(await squareLabel(page, 'a1'), 'a1, empty');
  // The canvas draws the 6×6 board under the grid: a black disc on b1, a white one on a2.
  assert.ok(await brightness(page, 'b1') < 200, 'black piece drawn on b1');
  assert.ok(await brightness(page, 'a2') > 550, 'white piece drawn on a2');
  // The start on 6×6: b1 goes to b3 (file b holds 2), d3 (diagonal holds 2) or f1 (rank 1 holds 4).
  await clickSquare(page, 'b1');
  assert.deepEqual(await destinations(page), ['b3', 'd3', 'f1']);
  await clickSquare(page, 'b3');
  await waitForMoves(page, 2);
  const moves = await moveList(page);
  assert.equal(moves[0], 'b1-b3');
  const [from, to] = moves[1].split(/[-x]/);
  assert.ok(ON_BOARD.test(from) && ON_BOARD.test(to), `the computer's move ${moves[1]} is on the 6×6 board`);
  // A second move by clicking (any piece Black may move), then the computer again.
  await page.waitForSelector('[data-movable]');
  await clickSquare(page, await page.getAttribute('[data-movable]', 'data-square'));
  const dests = await destinations(page);
  assert.ok(dests.length > 0 && dests.every((s) => ON_BOARD.test(s)), dests.join(' '));
  await clickSquare(page, dests[0]);
  await waitForMoves(page, 4);
  await page.click('#copy-link');
  assert.match(await page.inputValue('#link'), /variant=6x6/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a 6×6 link: played, flipped, exported as SGF SZ[6] and read back', async () => {
  const page = await site.openGame('?black=human&white=human&variant=6x6&moves=b1-b3');
  assert.equal((await cells(page)).length, 36);
  assert.deepEqual(await moveList(page), ['b1-b3']);
  assert.equal(await squareLabel(page, 'b3'), 'b3, black piece');
  await playMove(page, 'a2-c2');
  assert.deepEqual(await moveList(page), ['b1-b3', 'a2-c2']);
  // Flipped, f1 is at the top left and a6 at the bottom right; clicks still land on their squares.
  // The keyboard stays on the 6×6 board: End goes to file f, ten steps up stop on rank 6.
  await page.focus('[data-square="a1"]');
  await page.keyboard.press('End');
  for (let i = 0; i < 10; i++) await page.keyboard.press('ArrowUp');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'f6');
  await page.evaluate(() => document.activeElement.blur());
  await page.keyboard.press('f');
  await page.waitForFunction(() => document.querySelector('.loa-grid [data-square]').dataset.square === 'f1');
  const flipped = await cells(page);
  assert.equal(flipped[35], 'a6');
  await playMove(page, 'd1-d3');
  assert.deepEqual(await moveList(page), ['b1-b3', 'a2-c2', 'd1-d3']);
  await page.click('#open-record');
  const sgf = await page.inputValue('#record');
  assert.match(sgf, /SZ\[6\]/);
  assert.match(sgf, /B\[b1-b3\]\s*;W\[a2-c2\]\s*;B\[d1-d3\]/);
  // A standard game, then the 6×6 record imported back into it.
  await page.keyboard.press('Escape');
  const other = await openGame(await site.newPage(), site.url, '?black=human&white=human');
  assert.equal((await cells(other)).length, 64);
  await other.click('#open-record');
  await other.fill('#record', sgf);
  await other.click('#import-record');
  await other.waitForFunction(() => document.querySelectorAll('.loa-grid [data-square]').length === 36);
  assert.deepEqual(await moveList(other), ['b1-b3', 'a2-c2', 'd1-d3']);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
  await page.context().close();
  await other.context().close();
});

test('a link with six ranks and no variant is a 6×6 game; a move off the board is refused', async () => {
  const page = await site.openGame(`?black=human&white=human&position=${SIX_START.replace(' ', '_')}&moves=b1-b3,a2-a8`);
  assert.equal((await cells(page)).length, 36);
  assert.deepEqual(await moveList(page), ['b1-b3']);
  assert.match(await page.textContent('#message'), /a2-a8/);
  await page.context().close();
});

test('<loa-board variant="6x6"> shows 36 squares and plays on them', async () => {
  const page = await site.newPage();
  await page.goto(site.url + 'six-embed.html');
  await waitForBoardsReady(page);
  assert.equal(await page.locator('#six [data-square]').count(), 36);
  assert.equal(await boardFrame(page, 'six', 'data-position'), SIX_START);
  assert.equal(await page.locator('#played [data-square]').count(), 36);
  assert.equal(await boardFrame(page, 'played', 'data-ply'), '2');
  await page.click('#six [data-square="e1"]');
  assert.deepEqual((await page.$$eval('#six [data-dest]', (els) => els.map((e) => e.dataset.square))).sort(), ['a1', 'c3', 'e3']);
  await page.click('#six [data-square="e3"]');
  await page.waitForFunction(() => document.getElementById('six').shadowRoot.querySelector('.frame').dataset.ply === '1');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the tutorial shows a live 6×6 board in every language', async () => {
  const page = await site.newPage();
  for (const file of ['rules.html', 'rules.ca.html', 'rules.ru.html']) {
    await page.goto(site.url + file);
    await waitForBoardsReady(page, ['board-six']);
    assert.equal(await page.locator('#board-six [data-square]').count(), 36, file);
    assert.equal(await boardFrame(page, 'board-six', 'data-position'), SIX_START, file);
    assert.match(await page.textContent('#six'), /6×6/, file);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
