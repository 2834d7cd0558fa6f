// A wasm module's parts and its functions' instructions, for tools/split.mjs: each instruction's
// immediates are stepped over, and the ones that name a function are reported (`call`,
// `return_call`, `ref.func`), so a body can be copied with those indices changed.
//
// The instruction set is the one the site's modules are built with: the MVP, sign extension,
// saturating conversions, multi-value, bulk memory, reference types and 128-bit SIMD. Any other
// opcode is an error (the build fails rather than splitting a body it did not understand).
import { leb, readLeb, sections } from './wasm-bytes.mjs';

/** Steps over a signed LEB128 number at `at`; returns the next offset. */
function skipLeb(bytes, at) {
  while (bytes[at++] & 0x80);
  return at;
}

/** A signed LEB128 number's bytes. */
export function sleb(value) {
  const out = [];
  for (;;) {
    const byte = value & 0x7f;
    value >>= 7;
    const done = (value === 0 && !(byte & 0x40)) || (value === -1 && byte & 0x40);
    out.push(done ? byte : byte | 0x80);
    if (done) return Buffer.from(out);
  }
}

/** A name as wasm writes it: its length, then its UTF-8 bytes. */
export const wasmName = (text) => {
  const bytes = Buffer.from(text, 'utf8');
  return Buffer.concat([leb(bytes.length), bytes]);
};

/** A section: its id, then its length, then `body`. */
export const section = (id, body) => Buffer.concat([Buffer.from([id]), leb(body.length), body]);

/** A vector: its length, then its items (Buffers). */
export const vector = (items) => Buffer.concat([leb(items.length), ...items]);

const VALUE_TYPES = new Set([0x7f, 0x7e, 0x7d, 0x7c, 0x7b, 0x70, 0x6f]);

/** Steps over a memory argument (alignment, with a memory index when bit 6 says so, offset). */
function skipMemarg(bytes, at) {
  let align;
  [align, at] = readLeb(bytes, at);
  if (align & 0x40) [, at] = readLeb(bytes, at);
  return readLeb(bytes, at)[1];
}

/**
 * Walks the instructions of the expression at `at..end` (a function body after its locals).
 * `onFunction(start, end, index)` hears every immediate that names a function; `onOther(op)` hears
 * the instructions a split must know of (`memory.init`, `data.drop`: they name the module's own
 * data). Returns nothing; throws on an opcode it does not know.
 */
export function walk(bytes, at, end, onFunction, onOther = () => {}) {
  while (at < end) {
    const op = bytes[at++];
    if (op <= 0x01 || op === 0x05 || op === 0x0b || op === 0x0f || op === 0x1a || op === 0x1b || op === 0xd1) continue;
    if (op >= 0x45 && op <= 0xc4) continue; // numeric, no immediates
    switch (op) {
      case 0x02:
      case 0x03:
      case 0x04: // block, loop, if: a block type
        at = bytes[at] === 0x40 || VALUE_TYPES.has(bytes[at]) ? at + 1 : skipLeb(bytes, at);
        break;
      case 0x0c:
      case 0x0d:
      case 0x20:
      case 0x21:
      case 0x22:
      case 0x23:
      case 0x24:
      case 0x25:
      case 0x26:
      case 0x3f:
      case 0x40:
        [, at] = readLeb(bytes, at);
        break;
      case 0x0e: {
        let count;
        [count, at] = readLeb(bytes, at);
        for (let i = 0; i <= count; i++) [, at] = readLeb(bytes, at);
        break;
      }
      case 0x10:
      case 0x12:
      case 0xd2: {
        const start = at;
        let index;
        [index, at] = readLeb(bytes, at);
        onFunction(start, at, index, op);
        break;
      }
      case 0x11:
      case 0x13:
        [, at] = readLeb(bytes, at);
        [, at] = readLeb(bytes, at);
        break;
      case 0x1c: {
        let count;
        [count, at] = readLeb(bytes, at);
        at += count;
        break;
      }
      case 0x41:
      case 0x42:
        at = skipLeb(bytes, at);
        break;
      case 0x43:
        at += 4;
        break;
      case 0x44:
        at += 8;
        break;
      case 0xd0:
        at = VALUE_TYPES.has(bytes[at]) ? at + 1 : skipLeb(bytes, at);
        break;
      case 0xfc: {
        let sub;
        [sub, at] = readLeb(bytes, at);
        if (sub <= 7) break;
        if (sub === 8 || sub === 9) onOther(sub === 8 ? 'memory.init' : 'data.drop');
        const immediates = { 8: 2, 9: 1, 10: 2, 11: 1, 12: 2, 13: 1, 14: 2, 15: 1, 16: 1, 17: 1 }[sub];
        if (immediates === undefined) throw new Error(`unknown instruction 0xfc ${sub}`);
        for (let i = 0; i < immediates; i++) [, at] = readLeb(bytes, at);
        break;
      }
      case 0xfd: {
        let sub;
        [sub, at] = readLeb(bytes, at);
        if (sub <= 11 || sub === 92 || sub === 93) at = skipMemarg(bytes, at);
        else if (sub === 12 || sub === 13) at += 16;
        else if (sub >= 21 && sub <= 34) at += 1;
        else if (sub >= 84 && sub <= 91) at = skipMemarg(bytes, at) + 1;
        else if (sub > 255) throw new Error(`unknown instruction 0xfd ${sub}`);
        break;
      }
      default:
        if (op >= 0x28 && op <= 0x3e) {
          at = skipMemarg(bytes, at);
          break;
        }
        throw new Error(`unknown instruction 0x${op.toString(16)}`);
    }
  }
  if (at !== end) throw new Error('an instruction runs past the end of its body');
}

/** Where a body's instructions start: after its locals' declarations. */
export function afterLocals(bytes, at) {
  let groups;
  [groups, at] = readLeb(bytes, at);
  for (let i = 0; i < groups; i++) {
    [, at] = readLeb(bytes, at);
    at += 1;
  }
  return at;
}

/** Steps over limits (flags, minimum, maximum if flagged); returns the next offset. */
function skipLimits(bytes, at) {
  let flags;
  [flags, at] = readLeb(bytes, at);
  [, at] = readLeb(bytes, at);
  if (flags & 1) [, at] = readLeb(bytes, at);
  return at;
}

/** Steps over a constant expression (one instruction, then `end`); returns the next offset. */
function skipConst(bytes, at) {
  const op = bytes[at++];
  if (op === 0x41 || op === 0x42) at = skipLeb(bytes, at);
  else if (op === 0x43) at += 4;
  else if (op === 0x44) at += 8;
  else if (op === 0x23 || op === 0xd2) [, at] = readLeb(bytes, at);
  else if (op === 0xd0) at += 1;
  else if (op === 0xfd && bytes[at] === 12) at += 17;
  else throw new Error(`constant expression 0x${op.toString(16)}`);
  if (bytes[at] !== 0x0b) throw new Error('a constant expression of more than one instruction');
  return at + 1;
}

/**
 * The parts of a module a split needs: its sections (raw), types, imports, each defined
 * function's type and body, tables, globals, exports, start, element segments and function names.
 */
export function parseModule(bytes) {
  const mod = {
    bytes,
    sections: [],
    types: [],
    imports: [],
    importedFunctions: 0,
    importedTables: 0,
    importedGlobals: 0,
    importedMemories: 0,
    functionTypes: [],
    bodies: [],
    tables: [],
    memories: [],
    globals: [],
    exports: [],
    start: null,
    elements: [],
    names: new Map(),
  };
  for (const s of sections(bytes)) {
    mod.sections.push(s);
    let at = s.body;
    const count = () => {
      let n;
      [n, at] = readLeb(bytes, at);
      return n;
    };
    const str = () => {
      const n = count();
      const text = bytes.toString('utf8', at, at + n);
      at += n;
      return text;
    };
    if (s.id === 1) {
      for (let i = count(); i > 0; i--) {
        if (bytes[at++] !== 0x60) throw new Error('a type that is not a function type');
        const params = [...bytes.subarray(at + 1, at + 1 + bytes[at])];
        at = readLeb(bytes, at)[1] + params.length;
        const results = [...bytes.subarray(at + 1, at + 1 + bytes[at])];
        at = readLeb(bytes, at)[1] + results.length;
        mod.types.push({ params, results });
      }
    } else if (s.id === 2) {
      for (let i = count(); i > 0; i--) {
        const start = at;
        const module = str();
        const field = str();
        const kind = bytes[at++];
        const described = at;
        if (kind === 0) {
          let type;
          [type, at] = readLeb(bytes, at);
          mod.imports.push({ module, field, kind, type, start, described, end: at });
          mod.importedFunctions++;
          continue;
        }
        if (kind === 1) {
          at = skipLimits(bytes, at + 1);
          mod.importedTables++;
        } else if (kind === 2) {
          at = skipLimits(bytes, at);
          mod.importedMemories++;
        } else if (kind === 3) {
          at += 2;
          mod.importedGlobals++;
        } else throw new Error(`import kind ${kind}`);
        mod.imports.push({ module, field, kind, start, described, end: at });
      }
    } else if (s.id === 3) {
      for (let i = count(); i > 0; i--) {
        let type;
        [type, at] = readLeb(bytes, at);
        mod.functionTypes.push(type);
      }
    } else if (s.id === 4) {
      for (let i = count(); i > 0; i--) {
        const start = at;
        at = skipLimits(bytes, at + 1);
        mod.tables.push(bytes.subarray(start, at));
      }
    } else if (s.id === 5) {
      for (let i = count(); i > 0; i--) {
        const start = at;
        at = skipLimits(bytes, at);
        mod.memories.push(bytes.subarray(start, at));
      }
    } else if (s.id === 6) {
      for (let i = count(); i > 0; i--) {
        const type = bytes.subarray(at, at + 2);
        at = skipConst(bytes, at + 2);
        mod.globals.push(type);
      }
    } else if (s.id === 7) {
      for (let i = count(); i > 0; i--) {
        const field = str();
        const kind = bytes[at++];
        let index;
        [index, at] = readLeb(bytes, at);
        mod.exports.push({ field, kind, index });
      }
    } else if (s.id === 8) {
      [mod.start] = readLeb(bytes, at);
    } else if (s.id === 9) {
      for (let i = count(); i > 0; i--) {
        const start = at;
        let flags;
        [flags, at] = readLeb(bytes, at);
        let table = 0;
        if (flags === 2 || flags === 6) [table, at] = readLeb(bytes, at);
        let offset = null;
        if (!(flags & 1)) {
          const from = at;
          at = skipConst(bytes, at);
          offset = bytes.subarray(from, at);
        }
        if (flags & 3) at += 1; // the element kind, or the reference type
        const items = [];
        for (let n = count(); n > 0; n--) {
          if (flags & 4) {
            // An expression: ref.func i or ref.null t, then end.
            if (bytes[at] === 0xd2) {
              const [index, next] = readLeb(bytes, at + 1);
              items.push(index);
              at = next + 1;
            } else {
              items.push(null);
              at = skipConst(bytes, at);
            }
          } else {
            let index;
            [index, at] = readLeb(bytes, at);
            items.push(index);
          }
        }
        mod.elements.push({ flags, table, offset, items, start, end: at });
      }
    } else if (s.id === 10) {
      for (let i = count(); i > 0; i--) {
        let size;
        [size, at] = readLeb(bytes, at);
        mod.bodies.push({ start: at, end: at + size, code: afterLocals(bytes, at) });
        at += size;
      }
    } else if (s.id === 0) {
      const name = str();
      if (name !== 'name') continue;
      while (at < s.end) {
        const sub = bytes[at];
        const [len, q] = readLeb(bytes, at + 1);
        if (sub === 1) {
          let r = q;
          let n;
          [n, r] = readLeb(bytes, r);
          for (let k = 0; k < n; k++) {
            let index;
            let len2;
            [index, r] = readLeb(bytes, r);
            [len2, r] = readLeb(bytes, r);
            mod.names.set(index, bytes.toString('utf8', r, r + len2));
            r += len2;
          }
        }
        at = q + len;
      }
    }
  }
  return mod;
}
