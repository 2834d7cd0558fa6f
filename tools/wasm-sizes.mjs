// What each part of a wasm module costs: reads the module's function bodies, data segments and
// function names (the `name` section: build with names kept, e.g. `wasm-opt -Oz -g`), attributes
// every function to the part its Rust path names (a generic instance such as
// `core::ptr::drop_in_place<loa_web::editor::Editor>` goes to the part of the type it is for),
// and prints per part the raw bytes and the gzip -9 size of those bytes on their own (a little
// more than the part adds to the gzip of the whole module, where it shares the dictionary).
//
//   node tools/wasm-sizes.mjs app_bg.wasm [--parts app] [--top 20] [--json]
//
// `--parts app` groups by the game page's parts (below); `--parts module` by Rust module path
// (two levels inside loa_web and loa_core, the crate otherwise). `--top N` also lists the N
// largest functions.
//
// A lower bound per part: with LTO, code inlined into a caller counts for the caller (much of the
// game page's wiring is inlined into `page::start_now`). What a part really adds is what a build
// without it saves: the position editor's functions here are 4.4 KB, the build without its
// `bind` 11.0 KB smaller (the names: build the app, then `wasm-opt -Oz -g` on wasm-bindgen's output).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** The game page's parts: the first pattern a function's path matches names its part. */
const APP_PARTS = [
  ['serde, serde-wasm-bindgen (saved games, worker messages, event details)', /\bserde(_core|_wasm_bindgen)?::|\bloa_web::js_value\b|\bloa_app::saved::stored\b/],
  ['analysis board', /loa_web::page::analysis\b/],
  ['position editor', /loa_web::page::editor\b|loa_app::editor\b/],
  ['review (page side)', /loa_web::page::review\b|loa_app::review\b/],
  ['hints', /loa_web::(page::hint_button|engine::hint|embed::hint_source)\b/],
  ['puzzles', /loa_app::puzzles\b|loa_web::embed::puzzle\b|loa_core::puzzle\b/],
  ['variations', /loa_web::page::variations\b|loa_app::(move_layout|saved::tree)\b|loa_core::move_tree\b/],
  ['saving (storage, saved games)', /loa_web::page::library::(storage|persist)\b|loa_app::saved\b/],
  ['library', /loa_web::page::library\b/],
  ['i18n runtime', /loa_(web|app)::i18n\b/],
  ['sound', /loa_web::page::sound\b/],
  ['themes', /loa_web::board::theme\b/],
  ['board (canvas, input, grid)', /loa_web::board\b/],
  ['game page (rest of page::)', /loa_web::page\b|loa_app::(session|game)\b/],
  ['worker link, protocol', /loa_web::engine\b|loa_app::protocol\b/],
  ['loa-core search, solver', /loa_core::(search|solver)\b/],
  ['loa-core rules, notation, records', /loa_core\b/],
  ['wasm-bindgen, js-sys, web-sys glue', /\b(wasm_bindgen|js_sys|web_sys)::|__wbg|__wbindgen|externref/],
  ['allocator', /\bdlmalloc|__rust_(alloc|dealloc|realloc)|__rdl_|__rustc::|\bmalloc\b|\bfree\b/],
  ['core, alloc, std (formatting, strings, collections)', /^<?&?(mut )?(core|alloc|std|hashbrown)::|<(core|alloc|std|hashbrown)::|\bas (core|alloc|std)::|^<(char|str|bool|[iuf](8|16|32|64|128|size))>::|^<&?\[/],
  ['start-up (main)', /^(app::)?main\b/],
];

function leb(buf, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = buf[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

function readString(buf, at) {
  const [len, start] = leb(buf, at);
  return [buf.toString('utf8', start, start + len), start + len];
}

/** The module's functions (index, name, body bytes) and data segments (bytes). */
export function readModule(buf) {
  if (buf.readUInt32LE(0) !== 0x6d736100) throw new Error('not a wasm module');
  let at = 8;
  let importedFunctions = 0;
  const bodies = [];
  const data = [];
  const names = new Map();
  const custom = [];
  while (at < buf.length) {
    const id = buf[at];
    const [size, start] = leb(buf, at + 1);
    const end = start + size;
    if (id === 2) {
      let [count, p] = leb(buf, start);
      for (let i = 0; i < count; i++) {
        [, p] = readString(buf, p);
        [, p] = readString(buf, p);
        const kind = buf[p++];
        if (kind === 0) {
          [, p] = leb(buf, p);
          importedFunctions++;
        } else if (kind === 1) {
          p += 1;
          const flags = buf[p++];
          [, p] = leb(buf, p);
          if (flags & 1) [, p] = leb(buf, p);
        } else if (kind === 2) {
          const flags = buf[p++];
          [, p] = leb(buf, p);
          if (flags & 1) [, p] = leb(buf, p);
        } else if (kind === 3) {
          p += 2;
        } else {
          [, p] = leb(buf, p + 1);
        }
      }
    } else if (id === 10) {
      let [count, p] = leb(buf, start);
      for (let i = 0; i < count; i++) {
        const [len, body] = leb(buf, p);
        bodies.push(buf.subarray(body, body + len));
        p = body + len;
      }
    } else if (id === 11) {
      let [count, p] = leb(buf, start);
      for (let i = 0; i < count; i++) {
        const [flags, q] = leb(buf, p);
        p = q;
        if (flags === 2) [, p] = leb(buf, p);
        if (flags !== 1) {
          // The offset: a constant expression ending in `end` (0x0b).
          while (buf[p] !== 0x0b) p++;
          p++;
        }
        const [len, bytes] = leb(buf, p);
        data.push(buf.subarray(bytes, bytes + len));
        p = bytes + len;
      }
    } else if (id === 0) {
      const [name, p0] = readString(buf, start);
      custom.push({ name, bytes: size });
      if (name === 'name') {
        let p = p0;
        while (p < end) {
          const sub = buf[p];
          const [len, q] = leb(buf, p + 1);
          if (sub === 1) {
            let [count, r] = leb(buf, q);
            for (let i = 0; i < count; i++) {
              let index;
              let fname;
              [index, r] = leb(buf, r);
              [fname, r] = readString(buf, r);
              names.set(index, fname);
            }
          }
          p = q + len;
        }
      }
    }
    at = end;
  }
  const functions = bodies.map((bytes, i) => ({
    index: importedFunctions + i,
    name: names.get(importedFunctions + i) ?? `func[${importedFunctions + i}]`,
    bytes,
  }));
  return { functions, data, custom, size: buf.length };
}

/** The part of a function's path: a generic instance belongs to the loa type it is for. */
function partOf(name, mode) {
  const clean = name.replace(/::h[0-9a-f]{16}$/, '').replace(/\[[0-9a-f]{16}\]/g, '').replace(/\.\d+$/, '');
  if (mode === 'module') {
    const own = /\b(loa_web|loa_core)((::[a-z_][a-z0-9_]*){0,2})/.exec(clean);
    if (own) return own[1] + own[2];
    const crate = /^<?&?(?:mut )?(?:dyn )?([a-z_][a-z0-9_]*)::/.exec(clean);
    return crate ? crate[1] : '(other)';
  }
  // A loa path anywhere in the name wins over the crate that defines the generic function.
  for (const [part, re] of APP_PARTS) if (/loa_(web|core)/.test(re.source) && re.test(clean)) return part;
  for (const [part, re] of APP_PARTS) if (re.test(clean)) return part;
  return '(unnamed or other)';
}

function main() {
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a));
  if (!file) {
    console.error('usage: node tools/wasm-sizes.mjs MODULE.wasm [--parts app|module] [--top N] [--json]');
    process.exit(2);
  }
  const mode = args.includes('--parts') ? args[args.indexOf('--parts') + 1] : 'app';
  const top = args.includes('--top') ? Number(args[args.indexOf('--top') + 1]) : 0;
  const mod = readModule(readFileSync(file));
  const parts = new Map();
  for (const f of mod.functions) {
    const part = partOf(f.name, mode);
    const entry = parts.get(part) ?? { part, functions: 0, raw: 0, chunks: [] };
    entry.functions++;
    entry.raw += f.bytes.length;
    entry.chunks.push(f.bytes);
    parts.set(part, entry);
  }
  const dataBytes = Buffer.concat(mod.data);
  const rows = [...parts.values()].map((p) => ({ part: p.part, functions: p.functions, raw: p.raw, gzip: gzipSync(Buffer.concat(p.chunks), { level: 9 }).length }));
  rows.sort((a, b) => b.raw - a.raw);
  rows.push({ part: 'data segments (strings, tables, en.ftl)', functions: 0, raw: dataBytes.length, gzip: gzipSync(dataBytes, { level: 9 }).length });
  const codeRaw = mod.functions.reduce((s, f) => s + f.bytes.length, 0);
  const summary = { file, size: mod.size, code: codeRaw, data: dataBytes.length, custom: mod.custom, rows };
  if (args.includes('--json')) {
    console.log(JSON.stringify(summary, null, 2));
    return;
  }
  console.log(`${file}: ${mod.size} B (code ${codeRaw} B in ${mod.functions.length} functions, data ${dataBytes.length} B, custom sections ${mod.custom.map((c) => `${c.name} ${c.bytes} B`).join(', ') || 'none'})`);
  console.log('part'.padEnd(52) + 'functions'.padStart(10) + 'raw B'.padStart(10) + 'gzip -9 B'.padStart(11));
  for (const r of rows) console.log(r.part.padEnd(52) + String(r.functions).padStart(10) + String(r.raw).padStart(10) + String(r.gzip).padStart(11));
  if (top > 0) {
    console.log(`\nlargest ${top} functions:`);
    for (const f of [...mod.functions].sort((a, b) => b.bytes.length - a.bytes.length).slice(0, top)) {
      console.log(String(f.bytes.length).padStart(8) + '  ' + f.name);
    }
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) main();
