// Trunk post_build step (imported first by precache.mjs, so the service worker's version covers
// it): puts a Content-Security-Policy meta tag into every staged page.
//
// The policy allows scripts, styles, images, fetches and workers from the site itself only, wasm
// compilation ('wasm-unsafe-eval'), and each inline <script> of the page by the hash of its exact
// text — trunk's own loader included, whose text (file names with content hashes) is only known
// once it is built. Inline styles stay allowed: <loa-board> draws into shadow roots with <style>.
// A page edited by hand after the build would need its hashes again: rebuild instead.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error('csp.mjs: run by trunk as a post_build hook (TRUNK_STAGING_DIR is not set)');
  process.exit(1);
}

/** The policy of a page whose inline scripts have these texts. */
export function policy(inlineScripts) {
  const hashes = inlineScripts.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  return [
    "default-src 'self'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...hashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** The texts of the page's inline scripts (those without a src attribute). */
export function inlineScripts(html) {
  const texts = [];
  for (const [, attrs, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\bsrc\s*=/i.test(attrs)) texts.push(text);
  }
  return texts;
}

/** `html` with the policy's meta tag first in its head (a policy covers only what follows it). */
export function withPolicy(html) {
  if (/http-equiv\s*=\s*["']?content-security-policy/i.test(html)) {
    throw new Error('the page already has a Content-Security-Policy meta tag');
  }
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy(inlineScripts(html))}">`;
  const charset = html.match(/<meta\s+charset\s*=[^>]*>/i);
  if (charset) return html.replace(charset[0], charset[0] + meta);
  const head = html.match(/<head\b[^>]*>/i);
  if (!head) throw new Error('the page has no <head>');
  return html.replace(head[0], head[0] + meta);
}

for (const name of readdirSync(staging).sort()) {
  if (!name.endsWith('.html')) continue;
  const path = join(staging, name);
  try {
    writeFileSync(path, withPolicy(readFileSync(path, 'utf8')));
  } catch (e) {
    console.error(`csp.mjs: ${name}: ${e.message}`);
    process.exit(1);
  }
}
