// Splits a wasm module in two: the functions a first visit runs stay in the module the page
// loads; the others (`REST`) move to a second module, instantiated when one of them is first
// called, or compiled ahead when the page is idle (`restGlue`). Binaryen's wasm-split does this
// for Emscripten, but the npm binaryen that builds the site has no wasm-split.
//
// The first module: a moved function that something still names (a call from a function that
// stays, a table entry, an export) leaves a stub with its index. The stub passes its arguments
// and its slot `k` to a dispatcher of its type, which, while slot `k` of the table of moved
// functions is empty, calls the import `l.l` (the glue then instantiates the second module, whose
// element segment fills that table), then calls slot `k`. A moved function nothing names leaves
// nothing. The loader is one more function import, so the functions are renumbered, and every
// call, table entry, export and the start function follow.
//
// The second module: its imports are the functions the moved ones call of the first (the glue's
// JS imports, as the first imports them, and the first module's functions, which it exports for
// this under short names), then the first module's tables, memory and globals, in their order
// (so those indices need no change), and the table of moved functions; its functions are the
// moved bodies, with their calls renumbered. It is gzipped on its own, yet the two together are
// only ~5.5 KB more than the one (the export and import names, the stubs).
//
//   splitModule(bytes, lazy) → { first, second, moved, stubs }
//
// `lazy(index)` says whether the defined function `index` moves (`restOf` decides it from the
// function names). A function whose body names the module's data (memory.init, data.drop) or
// takes a function's reference (ref.func) stays.
import { leb, readLeb } from './wasm-bytes.mjs';
import { parseModule, section, sleb, vector, walk, wasmName } from './wasm-code.mjs';

/** The import `l.l`, the glue's loader. */
export const LOADER = { module: 'l', field: 'l' };
/** The first module's export of the table of moved functions. */
export const TABLE_EXPORT = '$';
/** The second module's import module of what it takes from the first. */
const SECOND_FROM_FIRST = '';

const exportName = (i) => '$' + i.toString(36);

/**
 * What the game page's first visit does not run, by the Rust path of the functions that start
 * it: each feature's code, what only it calls comes along (see `restOf`). Checked by
 * e2e/tests/rest.test.mjs: a game against the computer never loads the rest, each feature does.
 */
export const REST = [
  /\bloa_web::page::editor\b/, // the position editor
  /\bloa_web::page::analysis\b/, // the analysis board
  /\bloa_web::page::library::dialog\b/, // "Your games"
  /\bloa_web::page::controls::bind\b/, // the page's buttons: a click does what they do
  /\bloa_core::solver\b/, // proofs: the analysis board, puzzles, the strongest levels' endgames
  /\bloa_core::record::(sgf|write|error)/, // SGF read and written; a bad record's explanation
  /\bloa_app::saved::tree\b/, // saved variations
];

/**
 * The functions of `m` (parsed, with its name section) that move: those whose name matches a
 * pattern of `rest`, and what no function that stays can reach (from the exports, the start and
 * the table, through calls) without passing through one of them.
 */
export function restOf(m, rest = REST) {
  const nI = m.importedFunctions;
  if (!m.names.size) throw new Error('the module has no function names to split it by');
  const clean = (f) => (m.names.get(f) ?? '').replace(/\[[0-9a-f]{16}\]/g, '');
  const seed = (f) => f >= nI && rest.some((re) => re.test(clean(f)));
  const calls = m.bodies.map((b) => {
    const callees = new Set();
    walk(m.bytes, b.code, b.end, (_s, _e, index) => callees.add(index));
    return callees;
  });
  const stays = new Set();
  const stack = [];
  const reach = (f) => {
    if (f == null || f < nI || seed(f) || stays.has(f)) return;
    stays.add(f);
    stack.push(f);
  };
  for (const e of m.exports) if (e.kind === 0) reach(e.index);
  reach(m.start);
  for (const el of m.elements) el.items.forEach(reach);
  while (stack.length) calls[stack.pop() - nI].forEach(reach);
  return (f) => !stays.has(f);
}

export function splitModule(bytes, lazy) {
  const m = parseModule(bytes);
  const nI = m.importedFunctions;
  const nD = m.bodies.length;
  if (m.importedMemories + m.memories.length !== 1) throw new Error('a module with one memory is split');
  // The loader and the table of moved functions are added to these sections: they must be there.
  for (const id of [2, 4]) if (!m.sections.some((s) => s.id === id)) throw new Error(`a module without section ${id} is not split`);
  // What each body calls, and whether it can move.
  const calls = [];
  const movable = [];
  for (const body of m.bodies) {
    const callees = new Set();
    let ok = true;
    walk(bytes, body.code, body.end, (_s, _e, index, op) => {
      if (op === 0xd2) ok = false;
      callees.add(index);
    }, () => (ok = false));
    calls.push(callees);
    movable.push(ok);
  }
  const moving = new Set();
  for (let j = 0; j < nD; j++) if (movable[j] && lazy(nI + j)) moving.add(nI + j);
  const moved = [...moving];
  if (!moved.length) throw new Error('no function moves');
  // What the second module calls of the first, by index of the original module.
  const needed = new Set();
  for (const f of moved) for (const c of calls[f - nI]) if (!moving.has(c)) needed.add(c);
  // The moved functions the first module still names (calls, table entries, exports, start):
  // each keeps a stub there and a slot in the table of moved functions. The others leave nothing.
  const named = new Set();
  const name = (f) => moving.has(f) && named.add(f);
  for (let j = 0; j < nD; j++) if (!moving.has(nI + j)) for (const c of calls[j]) name(c);
  for (const el of m.elements) for (const f of el.items) if (f != null) name(f);
  for (const e of m.exports) if (e.kind === 0) name(e.index);
  if (m.start != null) name(m.start);
  const slot = new Map(moved.filter((f) => named.has(f)).map((f, k) => [f, k]));

  // The first module's index spaces: the loader is one more function import, after the others;
  // then the functions that stay and the stubs, in their order; then the dispatchers.
  const loader = nI;
  const firstIndex = new Map();
  const kept = [];
  for (let j = 0; j < nD; j++) {
    const f = nI + j;
    if (moving.has(f) && !slot.has(f)) continue;
    firstIndex.set(f, nI + 1 + kept.length);
    kept.push(f);
  }
  const shift = (f) => (f < nI ? f : firstIndex.get(f));
  const lazyTable = m.importedTables + m.tables.length;
  // One dispatcher per type of stub, after the others.
  const dispatchers = new Map();
  const newTypes = [];
  for (const f of slot.keys()) {
    const type = m.functionTypes[f - nI];
    if (dispatchers.has(type)) continue;
    const { params, results } = m.types[type];
    newTypes.push({ params: [...params, 0x7f], results });
    dispatchers.set(type, { index: nI + 1 + kept.length + dispatchers.size, type: m.types.length + newTypes.length - 1, of: type });
  }
  const loaderType = m.types.length + newTypes.length;
  newTypes.push({ params: [], results: [] });
  const encodeType = ({ params, results }) => Buffer.concat([Buffer.from([0x60]), leb(params.length), Buffer.from(params), leb(results.length), Buffer.from(results)]);

  // The first module's added exports: what the second module imports from it.
  const exportedAs = new Map();
  const added = [];
  const taken = new Set(m.exports.map((e) => e.field));
  if (taken.has(TABLE_EXPORT)) throw new Error(`the module already exports ${TABLE_EXPORT}`);
  taken.add(TABLE_EXPORT);
  let counter = 0;
  // `index` in the original module's index space; `as` in the first module's.
  const exportOf = (kind, index, as = index) => {
    const own = m.exports.find((e) => e.kind === kind && e.index === index);
    if (own) return own.field;
    let name;
    do name = exportName(counter++);
    while (taken.has(name));
    taken.add(name);
    added.push({ field: name, kind, index: as });
    return name;
  };
  for (const f of [...needed].sort((a, b) => a - b)) if (f >= nI) exportedAs.set(f, exportOf(0, f, shift(f)));
  const tableNames = [];
  for (let t = 0; t < m.importedTables + m.tables.length; t++) tableNames.push(exportOf(1, t));
  added.push({ field: TABLE_EXPORT, kind: 1, index: lazyTable });
  const memoryName = exportOf(2, 0);
  const globalNames = [];
  for (let g = 0; g < m.importedGlobals + m.globals.length; g++) globalNames.push(exportOf(3, g));

  // The first module's bodies: indices shifted, moved ones replaced by stubs.
  const firstBodies = kept.map((f) => {
    const j = f - nI;
    const body = m.bodies[j];
    if (slot.has(f)) {
      const type = m.functionTypes[j];
      const { params } = m.types[type];
      const code = [Buffer.from([0])];
      for (let p = 0; p < params.length; p++) code.push(Buffer.from([0x20]), leb(p));
      code.push(Buffer.from([0x41]), sleb(slot.get(f)), Buffer.from([0x10]), leb(dispatchers.get(type).index), Buffer.from([0x0b]));
      return Buffer.concat(code);
    }
    const out = [];
    let from = body.start;
    walk(bytes, body.code, body.end, (s, e, index) => {
      out.push(bytes.subarray(from, s), leb(shift(index)));
      from = e;
    });
    out.push(bytes.subarray(from, body.end));
    return Buffer.concat(out);
  });
  for (const { of } of dispatchers.values()) {
    const { params } = m.types[of];
    const k = leb(params.length);
    const code = [
      Buffer.from([0, 0x02, 0x40, 0x20]), k, Buffer.from([0x25]), leb(lazyTable),
      Buffer.from([0xd1, 0x45, 0x0d, 0x00, 0x10]), leb(loader), Buffer.from([0x0b]),
    ];
    for (let p = 0; p < params.length; p++) code.push(Buffer.from([0x20]), leb(p));
    code.push(Buffer.from([0x20]), k, Buffer.from([0x11]), leb(of), leb(lazyTable), Buffer.from([0x0b]));
    firstBodies.push(Buffer.concat(code));
  }

  const first = [bytes.subarray(0, 8)];
  for (const s of m.sections) {
    const raw = bytes.subarray(s.start, s.end);
    if (s.id === 1) {
      const [count, at] = readLeb(bytes, s.body);
      first.push(section(1, Buffer.concat([leb(count + newTypes.length), bytes.subarray(at, s.end), ...newTypes.map(encodeType)])));
    } else if (s.id === 2) {
      const [count, at] = readLeb(bytes, s.body);
      // After the last function import, so the loader's index is nI.
      let last = -1;
      m.imports.forEach((imp, i) => imp.kind === 0 && (last = i));
      const cut = last < 0 ? at : m.imports[last].end;
      const loaderImport = Buffer.concat([wasmName(LOADER.module), wasmName(LOADER.field), Buffer.from([0]), leb(loaderType)]);
      first.push(section(2, Buffer.concat([leb(count + 1), bytes.subarray(at, cut), loaderImport, bytes.subarray(cut, s.end)])));
    } else if (s.id === 3) {
      first.push(section(3, vector([...kept.map((f) => leb(m.functionTypes[f - nI])), ...[...dispatchers.values()].map((d) => leb(d.type))])));
    } else if (s.id === 4) {
      const lazy = Buffer.concat([Buffer.from([0x70, 0x01]), leb(slot.size), leb(slot.size)]);
      first.push(section(4, vector([...m.tables, lazy])));
    } else if (s.id === 7) {
      const entries = [...m.exports.map((e) => ({ ...e, index: e.kind === 0 ? shift(e.index) : e.index })), ...added];
      first.push(section(7, vector(entries.map((e) => Buffer.concat([wasmName(e.field), Buffer.from([e.kind]), leb(e.index)])))));
    } else if (s.id === 8) {
      first.push(section(8, leb(shift(m.start))));
    } else if (s.id === 9) {
      const segments = m.elements.map((e) => {
        if (e.flags !== 0) throw new Error(`element segment kind ${e.flags} is not split`);
        return Buffer.concat([Buffer.from([0]), e.offset, vector(e.items.map((f) => leb(shift(f))))]);
      });
      first.push(section(9, vector(segments)));
    } else if (s.id === 10) {
      first.push(section(10, vector(firstBodies.map((b) => Buffer.concat([leb(b.length), b])))));
    } else if (s.id === 0) {
      const [len, at] = readLeb(bytes, s.body);
      if (bytes.toString('utf8', at, at + len) !== 'name') first.push(raw);
    } else {
      first.push(raw);
    }
  }

  // The second module: its function imports are what the moved functions call of the first (in
  // the order of the original indices), its own functions the moved ones.
  const imports = [];
  const importEntry = (module, field, kind, desc) => Buffer.concat([wasmName(module), wasmName(field), Buffer.from([kind]), desc]);
  const secondIndex = new Map();
  for (const f of [...needed].sort((a, b) => a - b)) {
    secondIndex.set(f, imports.length);
    if (f < nI) {
      const imp = m.imports.filter((i) => i.kind === 0)[f];
      imports.push(importEntry(imp.module, imp.field, 0, leb(imp.type)));
    } else {
      imports.push(importEntry(SECOND_FROM_FIRST, exportedAs.get(f), 0, leb(m.functionTypes[f - nI])));
    }
  }
  const ownFirst = imports.length;
  moved.forEach((f, k) => secondIndex.set(f, ownFirst + k));
  // Tables, memory and globals: the first module's, in the same order (an imported one is
  // imported from the first module too, which exports it).
  const importedOfKind = (kind) => m.imports.filter((imp) => imp.kind === kind).map((imp) => bytes.subarray(imp.described, imp.end));
  [...importedOfKind(1), ...m.tables].forEach((desc, t) => imports.push(importEntry(SECOND_FROM_FIRST, tableNames[t], 1, desc)));
  imports.push(importEntry(SECOND_FROM_FIRST, TABLE_EXPORT, 1, Buffer.concat([Buffer.from([0x70, 0x01]), leb(slot.size), leb(slot.size)])));
  [...importedOfKind(2), ...m.memories].forEach((desc) => imports.push(importEntry(SECOND_FROM_FIRST, memoryName, 2, desc)));
  const globalTypes = [...importedOfKind(3), ...m.globals];
  globalTypes.forEach((desc, g) => imports.push(importEntry(SECOND_FROM_FIRST, globalNames[g], 3, desc)));
  const typeSection = m.sections.find((s) => s.id === 1);
  const second = Buffer.concat([
    bytes.subarray(0, 8),
    bytes.subarray(typeSection.start, typeSection.end),
    section(2, vector(imports)),
    section(3, vector(moved.map((f) => leb(m.functionTypes[f - nI])))),
    section(9, vector([Buffer.concat([Buffer.from([2]), leb(lazyTable), Buffer.from([0x41, 0x00, 0x0b, 0x00]), vector([...slot.keys()].map((f) => leb(secondIndex.get(f))))])])),
    section(10, vector(moved.map((f) => {
      const { start, end } = m.bodies[f - nI];
      const out = [];
      let from = start;
      walk(bytes, m.bodies[f - nI].code, end, (s, e, index) => {
        out.push(bytes.subarray(from, s), leb(secondIndex.get(index)));
        from = e;
      });
      out.push(bytes.subarray(from, end));
      const body = Buffer.concat(out);
      return Buffer.concat([leb(body.length), body]);
    }))),
  ]);
  return { first: Buffer.concat(first), second, moved, stubs: slot.size, dispatchers: dispatchers.size, exports: added.length };
}

/**
 * The glue's part of a split (appended to wasm-bindgen's JS before it is minified): the loader
 * the first module imports as `l.l`, and `globalThis.loaRest`, which the page calls once a game
 * is under way (`loa_web::page::rest`) to compile the rest when idle. `from` is the glue's own
 * import module name (`"./app_bg.js"`), `file` the second module's name, beside the glue.
 *
 * The loader runs inside a call from wasm, so it cannot wait: it takes the module compiled ahead
 * when there is one, or fetches it with a synchronous request (a page's cannot ask for bytes, so
 * it reads them as text in the x-user-defined charset, one byte per character).
 */
export function restGlue(js, from, file) {
  const key = `${JSON.stringify(from)}: import0,`;
  if (js.split(key).length !== 2) throw new Error(`the glue's imports object is not \`${key}\``);
  if (!/\bfunction __wbg_get_imports\(/.test(js) || !/\blet [^;]*\bwasm\b/.test(js)) throw new Error('the glue has no __wbg_get_imports or wasm');
  const loader = `
const __restUrl = new URL(${JSON.stringify(file)}, import.meta.url);
// undefined: not asked for; null: being compiled; a WebAssembly.Module; true: instantiated.
let __rest;
function __restBytes() {
  const request = new XMLHttpRequest();
  request.open('GET', __restUrl, false);
  const page = typeof document === 'object';
  if (page) request.overrideMimeType('text/plain; charset=x-user-defined');
  else request.responseType = 'arraybuffer';
  request.send();
  if (request.status !== 200) throw new Error('the rest of the code could not be fetched: HTTP ' + request.status);
  return page ? Uint8Array.from(request.responseText, (c) => c.charCodeAt(0) & 0xff) : new Uint8Array(request.response);
}
function __restLoad() {
  if (__rest === true) return;
  const module = __rest instanceof WebAssembly.Module ? __rest : new WebAssembly.Module(__restBytes());
  const imports = __wbg_get_imports();
  imports[${JSON.stringify(SECOND_FROM_FIRST)}] = wasm;
  new WebAssembly.Instance(module, imports);
  __rest = true;
}
const __restAhead = () => {
  if (__rest !== undefined) return;
  __rest = null;
  (globalThis.requestIdleCallback || setTimeout)(() => {
    WebAssembly.compileStreaming(fetch(__restUrl)).then(
      (module) => { if (__rest === null) __rest = module; },
      () => { if (__rest === null) __rest = undefined; });
  });
};
globalThis.loaRest = __restAhead;
// A page the service worker serves has every file at hand: the rest is compiled when idle.
if (typeof document === 'object' && navigator.serviceWorker && navigator.serviceWorker.controller) __restAhead();
`;
  return js.replace(key, `${key} ${LOADER.module}: { ${LOADER.field}: __restLoad },`) + loader;
}
