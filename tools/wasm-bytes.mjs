// Reading and writing a wasm module's bytes, for the build's hooks (words.mjs).

/** Reads an unsigned LEB128 number at `at`: `[value, next offset]`. */
export function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
  } while (byte & 0x80);
  return [value, at];
}

/** An unsigned LEB128 number's bytes. */
export function leb(value) {
  const out = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value) byte |= 0x80;
    out.push(byte);
  } while (value);
  return Buffer.from(out);
}

/** The sections of a module (a Buffer): `{ id, start, body, end }`, `body` the offset of its contents. */
export function* sections(bytes) {
  if (bytes.readUInt32LE(0) !== 0x6d736100) throw new Error('not a wasm module');
  let at = 8;
  while (at < bytes.length) {
    const start = at;
    const id = bytes[at++];
    let size;
    [size, at] = readLeb(bytes, at);
    yield { id, start, body: at, end: at + size };
    at += size;
  }
}
