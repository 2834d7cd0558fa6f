// The clocks and a game's ends on small screens (issue 19; the clocks beside the players' line,
// issue 30): on a 360×640 phone and one held sideways, in the three languages, the clocks, the
// draw offer and the result box with Rematch and Review are in the window beside a whole board, every control 44 × 44, nothing sideways;
// the new-game dialog with a custom clock fits a 360 px phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertInside, openDialog, sideways, smallControls } from './layout-checks.mjs';
import { useSite, openGame, playMove } from './helpers.mjs';

const site = useSite();
const PHONES = [
  { name: 'phone 360×640', width: 360, height: 640 },
  { name: 'phone 844×390', width: 844, height: 390 },
];
const LOCALES = { en: 'en-GB', ca: 'ca-ES', ru: 'ru-RU' };

function phoneAt(size, lang) {
  return site.newPage({
    viewport: { width: size.width, height: size.height },
    locale: LOCALES[lang],
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
}

async function open(page, lang, query) {
  await openGame(page, site.url, query);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
}

/** Asserts each of `selectors` is in the window, the board whole, no control small, nothing sideways. */
async function assertFits(page, size, selectors, what) {
  assertInside(await page.locator('#board .loa-board').boundingBox(), size, `${what}: the board`);
  for (const selector of selectors) assertInside(await page.locator(selector).boundingBox(), size, `${what}: ${selector}`);
  assert.deepEqual(await smallControls(page), [], what);
  assert.equal(await sideways(page), 0, `${what}: the page scrolls sideways`);
}

for (const size of PHONES) {
  for (const lang of Object.keys(LOCALES)) {
    test(`${size.name}, ${lang}: the clocks, a draw offered and the result box, in the window`, async () => {
      const page = await phoneAt(size, lang);
      await open(page, lang, '?black=human&white=human&clock=5+3');
      await playMove(page, 'b1-b3');
      await playMove(page, 'h2-f4');
      await page.tap('#menu-button');
      await page.tap('#offer-draw');
      await assertFits(page, size, ['[data-clock="black"]', '[data-clock="white"]', '#accept-draw', '#decline-draw'], 'a draw offered');
      // The result box takes the status line's place, its buttons in reach.
      await open(page, lang, '?black=human&white=computer&level=1&clock=3+2&position=w7/8/8/8/8/4b3/1bb5/7w_b');
      await playMove(page, 'e3-d3');
      await page.waitForSelector('#result:not([hidden])');
      assert.ok(!(await page.isVisible('#status')), 'the status line is not said twice');
      await assertFits(page, size, ['#result-text', '#rematch', '#result-review', '#result-new-game'], 'the end');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}

for (const lang of Object.keys(LOCALES)) {
  test(`a 360 px phone, ${lang}: the new-game dialog with a custom clock fits the window`, async () => {
    const size = PHONES[0];
    const page = await phoneAt(size, lang);
    await open(page, lang, '?black=human&white=computer&level=4');
    await page.tap('#menu-button');
    await page.tap('#new-game');
    await page.selectOption('#time-control', 'custom');
    await page.locator('#clock-increment').scrollIntoViewIfNeeded();
    const dialog = await openDialog(page);
    assert.ok(dialog.left >= 0 && dialog.right <= size.width, `${dialog.left}…${dialog.right}`);
    assert.deepEqual(dialog.past, []);
    assert.equal(dialog.inside, 0, 'the dialog scrolls sideways');
    assert.deepEqual(await smallControls(page), []);
    assert.equal(await sideways(page), 0);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('a 360 px phone: the clocks beside the players\' line, and keep their width when tenths appear', async () => {
  const size = PHONES[0];
  for (const lang of ['en', 'ru']) {
    const page = await phoneAt(size, lang);
    const start = new Date('2026-03-01T10:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 60_000);
    await open(page, lang, '?black=human&white=computer&level=1&clock=15+10');
    const boxes = () => page.$$eval('#you-play, .clock', (els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    const beside = (clock, line) => clock.top < line.bottom && clock.bottom > line.top && clock.left >= line.right;
    const [line, black, white] = await boxes();
    for (const clock of [black, white]) assert.ok(beside(clock, line), `${lang}: a clock beside the players: ${JSON.stringify([line, clock])}`);
    // None in the header's corner.
    assert.equal(await page.$('.top .clock'), null);
    // 1+0: White's clock under ten seconds (0:07.5, 0:07,5 in Russian), as wide as 15:00 was.
    await open(page, lang, '?black=human&white=human&clock=1+0');
    await playMove(page, 'b1-b3');
    await page.clock.runFor(52_500);
    assert.equal(await page.textContent('[data-clock="white"]'), lang === 'ru' ? '0:07,5' : '0:07.5');
    const [, , low] = await page.$$eval('.players, .clock', (els) => els.map((e) => e.getBoundingClientRect().toJSON()));
    assert.equal(Math.round(low.width), Math.round(white.width), `${lang}: the clock widened`);
    const row = await page.$eval('.players', (e) => e.getBoundingClientRect().toJSON());
    assert.ok(low.top >= row.top && low.bottom <= row.bottom + 0.5, `${lang}: the clock left the players' row`);
    await page.context().close();
  }
});
