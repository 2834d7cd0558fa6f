// The game page in headless Chromium: the worked examples of docs/RULES.md played by clicking
// squares, highlights, illegal clicks, move list and status, drag and drop, keyboard play,
// browsing, undo/redo, end of game, links, storage and records.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  useSite, openGame, clickSquare, playMove, destinations, moveList, squareLabel as label,
} from './helpers.mjs';

const TWO = '?black=human&white=human';
const site = useSite();

const fresh = (query = TWO) => site.openGame(query);
const status = (page) => page.textContent('#status');

test('from the start Black has 36 moves, b1 exactly b1-b3, b1-d3, b1-h1', async () => {
  const page = await fresh();
  await clickSquare(page, 'b1');
  assert.deepEqual(await destinations(page), ['b3', 'd3', 'h1']);
  assert.deepEqual(await page.$$eval('[data-dest]', (els) => els.map((e) => e.dataset.dest)), ['move', 'move', 'move']);
  await clickSquare(page, 'b1'); // deselect
  assert.deepEqual(await destinations(page), []);
  let total = 0;
  for (const sq of ['b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8']) {
    await clickSquare(page, sq);
    total += (await destinations(page)).length;
  }
  assert.equal(total, 36);
  // White's pieces cannot be picked up on Black's turn.
  await clickSquare(page, 'a2');
  assert.deepEqual(await destinations(page), []);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('worked example: c8-c6, a6-d6 is illegal, a6-c4, e8-b5, h3xf1', async () => {
  const page = await fresh();
  await clickSquare(page, 'c8');
  assert.ok((await destinations(page)).includes('c6'));
  await clickSquare(page, 'c6');
  assert.deepEqual(await moveList(page), ['c8-c6']);
  assert.match(await status(page), /White to move/);
  assert.equal(await label(page, 'c6'), 'c6, black piece');

  await clickSquare(page, 'a6');
  const dests = await destinations(page);
  assert.ok(dests.includes('c4'), `a6-c4 is legal: ${dests}`);
  assert.ok(!dests.includes('d6'), 'a6-d6 jumps the black piece on c6');
  await clickSquare(page, 'd6'); // illegal: nothing is played
  assert.deepEqual(await moveList(page), ['c8-c6']);
  assert.equal(await label(page, 'a6'), 'a6, white piece');
  assert.equal(await label(page, 'd6'), 'd6, empty');
  assert.match(await status(page), /White to move/);

  await playMove(page, 'a6-c4');
  await clickSquare(page, 'e8');
  assert.ok((await destinations(page)).includes('b5'), 'e8-b5 jumps the own piece on c6');
  await clickSquare(page, 'b5');
  await clickSquare(page, 'h3');
  const capture = await page.getAttribute('[data-square="f1"]', 'data-dest');
  assert.equal(capture, 'capture');
  await clickSquare(page, 'f1');
  assert.deepEqual(await moveList(page), ['c8-c6', 'a6-c4', 'e8-b5', 'h3xf1']);
  assert.equal(await label(page, 'f1'), 'f1, white piece');
  assert.match(await status(page), /Black to move/);
  // The last move is marked on its two squares.
  assert.deepEqual(
    (await page.$$eval('[data-last-move]', (els) => els.map((e) => e.dataset.square))).sort(),
    ['f1', 'h3'],
  );
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('worked example: b1-b3, h4-f2, d1xa4, h2-e2 (by drag and drop)', async () => {
  const page = await fresh();
  const drag = async (from, to) => {
    const a = await page.locator(`[data-square="${from}"]`).boundingBox();
    const b = await page.locator(`[data-square="${to}"]`).boundingBox();
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + a.width / 2 + 10, a.y + a.height / 2 + 5, { steps: 2 });
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
    await page.mouse.up();
  };
  await drag('b1', 'b3');
  await drag('h4', 'f2');
  await clickSquare(page, 'd1');
  assert.equal(await page.getAttribute('[data-square="a4"]', 'data-dest'), 'capture');
  await clickSquare(page, 'd1'); // deselect again before dragging
  await drag('d1', 'a4');
  // An illegal drop snaps back.
  await drag('h2', 'h1');
  assert.equal(await label(page, 'h2'), 'h2, white piece');
  await drag('h2', 'e2');
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2', 'd1xa4', 'h2-e2']);
  assert.equal(await label(page, 'a4'), 'a4, black piece');
  assert.equal(await label(page, 'e2'), 'e2, white piece');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('keyboard: arrows move the focus, Enter and Space pick up and drop', async () => {
  const page = await fresh();
  await page.focus('[data-square="a1"]');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.square), 'b1');
  await page.keyboard.press('Enter');
  assert.deepEqual(await destinations(page), ['b3', 'd3', 'h1']);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press(' ');
  assert.deepEqual(await moveList(page), ['b1-b3']);
  assert.match(await page.textContent('.loa-announce'), /Black: b1 to b3/);
  await page.context().close();
});

test('browsing, undo and redo, flip', async () => {
  const page = await fresh();
  for (const m of ['b1-b3', 'h4-f2', 'd1xa4']) await playMove(page, m);
  await page.click('#back');
  assert.equal(await label(page, 'a4'), 'a4, white piece', 'shows the position before d1xa4');
  assert.ok(await page.isVisible('#viewing'));
  await page.keyboard.press('ArrowLeft');
  assert.equal(await label(page, 'f2'), 'f2, empty');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  assert.equal(await label(page, 'a4'), 'a4, black piece');
  await page.click('#first');
  assert.equal(await label(page, 'b1'), 'b1, black piece');
  // A move in the list shows the position after it.
  await page.click('#moves [data-ply="2"]');
  assert.equal(await label(page, 'f2'), 'f2, white piece');
  assert.equal(await label(page, 'a4'), 'a4, white piece');
  assert.equal(await page.getAttribute('#moves [data-ply="2"]', 'aria-current'), 'true');
  // While browsing, the board is view-only.
  await clickSquare(page, 'd1');
  assert.deepEqual(await destinations(page), []);
  await page.keyboard.press('End');
  assert.equal(await label(page, 'a4'), 'a4, black piece');
  await page.keyboard.press('Home');
  assert.equal(await label(page, 'b1'), 'b1, black piece');
  await page.click('#last');
  assert.ok(!(await page.isVisible('#viewing')));

  await page.click('#undo');
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2']);
  assert.match(await status(page), /Black to move/);
  await page.click('#redo');
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2', 'd1xa4']);

  const before = await page.locator('[data-square="a1"]').boundingBox();
  await page.keyboard.press('f');
  const afterFlip = await page.locator('[data-square="a1"]').boundingBox();
  assert.ok(afterFlip.y < before.y && afterFlip.x > before.x, 'a1 moves to the top right');
  await page.context().close();
});

test('the end of the game: status and message', async () => {
  // Black connects with a1-b1 (or a1-b2).
  const page = await fresh(`${TWO}&position=7w/8/7w/8/8/8/2b5/b7_b`);
  await playMove(page, 'a1-b1');
  assert.match(await status(page), /Black connects all pieces/);
  assert.ok(await page.isVisible('#result'));
  // Two people at one board: the winner named, and how.
  assert.equal(await page.textContent('#result-text'), 'Black wins');
  assert.equal(await page.textContent('#result-detail'), 'Black connects all pieces');
  await clickSquare(page, 'h8');
  assert.deepEqual(await destinations(page), [], 'nothing moves once the game is over');
  await page.context().close();
});

test('a link loads a game; the page keeps it on reload and drops the setup from the address', async () => {
  const page = await fresh(`${TWO}&variant=scrambled-eggs&moves=b1-b3`);
  assert.deepEqual(await moveList(page), ['b1-b3']);
  assert.equal(await label(page, 'a3'), 'a3, black piece');
  assert.equal(await label(page, 'a2'), 'a2, white piece');
  assert.ok(!page.url().includes('moves='), page.url());
  await clickSquare(page, 'a2');
  const dest = (await destinations(page))[0];
  await clickSquare(page, dest);
  assert.equal((await moveList(page)).length, 2);
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.equal((await moveList(page)).length, 2);
  assert.equal(await label(page, 'a3'), 'a3, black piece');
  assert.equal(await label(page, dest), `${dest}, white piece`);
  assert.match(await status(page), /Black to move/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('copy link gives a URL that brings the game back', async () => {
  const page = await fresh();
  for (const m of ['c8-c6', 'a6-c4']) await playMove(page, m);
  await page.click('#copy-link');
  const url = await page.inputValue('#link');
  assert.match(url, /moves=c8-c6%2Ca6-c4|moves=c8-c6,a6-c4/);
  const other = await site.newPage();
  await other.goto(url);
  await other.waitForSelector('[data-square="a1"]');
  assert.deepEqual(await moveList(other), ['c8-c6', 'a6-c4']);
  await other.context().close();
  await page.context().close();
});

test('a bad link shows a message and leaves a playable board', async () => {
  const page = await fresh('?black=human&white=human&variant=chess&level=99&moves=b1-b3,b8-b4');
  assert.ok(await page.isVisible('#message'));
  const text = await page.textContent('#message');
  assert.match(text, /variant/);
  assert.match(text, /move 2/);
  assert.deepEqual(await moveList(page), ['b1-b3']);
  await clickSquare(page, 'a2');
  assert.ok((await destinations(page)).length > 0);
  const garbage = await fresh('?position=xyz&moves=zz');
  assert.ok(await garbage.isVisible('#message'));
  assert.equal(await label(garbage, 'b1'), 'b1, black piece');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(garbage.errors, []);
  await garbage.context().close();
  await page.context().close();
});

test('a bad saved game shows a message and leaves a playable board', async () => {
  const page = await fresh();
  for (const bad of ['{not json', JSON.stringify({ version: 1, variant: 'standard', rules: 'olympiad', start: '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b', line: ['b1-b9'], ply: 1, black: 'human', white: 'human', level: 3, flipped: false })]) {
    await page.evaluate((v) => localStorage.setItem('loa-game', v), bad);
    await page.goto(site.url);
    await page.waitForSelector('[data-square="a1"]');
    assert.ok(await page.isVisible('#message'));
    assert.match(await page.textContent('#message'), /saved game cannot be read/);
    assert.equal(await label(page, 'b1'), 'b1, black piece');
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('export and import SGF and move lists; a bad record is explained', async () => {
  const page = await fresh();
  for (const m of ['b1-b3', 'h4-f2']) await playMove(page, m);
  await page.click('#open-record');
  const sgf = await page.inputValue('#record');
  assert.match(sgf, /GM\[9\]/);
  assert.match(sgf, /B\[b1-b3\]/);
  await page.click('#export-moves');
  assert.equal(await page.inputValue('#record'), '1. b1-b3 h4-f2');
  await page.fill('#record', '1. c8-c6 a6-c4 2. e8-b5 h3xf1');
  await page.click('#import-record');
  assert.ok(!(await page.isVisible('#record-dialog')));
  assert.deepEqual(await moveList(page), ['c8-c6', 'a6-c4', 'e8-b5', 'h3xf1']);

  await page.click('#open-record');
  await page.fill('#record', '(;GM[9]SU[Standard];B[b1-b3];W[h4-f2];B[d1:a4])');
  await page.click('#import-record');
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2', 'd1xa4']);

  await page.click('#open-record');
  await page.fill('#record', '1. b1-b4');
  await page.click('#import-record');
  assert.ok(await page.isVisible('#record-error'));
  assert.match(await page.textContent('#record-error'), /cannot be read/);
  await page.keyboard.press('Escape');
  assert.deepEqual(await moveList(page), ['b1-b3', 'h4-f2', 'd1xa4'], 'the game is untouched');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the new game dialog offers every rule option, Olympiad preselected and folded', async () => {
  const page = await fresh();
  await page.click('#new-game');
  assert.ok(await page.isVisible('#new-game-dialog'));
  // Folded under "Olympiad rules" until opened.
  assert.ok(!(await page.isVisible('#rule-simultaneous')));
  assert.equal(await page.textContent('#rule-options summary'), 'Olympiad rules');
  await page.click('#rule-options summary');
  assert.ok(await page.isVisible('#rule-simultaneous'));
  assert.equal(await page.inputValue('#rule-simultaneous'), 'draw');
  assert.equal(await page.inputValue('#rule-no-moves'), 'pass');
  assert.equal(await page.inputValue('#rule-repetition'), 'draw');
  assert.equal(await page.inputValue('#rule-move-limit'), '0');
  await page.selectOption('#mode', 'hvh');
  await page.selectOption('#variant', 'scrambled-eggs');
  await page.selectOption('#rule-simultaneous', 'mover');
  await page.fill('#rule-move-limit', '150');
  await page.click('#start-game');
  // The dialog's close event starts the game in a later task.
  await page.waitForSelector('[data-square="a3"][aria-label="a3, black piece"]');
  assert.equal(await label(page, 'a2'), 'a2, white piece');
  assert.equal(await label(page, 'a3'), 'a3, black piece');
  await page.click('#copy-link');
  const url = await page.inputValue('#link');
  assert.match(url, /rules=simultaneous%3Dmover%2Cmove-limit%3D150/);
  assert.match(url, /variant=scrambled-eggs/);
  // A game with other rules: the dialog opens on them unfolded.
  await page.click('#new-game');
  assert.ok(await page.isVisible('#rule-simultaneous'));
  assert.equal(await page.inputValue('#rule-simultaneous'), 'mover');
  await page.context().close();
});

test('the new game dialog on a phone: Start in view without scrolling', async () => {
  for (const locale of ['en-US', 'ca-ES', 'ru-RU']) {
    const page = await site.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale });
    await openGame(page, site.url, TWO);
    await page.click('#menu-button');
    await page.click('#new-game');
    await page.waitForSelector('#new-game-dialog[open]');
    const start = await page.locator('#start-game').boundingBox();
    assert.ok(start.y >= 0 && start.y + start.height <= 844, `${locale}: Start at ${JSON.stringify(start)}`);
    const hit = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id, { x: start.x + start.width / 2, y: start.y + start.height / 2 });
    assert.equal(hit, 'start-game', `${locale}: nothing over Start`);
    await page.context().close();
  }
});

test('a phone in portrait: the whole board fits the screen', async () => {
  const page = await site.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  await openGame(page, site.url, TWO);
  const box = await page.locator('.loa-board').boundingBox();
  assert.ok(box.x >= 0 && box.x + box.width <= 390, JSON.stringify(box));
  assert.ok(box.y + box.height <= 844);
  assert.ok(box.width > 300, 'uses the width');
  const canvasWidth = await page.$eval('.loa-board canvas', (c) => c.width);
  assert.equal(canvasWidth, Math.round(box.width * 3), 'backing store at device resolution');
  await page.tap('[data-square="b1"]');
  await page.tap('[data-square="b3"]');
  assert.deepEqual(await moveList(page), ['b1-b3']);
  await page.context().close();
});

test('a side with no legal move passes with the Pass button', async () => {
  // Black's a1 and h8 are both hemmed in by White pieces they cannot jump.
  const page = await fresh(`${TWO}&position=6wb/6ww/8/8/8/8/ww6/bw6_b`);
  assert.match(await status(page), /Black has no legal move and must pass/);
  assert.ok(await page.isVisible('#pass'));
  await clickSquare(page, 'a1');
  assert.deepEqual(await destinations(page), []);
  await page.click('#pass');
  assert.deepEqual(await moveList(page), ['pass']);
  assert.match(await status(page), /White to move/);
  assert.ok(!(await page.isVisible('#pass')));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('moves slide for 200 ms, and not at all under prefers-reduced-motion', async () => {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const page = await site.newPage({ reducedMotion });
    await openGame(page, site.url, TWO);
    await clickSquare(page, 'b1');
    // Drop on b3 and read the canvas at the next animation frame: the move's first frame.
    const probe = await page.evaluate(async () => {
      const cell = document.querySelector('[data-square="b3"]');
      const r = cell.getBoundingClientRect();
      const init = { bubbles: true, cancelable: true, pointerId: 1, isPrimary: true, button: 0, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2 };
      cell.dispatchEvent(new PointerEvent('pointerdown', init));
      cell.dispatchEvent(new PointerEvent('pointerup', init));
      await new Promise((frame) => requestAnimationFrame(frame));
      const canvas = document.querySelector('.loa-board canvas');
      const board = canvas.getBoundingClientRect();
      const scale = canvas.width / board.width;
      const px = (sq) => {
        const c = document.querySelector(`[data-square="${sq}"]`).getBoundingClientRect();
        const d = canvas.getContext('2d').getImageData((c.x - board.x + c.width / 2) * scale, (c.y - board.y + c.height / 2) * scale, 1, 1).data;
        return d[0] + d[1] + d[2];
      };
      return { b1: px('b1'), b3: px('b3') };
    });
    if (reducedMotion === 'reduce') {
      assert.ok(probe.b3 < 200, `at once on b3: ${JSON.stringify(probe)}`);
    } else {
      assert.ok(probe.b1 < 200 && probe.b3 > 300, `still leaving b1: ${JSON.stringify(probe)}`);
      await page.waitForTimeout(300);
      assert.deepEqual(await moveList(page), ['b1-b3']);
    }
    await page.context().close();
  }
});

test('without storage (?embed=1) the link keeps the game in the address, so a reload keeps it', async () => {
  const page = await fresh(`${TWO}&embed=1&moves=b1-b3`);
  assert.deepEqual(await moveList(page), ['b1-b3']);
  assert.ok(page.url().includes('moves=b1-b3'), page.url());
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.deepEqual(await moveList(page), ['b1-b3']);
  await page.context().close();
});

test('before the code has loaded, New game and Set up position are visibly not yet possible', async () => {
  const page = await site.newPage();
  let release;
  const held = new Promise((ok) => (release = ok));
  await page.route(/_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(site.url);
  await page.waitForSelector('#board-picture');
  for (const id of ['new-game', 'edit-position']) assert.ok(await page.isDisabled(`#${id}`), `${id} disabled before the code`);
  release();
  await page.waitForSelector('[data-square="a1"]');
  for (const id of ['new-game', 'edit-position']) assert.ok(await page.isEnabled(`#${id}`), `${id} enabled once bound`);
  await page.click('#new-game');
  await page.waitForSelector('#new-game-dialog[open]');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
