// The engine's speed in the browser's worker against the native `loa` on the same searches: four
// positions, each searched to depth 10 (level 7) with the same seed and hash size, in a fresh worker
// and a fresh process. About 1.9 M nodes a round (~0.9 s natively on a quiet machine, more in the
// worker). Rounds alternate worker and native, so a change in the machine's load falls on both; the
// first round is a warm-up and is left out. Reported, not asserted (the machine is shared); asserted
// is only that both searched the same trees.
//
// Printed and written to $TMPDIR/loa-engine-speed.json: per worker, nodes per second (median of the
// rounds), the worker/native ratio per round (median, min, max) and per search against the native
// search run right after it (median and quartiles: the least exposed to the load changing), and
// the worker wasm's size (raw, gzip -9).
//
// Environment: LOA_SPEED_ROUNDS (default 4, the warm-up included); LOA_BIN (default
// target/release/loa; without it only the worker is measured); LOA_SPEED_WORKERS, a comma list of
// folders inside the site that each hold worker_loader.js, worker.js and worker_bg.wasm (default
// `.`, the site's own worker), to compare builds of the worker in one run.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { useSite, ROOT, DIST } from './helpers.mjs';

const site = useSite();
const START = '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b';
/** The searched positions: moves from the start (nodes to depth 10: ~800 k, 410 k, 370 k, 360 k). */
const GAMES = [
  ['b1-b3', 'h4-f2'],
  ['b1-b3', 'h4-f2', 'g8-d5', 'a5xd5', 'd8xd5', 'h3-e3'],
  ['b1-b3', 'h4-f2', 'g8-d5', 'a5xd5'],
  ['d1-d3', 'a4-c4'],
];
/** Level 7 searches to a fixed depth (10), so every run does the same work, unless it hits the
 * level's 2 s cap on a loaded machine: then the deepest depth both finished is compared. */
const LEVEL = 7;
const SEED = 1;
/** The worker's transposition table (crates/loa-web/src/worker.rs). */
const HASH_MB = 16;
const ROUNDS = Math.max(2, Number(process.env.LOA_SPEED_ROUNDS || 4));
const NATIVE = process.env.LOA_BIN || join(ROOT, 'target/release/loa');
const WORKERS = (process.env.LOA_SPEED_WORKERS || '.').split(',').map((w) => w.trim()).filter(Boolean);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  if (!s.length) return null;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};
/** `gzip -9c FILE | wc -c` (zlib's level 9 where there is no gzip: a few hundred bytes more). */
function gzipSize(file) {
  try {
    return execFileSync('gzip', ['-9c', file], { maxBuffer: 1 << 26 }).length;
  } catch {
    return gzipSync(readFileSync(file), { level: 9 }).length;
  }
}
const round3 = (x) => (x == null ? null : +x.toFixed(3));

/** One search in a fresh worker from `dir`: every info as { depth, nodes, ms }, and the best move. */
async function workerRun(page, dir, moves) {
  return page.evaluate(async ({ url, start, moves, level, seed }) => {
    const worker = new Worker(url);
    const result = await new Promise((ok, fail) => {
      const timer = setTimeout(() => fail(new Error('no answer from the worker')), 120_000);
      const infos = [];
      worker.onmessage = (e) => {
        const m = e.data;
        if (m === 'ready') {
          worker.postMessage({ start: { id: 1, start, variant: 'standard', rules: 'olympiad', moves, level, seed } });
        } else if (m.info) {
          infos.push({ depth: m.info.depth, nodes: m.info.nodes, ms: m.info.time_ms });
        } else if (m.bestmove) {
          clearTimeout(timer);
          ok({ infos, best: m.bestmove.best });
        } else if (m.error) {
          clearTimeout(timer);
          fail(new Error(m.error.message));
        }
      };
    });
    worker.terminate();
    return result;
  }, { url: `./${dir}/worker_loader.js`, start: START, moves, level: LEVEL, seed: SEED });
}

/** One native search: every `info` line as { depth, nodes, ms }, and the best move. */
function nativeRun(moves) {
  const args = ['bestmove', '--position', START, '--level', String(LEVEL), '--seed', String(SEED), '--hash', String(HASH_MB), '--moves', ...moves];
  const out = execFileSync(NATIVE, args, { encoding: 'utf8' });
  const infos = [];
  for (const line of out.split('\n')) {
    const m = /^info depth (\d+) .*nodes (\d+) time (\d+)/.exec(line);
    if (m) infos.push({ depth: +m[1], nodes: +m[2], ms: +m[3] });
  }
  return { infos, best: /bestmove (\S+)/.exec(out)?.[1] };
}

/** The last info at the deepest depth found in every run (a search cut by its time cap reports
 * its last, unfinished depth too: runs are compared where they all did the same work). */
function common(runs) {
  const finished = (r) => {
    const last = r.infos.at(-1);
    // A depth is finished when a deeper one follows it, or when the search stopped well inside its cap.
    return r.infos.filter((info, i) => i < r.infos.length - 1 || last.ms < 1_800).map((info) => info.depth);
  };
  const depth = Math.min(...runs.map((r) => Math.max(0, ...finished(r))));
  return runs.map((r) => r.infos.filter((info) => info.depth === depth).at(-1) ?? { depth, nodes: 0, ms: 0 });
}

const results = {
  games: GAMES,
  level: LEVEL,
  hashMb: HASH_MB,
  rounds: ROUNDS,
  warmup: 'round 0, left out',
  native: { perRound: [] },
  workers: Object.fromEntries(WORKERS.map((dir) => [dir, { perRound: [], pairs: [] }])),
};

after(() => {
  const file = join(tmpdir(), 'loa-engine-speed.json');
  writeFileSync(file, JSON.stringify(results, null, 2));
  const lines = [`engine speed (${file}), ${ROUNDS - 1} rounds after a warm-up:`];
  if (results.native.nps) lines.push(`  native ${(results.native.nps / 1e6).toFixed(3)} M nodes/s`);
  for (const [dir, w] of Object.entries(results.workers)) {
    const ratio = w.ratio
      ? ` ratio per round ${w.ratio.median} (${w.ratio.min}–${w.ratio.max}), per search ${w.pairRatio.median} (quartiles ${w.pairRatio.q1}–${w.pairRatio.q3}, n ${w.pairRatio.n})`
      : '';
    lines.push(`  worker ${dir}: ${((w.nps ?? 0) / 1e6).toFixed(3)} M nodes/s${ratio}, wasm ${w.bytes} B, gzip -9 ${w.gzipBytes} B`);
  }
  console.log(lines.join('\n'));
});

test('worker nodes per second against native, same searches', async () => {
  const page = await site.newPage();
  await page.goto(site.url + '?black=human&white=human');
  const haveNative = existsSync(NATIVE);
  for (const dir of WORKERS) {
    const file = join(DIST, dir, 'worker_bg.wasm');
    Object.assign(results.workers[dir], { bytes: statSync(file).size, gzipBytes: gzipSize(file) });
  }
  for (let round = 0; round < ROUNDS; round++) {
    // Per game: each worker's run, then the native run, compared at their common depth.
    const sums = Object.fromEntries([...WORKERS, 'native'].map((k) => [k, { nodes: 0, ms: 0 }]));
    for (const moves of GAMES) {
      const runs = [];
      for (const dir of WORKERS) runs.push(await workerRun(page, dir, moves));
      if (haveNative) runs.push(nativeRun(moves));
      for (const r of runs) assert.ok(r.best && r.infos.length > 0, JSON.stringify(r));
      const at = common(runs);
      // Same depth, same tree: the worker and native loa count the same nodes.
      assert.ok(at.every((i) => i.nodes > 0), JSON.stringify({ moves, at }));
      assert.deepEqual(new Set(at.map((i) => i.nodes)).size, 1, `the same tree everywhere: ${JSON.stringify({ moves, at })}`);
      [...WORKERS, ...(haveNative ? ['native'] : [])].forEach((k, i) => {
        sums[k].nodes += at[i].nodes;
        sums[k].ms += at[i].ms;
      });
      // Each worker's run against the native run right after it: the closest in time.
      if (round > 0 && haveNative) {
        const native = at[WORKERS.length];
        WORKERS.forEach((dir, i) => results.workers[dir].pairs.push(round3((at[i].nodes / at[i].ms) / (native.nodes / native.ms))));
      }
    }
    if (round === 0) continue;
    const nps = (s) => (s.ms > 0 ? (s.nodes / s.ms) * 1000 : null);
    if (haveNative) results.native.perRound.push({ ...sums.native, nps: Math.round(nps(sums.native)) });
    for (const dir of WORKERS) {
      const w = sums[dir];
      const entry = { ...w, nps: Math.round(nps(w)) };
      if (haveNative) entry.ratio = round3(nps(w) / nps(sums.native));
      results.workers[dir].perRound.push(entry);
    }
  }
  results.native.nps = haveNative ? Math.round(median(results.native.perRound.map((r) => r.nps))) : null;
  for (const w of Object.values(results.workers)) {
    w.nps = Math.round(median(w.perRound.map((r) => r.nps)));
    if (haveNative) {
      const ratios = w.perRound.map((r) => r.ratio);
      w.ratio = { median: round3(median(ratios)), min: Math.min(...ratios), max: Math.max(...ratios) };
      const q = [...w.pairs].sort((a, b) => a - b);
      const at = (f) => q[Math.round(f * (q.length - 1))];
      w.pairRatio = { median: round3(median(q)), q1: at(0.25), q3: at(0.75), n: q.length };
    }
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
