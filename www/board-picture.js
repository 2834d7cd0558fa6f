// The game page's board before its module has arrived: the picture of the position the page opens
// on, as the Rust side drew it (loa-app's board/picture.rs): the one the page last showed in this
// tab or this browser (page/board_picture.rs keeps it), else the start (`loa picture`, written
// in here at build time by tools/pages/build.mjs). Its colours are the reader's board theme
// (style.css's --loa-* properties), so it is the page's first and largest paint and the canvas
// takes its place unseen. A link's game is not guessed at: the empty board shows until the live
// one draws it. Inlined into index.html by trunk just after its <img> (it runs before the first
// paint; style.css has been read).
(() => {
  const img = document.getElementById('board-picture');
  if (!img) return;
  let svg = START_PICTURE;
  try {
    const query = new URLSearchParams(location.search);
    const link = ['black', 'white', 'level', 'variant', 'rules', 'position', 'moves', 'game', 'clock', 'draw'].some((k) => query.has(k));
    if (link) return;
    if (query.get('embed') !== '1') {
      const key = `loa${location.pathname.slice(0, location.pathname.lastIndexOf('/') + 1)}shown`;
      const kept = sessionStorage.getItem(key) || localStorage.getItem(key) || '';
      if (kept.startsWith('<svg')) svg = kept;
    }
  } catch {
    // Storage blocked, or an odd address: the start.
  }
  const css = getComputedStyle(document.documentElement);
  const colour = (_, name) => css.getPropertyValue(`--loa-${name}`).trim();
  img.src = `data:image/svg+xml,${encodeURIComponent(svg.replace(/var\(--loa-([a-z0-9]+)\)/g, colour))}`;
})();
