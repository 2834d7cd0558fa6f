// Screenshots of the site for looking at the layout by eye (not a test: it asserts nothing):
// the game page, the puzzles page and the tutorial at phone, laptop and desktop sizes, in English,
// Catalan and Russian, light and dark. Serves trunk's `dist/` (run `trunk build --release` first).
//
//   node tools/screenshots.mjs [out-dir] [filter]
//
// writes `<page>-<width>x<height>-<lang>-<scheme>.png` into out-dir (default /tmp/loa-shots);
// `filter`, a regular expression, keeps only the shots whose name matches.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startServer, launch, newPage, waitForBoardsLoaded } from '../tests/helpers.mjs';

const out = process.argv[2] ?? '/tmp/loa-shots';
const keep = new RegExp(process.argv[3] ?? '.');
const SIZES = [
  [360, 640, true],
  [640, 360, true],
  [844, 390, true],
  [1280, 800, false],
  [1920, 1080, false],
];
const LOCALES = { en: 'en-GB', ca: 'ca-ES', ru: 'ru-RU' };
const PAGES = {
  game: { path: '?black=human&white=human&moves=b1-b3,h4-f2,c1-c3', ready: '[data-square="a1"]' },
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
        for (const [name, { path, ready, boards }] of Object.entries(PAGES)) {
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
