// Screenshots of the online pages (not a test): `node tests/online-shots.mjs` after a build, into
// $SHOTS (/work/shots/online by default), in en, ca and ru at 390×844 and 1280×800.
import { launch, newPage } from './helpers.mjs';
import { startGameServer, openOnline, playOnline, waitForOnlineMoves, waitForMyTurn } from './online-helpers.mjs';
const out = process.env.SHOTS ?? '/work/shots/online';
const server = await startGameServer();
const browser = await launch();
for (const lang of ['en', 'ca', 'ru']) {
  for (const [w, h] of [[390, 844], [1280, 800]]) {
    const opts = { viewport: { width: w, height: h }, locale: lang };
    const ann = await newPage(browser, opts);
    await ann.addInitScript((l) => localStorage.setItem('loa-lang', l), lang);
    await ann.goto(server.url);
    await ann.waitForSelector('#online-open:not([hidden])');
    await ann.screenshot({ path: `${out}/entry-${lang}-${w}.png` });
    await openOnline(ann);
    await ann.selectOption('#online-color', 'black');
    await ann.fill('#online-name', 'Ann <b>');
    await ann.click('#online-seek');
    await ann.waitForSelector('#online-challenges li');
    await ann.screenshot({ path: `${out}/lobby-${lang}-${w}.png` });
    await ann.click('#online-invite');
    await ann.waitForSelector('#online-game[open]');
    await ann.waitForFunction(() => document.querySelector('#online-friend-link').value.includes('#invite='));
    await ann.screenshot({ path: `${out}/invited-${lang}-${w}.png` });
    const link = await ann.inputValue('#online-friend-link');
    const bob = await newPage(browser, opts);
    await bob.addInitScript((l) => localStorage.setItem('loa-lang', l), lang);
    await bob.goto(link);
    await waitForMyTurn(ann);
    await playOnline(ann, 'b1-b3');
    await waitForOnlineMoves(bob, 1);
    await playOnline(bob, 'a2-c2');
    await waitForOnlineMoves(ann, 2);
    await playOnline(ann, 'd1-d3');
    await waitForOnlineMoves(bob, 3);
    await ann.locator('#online-actions button').nth(1).click(); // takeback request
    await bob.waitForSelector('#online-question:not([hidden])');
    await ann.screenshot({ path: `${out}/game-${lang}-${w}.png` });
    await bob.screenshot({ path: `${out}/game-question-${lang}-${w}.png` });
    await bob.context().setOffline(true);
    await bob.waitForSelector('#online-notice:not([hidden])');
    await bob.screenshot({ path: `${out}/offline-${lang}-${w}.png` });
    await ann.context().close();
    await bob.context().close();
  }
}
await browser.close();
await server.stop();
