// Trunk post_build hook (see Trunk.toml): writes the service worker's precache list and build version.
//
// Lists every file trunk put in the staging dir ($TRUNK_STAGING_DIR) — hashed app bundle, AI worker,
// embed module, pages, styles, icons, manifest — and replaces the placeholders in the staged sw.js
// with that list and a hash of all those files' names and contents. The list therefore always equals
// what is deployed, and the version changes exactly when some deployed file does.
// First the pages' Content-Security-Policy (csp.mjs), so the version below covers it.
import './csp.mjs';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('precache.mjs: run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)');
  process.exit(1);
}
const profile = process.env.TRUNK_PROFILE === 'debug' ? 'debug' : 'release';
const SW = 'sw.js';

function walk(dir) {
  const files = [];
  for (const name of readdirSync(dir).sort()) {
    if (name.startsWith('.')) continue; // trunk's own scratch files
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...walk(path));
    else files.push(relative(staging, path).split(sep).join('/'));
  }
  return files;
}

// Not locales/board/: only boards on other sites' pages use those words (tools/words.mjs), and
// such pages are not the service worker's to serve. Not online play's module either: it is
// fetched only from a server that serves games (www/play-online.js), and is no use offline; nor
// api/status, the static site's answer to that question, which loa-server answers itself (a
// cached copy would hide the server).
const ONLINE_ONLY = new Set(['online.js', 'online_bg.wasm', 'api/status']);
const files = walk(staging).filter(
  (f) => f !== SW && !f.endsWith('.map') && !f.startsWith('locales/board/') && !ONLINE_ONLY.has(f),
);
if (!files.includes('index.html')) {
  console.error(`precache.mjs: no index.html in ${staging}`);
  process.exit(1);
}

// The boards' engine workers run the game page's module, whose files trunk names by their hash:
// loa-board.js is told which (before the version below is taken, so the version covers it).
const engineJs = files.find((f) => /^app-[0-9a-f]+\.js$/.test(f));
const engineWasm = files.find((f) => /^app-[0-9a-f]+_bg\.wasm$/.test(f));
if (!engineJs || !engineWasm) {
  console.error(`precache.mjs: no app-<hash>.js and app-<hash>_bg.wasm in ${staging}`);
  process.exit(1);
}
const boardPath = join(staging, 'loa-board.js');
const board = readFileSync(boardPath, 'utf8');
for (const placeholder of ['__LOA_ENGINE_JS__', '__LOA_ENGINE_WASM__']) {
  if (!board.includes(placeholder)) {
    console.error(`precache.mjs: placeholder ${placeholder} not found in loa-board.js`);
    process.exit(1);
  }
}
writeFileSync(boardPath, board.replace('__LOA_ENGINE_JS__', engineJs).replace('__LOA_ENGINE_WASM__', engineWasm));

const hash = createHash('sha256');
let bytes = 0;
for (const f of files) {
  const data = readFileSync(join(staging, f));
  bytes += data.length;
  hash.update(f).update('\0').update(data).update('\0');
}
// The service worker's own code is part of the version too.
const swPath = join(staging, SW);
const template = readFileSync(swPath, 'utf8');
hash.update(template);
const version = hash.digest('hex').slice(0, 16);

// The icons a browser asks for only to install the site as an app (the manifest's, and iOS's
// apple-touch-icon): kept when asked for, not precached (22 KB of a first visit that no page shows).
const manifest = JSON.parse(readFileSync(join(staging, 'manifest.webmanifest'), 'utf8'));
const installIcons = new Set([...manifest.icons.map((icon) => icon.src), 'icons/apple-touch-icon.png']);
for (const icon of installIcons) {
  if (!files.includes(icon)) {
    console.error(`precache.mjs: ${icon} (an install icon) is not in the build`);
    process.exit(1);
  }
}
// './' is how the site's start page is asked for (start_url, a link to the folder).
const list = ['./', ...files.filter((f) => !installIcons.has(f))];
const placeholders = {
  "'__LOA_BUILD_VERSION__'": JSON.stringify(version),
  "[/* __LOA_PRECACHE__ */]": JSON.stringify(list, null, 2),
  "[/* __LOA_ON_USE__ */]": JSON.stringify([...installIcons].sort()),
  "'__LOA_PROFILE__'": JSON.stringify(profile),
};
let sw = template;
for (const [placeholder, value] of Object.entries(placeholders)) {
  if (!sw.includes(placeholder)) {
    console.error(`precache.mjs: placeholder ${placeholder} not found in ${SW}`);
    process.exit(1);
  }
  sw = sw.replace(placeholder, () => value);
}
writeFileSync(swPath, sw);
console.log(`precache.mjs: ${SW} version ${version} (${profile}), ${list.length} entries and ${installIcons.size} kept on use, ${(bytes / 1024).toFixed(0)} KiB`);
