// Boards that come alive without moving the page: the layout shifts (the browser's layout-shift
// entries, the figure behind Lighthouse's CLS) while a page's boards load, on a phone, each stage
// held long enough to be painted (the module, the words and the puzzle file are each answered
// late; on the game page, until its board is live). Layout is deterministic, unlike time: the sum
// is asserted (at most 0.02, Lighthouse's "good" is 0.1). Also: a board with a picture shows it
// with no shadow root until it is live.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './helpers.mjs';

const site = useSite();
const PHONES = [
  { width: 360, height: 640 },
  { width: 412, height: 823 },
];

/** Answers requests matching `pattern` only after `ms`, so the state before them is painted. */
async function late(page, pattern, ms) {
  await page.route(pattern, async (route) => {
    await new Promise((ok) => setTimeout(ok, ms));
    await route.continue();
  });
}

/** Opens `path` on a phone of `size` in `locale` and returns the layout shifts until `ready`. */
async function shifts(path, size, locale, ready) {
  const page = await site.newPage({ viewport: size, isMobile: true, hasTouch: true, locale });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        if (e.hadRecentInput) continue;
        const what = e.sources.map((s) => s.node?.nodeName ?? '?').join(',');
        window.__shifts.push({ value: e.value, what });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await late(page, /_bg\.wasm$/, 600);
  await late(page, /\/locales\/.*\.ftl$/, 300);
  await late(page, /puzzles\.tsv$/, 600);
  await page.goto(site.url + path);
  await page.waitForFunction(ready, null, { timeout: 30_000 });
  // Two frames after the last change, so its shift is reported.
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  const list = await page.evaluate(() => window.__shifts);
  assert.deepEqual(page.errors, []);
  await page.context().close();
  return list;
}

const total = (list) => list.reduce((sum, s) => sum + s.value, 0);

for (const locale of ['en-US', 'ca-ES', 'ru-RU']) {
  for (const size of PHONES) {
    test(`puzzles.html on a ${size.width}×${size.height} phone (${locale}): the trainer takes its room before it is live`, async () => {
      const list = await shifts('puzzles.html', size, locale,
        () => document.getElementById('trainer')?.dataset.state === 'ready');
      assert.ok(total(list) <= 0.02, `layout shift ${total(list).toFixed(3)}: ${JSON.stringify(list)}`);
    });
  }
}

for (const locale of ['en-US', 'ru-RU']) {
  for (const size of PHONES) {
    test(`the game page on a ${size.width}×${size.height} phone (${locale}): the board's picture, then the live board in its box`, async () => {
      const list = await shifts('', size, locale, () => document.querySelector('#board [data-square="a1"]'));
      assert.ok(total(list) <= 0.02, `layout shift ${total(list).toFixed(3)}: ${JSON.stringify(list)}`);
    });
  }
}

test('rules.html on a phone: the pictures show before the module, and the boards come alive in place', async () => {
  const size = PHONES[1];
  const page = await site.newPage({ viewport: size, isMobile: true, hasTouch: true });
  let release;
  const held = new Promise((ok) => (release = ok));
  await page.route(/embed_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(site.url + 'rules.html');
  await page.waitForFunction(() => customElements.get('loa-board'));
  const before = await page.$eval('loa-board', (el) => ({
    shadow: Boolean(el.shadowRoot),
    picture: el.querySelector('svg')?.getBoundingClientRect().width ?? 0,
    note: el.querySelector('[role=status]')?.textContent ?? '',
  }));
  assert.equal(before.shadow, false, 'a board with a picture has no shadow root before its module');
  assert.ok(before.picture > 200, `its picture is shown, ${before.picture} px wide`);
  assert.match(before.note, /Loading/);
  await page.evaluate(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__shifts.push(e.value);
    }).observe({ type: 'layout-shift' });
  });
  release();
  await page.waitForFunction(() => document.querySelector('loa-board')?.dataset.state === 'ready', null, { timeout: 30_000 });
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
  const list = await page.evaluate(() => window.__shifts);
  const sum = list.reduce((a, b) => a + b, 0);
  assert.ok(sum <= 0.02, `layout shift while the first board came alive: ${sum.toFixed(3)} (${list})`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
