// Draws the site's icons (favicon, apple-touch, 192/512 px "any" and "maskable") into www/icons/.
// Run once after changing the design: `node tools/make-icons.mjs`; the PNGs are
// committed. Plain node (zlib only): shapes are sampled 4×4 per pixel for smooth edges.
import { deflateSync } from 'node:zlib';
import { writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const outDir = join(dirname(fileURLToPath(import.meta.url)), '../www/icons');

const rgb = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const THEME = rgb('#1f3b2d'); // also manifest theme/background colour
const LIGHT = rgb('#f0d9b5');
const DARK = rgb('#b58863');
const BLACK = rgb('#1c1c1c');
const BLACK_HI = rgb('#4a4a4a');
const WHITE = rgb('#fbf8f1');
const WHITE_RIM = rgb('#3a3a3a');

// The icon: a 4×4 corner of a board in the start formation, Black on the top and bottom edges,
// White on the left and right ones, as a LOA game begins.
const PIECES = [
  [1, 0, 'b'], [2, 0, 'b'], [1, 3, 'b'], [2, 3, 'b'],
  [0, 1, 'w'], [0, 2, 'w'], [3, 1, 'w'], [3, 2, 'w'],
];

// Colour (RGBA) at point (x, y) in icon units 0..1, or null for transparent.
function shade(x, y, { maskable }) {
  let bx, by, side;
  if (maskable) {
    // Everything important inside the central circle of radius 0.4 (the maskable safe zone).
    side = 0.54;
  } else {
    side = 0.74;
  }
  bx = (x - (1 - side) / 2) / side;
  by = (y - (1 - side) / 2) / side;
  const bg = maskable ? [...THEME, 255] : roundedRect(x, y, 0.04, 0.96, 0.16) ? [...THEME, 255] : null;
  if (!roundedRect(bx, by, 0, 1, 0.04)) return bg;
  const fx = Math.floor(bx * 4), fy = Math.floor(by * 4);
  let c = (fx + fy) % 2 === 0 ? LIGHT : DARK;
  for (const [px, py, side] of PIECES) {
    const cx = (px + 0.5) / 4, cy = (py + 0.5) / 4;
    const d = Math.hypot(bx - cx, by - cy) * 4; // in squares
    if (side === 'b') {
      if (d < 0.38) c = Math.hypot(bx - cx + 0.03, by - cy + 0.03) * 4 < 0.22 ? mix(BLACK, BLACK_HI, 0.35) : BLACK;
    } else if (d < 0.38) {
      c = d > 0.31 ? WHITE_RIM : WHITE;
    }
  }
  return [...c, 255];
}

function mix(a, b, t) {
  return a.map((v, i) => Math.round(v + (b[i] - v) * t));
}

function roundedRect(x, y, lo, hi, r) {
  if (x < lo || x > hi || y < lo || y > hi) return false;
  const cx = Math.min(Math.max(x, lo + r), hi - r);
  const cy = Math.min(Math.max(y, lo + r), hi - r);
  return Math.hypot(x - cx, y - cy) <= r;
}

function render(size, opts) {
  const ss = 4;
  const px = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let r = 0, g = 0, b = 0, a = 0;
      for (let sy = 0; sy < ss; sy++) {
        for (let sx = 0; sx < ss; sx++) {
          const c = shade((x + (sx + 0.5) / ss) / size, (y + (sy + 0.5) / ss) / size, opts);
          if (c) { r += c[0] * c[3]; g += c[1] * c[3]; b += c[2] * c[3]; a += c[3]; }
        }
      }
      const o = (y * size + x) * 4;
      if (a > 0) { px[o] = Math.round(r / a); px[o + 1] = Math.round(g / a); px[o + 2] = Math.round(b / a); }
      px[o + 3] = Math.round(a / (ss * ss));
    }
  }
  return png(size, size, px);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4); len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4); crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}
/** The smallest lossless PNG of an RGBA image: a palette when it has at most 256 colours (with
 * their alpha), else RGB when it is opaque, else RGBA; each row with the filter that leaves the
 * least to compress (PNG's usual heuristic). */
function png(w, h, rgba) {
  const colours = new Map();
  let opaque = true;
  for (let i = 0; i < w * h; i++) {
    const key = rgba.readUInt32BE(i * 4);
    if (rgba[i * 4 + 3] !== 255) opaque = false;
    if (!colours.has(key) && colours.size <= 256) colours.set(key, colours.size);
  }
  const palette = colours.size <= 256;
  const bpp = palette ? 1 : opaque ? 3 : 4;
  const pixels = Buffer.alloc(w * h * bpp);
  for (let i = 0; i < w * h; i++) {
    if (palette) pixels[i] = colours.get(rgba.readUInt32BE(i * 4));
    else rgba.copy(pixels, i * bpp, i * 4, i * 4 + bpp);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; ihdr[9] = palette ? 3 : opaque ? 2 : 6;
  const stride = w * bpp;
  const raw = Buffer.alloc((stride + 1) * h);
  const paeth = (a, b, c) => {
    const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
  };
  for (let y = 0; y < h; y++) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    const up = y > 0 ? pixels.subarray((y - 1) * stride, y * stride) : Buffer.alloc(stride);
    let best = null;
    // A palette's indices are not magnitudes: its rows stay unfiltered.
    for (let filter = 0; filter < (palette ? 1 : 5); filter++) {
      const out = Buffer.alloc(stride + 1);
      out[0] = filter;
      let cost = 0;
      for (let i = 0; i < stride; i++) {
        const a = i >= bpp ? row[i - bpp] : 0, b = up[i], c = i >= bpp ? up[i - bpp] : 0;
        const predicted = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter];
        out[i + 1] = (row[i] - predicted) & 0xff;
        cost += out[i + 1] < 128 ? out[i + 1] : 256 - out[i + 1];
      }
      if (!best || cost < best.cost) best = { cost, out };
    }
    best.out.copy(raw, y * (stride + 1));
  }
  const chunks = [chunk('IHDR', ihdr)];
  if (palette) {
    const plte = Buffer.alloc(colours.size * 3);
    const trns = Buffer.alloc(colours.size);
    for (const [key, i] of colours) {
      plte[i * 3] = key >>> 24; plte[i * 3 + 1] = (key >>> 16) & 0xff; plte[i * 3 + 2] = (key >>> 8) & 0xff;
      trns[i] = key & 0xff;
    }
    chunks.push(chunk('PLTE', plte));
    if (!opaque) chunks.push(chunk('tRNS', trns));
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    ...chunks, chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0)),
  ]);
}

mkdirSync(outDir, { recursive: true });
const files = {
  'favicon-32.png': render(32, { maskable: false }),
  'icon-192.png': render(192, { maskable: false }),
  'icon-512.png': render(512, { maskable: false }),
  'maskable-192.png': render(192, { maskable: true }),
  'maskable-512.png': render(512, { maskable: true }),
  'apple-touch-icon.png': render(180, { maskable: true }),
};
for (const [name, data] of Object.entries(files)) {
  writeFileSync(join(outDir, name), data);
  console.log(`${name}: ${data.length} bytes`);
}
