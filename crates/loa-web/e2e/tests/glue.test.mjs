// The wasm-bindgen glue as sent (tools/glue.mjs, run after each build): the imports of the glue's
// module have short names, the same in the wasm and in its JS, and no wasm-bindgen hash is left.
// Whether the site still runs with them, every other browser test says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST } from './helpers.mjs';
import { renameImports, renameInJs, shortName } from '../../../../tools/glue.mjs';

const bytes = (...parts) => Buffer.from(parts.flat());
const str = (s) => [s.length, ...Buffer.from(s)];
const section = (id, body) => [id, body.length, ...body];

/** A module importing `answer` (() → i32) from `./x_bg.js` and a memory, exporting `run`, which calls it. */
function tinyModule(answer) {
  return bytes(
    [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00],
    section(1, [1, 0x60, 0, 1, 0x7f]),
    section(2, [2, ...str('./x_bg.js'), ...str(answer), 0x00, 0, ...str('env'), ...str('memory'), 0x02, 0x00, 1]),
    section(3, [1, 0]),
    section(7, [1, ...str('run'), 0x00, 1]),
    section(10, [1, 4, 0, 0x10, 0, 0x0b]),
  );
}

test('renaming the imports keeps the module valid and callable, and touches no other import', async () => {
  const old = '__wbg_answer_0123456789abcdef';
  const { wasm, renamed } = renameImports(tinyModule(old), './x_bg.js', shortName);
  assert.deepEqual([...renamed], [[old, '_0']]);
  const imports = WebAssembly.Module.imports(new WebAssembly.Module(wasm));
  assert.deepEqual(imports.map((i) => `${i.module}.${i.name}`), ['./x_bg.js._0', 'env.memory']);
  const { instance } = await WebAssembly.instantiate(wasm, {
    './x_bg.js': { _0: () => 42 },
    env: { memory: new WebAssembly.Memory({ initial: 1 }) },
  });
  assert.equal(instance.exports.run(), 42);
  assert.equal(renameInJs(`const imports = { ${old}: function() {}, x${old}: 1 };`, renamed),
    `const imports = { _0: function() {}, x${old}: 1 };`, 'whole words only');
  assert.throws(() => renameInJs('const imports = {};', renamed), /does not name the import/);
});

for (const wasmFile of readdirSync(DIST).filter((f) => f.endsWith('_bg.wasm'))) {
  test(`${wasmFile}: every import of the glue's module is short and a key of its JS`, () => {
    const js = readFileSync(join(DIST, wasmFile.replace(/_bg\.wasm$/, '.js')), 'utf8');
    const imports = WebAssembly.Module.imports(new WebAssembly.Module(readFileSync(join(DIST, wasmFile))));
    const glue = imports.filter((i) => /^\.\/[\w-]+_bg\.js$/.test(i.module));
    assert.ok(glue.length > 100, `${glue.length} imports`);
    for (const { name } of glue) {
      assert.match(name, /^_[0-9a-z]+$/);
      assert.match(js, new RegExp(`(?<![\\w$])${name}(?![\\w$])`), `${name} is in the JS`);
    }
    assert.doesNotMatch(js, /__wbg_\w+_[0-9a-f]{16}/, 'no hashed import name is left');
  });
}
