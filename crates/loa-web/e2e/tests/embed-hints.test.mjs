// `<loa-board hints>`: a Hint button where the reader plays the computer (the engine's move, from
// a search in a worker of the hint's own, as on the game page) or answers an exercise (its expected
// move) or a puzzle (the solution's next move; the puzzle then counts as missed for the rating). The
// hint is the board's arrow and is said in the board's live region. Off by default (a tutorial's
// exercises have none); the attribute is live and does not restart the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, readPuzzles, waitForBoardsReady } from './helpers.mjs';

// Puzzle 0004 of www/puzzles.tsv: Black to move connects at once, only with e1xg3.
const WIN_IN_ONE = '1w6/8/8/5wbb/2w3b1/6w1/6w1/4bw1w b';

const TEST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script src="loa-board.js" defer></script></head><body>
<loa-board id="plain" opponent="computer" level="1"></loa-board>
<loa-board id="game" hints opponent="computer" level="1" position="${WIN_IN_ONE}"></loa-board>
<loa-board id="exercise" hints moves="c8-c6" expect="a6-c4"></loa-board>
<loa-board id="exercise-plain" moves="c8-c6" expect="a6-c4"></loa-board>
<loa-board id="ru" lang="ru" hints moves="c8-c6" expect="a6-c4"></loa-board>
<loa-board id="study" hints moves="c8-c6 a6-c4"></loa-board>
</body></html>`;

const site = useSite({ files: { 'hint-test.html': TEST_PAGE } });

/** The puzzle file: id → { position, solution, kind }. */
const PUZZLES = readPuzzles();

const hintShown = (page, id) => page.$eval(`#${id}`, (el) => {
  const b = el.shadowRoot.querySelector('button.hint');
  return Boolean(b) && !b.hidden && b.offsetParent !== null;
});
const hintText = (page, id) => page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('button.hint').textContent.trim());
const arrow = (page, id) => page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('[data-arrow]')?.dataset.arrow ?? null);
const announced = (page, id) => page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('.loa-announce').textContent);
const status = (page, id) => page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('.status').textContent);
const frame = (page, id, name) => page.$eval(`#${id}`, (el, name) => el.shadowRoot.querySelector('.frame').getAttribute(name), name);

async function play(page, id, move) {
  const [from, to] = move.split(/[-x]/);
  await page.click(`#${id} [data-square="${from}"]`);
  await page.click(`#${id} [data-square="${to}"]`);
}

async function openTest(page) {
  await page.goto(site.url + 'hint-test.html');
  await waitForBoardsReady(page);
}

test('without the attribute there is no Hint: on a game, an exercise, or the tutorial', async () => {
  const page = await site.newPage();
  await openTest(page);
  assert.equal(await hintShown(page, 'plain'), false);
  assert.equal(await hintShown(page, 'exercise-plain'), false);
  // With it, but nothing to solve (a line to study): none either.
  assert.equal(await hintShown(page, 'study'), false);
  assert.equal(await hintShown(page, 'game'), true);
  assert.equal(await hintShown(page, 'exercise'), true);
  await page.goto(site.url + 'rules.html');
  await waitForBoardsReady(page);
  const exercises = await page.$$eval('loa-board[expect]', (els) => els.map((e) => e.id || e.getAttribute('expect')));
  assert.ok(exercises.length >= 3, String(exercises.length));
  const shown = await page.$$eval('loa-board', (els) => els.filter((el) => {
    const b = el.shadowRoot.querySelector('button.hint');
    return b && !b.hidden;
  }).length);
  assert.equal(shown, 0, 'the tutorial asks for no hints');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('against the computer, Hint shows the engine\'s move as the arrow and says it', async () => {
  const page = await site.newPage();
  await openTest(page);
  assert.equal(await arrow(page, 'game'), null);
  await page.click('#game button.hint');
  await page.waitForFunction(() => document.getElementById('game').shadowRoot.querySelector('[data-arrow]'), null, { timeout: 30_000 });
  assert.equal(await arrow(page, 'game'), 'e1xg3');
  assert.equal(await announced(page, 'game'), 'Hint: e1xg3.');
  await play(page, 'game', 'e1-g3');
  assert.equal(await arrow(page, 'game'), null, 'the arrow goes with its position');
  assert.ok(await frame(page, 'game', 'data-result'));
  assert.equal(await hintShown(page, 'game'), false, 'the game is over: no more hints');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('in an exercise, Hint shows the expected move at once, in the board\'s language', async () => {
  const page = await site.newPage();
  await openTest(page);
  await page.click('#exercise button.hint');
  assert.equal(await arrow(page, 'exercise'), 'a6-c4');
  assert.equal(await announced(page, 'exercise'), 'Hint: a6-c4.');
  await play(page, 'exercise', 'a6-c4');
  assert.match(await status(page, 'exercise'), /^Correct!/);
  assert.equal(await hintShown(page, 'exercise'), false, 'answered: no more hints');
  // Reset starts over without the arrow.
  await page.click('#exercise button.reset');
  assert.equal(await arrow(page, 'exercise'), null);
  assert.equal(await hintShown(page, 'exercise'), true);

  assert.equal(await hintText(page, 'ru'), 'Подсказка');
  await page.click('#ru button.hint');
  assert.equal(await announced(page, 'ru'), 'Подсказка: a6-c4.');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the attribute is live: on and off without restarting the board', async () => {
  const page = await site.newPage();
  await openTest(page);
  // A move on the board first: the game goes on through the attribute changes.
  await page.click('#exercise-plain [data-square="a6"]');
  await page.$eval('#exercise-plain', (el) => el.setAttribute('hints', ''));
  await page.waitForFunction(() => !document.getElementById('exercise-plain').shadowRoot.querySelector('button.hint').hidden);
  await page.click('#exercise-plain button.hint');
  assert.equal(await arrow(page, 'exercise-plain'), 'a6-c4');
  await page.$eval('#exercise-plain', (el) => el.removeAttribute('hints'));
  await page.waitForFunction(() => document.getElementById('exercise-plain').shadowRoot.querySelector('button.hint').hidden);
  assert.equal(await arrow(page, 'exercise-plain'), null, 'hints off: the arrow goes too');
  // The game against the computer kept its moves through hints="false".
  await play(page, 'plain', 'b1-b3');
  await page.waitForFunction(() => document.getElementById('plain').shadowRoot.querySelector('.frame').dataset.ply === '2', null, { timeout: 30_000 });
  await page.$eval('#plain', (el) => el.setAttribute('hints', 'false'));
  await page.$eval('#plain', (el) => el.setAttribute('hints', ''));
  await page.waitForFunction(() => !document.getElementById('plain').shadowRoot.querySelector('button.hint').hidden);
  assert.equal(await frame(page, 'plain', 'data-ply'), '2', 'the game was not restarted');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on the puzzles page, Hint shows the solution\'s next move and the puzzle counts as missed', async () => {
  const page = await site.newPage();
  await page.goto(site.url + 'puzzles.html');
  await page.waitForFunction(() => document.getElementById('trainer').dataset.puzzle);
  const id = await page.getAttribute('#trainer', 'data-puzzle');
  const puzzle = PUZZLES.get(id);
  assert.equal(await page.getAttribute('#trainer', 'data-rating'), '1000');
  assert.equal(await hintShown(page, 'trainer'), true, 'the puzzles page asks for hints');
  await page.click('#trainer button.hint');
  assert.equal(await arrow(page, 'trainer'), puzzle.solution[0]);
  assert.equal(await announced(page, 'trainer'), `Hint: ${puzzle.solution[0]}. This puzzle now counts as missed.`);
  assert.ok(Number(await page.getAttribute('#trainer', 'data-rating')) < 1000, 'the rating went down');
  assert.equal(await page.getAttribute('#trainer', 'data-streak'), '0');
  assert.match(await page.evaluate(() => localStorage.getItem('loa-puzzles')), new RegExp(`failed ${id}`));
  await play(page, 'trainer', puzzle.solution[0]);
  assert.match(await status(page, 'trainer'), /Solved, after a miss/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
