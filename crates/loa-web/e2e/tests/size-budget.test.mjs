// The size budget: every wasm and js file of the built site (`trunk build --release`), gzip -9 as a
// static host sends it, within its budget in e2e/size-budget.json (`files`, bytes; a hashed name
// such as app-0123456789abcdef_bg.wasm is budgeted as app_bg.wasm), and all of them together
// within `total`. A shipped wasm or js file without a budget fails, and so does a budget for a
// file that is no longer built. Sizes are deterministic: when a change makes a file smaller, lower
// its budget in the same commit (the test says which budgets have room). A budget may grow, but
// never past the project's ceilings (`ceilings`, issue 28: all wasm and js at most 360 KB gzip;
// first-visit.test.mjs holds the visits to theirs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DIST } from './helpers.mjs';

const BUDGET_FILE = join(dirname(fileURLToPath(import.meta.url)), '../size-budget.json');
const BUDGET = JSON.parse(readFileSync(BUDGET_FILE, 'utf8'));
/** Room (bytes) above which the test suggests lowering a budget. */
const ROOM = 1024;

/** `gzip -9c FILE | wc -c` (zlib's level 9 where there is no gzip). */
function gzipSize(file) {
  try {
    return execFileSync('gzip', ['-9c', file], { maxBuffer: 1 << 26 }).length;
  } catch {
    return gzipSync(readFileSync(file), { level: 9 }).length;
  }
}

/** Every .wasm and .js file under dist/, by budget name (trunk's content hash left out). */
function shipped() {
  const files = new Map();
  const walk = (dir) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(wasm|js)$/.test(name)) {
        const key = relative(DIST, path).split(sep).join('/').replace(/-[0-9a-f]{8,16}(?=(_bg)?\.(wasm|js)$)/, '');
        files.set(key, { raw: statSync(path).size, gzip: gzipSize(path) });
      }
    }
  };
  walk(DIST);
  return files;
}

test("the budgets are within the project's ceilings", () => {
  assert.ok(BUDGET.total <= BUDGET.ceilings.total, `total budget ${BUDGET.total} B, ceiling ${BUDGET.ceilings.total} B`);
  for (const [visit, budget] of Object.entries(BUDGET.visits)) {
    const ceiling = BUDGET.ceilings[visit];
    assert.ok(ceiling !== undefined, `the visit ${visit} has no ceiling`);
    assert.ok(budget <= ceiling, `${visit}: budget ${budget} B, ceiling ${ceiling} B`);
  }
});

test('every shipped wasm and js file is within its gzip budget', (t) => {
  const files = shipped();
  const over = [];
  const room = [];
  let total = 0;
  for (const [name, size] of files) {
    total += size.gzip;
    const budget = BUDGET.files[name];
    t.diagnostic(`${name.padEnd(24)} raw ${String(size.raw).padStart(8)} B  gzip ${String(size.gzip).padStart(7)} B  budget ${budget ?? '—'}`);
    if (budget === undefined) over.push(`${name} (${size.gzip} B) has no budget in ${BUDGET_FILE}`);
    else if (size.gzip > budget) over.push(`${name}: ${size.gzip} B gzip, over its budget of ${budget} B`);
    else if (budget - size.gzip > ROOM) room.push(`${name} ${size.gzip} (budget ${budget})`);
  }
  t.diagnostic(`all wasm and js: ${total} B gzip (${(total / 1024).toFixed(1)} KiB), budget ${BUDGET.total} B`);
  if (room.length) t.diagnostic(`budgets with more than ${ROOM} B of room, to lower: ${room.join(', ')}`);
  const gone = Object.keys(BUDGET.files).filter((name) => !files.has(name));
  assert.deepEqual(over, []);
  assert.deepEqual(gone, [], 'budgets for files the build no longer makes');
  assert.ok(total <= BUDGET.total, `all wasm and js: ${total} B gzip, over the budget of ${BUDGET.total} B`);
});
