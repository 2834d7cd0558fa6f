// The words' files as the site sends them (tools/words.mjs, a trunk hook): `locales/<lang>.ftl`,
// the messages of crates/loa-app/locales/ as written, without the translators' comments; every page
// and every board fetches the one of its language, boards on other sites' pages included.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { useSite, startServer, tempDir, ROOT, DIST } from './helpers.mjs';
import { withoutComments } from '../../../../tools/words.mjs';

const site = useSite({ headers: { 'access-control-allow-origin': '*' } });
const LANGS = ['en', 'ca', 'ru'];
const source = (lang) => readFileSync(join(ROOT, 'crates/loa-app/locales', `${lang}.ftl`), 'utf8');
const sent = (path) => readFileSync(join(DIST, path), 'utf8');
/** The message lines of an .ftl text (a message's indented lines and closing brace included). */
const messageLines = (text) => text.split('\n').filter((line) => line.trim() && !line.startsWith('#'));

test('a file without its comments keeps every other line, and no run of blank lines', () => {
  const text = '### file\n# about one\none = One\n\n\n## section\n\ntwo =\n    first\n    second\nthree = { $n ->\n    [one] a\n   *[other] b\n}\n';
  assert.equal(withoutComments(text), 'one = One\n\ntwo =\n    first\n    second\nthree = { $n ->\n    [one] a\n   *[other] b\n}\n');
});

for (const lang of LANGS) {
  test(`${lang}: the file sent has every message as written and no comment`, () => {
    const page = sent(`locales/${lang}.ftl`);
    assert.ok(!/^#/m.test(page), 'no comment line');
    assert.deepEqual(messageLines(page), messageLines(source(lang)));
  });
}

test('there is one file a language, for the site\'s pages and other sites\' boards alike', () => {
  assert.ok(!existsSync(join(DIST, 'locales/board')), 'no board subset');
});

test('a board on another site fetches the words of its language, as the site\'s own pages do', async () => {
  const host = tempDir('loa-host-');
  writeFileSync(join(host.dir, 'index.html'), `<!doctype html><html lang="ru"><head><meta charset="utf-8">
<title>Линии действия</title><script src="${site.url}loa-board.js" defer></script></head>
<body><loa-board id="board" moves="b1-b3 h4-f2"></loa-board></body></html>`);
  const other = await startServer({ dir: host.dir });
  try {
    const page = await site.newPage();
    const from = site.requests.length;
    await page.goto(other.url);
    await page.waitForFunction(() => document.getElementById('board').dataset.state === 'ready');
    const first = source('ru').split('\n').find((l) => l.startsWith('embed-first = ')).replace(/^embed-first = /, '');
    await page.waitForFunction((label) => [...document.getElementById('board').shadowRoot.querySelectorAll('button')]
      .some((b) => b.getAttribute('aria-label') === label || b.title === label), first);
    const asked = site.requests.slice(from).filter((p) => p.endsWith('.ftl'));
    assert.deepEqual(asked, ['/locales/ru.ftl']);
    assert.deepEqual(page.errors, []);

    const mark = site.requests.length;
    await page.goto(site.url + 'rules.ru.html');
    await page.waitForFunction(() => [...document.querySelectorAll('loa-board')].some((b) => b.dataset.state === 'ready'));
    const own = site.requests.slice(mark).filter((p) => p.endsWith('.ftl'));
    assert.ok(own.every((p) => p === '/locales/ru.ftl') && own.length, own.join(' '));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  } finally {
    await other.close();
    host.cleanup();
  }
});
