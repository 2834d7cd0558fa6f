// The boards of the tutorial (rules*.html) and the embedding guide (embed*.html): each written
// once, here, for the three languages. Keys are the `<loa-board>` attributes (see
// www/loa-board.js); `exercise` is the id of the exercise's note in the text (data-exercise),
// `invalid` a board meant to show its error (it gets no static picture). Each page's text places
// its boards, in this order, with `<figure board="id">caption</figure>`. tools/pages/build.mjs
// makes the pages; README.md says how.

const OPEN = 'c8-c6 a6-c4 e8-b5 h3xf1';
const TRAP = '8/8/3www2/8/3b4/8/1w2bb2/8 b';
const BOTH = '8/8/3www2/8/1b6/8/1w6/2bb4 b';
const WALLED = '5bbw/6bb/5b1b/8/8/b1b5/bb6/wbb5 w';

export const PAGES = {
  rules: {
    script: 'exercises',
    boards: [
      { id: 'board-start' },
      { id: 'board-c8c6', moves: 'c8-c6' },
      { id: 'ex-count-board', expect: 'g8-a8', exercise: 'ex-count' },
      { id: 'ex-jump-board', moves: 'c8-c6', expect: 'a6-c4', exercise: 'ex-jump' },
      { id: 'board-jump', moves: 'c8-c6 a6-c4 e8-b5', ply: '2' },
      { id: 'board-capture', moves: OPEN, ply: '3' },
      { id: 'ex-capture-board', moves: 'b1-b3 h4-f2', expect: 'd1xa4', exercise: 'ex-capture' },
      { id: 'board-capture-2', moves: 'b1-b3 h4-f2 d1xa4 h2-e2', ply: '3' },
      { id: 'board-goal', position: '8/7w/8/4bb2/w2b2b1/2b5/8/1b5w b', moves: 'b1-b2' },
      { id: 'ex-connect-board', position: '8/1b3w2/8/7w/2bbb3/8/w6w/8 b', expect: 'b7-d5', exercise: 'ex-connect' },
      { id: 'board-single', position: '7w/8/8/4bb2/4b3/8/8/w1b5 b', moves: 'c1xa1' },
      { id: 'ex-trap-board', position: TRAP, expect: 'd4-d2', exercise: 'ex-trap' },
      { id: 'board-simul-draw', position: BOTH, moves: 'b4xb2' },
      { id: 'board-simul-mover', position: BOTH, moves: 'b4xb2', rules: 'simultaneous=mover' },
      { id: 'board-pass', position: WALLED, moves: 'pass' },
      { id: 'board-pass-lose', position: WALLED, rules: 'no-moves=lose' },
      { id: 'board-repetition', moves: 'b1-b3 a2-c2 b3-b1 c2-a2 b1-b3 a2-c2 b3-b1 c2-a2' },
      { id: 'board-scrambled', variant: 'scrambled-eggs', interactive: true },
      { id: 'board-six', variant: '6x6', interactive: true },
      { id: 'board-play', interactive: true, opponent: 'computer', level: '1' },
    ],
  },
  embed: {
    script: 'snippets',
    boards: [
      { id: 'guide-line', moves: OPEN },
      { id: 'guide-exercise', position: TRAP, expect: 'd4-d2' },
      { id: 'guide-error', position: '9/8 b', invalid: true },
      { id: 'guide-computer', interactive: true, opponent: 'computer', level: '1' },
      { id: 'guide-puzzle', puzzle: '0201' },
    ],
  },
};
