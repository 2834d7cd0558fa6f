// Content-Security-Policy (issue 11): every page of the site carries a policy in a meta tag that
// allows no inline script without a hash, compiles wasm through 'wasm-unsafe-eval', starts workers
// from the site itself and names no other origin. Pages are used normally (a move, the computer's
// reply, the tutorial's boards) with a `securitypolicyviolation` listener installed before any
// script runs: none may fire. A script injected afterwards must be refused, proving the listener
// and the policy both work. Payloads in links, records and <loa-board> attributes are shown as text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { DIST, useSite, startServer, clickSquare, waitForMoves, waitForBoardsLoaded } from './helpers.mjs';

// Runs in every page and frame before its own scripts.
const LISTEN = () => {
  window.__violations = [];
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__violations.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
  });
};

const PAYLOAD = '<img src=x onerror="window.__xss=1">';
const ATTR = PAYLOAD.replaceAll('"', '&quot;');

const site = useSite({
  files: {
    'xss-embed.html': `<!doctype html><html lang="en"><head><meta charset="utf-8">
<link rel="icon" href="data:,"><script src="loa-board.js" defer></script></head><body>
<loa-board id="a" position="${ATTR}"></loa-board>
<loa-board id="b" moves="c8-c6 &lt;script&gt;window.__xss=1&lt;/script&gt;"></loa-board>
<loa-board id="c" expect="${ATTR}" aria-label="${ATTR}"></loa-board>
</body></html>`,
  },
});

async function pageWithListener() {
  const page = await site.newPage();
  await page.addInitScript(LISTEN);
  return page;
}

/** The policy of the page's meta tag, as a map from directive to its list of sources. */
async function policy(page) {
  const text = await page.evaluate(() =>
    document.querySelector('meta[http-equiv="Content-Security-Policy" i]')?.getAttribute('content') ?? null);
  assert.ok(text, 'the page has a Content-Security-Policy meta tag');
  const map = new Map();
  for (const part of text.split(';').map((s) => s.trim()).filter(Boolean)) {
    const [name, ...sources] = part.split(/\s+/);
    map.set(name.toLowerCase(), sources);
  }
  return map;
}

function checkPolicy(csp, where) {
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  assert.ok(scripts, `${where}: script-src is set`);
  assert.ok(scripts.includes("'wasm-unsafe-eval'"), `${where}: script-src allows wasm, ${scripts}`);
  assert.ok(!scripts.includes("'unsafe-inline'"), `${where}: no inline script without a hash`);
  assert.ok(!scripts.includes("'unsafe-eval'"), `${where}: no eval`);
  const workers = csp.get('worker-src') ?? scripts;
  assert.ok(!workers.includes('blob:'), `${where}: the site's own pages start no blob: worker`);
  assert.equal(csp.get('object-src')?.join(' '), "'none'", `${where}: no plugins`);
  for (const [name, sources] of csp) {
    for (const s of sources) {
      assert.ok(!/^(https?:|\*|[a-z0-9.-]+\.[a-z]{2,})/i.test(s), `${where}: ${name} names no other origin (${s})`);
    }
  }
}

async function assertBlocksInjectedScript(page) {
  const ran = await page.evaluate(async () => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = 1';
    document.body.append(s);
    await new Promise((ok) => setTimeout(ok, 50));
    return window.__injected === 1;
  });
  assert.equal(ran, false, 'an injected inline script is refused');
  const violations = await page.evaluate(() => window.__violations.splice(0));
  assert.ok(violations.some((v) => v.startsWith('script-src')), `the refusal is reported: ${violations}`);
}

test('the game page: a policy, a game against the computer, no violation', async () => {
  const page = await pageWithListener();
  await page.goto(site.url + '?black=human&white=computer&level=1');
  await page.waitForSelector('[data-square="a1"]');
  checkPolicy(await policy(page), 'index.html');
  await clickSquare(page, 'b1');
  await clickSquare(page, 'b3');
  await waitForMoves(page, 2);
  await page.click('#open-record');
  await page.keyboard.press('Escape');
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  await assertBlocksInjectedScript(page);
  assert.deepEqual(page.errors.filter((e) => !/Content Security Policy/.test(e)), []);
  await page.context().close();
});

test('the game page in embed mode (?embed=1) keeps its policy', async () => {
  const page = await pageWithListener();
  await page.goto(site.url + '?embed=1&black=human&white=human&moves=c8-c6');
  await page.waitForSelector('[data-square="a1"]');
  checkPolicy(await policy(page), 'index.html?embed=1');
  assert.ok(!(await page.locator('.top h1').isVisible()), 'the inline embed switch still runs');
  assert.deepEqual(await page.evaluate(() => window.__violations), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Every page of the build but the game page: the tutorial (each language), the embed guide, ….
const PAGES = (existsSync(DIST) ? readdirSync(DIST) : []).filter((f) => f.endsWith('.html') && f !== 'index.html').sort();

test('the build has the tutorial and the embed guide', () => {
  for (const page of ['rules.html', 'embed.html']) assert.ok(PAGES.includes(page), `${page} in ${PAGES}`);
});

for (const file of PAGES) {
  test(`${file}: a policy, live boards, no violation`, async () => {
    const page = await pageWithListener();
    await page.goto(site.url + file);
    await page.waitForSelector('loa-board');
    await waitForBoardsLoaded(page);
    checkPolicy(await policy(page), file);
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    await assertBlocksInjectedScript(page);
    assert.deepEqual(page.errors.filter((e) => !/Content Security Policy/.test(e)), []);
    await page.context().close();
  });
}

test('the embed guide says what a host page\'s policy must allow', async () => {
  const page = await site.newPage();
  await page.goto(site.url + 'embed.html');
  const text = await page.textContent('body');
  assert.match(text, /Content-Security-Policy/);
  assert.match(text, /wasm-unsafe-eval/);
  assert.match(text, /worker-src[^.]*blob:/);
  await page.context().close();
});

test('payloads in a link are shown as text, never run', async () => {
  const page = await site.newPage();
  const q = new URLSearchParams({ black: 'human', white: 'human', variant: PAYLOAD, moves: `b1-b3,${PAYLOAD}` });
  await page.goto(site.url + '?' + q);
  await page.waitForSelector('[data-square="a1"]');
  await page.waitForSelector('#message:not([hidden])');
  const message = await page.textContent('#message-text');
  assert.ok(message.includes('<img src=x onerror='), `the payload is quoted as text: ${message}`);
  assert.equal(await page.locator('#message img, #moves img').count(), 0);
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.__xss), undefined);
  await page.context().close();
});

test('payloads in an imported record are shown as text, never run', async () => {
  const page = await site.newPage();
  await page.goto(site.url + '?black=human&white=human');
  await page.waitForSelector('[data-square="a1"]');
  for (const record of [`b1-b3 ${PAYLOAD}`, `(;GM[9]FF[4]PB[${PAYLOAD}];B[${PAYLOAD}])`]) {
    await page.click('#open-record');
    await page.fill('#record', record);
    await page.click('#import-record');
    await page.waitForSelector('#record-error:not([hidden])');
    const text = await page.textContent('#record-error');
    assert.ok(/cannot be read/.test(text), text);
    assert.equal(await page.locator('#record-error img, #moves img, #status img').count(), 0);
    await page.keyboard.press('Escape');
  }
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.__xss), undefined);
  await page.context().close();
});

test('payloads in <loa-board> attributes are shown as text, never run', async () => {
  const page = await site.newPage();
  await page.goto(site.url + 'xss-embed.html');
  await waitForBoardsLoaded(page, ['a', 'b', 'c']);
  const shown = await page.$$eval('loa-board', (els) => els.map((el) => ({
    id: el.id,
    state: el.dataset.state,
    text: el.shadowRoot.textContent,
    imgs: el.shadowRoot.querySelectorAll('img, script').length,
  })));
  for (const b of shown) assert.equal(b.imgs, 0, `board ${b.id} made no element from its attributes`);
  assert.equal(shown[0].state, 'error');
  assert.ok(shown[0].text.includes('<img'), `the bad position is quoted as text: ${shown[0].text}`);
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.__xss), undefined);
  await page.context().close();
});

test('a host page on another origin with the policy the embed guide gives: a game against the computer', async () => {
  const { createServer } = await import('node:http');
  // The site, as a static host that allows cross-origin reads (as GitHub Pages and most CDNs do).
  const cors = await startServer({ dir: site.dir, headers: { 'access-control-allow-origin': '*' } });
  const siteUrl = cors.url;
  // The policy as the guide writes it, with this copy of the site's address in it.
  const guide = await site.newPage();
  await guide.goto(site.url + 'embed.html');
  const snippet = (await guide.locator('#csp + pre code').textContent()).replaceAll(site.url, siteUrl);
  await guide.context().close();
  const header = snippet.replace(/^Content-Security-Policy:\s*/, '').replace(/\s+/g, ' ');
  assert.ok(header.includes(siteUrl), header);
  const author = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-security-policy': header });
    res.end(`<!doctype html><html><head><link rel="icon" href="data:,">
      <script src="${siteUrl}loa-board.js" defer></script></head>
      <body><div style="width:300px"><loa-board id="game" interactive opponent="computer" level="1"></loa-board></div></body></html>`);
  });
  await new Promise((ok) => author.listen(0, '127.0.0.1', ok));
  const page = await pageWithListener();
  try {
    await page.goto(`http://localhost:${author.address().port}/`);
    // "loading" while its words arrive (fetched from the site, under the policy's connect-src).
    await page.waitForFunction(() => !['', 'loading', undefined].includes(document.getElementById('game').dataset.state));
    assert.equal(await page.getAttribute('#game', 'data-state'), 'ready');
    await page.click('#game [data-square="b1"]');
    await page.click('#game [data-square="b3"]');
    await page.waitForFunction(() =>
      document.getElementById('game').shadowRoot.querySelector('.frame').dataset.ply === '2', null, { timeout: 30_000 });
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(page.errors, []);
  } finally {
    await page.context().close();
    await cors.close();
    await new Promise((ok) => author.close(ok));
  }
});
