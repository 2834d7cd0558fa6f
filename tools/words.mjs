// Trunk post_build hook step (run by tools/post-build.mjs): the words' files as they are sent,
// `locales/<lang>.ftl` without the comment lines, which are for translators (about 1.3 KB of gzip
// in each file). Every page of the site and every board, on the site or on another site's page,
// fetches the one file of its language: the messages are the same Fluent text as written.
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** `ftl` without its comment lines (`#`, `##`, `###`) and with no run of blank lines. */
export function withoutComments(ftl) {
  const lines = ftl.split('\n').filter((line) => !line.startsWith('#'));
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').trim() + '\n';
}

/** Writes the site's words' files (see the file's head); returns a line on what it wrote. */
export function writeWords(site) {
  const locales = join(site, 'locales');
  if (!existsSync(locales)) throw new Error(`${locales} is missing`);
  const gz = (text) => gzipSync(text, { level: 9 }).length;
  const report = [];
  for (const name of readdirSync(locales).filter((f) => /^[a-z]{2}\.ftl$/.test(f)).sort()) {
    const path = join(locales, name);
    const source = readFileSync(path, 'utf8');
    const sent = withoutComments(source);
    writeFileSync(path, sent);
    report.push(`${name} ${gz(source)} → ${gz(sent)} B gzip`);
  }
  return report.join(', ');
}
