// A board's static picture: inline SVG drawn as the live canvas board draws it
// (crates/loa-web/src/board/view.rs): squares, the last move's tint and ring, shaded pieces and
// the coordinates in the corner squares. The colours are classes styled by www/rules.css, so the
// picture follows the reader's board theme (`<html data-board-theme>`) as the live board does;
// the shared pieces, gradients and square pattern are `DEFS`, written once per page.

const FILES = 'abcdefgh';
const num = (x) => String(Math.round(x * 1000) / 1000);

/** The pieces, their gradients and the squares' pattern, referenced by every picture of a page. */
export const DEFS = [
  '<svg class="loa-defs" width="0" height="0" aria-hidden="true" focusable="false"><defs>',
  // Lit from the upper left, as view.rs's radial gradient (centre offset by -0.35 r, -0.4 r).
  '<radialGradient id="loa-gb" fx=".325" fy=".3" fr=".04"><stop offset="0" class="b0"/><stop offset=".35" class="b1"/><stop offset="1" class="b2"/></radialGradient>',
  '<radialGradient id="loa-gw" fx=".325" fy=".3" fr=".04"><stop offset="0" class="w0"/><stop offset=".45" class="w1"/><stop offset="1" class="w2"/></radialGradient>',
  '<g id="loa-b"><ellipse class="sh" cx=".025" cy=".05" rx=".42" ry=".403"/><circle class="pb" r=".42" fill="url(#loa-gb)"/></g>',
  '<g id="loa-w"><ellipse class="sh" cx=".025" cy=".05" rx=".42" ry=".403"/><circle class="pw" r=".42" fill="url(#loa-gw)"/></g>',
  '<pattern id="loa-sq" width="2" height="2" patternUnits="userSpaceOnUse"><rect class="l" width="2" height="2"/><rect class="d" x="1" width="1" height="1"/><rect class="d" y="1" width="1" height="1"/></pattern>',
  '</defs></svg>',
].join('');

/** The screen column and row of the square (file, rank) on a board `n` wide, row 0 at the top. */
function visual([file, rank], flipped, n) {
  return flipped ? [n - 1 - file, rank] : [file, n - 1 - rank];
}

/**
 * The picture of `board` (see position.mjs) as SVG markup, `flipped` with rank 8 at the bottom,
 * with or without `coordinates`.
 */
export function picture(board, { flipped = false, coordinates = true } = {}) {
  const n = board.size;
  const out = [`<svg viewBox="0 0 ${n} ${n}" aria-hidden="true" focusable="false">`, `<rect width="${n}" height="${n}" fill="url(#loa-sq)"/>`];
  if (board.last) {
    for (const sq of [board.last.from, board.last.to]) {
      const [c, r] = visual(sq, flipped, n);
      out.push(`<rect class="lm" x="${num(c + 0.015)}" y="${num(r + 0.015)}" width=".97" height=".97"/>`);
    }
  }
  for (let rank = 0; rank < n; rank++) {
    for (let file = 0; file < n; file++) {
      const piece = board.cells[rank][file];
      if (!piece) continue;
      const [c, r] = visual([file, rank], flipped, n);
      out.push(`<use href="#loa-${piece}" x="${c + 0.5}" y="${r + 0.5}"/>`);
    }
  }
  if (coordinates) {
    // Files in the lower-right corner of the bottom row, ranks in the upper-left of the left column,
    // each in the colour of the other kind of square.
    for (let i = 0; i < n; i++) {
      const file = flipped ? n - 1 - i : i;
      const bottomDark = (i + n - 1) % 2 === 1;
      out.push(`<text class="${bottomDark ? 'cl' : 'cd'} f" x="${num(i + 1 - 0.06)}" y="${num(n - 0.03)}">${FILES[file]}</text>`);
      const rank = flipped ? i : n - 1 - i;
      const leftDark = i % 2 === 1;
      out.push(`<text class="${leftDark ? 'cl' : 'cd'} r" x=".06" y="${num(i + 0.03)}">${rank + 1}</text>`);
    }
  }
  out.push('</svg>');
  return out.join('');
}
