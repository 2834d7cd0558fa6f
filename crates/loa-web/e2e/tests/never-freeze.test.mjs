// The game page never freezes (issue 11): a call into JavaScript that throws — the clipboard missing
// on a plain-http address, or refusing — leaves the page answering moves and buttons, and the link
// is then offered selected in its field for the player to copy.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, newPage, openGame, playMove, moveList } from './helpers.mjs';

const TWO = '?black=human&white=human';
let server, browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

const CLIPBOARDS = {
  // A LAN address over http: not a secure context, so no navigator.clipboard at all.
  missing: () => {
    delete Navigator.prototype.clipboard;
  },
  // A clipboard whose writeText throws at once.
  throwing: () => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({ writeText: () => { throw new DOMException('Write permission denied.', 'NotAllowedError'); } }),
    });
  },
  // A clipboard that refuses (the browser's permission prompt said no).
  refusing: () => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({ writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) }),
    });
  },
};

for (const [kind, script] of Object.entries(CLIPBOARDS)) {
  test(`Copy link with the clipboard ${kind}: the link is selected in its field and the page plays on`, async () => {
    const page = await newPage(browser);
    await page.addInitScript(script);
    await openGame(page, server.url, TWO);
    await playMove(page, 'b1-b3');
    await page.click('#copy-link');
    assert.ok(await page.isVisible('#link'));
    const url = await page.inputValue('#link');
    assert.match(url, /moves=b1-b3/);
    const selected = await page.$eval('#link', (el) =>
      document.activeElement === el && el.selectionStart === 0 && el.selectionEnd === el.value.length);
    assert.ok(selected, 'the whole link is selected, ready for Ctrl+C');
    // Still alive: a move, a button, Copy link again.
    await playMove(page, 'h4-f2');
    assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2']);
    await page.click('#undo');
    assert.deepEqual(await moveList(page), ['b1-b3']);
    await page.click('#copy-link');
    assert.doesNotMatch(await page.inputValue('#link'), /h4-f2/);
    await playMove(page, 'h5-f3');
    assert.deepEqual(await moveList(page), ['b1-b3', 'h5-f3']);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('an exception through the page\'s code shows a notice with a reload link instead of a dead page', async () => {
  const page = await newPage(browser);
  // A browser call that throws where the module expects none (here: writing a text, once, while
  // the page performs a move), cutting the Rust code short: the page would stop answering.
  await page.addInitScript(() => {
    const text = Object.getOwnPropertyDescriptor(Node.prototype, 'textContent');
    Object.defineProperty(Node.prototype, 'textContent', {
      ...text,
      set(value) {
        if (window.__boom) {
          window.__boom = false;
          throw new Error('boom');
        }
        text.set.call(this, value);
      },
    });
  });
  await openGame(page, server.url, TWO);
  await page.evaluate(() => { window.__boom = true; });
  await playMove(page, 'b1-b3').catch(() => {});
  await page.waitForSelector('#crash[role="alert"]', { timeout: 10_000 });
  assert.match(await page.textContent('#crash'), /Reload/);
  assert.match(await page.textContent('#crash small'), /boom/);
  page.errors.length = 0; // the exception itself is reported in the console
  await Promise.all([page.waitForEvent('load'), page.click('#crash a')]);
  await page.waitForSelector('[data-square="a1"]');
  assert.equal(await page.locator('#crash').count(), 0);
  // The page answers again (with the move kept if the save had come before the exception).
  const kept = await moveList(page);
  await playMove(page, kept.length ? 'h4-f2' : 'b1-b3');
  assert.equal((await moveList(page)).length, kept.length + 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
