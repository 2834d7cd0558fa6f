// Puzzles: the puzzles page's trainer (`<loa-board puzzle="next">`) accepts a right answer (the
// defender's reply is played, then the finish is accepted and the streak counted) and refuses a
// wrong one (taken back, the reason shown, the rating down); `<loa-board puzzle="ID">` on any
// page plays one puzzle and a bad id is an error in the board; the page works offline.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { useSite, readPuzzles, waitForServiceWorker, waitForPrecache, waitForBoardsLoaded } from './helpers.mjs';

const TEST_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<script src="loa-board.js" defer></script></head><body>
<loa-board id="one" puzzle="0101"></loa-board>
<loa-board id="three" puzzle="0201"></loa-board>
<loa-board id="bad" puzzle="9999"></loa-board>
</body></html>`;

const site = useSite({ files: { 'puzzle-test.html': TEST_PAGE } });

/** The puzzle file: id → { position, solution, kind }. */
const PUZZLES = readPuzzles();

/** The squares of `color` ('b' or 'w') in a position string. */
function piecesOf(position, color) {
  const out = [];
  position.split(' ')[0].split('/').forEach((rank, i) => {
    let file = 0;
    for (const c of rank) {
      if (/\d/.test(c)) file += Number(c);
      else {
        if (c === color) out.push('abcdefgh'[file] + (8 - i));
        file += 1;
      }
    }
  });
  return out;
}

const frame = (page, id, name) =>
  page.$eval(`#${id}`, (el, name) => el.shadowRoot.querySelector('.frame').getAttribute(name), name);
const status = (page, id) => page.$eval(`#${id}`, (el) => el.shadowRoot.querySelector('.status').textContent);
const attr = (page, id, name) => page.getAttribute(`#${id}`, name);

async function play(page, id, move) {
  const [from, to] = move.split(/[-x]/);
  await page.click(`#${id} [data-square="${from}"]`);
  await page.click(`#${id} [data-square="${to}"]`);
}

/** A legal move of the side to move that is not `answer`, found by clicking the board. */
async function wrongMove(page, id, position, answer) {
  for (const from of piecesOf(position, position.split(' ')[1])) {
    await page.click(`#${id} [data-square="${from}"]`);
    const dests = await page.$$eval(`#${id} [data-dest]`, (els) => els.map((e) => e.dataset.square));
    for (const to of dests) {
      if (`${from}-${to}` !== answer.replace('x', '-')) return [from, to];
    }
    await page.click(`#${id} [data-square="${from}"]`);
  }
  throw new Error('no wrong move');
}

async function openTrainer(page, progress = null) {
  if (progress) {
    await page.addInitScript((text) => localStorage.setItem('loa-puzzles', text), progress);
  }
  await page.goto(site.url + 'puzzles.html');
  await page.waitForFunction(() => document.getElementById('trainer').dataset.puzzle);
}

test('the trainer accepts a right answer: the reply is played, the finish counted in the streak', async () => {
  const page = await site.newPage();
  // Rated 1700: the trainer skips the easy kinds and starts with a connection in three.
  await openTrainer(page, 'loa-puzzles 1\nrating 1700\ndeviation 100\nstreak 4\nbest 4\nsolved\nfailed\n');
  const id = await attr(page, 'trainer', 'data-puzzle');
  const puzzle = PUZZLES.get(id);
  assert.equal(puzzle.kind, 'win3', id);
  assert.equal(await attr(page, 'trainer', 'data-puzzle-kind'), 'win3');
  assert.equal(await attr(page, 'trainer', 'data-rating'), '1700');
  const side = puzzle.position.endsWith(' b') ? 'Black' : 'White';
  assert.match(await status(page, 'trainer'), new RegExp(`${side} to move connects in 3`));
  assert.equal(await frame(page, 'trainer', 'data-position'), puzzle.position);

  await play(page, 'trainer', puzzle.solution[0]);
  assert.match(await status(page, 'trainer'), new RegExp(`Right! .* answers ${puzzle.solution[1]}`));
  // The reply is played for the defender.
  await page.waitForFunction(() => document.getElementById('trainer').shadowRoot.querySelector('.frame').dataset.ply === '2');
  await play(page, 'trainer', puzzle.solution[2]);
  assert.match(await status(page, 'trainer'), /Solved!/);
  assert.equal(await attr(page, 'trainer', 'data-puzzle-state'), 'solved');
  assert.ok(await frame(page, 'trainer', 'data-result'), 'the game is over: connected');
  assert.equal(await attr(page, 'trainer', 'data-streak'), '5');
  assert.ok(Number(await attr(page, 'trainer', 'data-rating')) > 1700);
  const score = await page.$eval('#trainer', (el) => el.shadowRoot.querySelector('.puzzle .score').textContent);
  assert.match(score, /streak 5 · best 5 · solved 1 of 400/);
  const title = await page.$eval('#trainer', (el) => el.shadowRoot.querySelector('.puzzle .title').textContent);
  assert.match(title, new RegExp(`^Puzzle ${id} · rated 1[3-6]\\d\\d$`));
  // Kept: a reload shows the same numbers and the next puzzle.
  const stored = await page.evaluate(() => localStorage.getItem('loa-puzzles'));
  assert.match(stored, new RegExp(`solved ${id}`));
  await page.click('#trainer .nextpuzzle');
  assert.notEqual(await attr(page, 'trainer', 'data-puzzle'), id);
  assert.equal(await attr(page, 'trainer', 'data-puzzle-state'), 'solving');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the trainer refuses a wrong move: taken back with the reason, the rating down', async () => {
  const page = await site.newPage();
  await openTrainer(page);
  const id = await attr(page, 'trainer', 'data-puzzle');
  const puzzle = PUZZLES.get(id);
  assert.equal(puzzle.kind, 'win1', 'a new player starts with the easiest kind');
  assert.equal(await attr(page, 'trainer', 'data-rating'), '1000');
  const [from, to] = await wrongMove(page, 'trainer', puzzle.position, puzzle.solution[0]);
  await page.click(`#trainer [data-square="${to}"]`);
  const said = await status(page, 'trainer');
  assert.match(said, /(does not connect your pieces|connects with [a-h][1-8][-x][a-h][1-8] after this|a draw|wins)\. .*Try again\.$/, said);
  // What the miss costs, said with it.
  const [, before, after] = said.match(/It counts as missed: your rating (\d+) → (\d+), the streak back to 0\./) || [];
  assert.equal(before, '1000', said);
  assert.equal(await attr(page, 'trainer', 'data-puzzle-state'), 'wrong');
  assert.ok(Number(await attr(page, 'trainer', 'data-rating')) < 1000);
  assert.equal(await attr(page, 'trainer', 'data-rating'), after);
  assert.equal(await attr(page, 'trainer', 'data-streak'), '0');
  // Taken back: the puzzle's position again, the reason still shown, the answer still accepted.
  await page.waitForFunction((p) => document.getElementById('trainer').shadowRoot.querySelector('.frame').dataset.position === p, puzzle.position);
  assert.match(await status(page, 'trainer'), /Try again/);
  await play(page, 'trainer', puzzle.solution[0]);
  // The message and the counters agree: solved late, the puzzle counts as missed.
  assert.equal(await status(page, 'trainer'), 'Solved, after a miss: it counts as missed, not as solved.');
  assert.equal(await attr(page, 'trainer', 'data-streak'), '0');
  const score = await page.$eval('#trainer', (el) => el.shadowRoot.querySelector('.puzzle .score').textContent);
  assert.match(score, /streak 0 · best 0 · solved 0 of 400 · missed 1$/);
  assert.equal(await attr(page, 'trainer', 'data-rating'), after, 'a late solve gives nothing back');
  // Retry and Show solution.
  await page.click('#trainer .retry');
  assert.equal(await frame(page, 'trainer', 'data-position'), puzzle.position);
  await page.click('#trainer .solution');
  assert.match(await status(page, 'trainer'), new RegExp(`The solution: ${puzzle.solution[0]}`));
  assert.equal(await attr(page, 'trainer', 'data-puzzle-state'), 'solution');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('<loa-board puzzle="ID"> plays that puzzle; an unknown id is an error in the board', async () => {
  const page = await site.newPage();
  await page.goto(site.url + 'puzzle-test.html');
  await waitForBoardsLoaded(page, ['one', 'three', 'bad']);
  assert.equal(await attr(page, 'bad', 'data-state'), 'error');
  const error = await page.$eval('#bad', (el) => el.shadowRoot.querySelector('.error').textContent);
  assert.match(error, /puzzle="9999": no puzzle has this id: the puzzles are numbered 0001 to 0400/);

  const defend = PUZZLES.get('0101');
  assert.equal(await frame(page, 'one', 'data-position'), defend.position);
  assert.match(await status(page, 'one'), /Find the only move that stops it/);
  // One puzzle, no trainer: no rating, no Next.
  assert.equal(await attr(page, 'one', 'data-rating'), null);
  assert.equal(await page.$eval('#one', (el) => el.shadowRoot.querySelector('.nextpuzzle').hidden), true);
  const [, to] = await wrongMove(page, 'one', defend.position, defend.solution[0]);
  await page.click(`#one [data-square="${to}"]`);
  assert.match(await status(page, 'one'), /connects with [a-h][1-8][-x][a-h][1-8] after this|wins/);
  await page.waitForFunction((p) => document.getElementById('one').shadowRoot.querySelector('.frame').dataset.position === p, defend.position);
  await play(page, 'one', defend.solution[0]);
  assert.match(await status(page, 'one'), /Solved/);

  // A wrong first move in a connection in three names the defence that holds out (or the win).
  const three = PUZZLES.get('0201');
  const [, to3] = await wrongMove(page, 'three', three.position, three.solution[0]);
  await page.click(`#three [data-square="${to3}"]`);
  assert.match(await status(page, 'three'), /(holds out with|connects with|a draw|wins)/);
  assert.equal(await page.evaluate(() => localStorage.getItem('loa-puzzles')), null, 'one puzzle keeps no rating');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('offline: the puzzles page and its puzzles load from the cache', async () => {
  const page = await site.newPage({ serviceWorkers: 'allow' });
  await openTrainer(page);
  await waitForServiceWorker(page);
  await waitForPrecache(page, site.dir);
  const cached = await page.evaluate(async () => {
    const cache = await caches.open((await caches.keys())[0]);
    return Boolean(await cache.match('puzzles.tsv')) && Boolean(await cache.match('puzzles.html'));
  });
  assert.ok(cached, 'puzzles.html and puzzles.tsv are precached');
  await page.context().setOffline(true);
  const before = site.requests.length;
  await page.reload();
  await page.waitForFunction(() => document.getElementById('trainer').dataset.state === 'ready' &&
    document.getElementById('trainer').dataset.puzzle);
  const id = await attr(page, 'trainer', 'data-puzzle');
  await play(page, 'trainer', PUZZLES.get(id).solution[0]);
  assert.match(await status(page, 'trainer'), /Solved!/);
  assert.equal(site.requests.length, before, 'nothing reached the server while offline');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

for (const scheme of ['light', 'dark']) {
  test(`puzzles.html, ${scheme}: axe finds nothing serious, after a wrong move too`, async () => {
    const page = await site.newPage({ colorScheme: scheme, reducedMotion: 'reduce' });
    await openTrainer(page);
    const serious = async () => {
      await page.evaluate(AXE);
      const r = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
      return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    };
    assert.deepEqual(await serious(), []);
    const puzzle = PUZZLES.get(await attr(page, 'trainer', 'data-puzzle'));
    const [, to] = await wrongMove(page, 'trainer', puzzle.position, puzzle.solution[0]);
    await page.click(`#trainer [data-square="${to}"]`);
    assert.deepEqual(await serious(), []);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}
