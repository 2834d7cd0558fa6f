// The game page's board before its module (www/board-picture.js, the pictures drawn by loa-app's
// board/picture.rs): with the wasm held back, the page shows the position it opens on — the start
// for a new visitor, the game the reader last saw; a link's game is not guessed (the empty board)
// — in the board theme's colours; when the module arrives the live canvas takes
// its place in the same box, drawing the same pixels (no shift, no flash). Layout shift while it
// does is in layout-shift.test.mjs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { moveList, useSite, waitForMoves } from './helpers.mjs';

const site = useSite();

/** Holds the page's wasm back until the returned function is called. */
async function holdWasm(page) {
  let release;
  const held = new Promise((ok) => (release = ok));
  await page.route(/_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * What the picture shows: per square of the screen (named as on an unflipped board), the centre
 * pixel as [r, g, b], drawn at the picture's size in the page.
 */
function centres(page) {
  return page.evaluate(async () => {
    const img = document.getElementById('board-picture');
    await img.decode();
    const box = img.getBoundingClientRect();
    const svg = decodeURIComponent(img.src.slice(img.src.indexOf(',') + 1));
    const n = /data-position="([^"]+)"/.exec(svg)[1].split('/').length;
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(box.width);
    canvas.height = Math.round(box.height);
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0, canvas.width, canvas.height);
    const sq = canvas.width / n;
    const out = {};
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        const d = ctx.getImageData(Math.floor((col + 0.5) * sq), Math.floor((row + 0.5) * sq), 1, 1).data;
        out[`${'abcdefgh'[col]}${n - row}`] = [d[0], d[1], d[2]];
      }
    }
    return out;
  });
}

const luminance = ([r, g, b]) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
const distance = (a, b) => Math.max(...a.map((v, i) => Math.abs(v - b[i])));
const hex = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));

/**
 * Asserts the picture shows `position` (a position string's ranks) in the square colours given,
 * unflipped; `tinted` squares (the last move's) are not compared with them.
 */
async function assertShows(page, position, { light, dark }, what, tinted = []) {
  const pixels = await centres(page);
  const ranks = position.split('/').map((r) => [...r.replace(/\d/g, (d) => '.'.repeat(+d))]);
  const n = ranks.length;
  ranks.forEach((rank, row) => rank.forEach((piece, col) => {
    const name = `${'abcdefgh'[col]}${n - row}`;
    const square = (row + col) % 2 ? dark : light;
    const px = pixels[name];
    if (piece === 'b') assert.ok(luminance(px) < 0.3, `${what}: a black piece on ${name}, ${px}`);
    else if (piece === 'w') assert.ok(luminance(px) > 0.75 && distance(px, square) > 20, `${what}: a white piece on ${name}, ${px}`);
    else if (!tinted.includes(name)) assert.ok(distance(px, square) <= 6, `${what}: ${name} empty, ${px} (square ${square})`);
  }));
}

const WOOD = { light: hex('#f0d9b5'), dark: hex('#a97a54') };
const BLUE = { light: hex('#dee3e6'), dark: hex('#6f8799') };
const START = '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1';

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`${viewport.width}×${viewport.height}: the start position shows before the module, and the canvas draws the same in its box`, async () => {
    const page = await site.newPage({ viewport });
    const release = await holdWasm(page);
    await page.goto(site.url);
    await page.waitForSelector('#board-picture[src]');
    const box = await page.locator('#board-picture').boundingBox();
    assert.ok(box.width > 300 && Math.abs(box.width - box.height) < 1, `a square picture, ${JSON.stringify(box)}`);
    const shown = await page.evaluate(() => {
      const src = document.getElementById('board-picture').src;
      return /data-position="([^"]+)"/.exec(decodeURIComponent(src.slice(src.indexOf(',') + 1)))[1];
    });
    assert.equal(shown, START.replace(/\d/g, (d) => '.'.repeat(+d)));
    await assertShows(page, START, WOOD, 'before the module');
    assert.equal(await page.locator('#board canvas').count(), 0, 'the module is still held back');
    // On a phone the largest contentful paint so far is the picture. (On a larger screen Chrome
    // leaves it out of LCP: a data-URL SVG of few bytes for its area counts as low-content.)
    const lcp = await page.evaluate(() => new Promise((ok) => {
      new PerformanceObserver((list) => ok(list.getEntries().at(-1).element?.id ?? null))
        .observe({ type: 'largest-contentful-paint', buffered: true });
    }));
    if (viewport.width < 500) assert.equal(lcp, 'board-picture');
    assert.ok(await page.evaluate(() => document.getElementById('board-picture').complete), 'the picture is drawn');
    release();
    await page.waitForSelector('[data-square="a1"]');
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => requestAnimationFrame(ok))));
    const live = await page.locator('#board .loa-board').boundingBox();
    for (const k of ['x', 'y', 'width', 'height']) assert.ok(Math.abs(live[k] - box[k]) < 0.5, `the live board in the picture's box: ${k} ${live[k]} vs ${box[k]}`);
    // The canvas's pixels against the picture's, drawn at the canvas's size: the same but for
    // anti-aliasing at the edges of pieces and letters.
    const differ = await page.evaluate(async () => {
      const canvas = document.querySelector('#board canvas');
      const img = document.getElementById('board-picture');
      await img.decode();
      const copy = document.createElement('canvas');
      copy.width = canvas.width;
      copy.height = canvas.height;
      const ctx = copy.getContext('2d');
      ctx.drawImage(img, 0, 0, copy.width, copy.height);
      const a = ctx.getImageData(0, 0, copy.width, copy.height).data;
      const b = canvas.getContext('2d').getImageData(0, 0, copy.width, copy.height).data;
      let off = 0;
      for (let i = 0; i < a.length; i += 4) {
        if (Math.max(Math.abs(a[i] - b[i]), Math.abs(a[i + 1] - b[i + 1]), Math.abs(a[i + 2] - b[i + 2])) > 40) off += 1;
      }
      return off / (a.length / 4);
    });
    assert.ok(differ < 0.01, `${(differ * 100).toFixed(2)} % of the pixels differ between the picture and the canvas`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('the board theme shows before the module', async () => {
  const page = await site.newPage({ viewport: { width: 390, height: 844 } });
  await page.addInitScript(() => localStorage.setItem('loa-board-theme', 'blue'));
  await holdWasm(page);
  await page.goto(site.url);
  await page.waitForSelector('#board-picture[src]');
  await assertShows(page, START, BLUE, 'the start, blue');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a link's game is not guessed before the module: the empty board, then the live one draws it", async () => {
  const page = await site.newPage({ viewport: { width: 390, height: 844 } });
  // A returning reader's kept game is not shown for a link either.
  await page.addInitScript(() => localStorage.setItem('loa/shown', '<svg xmlns="http://www.w3.org/2000/svg"/>'));
  const release = await holdWasm(page);
  await page.goto(site.url + '?black=human&white=human&moves=b1-b3,h4-f2,c1-c3');
  await page.waitForLoadState('domcontentloaded');
  assert.equal(await page.getAttribute('#board-picture', 'src'), null, 'no picture of a guessed position');
  release();
  await waitForMoves(page, 3);
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2', 'c1-c3']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a returning reader sees the game they left, flipped as they left it, before the module', async () => {
  const page = await site.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(site.url + '?black=human&white=human&moves=b1-b3,h4-f2');
  await page.waitForSelector('[data-square="a1"]');
  await page.keyboard.press('f');
  // Kept flipped: the files are written from h.
  await page.waitForFunction(() => {
    const kept = localStorage.getItem('loa/shown') ?? '';
    return kept.startsWith('<svg') && kept.indexOf('>h</text>') < kept.indexOf('>a</text>');
  });
  await holdWasm(page);
  await page.reload();
  await page.waitForSelector('#board-picture[src]');
  // After b1-b3 h4-f2, flipped (h8 at the lower left): b3's black piece is shown where the
  // unflipped start has g6, f2's white one where it has c7 (both empty squares there).
  const pixels = await centres(page);
  assert.ok(luminance(pixels.g6) < 0.3, `b3's black piece shown at g6: ${pixels.g6}`);
  assert.ok(luminance(pixels.c7) > 0.75 && distance(pixels.c7, WOOD.light) > 20, `f2's white piece shown at c7: ${pixels.c7}`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
