// The game page's module split in two (tools/split.mjs): on a small module written for it, the
// first module runs what stays without the second, a call to a function that moved (direct, from
// the table, or from the other moved functions) loads the second once, and both share the
// memory, the globals and the tables. Whether the site runs split, rest.test.mjs and every other
// browser test say.
import { test } from 'node:test';
import assert from 'node:assert/strict';
// binaryen (pinned in tools/, where the build's wasm-opt comes from) assembles the module's text.
import binaryen from '../../../../tools/node_modules/binaryen/index.js';
import { restGlue, restOf, splitModule, LOADER } from '../../../../tools/split.mjs';
import { parseModule } from '../../../../tools/wasm-code.mjs';

const WAT = `(module
  (import "./x_bg.js" "host" (func $host (param i32) (result i32)))
  (type $answer (func (result i32)))
  (memory (export "memory") 1)
  (global $g (mut i32) (i32.const 5))
  (table 2 funcref)
  (elem (i32.const 0) $page::feature::shown $page::start)
  (func $page::start (export "start") (result i32)
    (call $page::feature::open (i32.const 2)))
  (func $page::feature::open (param i32) (result i32)
    (i32.store (i32.const 64) (i32.const 77))
    (i32.add (call $page::feature::helper (local.get 0)) (call $core::shared (local.get 0))))
  (func $page::feature::helper (param i32) (result i32)
    (i32.mul (local.get 0) (global.get $g)))
  (func $core::shared (param i32) (result i32)
    (call $host (local.get 0)))
  (func $page::kept (export "kept") (param i32) (result i32)
    (call $core::shared (local.get 0)))
  (func $page::feature::shown (result i32) (i32.const 9))
  (func $page::indirect (export "indirect") (param i32) (result i32)
    (call_indirect (type $answer) (local.get 0)))
  (func $page::bump (export "bump")
    (global.set $g (i32.add (global.get $g) (i32.const 1)))))`;

function assemble(wat) {
  const module = binaryen.parseText(wat);
  binaryen.setDebugInfo(true);
  const bytes = Buffer.from(module.emitBinary());
  module.dispose();
  return bytes;
}

const nameOf = (m, index) => m.names.get(index);

test('the functions a feature starts move, with what only they call; the rest stays', () => {
  const bytes = assemble(WAT);
  const m = parseModule(bytes);
  const lazy = restOf(m, [/page::feature::(open|shown)/]);
  const moved = [];
  for (let f = m.importedFunctions; f < m.importedFunctions + m.bodies.length; f++) if (lazy(f)) moved.push(nameOf(m, f));
  assert.deepEqual(moved, ['page::feature::open', 'page::feature::helper', 'page::feature::shown']);
  assert.throws(() => restOf(parseModule(Buffer.from(new binaryen.Module().emitBinary()))), /no function names/);
});

test('the first module runs alone until a moved function is called; then the second, once', async () => {
  const bytes = assemble(WAT);
  const m = parseModule(bytes);
  const { first, second, moved, stubs } = splitModule(bytes, restOf(m, [/page::feature::(open|shown)/]));
  assert.equal(moved.length, 3);
  assert.equal(stubs, 2, 'open (called by start) and shown (in the table) leave a stub; helper leaves nothing');
  assert.equal(parseModule(first).names.size, 0, 'the names are not sent');
  const host = { host: (x) => x + 100 };
  let loads = 0;
  let exports;
  const imports = {
    './x_bg.js': host,
    [LOADER.module]: {
      [LOADER.field]: () => {
        loads++;
        new WebAssembly.Instance(new WebAssembly.Module(second), { './x_bg.js': host, '': exports });
      },
    },
  };
  ({ exports } = new WebAssembly.Instance(new WebAssembly.Module(first), imports));
  assert.equal(exports.kept(1), 101);
  assert.equal(loads, 0, 'nothing moved was called yet');
  // start → open (moved) → helper (moved, called directly) + shared (stays, imported).
  assert.equal(exports.start(), 2 * 5 + 102);
  assert.equal(loads, 1);
  assert.equal(new Uint32Array(exports.memory.buffer)[16], 77, 'one memory');
  exports.bump();
  assert.equal(exports.start(), 2 * 6 + 102, 'one global');
  assert.equal(exports.indirect(0), 9, 'a moved function in the table');
  assert.equal(loads, 1, 'loaded once');
});

test('a table entry that moved loads the second module too', () => {
  const bytes = assemble(WAT);
  const { first, second } = splitModule(bytes, restOf(parseModule(bytes), [/page::feature::(open|shown)/]));
  let loads = 0;
  let exports;
  const host = { host: (x) => x };
  ({ exports } = new WebAssembly.Instance(new WebAssembly.Module(first), {
    './x_bg.js': host,
    l: { l: () => (loads++, new WebAssembly.Instance(new WebAssembly.Module(second), { './x_bg.js': host, '': exports })) },
  }));
  assert.equal(exports.indirect(0), 9);
  assert.equal(loads, 1);
});

test("the glue's part: the loader among the imports, the rest's file beside the glue", () => {
  const glue = 'function __wbg_get_imports() { const import0 = {}; return { __proto__: null, "./x_bg.js": import0, }; }\nlet wasmModule, wasm;\n';
  const js = restGlue(glue, './x_bg.js', 'x-rest-0123.wasm');
  assert.match(js, /"\.\/x_bg\.js": import0, l: \{ l: __restLoad \},/);
  assert.match(js, /new URL\("x-rest-0123\.wasm", import\.meta\.url\)/);
  assert.throws(() => restGlue('let wasm;', './x_bg.js', 'x.wasm'), /imports object/);
});
