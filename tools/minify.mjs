// The site's own scripts (www/*.js: the service worker, the board's loader, the engine's worker,
// the theme and install scripts) minified as sent, by terser: their sources keep the comments
// that explain them, which are about half of what they weigh. Classic scripts: top-level names
// (what the service worker's and the loader's placeholders became, what pages call) are kept.
// Run last, after precache.mjs has filled in sw.js and loa-board.js (tools/post-build.mjs).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minify } from 'terser';

/** Minifies every .js file of `site` that is not a wasm-bindgen glue; returns what it did. */
export async function minifyScripts(site) {
  const files = readdirSync(site);
  const glue = new Set(files.filter((f) => f.endsWith('_bg.wasm')).map((f) => f.replace(/_bg\.wasm$/, '.js')));
  const done = [];
  let before = 0;
  let after = 0;
  for (const file of files.filter((f) => f.endsWith('.js') && !glue.has(f)).sort()) {
    const path = join(site, file);
    const source = readFileSync(path, 'utf8');
    const { code } = await minify(source, { compress: { passes: 2 }, mangle: true, toplevel: false });
    if (!code) throw new Error(`terser gave nothing for ${file}`);
    writeFileSync(path, code);
    before += gzipSync(source, { level: 9 }).length;
    after += gzipSync(code, { level: 9 }).length;
    done.push(file);
  }
  return `${done.join(', ')}: ${before} → ${after} B gzip`;
}
