// The engine's speed in the browser's worker against the native `loa` on the same search: the same
// position, level (a fixed depth), seed and hash size, run in turn a few times. Reported, not
// asserted (the machine is shared); asserted is only that both searched the same tree (in rounds
// that finished well inside the level's time cap).
// Results are printed and written to $TMPDIR/loa-engine-speed.json.
//
// The native side runs `target/release/loa` (or $LOA_BIN); without it only the worker is measured.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { useSite, ROOT } from './helpers.mjs';

const site = useSite();
const START = '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b';
const MOVES = ['b1-b3', 'h4-f2'];
/** Level 6 searches to a fixed depth (8), so every run does the same work (unless it hits the
 * level's 2 s cap on a loaded machine). */
const LEVEL = 6;
const SEED = 1;
/** The worker's transposition table (crates/loa-web/src/worker.rs). */
const HASH_MB = 16;
const ROUNDS = Number(process.env.LOA_SPEED_ROUNDS || 3);
const NATIVE = process.env.LOA_BIN || join(ROOT, 'target/release/loa');

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : null;
};

/** One search in a fresh worker: the last info's nodes and milliseconds. */
async function workerRun(page) {
  return page.evaluate(async ({ start, moves, level, seed }) => {
    const worker = new Worker('./worker_loader.js');
    const last = await new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error('no answer from the worker')), 120_000);
      let info = null;
      worker.onmessage = (e) => {
        const m = e.data;
        if (m === 'ready') {
          worker.postMessage({ start: { id: 1, start, variant: 'standard', rules: 'olympiad', moves, level, seed } });
        } else if (m.info) {
          info = m.info;
        } else if (m.bestmove) {
          clearTimeout(timer);
          ok({ depth: info?.depth, nodes: info?.nodes, ms: info?.time_ms, best: m.bestmove.best });
        } else if (m.error) {
          clearTimeout(timer);
          fail(new Error(m.error.message));
        }
      };
    });
    worker.terminate();
    return last;
  }, { start: START, moves: MOVES, level: LEVEL, seed: SEED });
}

/** One native search: the last `info` line's nodes and milliseconds. */
function nativeRun() {
  const args = ['bestmove', '--position', START, '--level', String(LEVEL), '--seed', String(SEED), '--hash', String(HASH_MB), '--moves', ...MOVES];
  const out = execFileSync(NATIVE, args, { encoding: 'utf8' });
  const infos = out.split('\n').filter((l) => l.startsWith('info depth'));
  const m = /depth (\d+) .*nodes (\d+) time (\d+)/.exec(infos.at(-1) ?? '');
  const best = /bestmove (\S+)/.exec(out)?.[1];
  return m ? { depth: +m[1], nodes: +m[2], ms: +m[3], best } : { best };
}

const results = { position: START, moves: MOVES, level: LEVEL, hashMb: HASH_MB, worker: [], native: [] };

after(() => {
  const file = join(tmpdir(), 'loa-engine-speed.json');
  writeFileSync(file, JSON.stringify(results, null, 2));
  console.log(`engine speed (${file}):\n${JSON.stringify(results, null, 2)}`);
});

test('worker nodes per second against native, same search', async () => {
  const page = await site.newPage();
  await page.goto(site.url + '?black=human&white=human');
  const haveNative = existsSync(NATIVE);
  for (let i = 0; i < ROUNDS; i++) {
    results.worker.push(await workerRun(page));
    if (haveNative) results.native.push(nativeRun());
  }
  const nps = (r) => (r.ms > 0 ? Math.round((r.nodes / r.ms) * 1000) : null);
  results.workerNps = median(results.worker.map(nps));
  results.nativeNps = haveNative ? median(results.native.map(nps)) : null;
  results.workerToNative = results.nativeNps ? +(results.workerNps / results.nativeNps).toFixed(3) : null;
  // Per round, so a change in the machine's load between rounds does not skew the ratio.
  results.ratioPerRound = haveNative ? results.worker.map((w, i) => +(nps(w) / nps(results.native[i])).toFixed(3)) : [];
  assert.ok(results.worker.every((r) => r.best && r.nodes > 0), JSON.stringify(results.worker));
  if (haveNative) {
    // Rounds well inside the level's time cap (2 s) searched the whole tree, so both must agree.
    const whole = results.worker.map((w, i) => [w, results.native[i]]).filter(([w, n]) => w.ms < 1500 && n.ms < 1500);
    results.roundsCompared = whole.length;
    for (const [w, n] of whole) {
      assert.deepEqual([w.depth, w.nodes, w.best], [n.depth, n.nodes, n.best], 'the worker and native loa search the same tree');
    }
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
