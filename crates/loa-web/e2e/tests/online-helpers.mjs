// The online tests' set-up: the real game server (`loa-server`, built by `cargo build --release
// -p loa-server`; `LOA_SERVER` names another binary) started on a free port against the built
// dist/ and a SQLite file in a temporary folder, stopped (or killed, and started again on the
// same port) by the test; and the steps of an online game in a page.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, ROOT, tempDir } from './helpers.mjs';

/** The server binary: `LOA_SERVER`, else the release build, else the debug one. */
export function serverBinary() {
  if (process.env.LOA_SERVER) return process.env.LOA_SERVER;
  for (const profile of ['release', 'debug']) {
    const path = join(ROOT, 'target', profile, 'loa-server');
    if (existsSync(path)) return path;
  }
  throw new Error('no loa-server binary: run `cargo build --release -p loa-server` first');
}

/**
 * Starts loa-server on `port` (0: a free one) with its data in `data` (a new temporary folder if
 * none). Returns { url, port, data, stop(signal), cleanup() }.
 */
export async function startGameServer({ port = 0, data = null, args = [] } = {}) {
  const folder = data ?? tempDir('loa-online-').dir;
  const child = spawn(
    serverBinary(),
    ['--listen', `127.0.0.1:${port}`, '--site', DIST, '--data', folder, '--sqlite-sync', 'normal', ...args],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  child.stderr.on('data', (d) => (log += d));
  const url = await new Promise((ok, fail) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const m = out.match(/listening on (http:\/\/[^\s]+)/);
      if (m) ok(m[1] + '/');
    });
    child.on('exit', (code) => fail(new Error(`loa-server ended (${code}) before listening: ${log}`)));
  });
  const actual = Number(new URL(url).port);
  return {
    url,
    port: actual,
    data: folder,
    log: () => log,
    stop: (signal = 'SIGTERM') =>
      new Promise((ok) => {
        if (child.exitCode !== null) return ok();
        child.once('exit', () => ok());
        child.kill(signal);
      }),
  };
}

/** Opens the online dialog (the entry shows once the server answered) and waits for the lobby. */
export async function openOnline(page) {
  await page.locator('#online-open').click({ timeout: 30_000 });
  await page.waitForSelector('#online-dialog[open]');
  await page.waitForFunction(() => document.querySelector('#online-counts').textContent.trim() !== '');
}

/** Plays `from-to` on the online game's board. */
export async function playOnline(page, move) {
  const [from, to] = move.split(/[-x]/);
  await page.click(`#online-board [data-square="${from}"]`);
  await page.click(`#online-board [data-square="${to}"]`);
}

/** The online game's move list, as text moves. */
export function onlineMoves(page) {
  return page.$$eval('#online-moves [data-ply]', (els) => els.map((e) => e.textContent.trim()));
}

/** Waits until the online game's move list has `n` moves. */
export async function waitForOnlineMoves(page, n, timeout = 20_000) {
  await page.waitForFunction((n) => document.querySelectorAll('#online-moves [data-ply]').length === n, n, { timeout });
}

/** Waits until it is this page's player's move. */
export async function waitForMyTurn(page, timeout = 20_000) {
  await page.waitForSelector('#online-game-status[data-your-turn]', { timeout });
}

/** Presses the game view's button labelled `label` (its actions or a question's answers). */
export async function press(page, label) {
  await page.locator('#online-actions button, #online-answers button', { hasText: label }).first().click();
}
