// A tab left open across an update of the site (issue 11): the page and its worker carry the id of
// the build they come from; a page whose worker is from another build never talks to it and offers
// a reload. The "other build" here is the site with the build id inside the worker's wasm changed.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, startServer, launch, newPage, openGame, playMove, moveList, tempDir } from './helpers.mjs';

let browser;
before(async () => {
  browser = await launch();
});
after(async () => {
  await browser?.close();
});

/** Copies the site and gives its worker another build id; returns the id's old and new text. */
function siteWithOtherWorker(dir) {
  cpSync(DIST, dir, { recursive: true });
  const wasm = readdirSync(dir).filter((f) => /^worker.*_bg\.wasm$/.test(f));
  assert.equal(wasm.length, 1, `one worker wasm: ${wasm}`);
  const path = join(dir, wasm[0]);
  const bytes = readFileSync(path);
  const text = bytes.toString('latin1');
  const found = text.match(/loa-build-[0-9a-f]{16}/g) ?? [];
  assert.equal(new Set(found).size, 1, `one build id in the worker: ${found}`);
  const other = 'loa-build-' + [...found[0].slice(10)].map((c) => (c === '0' ? '1' : '0')).join('');
  writeFileSync(path, Buffer.from(text.replaceAll(found[0], other), 'latin1'));
  const page = readdirSync(dir).find((f) => /^app.*_bg\.wasm$/.test(f));
  assert.ok(readFileSync(join(dir, page)).toString('latin1').includes(found[0]), 'the page has the same id');
  return { mine: found[0], other };
}

test('a worker from another build is not talked to: the page offers a reload', async () => {
  const site = tempDir('loa-stale-');
  siteWithOtherWorker(site.dir);
  const server = await startServer({ dir: site.dir });
  try {
    const page = await newPage(browser);
    await openGame(page, server.url, '?black=human&white=computer&level=1');
    await playMove(page, 'b1-b3');
    await page.waitForSelector('#message [data-action="reload"]:not([hidden])', { timeout: 15_000 });
    assert.match(await page.textContent('#message'), /older version/i);
    await page.waitForTimeout(1_500);
    assert.deepEqual(await moveList(page), ['b1-b3'], 'no move came from the other build\'s worker');
    // The offer reloads the page (here still the same stale pair: the offer comes back).
    await Promise.all([page.waitForEvent('load'), page.click('#message [data-action="reload"]')]);
    await page.waitForSelector('[data-square="a1"]');
    assert.deepEqual(await moveList(page), ['b1-b3'], 'the game is kept across the reload');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  } finally {
    await server.close();
    site.cleanup();
  }
});

test('the same build: the worker answers', async () => {
  const server = await startServer();
  try {
    const page = await newPage(browser);
    await openGame(page, server.url, '?black=human&white=computer&level=1');
    await playMove(page, 'b1-b3');
    await page.waitForFunction(() => document.querySelectorAll('#moves [data-ply]').length === 2, null, { timeout: 30_000 });
    assert.ok(!(await page.isVisible('#message [data-action="reload"]')));
    await page.context().close();
  } finally {
    await server.close();
  }
});
