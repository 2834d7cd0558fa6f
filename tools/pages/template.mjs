// The frame every tutorial and guide page shares — head, header with the language links, the
// numbered steps with their boards, the page's script — filled from one page's text (see
// text.mjs) and its list of boards (www/pages/boards.mjs).


/** The site's languages, in the order of the language links, each named in itself. */
export const LANGS = [
  { code: 'en', name: 'English' },
  { code: 'ca', name: 'Català' },
  { code: 'ru', name: 'Русский' },
];

/** The address of page `name` in `lang`: rules.html, rules.ca.html, … */
export const fileName = (name, lang) => (lang === 'en' ? `${name}.html` : `${name}.${lang}.html`);

/**
 * The first script of every page, before anything is drawn. It writes the page's language versions
 * as `<link rel="alternate" hreflang>` with full addresses (search engines and Lighthouse accept no
 * relative ones, and the site may live under any path). On the English page, the address others
 * link to, it then follows the reader's language: the choice kept by the game page and the
 * language links (`loa-lang`, see crates/loa-web/src/i18n/document.rs), else the first of the
 * browser's languages the site speaks — unless the reader came from one of the page's other
 * versions. It replaces the address (Back does not return to the English page) and hides the page
 * meanwhile, so no English shows first.
 */
function languageScript(name, lang) {
  const files = Object.fromEntries(LANGS.map((l) => [l.code, fileName(name, l.code)]));
  return `(function () {
  var here = ${JSON.stringify(lang)}, files = ${JSON.stringify(files)};
  for (var l in files) addAlternate(l, files[l]);
  addAlternate('x-default', files.en);
  function addAlternate(hreflang, file) {
    var link = document.createElement('link');
    link.rel = 'alternate';
    link.hreflang = hreflang;
    link.href = new URL(file, location.href).href;
    document.head.appendChild(link);
  }
  if (here !== 'en') return;
  var want = null;
  try { want = localStorage.getItem('loa-lang'); } catch (e) { /* storage blocked */ }
  if (!files[want]) {
    want = null;
    var wanted = navigator.languages || [navigator.language];
    for (var i = 0; i < wanted.length && !want; i++) {
      var primary = String(wanted[i] || '').trim().split(/[-_]/)[0].toLowerCase();
      if (files[primary]) want = primary;
    }
  }
  if (!want || want === here) return;
  var from = document.referrer.split(/[?#]/)[0];
  for (var k in files) {
    if (from === new URL(files[k], location.href).href) return;
  }
  document.documentElement.hidden = true;
  location.replace(files[want] + location.search + location.hash);
})();`;
}

/** The page scripts: what each kind of page does beyond its boards. */
export const SCRIPTS = {
  // An exercise's note turns to its "Right: …" once its board reports the correct move: the task
  // done, only the note's title and that stay.
  exercises: `document.addEventListener('loa-move', (event) => {
  const id = event.target.dataset && event.target.dataset.exercise;
  if (!id || !event.detail.correct) return;
  const done = document.querySelector('#' + id + ' .done');
  if (!done) return;
  done.hidden = false;
  for (const node of [...done.parentNode.childNodes]) {
    if (node !== done && node.nodeName !== 'STRONG') node.remove();
  }
});`,
  // The snippets name this very copy of the site.
  snippets: `const here = new URL('./', location.href).href;
for (const code of document.querySelectorAll('pre code')) {
  code.textContent = code.textContent.replaceAll('https://YOUR-COPY-OF-THIS-SITE/', here);
}`,
};

const indent = (text, by) => text.split('\n').map((line) => (line ? by + line : line)).join('\n');

/**
 * The whole page: `name` (rules, embed), `lang`, `defs` and `pictureCss` (the boards' pictures'
 * drawing parts and styles), `words` (the text's head fields: title, description, h1, languages, play), `main` and `footer` (finished markup), and `script` (a
 * key of SCRIPTS, or none).
 */
export function page({ defs, pictureCss, name, lang, words, main, footer, script }) {
  const links = LANGS.map((l) =>
    `      <a href="${fileName(name, l.code)}" hreflang="${l.code}" lang="${l.code}"${l.code === lang ? ' aria-current="page"' : ''}>${l.name}</a>`);
  return `<!doctype html>
<!-- Made by tools/pages/build.mjs from www/pages/ (boards.mjs and ${name}.${lang}.html): edit those, not this. -->
<html lang="${lang}">
<head>
  <meta charset="utf-8" />
  <meta name="viewport" content="width=device-width, initial-scale=1" />
  <script>
${indent(languageScript(name, lang), '    ')}
  </script>
  <meta name="color-scheme" content="light dark" />
  <meta name="theme-color" content="#1f3b2d" />
  <meta name="description" content="${words.description}" />
  <title>${words.title}</title>
  <link rel="icon" type="image/png" href="icons/favicon-32.png" />
  <link rel="manifest" href="manifest.webmanifest" />
  <link rel="apple-touch-icon" href="icons/apple-touch-icon.png" />
  <link rel="stylesheet" href="rules.css" />
  <style>
${indent(pictureCss.trim(), '    ')}
  </style>
  <script src="theme.js"></script>
  <script src="loa-board.js" defer></script>
  <script src="pwa.js" defer></script>
</head>
<body>
  ${defs}
  <header class="top">
    <h1>${words.h1}</h1>
    <nav class="langs" aria-label="${words.languages}">
${links.join('\n')}
    </nav>
    <a href="./">${words.play}</a>
  </header>

  <main>
${main}
  </main>

  <footer>
${footer}
  </footer>
${script ? `  <script>\n${indent(SCRIPTS[script], '    ')}\n  </script>\n` : ''}</body>
</html>
`;
}
