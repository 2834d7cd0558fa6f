// Trunk post_build hook (see Trunk.toml): the words' files as they are sent.
//
// 1. `locales/<lang>.ftl` (the game page's words) without the comment lines, which are for
//    translators (about 1.2 KB gzip of each file).
// 2. `locales/board/<lang>.ftl`, the words of the `<loa-board>` element's module alone: the
//    messages whose id the built `embed_bg.wasm` names. An id is named when its text is in the
//    module's data (every id the Rust code writes is a string literal there), or when the start
//    of it up to a hyphen is (an id put together at run time, `format!("variant-{}", …)`). This
//    errs on the side of taking a message, never of leaving one out. A third-party page's first
//    board then fetches about half of the words (en: 9.1 KB → 4.1 KB gzip).
//
// The messages keep their text as written (a multi-line message whole); the files have no terms
// or message references (`-term`, `{ other-id }`), which the check below refuses, since a message
// taken would then need the ones it names.
//
// Run by tools/post-build.mjs, trunk's post_build hook.
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sections } from './wasm-bytes.mjs';

/** The wasm module's data section as one latin-1 string (ids are ASCII). */
export function wasmData(bytes) {
  let data = '';
  for (const { id, body, end } of sections(bytes)) {
    if (id === 11) data += bytes.subarray(body, end).toString('latin1');
  }
  return data;
}

/** The entries of an .ftl text: `{ id, text }` for a message (its lines whole), `{ text }` else. */
export function entries(ftl) {
  const out = [];
  for (const line of ftl.split('\n')) {
    const id = /^([a-z][a-z0-9-]*)\s*=/.exec(line)?.[1];
    // An indented line, or a selector's closing brace, goes on with the message above.
    const continues = /^(\s+\S|\})/.test(line) && out.length && out.at(-1).id;
    if (continues) out.at(-1).text += '\n' + line;
    else out.push(id ? { id, text: line } : { text: line });
  }
  return out;
}

/** Whether the module's data names message `id` (see the file's head). */
export function named(data, id) {
  if (data.includes(id)) return true;
  const parts = id.split('-');
  for (let i = 1; i < parts.length; i++) {
    if (data.includes(parts.slice(0, i).join('-') + '-')) return true;
  }
  return false;
}

/** Writes the site's words' files (see the file's head); returns a line on what it wrote. */
export function writeWords(site) {
  const locales = join(site, 'locales');
  const module = join(site, 'embed_bg.wasm');
  for (const need of [locales, module]) {
    if (!existsSync(need)) throw new Error(`${need} is missing`);
  }
  const data = wasmData(readFileSync(module));
  mkdirSync(join(locales, 'board'), { recursive: true });
  const report = [];
  for (const name of readdirSync(locales).filter((f) => /^[a-z]{2}\.ftl$/.test(f)).sort()) {
    const path = join(locales, name);
    const source = readFileSync(path, 'utf8');
    if (/^-[a-z]/m.test(source) || /\{\s*-?[a-z][a-z0-9-]*\s*\}/.test(source)) {
      throw new Error(`${name} has a term or a message reference; the board's file would need to follow them`);
    }
    const all = entries(source).filter((e) => !/^#/.test(e.text));
    const stray = all.find((e) => !e.id && e.text.trim());
    if (stray) throw new Error(`${name}: a line that is neither a message, a comment nor blank: ${stray.text}`);
    const messages = all.filter((e) => e.id);
    const page = all.map((e) => e.text).join('\n').replace(/\n{3,}/g, '\n\n').trim() + '\n';
    const board = messages.filter((e) => named(data, e.id)).map((e) => e.text).join('\n') + '\n';
    writeFileSync(path, page);
    writeFileSync(join(locales, 'board', name), board);
    const gz = (text) => gzipSync(text, { level: 9 }).length;
    report.push(`${name} ${gz(source)} → ${gz(page)} B gzip, board/${name} ${gz(board)} B (${messages.filter((e) => named(data, e.id)).length} of ${messages.length} messages)`);
  }
  return report.join('; ');
}
