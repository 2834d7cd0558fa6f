// Screenshots of the site for looking at the layout by eye (not a test: it asserts nothing):
// the game page (also on a clock with a draw offered, at a game's end, and with the new-game
// dialog open), the puzzles page and the tutorial at phone, laptop and desktop sizes, in English,
// Catalan and Russian, light and dark. Serves trunk's `dist/` (run `trunk build --release` first).
//
//   node tools/screenshots.mjs [out-dir] [filter]
//
// writes `<page>-<width>x<height>-<lang>-<scheme>.png` into out-dir (default /tmp/loa-shots);
// `filter`, a regular expression, keeps only the shots whose name matches.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, launch, newPage, playMove, waitForBoardsLoaded } from '../tests/helpers.mjs';

const out = process.argv[2] ?? '/tmp/loa-shots';
const keep = new RegExp(process.argv[3] ?? '.');
const SIZES = [
  [360, 640, true],
  [640, 360, true],
  [844, 390, true],
  [1280, 800, false],
  [1366, 768, false],
  [1920, 1080, false],
];
const LOCALES = { en: 'en-GB', ca: 'ca-ES', ru: 'ru-RU' };
const PAGES = {
  game: { path: '?black=human&white=human&moves=b1-b3,h4-f2,c1-c3', ready: '[data-square="a1"]' },
  // Two people on a clock, White to answer Black's offer of a draw, with seconds ticking by.
  'game-clock': {
    path: '?black=human&white=human&clock=5+3',
    ready: '[data-square="a1"]',
    act: async (page) => {
      await playMove(page, 'b1-b3');
      await page.waitForTimeout(1_200);
      await playMove(page, 'h2-f4');
      await page.evaluate(() => document.querySelector('#offer-draw').click());
    },
  },
  // Black connects against the computer: the result box and the group on the board.
  'game-end': {
    path: '?black=human&white=computer&level=4&clock=3+2&position=w7/8/8/8/8/4b3/1bb5/7w_b',
    ready: '[data-square="a1"]',
    act: (page) => playMove(page, 'e3-d3'),
  },
  // The new-game dialog with a custom time control.
  'game-dialog': {
    path: '?black=human&white=computer&level=4',
    ready: '[data-square="a1"]',
    act: async (page) => {
      await page.evaluate(() => document.querySelector('#new-game').click());
      await page.selectOption('#time-control', 'custom');
    },
  },
  puzzles: { path: 'puzzles.html', ready: '#trainer[data-state="ready"]' },
  rules: { path: 'rules.html', boards: true },
};

mkdirSync(out, { recursive: true });
const server = await startServer();
const browser = await launch();
try {
  for (const [width, height, touch] of SIZES) {
    for (const lang of Object.keys(LOCALES)) {
      for (const scheme of ['light', 'dark']) {
        for (const [name, { path, ready, boards, act }] of Object.entries(PAGES)) {
          const file = `${name}-${width}x${height}-${lang}-${scheme}.png`;
          if (!keep.test(file)) continue;
          const page = await newPage(browser, {
            viewport: { width, height },
            locale: LOCALES[lang],
            colorScheme: scheme,
            ...(touch ? { isMobile: true, hasTouch: true, deviceScaleFactor: 1 } : {}),
          });
          // The tutorial follows the browser's language only where the page does so itself.
          const url = name === 'rules' && lang !== 'en' ? server.url + `rules.${lang}.html` : server.url + path;
          await page.goto(url);
          if (ready) await page.waitForSelector(ready);
          if (boards) await waitForBoardsLoaded(page);
          if (act) {
            await page.waitForFunction((l) => document.documentElement.lang === l, lang);
            await act(page);
            await page.waitForTimeout(300);
          }
          const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.screenshot({ path: join(out, file) });
          if (boards) {
            // The first board that has step buttons, as a reader scrolled to it sees it.
            await page.locator('loa-board:has(.steps), loa-board').first().evaluate((el) => el.scrollIntoView({ block: 'start' }));
            await page.screenshot({ path: join(out, file.replace('.png', '-board.png')) });
          }
          console.log(file, wide > 0 ? `SCROLLS SIDEWAYS by ${wide} px` : '', page.errors.join(' | '));
          await page.context().close();
        }
      }
    }
  }
} finally {
  await browser.close();
  await server.close();
}
