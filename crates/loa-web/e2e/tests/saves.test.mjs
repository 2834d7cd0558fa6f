// Nothing deleted (issue 11): a save from a newer version or with an unreadable move is left as it
// is and reported, the readable moves of a damaged game are offered; a save that fails (full
// storage) is reported once with an offer to export; without storage the game plays on, unsaved,
// and the player is told once; two copies of the site under different paths keep their own games.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, startServer, launch, newPage, openGame, playMove, moveList, tempDir } from './helpers.mjs';

const TWO = '?black=human&white=human';
// Each test failed on the build of 2026-12-01 for the reason its title states.
let server, browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * The storage entries that hold a game with the move `move`, as [key, value] pairs (not the
 * board's last position, `loa/shown`, kept for the next start's picture: page/board_picture.rs).
 */
const entriesWith = (page, move) =>
  page.evaluate((move) => Object.entries(localStorage).filter(([k, v]) => !k.endsWith('/shown') && v.includes(move)), move);

async function savedGame(page, move) {
  await page.waitForFunction((move) => Object.entries(localStorage).some(([k, v]) => !k.endsWith('/shown') && v.includes(move)), move);
  const found = await entriesWith(page, move);
  assert.equal(found.length, 1, `one entry holds the game: ${JSON.stringify(found)}`);
  return found[0];
}

test('a save from a newer version is left untouched and reported; a new game does not replace it', async () => {
  const page = await newPage(browser);
  await openGame(page, server.url, TWO);
  await playMove(page, 'b1-b3');
  const [key, text] = await savedGame(page, 'b1-b3');
  const newer = JSON.stringify({ ...JSON.parse(text), version: 99, future: 'field' });
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, newer]);
  await page.goto(server.url);
  await page.waitForSelector('[data-square="a1"]');
  assert.ok(await page.isVisible('#message'));
  assert.match(await page.textContent('#message'), /newer version/i);
  await playMove(page, 'c8-c6');
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), newer, 'the newer save is kept as it was');
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), newer);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a damaged save: kept as it was, its readable moves offered', async () => {
  const page = await newPage(browser);
  await openGame(page, server.url, TWO);
  for (const m of ['b1-b3', 'h4-f2', 'c1-c3']) await playMove(page, m);
  const [key, text] = await savedGame(page, 'c1-c3');
  const damaged = text.replace('c1-c3', 'c1-c9');
  await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, damaged]);
  await page.goto(server.url);
  await page.waitForSelector('[data-square="a1"]');
  assert.ok(await page.isVisible('#message'));
  const message = await page.textContent('#message');
  assert.match(message, /c1-c9/);
  // Two readable half-moves: the game up to move 1 (moves are numbered pairs).
  assert.match(message, /up to move 1\b/);
  await page.click('#message [data-action="restore-prefix"]');
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2']);
  assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), damaged, 'the damaged save is kept');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('full storage: the failed save is reported once, with an offer to export', async () => {
  const page = await newPage(browser);
  await openGame(page, server.url, TWO);
  // Fill the origin's storage to the last byte.
  await page.evaluate(() => {
    let chunk = 'x'.repeat(1 << 20);
    for (let i = 0; chunk.length > 0; i++) {
      try {
        localStorage.setItem(`filler-${i}`, chunk);
      } catch {
        chunk = chunk.slice(0, chunk.length >> 1);
      }
    }
  });
  await playMove(page, 'b1-b3');
  await page.waitForSelector('#message:not([hidden])', { timeout: 5_000 });
  assert.match(await page.textContent('#message'), /could not be saved/i);
  // The offer to export opens the record of the game.
  await page.click('#message [data-action="export"]');
  assert.ok(await page.isVisible('#record-dialog'));
  assert.match(await page.inputValue('#record'), /B\[b1b3\]|b1-b3/);
  await page.keyboard.press('Escape');
  await page.click('#message-close');
  await playMove(page, 'h4-f2');
  await page.waitForTimeout(200);
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2']);
  assert.ok(!(await page.isVisible('#message')), 'said once, not at every move');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('no storage at all (private mode): the game plays on and the player is told once', async () => {
  const page = await newPage(browser);
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => { throw new DOMException('The operation is insecure.', 'SecurityError'); },
    });
  });
  await openGame(page, server.url, TWO);
  await page.waitForSelector('#message:not([hidden])', { timeout: 5_000 });
  assert.match(await page.textContent('#message'), /not be saved/i);
  await page.click('#message-close');
  await playMove(page, 'b1-b3');
  await playMove(page, 'h4-f2');
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2']);
  assert.ok(!(await page.isVisible('#message')), 'said once');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('two copies of the site on one origin, under different paths, keep their own games', async () => {
  const sites = tempDir('loa-paths-');
  cpSync(DIST, join(sites.dir, 'a'), { recursive: true });
  cpSync(DIST, join(sites.dir, 'b'), { recursive: true });
  writeFileSync(join(sites.dir, 'index.html'), ''); // startServer wants one at the root
  const pair = await startServer({ dir: sites.dir });
  try {
    const page = await newPage(browser);
    await openGame(page, pair.url + 'a/', TWO);
    await playMove(page, 'b1-b3');
    await openGame(page, pair.url + 'b/', TWO);
    await playMove(page, 'c8-c6');
    await openGame(page, pair.url + 'a/');
    assert.deepEqual(await moveList(page), ['b1-b3']);
    await openGame(page, pair.url + 'b/');
    assert.deepEqual(await moveList(page), ['c8-c6']);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  } finally {
    await pair.close();
    sites.cleanup();
  }
});
