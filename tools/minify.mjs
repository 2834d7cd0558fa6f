// What the site sends, minified, by tools that give the same output for the same input (trunk's own
// minifier, which Trunk.toml turns off, wrote the hoisted names of each script in another order on
// every build, and so gave the service worker a new version each time):
// - the pages and stylesheets (`minifyPages`): html-minifier-terser, its inline scripts by terser
//   and its styles by clean-css, whitespace collapsed to one space (never removed between words);
//   run first, before csp.mjs hashes the inline scripts;
// - every script (`minifyScripts`), by terser: wasm-bindgen's JS for each module (the game page's
//   an ES module, the board's a classic script) and the site's own (www/*.js: the service worker,
//   the board's loader, the engine's worker, the theme and install scripts), whose sources keep the
//   comments that explain them. A classic script keeps its top-level names (what the service
//   worker's and the loader's placeholders became, what pages call, `wasm_bindgen`), a module its
//   exports. Run last, after precache.mjs has filled in sw.js and loa-board.js
//   (tools/post-build.mjs).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import CleanCSS from 'clean-css';
import { minify as minifyHtml } from 'html-minifier-terser';
import { minify } from 'terser';

const gz = (text) => gzipSync(text, { level: 9 }).length;

/**
 * Minifies every stylesheet (.css) and then every page (.html) of `site`; returns what it did. A
 * page's `integrity` for a stylesheet (trunk writes one for its own) is made that of the
 * stylesheet as minified.
 */
export async function minifyPages(site) {
  const css = new CleanCSS({ level: 1 });
  const files = readdirSync(site).sort();
  const integrity = new Map();
  let before = 0;
  let after = 0;
  const done = [];
  const write = (file, source, code) => {
    writeFileSync(join(site, file), code);
    before += gz(source);
    after += gz(code);
    done.push(file);
  };
  for (const file of files.filter((f) => f.endsWith('.css'))) {
    const source = readFileSync(join(site, file), 'utf8');
    const result = css.minify(source);
    // A warning is a rule clean-css dropped ("Invalid selector … Ignoring."): never shipped silently.
    const problems = [...result.errors, ...result.warnings];
    if (problems.length) throw new Error(`${file}: ${problems.join('; ')}`);
    write(file, source, result.styles);
    integrity.set(file, `sha384-${createHash('sha384').update(result.styles).digest('base64')}`);
  }
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const source = readFileSync(join(site, file), 'utf8');
    const linked = source.replace(/<link\b[^>]*>/g, (tag) => {
      const href = /\bhref="(?:\.\/)?([^"]+)"/.exec(tag)?.[1];
      return href && integrity.has(href) ? tag.replace(/\bintegrity="[^"]*"/, `integrity="${integrity.get(href)}"`) : tag;
    });
    const code = await minifyHtml(linked, {
      collapseWhitespace: true,
      conservativeCollapse: true,
      removeComments: true,
      collapseBooleanAttributes: true,
      decodeEntities: true,
      minifyCSS: { level: 1 },
      minifyJS: { compress: { passes: 2 }, mangle: true },
    });
    write(file, source, code);
  }
  return `${done.join(', ')}: ${before} → ${after} B gzip`;
}

/** Minifies every .js file of `site`; returns what it did. */
export async function minifyScripts(site) {
  const done = [];
  let before = 0;
  let after = 0;
  for (const file of readdirSync(site).filter((f) => f.endsWith('.js')).sort()) {
    const path = join(site, file);
    const source = readFileSync(path, 'utf8');
    const module = /^\s*(import|export)\b/m.test(source);
    const { code } = await minify(source, { module, compress: { passes: 2 }, mangle: true, toplevel: module });
    if (!code) throw new Error(`terser gave nothing for ${file}`);
    writeFileSync(path, code);
    before += gz(source);
    after += gz(code);
    done.push(file);
  }
  return `${done.join(', ')}: ${before} → ${after} B gzip`;
}
