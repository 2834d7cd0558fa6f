// The position editor (#editor-dialog, opened by "Set up position"): pieces put on and taken off
// by clicks and keys, presets, the side to move, the position string both ways, a refused board
// with its reason, then the position played against the computer, analysed, or linked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { useSite, moveList, waitForMoves, squareLabel, destinations } from './helpers.mjs';

const site = useSite();
const TWO = '?black=human&white=human';

const cell = (sq) => `#editor-board [data-square="${sq}"]`;
const field = (page) => page.inputValue('#editor-position');
const error = async (page) => ((await page.isVisible('#editor-error')) ? page.textContent('#editor-error') : null);

async function openEditor(query = TWO) {
  const page = await site.openGame(query);
  await page.click('#edit-position');
  await page.waitForSelector('#editor-dialog[open]');
  await page.waitForSelector(cell('a1'));
  return page;
}

test('build a position by clicks: refused until both sides have pieces and none is connected', async () => {
  const page = await openEditor();
  assert.equal(await page.locator('#editor-board [data-square]').count(), 64);
  assert.equal(await field(page), '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b', 'opens on the position shown');
  assert.equal(await error(page), null);
  await page.click('#editor-presets [data-preset="empty"]');
  assert.equal(await field(page), '8/8/8/8/8/8/8/8 b');
  assert.match(await error(page), /cannot be played: Black has no pieces/);
  // Cycle: a click puts a black piece, the next a white one, the next empties the square.
  await page.click(cell('c3'));
  assert.equal(await page.getAttribute(cell('c3'), 'aria-label'), 'c3, black piece');
  await page.click(cell('e3'));
  assert.match(await error(page), /White has no pieces/);
  await page.click(cell('h8'));
  await page.click(cell('h8'));
  assert.equal(await page.getAttribute(cell('h8'), 'aria-label'), 'h8, white piece');
  // White's one piece is a connected group, Black's two are apart: over before a move.
  assert.match(await error(page), /game would be over before a move/);
  // Refused: the dialog stays open with the reason, the game is untouched.
  await page.click('#editor-play-computer');
  assert.ok(await page.isVisible('#editor-dialog'));
  assert.match(await error(page), /cannot be played/);
  await page.click(cell('a8'));
  await page.click(cell('a8'));
  assert.equal(await field(page), 'w6w/8/8/8/8/2b1b3/8/8 b');
  assert.equal(await error(page), null);
  assert.match(await page.textContent('#editor-counts'), /Black: 2 · White: 2/);
  // A third click empties a square again; the brush can also remove at once.
  await page.click(cell('d5'));
  await page.click(cell('d5'));
  await page.click(cell('d5'));
  assert.equal(await page.getAttribute(cell('d5'), 'aria-label'), 'd5, empty');
  await page.check('input[name="editor-brush"][value="black"]');
  await page.click(cell('a1'));
  await page.check('input[name="editor-brush"][value="erase"]');
  await page.click(cell('a1'));
  assert.equal(await field(page), 'w6w/8/8/8/8/2b1b3/8/8 b');
  // Play it against the computer: the reader takes the side to move.
  await page.click('#editor-play-computer');
  await page.waitForSelector('#editor-dialog', { state: 'hidden' });
  assert.equal(await squareLabel(page, 'c3'), 'c3, black piece');
  assert.equal(await squareLabel(page, 'b1'), 'b1, empty');
  await page.click('#board [data-square="c3"]');
  assert.deepEqual(await destinations(page), ['a1', 'a3', 'b4', 'c2', 'c4', 'd2', 'e5']);
  await page.click('#board [data-square="c4"]');
  await waitForMoves(page, 2);
  const moves = await moveList(page);
  assert.equal(moves[0], 'c3-c4');
  await page.click('#copy-link');
  assert.match(await page.inputValue('#link'), /position=w6w%2F8%2F8%2F8%2F8%2F2b1b3%2F8%2F8/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the keyboard edits too; the side to move, presets and the position string', async () => {
  const page = await openEditor();
  await page.click('#editor-presets [data-preset="empty"]');
  await page.focus(cell('a1'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute(cell('b1'), 'aria-label'), 'b1, black piece');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press(' ');
  await page.keyboard.press(' ');
  assert.equal(await page.getAttribute(cell('b2'), 'aria-label'), 'b2, white piece');
  await page.selectOption('#editor-turn', 'w');
  assert.equal(await field(page), '8/8/8/8/8/8/1w6/1b6 w');
  // Presets: Scrambled Eggs, then the 6×6 start (36 squares).
  await page.click('#editor-presets [data-preset="scrambled-eggs"]');
  assert.equal(await field(page), '1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b');
  await page.click('#editor-presets [data-preset="6x6"]');
  assert.equal(await page.locator('#editor-board [data-square]').count(), 36);
  assert.equal(await page.inputValue('#editor-size'), '6');
  // Typed in: read at once; a bad string is explained and the board left alone.
  await page.fill('#editor-position', '8/8/3bw3/8/8/3wb3/8/8 w');
  assert.equal(await page.locator('#editor-board [data-square]').count(), 64);
  assert.equal(await page.getAttribute(cell('d6'), 'aria-label'), 'd6, black piece');
  assert.equal(await page.inputValue('#editor-turn'), 'w');
  await page.fill('#editor-position', '8/8/3bx3 w');
  assert.match(await error(page), /position string cannot be read/);
  assert.equal(await page.getAttribute(cell('d6'), 'aria-label'), 'd6, black piece');
  // The board size: 6×6 keeps the pieces on its squares.
  await page.fill('#editor-position', '8/8/3bw3/8/8/3wb3/8/8 w');
  await page.selectOption('#editor-size', '6');
  assert.equal(await field(page), '3bw1/6/6/3wb1/6/6 w');
  // Copy its link, then play it with a friend.
  await page.click('#editor-copy-link');
  assert.match(await page.inputValue('#editor-link'), /variant=6x6/);
  await page.click('#editor-play-friend');
  await page.waitForSelector('#editor-dialog', { state: 'hidden' });
  assert.equal(await page.locator('#board [data-square]').count(), 36);
  assert.ok(await page.getAttribute('#board [data-square="e6"]', 'data-movable') !== null, 'White to move, by hand');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('analyse an edited position: a win in one is found first', async () => {
  const page = await openEditor('?black=human&white=computer&level=1');
  await page.fill('#editor-position', '2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w');
  await page.click('#editor-analyse');
  await page.waitForSelector('#analysis:not([hidden])');
  await page.waitForFunction(() => document.querySelectorAll('#lines [data-move]').length >= 3);
  assert.equal(await page.getAttribute('#lines [data-move]', 'data-move'), 'd2xb2');
  // Back to the game: the one before the editor, untouched.
  await page.click('#analysis-back');
  assert.equal(await squareLabel(page, 'b1'), 'b1, black piece');
  assert.deepEqual(await moveList(page), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("the editor follows the board's orientation, and axe finds nothing serious in it", async () => {
  const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  for (const scheme of ['light', 'dark']) {
    const page = await site.newPage({ locale: scheme === 'dark' ? 'ru-RU' : 'en-GB', colorScheme: scheme });
    await page.goto(site.url + TWO);
    await page.waitForSelector('[data-square="a1"]');
    // Opened once unflipped, closed, the board flipped, opened again.
    await page.click('#edit-position');
    await page.waitForSelector(cell('a1'));
    await page.keyboard.press('Escape');
    await page.waitForSelector('#editor-dialog', { state: 'hidden' });
    await page.click('#flip');
    await page.click('#edit-position');
    await page.waitForSelector('#editor-dialog[open]');
    assert.equal(await page.getAttribute('#editor-board [data-square]', 'data-square'), 'h1', 'flipped: h1 at the top left');
    await page.click('#editor-presets [data-preset="empty"]');
    await page.click(cell('d4'));
    assert.ok(await page.isVisible('#editor-error'), 'a refusal shown');
    await page.evaluate(AXE);
    const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    assert.deepEqual(serious, [], scheme);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});

test('a phone held sideways: the editor\'s board as tall as the window, squares of 44 px or more', async () => {
  for (const locale of ['en-US', 'ru-RU']) {
    const page = await site.newPage({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true, locale });
    await page.goto(site.url + TWO);
    await page.waitForSelector('[data-square="a1"]');
    await page.click('#menu-button');
    await page.click('#edit-position');
    await page.waitForSelector('#editor-dialog[open] #editor-board [data-square="a1"]');
    const square = await page.locator(cell('a1')).boundingBox();
    const board = await page.locator('#editor-board').boundingBox();
    assert.ok(square.width >= 44 && square.height >= 44, `${locale}: a square ${square.width}×${square.height}`);
    assert.ok(board.y >= 0 && board.y + board.height <= 390, `${locale}: the board in the window ${JSON.stringify(board)}`);
    const start = await page.locator('#editor-play-computer').boundingBox();
    assert.ok(start.y + start.height <= 390 && start.x >= board.x + board.width, `${locale}: its buttons beside it`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
