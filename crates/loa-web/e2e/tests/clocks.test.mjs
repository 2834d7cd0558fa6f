// The game page on a clock (issue 19), with Playwright's fake clock driving the page's time
// (`page.clock`: Date.now and the timers): the clocks as [data-clock] elements showing m:ss
// (tenths under ten seconds), only the side to move's running, the increment after a move, a
// flag ending the game and #status saying so, a reload that goes on where the clock was,
// `clock=M+S` links, and the new-game dialog's time controls.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useSite, openGame, playMove } from './helpers.mjs';

const site = useSite();
const TWO = '?black=human&white=human';
/** Any fixed day: the clocks count from whatever time the page is given. */
const START = new Date('2026-03-01T10:00:00Z').getTime();

/** `page` on Playwright's clock, stopped a minute after START until a test lets it run. */
async function stopTime(page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(START + 60_000);
}

async function clockedPage(query) {
  const page = await site.newPage();
  await stopTime(page);
  return openGame(page, site.url, query);
}

const clock = (page, side) => page.textContent(`[data-clock="${side}"]`);
const running = (page, side) => page.getAttribute(`[data-clock="${side}"]`, 'data-running');
const status = (page) => page.textContent('#status');

test('clock=1+0: only the side to move runs, tenths under ten seconds, and the flag ends the game', async () => {
  const page = await clockedPage(`${TWO}&clock=1+0`);
  assert.ok(await page.isVisible('#clocks'));
  assert.deepEqual([await clock(page, 'black'), await clock(page, 'white')], ['1:00', '1:00']);
  // Nothing runs before the first move.
  await page.clock.runFor(5_000);
  assert.equal(await clock(page, 'black'), '1:00');
  assert.equal(await running(page, 'black'), null);
  await playMove(page, 'b1-b3');
  await page.clock.runFor(30_000);
  assert.deepEqual([await clock(page, 'black'), await clock(page, 'white')], ['1:00', '0:30']);
  assert.equal(await running(page, 'white'), '');
  assert.equal(await running(page, 'black'), null);
  await page.clock.runFor(21_500);
  assert.equal(await clock(page, 'white'), '0:08.5');
  assert.equal(await page.getAttribute('[data-clock="white"]', 'data-low'), '');
  await page.clock.runFor(9_000);
  assert.match(await status(page), /^Black wins on time/);
  assert.equal(await clock(page, 'white'), '0:00.0');
  assert.equal(await page.getAttribute('[data-clock="white"]', 'data-out'), '');
  assert.equal(await page.getAttribute('#status', 'data-state'), 'over');
  assert.equal(await page.textContent('#result-text'), 'Black wins on time');
  assert.equal(await page.textContent('#result-detail'), 'White ran out of time');
  assert.equal(await page.getAttribute('#result', 'data-how'), 'time');
  // Over: nothing moves, and the flag is final.
  await page.click('[data-square="h2"]');
  assert.equal(await page.locator('[data-dest]').count(), 0);
  assert.ok(await page.isDisabled('#undo'));
  // The record says who won on time and each move's time left.
  await page.click('#open-record');
  const sgf = await page.inputValue('#record');
  assert.match(sgf, /TM\[60\]/);
  assert.match(sgf, /RE\[B\+T\]/);
  assert.match(sgf, /;B\[b1-b3\]BL\[60\.0\]/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('clock=3+2: a move adds two seconds to the mover, after the time it took', async () => {
  const page = await clockedPage(`${TWO}&clock=3+2`);
  await playMove(page, 'b1-b3');
  assert.deepEqual([await clock(page, 'black'), await clock(page, 'white')], ['3:02', '3:00']);
  await page.clock.runFor(10_000);
  await playMove(page, 'h2-f4');
  assert.deepEqual([await clock(page, 'black'), await clock(page, 'white')], ['3:02', '2:52']);
  assert.equal(await running(page, 'black'), '');
  await page.clock.runFor(4_000);
  assert.equal(await clock(page, 'black'), '2:58');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a reload does not reset the clock: it goes on where it was, the time away counted', async () => {
  const page = await clockedPage(`${TWO}&clock=5+0`);
  await playMove(page, 'b1-b3');
  await page.clock.runFor(60_000);
  assert.equal(await clock(page, 'white'), '4:00');
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  await page.clock.runFor(1_000);
  assert.equal(await clock(page, 'white'), '3:59');
  assert.equal(await clock(page, 'black'), '5:00');
  assert.equal(await running(page, 'white'), '');
  // Away past White's time: it lost on time meanwhile, said when the page opens again.
  await page.clock.fastForward(300_000);
  await page.reload();
  await page.waitForSelector('[data-square="a1"]');
  assert.match(await status(page), /^Black wins on time/);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('against the computer the clock runs for each side in turn and the computer moves on time', async () => {
  const page = await clockedPage('?black=human&white=computer&level=1&clock=1+0');
  await playMove(page, 'b1-b3');
  // The computer answers (its worker keeps real time); then the person's clock runs.
  await page.waitForFunction(() => document.querySelectorAll('#moves [data-ply]').length >= 2, null, { timeout: 60_000 });
  await page.clock.runFor(2_000);
  assert.equal(await running(page, 'black'), '');
  assert.equal(await clock(page, 'black'), '0:58');
  await page.clock.runFor(58_000);
  assert.match(await status(page), /^The computer wins: Black ran out of time/);
  assert.equal(await page.getAttribute('#result', 'data-standing'), 'lost');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the new-game dialog offers no clock, the five presets and a custom one', async () => {
  const page = await clockedPage(TWO);
  assert.ok(!(await page.isVisible('#clocks')), 'no clock, no clocks');
  await page.click('#new-game');
  const options = await page.$$eval('#time-control option', (os) => os.map((o) => [o.value, o.textContent]));
  assert.deepEqual(options.map(([v]) => v), ['none', '1+0', '3+2', '5+3', '10+5', '15+10', 'custom']);
  assert.equal(options[3][1], '5\u00a0min + 3\u00a0s', 'a no-break space between a number and its unit');
  assert.ok(!(await page.isVisible('#clock-minutes')));
  await page.selectOption('#mode', 'hvh');
  await page.selectOption('#time-control', 'custom');
  assert.ok(await page.isVisible('#clock-minutes'));
  await page.fill('#clock-minutes', '2');
  await page.fill('#clock-increment', '7');
  await page.click('#start-game');
  // The new game starts on the dialog's close event, a task after the click.
  await page.waitForFunction(() => document.querySelector('[data-clock="white"]')?.textContent === '2:00');
  assert.deepEqual([await clock(page, 'black'), await clock(page, 'white')], ['2:00', '2:00']);
  await playMove(page, 'b1-b3');
  assert.equal(await clock(page, 'black'), '2:07');
  // The dialog opens on the game's own control; a link carries it.
  await page.click('#new-game');
  assert.equal(await page.inputValue('#time-control'), 'custom');
  assert.equal(await page.inputValue('#clock-minutes'), '2');
  await page.keyboard.press('Escape');
  await page.click('#copy-link');
  assert.match(await page.inputValue('#link'), /[?&]clock=2%2B7(&|$)/);
  // A preset from the dialog.
  await page.click('#new-game');
  await page.selectOption('#time-control', '10+5');
  await page.click('#start-game');
  await page.waitForFunction(() => document.querySelector('[data-clock="white"]')?.textContent === '10:00');
  assert.equal(await clock(page, 'black'), '10:00');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('in Catalan and Russian the clocks and the flag speak the reader\'s language', async () => {
  for (const [lang, said] of [['ca', /^Guanyen les negres per temps/], ['ru', /^Чёрные выиграли по времени/]]) {
    const page = await site.newPage({ locale: lang });
    await stopTime(page);
    await openGame(page, site.url, `${TWO}&clock=1+0`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const label = await page.getAttribute('[data-clock="white"]', 'aria-label');
    assert.ok(label && !/clock/.test(label), `${lang}: ${label}`);
    await playMove(page, 'b1-b3');
    await page.clock.runFor(61_000);
    assert.match(await status(page), said);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
