// Makes the tutorials and guides (rules.html, rules.ca.html, rules.ru.html, embed.html, …) from
// one list of boards (www/pages/boards.mjs) and one text per page and language
// (www/pages/<name>.<lang>.html): every board written once, each drawn as a static picture that
// shows its position before the board's code has arrived.
//
//   node tools/pages/build.mjs [out-dir]     (default: target/pages; trunk's pre_build hook)
//
// Files are written only when their contents change, so a rerun touches nothing (and trunk's
// watcher sees no change). The output is the same bytes on every run.

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { defs, firstShown, gameStart, palette } from './picture.mjs';
import { readText } from './text.mjs';
import { LANGS, fileName, page } from './template.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const SOURCES = join(ROOT, 'www/pages');

/** The order attributes are written in, each list entry's key → the element's attribute. */
const ATTRIBUTES = [
  ['id', 'id'], ['position', 'position'], ['moves', 'moves'], ['ply', 'ply'], ['variant', 'variant'],
  ['rules', 'rules'], ['orientation', 'orientation'], ['coordinates', 'coordinates'],
  ['interactive', 'interactive'], ['opponent', 'opponent'], ['level', 'level'], ['expect', 'expect'],
  ['puzzle', 'puzzle'], ['hints', 'hints'], ['exercise', 'data-exercise'],
];
const KEYS = new Set([...ATTRIBUTES.map(([k]) => k), 'invalid']);

const escape = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The puzzles of www/puzzles.tsv: id → position string. */
function readPuzzles() {
  const map = new Map();
  for (const line of readFileSync(join(ROOT, 'www/puzzles.tsv'), 'utf8').trim().split('\n')) {
    const [id, position] = line.split('\t');
    map.set(id, position);
  }
  return map;
}

/** One `<loa-board>` with its static picture inside (none for a board meant to show an error). */
export function boardMarkup(board, puzzles) {
  for (const key of Object.keys(board)) if (!KEYS.has(key)) throw new Error(`board ${board.id}: unknown key "${key}"`);
  const attrs = ATTRIBUTES.filter(([key]) => board[key] !== undefined && board[key] !== false)
    .map(([key, name]) => (board[key] === true ? ` ${name}` : ` ${name}="${escape(board[key])}"`)).join('');
  if (board.invalid) return `<loa-board${attrs}></loa-board>`;
  const shown = firstShown(ROOT, board, puzzles);
  // Room for what the live board adds under the board (see loa-web's embed/parts.rs), so nothing
  // moves when it takes the picture's place: its step buttons (a line to step through), its status
  // line. (A board to play on shows its row of controls once there is a button in it: Reset after
  // the first move, which the reader made.)
  const steps = board.moves && !board.puzzle && board.moves.trim() !== '';
  const controls = steps ? '<div class="steps"></div>' : '';
  return `<loa-board${attrs}><div class="loa-static loa-pic" data-position="${shown.position}">${shown.svg}${controls}<div class="line"></div></div></loa-board>`;
}

/** `text` moved to the left margin, then indented `by`; the lines of a `<pre>` keep their own spaces. */
function block(text, by) {
  const pres = [];
  const marked = text.replace(/<pre>[\s\S]*?<\/pre>/g, (pre) => `\u0000${pres.push(pre) - 1}\u0000`);
  const lines = marked.replace(/^\s*\n/, '').replace(/\s+$/, '').split('\n');
  const margin = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
  return lines.map((l) => l.slice(Math.min(margin, l.match(/^ */)[0].length)))
    .map((l) => (l ? by + l : l)).join('\n')
    .replace(/\u0000(\d+)\u0000/g, (_, i) => pres[Number(i)]);
}

/**
 * Each body cell of a table of three or more columns labelled with its column's heading
 * (`data-th`), so that on a phone rules.css can set each row out as a card ("Default: Draw")
 * instead of squeezing three columns into the width.
 */
export function labelCells(html) {
  return html.replace(/<table>([\s\S]*?)<\/table>/g, (table, inner) => {
    const heads = [...(inner.match(/<thead>([\s\S]*?)<\/thead>/)?.[1] ?? '').matchAll(/<th>([\s\S]*?)<\/th>/g)]
      .map((m) => escape(m[1].replace(/<[^>]*>/g, '')));
    if (heads.length < 3) return table;
    const body = inner.replace(/<tr>([\s\S]*?)<\/tr>/g, (row, cells) => {
      if (!cells.includes('<td>')) return row;
      let i = 0;
      return `<tr>${cells.replace(/<td>/g, () => `<td data-th="${heads[i++] ?? ''}">`)}</tr>`;
    });
    return `<table class="cards">${body}</table>`;
  });
}

/**
 * Codes too long for a phone's line (positions, tags) marked to wrap, preferably after a `/` or
 * `,` between letters or digits (a rank, a rule option; `<wbr>` is not copied with the text);
 * short ones (moves) never break.
 */
export const markLongCodes = (html) => html.replace(/<code>([^<\n]{25,}?)<\/code>/g,
  (_, code) => `<code class="long">${code.replace(/(?<=\w)([/,])(?=\w)/g, '$1<wbr>')}</code>`);

/** The page `name` in `lang`: its text's sections numbered, its boards from `boards`. */
export function renderPage(name, lang, source, boards, script, puzzles) {
  const where = `www/pages/${name}.${lang}.html`;
  const text = readText(source, where);
  const byId = new Map(boards.map((b) => [b.id, b]));
  const used = text.sections.flatMap((s) => s.figures.map((f) => f.board));
  const listed = boards.map((b) => b.id);
  if (used.join(' ') !== listed.join(' ')) {
    throw new Error(`${where}: its boards are ${used.join(' ')}; the list (boards.mjs) has ${listed.join(' ')}`);
  }
  for (const b of boards) {
    if (b.exercise && !source.includes(`id="${b.exercise}"`)) throw new Error(`${where}: no exercise note id="${b.exercise}"`);
  }
  const sections = text.sections.map((s, i) => {
    // An exercise's note goes just above its board, so that the task, the board and the "Right: …"
    // once solved are read together (on a phone the boards come after all of the step's text).
    let body = s.body;
    const figures = s.figures.map((f) => {
      const board = byId.get(f.board);
      let note = '';
      if (board.exercise) {
        body = body.replace(new RegExp(`\\n?[ \\t]*<div class="exercise" id="${board.exercise}">[\\s\\S]*?</div>`), (div) => {
          note = `${block(div, '        ')}\n`;
          return '';
        });
      }
      return `${note}        <figure>
          ${boardMarkup(board, puzzles)}
          <figcaption>${f.caption}</figcaption>
        </figure>`;
    });
    return `    <section class="step" id="${s.id}">
      <div class="text">
        <h2><span class="n">${i + 1}.</span>${s.heading}</h2>
${block(body, '        ')}
      </div>
${figures.length ? `      <div class="boards">\n${figures.join('\n')}\n      </div>\n` : ''}    </section>`;
  });
  const toc = text.sections.map((s) => `        <li><a href="#${s.id}">${s.heading}</a></li>`).join('\n');
  const main = text.parts.map((p) => {
    if (typeof p === 'number') return sections[p];
    if (!p.trim()) return null;
    return block(p, '    ').replace(/(<nav class="toc"[^>]*>\s*<strong>[\s\S]*?<\/strong>)\s*<\/nav>/,
      (_, open) => `${open}\n      <ol>\n${toc}\n      </ol>\n    </nav>`);
  }).filter((p) => p !== null).join('\n\n');
  return page({ defs: defs(ROOT), pictureCss: readFileSync(join(ROOT, 'www/picture.css'), 'utf8'), name, lang, words: text.words, main: markLongCodes(labelCells(main)), footer: markLongCodes(block(text.footer, '    ')), script });
}

/** `www/<name>` and then the board themes' colours (`loa picture --palette`: the canvas's
 * palettes), which the pictures are coloured by: the tutorials' shared rules.css, and the
 * pictures' styles that the game page inlines. */
export function withPalette(name) {
  return readFileSync(join(ROOT, 'www', name), 'utf8') + palette(ROOT);
}

/** The game page's script that shows its board's picture before its module, with the start in it. */
export function boardPictureScript() {
  const source = readFileSync(join(ROOT, 'www/board-picture.js'), 'utf8');
  return source.replace('START_PICTURE', JSON.stringify(gameStart(ROOT)));
}

/** Every page (file name → HTML), the game page's board-picture.js, and the two stylesheets that
 * hold the board themes' colours (rules.css, picture.css). */
export async function buildPages() {
  const { PAGES } = await import(pathToFileURL(join(SOURCES, 'boards.mjs')).href);
  const puzzles = readPuzzles();
  const out = new Map();
  for (const [name, { boards, script }] of Object.entries(PAGES)) {
    for (const { code } of LANGS) {
      const source = readFileSync(join(SOURCES, `${name}.${code}.html`), 'utf8');
      out.set(fileName(name, code), renderPage(name, code, source, boards, script, puzzles));
    }
  }
  out.set('board-picture.js', boardPictureScript());
  out.set('rules.css', withPalette('rules.css'));
  out.set('picture.css', withPalette('picture.css'));
  return out;
}

/** Writes the pages into `dir`, each only if it changed; returns the names written. */
export async function writePages(dir) {
  mkdirSync(dir, { recursive: true });
  const written = [];
  for (const [name, html] of await buildPages()) {
    const path = join(dir, name);
    if (existsSync(path) && readFileSync(path, 'utf8') === html) continue;
    writeFileSync(path, html);
    written.push(name);
  }
  return written;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = resolve(process.argv[2] ?? join(ROOT, 'target/pages'));
  try {
    const written = await writePages(dir);
    console.log(`pages: ${written.length ? written.join(', ') : 'nothing changed'} in ${dir}`);
  } catch (e) {
    console.error(`pages: ${e.message}`);
    process.exit(1);
  }
}
