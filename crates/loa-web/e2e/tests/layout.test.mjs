// The layout (issue 19): at every window size from a phone held either way to a desktop, the whole
// board is in the window and as large as the window allows, nothing scrolls sideways on any page,
// a phone held upright has the most used actions in one row under the board and the rest in the
// Menu; under a finger every visible control is at least 44 × 44 CSS px; the dialogs fit a 360 px
// phone in the longest languages; keyboard help is not shown on a touch screen; Copy link says so.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertInside, openDialog, sideways, smallControls } from './layout-checks.mjs';
import { useSite, openGame, playMove, waitForBoardsLoaded, waitForBoardsReady } from './helpers.mjs';

const site = useSite();
const TWO = '?black=human&white=human';

/** Window sizes: phones held either way (touch), laptops and a desktop (mouse). */
const SIZES = [
  { name: 'phone 360×640', width: 360, height: 640, touch: true },
  { name: 'phone 640×360', width: 640, height: 360, touch: true },
  { name: 'phone 390×844', width: 390, height: 844, touch: true },
  { name: 'phone 844×390', width: 844, height: 390, touch: true },
  { name: 'laptop 1280×800', width: 1280, height: 800 },
  { name: 'laptop 1366×768', width: 1366, height: 768 },
  { name: 'desktop 1920×1080', width: 1920, height: 1080 },
];
const LOCALES = { en: 'en-GB', ca: 'ca-ES', ru: 'ru-RU' };

/** A page of `size` (a touch phone when `size.touch`) in `lang`'s browser locale. */
function pageAt(size, lang = 'en', extra = {}) {
  const touch = size.touch ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {};
  return site.newPage({ viewport: { width: size.width, height: size.height }, locale: LOCALES[lang], ...touch, ...extra });
}

for (const size of SIZES) {
  for (const lang of ['en', 'ru']) {
    test(`game, ${size.name}, ${lang}: the whole board in the window, as large as it allows; nothing sideways`, async () => {
      const page = await pageAt(size, lang);
      await openGame(page, site.url, TWO);
      const box = await page.locator('#board .loa-board').boundingBox();
      assertInside(box, size, 'the board');
      const short = Math.min(size.width, size.height);
      assert.ok(box.width >= 0.85 * short, `the board is ${box.width} px for a window of ${size.width}×${size.height}`);
      assert.equal(await sideways(page), 0, 'the page scrolls sideways');
      // The most used actions stay in view, whatever the shape of the window.
      for (const id of ['undo', 'first', 'back', 'forward', 'last']) assertInside(await page.locator(`#${id}`).boundingBox(), size, `#${id}`);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}

test('desktop: every action is in view beside the board, no Menu button', async () => {
  const size = SIZES.find((s) => s.width === 1280);
  const page = await pageAt(size);
  await openGame(page, site.url, TWO);
  const board = await page.locator('#board .loa-board').boundingBox();
  assert.ok(!(await page.isVisible('#menu-button')));
  for (const id of ['new-game', 'games', 'undo', 'redo', 'flip', 'copy-link', 'open-record', 'edit-position', 'analyse', 'first', 'last', 'language', 'status', 'moves']) {
    const box = await page.locator(`#${id}`).boundingBox();
    assertInside(box, size, `#${id}`);
    assert.ok(box.x >= board.x + board.width, `#${id} is beside the board`);
  }
  await page.context().close();
});

const PHONE = SIZES.find((s) => s.width === 390);
const SMALL_PHONE = SIZES.find((s) => s.width === 360);

test('a touch phone: every visible control of the game page is at least 44 × 44, menu and panels open', async () => {
  const page = await pageAt(PHONE);
  await openGame(page, site.url, TWO + '&moves=b1-b3,h4-f2,c1-c3');
  assert.deepEqual(await smallControls(page), [], 'the page');
  await page.tap('#menu-button');
  assert.deepEqual(await smallControls(page), [], 'with the menu open');
  await page.tap('#analyse');
  await page.waitForSelector('#lines button');
  assert.deepEqual(await smallControls(page), [], 'with the analysis open');
  await page.context().close();
});

test('a touch phone: keyboard help is not shown; a mouse and keyboard see it', async () => {
  const phone = await pageAt(PHONE);
  await openGame(phone, site.url, TWO);
  await phone.tap('#menu-button');
  assert.ok(await phone.isVisible('#sound'));
  assert.equal(await phone.locator('.keys-only').evaluateAll((els) => els.filter((e) => e.checkVisibility()).length), 0);
  await phone.goto(site.url + 'puzzles.html');
  await waitForBoardsLoaded(phone);
  assert.ok(!(await phone.isVisible('.puzzles .keys')));
  await phone.context().close();
  const desk = await pageAt(SIZES.find((s) => s.width === 1280));
  await openGame(desk, site.url, TWO);
  // The keys in one line, the summary of the whole list.
  assert.ok(await desk.isVisible('details.keys summary'));
  assert.match(await desk.textContent('details.keys summary'), /^Keys: ← → browse, f flips/);
  await desk.context().close();
});

for (const lang of ['en', 'ca', 'ru']) {
  test(`Copy link says it copied (${lang})`, async () => {
    const page = await pageAt(PHONE, lang, { permissions: ['clipboard-read', 'clipboard-write'] });
    await openGame(page, site.url, TWO);
    await playMove(page, 'b1-b3');
    await page.tap('#menu-button');
    await page.tap('#copy-link');
    await page.waitForSelector('#link-box[data-copied] .copied', { state: 'visible' });
    const said = (await page.textContent('#link-box .copied')).trim();
    const expected = { en: 'Link copied', ca: "S'ha copiat l'enllaç", ru: 'Ссылка скопирована' }[lang];
    assert.equal(said, expected);
    assertInside(await page.locator('#link-box .copied').boundingBox(), PHONE, 'the confirmation');
    assert.match(await page.evaluate(() => navigator.clipboard.readText()), /moves=b1-b3/);
    await page.context().close();
  });
}

/** The site's pages, each checked for sideways scrolling at every size. */
const PAGES = ['', 'puzzles.html', 'rules.html', 'rules.ca.html', 'rules.ru.html', 'embed.html', 'embed.ca.html', 'embed.ru.html'];

for (const size of SIZES) {
  test(`${size.name}: no page scrolls sideways; the puzzle's board is whole in the window`, async () => {
    const page = await pageAt(size);
    const wide = [];
    for (const path of PAGES) {
      await page.goto(site.url + path);
      if (path === '') await page.waitForSelector('[data-square="a1"]');
      else await waitForBoardsLoaded(page);
      const over = await sideways(page);
      if (over > 0) wide.push(`${path || 'index'} by ${over} px`);
      if (path === 'puzzles.html') {
        await page.waitForSelector('#trainer[data-state="ready"]');
        assertInside(await page.locator('#trainer .loa-board').boundingBox(), size, "the puzzle's board");
      }
    }
    assert.deepEqual(wide, []);
    await page.context().close();
  });
}

test('a touch phone: the puzzles page opens on the puzzle, every control 44 × 44', async () => {
  for (const lang of ['en', 'ru']) {
    const page = await pageAt(PHONE, lang);
    await page.goto(site.url + 'puzzles.html');
    await page.waitForSelector('#trainer[data-state="ready"]');
    const board = await page.locator('#trainer .loa-board').boundingBox();
    const intro = await page.locator('.intro').boundingBox();
    assertInside(board, PHONE, `${lang}: the puzzle's board`);
    assert.ok(intro.y > board.y + board.height, 'the explanation follows the puzzle');
    assert.deepEqual(await smallControls(page), [], lang);
    await page.context().close();
  }
});

for (const lang of ['en', 'ca', 'ru']) {
  test(`a 360 px touch phone (${lang}): each dialog fits the window, its controls 44 × 44`, async () => {
    const page = await pageAt(SMALL_PHONE, lang);
    await openGame(page, site.url, TWO + '&moves=b1-b3');
    for (const id of ['new-game', 'games', 'open-record', 'edit-position']) {
      await page.tap('#menu-button');
      await page.tap(`#${id}`);
      await page.waitForSelector('dialog[open]');
      const dialog = await openDialog(page);
      assert.ok(dialog.left >= 0 && dialog.right <= SMALL_PHONE.width, `${dialog.id}: ${dialog.left}…${dialog.right}`);
      assert.deepEqual(dialog.past, [], `${dialog.id}: past its edges`);
      assert.equal(dialog.inside, 0, `${dialog.id} scrolls sideways`);
      assert.equal(await sideways(page), 0, `the page scrolls sideways with ${dialog.id} open`);
      assert.deepEqual(await smallControls(page), [], dialog.id);
      await page.keyboard.press('Escape');
      await page.waitForSelector('dialog[open]', { state: 'detached' });
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

/** The tutorials and the guides for authors, in the three languages. */
const GUIDE_PAGES = ['rules.html', 'rules.ca.html', 'rules.ru.html', 'embed.html', 'embed.ca.html', 'embed.ru.html'];

test('a touch phone: every control of the tutorials and guides is 44 × 44, the title row\'s links too', async () => {
  const page = await pageAt(SMALL_PHONE);
  for (const path of GUIDE_PAGES) {
    await page.goto(site.url + path);
    await waitForBoardsLoaded(page);
    assert.deepEqual(await smallControls(page), [], path);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const size of SIZES.filter((s) => s.touch && s.width > s.height)) {
  test(`${size.name}: each board of the tutorials and guides, with its buttons, fits the window's height`, async () => {
    const page = await pageAt(size);
    for (const path of GUIDE_PAGES) {
      await page.goto(site.url + path);
      await waitForBoardsLoaded(page);
      // From the board's top to the bottom of the buttons right under it (the status line may
      // follow below the fold).
      const tall = await page.$$eval('loa-board', (els) => els.flatMap((el) => {
        const board = el.shadowRoot?.querySelector('.frame > .board');
        if (!board) return [];
        const next = board.nextElementSibling;
        const bottom = next?.matches('.controls') && next.checkVisibility() ? next.getBoundingClientRect().bottom : board.getBoundingClientRect().bottom;
        const height = Math.round(bottom - board.getBoundingClientRect().top);
        return height > window.innerHeight ? [[el.id, height]] : [];
      }));
      assert.deepEqual(tall, [], `${path}: boards taller than the window (${size.height} px)`);
    }
    await page.context().close();
  });
}

test('a touch phone: a tutorial board\'s picture keeps the room of the live board\'s 44 px buttons', async () => {
  const page = await pageAt(SMALL_PHONE);
  let release;
  const held = new Promise((ok) => { release = ok; });
  await page.route('**/embed_bg.wasm', async (route) => { await held; await route.continue(); });
  await page.goto(site.url + 'rules.html');
  const ids = await page.$$eval('loa-board:has(.loa-static .steps)', (els) => els.map((e) => e.id));
  assert.ok(ids.length >= 3, `boards with step buttons: ${ids}`);
  // From the element's top to the bottom of its step buttons: the picture's room for them, then
  // the live buttons.
  const buttons = () => page.$$eval('loa-board', (els, ids) => ids.map((id) => {
    const el = document.getElementById(id);
    const row = el.shadowRoot?.querySelector('.frame > .controls') ?? el.querySelector('.loa-static .steps');
    return Math.round((row.getBoundingClientRect().bottom - el.getBoundingClientRect().top) * 10) / 10;
  }), ids);
  const before = await buttons();
  release();
  await waitForBoardsReady(page, ids);
  const after = await buttons();
  const moved = ids.flatMap((id, i) => (Math.abs(after[i] - before[i]) >= 0.5 ? [`${id}: ${before[i]} → ${after[i]}`] : []));
  assert.deepEqual(moved, [], 'boards whose buttons moved when they came alive');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('browsing back on a touch phone: a tap returns to the current position, no keys named', async () => {
  const page = await pageAt(PHONE);
  await openGame(page, site.url, TWO + '&moves=b1-b3,h4-f2');
  await page.tap('#back');
  await page.waitForSelector('#viewing', { state: 'visible' });
  assert.doesNotMatch(await page.textContent('#viewing'), /→|End/);
  assert.ok(!(await page.isVisible('.viewing-back .keys-only')), 'the keys are not named on a touch screen');
  const back = page.locator('.viewing-back label');
  const box = await back.boundingBox();
  assert.ok(box.width >= 44 && box.height >= 44, `"${await back.textContent()}" is ${box.width}×${box.height}`);
  assertInside(box, PHONE, 'the way back');
  await back.tap();
  await page.waitForSelector('#viewing', { state: 'hidden' });
  assert.ok(!(await page.isVisible('.viewing-back')));
  assert.ok(await page.isDisabled('#last'), 'at the current position');
  await page.context().close();
  // With a keyboard, the keys that do the same are named beside it.
  const desk = await pageAt(SIZES.find((s) => s.width === 1280), 'ru');
  await openGame(desk, site.url, TWO + '&moves=b1-b3');
  await desk.keyboard.press('ArrowLeft');
  await desk.waitForSelector('.viewing-back .keys-only', { state: 'visible' });
  assert.equal((await desk.textContent('.viewing-back label')).trim(), 'К текущей позиции');
  await desk.context().close();
});

for (const size of SIZES.filter((s) => s.touch && s.width > s.height)) {
  test(`${size.name}: the open menu shows all its actions without scrolling, in ca and ru`, async () => {
    for (const lang of ['ca', 'ru']) {
      const page = await pageAt(size, lang);
      // After a move: Resign and Offer a draw are in the menu too.
      await openGame(page, site.url, TWO + '&moves=b1-b3');
      await page.tap('#menu-button');
      await page.waitForSelector('#menu:popover-open');
      const menu = await page.locator('#menu').boundingBox();
      const buttons = await page.locator('#menu .actions button:not([hidden])').all();
      const names = await Promise.all(buttons.map((b) => b.getAttribute('id')));
      assert.ok(names.includes('resign') && names.includes('offer-draw'), names.join(' '));
      for (const button of buttons) {
        const box = await button.boundingBox();
        const name = `${lang}: "${(await button.textContent()).trim()}"`;
        assertInside(box, size, name);
        assert.ok(box.y + box.height <= menu.y + menu.height + 0.5, `${name} is below the menu's edge`);
      }
      await page.context().close();
    }
  });
}

test('analysis on a touch phone held sideways: each line\'s score stays on one line', async () => {
  const size = SIZES.find((s) => s.width === 844);
  const page = await pageAt(size, 'ru');
  await openGame(page, site.url, TWO + '&moves=b1-b3');
  await page.tap('#menu-button');
  await page.tap('#analyse');
  // Lines longer than the panel is wide (the engine's lines grow as it searches deeper).
  await page.waitForFunction(() => [...document.querySelectorAll('#lines .line-moves')].some((el) => {
    const range = document.createRange(); range.selectNodeContents(el); return range.getClientRects().length > 1;
  }), null, { timeout: 20_000 });
  const scores = await page.$$eval('#lines .line-score', (els) => els.map((el) => {
    const range = document.createRange(); range.selectNodeContents(el); return [el.textContent, range.getClientRects().length];
  }));
  assert.deepEqual(scores.filter(([, rows]) => rows > 1), [], 'scores broken over two lines');
  await page.context().close();
});

for (const size of SIZES.filter((s) => s.touch && s.width > s.height)) {
  test(`${size.name}: the puzzle's board is whole in the window in en, ca and ru`, async () => {
    for (const lang of ['en', 'ca', 'ru']) {
      const page = await pageAt(size, lang);
      await page.goto(site.url + 'puzzles.html');
      await page.waitForSelector('#trainer[data-state="ready"]');
      assertInside(await page.locator('#trainer .loa-board').boundingBox(), size, `${lang}: the puzzle's board`);
      await page.context().close();
    }
  });
}
