// Playing without a pointer: Tab reaches every control in order with a visible focus; arrow keys
// move over the squares (following the board's orientation), Enter/Space pick up and drop,
// Escape lets go, `d` reads the focused piece's destinations and `l` the last move; whole games
// against a friend and against the computer are played to the end with keys only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, moveList, destinations } from './helpers.mjs';

const site = useSite();

const said = (page) => page.textContent('#board .loa-announce');
const focused = (page) => page.evaluate(() => document.activeElement?.dataset?.square ?? null);
const status = (page) => page.textContent('#status');

/** Presses Tab until a board square has the focus (at most `limit` times); returns the count. */
async function tabToBoard(page, limit = 30) {
  for (let i = 1; i <= limit; i++) {
    await page.keyboard.press('Tab');
    if (await focused(page)) return i;
  }
  throw new Error('Tab never reached the board');
}

/**
 * Moves the focus to square `sq` with the arrow keys only: the steps are worked out from where
 * the two cells are on screen, so a board that got the orientation wrong ends on another square.
 */
async function arrowTo(page, sq) {
  const [from, to] = await page.evaluate((sq) => {
    const cells = [...document.querySelectorAll('#board [role="gridcell"]')];
    const box = (el) => el.getBoundingClientRect();
    const size = box(cells[0]).width;
    const at = (el) => [Math.round(box(el).left / size), Math.round(box(el).top / size)];
    return [at(document.activeElement), at(document.querySelector(`#board [data-square="${sq}"]`))];
  }, sq);
  const [dx, dy] = [to[0] - from[0], to[1] - from[1]];
  for (let i = 0; i < Math.abs(dx); i++) await page.keyboard.press(dx > 0 ? 'ArrowRight' : 'ArrowLeft');
  for (let i = 0; i < Math.abs(dy); i++) await page.keyboard.press(dy > 0 ? 'ArrowDown' : 'ArrowUp');
  assert.equal(await focused(page), sq, `the arrows lead to ${sq}`);
}

/** Plays one move with the keys: the first piece that can move, to its first destination. */
async function keyMove(page, key = 'Enter') {
  const from = await page.$eval('#board [data-movable]', (el) => el.dataset.square);
  await arrowTo(page, from);
  await page.keyboard.press(key);
  const dests = await destinations(page);
  assert.ok(dests.length > 0, `${from} has destinations`);
  await arrowTo(page, dests[0]);
  await page.keyboard.press(key);
  return `${from}${dests[0]}`;
}

test('Tab reaches the board once, then the move controls under it, then the menu; focus is visible', async () => {
  // One move played, so Undo and the move list are live.
  const page = await site.openGame('?black=human&white=human&moves=b1-b3');
  const order = [];
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el || el === document.body) return { name: 'body', ring: true }; // past the last control
      const style = getComputedStyle(el);
      const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) || style.boxShadow !== 'none';
      return { name: el.id || (el.dataset.square ? 'square' : el.tagName.toLowerCase()), ring };
    });
    order.push(info.name);
    assert.ok(info.ring, `${info.name} shows where the focus is`);
  }
  const first = (name) => order.indexOf(name);
  for (const id of ['new-game', 'undo', 'flip', 'copy-link', 'open-record', 'first', 'back']) {
    assert.ok(first(id) >= 0, `${id} is reached by Tab: ${order.join(' ')}`);
  }
  // As they stand on the page (www/style.css): the board, the bar under it, then the menu's actions.
  assert.ok(first('square') < first('undo') && first('undo') < first('back'), `the board comes before the move controls: ${order.join(' ')}`);
  assert.ok(first('back') < first('new-game'), `the bar comes before the menu: ${order.join(' ')}`);
  // One Tab stop for all 64 squares (a roving tabindex), until the page's end (the body).
  const end = first('body');
  assert.ok(end > first('new-game'), `Tab goes through the page to its end: ${order.join(' ')}`);
  const lap = order.slice(0, end);
  assert.equal(lap.filter((n) => n === 'square').length, 1, lap.join(' '));
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('d reads the destinations, l the last move, Escape lets go', async () => {
  const page = await site.openGame('?black=human&white=human');
  await tabToBoard(page);
  await arrowTo(page, 'b1');
  await page.keyboard.press('d');
  assert.equal(await said(page), 'b1, black piece: 3 moves, to b3, d3, h1');
  await page.keyboard.press('l');
  assert.equal(await said(page), 'No move has been played yet');
  await arrowTo(page, 'a2');
  await page.keyboard.press('d');
  assert.equal(await said(page), 'a2, white piece: 3 moves, to a8, c2, c4');
  await arrowTo(page, 'd4');
  await page.keyboard.press('d');
  assert.equal(await said(page), 'd4: no piece');

  await arrowTo(page, 'b1');
  await page.keyboard.press('Enter');
  assert.deepEqual(await destinations(page), ['b3', 'd3', 'h1']);
  await page.keyboard.press('Escape');
  assert.deepEqual(await destinations(page), [], 'Escape drops the selection');
  await page.keyboard.press(' ');
  await arrowTo(page, 'b3');
  await page.keyboard.press(' ');
  assert.deepEqual(await moveList(page), ['b1-b3']);
  await page.keyboard.press('l');
  assert.equal(await said(page), 'Last move: Black: b1 to b3');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a whole game between two people with keys only, flipping the board half-way', async () => {
  const page = await site.openGame('?black=human&white=human&rules=move-limit%3D8');
  await tabToBoard(page);
  for (let ply = 1; ply <= 8; ply++) {
    if (ply === 4) {
      const before = await page.locator('#board [data-square="a1"]').boundingBox();
      await page.keyboard.press('f'); // from a square: the page's key still flips the board
      const after = await page.locator('#board [data-square="a1"]').boundingBox();
      assert.ok(after.y < before.y, 'a1 went to the top');
      assert.ok(await focused(page), 'the focus stays on the board');
    }
    const move = await keyMove(page, ply % 2 ? 'Enter' : ' ');
    assert.equal((await moveList(page)).length, ply);
    const side = ply % 2 ? 'Black' : 'White';
    assert.match(await said(page), new RegExp(`^${side}: ${move.slice(0, 2)} (to|takes) ${move.slice(2)}`));
  }
  assert.match(await status(page), /Draw: the move limit was reached/);
  assert.match(await said(page), /Draw: the move limit was reached/);
  assert.equal(await page.locator('#board [data-movable]').count(), 0, 'nothing moves once it is over');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a whole game against the computer with keys only: its replies and the result are said', async () => {
  const page = await site.openGame('?black=human&white=computer&level=1&rules=move-limit%3D6');
  await tabToBoard(page);
  for (let ply = 1; ply <= 5; ply += 2) {
    await page.waitForSelector('#board [data-movable]');
    await keyMove(page);
    await page.waitForFunction((n) => document.querySelectorAll('#moves [data-ply]').length >= n, ply + 1);
    const reply = (await moveList(page))[ply];
    const [from, to] = reply.split(/[-x]/);
    await page.waitForFunction(
      (re) => new RegExp(re).test(document.querySelector('#board .loa-announce').textContent),
      `^White: ${from} (to|takes) ${to}`,
    );
    // The focus stays on the board while the computer thinks and answers.
    assert.ok(await focused(page));
  }
  assert.match(await said(page), /Draw: the move limit was reached/);
  assert.match(await status(page), /Draw: the move limit was reached/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('d and l speak the page language (Catalan and Russian browsers)', async () => {
  const cases = [
    ['ca-ES', 'b1, fitxa negra: 3 jugades, a b3, d3, h1', 'Encara no s\'ha fet cap jugada'],
    ['ru-RU', 'b1, чёрная фишка: 3 хода, на b3, d3, h1', 'Ходов ещё не было'],
  ];
  for (const [locale, dests, none] of cases) {
    const page = await site.newPage({ locale });
    await page.goto(site.url + '?black=human&white=human');
    await page.waitForSelector('[data-square="a1"]');
    await tabToBoard(page);
    await arrowTo(page, 'b1');
    await page.keyboard.press('d');
    assert.equal(await said(page), dests);
    await page.keyboard.press('l');
    assert.equal(await said(page), none);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
