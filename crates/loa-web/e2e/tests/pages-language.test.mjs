// The tutorial and the embedding guide follow the reader's language on a first visit, as the game
// page does: the reader's choice (`loa-lang`, kept by the game page's language menu, the puzzles
// page's and these pages' language links), else the first of the browser's languages the site
// speaks. The English pages, the addresses others link to, hand a Catalan or Russian reader to
// rules.ca.html / rules.ru.html (embed.ca.html / embed.ru.html) before drawing anything; a reader
// who chose a language keeps it; an English reader stays. Every page names its language versions.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite } from './helpers.mjs';

const site = useSite();
const TUTORIALS = { en: 'rules.html', ca: 'rules.ca.html', ru: 'rules.ru.html' };
const GUIDES = { en: 'embed.html', ca: 'embed.ca.html', ru: 'embed.ru.html' };

/**
 * A page whose every document notes, at each animation frame until it has loaded (just before it
 * would be painted), its file name, whether `<html>` was hidden then and whether it had words; the
 * notes are kept in the tab's sessionStorage, which survives the page replacing its own address.
 */
async function pageNotingFrames(options) {
  const page = await site.newPage(options);
  await page.addInitScript(() => {
    if (!location.protocol.startsWith('http')) return; // about:blank and the like keep no storage
    const file = location.pathname.split('/').pop() || 'index.html';
    // Not the first frame alone: it may come before the body's first words are parsed (seen once
    // in a full run), and a page drawn just after would have been taken for one never drawn.
    const note = () => {
      const frames = JSON.parse(sessionStorage.getItem('frames') || '[]');
      frames.push({ file, hidden: document.documentElement.hidden, text: (document.body?.innerText ?? '').length > 0 });
      sessionStorage.setItem('frames', JSON.stringify(frames));
      if (document.readyState !== 'complete') requestAnimationFrame(note);
    };
    requestAnimationFrame(note);
  });
  return page;
}

/** The frames noted so far (see pageNotingFrames) of the documents named `file`. */
const framesOf = async (page, file) =>
  (await page.evaluate(() => JSON.parse(sessionStorage.getItem('frames') || '[]'))).filter((f) => f.file === file);

/** Whether the English `file` ever showed its words: a frame with text and `<html>` not hidden. */
const shownFrames = async (page, file) => (await framesOf(page, file)).filter((f) => !f.hidden && f.text);

for (const [locale, lang] of [['ca-ES', 'ca'], ['ru-RU', 'ru']]) {
  test(`a ${locale} browser opening rules.html and embed.html gets them in its language before anything is drawn`, async () => {
    const page = await pageNotingFrames({ locale });
    // What the English page asks for before it hands over: its translation, nothing else (no
    // style sheet, no script, no board module): the detour costs one small page.
    const asked = [];
    page.on('request', (r) => { if (/\/(rules|embed)\.html/.test(r.frame().url())) asked.push(r.url().replace(site.url, '')); });
    await page.goto(site.url + 'rules.html#captures');
    await page.waitForURL(site.url + `rules.${lang}.html#captures`);
    await page.waitForLoadState('load');
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.deepEqual(await shownFrames(page, 'rules.html'), [], 'the English tutorial was never drawn');
    assert.deepEqual(asked, [`rules.${lang}.html`], 'the English tutorial asked for its translation only');
    assert.ok((await framesOf(page, `rules.${lang}.html`)).length > 0, 'the translated tutorial was');
    // The address was replaced: Back does not return to the English page.
    await page.goBack();
    assert.notEqual(page.url(), site.url + 'rules.html#captures');
    await page.goForward();
    await page.goto(site.url + 'embed.html');
    await page.waitForURL(site.url + `embed.${lang}.html`);
    await page.waitForLoadState('load');
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.deepEqual(await shownFrames(page, 'embed.html'), [], 'the English guide was never drawn');
    assert.deepEqual(asked.slice(1), [`embed.${lang}.html`], 'the English guide asked for its translation only');
    // A page in the other language asked for by its own address stays.
    const other = lang === 'ca' ? 'ru' : 'ca';
    await page.goto(site.url + `rules.${other}.html`);
    assert.equal(await page.getAttribute('html', 'lang'), other);
    assert.equal(page.url(), site.url + `rules.${other}.html`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('an en-US browser gets the English tutorial and guide, drawn, at their own addresses', async () => {
  const page = await pageNotingFrames({ locale: 'en-US' });
  for (const file of [TUTORIALS.en, GUIDES.en]) {
    await page.goto(site.url + file);
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 50))));
    assert.equal(page.url(), site.url + file);
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await page.evaluate(() => document.documentElement.hidden), false, `${file} is not hidden`);
    assert.ok((await shownFrames(page, file)).length > 0, `${file} was drawn`);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a reader who chose Catalan on the game page gets the Catalan tutorial and guide under an en-US browser', async () => {
  const page = await site.newPage({ locale: 'en-US' });
  await page.goto(site.url + '?black=human&white=human');
  await page.waitForSelector('[data-square="a1"]');
  await page.selectOption('#language', 'ca');
  await page.waitForFunction(() => document.documentElement.lang === 'ca');
  await page.goto(site.url + 'rules.html');
  await page.waitForURL(site.url + 'rules.ca.html');
  await page.goto(site.url + 'embed.html');
  await page.waitForURL(site.url + 'embed.ca.html');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the English page stays English when the reader chose English, and follows a choice of Russian', async () => {
  const page = await pageNotingFrames({ locale: 'ca-ES' });
  await page.addInitScript(() => { if (!sessionStorage.getItem('set')) { localStorage.setItem('loa-lang', 'en'); sessionStorage.setItem('set', '1'); } });
  await page.goto(site.url + 'rules.html');
  await page.waitForLoadState('load');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(page.url(), site.url + 'rules.html');
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => setTimeout(ok, 50))));
  assert.ok((await shownFrames(page, 'rules.html')).length > 0, 'the English tutorial was drawn');
  // The language links keep the reader's choice: Русский, then the English page again.
  await page.click('nav.langs a[hreflang="ru"]');
  await page.waitForURL(site.url + 'rules.ru.html');
  await page.goto(site.url + 'embed.html');
  await page.waitForURL(site.url + 'embed.ru.html');
  await page.click('nav.langs a[hreflang="en"]');
  await page.waitForURL(site.url + 'embed.html');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('with storage blocked, the English link of a translated page still leads to English', async () => {
  const page = await site.newPage({ locale: 'ru-RU' });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('blocked', 'SecurityError'); } });
  });
  await page.goto(site.url + 'rules.html');
  await page.waitForURL(site.url + 'rules.ru.html');
  await page.click('nav.langs a[hreflang="en"]');
  await page.waitForURL(site.url + 'rules.html');
  await page.waitForLoadState('load');
  assert.equal(page.url(), site.url + 'rules.html');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  await page.context().close();
});

test('every page names its three language versions and the default by full address', async () => {
  const page = await site.newPage();
  for (const [name, files] of [['rules', TUTORIALS], ['embed', GUIDES]]) {
    for (const file of Object.values(files)) {
      await page.goto(site.url + file);
      const links = await page.$$eval('head link[rel="alternate"][hreflang]', (ls) => ls.map((l) => [l.hreflang, l.getAttribute('href')]));
      assert.deepEqual(links, [
        ['en', site.url + files.en], ['ca', site.url + files.ca], ['ru', site.url + files.ru], ['x-default', site.url + files.en],
      ], `${name}: ${file}`);
    }
  }
  await page.context().close();
});
