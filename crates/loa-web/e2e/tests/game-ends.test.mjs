// The ends of a game on the page (issue 19): Resign (asked first, in the page), a draw offered and
// accepted at one device and by link, a draw offered to the computer (issue 30), the result in
// the player's words with Rematch and Review beside it, a rematch with the colours swapped, the connected group drawn on the board, and each result
// kept in the record (SGF RE) and in "Your games".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, playMove, resign, waitForMoves } from './helpers.mjs';

const site = useSite();
const TWO = '?black=human&white=human';
const status = (page) => page.textContent('#status');

async function record(page) {
  await page.click('#open-record');
  const text = await page.inputValue('#record');
  await page.click('#record-dialog button[value="close"]');
  return text;
}

test('resigning against the computer asks first, then the computer wins and it is final', async () => {
  const page = await site.openGame('?black=human&white=computer&level=1');
  await playMove(page, 'b1-b3');
  await waitForMoves(page, 2);
  assert.ok(await page.isVisible('#resign'));
  // Asked in the page (never the browser's confirm()); saying no changes nothing.
  page.once('dialog', () => assert.fail('no browser dialog'));
  await page.click('#resign');
  assert.equal(await page.textContent('#message-text'), 'Resign the game as Black?');
  assert.equal(await page.textContent('#message-action'), 'Resign');
  await page.click('#message-close');
  assert.ok(!(await page.isVisible('#result')));
  assert.ok(!(await page.isVisible('#message')));
  assert.match(await status(page), /Your move/);
  // Saying yes: the computer wins, said to the player.
  await page.click('#resign');
  await page.click('#message-action[data-action="resign"]');
  assert.ok(!(await page.isVisible('#message')), 'the question goes with its answer');
  assert.equal(await status(page), 'The computer wins: Black resigned');
  assert.equal(await page.textContent('#result-text'), 'The computer wins');
  assert.equal(await page.getAttribute('#result', 'data-standing'), 'lost');
  assert.equal(await page.getAttribute('#result', 'data-how'), 'resigned');
  assert.ok(await page.isVisible('#rematch'));
  assert.ok(await page.isVisible('#result-review'));
  assert.ok(await page.isDisabled('#undo'), 'a resignation is final');
  assert.ok(!(await page.isVisible('#resign')));
  assert.match(await record(page), /RE\[W\+R\]/);
  // Your games keeps how it ended.
  await page.click('#games');
  await page.waitForSelector('#games-dialog[open]');
  assert.match(await page.textContent('#games-list'), /White wins \(0-1\), Black resigned/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a draw offered at one device and accepted by the other side', async () => {
  const page = await site.openGame(TWO);
  assert.ok(!(await page.isVisible('#offer-draw')), 'no offer before a move');
  await playMove(page, 'b1-b3');
  await page.click('#offer-draw');
  assert.equal(await page.textContent('#draw-offer-text'), 'Black offers a draw');
  // Declined by a word, then offered again and declined by a move.
  await page.click('#decline-draw');
  assert.ok(!(await page.isVisible('#draw-offer')));
  await page.click('#offer-draw');
  await playMove(page, 'h2-f4');
  assert.ok(!(await page.isVisible('#draw-offer')), 'a move declines the offer');
  // White offers; Black accepts.
  await page.click('#offer-draw');
  assert.equal(await page.textContent('#draw-offer-text'), 'White offers a draw');
  await page.click('#accept-draw');
  assert.equal(await status(page), 'Draw by agreement');
  assert.equal(await page.getAttribute('#result', 'data-result'), 'draw');
  assert.equal(await page.getAttribute('#result', 'data-how'), 'agreed');
  // Said once in the result box, which stands in for the status line.
  assert.equal(await page.textContent('#result-text'), 'Draw by agreement');
  assert.equal(await page.textContent('#result-detail'), '');
  assert.ok(!(await page.isVisible('#status')));
  assert.match(await record(page), /RE\[0\]/);
  // Kept: a reload shows the same end.
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.equal(await status(page), 'Draw by agreement');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a draw by link: offered with a move, accepted with the reply', async () => {
  // Black moves and offers, and sends the link.
  const black = await site.openGame(`${TWO}&game=k1-drawbylink`);
  await playMove(black, 'b1-b3');
  await black.click('#offer-draw');
  await black.click('#copy-link');
  const offer = await black.inputValue('#link');
  assert.match(offer, /[?&]draw=offer(&|$)/);
  // White opens it in another browser: the offer stands, White accepts and sends the reply.
  const white = await openGame(await site.newPage(), offer, '');
  assert.equal(await white.textContent('#draw-offer-text'), 'Black offers a draw');
  await white.click('#accept-draw');
  assert.equal(await white.textContent('#status'), 'Draw by agreement');
  await white.click('#copy-link');
  const reply = await white.inputValue('#link');
  assert.match(reply, /[?&]draw=agreed(&|$)/);
  // Black opens the reply: the same game, drawn.
  await black.goto(reply);
  await black.waitForSelector('[data-square="a1"]');
  assert.equal(await black.textContent('#status'), 'Draw by agreement');
  assert.equal(await black.getAttribute('#result', 'data-how'), 'agreed');
  assert.deepEqual([...black.errors, ...white.errors], []);
  await black.context().close();
  await white.context().close();
});

test('rematch: the same start and clock, the colours swapped', async () => {
  const page = await site.newPage();
  // The page's time stands still (Playwright's clock), so the new clock shows its full time.
  const start = new Date('2026-03-01T10:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
  await openGame(page, site.url, '?black=human&white=computer&level=1&clock=5+3');
  await playMove(page, 'b1-b3');
  await waitForMoves(page, 2);
  await resign(page);
  await page.click('#rematch');
  assert.ok(!(await page.isVisible('#result')));
  // The computer has Black now and moves first; then it is the person's move, as White.
  await waitForMoves(page, 1);
  await page.waitForFunction(() => /Your move \(White\)/.test(document.querySelector('#status').textContent), null, {
    timeout: 60_000,
  });
  assert.match(await page.textContent('#you-play'), /You \(White\)/);
  assert.equal(await page.textContent('[data-clock="white"]'), '5:00');
  assert.equal(await page.textContent('[data-clock="black"]'), '5:03', 'the computer opened and gained 3 s');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a connection: the winning group drawn on the board, the result said to the player', async () => {
  // Black connects with e3-d3.
  const page = await site.openGame('?black=human&white=computer&level=1&position=w7/8/8/8/8/4b3/1bb5/7w_b');
  assert.equal(await page.getAttribute('.loa-board', 'data-connection'), null);
  await playMove(page, 'e3-d3');
  const links = (await page.getAttribute('.loa-board', 'data-connection')).split(' ');
  assert.equal(links.length, 2, links.join(' '));
  for (const link of links) assert.match(link, /^(b2|c2|d3)-(b2|c2|d3)$/);
  assert.equal(await page.textContent('#result-text'), 'You win');
  assert.equal(await page.textContent('#result-detail'), 'Black connects all pieces');
  assert.equal(await status(page), 'You win: Black connects all pieces');
  assert.equal(await page.getAttribute('#result', 'data-standing'), 'won');
  // Looking back at the move before: no group on that board.
  await page.click('#back');
  assert.equal(await page.getAttribute('.loa-board', 'data-connection'), null);
  assert.match(await record(page), /RE\[B\+\]/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

/** A game's end in each language: won, lost to the computer, drawn by agreement. */
const ENDS = {
  ca: { locale: 'ca-ES', won: 'Has guanyat', lost: "Guanya l'ordinador", resigned: 'Les negres abandonen', drawn: 'Empat per acord', rematch: 'Revenja' },
  ru: { locale: 'ru-RU', won: 'Вы выиграли', lost: 'Компьютер выиграл', resigned: 'Чёрные сдались', drawn: 'Ничья по соглашению', rematch: 'Реванш' },
};

for (const [lang, says] of Object.entries(ENDS)) {
  test(`the end said in ${lang}: a win, the computer's win, a draw, and the result box's buttons`, async () => {
    const page = await site.newPage({ locale: says.locale });
    await openGame(page, site.url, '?black=human&white=computer&level=1&position=w7/8/8/8/8/4b3/1bb5/7w_b');
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    await playMove(page, 'e3-d3');
    assert.equal(await page.textContent('#result-text'), says.won);
    assert.equal(await page.textContent('#rematch'), says.rematch);
    // Resigning against the computer.
    await openGame(page, site.url, '?black=human&white=computer&level=1');
    await playMove(page, 'b1-b3');
    await waitForMoves(page, 2);
    await resign(page);
    assert.equal(await page.textContent('#result-text'), says.lost);
    assert.equal(await page.textContent('#result-detail'), says.resigned);
    // Two people agreeing a draw.
    await openGame(page, site.url, `${TWO}&moves=b1-b3`);
    await page.click('#offer-draw');
    await page.click('#accept-draw');
    assert.equal(await page.textContent('#result-text'), says.drawn);
    assert.equal(await status(page), says.drawn);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('a draw offered to the computer: it accepts when it stands worse, and says so', async () => {
  // The computer's four pieces in the corners, the person's nearly joined.
  const page = await site.openGame('?black=human&white=computer&level=1&position=w6w/8/8/3bb3/3b4/8/1b6/w6w_b');
  assert.ok(!(await page.isVisible('#offer-draw')), 'no offer before a move');
  await playMove(page, 'b2-b3');
  await waitForMoves(page, 2);
  await page.click('#offer-draw');
  assert.equal(await page.textContent('#message-text'), 'The computer accepts the draw.');
  assert.equal(await page.getAttribute('#result', 'data-how'), 'agreed');
  assert.equal(await page.textContent('#result-text'), 'Draw by agreement');
  assert.match(await record(page), /RE\[0\]/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
