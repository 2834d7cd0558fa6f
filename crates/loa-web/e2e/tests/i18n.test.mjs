// The languages of the site. The tutorial and the embedding guide in Catalan and Russian
// (rules.ca.html, embed.ru.html, …): `<html lang>` set, the same boards as the English page, every
// board loads, the exercises accept their answers, and the three pages of each link to each other.
// The game page in each language from the browser's locale and from its language menu (kept
// across a reload, the game never lost), its live region after a move and the computer's reply,
// Russian plurals on the page; `<loa-board>` in its own or its page's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useSite, boardFrame, waitForBoardsLoaded, DIST, openGame, playMove, moveList, waitForMoves } from './helpers.mjs';

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

// ---- the game page ------------------------------------------------------------------------------

/** What the game page says in each language (from the .ftl files). */
const SAYS = {
  en: {
    status: 'Your move (Black)', newGame: 'New game', rules: 'rules.html',
    human: 'Black: b1 to b3', reply: /^White: [a-h][1-8] (to|takes) [a-h][1-8]$/,
    black: 'Black: b1 to b3',
  },
  ca: {
    status: 'És el teu torn (negres)', newGame: 'Partida nova', rules: 'rules.ca.html',
    human: 'Negres: de b1 a b3', reply: /^Blanques: (de [a-h][1-8] a|[a-h][1-8] captura) [a-h][1-8]$/,
    black: 'Negres: de b1 a b3',
  },
  ru: {
    status: 'Ваш ход (чёрные)', newGame: 'Новая партия', rules: 'rules.ru.html',
    human: 'Чёрные: b1 на b3', reply: /^Белые: [a-h][1-8] (на|бьёт) [a-h][1-8]$/,
    black: 'Чёрные: b1 на b3',
  },
};

const announced = (page) => page.textContent('.loa-announce');
/** Waits until the page speaks `lang` (a language's messages may be fetched first). */
const waitForLang = (page, lang) => page.waitForFunction((l) => document.documentElement.lang === l, lang);
/** Keeps every text the board's live region says in `window.said` (the computer may answer at once). */
const recordAnnouncements = (page) => page.evaluate(() => {
  window.said = [];
  const region = document.querySelector('.loa-announce');
  new MutationObserver(() => {
    if (region.textContent) window.said.push(region.textContent);
  }).observe(region, { childList: true, characterData: true, subtree: true });
});
const statusText = (page) => page.textContent('#status');

for (const [lang, says] of Object.entries(SAYS)) {
  const locale = { en: 'en-GB', ca: 'ca-ES', ru: 'ru-RU' }[lang];
  test(`the game page in ${lang} from the browser's locale ${locale}: words, live region, the computer's reply`, async () => {
    const page = await site.newPage({ locale });
    await openGame(page, site.url, '?black=human&white=computer&level=1');
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.equal(await page.$eval('#language', (s) => s.value), lang);
    assert.equal((await page.textContent('#new-game')).trim(), says.newGame);
    assert.equal(await page.getAttribute('.help a', 'href'), says.rules);
    await page.waitForFunction((t) => document.getElementById('status').textContent === t, says.status);
    await recordAnnouncements(page);
    await playMove(page, 'b1-b3');
    await waitForMoves(page, 2);
    await page.waitForFunction(() => window.said.length >= 2);
    const said = await page.evaluate(() => window.said);
    assert.equal(said[0], says.human);
    assert.match(said[1], says.reply);
    assert.equal(await announced(page), said[1]);
    assert.equal(await page.getAttribute('#moves [data-ply="1"]', 'aria-label'), `b1-b3, ${says.black}`);
    await page.waitForFunction((t) => document.getElementById('status').textContent === t, says.status);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('the language menu switches the page at once, keeps the game, and is remembered', async () => {
  const page = await site.newPage({ locale: 'en-US' });
  await openGame(page, site.url, '?black=human&white=human');
  await playMove(page, 'b1-b3');
  await playMove(page, 'h4-f2');
  await page.click('#back');
  assert.match(await page.textContent('#viewing'), /^Viewing the position after Black's move 1 of 1/);
  await page.selectOption('#language', 'ru');
  await waitForLang(page, 'ru');
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2']);
  assert.equal(await page.getAttribute('#moves [data-ply="2"]', 'aria-label'), 'h4-f2, Белые: h4 на f2');
  assert.match(await page.textContent('#viewing'), /^Показана позиция после 1-го хода чёрных из 1/);
  assert.equal((await page.textContent('#new-game')).trim(), 'Новая партия');
  assert.equal(await page.getAttribute('.help a', 'href'), 'rules.ru.html');
  assert.match(await page.getAttribute('meta[name="description"]', 'content'), /^Lines of Action в браузере: играйте /);
  assert.equal(await page.getAttribute('[data-square="b3"]', 'aria-label'), 'b3, чёрная фишка');
  assert.equal(await page.evaluate(() => localStorage.getItem('loa-lang')), 'ru');
  await page.click('#last');
  assert.equal(await statusText(page), 'Ход чёрных');

  await page.selectOption('#language', 'ca');
  await waitForLang(page, 'ca');
  assert.equal(await statusText(page), 'Mouen les negres');
  assert.equal(await page.$eval('#level option[value="1"]', (o) => o.textContent), '1 · Principiant');

  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.equal(await page.getAttribute('html', 'lang'), 'ca');
  assert.equal(await page.$eval('#language', (s) => s.value), 'ca');
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2'], 'the game survives the switch and the reload');
  assert.equal(await statusText(page), 'Mouen les negres');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** The levels' names in each language, the panel's line for level 4 and what level 8 does. */
const LEVELS = {
  en: {
    names: ['Beginner', 'Novice', 'Amateur', 'Club player', 'Advanced', 'Expert', 'Master', 'Full strength'],
    panel: 'Computer (level 4, Club player) – You (White)', about8: /^Thinks 5 seconds a move/,
  },
  ca: {
    names: ['Principiant', 'Aprenent', 'Aficionat', 'Jugador de club', 'Avançat', 'Expert', 'Mestre', 'Màxima força'],
    panel: 'Ordinador (nivell 4, Jugador de club) – Tu (blanques)', about8: /^Pensa 5 segons cada jugada/,
  },
  ru: {
    names: ['Новичок', 'Ученик', 'Любитель', 'Клубный игрок', 'Опытный игрок', 'Эксперт', 'Мастер', 'Максимальная сила'],
    panel: 'Компьютер (уровень 4, Клубный игрок) — Вы (белые)', about8: /^Думает 5 секунд над каждым ходом/,
  },
};

for (const [lang, says] of Object.entries(LEVELS)) {
  test(`the levels have names in ${lang}: the menu, what to expect, who plays whom`, async () => {
    const page = await site.newPage({ locale: { en: 'en-GB', ca: 'ca-ES', ru: 'ru-RU' }[lang] });
    await openGame(page, site.url, '?black=computer&white=human&level=4');
    await waitForLang(page, lang);
    await page.waitForFunction((t) => document.getElementById('you-play').textContent === t, says.panel);
    assert.ok(await page.isVisible('#you-play'));
    await page.click('#new-game');
    const options = await page.$$eval('#level option', (os) => os.map((o) => o.textContent));
    assert.deepEqual(options, says.names.map((name, i) => `${i + 1} · ${name}`));
    // Each entry says what to expect; the line under the menu follows the choice.
    const titles = await page.$$eval('#level option', (os) => os.map((o) => o.title));
    assert.equal(new Set(titles).size >= 5 && titles.every((t) => t.length > 20), true, titles.join(' | '));
    assert.equal(await page.textContent('#level-about'), titles[3]);
    await page.selectOption('#level', '8');
    assert.match(await page.textContent('#level-about'), says.about8);
    assert.equal(await page.textContent('#level-about'), titles[7]);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('Russian plurals on the page: 3 клетки and 2 фишки (few), 5 клеток (many)', async () => {
  const page = await site.newPage({ locale: 'ru' });
  await openGame(page, site.url, '?black=human&white=human');
  await page.click('#open-record');
  const importing = async (record) => {
    await page.fill('#record', record);
    await page.click('#import-record');
    return page.textContent('#record-error');
  };
  const few = await importing('1. b1-b4');
  assert.match(few, /^Эту запись не удаётся прочитать: /);
  assert.match(few, /ход на 3 клетки, но на его линии 2 фишки/);
  assert.match(await importing('1. b1-b6'), /ход на 5 клеток, но на его линии 2 фишки/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the analysis board speaks the page language and follows a switch', async () => {
  const page = await site.newPage({ locale: 'ru-RU' });
  const winInOne = '2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w';
  await openGame(page, site.url, `?analysis=1&position=${encodeURIComponent(winInOne)}`);
  await page.waitForSelector('#analysis:not([hidden])');
  await page.waitForFunction(() => /за 1 полуход$/.test(document.getElementById('eval-words').textContent));
  assert.equal(await page.textContent('#eval-words'), 'Белые форсированно соединяют фишки за 1 полуход');
  assert.equal(await page.textContent('#analysis-toggle'), 'Стоп');
  assert.equal(await page.textContent('#analysis-back'), 'Вернуться к партии');
  assert.match(await page.textContent('#eval-depth'), /^глубина \d+$/);
  assert.equal(await page.getAttribute('#analysis', 'aria-label'), 'Анализ');
  await page.selectOption('#language', 'ca');
  await waitForLang(page, 'ca');
  assert.equal(await page.textContent('#eval-words'), 'Les blanques connecten per força en 1 mitja jugada');
  assert.equal(await page.textContent('#analysis-toggle'), 'Atura');
  await page.click('#analysis-toggle');
  assert.equal(await page.textContent('#eval-words'), 'Anàlisi aturada.');
  assert.equal(await page.textContent('#analysis-toggle'), 'Analitza');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('errors of a link and of an import are said in the page language', async () => {
  const page = await site.newPage({ locale: 'ca' });
  await openGame(page, site.url, '?black=human&white=human&level=42&moves=b1-b3,b1-b2');
  await page.waitForSelector('#message:not([hidden])');
  const said = await page.textContent('#message-text');
  assert.match(said, /^No s'ha pogut fer servir una part de l'enllaç: /);
  assert.match(said, /level="42" no és un nivell: s'esperava un nombre entre 1 i 8/);
  assert.match(said, /la jugada 2 «b1-b2» no es pot fer: .*no hi ha cap fitxa a b1/);
  assert.deepEqual(await moveList(page), ['b1-b3']);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// ---- <loa-board> ------------------------------------------------------------------------------

test('<loa-board lang="ru"> and a board in a lang="ca" article speak their language; lang is live', async () => {
  const page = await site.newPage({ locale: 'en-US' });
  const exercise = 'moves="c8-c6" expect="a6-c4"';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><script src="loa-board.js" defer></script></head>
    <body><loa-board id="ru" lang="ru" ${exercise}></loa-board>
    <article lang="ca"><loa-board id="ca" ${exercise}></loa-board></article>
    <loa-board id="en" ${exercise}></loa-board>
    <loa-board id="bad" lang="ru" orientation="sideways"></loa-board></body></html>`;
  await page.route(site.url + 'boards.html', (route) => route.fulfill({ body: html, contentType: 'text/html; charset=utf-8' }));
  await page.goto(site.url + 'boards.html');
  await waitForBoardsLoaded(page);
  const status = (id) => page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('.status').textContent);
  const label = (id, button) => page.$eval(`#${id}`, (el, b) => el.shadowRoot.querySelector(`button.${b}`).getAttribute('aria-label'), button);
  assert.equal(await status('ru'), 'Ход белых: найдите нужный ход.');
  assert.equal(await status('ca'), 'Mouen les blanques: troba la jugada.');
  assert.equal(await status('en'), 'White to move: find the move.');
  assert.equal(await label('ru', 'prev'), 'Предыдущий ход (←)');
  assert.equal(await label('ca', 'prev'), 'Jugada anterior (←)');
  assert.equal(await page.getAttribute('#ru [data-square="a6"]', 'aria-label'), 'a6, белая фишка');

  await page.click('#ru [data-square="a6"]');
  await page.click('#ru [data-square="c4"]');
  assert.equal(await status('ru'), 'Верно!');
  await page.click('#ca [data-square="h2"]');
  await page.click('#ca [data-square="f2"]');
  // A wrong try says why (issue 30), in the board's language.
  assert.equal(await status('ca'), 'h2-f2 és una jugada legal, però no és la que es demana. Torna-ho a provar.');

  const error = await page.$eval('#bad', (el) => el.shadowRoot.querySelector('[role="alert"]').textContent);
  assert.match(error, /^Эту доску Lines of Action невозможно показать\./);
  assert.match(error, /orientation="sideways": ожидалось normal/);

  // Changing the attribute says everything again in the new language.
  await page.$eval('#en', (el) => el.setAttribute('lang', 'ru'));
  await page.waitForFunction(() => document.getElementById('en').shadowRoot.querySelector('.status').textContent
    === 'Ход белых: найдите нужный ход.');
  assert.equal(await label('en', 'reset'), 'Вернуть доску к исходной позиции');
  assert.equal(await page.getAttribute('#en [data-square="a6"]', 'aria-label'), 'a6, белая фишка');
  await page.$eval('#bad', (el) => el.setAttribute('lang', 'ca'));
  await page.waitForFunction(() => /s'esperava normal/.test(document.getElementById('bad').shadowRoot.querySelector('[role="alert"]').textContent));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("a tutorial's language link is remembered: the game then opens in that language", async () => {
  const page = await site.newPage({ locale: 'en-US' });
  await page.goto(site.url + PAGES.en);
  await page.click('nav.langs a[hreflang="ru"]');
  await page.waitForURL(/rules\.ru\.html$/);
  assert.equal(await page.evaluate(() => localStorage.getItem('loa-lang')), 'ru');
  await page.click('header a[href="./"]');
  await page.waitForSelector('[data-square="a1"]');
  assert.equal(await page.getAttribute('html', 'lang'), 'ru');
  assert.equal(await page.getAttribute('.help a', 'href'), 'rules.ru.html');
  // The game page's own switch is kept for the tutorial link too.
  await page.selectOption('#language', 'ca');
  await waitForLang(page, 'ca');
  assert.equal(await page.getAttribute('.help a', 'href'), 'rules.ca.html');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the game page fetches only the messages it speaks: en.ftl in English, ru.ftl in Russian', async () => {
  const ftl = () => site.requests.filter((p) => p.endsWith('.ftl'));
  const before = ftl().length;
  const en = await site.newPage({ locale: 'en-US' });
  await openGame(en, site.url, '?black=human&white=human');
  assert.equal(await en.textContent('#status'), 'Black to move');
  assert.deepEqual(ftl().slice(before).map((p) => p.split('/').pop()), ['en.ftl'], 'no words are built in');
  await en.context().close();
  const after = ftl().length;
  const ru = await site.newPage({ locale: 'ru-RU' });
  await openGame(ru, site.url, '?black=human&white=human');
  assert.equal(await ru.textContent('#status'), 'Ход чёрных');
  assert.deepEqual(ftl().slice(after).map((p) => p.split('/').pop()), ['ru.ftl']);
  await ru.selectOption('#language', 'ca');
  await waitForLang(ru, 'ca');
  await ru.selectOption('#language', 'ru');
  await waitForLang(ru, 'ru');
  assert.deepEqual(ftl().slice(after).map((p) => p.split('/').pop()), ['ru.ftl', 'ca.ftl'], 'each fetched once');
  assert.deepEqual(ru.errors, []);
  await ru.context().close();
});

test('a language file that cannot be fetched leaves the page in English, playable', async () => {
  const page = await site.newPage({ locale: 'ca-ES' });
  await page.route(/locales\/(ca|ru)\.ftl$/, (route) => route.abort());
  await openGame(page, site.url, '?black=human&white=human');
  assert.equal(await page.getAttribute('html', 'lang'), 'en');
  assert.equal(await page.textContent('#status'), 'Black to move');
  await page.selectOption('#language', 'ru');
  await page.waitForFunction(() => document.getElementById('language').value === 'en');
  await playMove(page, 'b1-b3');
  assert.deepEqual(await moveList(page), ['b1-b3']);
  await page.context().close();
});

test('with no words at all the game is still played (the messages say their names)', async () => {
  const page = await site.newPage({ locale: 'en-US' });
  await page.route('**/locales/*.ftl', (route) => route.abort());
  await openGame(page, site.url, '?black=human&white=human');
  await playMove(page, 'b1-b3');
  assert.deepEqual(await moveList(page), ['b1-b3']);
  await page.context().close();
});
