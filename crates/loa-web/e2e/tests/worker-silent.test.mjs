// The computer's worker (issue 11): a search that has not answered by its time limit plus a margin
// is cancelled and tried once more, then the player is told — never "thinking…" forever. The worker
// here is a stand-in that says it is ready and then never answers (routed in place of the real one).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, startServer, launch, newPage, openGame, playMove } from './helpers.mjs';

let server, browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

// It says the page's build id (read from the built worker), as a real worker does before "ready".
const workerWasm = readdirSync(DIST).find((f) => /^app-[0-9a-f]+_bg\.wasm$/.test(f));
const BUILD = readFileSync(join(DIST, workerWasm)).toString('latin1').match(/loa-build-[0-9a-f]{16}/)?.[0];
const SILENT = `postMessage({ build: '${BUILD}' });
postMessage('ready');
let searches = 0;
onmessage = () => { searches += 1; };`;

test('a worker that never answers: cancelled, retried once, then the player is told', async () => {
  const page = await newPage(browser);
  let loads = 0;
  await page.route('**/engine.js', (route) => {
    loads += 1;
    route.fulfill({ contentType: 'text/javascript', body: SILENT });
  });
  // Level 1 thinks for well under a second; the page must give up within a minute.
  await openGame(page, server.url, '?black=human&white=computer&level=1');
  const started = Date.now();
  await playMove(page, 'b1-b3');
  await page.waitForSelector('#status[data-thinking="true"]');
  await page.waitForSelector('#ai-retry:not([hidden])', { timeout: 60_000 });
  const waited = Date.now() - started;
  console.log(`a silent worker is given up after ${waited} ms, ${loads} worker loads`);
  assert.match(await page.textContent('#status'), /unavailable|not answer/i);
  assert.equal(await page.getAttribute('#status', 'data-thinking'), 'false');
  assert.ok(loads >= 2, `the search was tried again in a new worker (${loads} loads)`);
  await page.context().close();
});
