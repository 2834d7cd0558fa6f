// Trunk post_build hook (see Trunk.toml): the wasm-bindgen glue, smaller.
//
// wasm-bindgen names each function the module imports from its JS after the function and a hash
// (`__wbg_addColorStop_5062bdb863ddbc7c`): about 270 names for the game page, written twice, once
// in the wasm's import section and once as a key of the JS's import object, and the hashes do not
// compress. For each `X_bg.wasm` with its `X.js`, every import of the glue's module gets a short
// name (`_0`, `_1`, … in the order of the import section), in the wasm and in the JS alike. Then
// the JS is minified with terser, always from wasm-bindgen's own output: trunk's minifier fails on
// the game page's ES module (and leaves it as written), and on the embed's script it writes the
// hoisted names in another order on every build, so the same sources gave another `embed.js`, and
// the service worker a new version, each time. Trunk keeps wasm-bindgen's output in the cargo
// target folder (`wasm-bindgen/<profile>/X.js`); it is taken when it is this build's (it names
// every import the module has), else the JS as trunk wrote it. Exports, and so everything a page,
// a worker or `www/*.js` calls, keep their names.
//
// A module that comes with its function names (the game page's: index.html asks trunk to keep
// them) is then split in two by split.mjs, by those names: `X_bg.wasm`, what a first visit runs,
// without the names, and `<name>-rest-<hash>.wasm`, the rest, loaded by the code split.mjs adds
// to the JS. The rest is named after its contents, so a browser never pairs it with another build.
//
// It fails, and the build with it, when the two do not match: an import the JS does not name, or a
// name left in the JS after renaming.
//
// Run by tools/post-build.mjs, trunk's post_build hook.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { minify } from 'terser';
import { createHash } from 'node:crypto';
import { restGlue, restOf, splitModule } from './split.mjs';
import { parseModule, wasmName } from './wasm-code.mjs';
import { leb, readLeb, sections } from './wasm-bytes.mjs';

/**
 * The module `wasm` (a Buffer) with the imports of module `from` renamed by `rename(field, index)`
 * (index among those imports); returns `{ wasm, renamed }`, `renamed` mapping old to new names.
 * Only the import section is rewritten; every other section is copied byte for byte.
 */
export function renameImports(wasm, from, rename) {
  const parts = [wasm.subarray(0, 8)];
  const renamed = new Map();
  for (const { id, start, body, end } of sections(wasm)) {
    if (id !== 2) {
      parts.push(wasm.subarray(start, end));
      continue;
    }
    let at = body;
    const out = [];
    let count;
    [count, at] = readLeb(wasm, at);
    out.push(leb(count));
    for (let i = 0; i < count; i++) {
      const fields = [];
      for (let k = 0; k < 2; k++) {
        let length;
        [length, at] = readLeb(wasm, at);
        fields.push(wasm.subarray(at, at + length).toString('utf8'));
        at += length;
      }
      const [module, field] = fields;
      // The import's description: its kind, then the kind's immediates, copied as they are.
      const described = at;
      const kind = wasm[at++];
      const skipLimits = () => {
        let flags;
        [flags, at] = readLeb(wasm, at);
        [, at] = readLeb(wasm, at);
        if (flags & 1) [, at] = readLeb(wasm, at);
      };
      if (kind === 0) [, at] = readLeb(wasm, at); // function: type index
      else if (kind === 1) { at++; skipLimits(); } // table: reference type, limits
      else if (kind === 2) skipLimits(); // memory
      else if (kind === 3) at += 2; // global: value type, mutability
      else if (kind === 4) { at++; [, at] = readLeb(wasm, at); } // tag
      else throw new Error(`import kind ${kind} of ${module}.${field} is not known`);
      let next = field;
      if (module === from) {
        if (renamed.has(field)) throw new Error(`${field} is imported twice`);
        next = rename(field, renamed.size);
        renamed.set(field, next);
      }
      out.push(wasmName(module), wasmName(next), wasm.subarray(described, at));
    }
    if (at !== end) throw new Error('the import section has bytes after its imports');
    const section = Buffer.concat(out);
    parts.push(Buffer.from([2]), leb(section.length), section);
  }
  return { wasm: Buffer.concat(parts), renamed };
}

/** Short names: `_0` … `_9`, `_a` … */
export const shortName = (_field, index) => '_' + index.toString(36);

/** `name` as a whole word of JS text (not inside a longer name). */
const wholeWord = (name, flags = '') => new RegExp(`(?<![\\w$])${name.replace(/[$]/g, '\\$')}(?![\\w$])`, flags);

/**
 * The JS glue with the import object's keys renamed as `renamed` says. A key is a whole word of
 * the text (wasm-bindgen's names are unique); each old name must be there, and none is left.
 */
export function renameInJs(js, renamed) {
  let out = js;
  for (const [old, next] of renamed) {
    const word = wholeWord(old, 'g');
    if (!word.test(out)) throw new Error(`the JS does not name the import ${old}`);
    out = out.replace(word, next);
  }
  return out;
}

const gz = (bytes) => gzipSync(bytes, { level: 9 }).length;

/** Whether `js` names every one of `fields` as a whole word. */
const namesAll = (js, fields) => [...fields].every((f) => wholeWord(f).test(js));

/**
 * Shrinks each wasm-bindgen pair of the site folder `site`; returns a line per pair. `bindgen` is
 * the folder where trunk keeps wasm-bindgen's output of this build (unminified), if known.
 */
export async function shrinkGlue(site, bindgen) {
  const lines = [];
  const files = readdirSync(site);
  for (const wasmFile of files.filter((f) => f.endsWith('_bg.wasm')).sort()) {
    const base = wasmFile.slice(0, -'_bg.wasm'.length);
    const jsFile = `${base}.js`;
    if (!files.includes(jsFile)) throw new Error(`${wasmFile} has no ${jsFile}`);
    const wasmBefore = readFileSync(join(site, wasmFile));
    const jsBefore = readFileSync(join(site, jsFile), 'utf8');
    // The glue's module is named after the wasm-bindgen output, whatever trunk named the files.
    const from = /"(\.\/[\w-]+_bg\.js)"/.exec(jsBefore)?.[1] ?? /['"](\.\/[\w-]+_bg\.js)['"]/.exec(jsBefore)?.[1];
    if (!from) throw new Error(`${jsFile} names no import module ./…_bg.js`);
    let { wasm, renamed } = renameImports(wasmBefore, from, shortName);
    if (!renamed.size) throw new Error(`${wasmFile} imports nothing from ${from}`);
    // A module built with its function names (the game page's, see index.html) is split in two:
    // what a first visit runs, and the rest (tools/split.mjs), named after its contents.
    let rest = null;
    const parsed = parseModule(wasm);
    if (parsed.names.size) {
      const split = splitModule(wasm, restOf(parsed));
      wasm = split.first;
      const hash = createHash('sha256').update(split.second).digest('hex').slice(0, 16);
      rest = { file: `${base.replace(/-[0-9a-f]+$/, '')}-rest-${hash}.wasm`, bytes: split.second, moved: split.moved.length, stubs: split.stubs };
    }
    // wasm-bindgen's own output of this build, where trunk keeps it (named after the wasm-bindgen
    // module, not trunk's hashed file name); the JS as trunk wrote it otherwise.
    const source = bindgen && join(bindgen, from.slice(2, -'_bg.js'.length) + '.js');
    const fresh = source && existsSync(source) ? readFileSync(source, 'utf8') : null;
    const own = fresh !== null && namesAll(fresh, renamed.keys());
    let js = renameInJs(own ? fresh : jsBefore, renamed);
    if (rest) js = restGlue(js, from, rest.file);
    // Minified once, by terser (not again what trunk has minified, when wasm-bindgen's is missing).
    if (own || js.split('\n').length > 20) {
      const result = await minify(js, { module: /^\s*(import|export)\b/m.test(js), compress: { passes: 2 }, mangle: true });
      js = result.code;
    }
    for (const old of renamed.keys()) {
      if (js.includes(old)) throw new Error(`${jsFile} still names ${old}`);
    }
    // The module still loads with its JS (WebAssembly.Module parses and checks it).
    new WebAssembly.Module(wasm);
    writeFileSync(join(site, wasmFile), wasm);
    if (rest) {
      new WebAssembly.Module(rest.bytes);
      writeFileSync(join(site, rest.file), rest.bytes);
      lines.push(`${base}: ${rest.moved} functions moved to ${rest.file} (${gz(rest.bytes)} B gzip), ${rest.stubs} stubs left`);
    }
    writeFileSync(join(site, jsFile), js);
    const via = own ? 'from wasm-bindgen\'s output' : 'as trunk wrote it';
    lines.push(`${base}: ${renamed.size} imports renamed, js ${via}; wasm ${gz(wasmBefore)} → ${gz(wasm)} B gzip, js ${gz(jsBefore)} → ${gz(Buffer.from(js))} B gzip`);
  }
  return lines;
}
