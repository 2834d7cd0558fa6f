// The tutorials and guides are made at build time (tools/pages/build.mjs) from one list of boards
// (www/pages/boards.mjs) and one text per language: the three languages of each page get the same
// boards, the same steps and the same exercises; a text that places a board the list does not
// have (or leaves one out) is refused; every board carries a static picture of the position it
// shows first; and the output is the same bytes on every run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, tempDir } from './helpers.mjs';

const { buildPages, writePages, renderPage } = await import(join(ROOT, 'tools/pages/build.mjs'));
const { firstShown } = await import(join(ROOT, 'tools/pages/picture.mjs'));
const STARTS = { standard: '1bbbbbb1/w6w/w6w/w6w/w6w/w6w/w6w/1bbbbbb1 b' };
const { PAGES } = await import(join(ROOT, 'www/pages/boards.mjs'));

const built = await buildPages();
const pages = new Map([...built].filter(([name]) => name.endsWith('.html')));
const FILES = {
  rules: ['rules.html', 'rules.ca.html', 'rules.ru.html'],
  embed: ['embed.html', 'embed.ca.html', 'embed.ru.html'],
};
/** Every `<loa-board …>…</loa-board>` of a page, whole: attributes and static picture. */
const boards = (html) => html.match(/<loa-board[^>]*>[\s\S]*?<\/loa-board>/g) ?? [];
const sectionIds = (html) => [...html.matchAll(/<section class="step" id="([^"]+)">/g)].map((m) => m[1]);
const exerciseIds = (html) => [...html.matchAll(/<div class="exercise" id="([^"]+)">/g)].map((m) => m[1]);

test('the six pages are made, and the three languages of each have the same boards, steps and exercises', () => {
  assert.deepEqual([...pages.keys()].sort(), [...FILES.rules, ...FILES.embed].sort());
  for (const [name, [en, ...others]] of Object.entries(FILES)) {
    const english = pages.get(en);
    assert.equal(boards(english).length, PAGES[name].boards.length, name);
    for (const file of others) {
      const html = pages.get(file);
      assert.deepEqual(boards(html), boards(english), `${file}: the boards of ${en}`);
      assert.deepEqual(sectionIds(html), sectionIds(english), `${file}: the steps of ${en}`);
      assert.deepEqual(exerciseIds(html), exerciseIds(english), `${file}: the exercises of ${en}`);
      assert.match(html, new RegExp(`<html lang="${file.split('.')[1]}">`));
    }
  }
  assert.ok(boards(pages.get('rules.html')).length >= 15);
});

test('each exercise\'s note stands just above its board, in the boards\' column, in every language', () => {
  for (const [file, html] of pages) {
    const exercises = [...html.matchAll(/<loa-board id="([^"]+)"[^>]* data-exercise="([^"]+)"/g)];
    if (file.startsWith('rules')) assert.equal(exercises.length, 5, file);
    for (const [, board, note] of exercises) {
      const between = html.match(new RegExp(`<div class="exercise" id="${note}">([\\s\\S]*?)<loa-board id="${board}"`));
      assert.ok(between, `${file}: the note ${note} comes before its board ${board}`);
      assert.doesNotMatch(between[1], /<loa-board|<\/figure>/, `${file}: nothing between ${note} and ${board}`);
      const step = html.slice(html.lastIndexOf('<section', between.index), between.index);
      assert.match(step, /<div class="boards">/, `${file}: ${note} is in its step's boards`);
    }
  }
});

test('the output is the same bytes on every run, and a rerun writes nothing', async () => {
  const again = await buildPages();
  assert.deepEqual([...again.entries()], [...built.entries()]);
  const { dir, cleanup } = tempDir('loa-pages-');
  try {
    assert.equal((await writePages(dir)).length, 9, 'six pages, the game page\'s board-picture.js, rules.css and picture.css');
    const before = Object.fromEntries(readdirSync(dir).map((f) => [f, [readFileSync(join(dir, f), 'utf8'), statSync(join(dir, f)).mtimeMs]]));
    assert.deepEqual(await writePages(dir), [], 'nothing changed, nothing written');
    for (const f of readdirSync(dir)) {
      assert.equal(readFileSync(join(dir, f), 'utf8'), before[f][0], f);
      assert.equal(statSync(join(dir, f)).mtimeMs, before[f][1], `${f} was not touched`);
    }
  } finally {
    cleanup();
  }
});

test('every board but the one meant to fail carries a picture of the position it shows first', () => {
  for (const html of pages.values()) {
    for (const board of boards(html)) {
      const picture = board.match(/<div class="loa-static loa-pic" data-position="([^"]+)"><svg viewBox="0 0 (\d) \2"/);
      if (/position="9\/8 b"/.test(board)) {
        assert.equal(picture, null, 'the broken example has no picture');
        continue;
      }
      assert.ok(picture, board.slice(0, 80));
      const size = Number(picture[2]);
      assert.equal(picture[1].split(' ')[0].split('/').length, size);
      const pieces = (board.match(/<use href="#loa-[bw]"/g) ?? []).length;
      assert.equal(pieces, (picture[1].split(' ')[0].match(/[bw]/g) ?? []).length, 'one disc per piece');
    }
  }
});

// What a board shows first, as the live board computes it (loa_web::embed::config): a line to
// study at its start, an exercise or a game after its moves, `ply` otherwise.
const SHOWN = [
  [{}, STARTS.standard],
  [{ variant: '6x6', interactive: true }, '1bbbb1/w4w/w4w/w4w/w4w/1bbbb1 b'],
  [{ variant: 'scrambled-eggs' }, '1wbwbwb1/b6w/w6b/b6w/w6b/b6w/w6b/1bwbwbw1 b'],
  [{ moves: 'c8-c6' }, STARTS.standard],
  [{ moves: 'c8-c6', expect: 'a6-c4' }, '1b1bbbb1/w6w/w1b4w/w6w/w6w/w6w/w6w/1bbbbbb1 w'],
  [{ moves: 'c8-c6 a6-c4 e8-b5 h3xf1', ply: '4' }, '1b1b1bb1/w6w/2b4w/wb5w/w1w4w/w7/w6w/1bbbbwb1 b'],
  [{ moves: '1. c8-c6 a6-c4 2. e8-b5 h3xf1', ply: 'last' }, '1b1b1bb1/w6w/2b4w/wb5w/w1w4w/w7/w6w/1bbbbwb1 b'],
  [{ position: '5bbw/6bb/5b1b/8/8/b1b5/bb6/wbb5 w', moves: 'pass', ply: '1' }, '5bbw/6bb/5b1b/8/8/b1b5/bb6/wbb5 b'],
  [{ puzzle: '0201' }, '3bb3/2w5/2bw4/8/1w6/1w2w3/3w4/7w b'],
];
for (const [attrs, expected] of SHOWN) {
  test(`first shown: ${JSON.stringify(attrs)}`, () => {
    const puzzles = new Map([['0201', '3bb3/2w5/2bw4/8/1w6/1w2w3/3w4/7w b']]);
    assert.equal(firstShown(ROOT, attrs, puzzles).position, expected);
  });
}

const BAD = [
  [{ position: '9/8 b' }, /9\/8 b/],
  [{ moves: 'c8-c6', ply: '2' }, /--ply 2: there are 1 moves/],
  [{ moves: 'a1-a2', ply: '1' }, /a1-a2/],
  [{ variant: 'hexagonal' }, /hexagonal/],
  [{ puzzle: '9999' }, /puzzle "9999"/],
];
for (const [attrs, error] of BAD) {
  test(`a board the build refuses: ${JSON.stringify(attrs)}`, () => {
    assert.throws(() => firstShown(ROOT, attrs, new Map()), error);
  });
}

const TEXT = `<!--
title: T
description: D
h1: H
languages: L
play: P
-->
<section id="one">
  <h2>One</h2>
  <p>Text.</p>
  <div class="exercise" id="ex"><span class="done" hidden>Right.</span></div>
  <figure board="a">A.</figure>
  <figure board="b">B.</figure>
</section>
<footer><p>F</p></footer>
`;
const LIST = [{ id: 'a' }, { id: 'b', moves: 'b1-b3', expect: 'h4-f2', exercise: 'ex' }];
const TEXTS = [
  ['a text that leaves a board out', TEXT.replace('  <figure board="b">B.</figure>\n', ''), /its boards are a; the list .* has a b/],
  ['boards in another order', TEXT.replace('board="a"', 'board="x"').replace('board="b"', 'board="a"').replace('board="x"', 'board="b"'), /its boards are b a/],
  ['a board the list has not', TEXT.replace('board="b"', 'board="c"'), /its boards are a c/],
  ['no exercise note', TEXT.replace('id="ex"', 'id="other"'), /no exercise note id="ex"/],
  ['no words for the head', TEXT.replace('h1: H\n', ''), /no "h1:"/],
  ['no footer', TEXT.replace('<footer><p>F</p></footer>\n', ''), /no <footer>/],
  ['a figure outside a step', TEXT.replace('<footer>', '<figure board="a">A.</figure>\n<footer>'), /outside a section/],
];
for (const [what, text, error] of TEXTS) {
  test(`the build refuses ${what}`, () => {
    assert.throws(() => renderPage('rules', 'en', text, LIST, null, new Map()), error);
  });
}

test('a well-formed text: steps numbered, boards beside their text, the contents listed', () => {
  const html = renderPage('rules', 'ca', TEXT.replace('<section', '<nav class="toc" aria-label="C"><strong>C</strong></nav>\n<section'), LIST, 'exercises', new Map());
  assert.match(html, /<html lang="ca">/);
  assert.match(html, /<h2><span class="n">1\.<\/span>One<\/h2>/);
  assert.match(html, /<nav class="toc" aria-label="C"><strong>C<\/strong>\n\s*<ol>\n\s*<li><a href="#one">One<\/a><\/li>/);
  assert.match(html, /<div class="boards">\s*<figure>\s*<loa-board id="a"><div class="loa-static loa-pic"/);
  assert.match(html, /<loa-board id="b" moves="b1-b3" expect="h4-f2" data-exercise="ex">/);
  assert.match(html, /<a href="rules.ru.html" hreflang="ru" lang="ru">Русский<\/a>/);
  assert.match(html, /<a href="rules.ca.html" hreflang="ca" lang="ca" aria-current="page">Català<\/a>/);
});

test('a table of three columns gets each cell labelled with its heading; a two-column one is left alone', async () => {
  const { labelCells } = await import(join(ROOT, 'tools/pages/build.mjs'));
  const three = '<table>\n<thead><tr><th>Q</th><th>Default</th><th>Other <b>option</b></th></tr></thead>\n<tbody>\n<tr><td>A</td><td>B</td><td>C</td></tr>\n</tbody>\n</table>';
  assert.equal(labelCells(three), '<table class="cards">\n<thead><tr><th>Q</th><th>Default</th><th>Other <b>option</b></th></tr></thead>\n<tbody>\n<tr><td data-th="Q">A</td><td data-th="Default">B</td><td data-th="Other option">C</td></tr>\n</tbody>\n</table>');
  const two = '<table><thead><tr><th>Attribute</th><th>Meaning</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>';
  assert.equal(labelCells(two), two);
  for (const file of ['rules.html', 'rules.ca.html', 'rules.ru.html']) {
    assert.equal((pages.get(file).match(/<td data-th="/g) ?? []).length, 12, file);
  }
});
