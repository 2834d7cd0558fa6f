// Sounds: synthesised with the Web Audio API, never started before the reader has used the page,
// a mute switch that is remembered (the game page only: <loa-board> has no sounds). The page counts the sounds it
// scheduled in <html data-sounds-played>; an init script counts the AudioContexts the page makes
// (the real constructor still runs: nothing is mocked).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, playMove, waitForMoves } from './helpers.mjs';

const site = useSite();

/** A page whose AudioContexts are counted in `window.__contexts`. */
async function countingPage() {
  const page = await site.newPage();
  await page.addInitScript(() => {
    window.__contexts = 0;
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      constructor(...args) {
        super(...args);
        window.__contexts += 1;
      }
    };
  });
  return page;
}

const played = (page) => page.evaluate(() => Number(document.documentElement.dataset.soundsPlayed ?? 0));
const contexts = (page) => page.evaluate(() => window.__contexts);

test('no audio before the reader touches the page, even while the computer plays itself', async () => {
  const page = await countingPage();
  await openGame(page, site.url, '?black=computer&white=computer&level=1');
  await waitForMoves(page, 3);
  assert.equal(await contexts(page), 0, 'no AudioContext before a gesture');
  assert.equal(await played(page), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a move makes a sound; muted, it does not, and the switch is remembered', async () => {
  const page = await countingPage();
  await openGame(page, site.url, '?black=human&white=human');
  assert.equal(await page.isChecked('#sound'), true, 'on unless the reader turned it off');
  await playMove(page, 'b1-b3');
  await waitForMoves(page, 1);
  assert.equal(await played(page), 1, 'one sound for the move');
  assert.equal(await contexts(page), 1, 'one AudioContext, made after the click');
  await playMove(page, 'a2-c2');
  await waitForMoves(page, 2);
  assert.equal(await played(page), 2);

  await page.uncheck('#sound');
  await playMove(page, 'd1-d3');
  await waitForMoves(page, 3);
  assert.equal(await played(page), 2, 'muted: no sound');

  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.equal(await page.isChecked('#sound'), false, 'still muted after a reload');
  await page.check('#sound');
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.equal(await page.isChecked('#sound'), true, 'on again after a reload');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
