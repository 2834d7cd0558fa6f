// Measurements (reported, not asserted beyond sanity): release .wasm sizes raw and gzip,
// navigation → first board paint, the longest main-thread task while the computer thinks, the
// engine's speed in the worker, the frames over 50 ms while a phone reviews a game. Also: a
// screenshot's pixels show pieces and highlights.
// Results are printed and written to $TMPDIR/loa-web-measurements.json.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { useSite, openGame, clickSquare, waitForMoves, DIST, SIXTY } from './helpers.mjs';

const site = useSite();
const results = {};

after(() => {
  const file = join(tmpdir(), 'loa-web-measurements.json');
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`measurements (${file}):\n${JSON.stringify(results, null, 2)}`);
});

test('release sizes', () => {
  const sizes = {};
  let gzipTotal = 0;
  for (const name of readdirSync(DIST)) {
    if (!/\.(wasm|js)$/.test(name)) continue;
    const body = readFileSync(join(DIST, name));
    const gz = gzipSync(body, { level: 9 }).length;
    const key = name.replace(/-[0-9a-f]{8,16}(?=(_bg)?\.(wasm|js|css)$)/, '');
    sizes[key] = { raw: statSync(join(DIST, name)).size, gzip: gz };
    if (/^(app|engine)/.test(key)) gzipTotal += gz;
  }
  results.sizes = sizes;
  results.gameGzipTotal = gzipTotal;
  assert.ok(sizes['app_bg.wasm'] && sizes['engine.js'], JSON.stringify(Object.keys(sizes)));
});

test('navigation to first board paint', async () => {
  const times = [];
  for (let i = 0; i < 3; i++) {
    const page = await site.openGame('?black=human&white=human');
    await page.waitForFunction(() => performance.getEntriesByName('loa-board-painted').length > 0);
    times.push(await page.evaluate(() => ({
      board: performance.getEntriesByName('loa-board-painted')[0].startTime,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    })));
    await page.context().close();
  }
  results.firstBoardPaintMs = times.map((t) => Math.round(t.board));
  results.firstContentfulPaintMs = times.map((t) => (t.fcp === null ? null : Math.round(t.fcp)));
  assert.ok(times.every((t) => t.board > 0));
});

test('longest main-thread task while the computer thinks; engine speed in the worker', async () => {
  const page = await site.newPage();
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await openGame(page, site.url, '?black=computer&white=computer&level=6');
  await page.check('#show-info');
  await waitForMoves(page, 1, 60_000);
  const searchStart = await page.evaluate(() => performance.now());
  const infos = [];
  // Watch a few moves, sampling the status (depth, score, nodes).
  const deadline = Date.now() + 12_000;
  while (Date.now() < deadline && (await page.$$('#moves [data-ply]')).length < 5) {
    const text = await page.textContent('#engine-info');
    const m = /depth (\d+), score (\S+), ([\d,]+) nodes/.exec(text);
    if (m) infos.push({ depth: +m[1], nodes: +m[3].replace(/,/g, '') });
    await page.waitForTimeout(100);
  }
  const tasks = await page.evaluate((t0) => window.__longTasks.filter((e) => e.start >= t0), searchStart);
  results.longTasksDuringSearch = tasks.length;
  results.longestTaskDuringSearchMs = Math.round(Math.max(0, ...tasks.map((t) => t.duration)));
  results.longTasks = tasks.map((t) => `${Math.round(t.start - searchStart)}+${Math.round(t.duration)}ms`);
  results.movesPlayedInWindow = (await page.$$('#moves [data-ply]')).length;
  results.deepestInfoSeen = infos.reduce((a, b) => (b.depth > (a?.depth ?? 0) ? b : a), null);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('worker search speed (nodes per second) at a fixed level', async () => {
  const page = await site.newPage();
  const samples = await page.goto(site.url + '?black=human&white=human').then(() => page.evaluate(async () => {
    // The engine's worker runs the page's own module (see www/engine.js).
    const worker = new Worker('./engine.js', { type: 'module' });
    const js = document.querySelector('link[rel=modulepreload][href*="app-"]').href;
    worker.postMessage({ js, wasm: js.replace(/\.js$/, '_bg.wasm') });
    const out = [];
    await new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error('no answer')), 60_000);
      worker.onmessage = (e) => {
        const m = e.data;
        if (m === 'ready') {
          worker.postMessage({ start: { id: 1, start: '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b', variant: 'standard', rules: 'olympiad', moves: ['b1-b3', 'h4-f2'], level: 8, seed: 1 } });
        } else if (m.info) {
          out.push({ depth: m.info.depth, nodes: m.info.nodes, ms: m.info.time_ms });
        } else if (m.bestmove) {
          clearTimeout(timer);
          out.push({ best: m.bestmove.best });
          ok();
        }
      };
    });
    worker.terminate();
    return out;
  }));
  const last = samples.filter((s) => s.nodes).at(-1);
  results.workerLevel8 = { ...last, best: samples.at(-1).best, nodesPerSecond: last && last.ms > 0 ? Math.round((last.nodes / last.ms) * 1000) : null };
  assert.ok(samples.at(-1).best, JSON.stringify(samples));
  await page.context().close();
});

// A long game, as long as the one a new player reviewed (216 plies): the first 216 plies of
// `loa match --a random --b scatter --games 10 --record FILE`'s first game that long (unfinished).
const LONG = (
  'g1-e3 h6xf8 e1-c3 f8-d6 d8-f6 d6-f8 c8-c5 a7-a1 f1-d3 a3xc1 d3-b5 h3-h8 f6-d8 a2-a7 b8-d6 ' +
  'h2-g1 e3xa7 h7-h3 c5-f2 h5-h1 d1-d4 g1-h2 d6-b4 c1-g1 b4-d6 h2-h7 b5-d3 h7-h2 e8-e7 h2-h7 ' +
  'd3-g6 h7-h2 d4xa4 h2-h7 g6-f7 g1-c1 b1-b2 c1-f1 g8-e6 h7-g8 c3-a3 f1-c1 a4-b3 c1-f1 a3-d3 ' +
  'a6-a2 d6-f6 h1-e1 f7-e8 h4-h1 e6-e2 a2-a6 b3-e3 a6-a2 e3-d2 a2-a6 d8-b6 a6-a2 b2-b4 a2-a6 ' +
  'e7-e3 a6-a2 b6-d8 a2-a6 a7-d4 a5-a8 e2-d1 a1-a4 b4-d6 h3-h6 f2-h2 a4-a7 d8-c7 g8-h7 d2-b2 ' +
  'h1xd1 d4xa7 e1-b1 d6xf8 h6xf8 a7-d7 d1-a1 b2-a3 f1-c1 e3-e1 f8-g7 d7-d5 g7-h6 d5-d7 c1xa3 ' +
  'd3-g6 a3-a7 e8-b8 a1-d1 f6-f5 d1-a1 f5-f6 b1xe1 d7-c6 e1-c1 g6-f7 c1-e1 f7-g8 a1-c1 b8-b7 ' +
  'e1-g1 b7-b8 g1-e1 f6-f5 c1-a1 f5-e5 a1-c1 c6-c3 e1-g1 g8-g6 c1-a1 g6-g8 g1-e1 e5-f5 e1-g1 ' +
  'g8-c8 a1-c1 f5-d7 c1-e1 c3-c6 e1-c1 d7-d6 c1-a1 c7-d8 a1-c1 c8xh8 c1-e1 d6xh6 e1-c1 d8-e7 ' +
  'c1-e1 c6-d7 e1-c1 b8-d6 a7-b8 d7-c8 c1-e1 d6-g3 e1-c1 e7-e8 c1-e1 e8-d7 a6xc8 h8-g7 b8-a7 ' +
  'h6-f8 c8xf8 h2-f4 f8-h8 g3-g6 e1-c1 g6-f7 c1-a1 g7-f8 g1-e1 f8-g7 a1-c1 g7-g8 e1-g1 d7-d6 ' +
  'g1-e1 f7-f5 e1-g1 f5-e5 g1-e1 e5-d5 e1-g1 d6-d8 c1-e1 f4-g3 e1-c1 d5-d3 c1-e1 g3-f4 e1-c1 ' +
  'd8-c7 g1-e1 d3-e3 c1-a1 e3-c5 a1-c1 c5-b4 e1-g1 f4-d6 c1-a1 d6-f8 a1-c1 c7-f7 c1-e1 f7-f5 ' +
  'e1-c1 f5-e6 g1-e1 e6-f6 e1-g1 b4-d6 c1-e1 d6-b4 e1-c1 f8-b8 c1-a1 b4-a4 a1-c1 f6-e6 g1-e1 ' +
  'b8-c7 c1-a1 c7-b8 a1-c1 g8-g7 e1-g1'
).split(' ');

for (const [name, moves] of [['reviewOnAPhone', SIXTY], ['longReviewOnAPhone', LONG]]) {
  test(`frames over 50 ms while a phone (CPU throttled 4×) reviews a ${moves.length}-move game`, async (t) => {
    const page = await site.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await openGame(page, site.url, `?black=human&white=human&moves=${encodeURIComponent(moves.join(' '))}`);
    await page.waitForSelector(`#moves [data-ply="${moves.length}"]`);
    await page.evaluate(() => {
      window.__frames = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__frames.push(Math.round(e.duration));
      }).observe({ type: 'long-animation-frame' });
    });
    // The main thread's work during the review (Chromium's own counters, in seconds): steadier
    // than the count of long frames, which swings with the machine's load.
    await cdp.send('Performance.enable');
    const counters = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const before = await counters();
    const started = Date.now();
    await page.click('#menu-button');
    await page.click('#review');
    await page.waitForSelector('#review-panel[data-state="done"]', { timeout: 300_000 });
    const ms = Date.now() - started;
    const after = await counters();
    const busy = Object.fromEntries(['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration']
      .map((k) => [k.replace('Duration', ''), Math.round((after[k] - before[k]) * 1000)]));
    const frames = await page.evaluate(() => window.__frames);
    results[name] = { plies: moves.length, ms, framesOver50: frames.length, longest: Math.max(0, ...frames), frames, mainThreadMs: busy };
    t.diagnostic(`review of ${moves.length} plies at 4× throttling: ${ms} ms, ${frames.length} frames over 50 ms ` +
      `(longest ${Math.max(0, ...frames)} ms: ${frames.join(' ')}); main thread busy ${busy.Task} ms ` +
      `(script ${busy.Script}, style ${busy.RecalcStyle}, layout ${busy.Layout})`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('a screenshot shows the board: pieces, a selection and its destinations', async () => {
  const page = await site.openGame('?black=human&white=human');
  await clickSquare(page, 'b1');
  const box = await page.locator('.loa-board').boundingBox();
  const png = await page.screenshot({ clip: box });
  // Decode the PNG in the page itself and read pixels at square centres.
  const probe = await page.evaluate(async ({ data, squares }) => {
    const img = new Image();
    img.src = 'data:image/png;base64,' + data;
    await img.decode();
    const c = document.createElement('canvas');
    c.width = img.width;
    c.height = img.height;
    const ctx = c.getContext('2d');
    ctx.drawImage(img, 0, 0);
    const at = (file, rank, d = 0.5) => {
      const s = img.width / 8;
      const x = Math.floor((file + d) * s);
      const y = Math.floor((7 - rank + d) * s);
      return Array.from(ctx.getImageData(x, y, 1, 1).data);
    };
    const out = {};
    for (const sq of squares) {
      out[sq] = at(sq.charCodeAt(0) - 97, +sq[1] - 1);
      out[sq + 'corner'] = at(sq.charCodeAt(0) - 97, +sq[1] - 1, 0.08);
    }
    const all = ctx.getImageData(0, 0, img.width, img.height).data;
    const colours = new Set();
    for (let i = 0; i < all.length; i += 16) colours.add((all[i] >> 4) * 256 + (all[i + 1] >> 4) * 16 + (all[i + 2] >> 4));
    out.distinctColours = colours.size;
    return out;
  }, { data: png.toString('base64'), squares: ['b1', 'a2', 'b3', 'e4', 'e5', 'c1', 'd1'] });
  const sum = (p) => p[0] + p[1] + p[2];
  assert.ok(sum(probe.c1) < 200, `black piece on c1: ${probe.c1}`);
  assert.ok(sum(probe.a2) > 600, `white piece on a2: ${probe.a2}`);
  assert.notDeepEqual(probe.e4, probe.e5, 'the squares alternate');
  assert.ok(probe.b3[1] > probe.b3[0] && probe.b3[1] > probe.b3[2], `a green destination dot on b3: ${probe.b3}`);
  assert.notDeepEqual(probe.b1corner, probe.d1corner, 'the selected square is highlighted around its piece');
  assert.ok(probe.distinctColours > 20, `not a blank canvas: ${probe.distinctColours} colours`);
  await page.context().close();
});
