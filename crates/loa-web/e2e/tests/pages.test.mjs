// The tutorials and guides in the browser: each board's position is drawn before the board's
// code has arrived, and the live board takes its place showing the same position in the same box;
// boards far below the fold stay unmounted until the reader scrolls near them; the module is
// compiled while it downloads; nothing scrolls sideways on a 360 px phone; keyboard help is for
// keyboards. Measures (reported, not judged) the longest task while the tutorial's boards mount.
// Which language a page opens in: pages-language.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, waitForBoardsReady } from './helpers.mjs';

const site = useSite();
const TUTORIALS = { en: 'rules.html', ca: 'rules.ca.html', ru: 'rules.ru.html' };
const GUIDES = { en: 'embed.html', ca: 'embed.ca.html', ru: 'embed.ru.html' };
const ALL = [...Object.values(TUTORIALS), ...Object.values(GUIDES)];

/** The static picture of board `id`: its box and the position it names. */
const picture = (page, id) => page.$eval(`#${id}`, (el) => {
  const art = el.querySelector('.loa-static');
  const r = art.querySelector('svg').getBoundingClientRect();
  // Before its module the element has no shadow root (the picture is its light DOM, shown as
  // is); a shadow root shows it only through its slot.
  const shown = el.shadowRoot ? Boolean(el.shadowRoot.querySelector('slot')) && art.assignedSlot !== null
    : art.checkVisibility() && r.width > 0;
  return { position: art.dataset.position, width: r.width, height: r.height, top: r.top + scrollY, shown };
});

test('with the board module held back, the boards show their positions; the live board then takes the same box', async () => {
  const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
  let release;
  const held = new Promise((ok) => { release = ok; });
  await page.route('**/embed_bg.wasm', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(site.url + 'rules.html');
  await page.locator('#board-start').scrollIntoViewIfNeeded();
  const before = await picture(page, 'board-start');
  assert.ok(before.shown, 'the picture is what the element shows');
  assert.equal(before.position, '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b');
  assert.ok(before.width > 200 && Math.abs(before.width - before.height) < 1, `a square of ${before.width}×${before.height}`);
  // What is painted there: the squares and the pieces of the start (a8 light and empty, b8 black).
  const shot = await page.locator('#board-start').screenshot();
  assert.ok(shot.length > 5000, 'a picture, not an empty box');
  assert.equal(await page.getAttribute('#board-start', 'data-state'), null, 'not live yet');
  const colours = await page.evaluate(() => {
    const el = document.querySelector('#board-start svg');
    const r = el.getBoundingClientRect();
    const sq = r.width / 8;
    const at = (col, row) => document.elementFromPoint(r.left + (col + 0.5) * sq, r.top + (row + 0.5) * sq);
    return { a8: at(0, 0)?.closest('svg') === el, b8: at(1, 0)?.closest('use')?.getAttribute('href') ?? null };
  });
  assert.deepEqual(colours, { a8: true, b8: '#loa-b' });

  release();
  await waitForBoardsReady(page, ['board-start', 'board-jump', 'ex-jump-board']);
  const live = await page.$eval('#board-start', (el) => {
    const r = el.shadowRoot.querySelector('.loa-board').getBoundingClientRect();
    return { width: r.width, height: r.height, top: r.top + scrollY, position: el.shadowRoot.querySelector('.frame').dataset.position };
  });
  assert.equal(live.position, before.position);
  assert.ok(Math.abs(live.width - before.width) < 1 && Math.abs(live.top - before.top) < 1,
    `the live board (${live.width} at ${live.top}) in the picture's place (${before.width} at ${before.top})`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('every picture on the six pages shows the position its live board shows first, in a box of the same height', async (t) => {
  const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
  const heights = (ids) => page.$$eval('loa-board', (els, ids) =>
    els.filter((e) => ids.includes(e.id)).map((e) => e.getBoundingClientRect().height), ids);
  for (const file of ALL) {
    let release;
    const held = new Promise((ok) => { release = ok; });
    await page.route('**/embed_bg.wasm', async (route) => { await held; await route.continue(); });
    await page.goto(site.url + file);
    const ids = await page.$$eval('loa-board:has(.loa-static)', (els) => els.map((e) => e.id));
    const before = await heights(ids);
    release();
    await waitForBoardsReady(page, ids);
    await page.unroute('**/embed_bg.wasm');
    const after = await heights(ids);
    const pairs = await page.$$eval('loa-board:has(.loa-static)', (els) => els.map((el) => [
      el.id, el.querySelector('.loa-static').dataset.position, el.shadowRoot.querySelector('.frame').dataset.position]));
    assert.ok(pairs.length >= 4, file);
    for (const [id, drawn, live] of pairs) assert.equal(drawn, live, `${file} #${id}`);
    const moved = ids.map((id, i) => [id, Math.round((after[i] - before[i]) * 10) / 10]).filter(([, d]) => Math.abs(d) >= 0.5);
    t.diagnostic(`${file}: boards whose live box differs in height from the picture's: ${moved.length ? moved.map(([id, d]) => `${id} ${d > 0 ? '+' : ''}${d} px`).join(', ') : 'none'}`);
    // What the picture cannot know yet: a puzzle's title and task, and a status line that wraps in
    // this language. Every other board keeps its picture's height when it comes alive.
    const unknown = await page.$$eval('loa-board:has(.loa-static)', (els) => els.filter((el) => {
      const status = el.shadowRoot.querySelector('.status');
      const line = parseFloat(getComputedStyle(status).lineHeight);
      return el.hasAttribute('puzzle') || status.getBoundingClientRect().height > line * 1.5;
    }).map((el) => el.id));
    const shifted = moved.filter(([id]) => !unknown.includes(id));
    assert.deepEqual(shifted, [], `${file}: boards that grow or shrink when they come alive`);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('boards far below the fold are not mounted until the reader scrolls near them', async () => {
  const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(site.url + 'rules.html');
  await page.waitForFunction(() => document.getElementById('board-start').dataset.state === 'ready');
  // A moment for any board that would mount anyway.
  await page.evaluate(() => new Promise((ok) => requestIdleCallback(() => setTimeout(ok, 300))));
  const mounted = () => page.$$eval('loa-board', (els) => els.filter((e) => e.shadowRoot?.querySelector('.frame')).map((e) => e.id));
  const first = await mounted();
  assert.ok(first.includes('board-start'));
  assert.ok(!first.includes('board-play') && !first.includes('board-six'), `mounted at first: ${first}`);
  const total = await page.locator('loa-board').count();
  assert.ok(first.length < total / 2, `${first.length} of ${total} mounted at first`);
  await page.locator('#board-play').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.getElementById('board-play').dataset.state === 'ready');
  assert.equal(await page.locator('#board-play [data-square]').count(), 64);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the board module is compiled while it downloads (instantiateStreaming)', async () => {
  const page = await site.newPage();
  await page.addInitScript(() => {
    window.streamed = [];
    const streaming = WebAssembly.instantiateStreaming;
    WebAssembly.instantiateStreaming = function (source, imports) {
      Promise.resolve(source).then((r) => window.streamed.push(new URL(r.url).pathname.split('/').pop()));
      return streaming.call(this, source, imports);
    };
  });
  await page.goto(site.url + 'embed.html');
  await waitForBoardsReady(page, ['guide-line']);
  assert.deepEqual(await page.evaluate(() => window.streamed), ['embed_bg.wasm']);
  await page.context().close();
});

test('the longest task while the tutorial mounts its boards (measured, reported)', async (t) => {
  const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await page.addInitScript(() => {
    window.tasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.tasks.push(Math.round(e.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(site.url + 'rules.html');
  await waitForBoardsReady(page);
  const tasks = await page.evaluate(() => window.tasks);
  t.diagnostic(`rules.html, every board mounted by scrolling: ${tasks.length} tasks over 50 ms; longest ${Math.max(0, ...tasks)} ms (${tasks.join(', ')})`);
  await page.context().close();
});

for (const file of ALL) {
  test(`${file} fits a 360×640 phone: nothing scrolls sideways, before and after its boards are live`, async () => {
    const page = await site.newPage({ viewport: { width: 360, height: 640 }, locale: 'en-US' });
    await page.goto(site.url + file);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(await width() <= 360, `${file}: ${await width()} px wide at first`);
    await waitForBoardsReady(page, await page.$$eval('loa-board:not([position="9/8 b"])', (els) => els.map((e) => e.id)));
    assert.ok(await width() <= 360, `${file}: ${await width()} px wide with its boards live`);
    // Nor does any text stick out of the page's margins (a table or a code too wide for the line).
    const outside = await page.evaluate(() => {
      const main = document.querySelector('main');
      const edge = main.getBoundingClientRect().right - parseFloat(getComputedStyle(main).paddingRight);
      return [...main.querySelectorAll('p, li, table, pre, figure, .exercise, h2')]
        .filter((el) => el.getBoundingClientRect().right > edge + 0.5)
        .map((el) => `${el.tagName.toLowerCase()} ${Math.round(el.getBoundingClientRect().right - edge)} px: ${el.textContent.trim().slice(0, 40)}`);
    });
    assert.deepEqual(outside, [], file);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('the tutorials name the ← → keys to a keyboard, not on a touch screen, in every language', async () => {
  const touch = await site.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const desk = await site.newPage({ viewport: { width: 1280, height: 800 } });
  for (const file of [...Object.values(TUTORIALS), ...Object.values(GUIDES)]) {
    for (const [page, keys] of [[touch, false], [desk, true]]) {
      await page.goto(site.url + file);
      const help = page.locator(file.startsWith('rules') ? '.intro .keys-only' : 'figcaption .keys-only');
      assert.equal(await help.count(), 1, file);
      assert.match(await help.textContent(), /← →/, file);
      assert.equal(await help.isVisible(), keys, `${file}: the keys are ${keys ? '' : 'not '}named ${keys ? 'to a keyboard' : 'on a touch screen'}`);
      // The sentence around them reads whole either way: the buttons are named.
      assert.match(await page.locator(file.startsWith('rules') ? '.intro' : 'figcaption:has(.keys-only)').innerText(), /◀ ▶/, file);
    }
  }
  assert.deepEqual([...touch.errors, ...desk.errors], []);
  await touch.context().close();
  await desk.context().close();
});
