// What a `<loa-board>` shows first, worked out at build time for its static picture: the position
// of its attributes (`position` or the variant's start, `moves`, `ply`, `puzzle`) as a grid of
// pieces, and the last move played. Moves are applied, not checked: the live board checks them
// (and a browser test compares what it shows with this).

/** The start of each variant (docs/RULES.md), as position strings. */
export const STARTS = {
  standard: '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b',
  'scrambled-eggs': '1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b',
  '6x6': '1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b',
};

/**
 * A board: `size` files and ranks, `cells[rank][file]` ('b', 'w' or null; rank 0 is rank 1),
 * the side to move and the last move ({ from, to } squares as [file, rank]) if any.
 */
export function parsePosition(text) {
  const [placement, turn, ...rest] = text.trim().split(/\s+/);
  if (rest.length || !['b', 'w'].includes(turn)) throw new Error(`position "${text}": expected ranks and b or w`);
  const ranks = placement.split('/');
  const size = ranks.length;
  if (size !== 8 && size !== 6) throw new Error(`position "${text}": ${size} ranks`);
  const cells = ranks.map((rank) => {
    const row = [];
    for (const c of rank) {
      if (c === 'b' || c === 'w') row.push(c);
      else if (/[1-8]/.test(c)) row.push(...Array(Number(c)).fill(null));
      else throw new Error(`position "${text}": "${c}"`);
    }
    if (row.length !== size) throw new Error(`position "${text}": rank "${rank}" is not ${size} squares`);
    return row;
  });
  return { size, cells: cells.reverse(), turn, last: null };
}

/** The position string of a board (the form `parsePosition` reads and the live board reports). */
export function positionString(board) {
  const ranks = [...board.cells].reverse().map((row) => {
    let out = '';
    let empty = 0;
    for (const c of row) {
      if (c) {
        if (empty) out += empty;
        out += c;
        empty = 0;
      } else {
        empty += 1;
      }
    }
    return empty ? out + empty : out;
  });
  return `${ranks.join('/')} ${board.turn}`;
}

function square(name) {
  return [name.charCodeAt(0) - 97, Number(name[1]) - 1];
}

/** The moves of a `moves` attribute: `c8-c6`, `h3xf1`, `d1:a4`, `d1a4`, `pass`; move numbers skipped. */
export function parseMoves(text) {
  const moves = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    if (/^\d+\.+$/.test(word)) continue;
    if (word.toLowerCase() === 'pass') {
      moves.push(null);
      continue;
    }
    const m = word.match(/^([a-h][1-8])[-x:]?([a-h][1-8])$/);
    if (!m) throw new Error(`move "${word}"`);
    moves.push({ from: square(m[1]), to: square(m[2]) });
  }
  return moves;
}

/** `board` after `move` (null: a pass). */
export function play(board, move) {
  const cells = board.cells.map((row) => [...row]);
  const next = { ...board, cells, turn: board.turn === 'b' ? 'w' : 'b', last: move };
  if (!move) return next;
  const [ff, fr] = move.from;
  const [tf, tr] = move.to;
  const piece = cells[fr]?.[ff];
  if (piece !== board.turn) throw new Error(`no ${board.turn} piece to move at ${'abcdefgh'[ff]}${fr + 1}`);
  if (cells[tr]?.[tf] === piece) throw new Error(`${'abcdefgh'[tf]}${tr + 1} holds a piece of the mover`);
  cells[fr][ff] = null;
  cells[tr][tf] = piece;
  return next;
}

/**
 * What a board with these attributes shows first: `puzzles` maps a puzzle id to its position
 * string. As `loa_web::embed::config`: a line to study starts at its first position, an exercise
 * or a game after its moves; `ply` says otherwise.
 */
export function firstShown(attrs, puzzles = new Map()) {
  let start;
  if (attrs.puzzle) {
    start = puzzles.get(attrs.puzzle);
    if (!start) throw new Error(`puzzle "${attrs.puzzle}" is not in puzzles.tsv`);
  } else if (attrs.position && attrs.position !== 'start') {
    start = attrs.position;
  } else {
    start = STARTS[attrs.variant ?? 'standard'];
    if (!start) throw new Error(`variant "${attrs.variant}"`);
  }
  let board = parsePosition(start);
  const moves = attrs.moves && !attrs.puzzle ? parseMoves(attrs.moves) : [];
  let ply = 0;
  if (attrs.ply === 'last') ply = moves.length;
  else if (attrs.ply !== undefined) ply = Number(attrs.ply);
  else if (attrs.expect !== undefined || attrs.interactive) ply = moves.length;
  if (!(ply >= 0 && ply <= moves.length)) throw new Error(`ply "${attrs.ply}" of ${moves.length} moves`);
  for (const move of moves.slice(0, ply)) board = play(board, move);
  return board;
}
