// Lighthouse (npm lighthouse 12.2.3, its default mobile audit: a simulated mid-range phone on slow
// 4G) on every page of the site, served gzip-compressed on 127.0.0.1 as a static host serves it,
// in the system Chromium. Printed per page: the four category scores and total blocking time,
// layout shift, largest contentful paint and the bytes sent. The timing figures are reported, never
// asserted (they move between runs and machines; the project's aims are performance 98 or more,
// total blocking time at most 150 ms, layout shift at most 0.01); asserted are accessibility, best
// practices and SEO at 100, which do not depend on timing.
//
// Results are also written to $TMPDIR/loa-lighthouse.json. Environment: LOA_LIGHTHOUSE_PAGES, a
// comma list of pages to audit instead of all of them; CHROME_PATH (default /usr/bin/chromium).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { startServer, CHROMIUM } from './helpers.mjs';

const PAGES = (process.env.LOA_LIGHTHOUSE_PAGES
  || 'index.html,rules.html,rules.ca.html,rules.ru.html,embed.html,embed.ca.html,embed.ru.html,puzzles.html')
  .split(',').map((p) => p.trim()).filter(Boolean);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Flags for a quiet headless Chromium that reaches no host but the test's own server. */
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--disable-extensions',
  '--no-first-run',
  '--disable-quic',
];

let server;
let chrome;
const results = {};

before(async () => {
  server = await startServer({ gzip: true });
  chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || CHROMIUM, chromeFlags: FLAGS, logLevel: 'error' });
});

after(async () => {
  await chrome?.kill();
  await server?.close();
  const file = join(tmpdir(), 'loa-lighthouse.json');
  writeFileSync(file, JSON.stringify(results, null, 2));
  const rows = Object.entries(results).map(([page, r]) => `${page.padEnd(16)} ${CATEGORIES.map((c) => String(r[c]).padStart(4)).join(' ')}`
    + `  TBT ${String(r.tbtMs).padStart(5)} ms  CLS ${r.cls.toFixed(3)}  LCP ${(r.lcpMs / 1000).toFixed(1)} s  FCP ${(r.fcpMs / 1000).toFixed(1)} s`
    + `  ${(r.bytes / 1024).toFixed(0)} KB sent`);
  console.log(`Lighthouse 12.2.3, mobile (${file}):\npage              perf a11y  b-p  seo\n${rows.join('\n')}`);
});

for (const page of PAGES) {
  test(`Lighthouse: ${page}`, { timeout: 180_000 }, async (t) => {
    const runner = await lighthouse(server.url + page, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    const { lhr } = runner;
    assert.equal(lhr.runtimeError, undefined, JSON.stringify(lhr.runtimeError));
    const score = (c) => Math.round(lhr.categories[c].score * 100);
    const audit = (id) => lhr.audits[id].numericValue;
    const failing = (c) => lhr.categories[c].auditRefs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => `${ref.id}: ${lhr.audits[ref.id].title}`);
    const r = {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      tbtMs: Math.round(audit('total-blocking-time')),
      cls: audit('cumulative-layout-shift'),
      lcpMs: Math.round(audit('largest-contentful-paint')),
      fcpMs: Math.round(audit('first-contentful-paint')),
      bytes: Math.round(audit('total-byte-weight')),
      below100: Object.fromEntries(CATEGORIES.map((c) => [c, failing(c)]).filter(([, f]) => f.length)),
    };
    results[page] = r;
    t.diagnostic(`${page}: performance ${r.performance}, accessibility ${r.accessibility}, best practices ${r['best-practices']}, `
      + `SEO ${r.seo}; TBT ${r.tbtMs} ms, CLS ${r.cls.toFixed(3)}, LCP ${r.lcpMs} ms, FCP ${r.fcpMs} ms, ${r.bytes} B sent`);
    for (const [c, f] of Object.entries(r.below100)) t.diagnostic(`  ${c} below 100: ${f.join('; ')}`);
    assert.equal(r.accessibility, 100, `accessibility: ${r.below100.accessibility}`);
    assert.equal(r['best-practices'], 100, `best practices: ${r.below100['best-practices']}`);
    assert.equal(r.seo, 100, `SEO: ${r.below100.seo}`);
  });
}
