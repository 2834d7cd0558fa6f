// A library of games (issue 11): every game is kept under its own id; a link opens its game as a
// new entry and never replaces another; two tabs never overwrite each other silently; a friend's
// reply link continues the game it answers (same id), and a link with another past opens anew.
//
// The page's contract, for these tests: the "Your games" button #games opens #games-dialog, whose
// list #games-list has one [data-game-id] card per game, each with buttons [data-action=resume]
// or [data-action=review], [data-action=delete] (undone by [data-action=undo-delete]) and
// [data-action=export] (a download); #status says whose turn it is and,
// in a game by link, which colour the player has.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startServer, launch, newPage, openGame, playMove, moveList, waitForMoves } from './helpers.mjs';

const TWO = '?black=human&white=human';
let server, browser;

before(async () => {
  server = await startServer();
  browser = await launch();
});
after(async () => {
  await browser?.close();
  await server?.close();
});

async function library(page) {
  await page.click('#games', { timeout: 5_000 });
  await page.waitForSelector('#games-dialog[open]', { timeout: 5_000 });
  const games = await page.$$eval('#games-list [data-game-id]', (els) =>
    els.map((el) => ({ id: el.dataset.gameId, text: el.textContent })));
  return games;
}

test('a link while a game is in progress opens as a new game: both are in the library', async () => {
  const page = await newPage(browser);
  await openGame(page, server.url, TWO);
  await playMove(page, 'b1-b3');
  await openGame(page, server.url, `${TWO}&moves=c8-c6,a6-c4`);
  assert.deepEqual(await moveList(page), ['c8-c6', 'a6-c4']);
  const games = await library(page);
  assert.equal(games.length, 2, JSON.stringify(games));
  // Moves are counted as the list numbers them: b1-b3 is move 1, and so are c8-c6 a6-c4.
  assert.ok(games.every((g) => g.text.includes(' · 1 move · ')), JSON.stringify(games));
  // Resume the first one (the other is open).
  const first = games.find((g) => !g.text.includes('(open)'));
  await page.click(`#games-list [data-game-id="${first.id}"] [data-action="resume"]`);
  assert.deepEqual(await moveList(page), ['b1-b3']);
  // Even ?level=5 alone leaves the game in progress where it is.
  await openGame(page, server.url, '?level=5');
  assert.equal((await library(page)).length, 2);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('finished games are kept; delete can be undone; export all gives one SGF per game', async () => {
  const page = await newPage(browser);
  // A finished game (Black connects) and one in progress.
  await openGame(page, server.url, `${TWO}&position=7w/8/8/8/8/2b5/8/bb5w_b&moves=c3-c2`);
  await openGame(page, server.url, `${TWO}&moves=b1-b3`);
  const games = await library(page);
  assert.equal(games.length, 2);
  assert.ok(games.some((g) => /1-0|Black wins/.test(g.text)), JSON.stringify(games));
  // Deleted at once (no browser dialog), with Undo in its place: undone, it is back as it was.
  page.once('dialog', () => assert.fail('no browser dialog'));
  const gone = games.find((g) => !/\(open\)/.test(g.text));
  const kept = await page.evaluate((id) => localStorage.getItem(`loa/game/${id}`), gone.id);
  await page.click(`#games-list [data-game-id="${gone.id}"] [data-action="delete"]`);
  assert.equal((await page.$$('#games-list [data-game-id]:not([data-deleted])')).length, 1);
  assert.match(await page.textContent('#games-list [data-deleted]'), /^Deleted: /);
  await page.click('#games-list [data-action="undo-delete"]');
  assert.equal((await page.$$('#games-list [data-game-id]')).length, 2, 'undone: nothing deleted');
  assert.equal(await page.evaluate((id) => localStorage.getItem(`loa/game/${id}`), gone.id), kept);
  const back = await page.$$eval('#games-list [data-game-id]', (els) => els.map((el) => el.textContent));
  assert.deepEqual(back, games.map((g) => g.text), 'the same words, the same dates');
  await page.click(`#games-list [data-game-id="${gone.id}"] [data-action="delete"]`);
  assert.equal((await page.$$('#games-list [data-game-id]:not([data-deleted])')).length, 1);
  // Closed and opened again: the deletion stands.
  await page.keyboard.press('Escape');
  assert.equal((await library(page)).length, 1);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('two tabs on the same game: a move in one shows in the other, never a silent overwrite', async () => {
  const page = await newPage(browser);
  await openGame(page, server.url, TWO);
  await playMove(page, 'b1-b3');
  const other = await page.context().newPage();
  await openGame(other, server.url);
  assert.deepEqual(await moveList(other), ['b1-b3']);
  await playMove(other, 'h4-f2');
  await page.waitForFunction(() =>
    document.querySelectorAll('#moves [data-ply]').length === 2 ||
    /continued|elsewhere|another tab/i.test(document.querySelector('#message')?.textContent ?? ''), null, { timeout: 5_000 });
  await playMove(page, 'c1-c3');
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  const after = await moveList(page);
  assert.ok(after.includes('h4-f2'), `the other tab's move is not lost: ${after}`);
  await page.context().close();
});

test('a tab that missed the other tab\'s move keeps its own version as a separate game', async () => {
  const page = await newPage(browser);
  await openGame(page, server.url, TWO);
  await playMove(page, 'b1-b3');
  // This tab misses the other tab's writes, as a tab frozen in the background does (or one whose
  // write comes between the other's write and its event): a listener added before the page's own
  // stops its storage events.
  await page.addInitScript(() => window.addEventListener('storage', (e) => e.stopImmediatePropagation()));
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  const other = await page.context().newPage();
  await openGame(other, server.url);
  assert.deepEqual(await moveList(other), ['b1-b3']);
  await playMove(other, 'h4-f2');
  await other.waitForFunction(() => Object.values(localStorage).some((v) => v.includes('h4-f2')));
  await page.waitForTimeout(200);
  assert.deepEqual(await moveList(page), ['b1-b3'], 'this tab did not follow');
  // Its own move: the game changed since this tab read it, so this version becomes a new game.
  await playMove(page, 'a2-c2');
  await page.waitForSelector('#message:not([hidden])');
  assert.match(await page.textContent('#message'), /separate game/);
  const games = await library(page);
  assert.equal(games.length, 2, JSON.stringify(games));
  const kept = await page.evaluate(() => Object.values(localStorage).filter((v) => v.includes('"line"')));
  assert.ok(kept.some((v) => v.includes('h4-f2') && !v.includes('a2-c2')), 'the other tab\'s game as it played it');
  assert.ok(kept.some((v) => v.includes('a2-c2') && !v.includes('h4-f2')), 'this tab\'s version, apart');
  await page.keyboard.press('Escape');
  // Each tab goes on with its own game after a reload.
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.deepEqual(await moveList(page), ['b1-b3', 'a2-c2']);
  await other.reload();
  await other.waitForSelector('[data-square="a1"]');
  assert.deepEqual(await moveList(other), ['b1-b3', 'h4-f2']);
  // The other tab plays on in its game: no new copy.
  await playMove(other, 'c1-c3');
  assert.equal((await library(other)).length, 2);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('deleting the open game from its analysis board deletes it for good', async () => {
  const page = await newPage(browser);
  await openGame(page, server.url, `${TWO}&moves=b1-b3`);
  await page.click('#analyse');
  await page.waitForSelector('#analysis:not([hidden])');
  await playMove(page, 'h4-f2');
  const [game] = await library(page);
  await page.click(`#games-list [data-game-id="${game.id}"] [data-action="delete"]`);
  await page.waitForFunction(() => document.querySelectorAll('#games-list [data-game-id]:not([data-deleted])').length === 0);
  await page.keyboard.press('Escape');
  assert.equal(await page.$('#analysis:not([hidden])'), null, 'the analysis board closed with its game');
  assert.deepEqual(await moveList(page), []);
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.deepEqual(await moveList(page), []);
  assert.equal((await library(page)).length, 0, 'nothing wrote the deleted game back');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('two tabs with different games: both are kept after a reload', async () => {
  const page = await newPage(browser);
  await openGame(page, server.url, TWO);
  await playMove(page, 'b1-b3');
  const other = await page.context().newPage();
  await openGame(other, server.url, `${TWO}&moves=c8-c6`);
  await playMove(other, 'a6-c4');
  await playMove(page, 'h4-f2');
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  const games = await library(page);
  assert.equal(games.length, 2, JSON.stringify(games));
  await page.context().close();
});

test('playing a friend by link: the reply continues the same game, another past opens anew', async () => {
  const me = await newPage(browser);
  const friend = await newPage(browser);
  await openGame(me, server.url, TWO);
  await playMove(me, 'b1-b3');
  await me.click('#copy-link');
  const link = await me.inputValue('#link');
  await openGame(friend, link, '');
  assert.match(await friend.textContent('#status'), /White/);
  await playMove(friend, 'h4-f2');
  await friend.click('#copy-link');
  const reply = await friend.inputValue('#link');
  await openGame(me, reply, '');
  assert.deepEqual(await moveList(me), ['b1-b3', 'h4-f2']);
  assert.match(await me.textContent('#status'), /Black/);
  assert.equal((await library(me)).length, 1, 'the reply continued the game: no copy');
  await me.keyboard.press('Escape');
  // A link whose past differs is a new game.
  await openGame(me, server.url, `${TWO}&moves=c1-c3`);
  assert.equal((await library(me)).length, 2);
  await me.context().close();
  await friend.context().close();
});

// Four moves that come back to the start position: any number of plies with repetition off.
const CYCLE = ['b1-b3', 'a2-c2', 'b3-b1', 'c2-a2'];
const LONG_RULES = 'rules=repetition=off,move-limit=0';
const longMoves = (n) => Array.from({ length: n }, (_, i) => CYCLE[i % 4]).join(',');

/** Plays `move` and returns the ms from the input event that played it to the move listed. */
async function timedMove(page, move, count) {
  await page.evaluate((count) => {
    window.__moveMs = null;
    let t0 = 0;
    for (const type of ['pointerdown', 'pointerup', 'click', 'keydown']) {
      document.addEventListener(type, () => { t0 = performance.now(); }, true);
    }
    const list = document.querySelector('#moves');
    new MutationObserver((_, obs) => {
      if (list.querySelectorAll('[data-ply]').length >= count) {
        window.__moveMs = performance.now() - t0;
        obs.disconnect();
      }
    }).observe(list, { childList: true, subtree: true });
  }, count);
  await playMove(page, move);
  await page.waitForFunction(() => window.__moveMs !== null, null, { timeout: 10_000 });
  return page.evaluate(() => window.__moveMs);
}

/** Imports `text` through the record dialog; returns the ms from the click to `count` moves listed. */
async function timedImport(page, text, count) {
  await page.click('#open-record');
  return page.evaluate(([text, count]) => new Promise((done) => {
    document.querySelector('#record').value = text;
    const list = document.querySelector('#moves');
    const t0 = performance.now();
    const check = () => {
      if (list.querySelectorAll('[data-ply]').length === count) done(performance.now() - t0);
      else requestAnimationFrame(check);
    };
    document.querySelector('#import-record').click();
    check();
  }), [text, count]);
}

// A 5,000-move link is about 30 KB, past what the test server (and many real ones) accept in a
// request line, so the long game comes in as a record, which takes the same reading path.
test('a 5,000-move record opens and plays on quickly; one past the limit is refused', async (t) => {
  const page = await newPage(browser);
  await openGame(page, server.url, `${TWO}&${LONG_RULES}`);
  const openMs = await timedImport(page, longMoves(5000).replaceAll(',', ' '), 5000);
  const moves = [];
  for (const [i, m] of ['b1-b3', 'a2-c2', 'b3-b1'].entries()) moves.push(await timedMove(page, m, 5001 + i));
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('#moves [data-ply]').length === 5003, null, { timeout: 20_000 });
  const reloadMs = await page.evaluate(() => performance.now());
  const bytes = await page.evaluate(() => Math.max(...Object.values(localStorage).map((v) => v.length)));
  const report = `5,000-move record: import ${openMs.toFixed(0)} ms (click to all moves listed), ` +
    `moves ${moves.map((m) => m.toFixed(1)).join(' / ')} ms (input event to move listed and saved), ` +
    `reload of the saved 5,003-move game ${reloadMs.toFixed(0)} ms (navigation to all moves listed), saved ${bytes} B`;
  t.diagnostic(report);
  console.log(`# ${report}`);
  assert.equal((await moveList(page)).length, 5003);
  // Past loa_core::record::MAX_RECORD_MOVES (20,000): refused with a message; the game unchanged.
  await page.click('#open-record');
  await page.fill('#record', longMoves(20_004).replaceAll(',', ' '));
  await page.click('#import-record');
  await page.waitForSelector('#record-error:not([hidden])', { timeout: 20_000 });
  assert.match(await page.textContent('#record-error'), /20000|20,000/);
  await page.keyboard.press('Escape');
  assert.equal((await moveList(page)).length, 5003);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** A 5,000-move SGF of CYCLE with `h4-f2 d1xa4` as a variation of White's move at each of `at`. */
function longSgfWithVariations(n, at) {
  const node = (i) => `;${i % 2 ? 'W' : 'B'}[${CYCLE[i % 4]}]`;
  let body = '';
  // From the end back: each variation point wraps the rest of the main line.
  for (let i = n - 1; i >= 0; i--) {
    body = at.includes(i) ? `(${node(i)}${body})(;W[h4-f2];B[d1:a4])` : node(i) + body;
  }
  return `(;GM[9]${body})`;
}

test('a 5,000-move game with variations and an analysis board saves and reloads quickly', async (t) => {
  const page = await newPage(browser);
  await openGame(page, server.url, `${TWO}&${LONG_RULES}`);
  const at = [1001, 2001, 3001, 4001, 4997];
  const openMs = await timedImport(page, longSgfWithVariations(5000, at), 5010);
  assert.equal((await page.$$('#moves li.variation')).length, 5);
  const moves = [];
  for (const [i, m] of ['b1-b3', 'a2-c2', 'b3-b1'].entries()) moves.push(await timedMove(page, m, 5011 + i));
  const t0 = Date.now();
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('#moves [data-ply]').length === 5013, null, { timeout: 20_000 });
  const reloadMs = await page.evaluate(() => performance.now());
  assert.equal((await page.$$('#moves li.variation')).length, 5);
  const bytes = await page.evaluate(() => Math.max(...Object.values(localStorage).map((v) => v.length)));
  // The analysis board on it: one move back, another move (a sixth variation), then a reload.
  await page.click('#analyse');
  await page.waitForSelector('#analysis:not([hidden])');
  await page.keyboard.press('ArrowLeft');
  await page.waitForSelector('#moves [data-ply="5002"][aria-current]');
  // One step back, timed from the key to the move list showing it (the step is saved too).
  await page.evaluate(() => {
    window.__stepMs = null;
    let t0 = 0;
    document.addEventListener('keydown', () => { t0 = performance.now(); }, { capture: true, once: true });
    new MutationObserver((_, obs) => {
      if (document.querySelector('#moves [data-ply="5001"][aria-current]')) {
        window.__stepMs = performance.now() - t0;
        obs.disconnect();
      }
    }).observe(document.querySelector('#moves'), { attributes: true, subtree: true, childList: true });
  });
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => window.__stepMs !== null);
  const stepMs = await page.evaluate(() => window.__stepMs);
  // White's h4-f2 instead of a2-c2: a sixth variation, the cursor on it.
  await playMove(page, 'h4-f2');
  await page.waitForFunction(() => document.querySelectorAll('#moves li.variation').length === 6);
  await page.reload();
  await page.waitForSelector('#analysis:not([hidden])', { timeout: 20_000 });
  await page.waitForFunction(() => document.querySelectorAll('#moves li.variation').length === 6, null, { timeout: 20_000 });
  const analysisReloadMs = await page.evaluate(() => performance.now());
  assert.equal(await page.textContent('#moves [aria-current]'), 'h4-f2');
  const analysisBytes = await page.evaluate(() => Math.max(...Object.values(localStorage).map((v) => v.length)));
  const report = `5,000-move SGF with 5 variations: import ${openMs.toFixed(0)} ms, ` +
    `moves ${moves.map((m) => m.toFixed(1)).join(' / ')} ms (input to listed and saved), ` +
    `reload ${reloadMs.toFixed(0)} ms, saved ${bytes} B; analysis board: a step ${stepMs.toFixed(1)} ms ` +
    `(key to the list showing it, saved), reload with it open ${analysisReloadMs.toFixed(0)} ms, saved ${analysisBytes} B ` +
    `(${Date.now() - t0} ms since the first reload)`;
  t.diagnostic(report);
  console.log(`# ${report}`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('each game a card: the result from the player\'s side, the action that fits, the date kept across reloads', async () => {
  const page = await newPage(browser);
  // A game won against the computer, then one unfinished with the player to move.
  await openGame(page, server.url, '?black=human&white=computer&level=1&position=w7/8/8/8/8/4b3/1bb5/7w_b');
  await playMove(page, 'e3-d3');
  await page.waitForSelector('#result:not([hidden])');
  await openGame(page, server.url, '?black=human&white=computer&level=1');
  await playMove(page, 'b1-b3');
  await waitForMoves(page, 2);
  const cards = async () => {
    await library(page);
    const list = await page.$$eval('#games-list [data-game-id]', (els) => els.map((el) => ({
      standing: el.querySelector('.game-standing')?.textContent,
      first: el.querySelector('.game-actions button')?.dataset.action,
      date: el.querySelector('.game-date')?.textContent,
      // The card's picture of the last position: its pieces, how many marked squares, its size.
      black: el.querySelectorAll('.game-picture use[href="#loa-b"]').length,
      white: el.querySelectorAll('.game-picture use[href="#loa-w"]').length,
      marked: el.querySelectorAll('.game-picture .lm').length,
      size: Math.round(el.querySelector('.game-picture svg')?.getBoundingClientRect().width ?? 0),
    })));
    // The pictures' drawing parts are in the page once, however often the list is drawn.
    assert.equal(await page.$$eval('.loa-defs', (els) => els.length), 1);
    await page.keyboard.press('Escape');
    return list;
  };
  const before = await cards();
  assert.deepEqual(before.map(({ standing, first }) => [standing, first]),
    [['Unfinished, your move', 'resume'], ['You won', 'review']]);
  // Each card shows its game's last position, the last move marked: the open game as the board
  // shows it (the computer's answer after b1-b3 may have taken a piece), and the win (e3-d3
  // joined Black's three pieces; White's two stayed).
  const onBoard = await page.$$eval('#board [data-square]', (cells) => ['black', 'white'].map((c) =>
    cells.filter((cell) => cell.getAttribute('aria-label').includes(`${c} piece`)).length));
  assert.ok(onBoard[0] + onBoard[1] >= 23, JSON.stringify(onBoard));
  assert.deepEqual(before.map(({ black, white, marked }) => [black, white, marked]), [[...onBoard, 2], [3, 2, 2]]);
  assert.ok(before.every(({ size }) => size >= 60 && size <= 90), JSON.stringify(before));
  // A reload, a while later, changes no date.
  await page.waitForTimeout(1_100);
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.deepEqual(await cards(), before);
  await page.waitForTimeout(1_100);
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.deepEqual(await cards(), before);
  // Review opens the finished game and reviews it.
  await library(page);
  await page.click('#games-list [data-action="review"]');
  await page.waitForSelector('#review-panel:not([hidden])');
  assert.ok(!(await page.isVisible('#games-dialog')));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a deleted game\'s Undo is offered for a few seconds, then its row goes', async () => {
  const page = await newPage(browser);
  await page.clock.install();
  await openGame(page, server.url, TWO);
  await playMove(page, 'b1-b3');
  const [game] = await library(page);
  await page.click(`#games-list [data-game-id="${game.id}"] [data-action="delete"]`);
  assert.equal(await page.isVisible('#games-list [data-action="undo-delete"]'), true);
  await page.clock.fastForward(5_000);
  assert.equal(await page.isVisible('#games-list [data-action="undo-delete"]'), true, 'still offered after 5 s');
  await page.clock.fastForward(4_000);
  await page.waitForSelector('#games-list [data-deleted]', { state: 'detached', timeout: 5_000 });
  assert.equal(await page.isVisible('#games-empty'), true, 'the list says it is empty');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
