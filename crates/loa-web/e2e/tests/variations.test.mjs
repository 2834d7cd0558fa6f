// Variations: on the analysis board a move beside the line starts a variation instead of
// erasing the rest; the move list shows it in parentheses; navigation follows it; SGF export
// writes it as a standard SGF variation, and import reads it back into the move list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useSite, moveList, playMove, openGame, squareLabel } from './helpers.mjs';

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

const TWO = '?black=human&white=human';
const SGF_VARIATION = /;B\[b1-b3\]\s*\(;W\[h4-f2\]\s*;B\[d1:a4\]\)\s*\(;W\[a2-c2\]\)\)/;

/** Opens `?analysis=1` on b1-b3 h4-f2 d1xa4 and plays a2-c2 for White instead of h4-f2. */
async function analysisWithVariation() {
  const page = await site.openGame(`?analysis=1&black=human&white=human&moves=${encodeURIComponent('b1-b3 h4-f2 d1xa4')}`);
  await page.waitForSelector('#analysis:not([hidden])');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('#moves [data-ply="1"][aria-current]');
  await playMove(page, 'a2-c2');
  await page.waitForSelector('#moves li.variation');
  return page;
}

/** Waits for the game page after a reload or resume to show the variation. */
async function variationShown(page) {
  await page.waitForSelector('#moves li.variation', { timeout: 5_000 });
  assert.deepEqual(await variationMoves(page), ['a2-c2']);
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2', 'a2-c2', 'd1xa4']);
}

async function library(page) {
  await page.click('#games');
  await page.waitForSelector('#games-dialog[open]');
  return page.$$eval('#games-list [data-game-id]', (els) => els.map((el) => ({ id: el.dataset.gameId, text: el.textContent })));
}

test('a variation made on the analysis board is kept: reload, resume from the library, export', async () => {
  const page = await analysisWithVariation();
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  // The analysis board as it was: the variation, and the cursor on its move.
  await page.waitForSelector('#analysis:not([hidden])', { timeout: 5_000 });
  await variationShown(page);
  assert.equal(await page.textContent('#moves [aria-current]'), 'a2-c2');
  assert.match(await squareLabel(page, 'c2'), /white/i);
  // Back to the game: the game as it was (the analysis board's moves are not the game's)…
  await page.click('#analysis-back');
  await page.waitForSelector('#analysis', { state: 'hidden' });
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2', 'd1xa4']);
  assert.equal(await page.$('#moves li.variation'), null);
  // …and the analysis is still there when the board opens again, also after a reload.
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.equal(await page.$('#analysis:not([hidden])'), null, 'closed stays closed');
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2', 'd1xa4']);
  await page.click('#analyse');
  await page.waitForSelector('#analysis:not([hidden])');
  await variationShown(page);
  await page.click('#analysis-back');

  // Another game, then resume this one from "Your games" (b1-b3 h4-f2 d1xa4: 2 numbered moves).
  const first = (await library(page)).find((g) => / · 2 moves · /.test(g.text));
  assert.ok(first, 'the game is listed');
  await page.keyboard.press('Escape');
  await openGame(page, site.url, `${TWO}&moves=c1-c3`);
  assert.equal(await page.$('#moves li.variation'), null);
  await library(page);
  await page.click(`#games-list [data-game-id="${first.id}"] [data-action="resume"]`);
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2', 'd1xa4']);
  await page.click('#analyse');
  await page.waitForSelector('#analysis:not([hidden])');
  await variationShown(page);
  await page.click('#analysis-back');
  // Export this one game from the list: downloaded at once, the SGF has the variation.
  await library(page);
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.click(`#games-list [data-game-id="${first.id}"] [data-action="export"]`),
  ]);
  // Named by the day it was played (two people on one device: no names to add).
  assert.match(file.suggestedFilename(), /^lines-of-action-\d{4}-\d\d-\d\d\.sgf$/);
  assert.match(readFileSync(await file.path(), 'utf8'), SGF_VARIATION);
  assert.ok(await page.isVisible('#games-dialog'), 'the list stays open');
  await page.keyboard.press('Escape');
  // And in "export all", next to the other game.
  await library(page);
  await page.click('#games-export-all');
  await page.waitForSelector('#record-dialog[open]');
  const all = await page.inputValue('#record');
  assert.match(all, SGF_VARIATION);
  assert.match(all, /B\[c1-c3\]/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the analysis board reopens where it was when resumed from the library', async () => {
  const page = await analysisWithVariation();
  const first = (await library(page)).find((g) => / · 2 moves · /.test(g.text));
  await page.keyboard.press('Escape');
  await openGame(page, site.url, `${TWO}&moves=c1-c3`);
  await library(page);
  await page.click(`#games-list [data-game-id="${first.id}"] [data-action="resume"]`);
  await page.waitForSelector('#analysis:not([hidden])', { timeout: 5_000 });
  await variationShown(page);
  assert.equal(await page.textContent('#moves [aria-current]'), 'a2-c2');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an imported record keeps its variations after a reload', async () => {
  const page = await site.openGame(TWO);
  await page.click('#open-record');
  await page.fill('#record', '(;GM[9];B[b1-b3](;W[h4-f2];B[d1:a4])(;W[a2-c2]))');
  await page.click('#import-record');
  await variationShown(page);
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  await variationShown(page);
  await page.click('#open-record');
  assert.match(await page.inputValue('#record'), SGF_VARIATION);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a new move after undo in a record with variations keeps the old lines beside it', async () => {
  const page = await site.openGame(TWO);
  await page.click('#open-record');
  await page.fill('#record', '(;GM[9];B[b1-b3](;W[h4-f2];B[d1:a4])(;W[a2-c2]))');
  await page.click('#import-record');
  await variationShown(page);
  await page.click('#undo');
  await page.click('#undo');
  await page.waitForSelector('#moves [data-ply="1"][aria-current]');
  await playMove(page, 'a4-c4');
  await page.waitForFunction(() => document.querySelectorAll('#moves li.variation').length === 2);
  const all = ['b1-b3', 'h4-f2', 'a2-c2', 'a4-c4', 'd1xa4'];
  assert.deepEqual((await moveList(page)).sort(), [...all].sort());
  assert.equal(await page.textContent('#moves [aria-current]'), 'a4-c4');
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  await page.waitForFunction(() => document.querySelectorAll('#moves li.variation').length === 2);
  assert.deepEqual((await moveList(page)).sort(), [...all].sort());
  assert.equal(await page.textContent('#moves [aria-current]'), 'a4-c4');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
