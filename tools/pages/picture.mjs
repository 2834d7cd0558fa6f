// The boards' static pictures, drawn by the native `loa picture` (loa-app's board/picture.rs,
// the one drawing of a board's picture): this file only says which board to draw, from its
// attributes, and reads the answer. No position or move is read here.

import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The `loa` command, built once per run (the site's build needs the native loa-cli). */
let loaPath = null;
function loa(root, args) {
  if (!loaPath) {
    execFileSync('cargo', ['build', '--release', '--locked', '--quiet', '-p', 'loa-cli'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
    loaPath = join(process.env.CARGO_TARGET_DIR ?? join(root, 'target'), 'release', 'loa');
  }
  try {
    return execFileSync(loaPath, args, { cwd: root, encoding: 'utf8' });
  } catch (e) {
    throw new Error(`loa ${args.join(' ')}: ${String(e.stderr ?? e.message).trim()}`);
  }
}

const cache = new Map();

/** `loa picture` with `args`: { position, svg }. */
function draw(root, args) {
  const key = JSON.stringify(args);
  if (!cache.has(key)) {
    const [first, svg] = loa(root, ['picture', ...args]).split('\n');
    cache.set(key, { position: first.replace(/^position /, ''), svg });
  }
  return cache.get(key);
}

/** The board themes' colours as CSS custom properties (loa-app's board/theme.rs palettes). */
let colours = null;
export function palette(root) {
  colours ??= loa(root, ['picture', '--palette']);
  return colours;
}

/** The shared parts every inline picture of a page refers to, written once per page. */
let shared = null;
export function defs(root) {
  shared ??= loa(root, ['picture', '--defs']).trim();
  return shared;
}

/**
 * What a `<loa-board>` with these attributes shows first, as loa-web's embed shows it: a puzzle's
 * position; else its `position` or its variant's start, after its `moves` up to `ply` (a line to
 * study starts at its first position, an exercise or a game after its moves). `puzzles` maps a
 * puzzle id to its position string. Returns { position, svg }: the position string and the
 * inline SVG.
 */
export function firstShown(root, attrs, puzzles = new Map()) {
  const args = [];
  if (attrs.puzzle) {
    const position = puzzles.get(attrs.puzzle);
    if (!position) throw new Error(`puzzle "${attrs.puzzle}" is not in puzzles.tsv`);
    args.push('--position', position);
  } else if (attrs.position && attrs.position !== 'start') {
    args.push('--position', attrs.position);
  }
  if (attrs.variant) args.push('--variant', attrs.variant);
  if (attrs.moves && !attrs.puzzle) {
    let ply = '0';
    if (attrs.ply !== undefined) ply = String(attrs.ply);
    else if (attrs.expect !== undefined || attrs.interactive) ply = 'last';
    args.push('--ply', ply, '--', attrs.moves);
  }
  if (attrs.orientation === 'flipped') args.unshift('--flipped');
  if (attrs.coordinates === 'false') args.unshift('--no-coordinates');
  return draw(root, args);
}

/** The game page's start as one SVG file for its `<img>` (www/board-picture.js shows it). */
export function gameStart(root) {
  return draw(root, ['--standalone']).svg;
}
