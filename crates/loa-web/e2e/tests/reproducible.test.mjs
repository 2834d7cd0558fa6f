// The same sources build to the same site, byte for byte: the release build (`trunk build
// --release`, as .ci/test makes dist/) is made again into a folder of its own and every file
// compared with dist/. A file that differs gives the service worker a new version (its version is
// a hash of all the files), and every installed copy of the site then offers to reload for nothing;
// trunk's own minifier did that (tools/minify.mjs). Cargo's work is already done by then, so the
// second build only runs wasm-bindgen, wasm-opt and the hooks again.
//
// Needs dist/ to be the release build of these sources: skipped when LOA_DIST names another folder.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, join, relative, sep } from 'node:path';
import { DIST, ROOT } from './helpers.mjs';

/** Every file under `dir`, by its path inside it. */
function files(dir) {
  const found = new Map();
  const walk = (at) => {
    for (const name of readdirSync(at).sort()) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.set(relative(dir, path).split(sep).join('/'), readFileSync(path));
    }
  };
  walk(dir);
  return found;
}

test('a second release build of the same sources gives the same files', { skip: Boolean(process.env.LOA_DIST) }, () => {
  const again = mkdtempSync(join(tmpdir(), 'loa-rebuild-'));
  try {
    execFileSync('trunk', ['build', '--release', '--dist', again], {
      cwd: ROOT,
      // Where .ci/env puts them: trunk, and wasm-opt (npm binaryen) of tools/.
      env: { ...process.env, PATH: [join(homedir(), '.cargo/bin'), join(ROOT, 'tools/node_modules/.bin'), process.env.PATH].join(delimiter) },
      stdio: ['ignore', 'ignore', 'inherit'],
      timeout: 600_000,
    });
    const first = files(DIST);
    const second = files(again);
    assert.deepEqual([...second.keys()], [...first.keys()], 'the two builds hold other files');
    const differ = [...first].filter(([path, bytes]) => !bytes.equals(second.get(path))).map(([path]) => path);
    assert.deepEqual(differ, [], `files that differ between two builds of the same sources: ${differ.join(', ')}`);
    console.log(`two release builds: ${first.size} files, the same bytes`);
  } finally {
    rmSync(again, { recursive: true, force: true });
  }
});
