// <loa-board> on a plain page: several boards sharing one wasm module, view-only, stepping
// through moves, an exercise with `expect` (right move accepted, wrong one taken back, illegal one
// refused), events, attributes changed after load, and readable errors for bad attributes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  useSite, openGame, startServer, tempDir, boardFrame as frame, boardStatus as status, boardDestinations as dests,
  waitForBoardsLoaded, waitForBoardPly,
} from './helpers.mjs';

const START = '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b';
const AFTER_C8C6 = '1b1bbbb1/w6w/w1b4w/w6w/w6w/w6w/w6w/1bbbbbb1 w';
const AFTER_LINE = '1b1b1bb1/w6w/2b4w/wb5w/w1w4w/w7/w6w/1bbbbwb1 b';

// The page an author would write: one script, then the elements.
const TEST_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>loa-board test</title>
<link rel="icon" href="data:,">
<script src="loa-board.js" defer></script>
<style>.col { width: 320px; display: inline-block; vertical-align: top; margin: 8px }</style>
</head><body>
<div class="col"><loa-board id="view"></loa-board></div>
<div class="col"><loa-board id="steps" moves="c8-c6 a6-c4 e8-b5 h3xf1"></loa-board></div>
<div class="col"><loa-board id="exercise" moves="c8-c6" expect="a6-c4"></loa-board></div>
<div class="col" style="width: 200px"><loa-board id="small" orientation="flipped" coordinates="false" aria-label="Small board"></loa-board></div>
<div class="col"><loa-board id="bad" position="not a position"></loa-board></div>
<div class="col"><loa-board id="badmove" moves="c8-c6 a6-d6"></loa-board></div>
<div class="col"><loa-board id="passer" position="5bbw/6bb/5b1b/8/8/b1b5/bb6/wbb5 w" interactive></loa-board></div>
<script>
  window.events = [];
  for (const type of ['loa-move', 'loa-end', 'loa-error']) {
    document.addEventListener(type, (e) => window.events.push({ type, id: e.target.id, detail: e.detail }));
  }
</script>
</body></html>`;

// A copy of dist/ with the test page in it.
const site = useSite({ files: { 'embed-test.html': TEST_PAGE } });

async function openTestPage(page) {
  await page.goto(site.url + 'embed-test.html');
  await waitForBoardsLoaded(page, ['view', 'steps', 'exercise', 'small', 'bad', 'badmove', 'passer']);
}

test('several boards render from one shared wasm module; bad attributes show readable errors', async () => {
  const page = await site.newPage();
  await openTestPage(page);
  for (const id of ['view', 'steps', 'exercise', 'small']) {
    assert.equal(await page.getAttribute(`#${id}`, 'data-state'), 'ready', id);
    assert.equal(await page.locator(`#${id} [data-square]`).count(), 64, `${id} has a 64-square grid`);
    const box = await page.locator(`#${id} canvas`).boundingBox();
    assert.ok(box.width > 100 && Math.abs(box.width - box.height) < 2, `${id} canvas is square: ${JSON.stringify(box)}`);
  }
  assert.equal(await frame(page, 'view', 'data-position'), START);
  // Each board sizes to its container.
  const small = await page.locator('#small canvas').boundingBox();
  const view = await page.locator('#view canvas').boundingBox();
  assert.ok(small.width < view.width - 50, `small board ${small.width} < ${view.width}`);
  assert.equal(await page.getAttribute('#small [role="grid"]', 'aria-label'), 'Small board');
  assert.equal(await page.getAttribute('#view [role="grid"]', 'aria-label'), 'Lines of Action board');
  // orientation="flipped": rank 8 at the bottom.
  const a1 = await page.locator('#small [data-square="a1"]').boundingBox();
  const a8 = await page.locator('#small [data-square="a8"]').boundingBox();
  assert.ok(a1.y < a8.y, 'flipped board has a1 above a8');

  assert.equal(await page.getAttribute('#bad', 'data-state'), 'error');
  const bad = await page.$eval('#bad', (el) => el.shadowRoot.querySelector('.error').textContent);
  assert.match(bad, /cannot be shown/);
  assert.match(bad, /position="not a position": /);
  assert.equal(await page.locator('#bad [data-square]').count(), 0);
  const badMove = await page.$eval('#badmove', (el) => el.shadowRoot.querySelector('.error').textContent);
  assert.match(badMove, /move 2 "a6-d6": illegal move/);
  assert.ok(await page.locator('#bad .error').isVisible(), 'the error is visible, not console-only');

  // One module for all the boards.
  assert.equal(site.requests.filter((p) => p.endsWith('/embed_bg.wasm')).length, 1);
  assert.deepEqual(page.errors, []);
  await page.screenshot({ path: join(site.dir, 'embed.png'), fullPage: true });
  await page.context().close();
});

test('stepping through moves with the buttons and the arrow keys', async () => {
  const page = await site.newPage();
  await openTestPage(page);
  assert.equal(await frame(page, 'steps', 'data-ply'), '0');
  assert.equal(await frame(page, 'steps', 'data-moves'), '4');
  assert.equal(await frame(page, 'steps', 'data-position'), START);
  // View-only: nothing can be picked up.
  await page.click('#steps [data-square="c8"]');
  assert.deepEqual(await dests(page, 'steps'), []);

  await page.click('#steps button.next');
  assert.equal(await frame(page, 'steps', 'data-ply'), '1');
  assert.equal(await frame(page, 'steps', 'data-position'), AFTER_C8C6);
  assert.match(await status(page, 'steps'), /Black played c8-c6\. White to move\./);
  // The keys work once the board's controls have focus.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await frame(page, 'steps', 'data-ply'), '3');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await frame(page, 'steps', 'data-ply'), '2');
  await page.click('#steps button.last');
  assert.equal(await frame(page, 'steps', 'data-ply'), '4');
  assert.equal(await frame(page, 'steps', 'data-position'), AFTER_LINE);
  assert.equal(await page.$eval('#steps', (el) => el.shadowRoot.querySelector('button.next').disabled), true);
  await page.click('#steps button.first');
  assert.equal(await frame(page, 'steps', 'data-position'), START);
  assert.deepEqual(await page.evaluate(() => window.events.filter((e) => e.type !== 'loa-error')), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an exercise refuses an illegal move, takes back a wrong one and accepts the right one', async () => {
  const page = await site.newPage();
  await openTestPage(page);
  assert.equal(await frame(page, 'exercise', 'data-position'), AFTER_C8C6);
  assert.match(await status(page, 'exercise'), /White to move: find the move/);

  // a6-d6 would jump the black piece on c6: d6 is not offered and clicking it plays nothing.
  await page.click('#exercise [data-square="a6"]');
  const offered = await dests(page, 'exercise');
  assert.ok(offered.includes('c4') && !offered.includes('d6'), `destinations of a6: ${offered}`);
  await page.click('#exercise [data-square="d6"]');
  assert.equal(await frame(page, 'exercise', 'data-position'), AFTER_C8C6);
  assert.equal(await page.evaluate(() => window.events.filter((e) => e.type === 'loa-move').length), 0);
  // It says why: the rule the try breaks.
  assert.equal(await status(page, 'exercise'), 'That piece cannot go there: a6-d6 would jump the enemy piece on c6. Try again.');
  assert.equal(await statusClass(page, 'exercise'), 'status wrong');

  // A legal but wrong answer: why, then it is taken back, and the reason stays until the next try.
  await page.click('#exercise [data-square="a6"]');
  await page.click('#exercise [data-square="b7"]');
  const notAsked = 'a6-b7 is a legal move, but not the one asked for. Try again.';
  assert.equal(await status(page, 'exercise'), notAsked);
  await waitForBoardPly(page, 'exercise', '1');
  assert.equal(await frame(page, 'exercise', 'data-position'), AFTER_C8C6);
  assert.equal(await status(page, 'exercise'), notAsked);

  // A piece moved the wrong distance: the number of pieces on its line.
  await page.click('#exercise [data-square="a6"]');
  await page.click('#exercise [data-square="a1"]');
  assert.equal(await status(page, 'exercise'),
    'That piece cannot go there: a6-a1 moves 5 squares, but its line holds 6 pieces, so the piece must move exactly 6. Try again.');

  // The right answer.
  await page.click('#exercise [data-square="a6"]');
  await page.click('#exercise [data-square="c4"]');
  assert.match(await status(page, 'exercise'), /Correct!/);
  assert.equal(await frame(page, 'exercise', 'data-ply'), '2');
  const moves = await page.evaluate(() => window.events.filter((e) => e.type === 'loa-move'));
  assert.deepEqual(moves.map((e) => [e.id, e.detail.move, e.detail.correct, e.detail.color]), [
    ['exercise', 'a6-b7', false, 'white'],
    ['exercise', 'a6-c4', true, 'white'],
  ]);
  assert.equal(moves[1].detail.position, '1b1bbbb1/w6w/2b4w/w6w/w1w4w/w6w/w6w/1bbbbbb1 b');
  // Solved: the board no longer takes moves.
  await page.click('#exercise [data-square="b8"]');
  assert.deepEqual(await dests(page, 'exercise'), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

async function statusClass(page, id) {
  return page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('.status').className);
}

test('a side with no legal move passes with the Pass button', async () => {
  const page = await site.newPage();
  await openTestPage(page);
  assert.match(await status(page, 'passer'), /White has no legal move and must pass/);
  await page.click('#passer [data-square="a1"]');
  assert.deepEqual(await dests(page, 'passer'), []);
  await page.click('#passer button.pass');
  assert.equal(await frame(page, 'passer', 'data-turn'), 'black');
  assert.equal(await page.$eval('#passer', (el) => el.shadowRoot.querySelector('button.pass').hidden), true);
  const move = await page.evaluate(() => window.events.find((e) => e.type === 'loa-move'));
  assert.deepEqual([move.id, move.detail.move, move.detail.color], ['passer', 'pass', 'white']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('attributes can change after load, and a finished game fires loa-end', async () => {
  const page = await site.newPage();
  await openTestPage(page);
  // A bad position, then a good one: the error gives way to the board.
  await page.$eval('#view', (el) => el.setAttribute('position', 'bbbbbbbb/8/8/8/8/8/8/8 x'));
  await page.waitForFunction(() => document.getElementById('view').dataset.state === 'error');
  assert.match(await page.$eval('#view', (el) => el.shadowRoot.querySelector('.error').textContent), /position=/);
  // Black to move and connect: b7-d5.
  await page.$eval('#view', (el) => {
    el.setAttribute('position', '8/1b3w2/8/7w/2bbb3/8/w6w/8 b');
    el.setAttribute('interactive', '');
  });
  await page.waitForFunction(() => document.getElementById('view').dataset.state === 'ready');
  assert.equal(await frame(page, 'view', 'data-position'), '8/1b3w2/8/7w/2bbb3/8/w6w/8 b');
  await page.click('#view [data-square="b7"]');
  await page.click('#view [data-square="d5"]');
  await page.waitForFunction(() => window.events.some((e) => e.type === 'loa-end'));
  const end = await page.evaluate(() => window.events.find((e) => e.type === 'loa-end'));
  assert.equal(end.id, 'view');
  assert.equal(end.detail.result, 'black');
  assert.equal(end.detail.reason, 'connected');
  assert.match(await status(page, 'view'), /Black connects all pieces/);
  // Variant and orientation follow too.
  await page.$eval('#view', (el) => {
    el.removeAttribute('position');
    el.setAttribute('variant', 'scrambled-eggs');
  });
  await page.waitForFunction(() =>
    document.getElementById('view').shadowRoot.querySelector('.frame').dataset.position ===
      '1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the game page works in an iframe with URL parameters, and embed=1 keeps the saved game', async () => {
  writeFileSync(join(site.dir, 'frame-test.html'), `<!doctype html><html><head><link rel="icon" href="data:,"></head>
<body><iframe id="game" width="420" height="560"
  src="./?embed=1&black=human&white=human&moves=c8-c6,a6-c4"></iframe></body></html>`);
  const page = await site.newPage();
  // The reader's own game on the main site, saved in this origin's storage.
  await openGame(page, site.url, '?black=human&white=human&moves=b1-b3');
  await page.waitForTimeout(300);
  const saved = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));

  await page.goto(site.url + 'frame-test.html');
  const game = page.frameLocator('#game');
  await game.locator('[data-square="a1"]').waitFor();
  assert.equal(await game.locator('[data-square="c6"]').getAttribute('aria-label'), 'c6, black piece');
  assert.equal(await game.locator('[data-square="c4"]').getAttribute('aria-label'), 'c4, white piece');
  assert.equal(await game.locator('[data-square="a6"]').getAttribute('aria-label'), 'a6, empty');
  assert.ok(!(await game.locator('.top h1').isVisible()), 'embed=1 hides the page title');
  // Play on inside the frame: e8-b5.
  await game.locator('[data-square="e8"]').click();
  await game.locator('[data-square="b5"]').click();
  assert.equal(await game.locator('[data-square="b5"]').getAttribute('aria-label'), 'b5, black piece');
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => JSON.stringify(Object.entries(localStorage))), saved,
    'the embedded game did not replace the saved one');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a page on another origin embeds boards, the computer included (site served with CORS)', async () => {
  // The site, as a static host that allows cross-origin reads (as GitHub Pages and most CDNs do).
  const cors = await startServer({ dir: site.dir, headers: { 'access-control-allow-origin': '*' } });
  const siteUrl = cors.url;
  // The author's page, on its own origin ("localhost" is another origin than 127.0.0.1).
  const authorDir = tempDir('loa-author-');
  writeFileSync(join(authorDir.dir, 'index.html'), `<!doctype html><html><head><link rel="icon" href="data:,">
      <script src="${siteUrl}loa-board.js" defer></script></head>
      <body><div style="width:300px"><loa-board id="game" interactive opponent="computer" level="1"></loa-board></div>
      <div style="width:300px"><loa-board id="line" moves="c8-c6 a6-c4"></loa-board></div></body></html>`);
  const author = await startServer({ dir: authorDir.dir });
  const page = await site.newPage();
  try {
    await page.goto(`http://localhost:${author.port}/`);
    await waitForBoardsLoaded(page, ['game', 'line']);
    assert.equal(await page.getAttribute('#game', 'data-state'), 'ready');
    await page.click('#line button.last');
    assert.equal(await frame(page, 'line', 'data-ply'), '2');
    await page.click('#game [data-square="b1"]');
    await page.click('#game [data-square="b3"]');
    await waitForBoardPly(page, 'game', '2', { timeout: 30_000 });
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
    await cors.close();
    await author.close();
    authorDir.cleanup();
  }
});
