// Keeping the library on phones: once a game is worth keeping (its first saved move) the page asks
// the browser for persistent storage, once; when the browser refuses, "Your games" says so, beside
// its "Export all" button. Chromium's own answer decides: a fresh headless profile is refused, and
// one granted the durable-storage permission (DevTools protocol) is kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, playMove } from './helpers.mjs';

const site = useSite();
const TWO = '?black=human&white=human';

/** Opens "Your games" and says whether its not-kept note is shown (and closes it again). */
async function noteShown(page) {
  await page.click('#games');
  await page.waitForSelector('#games-dialog[open]');
  const shown = await page.isVisible('#games-not-persistent');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#games-dialog:not([open])', { state: 'attached' });
  return shown;
}

/** Reopens "Your games" until its note is `shown` (the browser answers asynchronously). */
async function waitForNote(page, shown) {
  for (let i = 0; i < 40; i++) {
    if ((await noteShown(page)) === shown) return;
    await page.waitForTimeout(100);
  }
  assert.fail(`the not-kept note never became ${shown ? 'visible' : 'hidden'}`);
}

test('a refused browser: "Your games" says the games may be cleared and offers the export', async () => {
  const page = await site.newPage();
  await openGame(page, site.url, TWO);
  // No game worth keeping yet: nothing asked, nothing said.
  assert.equal(await noteShown(page), false);
  await playMove(page, 'b1-b3');
  await waitForNote(page, true);
  assert.equal(await page.evaluate(() => navigator.storage.persisted()), false, "the browser's own answer");
  await page.click('#games');
  const note = await page.textContent('#games-not-persistent');
  assert.match(note, /Export/);
  assert.ok(await page.isVisible('#games-dialog #games-export-all'), 'the export is offered beside it');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a browser that keeps the storage: no note', async () => {
  // Headless Chromium grants persistent storage to no page (not even with the durableStorage
  // permission given through the DevTools protocol: persist() still answers false), so this
  // browser's answer is replaced by a granting one, counted to show the page asked once.
  const page = await site.newPage();
  await page.addInitScript(() => {
    window.__persistAsked = 0;
    navigator.storage.persist = async () => { window.__persistAsked += 1; return true; };
  });
  await openGame(page, site.url, TWO);
  await playMove(page, 'b1-b3');
  await page.waitForFunction(() => window.__persistAsked === 1);
  assert.equal(await noteShown(page), false);
  // Asked once, and granted: still no note after more moves.
  await playMove(page, 'h4-f2');
  assert.equal(await noteShown(page), false);
  assert.equal(await page.evaluate(() => window.__persistAsked), 1, 'asked once');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
