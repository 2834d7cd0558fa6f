// A newcomer's first visit (issue 30): the welcome under the board (the rules in two minutes,
// the Beginner, the choice of an opponent, or on with the game), shown once and gone for good
// once dismissed; the one-line reminder of how a piece moves until a few moves are made; and
// neither moving what the first paint showed (layout shift ≤ 0.01 at every size).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, clickSquare, destinations, waitForMoves } from './helpers.mjs';

const site = useSite();
const visible = (page, sel) => page.isVisible(sel);

test('the welcome shows on a first visit, and not again after a reload once dismissed', async () => {
  const page = await site.openGame('');
  assert.ok(await visible(page, '#welcome'));
  assert.equal(await page.textContent('#welcome-title'), 'New to Lines of Action?');
  assert.equal(await page.getAttribute('#welcome-rules', 'href'), 'rules.html');
  assert.ok(await visible(page, '#reminder'));
  assert.match(await page.textContent('#reminder'), /exactly as many squares as there are pieces on that line/);
  // Still a first visit after a reload with nothing done.
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.ok(await visible(page, '#welcome'));
  await page.click('#welcome-go-on');
  assert.ok(!(await visible(page, '#welcome')));
  assert.ok(await visible(page, '#reminder'), 'the reminder stays until a few moves are made');
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.ok(!(await visible(page, '#welcome')), 'dismissed: gone after a reload');
  assert.ok(!(await visible(page, '#reminder')));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Play the Beginner starts a level-1 game; the reminder goes after three moves', async () => {
  const page = await site.openGame('');
  await page.click('#welcome-beginner');
  assert.ok(!(await visible(page, '#welcome')));
  assert.match(await page.textContent('#you-play'), /level 1/);
  for (const [i, from] of ['b1', 'c1', 'd1'].entries()) {
    assert.ok(await visible(page, '#reminder'), `before move ${i + 1}`);
    // Whichever square the piece may go to (the computer's replies vary).
    await clickSquare(page, from);
    const [to] = await destinations(page);
    await clickSquare(page, to);
    await waitForMoves(page, 2 * (i + 1));
  }
  assert.ok(!(await visible(page, '#reminder')));
  // The game is kept: the next visit is a returning player's.
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.ok(!(await visible(page, '#welcome')) && !(await visible(page, '#reminder')));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('Choose an opponent opens the new-game dialog; the rules link is in the page\'s language', async () => {
  const page = await site.newPage({ locale: 'ca-ES' });
  await openGame(page, site.url, '');
  await page.waitForFunction(() => document.documentElement.lang === 'ca');
  assert.equal(await page.getAttribute('#welcome-rules', 'href'), 'rules.ca.html');
  await page.click('#welcome-choose');
  await page.waitForSelector('#new-game-dialog[open]');
  assert.ok(!(await visible(page, '#welcome')));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('no welcome for a game brought by a link', async () => {
  const page = await site.openGame('?black=human&white=human&moves=b1-b3');
  assert.ok(!(await visible(page, '#welcome')) && !(await visible(page, '#reminder')));
  await page.context().close();
});

for (const size of [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 844, height: 390, isMobile: true, hasTouch: true },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
]) {
  test(`the welcome moves nothing painted before it at ${size.width}×${size.height}`, async () => {
    const { width, height, ...rest } = size;
    const page = await site.newPage({ viewport: { width, height }, ...rest });
    await page.addInitScript(() => {
      window.__shifts = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) if (!e.hadRecentInput) window.__shifts.push(e.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.route(/_bg\.wasm$/, async (route) => {
      await new Promise((ok) => setTimeout(ok, 600));
      await route.continue();
    });
    await page.goto(site.url);
    await page.waitForSelector('#welcome:not([hidden])');
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const sum = (await page.evaluate(() => window.__shifts)).reduce((a, b) => a + b, 0);
    assert.ok(sum <= 0.01, `layout shift ${sum.toFixed(4)}`);
    // The board is not covered: its centre is the board's own.
    const covered = await page.evaluate(() => {
      const r = document.querySelector('#board').getBoundingClientRect();
      const el = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return Boolean(el?.closest('#welcome'));
    });
    assert.equal(covered, false);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
