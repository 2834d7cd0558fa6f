// A tab left open across an update of the site (issue 11): each module carries the id of the build
// it comes from. The game page's engine workers run the page's own module, so they are always of
// its build; a <loa-board> (the embed module) starts its engine from the files the site names, and
// one of another build is never talked to: the board says to reload. The "other build" here is the
// site with the build id inside the page's module changed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, startServer, launch, newPage, openGame, playMove, tempDir, waitForBoardsReady, waitForBoardPly } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Copies the site and gives the game page's module (which the engine's workers run) another build
 * id, so a `<loa-board>` (the embed module, keeping the old id) meets an engine of another build;
 * returns the id's old and new text. */
function siteWithOtherEngine(dir) {
  cpSync(DIST, dir, { recursive: true });
  const wasm = readdirSync(dir).filter((f) => /^app-[0-9a-f]+_bg\.wasm$/.test(f));
  assert.equal(wasm.length, 1, `one app wasm: ${wasm}`);
  const path = join(dir, wasm[0]);
  const text = readFileSync(path).toString('latin1');
  const found = text.match(/loa-build-[0-9a-f]{16}/g) ?? [];
  assert.equal(new Set(found).size, 1, `one build id in the module: ${found}`);
  const other = 'loa-build-' + [...found[0].slice(10)].map((c) => (c === '0' ? '1' : '0')).join('');
  writeFileSync(path, Buffer.from(text.replaceAll(found[0], other), 'latin1'));
  assert.ok(readFileSync(join(dir, 'embed_bg.wasm')).toString('latin1').includes(found[0]), 'the boards have the old id');
  // The edited wasm no longer matches its integrity hash in the page: drop it (the site is a copy).
  const index = join(dir, 'index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace(/ integrity=[^ >]+/g, ''));
  return { mine: found[0], other };
}

/** A page of the site with one board against the computer. */
function boardPage(dir) {
  writeFileSync(join(dir, 'board.html'), `<!doctype html><html lang="en"><head><link rel="icon" href="data:,">
    <script src="loa-board.js" defer></script></head>
    <body><div style="width:300px"><loa-board id="game" interactive opponent="computer" level="1"></loa-board></div></body></html>`);
}

test("the game page's engine is its own module: another build's id in it changes nothing", async () => {
  const site = tempDir('loa-stale-');
  siteWithOtherEngine(site.dir);
  const server = await startServer({ dir: site.dir });
  try {
    const page = await newPage(browser);
    await openGame(page, server.url, '?black=human&white=computer&level=1');
    await playMove(page, 'b1-b3');
    await page.waitForFunction(() => document.querySelectorAll('#moves [data-ply]').length === 2, null, { timeout: 30_000 });
    assert.ok(!(await page.isVisible('#message [data-action="reload"]')));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  } finally {
    await server.close();
    site.cleanup();
  }
});

/** The board page of `server` with b1-b3 played on its board (the computer then to move). */
async function boardAfterB1B3(server) {
  const page = await newPage(browser);
  await page.goto(server.url + 'board.html');
  await waitForBoardsReady(page, ['game']);
  await page.click('#game [data-square="b1"]');
  await page.click('#game [data-square="b3"]');
  return page;
}

test('a board whose engine is of another build is not answered by it and says to reload', async () => {
  const site = tempDir('loa-stale-');
  siteWithOtherEngine(site.dir);
  boardPage(site.dir);
  const server = await startServer({ dir: site.dir });
  try {
    const page = await boardAfterB1B3(server);
    await page.waitForFunction(() => /older version/.test(document.getElementById('game').shadowRoot.querySelector('.status').textContent),
      null, { timeout: 20_000 });
    await page.waitForTimeout(1_500);
    assert.equal(await page.$eval('#game', (el) => el.shadowRoot.querySelector('.frame').dataset.ply), '1',
      'no move came from the other build\'s engine');
    await page.context().close();
  } finally {
    await server.close();
    site.cleanup();
  }
});

test("the same build: the board's engine answers", async () => {
  const site = tempDir('loa-same-');
  cpSync(DIST, site.dir, { recursive: true });
  boardPage(site.dir);
  const server = await startServer({ dir: site.dir });
  try {
    const page = await boardAfterB1B3(server);
    await waitForBoardPly(page, 'game', '2', { timeout: 30_000 });
    assert.deepEqual(page.errors, []);
    await page.context().close();
  } finally {
    await server.close();
    site.cleanup();
  }
});
