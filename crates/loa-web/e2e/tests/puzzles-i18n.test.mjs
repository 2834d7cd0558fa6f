// The puzzles page in three languages: its own text (title, introduction, links, headings) comes
// from the .ftl files through the board module (`<html data-i18n-page>`), in the language chosen as
// on the game page (`loa-lang`, else the browser's languages; `?lang=` from the tutorials' links),
// with the game page's language menu; a switch keeps the puzzle on the board and is remembered.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { useSite, readPuzzles } from './helpers.mjs';

const site = useSite();

/** The puzzle file: id → { position, solution, kind }. */
const PUZZLES = readPuzzles();

/** What the page says in each language (from the .ftl files). */
const WORDS = {
  en: { h1: 'Lines of Action puzzles', rules: 'rules.html', guide: 'embed.html#puzzles', task: / to move connects at once\.$/, retry: 'Retry', again: /Try again\.$/, lang: 'Language' },
  ca: { h1: 'Problemes de Lines of Action', rules: 'rules.ca.html', guide: 'embed.ca.html#puzzles', task: /^Mouen les (negres|blanques) i connecten d'una jugada\.$/, retry: 'Torna-hi', again: /Torna-ho a provar\.$/, lang: 'Idioma' },
  ru: { h1: 'Задачи Lines of Action', rules: 'rules.ru.html', guide: 'embed.ru.html#puzzles', task: /^Ход (чёрных|белых): соедините фишки одним ходом\.$/, retry: 'Заново', again: /Попробуйте ещё раз\.$/, lang: 'Язык' },
};

const shadowText = (page, selector) =>
  page.$eval('#trainer', (el, s) => el.shadowRoot.querySelector(s).textContent, selector);

/** Waits until the page and its board speak `lang`. */
async function waitForLang(page, lang) {
  await page.waitForFunction(({ lang, h1 }) => document.documentElement.lang === lang
    && document.querySelector('h1').textContent === h1
    && document.getElementById('trainer').dataset.puzzle, { lang, h1: WORDS[lang].h1 });
}

/** The page's own text in `lang`, the menu, and the board's task. */
async function checkPage(page, lang) {
  const w = WORDS[lang];
  assert.equal(await page.getAttribute('html', 'lang'), lang);
  assert.equal(await page.textContent('h1'), w.h1);
  assert.equal(await page.title(), w.h1);
  assert.equal(await page.getAttribute('header a[href^="rules"]', 'href'), w.rules);
  assert.equal(await page.getAttribute('footer a[href^="embed"]', 'href'), w.guide);
  assert.equal(await page.$eval('#language', (s) => s.value), lang);
  assert.equal((await page.textContent('label.language span')).trim(), w.lang);
  assert.match(await shadowText(page, '.puzzle .task'), w.task);
  // Nothing of the page is left in another language: each marked text is this language's.
  const marked = await page.$$eval('[data-i18n]', (els) => els.map((e) => e.textContent.trim()));
  assert.ok(marked.length >= 10, String(marked.length));
  if (lang !== 'en') {
    for (const english of ['Each puzzle is a position', 'Keys: Tab to the board', 'Play Lines of Action']) {
      assert.ok(!marked.some((t) => t.startsWith(english)), `${lang}: "${english}…" left in English`);
    }
  }
}

for (const [lang, locale] of [['ca', 'ca-ES'], ['ru', 'ru-RU']]) {
  test(`puzzles.html in ${lang} from the browser's locale ${locale}`, async () => {
    const page = await site.newPage({ locale });
    await page.goto(site.url + 'puzzles.html');
    await waitForLang(page, lang);
    await checkPage(page, lang);
    assert.match(await page.getAttribute('meta[name="description"]', 'content'),
      lang === 'ca' ? /^Problemes de Lines of Action: connecta/ : /^Задачи Lines of Action: соедините/);
    assert.equal(await page.evaluate(() => localStorage.getItem('loa-lang')), null, 'arriving saves nothing');
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('the menu switches the page and the board at once, keeps the puzzle, and is remembered', async () => {
  const page = await site.newPage({ locale: 'en-US' });
  await page.goto(site.url + 'puzzles.html');
  await waitForLang(page, 'en');
  await checkPage(page, 'en');
  const id = await page.getAttribute('#trainer', 'data-puzzle');
  const puzzle = PUZZLES.get(id);
  // A wrong move: its reason stays on the board, and is said again in the new language.
  const [answerFrom] = puzzle.solution[0].split(/[-x]/);
  const side = puzzle.position.split(' ')[1];
  let wrong = null;
  for (const from of await page.$$eval('#trainer [data-square]', (els, side) =>
    els.filter((e) => (e.getAttribute('aria-label') || '').includes(side === 'b' ? 'black piece' : 'white piece'))
      .map((e) => e.dataset.square), side)) {
    await page.click(`#trainer [data-square="${from}"]`);
    const dests = await page.$$eval('#trainer [data-dest]', (els) => els.map((e) => e.dataset.square));
    const to = dests.find((d) => `${from}-${d}` !== puzzle.solution[0].replace('x', '-'));
    if (to) {
      wrong = [from, to];
      break;
    }
    await page.click(`#trainer [data-square="${from}"]`);
  }
  assert.ok(wrong, `a wrong move in ${id} (answer from ${answerFrom})`);
  await page.click(`#trainer [data-square="${wrong[1]}"]`);
  assert.match(await shadowText(page, '.status'), WORDS.en.again);
  assert.equal(await page.getAttribute('#trainer', 'data-puzzle-state'), 'wrong');

  await page.selectOption('#language', 'ru');
  await waitForLang(page, 'ru');
  await checkPage(page, 'ru');
  assert.equal(await page.getAttribute('#trainer', 'data-puzzle'), id, 'the same puzzle');
  assert.equal(await page.getAttribute('#trainer', 'data-puzzle-state'), 'wrong', 'its state kept');
  await page.waitForFunction(() => !/Try again/.test(document.getElementById('trainer').shadowRoot.querySelector('.status').textContent));
  assert.match(await shadowText(page, '.status'), WORDS.ru.again);
  assert.equal((await shadowText(page, 'button.retry')).trim(), WORDS.ru.retry);
  assert.match(await page.$eval('#trainer', (el) => el.shadowRoot.querySelector('[role="grid"]').getAttribute('aria-label')), /^Доска/);
  assert.equal(await page.evaluate(() => localStorage.getItem('loa-lang')), 'ru');

  await page.selectOption('#language', 'ca');
  await waitForLang(page, 'ca');
  assert.match(await shadowText(page, '.status'), WORDS.ca.again);
  await page.reload();
  await waitForLang(page, 'ca');
  await checkPage(page, 'ca');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("the Catalan and Russian tutorials' links open the puzzles in their language; the menu still rules", async () => {
  const page = await site.newPage({ locale: 'en-US' });
  for (const lang of ['ca', 'ru']) {
    await page.goto(site.url + `rules.${lang}.html`);
    await page.click('footer a[href^="puzzles.html"]');
    await waitForLang(page, lang);
    await checkPage(page, lang);
  }
  // On a ?lang= address, the menu's choice is kept by a reload.
  assert.match(page.url(), /\?lang=ru$/);
  await page.selectOption('#language', 'en');
  await waitForLang(page, 'en');
  assert.match(page.url(), /\?lang=en$/);
  await page.reload();
  await waitForLang(page, 'en');
  await checkPage(page, 'en');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

for (const [lang, scheme] of [['ca', 'light'], ['ru', 'dark']]) {
  test(`puzzles.html in ${lang}, ${scheme}: axe finds nothing serious`, async () => {
    const page = await site.newPage({ locale: lang, colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto(site.url + 'puzzles.html');
    await waitForLang(page, lang);
    await page.evaluate(AXE);
    const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
    const serious = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    assert.deepEqual(serious, []);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
