// Trunk's post_build hook (see Trunk.toml). Trunk starts the hooks of one stage all at once, so
// the steps after a build are this one hook, in their order:
// 1. minify.mjs: the pages and stylesheets minified (trunk's minifier is off, see Trunk.toml);
// 2. words.mjs: the words' files as sent (without the translators' comments);
// 3. precache.mjs (with csp.mjs): the pages' Content-Security-Policy, then the service worker's
//    list and version (a hash of the files as they are now), written into sw.js, and the engine's
//    file names into loa-board.js;
// 4. minify.mjs: every script minified, wasm-bindgen's and the site's own, the two above included.
import { minifyPages, minifyScripts } from './minify.mjs';
import { writeWords } from './words.mjs';

const site = process.env.TRUNK_STAGING_DIR;
if (!site) {
  console.error('post-build.mjs: run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)');
  process.exit(1);
}
try {
  console.log(`minify.mjs: ${await minifyPages(site)}`);
  console.log(`words.mjs: ${writeWords(site)}`);
} catch (e) {
  console.error(`post-build.mjs: ${e.message}`);
  process.exit(1);
}
await import('./precache.mjs');
try {
  console.log(`minify.mjs: ${await minifyScripts(site)}`);
} catch (e) {
  console.error(`post-build.mjs: ${e.message}`);
  process.exit(1);
}
