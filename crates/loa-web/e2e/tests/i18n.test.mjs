// The tutorial and the embedding guide in Catalan and Russian (rules.ca.html, embed.ru.html, …):
// `<html lang>` set, the same boards as the English page, every board loads, the exercises accept
// their answers, and the three pages of each link to each other.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useSite, boardFrame, waitForBoardsLoaded, DIST } from './helpers.mjs';

const site = useSite();

const PAGES = { en: 'rules.html', ca: 'rules.ca.html', ru: 'rules.ru.html' };
const GUIDES = { en: 'embed.html', ca: 'embed.ca.html', ru: 'embed.ru.html' };
const boards = (file) => readFileSync(join(DIST, file), 'utf8').match(/<loa-board[^>]*>/g);

async function openRules(page, file) {
  await page.goto(site.url + file);
  await waitForBoardsLoaded(page);
}

test('the three tutorials, and the three guides, have exactly the same boards', () => {
  for (const [pages, least] of [[PAGES, 15], [GUIDES, 4]]) {
    const english = boards(pages.en);
    assert.ok(english.length >= least);
    assert.deepEqual(boards(pages.ca), english);
    assert.deepEqual(boards(pages.ru), english);
  }
});

const languageLinks = (page) => page.$$eval('nav.langs a', (as) =>
  as.map((a) => [a.getAttribute('hreflang'), a.getAttribute('href'), a.getAttribute('aria-current')]));

for (const lang of ['ca', 'ru']) {
  test(`the ${lang} embedding guide: lang, links, its boards and the one bad example`, async () => {
    const page = await site.newPage();
    await page.goto(site.url + GUIDES[lang]);
    await waitForBoardsLoaded(page);
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.deepEqual(await languageLinks(page),
      Object.entries(GUIDES).map(([l, href]) => [l, href, l === lang ? 'page' : null]));
    const states = await page.$$eval('loa-board', (els) => els.map((e) => e.dataset.state));
    assert.deepEqual(states.filter((s) => s !== 'ready'), ['error'], 'only position="9/8 b" fails');
    assert.equal(await page.locator(`main a[href="${PAGES[lang]}"]`).count(), 1, 'links its own tutorial');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

for (const lang of ['ca', 'ru']) {
  test(`the ${lang} tutorial: lang, links, boards and exercises`, async () => {
    const page = await site.newPage();
    await openRules(page, PAGES[lang]);
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.deepEqual(await languageLinks(page),
      Object.entries(PAGES).map(([l, href]) => [l, href, l === lang ? 'page' : null]));
    assert.equal(await page.locator(`footer a[href="${GUIDES[lang]}"]`).count(), 1, 'links its own guide');
    assert.equal(await page.locator('header a[href="./"]').count(), 1);
    const states = await page.$$eval('loa-board', (els) => els.map((e) => `${e.id}:${e.dataset.state}`));
    assert.ok(states.length >= 15, `${states.length} boards`);
    for (const s of states) assert.match(s, /:ready$/);

    const exercises = await page.$$eval('loa-board[expect]', (els) =>
      els.map((e) => ({ id: e.id, expect: e.getAttribute('expect'), note: e.dataset.exercise })));
    assert.ok(exercises.length >= 5);
    for (const { id, expect, note } of exercises) {
      const [from, to] = expect.split(/[-x]/);
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await page.click(`#${id} [data-square="${from}"]`);
      await page.click(`#${id} [data-square="${to}"]`);
      const ok = await page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('.status').classList.contains('ok'));
      assert.ok(ok, `${lang} ${id} accepts ${expect}`);
      assert.ok(await page.locator(`#${note} .done`).isVisible(), `${note} shows its explanation`);
    }
    // The worked lines end as on the English page.
    await page.click('#board-simul-mover button.last');
    assert.equal(await boardFrame(page, 'board-simul-mover', 'data-result'), 'black');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('the English tutorial links to the other two', async () => {
  const page = await site.newPage();
  await page.goto(site.url + PAGES.en);
  for (const [lang, file] of Object.entries(PAGES).filter(([l]) => l !== 'en')) {
    await page.click(`nav.langs a[hreflang="${lang}"]`);
    await page.waitForURL(new RegExp(file.replace('.', '\\.') + '$'));
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    await page.goBack();
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a board speaks its nearest lang before its module has loaded, and if it cannot load', async () => {
  const page = await site.newPage();
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><script src="loa-board.js" defer></script></head>
    <body><article lang="ru"><loa-board id="ru"></loa-board></article><loa-board id="ca" lang="ca-ES"></loa-board>
    <loa-board id="en"></loa-board></body></html>`;
  await page.route(site.url + 'langs.html', (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  await page.route('**/embed_bg.wasm', (route) => route.abort());
  await page.goto(site.url + 'langs.html');
  await waitForBoardsLoaded(page);
  const said = (id) => page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('[role="alert"]').textContent);
  assert.match(await said('ru'), /^Эту доску Lines of Action невозможно показать: /);
  assert.match(await said('ca'), /^No es pot mostrar aquest tauler de Lines of Action: /);
  assert.match(await said('en'), /^This Lines of Action board cannot be shown: /);
  await page.context().close();
});
