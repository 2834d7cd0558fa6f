// The post-game review: "Review" evaluates every position of the game in a worker of its own,
// with a progress bar and Cancel; the evaluation graph is drawn and a click on it goes to that
// move; marked moves carry data-judgement; the better move is named (and drawn as an arrow in
// the position where it could have been played). Prints the review time of a 60-move game at
// the default setting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, moveList, SIXTY } from './helpers.mjs';

const site = useSite();

// Puzzle 0001 of www/puzzles.tsv: White connects at once with d2xb2 (the only such move).
const WIN_IN_ONE = '2b4b/3b4/6b1/3b4/8/2b5/1b1w4/wb5b w';


function link(position, moves) {
  const p = position ? `&position=${encodeURIComponent(position)}` : '';
  return `?black=human&white=human${p}&moves=${encodeURIComponent(moves.join(' '))}`;
}

async function reviewDone(page, timeout = 120_000) {
  await page.waitForSelector('#review-panel[data-state="done"]', { timeout });
}

async function judgements(page) {
  return page.$$eval('#moves [data-judgement]', (els) =>
    els.map((e) => [Number(e.dataset.ply), e.dataset.judgement, e.getAttribute('title')]),
  );
}

test('a missed connection in one is a blunder, and the better move is shown', async () => {
  // White plays a1-a2 where d2xb2 connects at once; Black replies.
  const page = await site.openGame(link(WIN_IN_ONE, ['a1-a2', 'd5-b3']));
  assert.deepEqual(await moveList(page), ['a1-a2', 'd5-b3']);
  // Every move button carries its ply, from 1.
  assert.deepEqual(await page.$$eval('#moves button.move', (els) => els.map((e) => e.dataset.ply)), ['1', '2']);
  assert.equal(await page.isVisible('#review'), true);
  await page.click('#review');
  await reviewDone(page);
  const marks = await judgements(page);
  assert.equal(marks.length >= 1, true, JSON.stringify(marks));
  assert.equal(marks[0][0], 1);
  assert.equal(marks[0][1], 'blunder');
  assert.match(marks[0][2], /d2xb2/);
  // The marked move shown: its mark and the better move in words.
  await page.click('#moves [data-ply="1"]');
  assert.match(await page.textContent('#review-note'), /a1-a2 was a blunder; better was d2xb2/);
  // The position before it: the better move as an arrow.
  await page.keyboard.press('Home');
  assert.match(await page.textContent('#review-note'), /Better here: d2xb2/);
  assert.equal(await page.$eval('#board', (b) => b.querySelector('[data-arrow]')?.dataset.arrow ?? null), 'd2xb2');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a phone held upright the result box folds to its headline while the review shows', async () => {
  const page = await site.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto(site.url + link(WIN_IN_ONE, ['d2xb2']));
  await page.waitForSelector('#result:not([hidden])');
  assert.equal(await page.isVisible('#result .result-actions'), true);
  await page.click('#result-review');
  await page.waitForSelector('#result[data-folded]');
  assert.equal(await page.isVisible('#result-text'), true, 'the headline stays');
  assert.equal(await page.isVisible('#result .result-actions'), false);
  await reviewDone(page);
  const graph = await (await page.$('#review-graph')).boundingBox();
  assert.ok(graph.y + graph.height <= 844, `the graph under the board, in the first screen: ${JSON.stringify(graph)}`);
  await page.click('#review-close');
  await page.waitForSelector('#result:not([data-folded])');
  assert.equal(await page.isVisible('#result .result-actions'), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('on a laptop the review takes the room of the result\'s buttons and of an empty players\' row', async () => {
  const page = await site.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(site.url + link(WIN_IN_ONE, ['d2xb2']));
  await page.waitForSelector('#result:not([hidden])');
  // Two people on one device, no clock: the players' row is empty (it keeps its height until then).
  assert.equal(await page.isVisible('.players'), true);
  const box = async (sel) => (await page.$(sel)).boundingBox();
  await page.click('#result-review');
  await page.waitForSelector('#result[data-folded]');
  await reviewDone(page);
  assert.equal(await page.isVisible('#result .result-actions'), false);
  assert.equal(await page.isVisible('.players'), false, 'the empty row gives its room');
  // The review starts right under the folded result: one gap of the panel between them.
  const [result, review] = [await box('#result'), await box('#review-panel')];
  const gap = review.y - (result.y + result.height);
  assert.ok(gap >= 0 && gap <= 16, `gap ${gap} px between the result and the review`);
  assert.ok(result.height <= 48, `the result box folded to its headline: ${result.height} px`);
  await page.click('#review-close');
  await page.waitForSelector('#result:not([data-folded])');
  assert.equal(await page.isVisible('.players'), true);
  assert.equal(await page.isVisible('#result .result-actions'), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

for (const [width, height, lines] of [[1366, 768, 3], [1280, 800, 2.5]]) {
  test(`a ${width}×${height} laptop in Russian: the review and ${lines} lines of moves fit beside the board`, async () => {
    // Russian's long labels wrap the actions to four rows; the column widens where the window
    // has room and the graph is flatter in a short window, so the side column does not scroll
    // to reach the move list.
    const page = await site.newPage({ viewport: { width, height }, locale: 'ru-RU' });
    await page.goto(site.url + link(null, SIXTY.slice(0, 20)));
    await page.waitForSelector('#moves [data-ply="20"]');
    await page.click('#resign');
    await page.click('#message-action[data-action="resign"]');
    await page.waitForSelector('#result:not([hidden])');
    await page.click('#result-review');
    await reviewDone(page);
    const fit = await page.evaluate(() => {
      const panel = document.querySelector('.panel');
      const moves = document.querySelector('#moves');
      const line = moves.querySelector('li').getBoundingClientRect().height;
      return { scrolls: panel.scrollHeight - panel.clientHeight, lines: moves.clientHeight / line };
    });
    assert.ok(fit.scrolls <= 1, `the side column scrolls by ${fit.scrolls} px`);
    assert.ok(fit.lines >= lines, `${fit.lines.toFixed(1)} lines of moves in view`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('the graph is drawn for every position and a click on it goes to that move', async () => {
  const moves = SIXTY.slice(0, 12);
  const page = await site.openGame(link(null, moves));
  await page.click('#review');
  await reviewDone(page);
  assert.equal(await page.getAttribute('#review-graph svg', 'data-points'), '13');
  assert.equal(await page.getAttribute('#review-graph svg', 'data-plies'), '12');
  assert.ok((await page.getAttribute('#review-graph path.graph-black', 'd')).split('L').length >= 13);
  // Its axis: the move numbers as the move list numbers them, and a labelled symbol over each
  // marked move's stroke, unstretched (percent of the width).
  assert.deepEqual(await page.$$eval('#review-graph .graph-number', (els) => els.map((e) => e.textContent)),
    ['1', '2', '3', '4', '5', '6']);
  const marks = await page.$$eval('#review-graph line.graph-mark', (els) => els.map((e) => e.dataset.ply));
  const labels = await page.$$eval('#review-graph .graph-label', (els) => els.map((e) => ({
    symbol: e.lastChild.textContent, title: e.querySelector('title').textContent, x: e.getAttribute('x') })));
  assert.equal(labels.length, marks.length, JSON.stringify({ marks, labels }));
  for (const [i, label] of labels.entries()) {
    assert.match(label.symbol, /^\?\??$/);
    assert.match(label.title, / was a (mistake|blunder); better was /);
    assert.equal(label.x, `${(Number(marks[i]) * 100 / 12).toFixed(1)}%`);
  }
  // A click a quarter of the way along: move 3 of 12 shown.
  const box = await (await page.$('#review-graph')).boundingBox();
  await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
  await page.waitForSelector('#moves [data-ply="3"][aria-current]');
  // Near the right edge: the last move.
  await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2);
  await page.waitForSelector('#moves [data-ply="12"][aria-current]');
  assert.match(await page.textContent('#review-status'), /^Reviewed in \d+\.\d\u00a0s\.$/);
  assert.match(await page.textContent('#review-summary'), /Black: inaccuracies \d+, mistakes \d+, blunders \d+, accuracy \d+%/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('cancel stops the review worker and the page goes on working', async () => {
  const page = await site.openGame(link(null, SIXTY));
  await page.click('#review');
  await page.waitForFunction(() => Number(document.querySelector('#review-progress').getAttribute('value')) >= 3);
  // One of the workers running now (the computer's, the review's) closes on Cancel.
  const running = page.workers();
  const closed = new Promise((resolve, reject) => {
    for (const w of running) w.once('close', resolve);
    setTimeout(() => reject(new Error('no worker was closed within 20 s')), 20_000);
  });
  await page.click('#review-cancel');
  await closed;
  assert.equal(await page.getAttribute('#review-panel', 'data-state'), 'cancelled');
  assert.equal(await page.isHidden('#review-progress'), true);
  assert.match(await page.textContent('#review-status'), /cancelled after \d+ of 61/);
  const done = await page.getAttribute('#review-progress', 'value');
  await page.waitForTimeout(1000);
  assert.equal(await page.getAttribute('#review-progress', 'value'), done, 'no more progress');
  assert.equal(page.workers().length, running.length - 1, 'the review worker is gone');
  // The page works: browse, play on, review again.
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('#moves [data-ply="59"][aria-current]');
  await page.keyboard.press('End');
  assert.equal((await moveList(page)).length, 60);
  await page.click('#review-close');
  assert.equal(await page.isHidden('#review-panel'), true);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a 60-move game is reviewed at the default setting (time printed)', async () => {
  const page = await site.openGame(link(null, SIXTY));
  await page.click('#review');
  await reviewDone(page, 300_000);
  const ms = Number(await page.getAttribute('#review-panel', 'data-ms'));
  const marks = await judgements(page);
  const summary = await page.innerText('#review-summary');
  console.log(`review of a 60-move game: ${(ms / 1000).toFixed(1)} s for 61 positions; marks: ${marks.map(([p, j]) => `${p}:${j}`).join(' ')}; ${summary.replace('\n', ' · ')}`);
  assert.equal(await page.getAttribute('#review-graph svg', 'data-points'), '61');
  // A level-2 game: both sides are marked (before the calibration, this game got no mark).
  const black = marks.filter(([p]) => p % 2 === 1).length;
  assert.ok(black >= 2 && marks.length - black >= 2, `marks per side: ${black} and ${marks.length - black}`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the summary counts each side’s marks in three languages, and n/p go through the marks', async () => {
  const page = await site.openGame(link(null, SIXTY));
  await page.click('#review');
  await reviewDone(page, 300_000);
  const plies = (await judgements(page)).map(([p]) => p);
  assert.ok(plies.length >= 2, `marks: ${plies}`);
  // Under the graph: one line a side, with the counts of the move list's marks and an accuracy.
  const summary = (await page.innerText('#review-summary')).split('\n');
  assert.equal(summary.length, 2, summary.join(' | '));
  const count = (line) => [...line.matchAll(/\d+/g)].slice(0, 3).reduce((a, m) => a + Number(m[0]), 0);
  assert.match(summary[0], /^Black: inaccuracies \d+, mistakes \d+, blunders \d+, accuracy \d+%$/);
  assert.match(summary[1], /^White: /);
  assert.equal(count(summary[0]), plies.filter((p) => p % 2 === 1).length);
  assert.equal(count(summary[1]), plies.filter((p) => p % 2 === 0).length);
  // From the start, n goes to each mark in turn and p back; the buttons do the same.
  const shown = () => page.$eval('#moves [aria-current]', (e) => Number(e.dataset.ply)).catch(() => 0);
  await page.keyboard.press('Home');
  assert.equal(await page.isDisabled('#review-prev-mark'), true);
  await page.keyboard.press('n');
  await page.waitForFunction((p) => document.querySelector(`#moves [data-ply="${p}"][aria-current]`), plies[0]);
  assert.match(await page.textContent('#review-note'), /was an? (inaccuracy|mistake|blunder); better was/);
  await page.keyboard.press('n');
  assert.equal(await shown(), plies[1]);
  await page.keyboard.press('p');
  assert.equal(await shown(), plies[0]);
  await page.click('#review-next-mark');
  assert.equal(await shown(), plies[1]);
  await page.click('#review-prev-mark');
  assert.equal(await shown(), plies[0]);
  // Past the last mark, n does nothing and Next mark is disabled.
  await page.keyboard.press('End');
  await page.keyboard.press('n');
  assert.equal(await shown(), 60);
  assert.equal(await page.isDisabled('#review-next-mark'), true);
  // p goes to the last mark before the end (the last move itself may be marked).
  await page.keyboard.press('p');
  const before = plies.filter((p) => p < 60);
  assert.equal(await shown(), before[before.length - 1]);
  // The summary and the buttons follow the language.
  await page.selectOption('#language', 'ca');
  await page.waitForFunction(() => document.querySelector('#review-summary').textContent.startsWith('Negres: imprecisions'));
  assert.match(await page.innerText('#review-summary'), /precisió \d+\u00a0%\nBlanques: /);
  assert.equal(await page.textContent('#review-next-mark'), 'Marca següent ›');
  await page.selectOption('#language', 'ru');
  await page.waitForFunction(() => document.querySelector('#review-summary').textContent.startsWith('Чёрные: неточностей'));
  assert.match(await page.innerText('#review-summary'), /точность — \d+\u00a0%\nБелые: /);
  assert.equal(await page.textContent('#review-prev-mark'), '‹ Предыдущая отметка');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
