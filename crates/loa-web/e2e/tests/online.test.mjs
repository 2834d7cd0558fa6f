// Online play against the real game server (loa-server on a free port, SQLite in a temporary
// folder): two browser contexts play a live game with a clock, a spectator follows it, one player
// reloads, the other loses the network and comes back, the server is killed and started again
// mid-game, and the game ends the same on every screen; a game kept in "Your games" on both
// devices; a lobby challenge accepted; and the static site (no server) shows no online entry and
// fetches nothing of it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, newPage, startServer } from './helpers.mjs';
import {
  startGameServer,
  openOnline,
  playOnline,
  onlineMoves,
  waitForOnlineMoves,
  waitForMyTurn,
  press,
} from './online-helpers.mjs';

let server;
let browser;

before(async () => {
  server = await startGameServer();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  await server?.stop();
});

const status = (page) => page.textContent('#online-game-status');
const notice = (page) => page.locator('#online-notice');

test('two players, a spectator, a reload, a network loss and a server restart: one game', async () => {
  const ann = await newPage(browser, { viewport: { width: 390, height: 844 } });
  await ann.goto(server.url);
  await openOnline(ann);
  await ann.selectOption('#online-color', 'black');
  await ann.selectOption('#online-pace', '1+0');
  await ann.fill('#online-name', '<img src=x onerror=alert(1)>');
  await ann.click('#online-invite');
  await ann.waitForSelector('#online-game[open]');
  await ann.waitForFunction(() => document.querySelector('#online-friend-link').value.includes('#invite='));
  const friendLink = await ann.inputValue('#online-friend-link');
  const watchLink = await ann.inputValue('#online-watch-link');
  assert.ok(!watchLink.includes('#'), `the watch link has no secret: ${watchLink}`);
  assert.match(ann.url(), /\?online=[0-9a-z]{12}#seat=[0-9a-f]{32}$/, 'the address is the private link');
  assert.match(await status(ann), /Waiting for the other player/);

  const bob = await newPage(browser, { viewport: { width: 1280, height: 800 } });
  await bob.goto(friendLink);
  await bob.waitForSelector('#online-game[open]');
  await waitForMyTurn(ann);
  // The name is shown as text, never as markup.
  assert.equal(await bob.textContent('#online-player-black'), 'Black: <img src=x onerror=alert(1)>');
  assert.equal(await bob.locator('#online-player-black img').count(), 0);
  assert.match(bob.url(), /#seat=/, "the friend's address became their private link");
  assert.match(await ann.title(), /^\(Your turn\)/, "the title marks the player's turn");

  await playOnline(ann, 'b1-b3');
  await waitForOnlineMoves(bob, 1);
  await waitForMyTurn(bob);
  assert.doesNotMatch(await ann.title(), /Your turn/);
  // The clocks are the server's, shown ticking on both screens.
  assert.match(await bob.textContent('[data-online-clock="white"]'), /^[01]:\d\d/);

  const eve = await newPage(browser);
  await eve.goto(watchLink);
  await eve.waitForSelector('#online-game[open]');
  await waitForOnlineMoves(eve, 1);
  assert.equal(await eve.locator('#online-actions button').count(), 0, 'a spectator has no buttons');

  await playOnline(bob, 'a2-c2');
  await waitForOnlineMoves(ann, 2);
  await waitForOnlineMoves(eve, 2);

  // A reload resumes the game where it stands, as the same player.
  await bob.reload();
  await bob.waitForSelector('#online-game[open]');
  await waitForOnlineMoves(bob, 2);
  await playOnline(ann, 'd1-d3');
  await waitForOnlineMoves(bob, 3);
  await waitForMyTurn(bob);

  // The network lost and back: the notice says so, and the game goes on.
  await ann.context().setOffline(true);
  await notice(ann).waitFor({ state: 'visible' });
  await playOnline(bob, 'h2-f2');
  await ann.context().setOffline(false);
  await waitForOnlineMoves(ann, 4, 30_000);
  await notice(ann).waitFor({ state: 'hidden', timeout: 30_000 });

  // The server killed mid-game and started again on the same port with the same data.
  await server.stop('SIGKILL');
  await notice(ann).waitFor({ state: 'visible' });
  assert.match(await notice(ann).textContent(), /reconnecting/i);
  server = await startGameServer({ port: server.port, data: server.data });
  await notice(ann).waitFor({ state: 'hidden', timeout: 30_000 });
  await notice(bob).waitFor({ state: 'hidden', timeout: 30_000 });
  assert.deepEqual(await onlineMoves(ann), ['b1-b3', 'a2-c2', 'd1-d3', 'h2-f2']);
  await waitForMyTurn(ann);
  await playOnline(ann, 'e1-e3');
  await waitForOnlineMoves(bob, 5);
  await waitForOnlineMoves(eve, 5, 30_000);

  // A draw offered and declined, then the game resigned: the same end on every screen.
  await waitForMyTurn(bob);
  await playOnline(bob, 'a4-c4');
  await waitForOnlineMoves(ann, 6);
  await press(bob, 'Offer a draw');
  await ann.waitForSelector('#online-question:not([hidden])');
  assert.match(await ann.textContent('#online-question-text'), /offers a draw/);
  await press(ann, 'Decline');
  await ann.waitForSelector('#online-question', { state: 'hidden' });
  await press(ann, 'Resign');
  for (const page of [ann, bob, eve]) {
    await page.waitForFunction(() => /win|lose|resign/i.test(document.querySelector('#online-game-status').textContent));
  }
  assert.match(await status(bob), /You win/);
  assert.match(await status(ann), /You lose/);
  assert.match(await status(eve), /White/);
  await bob.locator('#online-actions button', { hasText: 'Rematch' }).waitFor();

  for (const page of [ann, bob, eve]) assert.deepEqual(page.errors.filter((e) => !/WebSocket|ERR_INTERNET_DISCONNECTED|ERR_CONNECTION_REFUSED/.test(e)), []);
  await Promise.all([ann, bob, eve].map((p) => p.context().close()));
});

test('an online game is kept in "Your games" on both devices, and Continue plays it online', async () => {
  const cards = async (page) => {
    await page.click('#games');
    await page.waitForSelector('#games-dialog[open]');
    return page.$$eval('#games-list [data-game-id]', (els) => els.map((el) => ({
      id: el.dataset.gameId,
      text: el.textContent,
      standing: el.querySelector('.game-standing')?.textContent,
      first: el.querySelector('.game-actions button')?.dataset.action,
    })));
  };
  const ann = await newPage(browser);
  await ann.goto(server.url);
  await openOnline(ann);
  await ann.selectOption('#online-color', 'black');
  await ann.selectOption('#online-pace', '3d');
  await ann.fill('#online-name', 'Ann');
  await ann.click('#online-invite');
  await ann.waitForFunction(() => document.querySelector('#online-friend-link').value.includes('#invite='));
  const bob = await newPage(browser);
  await bob.goto(await ann.inputValue('#online-friend-link'));
  await bob.waitForSelector('#online-game[open]');
  await waitForMyTurn(ann);
  await playOnline(ann, 'b1-b3');
  await waitForOnlineMoves(bob, 1);
  await waitForOnlineMoves(ann, 1);

  // Back on the local game, each device lists the game, said from its own side.
  for (const page of [ann, bob]) await page.click('#online-back');
  const [annCard] = (await cards(ann)).filter((c) => c.id.startsWith('online-'));
  assert.match(annCard?.text ?? '', /Black: You, White: Anonymous/, JSON.stringify(annCard));
  assert.equal(annCard.standing, 'Unfinished, their move');
  const [bobCard] = (await cards(bob)).filter((c) => c.id.startsWith('online-'));
  assert.match(bobCard?.text ?? '', /Black: Ann, White: You/, JSON.stringify(bobCard));
  assert.deepEqual([bobCard.standing, bobCard.first], ['Unfinished, your move', 'resume']);
  assert.equal(bobCard.id, annCard.id, 'the same game on both devices');

  // Continue opens the server's game with this device's seat, not a local copy.
  await bob.click(`#games-list [data-game-id="${bobCard.id}"] [data-action="resume"]`);
  await bob.waitForSelector('#online-game[open]');
  await waitForOnlineMoves(bob, 1);
  await waitForMyTurn(bob);
  assert.match(bob.url(), /\?online=[0-9a-z]{12}#seat=/, 'played with its seat');
  await playOnline(bob, 'a2-c2');
  await waitForOnlineMoves(bob, 2);
  // Ann's page, back on its local game, still follows the game and keeps its copy as it goes.
  let standing;
  for (let i = 0; i < 40 && standing !== 'Unfinished, your move'; i++) {
    await ann.keyboard.press('Escape');
    await ann.waitForTimeout(250);
    standing = (await cards(ann)).find((c) => c.id === annCard.id)?.standing;
  }
  assert.equal(standing, 'Unfinished, your move');
  // (A socket closed by the page's own navigation is not an error of the page.)
  for (const page of [ann, bob]) assert.deepEqual(page.errors.filter((e) => !/WebSocket/.test(e)), []);
  await Promise.all([ann, bob].map((p) => p.context().close()));
});

test('a lobby challenge accepted starts the game for both', async () => {
  const ann = await newPage(browser);
  await ann.goto(server.url);
  await openOnline(ann);
  await ann.selectOption('#online-pace', '3+2');
  await ann.fill('#online-name', 'Ann');
  await ann.click('#online-seek');
  await ann.locator('#online-challenges li', { hasText: 'Ann' }).waitFor();

  const bob = await newPage(browser);
  await bob.goto(server.url);
  await openOnline(bob);
  const row = bob.locator('#online-challenges li', { hasText: 'Ann' });
  await row.waitFor();
  assert.match(await row.textContent(), /3\s*min\s*\+\s*2\s*s/);
  await row.locator('button').click();
  await ann.waitForSelector('#online-game[open]');
  await bob.waitForSelector('#online-game[open]');
  await ann.waitForFunction(() => !/Waiting/.test(document.querySelector('#online-game-status').textContent));
  const turns = await Promise.all([ann, bob].map((p) => p.locator('#online-game-status[data-your-turn]').count()));
  assert.deepEqual(turns.sort(), [0, 1], 'one of the two is to move');
  await Promise.all([ann, bob].map((p) => p.context().close()));
});

test("the page's policy lets it connect to its own origin only", async () => {
  const page = await newPage(browser);
  await page.goto(server.url);
  await page.waitForSelector('#online-open:not([hidden])');
  const csp = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
  assert.match(csp, /connect-src 'self'(;|$)/);
  const blocked = await page.evaluate(
    () =>
      new Promise((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.effectiveDirective + ' ' + e.blockedURI));
        try {
          new WebSocket('ws://127.0.0.2:9/api/ws');
        } catch (e) {
          resolve('thrown ' + e.name);
        }
      }),
  );
  assert.match(blocked, /connect-src|SecurityError/, blocked);
  const own = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const ws = new WebSocket(`ws://${location.host}/api/ws`);
        ws.onopen = () => resolve('open');
        ws.onerror = () => resolve('error');
      }),
  );
  assert.equal(own, 'open', 'the own origin (ws:) is allowed');
  await page.context().close();
});

test('the static site shows no online entry and fetches nothing of it', async () => {
  const site = await startServer();
  try {
    const page = await newPage(browser);
    await page.goto(site.url);
    await page.waitForSelector('[data-square="a1"]');
    await page.waitForTimeout(1000);
    assert.equal(await page.locator('#online-open').isVisible(), false);
    assert.ok(site.requests.includes('/api/status'), 'the page asked its origin');
    assert.ok(!site.requests.some((p) => /^\/online(_bg)?\.(js|wasm)$/.test(p)), site.requests.join(' '));
    // The site's own answer (no games here), not a 404 in the console on every visit.
    assert.deepEqual(page.errors, []);
    await page.context().close();
  } finally {
    await site.close();
  }
});
