// One page's text in one language (www/pages/<name>.<lang>.html), read into its parts.
//
// The file is HTML with a few conventions, so a translator sees only words and markup:
// - it opens with a comment of `key: value` lines, the head's words: title, description, h1,
//   languages (the language links' label), play (the link to the game);
// - `<nav class="toc" …><strong>…</strong></nav>` gets the list of the steps;
// - each step is `<section id="…"><h2>Heading</h2> … </section>`: numbered in order, its
//   `<figure board="id">caption</figure>`s set beside the text, the board drawn from the list;
// - the rest of the page's main text, then `<footer>…</footer>` last.

const FIELDS = ['title', 'description', 'h1', 'languages', 'play'];

/** The parts of a text file: words, sections ({ id, heading, body, figures }), and the raw HTML around them. */
export function readText(source, where) {
  const fail = (message) => {
    throw new Error(`${where}: ${message}`);
  };
  const head = source.match(/^\s*<!--([\s\S]*?)-->\s*/);
  if (!head) fail('no opening comment with the page\'s words');
  const words = {};
  for (const line of head[1].split('\n')) {
    const m = line.match(/^\s*([a-z0-9]+):\s*(.*?)\s*$/);
    if (m) words[m[1]] = m[2];
  }
  for (const field of FIELDS) if (!words[field]) fail(`the opening comment has no "${field}:"`);
  let rest = source.slice(head[0].length);
  const footer = rest.match(/<footer>\s*([\s\S]*?)\s*<\/footer>\s*$/);
  if (!footer) fail('no <footer> at the end');
  rest = rest.slice(0, footer.index);

  const sections = [];
  const parts = [];
  let at = 0;
  for (const m of rest.matchAll(/<section id="([^"]+)">\s*<h2>([\s\S]*?)<\/h2>([\s\S]*?)<\/section>/g)) {
    parts.push(rest.slice(at, m.index));
    const figures = [];
    const body = m[3].replace(/\n?[ \t]*<figure board="([^"]+)">([\s\S]*?)<\/figure>/g, (_, board, caption) => {
      figures.push({ board, caption: caption.trim() });
      return '';
    });
    sections.push({ id: m[1], heading: m[2].trim(), body, figures });
    parts.push(sections.length - 1);
    at = m.index + m[0].length;
  }
  parts.push(rest.slice(at));
  if (/<section\b/.test(parts.filter((p) => typeof p === 'string').join(''))) {
    fail('a <section> not of the form <section id="…"><h2>…</h2> … </section>');
  }
  if (/<figure board=/.test(parts.filter((p) => typeof p === 'string').join(''))) {
    fail('a <figure board> outside a section');
  }
  return { words, sections, parts, footer: footer[1] };
}
