// The engine's speed in the browser's worker against the native `loa` on the same searches: four
// positions, each searched to depth 10 (level 7) with the same seed and hash size, in a fresh worker
// and a fresh process. About 1.9 M nodes a round (~0.9 s natively on a quiet machine, more in the
// worker). Rounds alternate worker and native, so a change in the machine's load falls on both; the
// first round is a warm-up and is left out. Reported, not asserted (the machine is shared); asserted
// is only that both searched the same trees.
//
// Two clocks. CPU time: the worker thread's (from a Chromium trace: the search is one message
// task) and the native process's (getrusage, through python3 where it is installed); a loaded
// machine stretches wall time but hardly CPU time, so this is the figure for the code's speed.
// Wall time: each side's own `time` in its infos, what a reader waits for on this machine.
// Printed and written to $TMPDIR/loa-engine-speed.json: per worker and clock, nodes per second
// (median of the rounds), the worker/native ratio per round (median, min, max) and per search
// against the native search run right after it (median, quartiles), and the worker wasm's size
// (raw, gzip -9).
//
// Environment: LOA_SPEED_ROUNDS (default 4, the warm-up included); LOA_BIN (default
// target/release/loa; without it only the worker is measured); LOA_SPEED_WORKERS, a comma list of
// folders inside the site that each hold a build's engine.js and app-<hash>.js and _bg.wasm (the
// module the engine's worker runs; default `.`, the site's own), to compare builds in one run.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
/** The worker's transposition table (crates/loa-web/src/engine/serve.rs). */
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

/** The module the engine's worker runs in `dir` of the site: its JS and wasm file names (for a
 * build before the page and the engine were one module, its worker_loader.js and worker_bg.wasm,
 * so a comparison can include it). */
function engineFiles(dir) {
  const names = readdirSync(join(DIST, dir));
  if (names.includes('worker_loader.js')) return { loader: 'worker_loader.js', wasm: 'worker_bg.wasm' };
  const js = names.find((f) => /^app-[0-9a-f]+\.js$/.test(f));
  const wasm = names.find((f) => /^app-[0-9a-f]+_bg\.wasm$/.test(f));
  assert.ok(js && wasm, `no app-<hash>.js and _bg.wasm in ${join(DIST, dir)}`);
  return { js, wasm };
}

/** One search in a fresh worker from `dir`: every info as { depth, nodes, ms }, and the best move. */
async function workerRun(page, dir, moves) {
  const { js, wasm, loader } = engineFiles(dir);
  return page.evaluate(async ({ url, js, wasm, loader, start, moves, level, seed }) => {
    let worker;
    if (loader) {
      worker = new Worker(loader);
    } else {
      // engine.js runs the module it is handed first (see www/engine.js).
      worker = new Worker(url, { type: 'module' });
      worker.postMessage({ js: new URL(js, location.href).href, wasm: new URL(wasm, location.href).href });
    }
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
  }, { url: `./${dir}/engine.js`, js: `./${dir}/${js}`, wasm: `./${dir}/${wasm}`, loader: loader && `./${dir}/${loader}`, start: START, moves, level: LEVEL, seed: SEED });
}

/** Runs a command and prints its CPU time (user + system, ms) on stderr's last line. */
const CPU_TIMER = [
  'import resource, subprocess, sys',
  'subprocess.run(sys.argv[1:], check=True)',
  'r = resource.getrusage(resource.RUSAGE_CHILDREN)',
  'print((r.ru_utime + r.ru_stime) * 1000, file=sys.stderr)',
].join('\n');
const HAVE_PYTHON = (() => {
  try {
    execFileSync('python3', ['-c', 'import resource'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** One native search: every `info` line as { depth, nodes, ms }, the best move and the
 * process's CPU time (ms; null without python3 to read it). */
function nativeRun(moves) {
  const args = ['bestmove', '--position', START, '--level', String(LEVEL), '--seed', String(SEED), '--hash', String(HASH_MB), '--moves', ...moves];
  let out;
  let cpuMs = null;
  if (HAVE_PYTHON) {
    const run = spawnSync('python3', ['-c', CPU_TIMER, NATIVE, ...args], { encoding: 'utf8' });
    assert.equal(run.status, 0, run.stderr);
    out = run.stdout;
    cpuMs = Number(run.stderr.trim().split('\n').at(-1));
  } else {
    out = execFileSync(NATIVE, args, { encoding: 'utf8' });
  }
  const infos = [];
  for (const line of out.split('\n')) {
    const m = /^info depth (\d+) .*nodes (\d+) time (\d+)/.exec(line);
    if (m) infos.push({ depth: +m[1], nodes: +m[2], ms: +m[3] });
  }
  return { infos, best: /bestmove (\S+)/.exec(out)?.[1], cpuMs };
}

/** The worker threads' CPU time per search (ms), in the order the searches ran: from a trace of
 * the round, each worker thread's longest task (the search runs in one message handler). */
function workerCpu(traceBuffer) {
  const trace = JSON.parse(traceBuffer.toString());
  const events = trace.traceEvents ?? trace;
  const workerThreads = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'DedicatedWorker thread').map((e) => `${e.pid}:${e.tid}`),
  );
  const longest = new Map();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask' || !workerThreads.has(thread) || e.tdur == null) continue;
    if (!longest.has(thread) || e.tdur > longest.get(thread).tdur) longest.set(thread, e);
  }
  return [...longest.values()].sort((a, b) => a.ts - b.ts).map((e) => e.tdur / 1000);
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
  native: { searches: [] },
  workers: Object.fromEntries(WORKERS.map((dir) => [dir, { searches: [] }])),
};

/** Nodes per second of a set of searches by one clock ('cpu' or 'wall'); null if unmeasured. */
function nps(searches, clock) {
  const ms = searches.reduce((s, r) => s + (r[clock] ?? NaN), 0);
  const nodes = searches.reduce((s, r) => s + r.nodes, 0);
  return ms > 0 ? (nodes / ms) * 1000 : null;
}

/** A worker's figures by one clock: nodes/s (median of rounds), the ratio to native per round
 * (median, min, max) and per search against the native search right after it (median, quartiles). */
function figures(worker, native, clock) {
  const rounds = [...new Set(worker.map((r) => r.round))];
  const of = (list, round) => list.filter((r) => r.round === round);
  const perRound = rounds.map((round) => nps(of(worker, round), clock));
  if (!perRound.length || perRound.some((x) => x == null)) return null;
  const out = { nps: Math.round(median(perRound)) };
  if (native.length && nps(native, clock) != null) {
    const ratios = rounds.map((round) => round3(nps(of(worker, round), clock) / nps(of(native, round), clock)));
    const pairs = worker.map((r, i) => nps([r], clock) / nps([native[i]], clock)).sort((a, b) => a - b);
    const at = (f) => round3(pairs[Math.round(f * (pairs.length - 1))]);
    out.nativeNps = Math.round(median(rounds.map((round) => nps(of(native, round), clock))));
    out.ratio = { median: round3(median(ratios)), min: Math.min(...ratios), max: Math.max(...ratios), perRound: ratios };
    out.perSearch = { median: round3(median(pairs)), q1: at(0.25), q3: at(0.75), n: pairs.length };
  }
  return out;
}

after(() => {
  const file = join(tmpdir(), 'loa-engine-speed.json');
  writeFileSync(file, JSON.stringify(results, null, 2));
  const lines = [`engine speed (${file}), ${ROUNDS - 1} rounds after a warm-up, ${GAMES.length} searches each:`];
  const mn = (x) => (x == null ? '?' : (x / 1e6).toFixed(3));
  for (const [dir, w] of Object.entries(results.workers)) {
    lines.push(`  worker ${dir}: wasm ${w.bytes} B, gzip -9 ${w.gzipBytes} B`);
    for (const clock of ['cpu', 'wall']) {
      const f = w[clock];
      if (!f) {
        lines.push(`    ${clock.padEnd(4)} not measured`);
        continue;
      }
      const vs = f.ratio
        ? ` vs native ${mn(f.nativeNps)}: ratio ${f.ratio.median} per round (${f.ratio.min}–${f.ratio.max}), ${f.perSearch.median} per search (quartiles ${f.perSearch.q1}–${f.perSearch.q3})`
        : '';
      lines.push(`    ${clock.padEnd(4)} ${mn(f.nps)} M nodes/s${vs}`);
    }
  }
  console.log(lines.join('\n'));
});

test('worker nodes per second against native, same searches', async () => {
  const page = await site.newPage();
  // A document of the site without the game (its style sheet), so the only workers are the measured ones.
  await page.goto(site.url + 'rules.css');
  const browser = page.context().browser();
  const haveNative = existsSync(NATIVE);
  for (const dir of WORKERS) {
    const file = join(DIST, dir, engineFiles(dir).wasm);
    Object.assign(results.workers[dir], { bytes: statSync(file).size, gzipBytes: gzipSize(file) });
  }
  for (let round = 0; round < ROUNDS; round++) {
    // Traced for the worker threads' CPU time: a loaded machine stretches wall time, not CPU time.
    await browser.startTracing(page, { categories: ['toplevel'] });
    const workerRuns = [];
    for (const moves of GAMES) {
      const runs = [];
      for (const dir of WORKERS) runs.push(await workerRun(page, dir, moves));
      workerRuns.push(...runs);
      if (haveNative) runs.push(nativeRun(moves));
      for (const r of runs) assert.ok(r.best && r.infos.length > 0, JSON.stringify(r));
      // Same depth, same tree: the worker and native loa count the same nodes.
      const at = common(runs);
      assert.ok(at.every((i) => i.nodes > 0), JSON.stringify({ moves, at }));
      assert.deepEqual(new Set(at.map((i) => i.nodes)).size, 1, `the same tree everywhere: ${JSON.stringify({ moves, at })}`);
      if (round === 0) continue;
      // Whole searches: each side's own work, by its own clocks.
      const search = (r) => ({ round, moves: moves.join(' '), nodes: r.infos.at(-1).nodes, wall: r.infos.at(-1).ms, cpu: r.cpuMs });
      WORKERS.forEach((dir, i) => results.workers[dir].searches.push(search(runs[i])));
      if (haveNative) results.native.searches.push(search(runs[WORKERS.length]));
    }
    const cpu = workerCpu(await browser.stopTracing());
    if (round === 0) continue;
    // One worker thread per search, in order; otherwise the trace is not understood: no CPU figure.
    if (cpu.length === workerRuns.length) {
      let k = 0;
      for (const moves of GAMES) {
        for (const dir of WORKERS) {
          results.workers[dir].searches.find((r) => r.round === round && r.moves === moves.join(' ')).cpu = cpu[k++];
        }
      }
    }
  }
  for (const w of Object.values(results.workers)) {
    w.cpu = figures(w.searches, results.native.searches, 'cpu');
    w.wall = figures(w.searches, results.native.searches, 'wall');
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
