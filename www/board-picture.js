// The game page's board before its module has arrived: a picture of the position the page opens
// on, drawn as the live canvas draws it (crates/loa-web/src/board/view.rs) in the colours of the
// reader's board theme (style.css's --loa-* properties, board/theme.rs's palettes), so it is the
// page's first and largest paint and the canvas takes its place unseen. Inlined into index.html
// by trunk just after its <img> (it runs before the first paint; style.css has been read).
//
// The position: a link's game (its variant, position and moves, played without checking them),
// else the one the page last showed in this tab or this browser (page/board_picture.rs keeps it),
// else the standard start. A wrong guess is replaced by the live board in the same box.
(() => {
  const img = document.getElementById('board-picture');
  if (!img) return;
  const STARTS = {
    standard: '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1',
    'scrambled-eggs': '1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1',
    '6x6': '1bbbb1/w4w/w4w/w4w/w4w/1bbbb1',
  };
  /** The ranks of a position string's placement, the top one first, as arrays of 'b', 'w', '.'. */
  const ranks = (placement) => {
    const rows = String(placement).split('/').map((r) => [...r.replace(/[1-8]/g, (d) => '.'.repeat(+d))]);
    const n = rows.length;
    return (n === 8 || n === 6) && rows.every((r) => r.length === n && r.every((c) => 'bw.'.includes(c))) ? rows : null;
  };
  /** [column, row] of a square's name ("b1") on a board of `n`, row 0 at the top, or null. */
  const at = (name, n) => {
    const m = /^([a-h])([1-8])$/.exec(name);
    const col = m && m[1].charCodeAt(0) - 97;
    const row = m && n - Number(m[2]);
    return m && col < n && row >= 0 ? [col, row] : null;
  };
  /** `rows` after the moves of `text` ("b1-b3,h4xf2", any separators), up to the first unreadable one. */
  const play = (rows, text) => {
    let last = null;
    for (const word of text.split(/[\s,]+/).filter((w) => w && !/^\d+\.+$/.test(w))) {
      if (/^pass$/i.test(word)) { last = null; continue; }
      const m = /^([a-h][1-8])[-x:]?([a-h][1-8])$/.exec(word);
      const [from, to] = m ? [at(m[1], rows.length), at(m[2], rows.length)] : [];
      if (!from || !to || rows[from[1]][from[0]] === '.') break;
      rows[to[1]][to[0]] = rows[from[1]][from[0]];
      rows[from[1]][from[0]] = '.';
      last = [from, to];
    }
    return last;
  };

  let shown = { rows: ranks(STARTS.standard), flipped: false, last: null };
  try {
    const query = new URLSearchParams(location.search);
    const link = ['black', 'white', 'level', 'variant', 'rules', 'position', 'moves', 'game', 'clock', 'draw'].some((k) => query.has(k));
    if (link) {
      const position = query.get('position');
      const rows = ranks(position ? position.replace(/_/g, ' ').trim().split(/\s+/)[0] : STARTS[query.get('variant') || 'standard']);
      if (rows) shown = { rows, flipped: false, last: play(rows, query.get('moves') || '') };
    } else if (!/[?&]embed=1(&|$)/.test(location.search)) {
      const key = `loa${location.pathname.slice(0, location.pathname.lastIndexOf('/') + 1)}shown`;
      const kept = (sessionStorage.getItem(key) || localStorage.getItem(key) || '').split('|');
      const rows = ranks(kept[0].split(' ')[0]);
      if (rows) {
        const [from, to] = (kept[2] || '').split(/[-x]/).map((s) => at(s, rows.length));
        shown = { rows, flipped: kept[1] === '1', last: from && to ? [from, to] : null };
      }
    }
  } catch {
    // Storage blocked, or an odd address: the start.
  }

  const css = getComputedStyle(document.documentElement);
  const c = (name) => css.getPropertyValue(`--loa-${name}`).trim();
  const n = shown.rows.length;
  /** Where [column, row] of the unflipped board is shown. */
  const place = ([col, row]) => (shown.flipped ? [n - 1 - col, n - 1 - row] : [col, row]);
  const out = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n} ${n}" width="800" height="800"><defs>`,
    // The canvas's radial gradient: from (x - .35 r, y - .4 r), radius .08 r, to the disc.
    `<radialGradient id="b" fx=".325" fy=".3" fr=".04"><stop stop-color="${c('b0')}"/><stop offset=".35" stop-color="${c('b1')}"/><stop offset="1" stop-color="${c('b2')}"/></radialGradient>`,
    `<radialGradient id="w" fx=".325" fy=".3" fr=".04"><stop stop-color="${c('w0')}"/><stop offset=".45" stop-color="${c('w1')}"/><stop offset="1" stop-color="${c('w2')}"/></radialGradient>`,
    `</defs><rect width="${n}" height="${n}" fill="${c('light')}"/><path fill="${c('dark')}" d="`,
  ];
  for (let row = 0; row < n; row++) for (let col = (row + 1) % 2; col < n; col += 2) out.push(`M${col} ${row}h1v1h-1z`);
  out.push('"/>');
  if (shown.last) {
    for (const sq of shown.last) {
      const [x, y] = place(sq);
      out.push(`<rect x="${x}" y="${y}" width="1" height="1" fill="${c('last')}"/>`,
        `<rect x="${x + 0.015}" y="${y + 0.015}" width=".97" height=".97" fill="none" stroke="${c('ring')}" stroke-width=".03"/>`);
    }
  }
  for (const [piece, rim] of [['b', 'brim'], ['w', 'wrim']]) {
    const discs = [];
    shown.rows.forEach((r, row) => r.forEach((p, col) => {
      if (p !== piece) return;
      const [x, y] = place([col, row]);
      out.push(`<ellipse cx="${x + 0.5252}" cy="${y + 0.5504}" rx=".42" ry=".4032" fill="rgba(0,0,0,.28)"/>`);
      discs.push(`<circle cx="${x + 0.5}" cy="${y + 0.5}" r=".42"/>`);
    }));
    out.push(`<g fill="url(#${piece})" stroke="${c(rim)}" stroke-width=".0252">`, ...discs, '</g>');
  }
  // Files in the bottom row's lower-right corners, ranks in the left column's upper-left ones, each
  // in the colour of the other kind of square.
  out.push('<g font-family="system-ui,-apple-system,Segoe UI,sans-serif" font-weight="600" font-size=".19">');
  for (let i = 0; i < n; i++) {
    const file = 'abcdefgh'[shown.flipped ? n - 1 - i : i];
    const rank = shown.flipped ? i + 1 : n - i;
    out.push(`<text x="${i + 0.94}" y="${n - 0.03}" text-anchor="end" dominant-baseline="text-after-edge" fill="${c((i + n - 1) % 2 ? 'light' : 'dark')}">${file}</text>`,
      `<text x=".06" y="${i + 0.03}" dominant-baseline="text-before-edge" fill="${c(i % 2 ? 'light' : 'dark')}">${rank}</text>`);
  }
  out.push('</g></svg>');
  img.src = `data:image/svg+xml,${encodeURIComponent(out.join(''))}`;
  img.dataset.position = shown.rows.map((r) => r.join('')).join('/');
})();
