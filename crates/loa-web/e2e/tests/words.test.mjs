// The words' files as the site sends them (tools/words.mjs, a trunk hook): `locales/<lang>.ftl`
// without the translators' comments, and `locales/board/<lang>.ftl`, the messages the built
// `<loa-board>` module names, which boards on other sites' pages fetch instead of the whole file.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { useSite, startServer, tempDir, ROOT, DIST } from './helpers.mjs';
import { entries, named, wasmData } from '../../../../tools/words.mjs';

const site = useSite({ headers: { 'access-control-allow-origin': '*' } });
const LANGS = ['en', 'ca', 'ru'];
const source = (lang) => readFileSync(join(ROOT, 'crates/loa-app/locales', `${lang}.ftl`), 'utf8');
const sent = (path) => readFileSync(join(DIST, path), 'utf8');
const messages = (text) => new Map(entries(text).filter((e) => e.id).map((e) => [e.id, e.text]));

test('entries keep a message of several lines whole; an id put together at run time counts by its start', () => {
  const text = '# a comment\n\none = One\ntwo =\n    first line\n    second line\n## section\nthree = { $n ->\n    [one] a\n   *[other] b\n}\n';
  const found = entries(text).filter((e) => e.id);
  assert.deepEqual(found.map((e) => e.id), ['one', 'two', 'three']);
  assert.equal(found[1].text, 'two =\n    first line\n    second line');
  assert.equal(found[2].text, 'three = { $n ->\n    [one] a\n   *[other] b\n}');
  const data = 'xxplay-no-piecexxvariant-yy';
  assert.ok(named(data, 'play-no-piece'));
  assert.ok(named(data, 'variant-6x6'), 'format!("variant-{}") names every variant');
  // The module's strings run together, so a named id's start may be a prefix put together at run
  // time: its neighbours are taken too (more words than needed, never fewer).
  assert.ok(named(data, 'play-own-piece'));
  assert.ok(!named(data, 'library-delete'));
  assert.ok(!named(data, 'replay'));
});

for (const lang of LANGS) {
  test(`${lang}: the page's file has every message as written and no comment; the board's has what the module names`, () => {
    const all = messages(source(lang));
    const page = sent(`locales/${lang}.ftl`);
    assert.ok(!/^#/m.test(page), 'no comment line');
    assert.deepEqual(messages(page), all);
    const board = messages(sent(`locales/board/${lang}.ftl`));
    const data = wasmData(readFileSync(join(DIST, 'embed_bg.wasm')));
    assert.deepEqual([...board.keys()], [...all.keys()].filter((id) => named(data, id)));
    for (const [id, text] of board) assert.equal(text, all.get(id), id);
    // The board's own words, and none of the game page's library.
    for (const id of ['embed-first', 'embed-correct', 'board-label', 'play-not-a-line', 'puzzle-solved']) assert.ok(board.has(id), id);
    assert.ok(!board.has('library-delete') && !board.has('editor-presets'));
    assert.ok(board.size < all.size * 0.7, `${board.size} of ${all.size} messages`);
  });
}

test('a board on another site fetches the board\'s words, in its language; the site\'s own pages the whole file', async () => {
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
    const first = messages(source('ru')).get('embed-first').replace(/^embed-first = /, '');
    await page.waitForFunction((label) => [...document.getElementById('board').shadowRoot.querySelectorAll('button')]
      .some((b) => b.getAttribute('aria-label') === label || b.title === label), first);
    const asked = site.requests.slice(from);
    assert.ok(asked.includes('/locales/board/ru.ftl'), asked.join(' '));
    assert.ok(!asked.some((p) => /^\/locales\/[a-z]{2}\.ftl$/.test(p)), asked.join(' '));
    assert.deepEqual(page.errors, []);

    const mark = site.requests.length;
    await page.goto(site.url + 'rules.ru.html');
    await page.waitForFunction(() => [...document.querySelectorAll('loa-board')].some((b) => b.dataset.state === 'ready'));
    const own = site.requests.slice(mark);
    assert.ok(own.includes('/locales/ru.ftl'), own.join(' '));
    assert.ok(!own.some((p) => p.startsWith('/locales/board/')), own.join(' '));
    assert.deepEqual(page.errors, []);
    await page.context().close();
  } finally {
    await other.close();
    host.cleanup();
  }
});
