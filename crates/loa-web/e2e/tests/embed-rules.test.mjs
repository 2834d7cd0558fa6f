// The rules tutorial (rules.html), built from <loa-board>s: every board loads, every exercise is
// solvable by its stated answer, every worked line ends as the text says, and the last board
// plays a game against the computer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, boardFrame as frame, waitForBoardsLoaded, waitForBoardPly } from './helpers.mjs';

const site = useSite();

async function openRules(page) {
  await page.goto(site.url + 'rules.html');
  await waitForBoardsLoaded(page);
}

test('every board of the tutorial loads, and it links to the game', async () => {
  const page = await site.newPage();
  await openRules(page);
  const states = await page.$$eval('loa-board', (els) => els.map((e) => `${e.id}:${e.dataset.state}`));
  assert.ok(states.length >= 15, `${states.length} boards`);
  for (const s of states) assert.match(s, /:ready$/);
  assert.equal(await page.locator('header a[href="./"]').count(), 1);
  // Scrambled Eggs start as docs/RULES.md gives it.
  assert.equal(await frame(page, 'board-scrambled', 'data-position'), '1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('each exercise accepts the answer its text gives', async () => {
  const page = await site.newPage();
  await openRules(page);
  const exercises = await page.$$eval('loa-board[expect]', (els) =>
    els.map((e) => ({ id: e.id, expect: e.getAttribute('expect'), note: e.dataset.exercise })));
  assert.ok(exercises.length >= 5);
  for (const { id, expect, note } of exercises) {
    const [from, to] = expect.split(/[-x]/);
    await page.locator(`#${id}`).scrollIntoViewIfNeeded();
    await page.click(`#${id} [data-square="${from}"]`);
    await page.click(`#${id} [data-square="${to}"]`);
    const status = await page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('.status').textContent);
    assert.match(status, /Correct!/, `${id}: ${status}`);
    assert.ok(await page.locator(`#${note} .done`).isVisible(), `${note} shows its explanation`);
    // The task done, its instruction goes: the note's title and its "Right: …" stay.
    const left = await page.$eval(`#${note}`, (el) => el.textContent.replace(/\s+/g, ''));
    const right = await page.$eval(`#${note} .done`, (el) => el.textContent.replace(/\s+/g, ''));
    assert.equal(left, `Exercise.${right}`, note);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a wrong try at an exercise says why, and the reason stays until the next try', async () => {
  const page = await site.newPage();
  await openRules(page);
  const status = () => page.$eval('#ex-count-board', (el) => el.shadowRoot.querySelector('.status').textContent);
  await page.locator('#ex-count-board').scrollIntoViewIfNeeded();
  await page.click('#ex-count-board [data-square="g8"]');
  await page.click('#ex-count-board [data-square="g5"]');
  assert.equal(await status(),
    'That piece cannot go there: g8-g5 moves 3 squares, but its line holds 2 pieces, so the piece must move exactly 2. Try again.');
  // Another piece picked up: still the same reason, until a try.
  await page.click('#ex-count-board [data-square="b8"]');
  assert.match(await status(), /must move exactly 2/);
  // A legal move that is not the answer: why, taken back, and the note still asks.
  await page.click('#ex-count-board [data-square="b6"]');
  assert.equal(await status(), 'b8-b6 is a legal move, but not the one asked for. Try again.');
  await waitForBoardPly(page, 'ex-count-board', '0');
  assert.equal(await status(), 'b8-b6 is a legal move, but not the one asked for. Try again.');
  assert.match(await page.$eval('#ex-count', (el) => el.textContent), /where must it land\?/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the worked lines end as the text says', async () => {
  const page = await site.newPage();
  await openRules(page);
  const ends = {
    'board-goal': 'black',
    'board-single': 'white',
    'board-simul-draw': 'draw',
    'board-simul-mover': 'black',
    'board-repetition': 'draw',
  };
  for (const [id, result] of Object.entries(ends)) {
    assert.equal(await frame(page, id, 'data-result'), null, `${id} is not over at first`);
    await page.click(`#${id} button.last`);
    assert.equal(await frame(page, id, 'data-result'), result, id);
  }
  assert.equal(await frame(page, 'board-pass-lose', 'data-result'), 'black');
  await page.click('#board-pass button.next');
  assert.equal(await frame(page, 'board-pass', 'data-turn'), 'black');
  await page.click('#board-capture button.next');
  assert.equal(await frame(page, 'board-capture', 'data-position'), '1b1b1bb1/w6w/2b4w/wb5w/w1w4w/w7/w6w/1bbbbwb1 b');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the page for authors shows its example boards, and a readable error for the bad one', async () => {
  const page = await site.newPage();
  await page.goto(site.url + 'embed.html');
  await waitForBoardsLoaded(page);
  const states = await page.$$eval('loa-board', (els) => els.map((e) => e.dataset.state));
  assert.deepEqual(states.filter((s) => s !== 'ready'), ['error']);
  assert.match(await page.$eval('loa-board[data-state="error"]', (el) => el.shadowRoot.textContent), /position="9\/8 b"/);
  // The snippets name this copy of the site.
  assert.match(await page.textContent('#snippet'), new RegExp(`<script src="${site.url}loa-board.js"`));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the last board plays a game against the computer', async () => {
  const page = await site.newPage();
  await openRules(page);
  await page.locator('#board-play').scrollIntoViewIfNeeded();
  await page.click('#board-play [data-square="b1"]');
  await page.click('#board-play [data-square="b3"]');
  // Stepping back (while the computer thinks, if it has not answered yet) and forward again:
  // the computer's answer comes either way.
  await page.click('#board-play button.prev');
  assert.ok(['0', '1'].includes(await frame(page, 'board-play', 'data-ply')));
  await page.click('#board-play button.last');
  await waitForBoardPly(page, 'board-play', '2', { timeout: 30_000 });
  assert.equal(await frame(page, 'board-play', 'data-turn'), 'black');
  // The reader plays Black only.
  await page.click('#board-play [data-square="a2"]');
  assert.equal(await page.locator('#board-play [data-dest]').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
