// Variations: on the analysis board a move beside the line starts a variation instead of
// erasing the rest; the move list shows it in parentheses; navigation follows it; SGF export
// writes it as a standard SGF variation, and import reads it back into the move list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, moveList, playMove } from './helpers.mjs';

const site = useSite();

async function variationMoves(page) {
  return page.$$eval('#moves li.variation [data-ply]', (els) => els.map((e) => e.textContent.trim()));
}

test('a variation on the analysis board survives SGF export and import', async () => {
  const page = await site.openGame(`?analysis=1&black=human&white=human&moves=${encodeURIComponent('b1-b3 h4-f2 d1xa4')}`);
  await page.waitForSelector('#analysis:not([hidden])');
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2', 'd1xa4']);
  // Two back, and another move for White: the old line stays.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('#moves [data-ply="1"][aria-current]');
  await playMove(page, 'a2-c2');
  await page.waitForSelector('#moves li.variation');
  assert.deepEqual(await variationMoves(page), ['a2-c2']);
  assert.equal(await page.textContent('#moves li.variation'), '(1…a2-c2)');
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2', 'a2-c2', 'd1xa4']);
  // The variation's move is the one shown; back and forward follow it.
  assert.equal(await page.textContent('#moves [aria-current]'), 'a2-c2');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.textContent('#moves [aria-current]'), 'a2-c2');
  // Down: the next variation at this move (none after a2-c2); up: back to the main line's h4-f2.
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.textContent('#moves [aria-current]'), 'h4-f2');
  await page.keyboard.press('End');
  assert.equal(await page.textContent('#moves [aria-current]'), 'd1xa4');

  // Export: standard SGF variations.
  await page.click('#open-record');
  const sgf = await page.inputValue('#record');
  assert.match(sgf, /;B\[b1-b3\]\s*\(;W\[h4-f2\]\s*;B\[d1:a4\]\)\s*\(;W\[a2-c2\]\)\)/, sgf);
  // Import it into a fresh page (the analysis board closes): the variation is in the list.
  const other = await site.openGame('?black=human&white=human');
  await other.click('#open-record');
  await other.fill('#record', sgf);
  await other.click('#import-record');
  await other.waitForSelector('#moves li.variation');
  assert.deepEqual(await variationMoves(other), ['a2-c2']);
  assert.deepEqual(await moveList(other), ['b1-b3', 'h4-f2', 'a2-c2', 'd1xa4']);
  // Written again, the same record.
  await other.click('#open-record');
  assert.equal(await other.inputValue('#record'), sgf);
  await other.keyboard.press('Escape');
  // A click on the variation's move opens it on the analysis board.
  await other.click('#moves li.variation [data-ply]');
  await other.waitForSelector('#analysis:not([hidden])');
  assert.equal(await other.textContent('#moves [aria-current]'), 'a2-c2');
  assert.equal(await other.getAttribute('[data-square="c2"]', 'aria-label').then((l) => /white/i.test(l)), true);
  // Promote the variation, then delete it.
  await other.click('#variation-promote');
  assert.deepEqual(await moveList(other), ['b1-b3', 'a2-c2', 'h4-f2', 'd1xa4']);
  await other.click('#variation-delete');
  assert.deepEqual(await moveList(other), ['b1-b3', 'h4-f2', 'd1xa4']);
  assert.equal(await other.$('#moves li.variation'), null);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(other.errors, []);
  await page.context().close();
  await other.context().close();
});
