// axe-core (npm, run inside the page) finds no serious or critical violation on the game page,
// the new-game dialog, the tutorial and the embedding guide, in English, Catalan and Russian, in
// the light and the dark theme.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { useSite, waitForBoardsLoaded } from './helpers.mjs';

const site = useSite();
const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe on the page as it is and returns its serious and critical violations, one line each
 * (rule, impact, the first few elements), so a failure says what to fix.
 */
async function seriousViolations(page) {
  // Evaluated as a script, not added as a <script> tag: the site's Content-Security-Policy allows
  // no inline script.
  await page.evaluate(AXE);
  const results = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 4).map((n) => n.target.join(' ') + ' ' + (n.failureSummary ?? '').replace(/\s+/g, ' ')).join(' | ')}`);
}

const LOCALES = { en: 'en-GB', ca: 'ca-ES', ru: 'ru-RU' };
const SCHEMES = ['light', 'dark'];

/** A page in `lang`'s browser locale with the system theme `scheme`. */
function pageIn(lang, scheme) {
  return site.newPage({ locale: LOCALES[lang], colorScheme: scheme, reducedMotion: 'reduce' });
}

for (const scheme of SCHEMES) {
  for (const lang of Object.keys(LOCALES)) {
    test(`game page, ${lang}, ${scheme}: axe finds nothing serious, with the new-game dialog open too`, async () => {
      const page = await pageIn(lang, scheme);
      await page.goto(site.url + '?black=human&white=human&moves=b1-b3,h4-f2');
      await page.waitForSelector('[data-square="a1"]');
      await page.click('#board [data-square="d1"]'); // a selection: destinations marked
      assert.deepEqual(await seriousViolations(page), [], 'game page');
      await page.click('#new-game');
      await page.waitForSelector('#new-game-dialog[open]');
      assert.deepEqual(await seriousViolations(page), [], 'new-game dialog');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
  for (const file of ['rules.html', 'rules.ca.html', 'rules.ru.html', 'embed.html', 'embed.ca.html', 'embed.ru.html']) {
    test(`${file}, ${scheme}: axe finds nothing serious`, async () => {
      const page = await pageIn('en', scheme);
      await page.goto(site.url + file);
      await waitForBoardsLoaded(page);
      assert.deepEqual(await seriousViolations(page), []);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  }
}
