// Themes: light and dark follow the system until the reader picks one; the board's colour theme
// changes the canvas at once; both choices are remembered and applied on the site's other pages
// (the tutorial and its boards) too. Reduced motion is in game.test.mjs (the move animation).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, waitForBoardsReady } from './helpers.mjs';

const site = useSite();

const background = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** The canvas colours at the centres of the game page's empty squares d4 and e4, as 'r,g,b'. */
const squares = (page) =>
  page.evaluate(() => {
    const canvas = document.querySelector('#board canvas');
    const board = canvas.getBoundingClientRect();
    const scale = canvas.width / board.width;
    return ['d4', 'e4'].map((sq) => {
      const c = document.querySelector(`#board [data-square="${sq}"]`).getBoundingClientRect();
      const d = canvas
        .getContext('2d')
        .getImageData((c.x - board.x + c.width / 2) * scale, (c.y - board.y + c.height / 2) * scale, 1, 1).data;
      return `${d[0]},${d[1]},${d[2]}`;
    }).sort();
  });

const LIGHT_BG = 'rgb(244, 241, 234)';
const DARK_BG = 'rgb(27, 29, 28)';

test('light and dark: the system decides until the switch does, and the choice is remembered', async () => {
  const page = await site.newPage({ colorScheme: 'light' });
  await page.goto(site.url);
  await page.waitForSelector('[data-square="a1"]');
  assert.equal(await background(page), LIGHT_BG);
  assert.equal(await page.inputValue('#theme'), 'system');
  await page.selectOption('#theme', 'dark');
  assert.equal(await background(page), DARK_BG);
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.equal(await background(page), DARK_BG, 'still dark after a reload');
  assert.equal(await page.inputValue('#theme'), 'dark');
  // The tutorial, in the same browser, is dark too.
  const rules = await page.context().newPage();
  await rules.goto(site.url + 'rules.html');
  assert.equal(await background(rules), DARK_BG);
  await rules.close();
  // Back to the system's choice.
  await page.selectOption('#theme', 'system');
  assert.equal(await background(page), LIGHT_BG);
  await page.emulateMedia({ colorScheme: 'dark' });
  assert.equal(await background(page), DARK_BG, 'follows the system again');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('board themes change the canvas, are remembered, and reach the tutorial boards', async () => {
  const page = await site.newPage();
  await page.goto(site.url + '?black=human&white=human');
  await page.waitForSelector('[data-square="a1"]');
  assert.deepEqual(await squares(page), ['169,122,84', '240,217,181'], 'wood');
  assert.equal(await page.getAttribute('#board .loa-board', 'data-board-theme'), 'wood');
  const seen = new Set();
  for (const [theme, colours] of [
    ['green', ['107,138,76', '238,238,210']],
    ['blue', ['111,135,153', '222,227,230']],
    ['contrast', ['107,107,107', '250,250,250']],
  ]) {
    await page.selectOption('#board-theme', theme);
    await page.waitForSelector(`#board .loa-board[data-board-theme="${theme}"]`);
    assert.deepEqual(await squares(page), colours, theme);
    seen.add(String(colours));
  }
  assert.equal(seen.size, 3);
  await page.selectOption('#board-theme', 'blue');
  await page.reload();
  await page.waitForSelector('#board .loa-board[data-board-theme="blue"]');
  assert.deepEqual(await squares(page), ['111,135,153', '222,227,230'], 'blue after a reload');
  assert.equal(await page.inputValue('#board-theme'), 'blue');

  const rules = await page.context().newPage();
  await rules.goto(site.url + 'rules.html');
  await waitForBoardsReady(rules);
  const themes = await rules.$$eval('loa-board', (boards) =>
    boards.map((b) => b.shadowRoot.querySelector('.loa-board')?.getAttribute('data-board-theme')));
  assert.ok(themes.length > 0 && themes.every((t) => t === 'blue'), themes.join(' '));
  await rules.close();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('an unknown stored theme falls back to the defaults without an error', async () => {
  const page = await site.newPage();
  await page.goto(site.url + 'rules.html');
  await page.evaluate(() => {
    localStorage.setItem('loa-theme', 'purple');
    localStorage.setItem('loa-board-theme', '<b>');
  });
  await page.goto(site.url);
  await page.waitForSelector('#board .loa-board[data-board-theme="wood"]');
  assert.equal(await page.inputValue('#theme'), 'system');
  assert.equal(await page.inputValue('#board-theme'), 'wood');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
