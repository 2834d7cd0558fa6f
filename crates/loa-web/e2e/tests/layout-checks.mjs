// Checks of a page's layout shared by the layout tests: whether a box is inside the window, how
// far the page scrolls sideways, the controls smaller than a finger, and the open dialog's box.
import assert from 'node:assert/strict';

/** How far the page scrolls sideways (0 when it does not). */
export const sideways = (page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Asserts `box` lies wholly inside a window of `size`. */
export function assertInside(box, size, what) {
  assert.ok(box, `${what}: not rendered`);
  const inside = box.x >= -0.5 && box.y >= -0.5 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5;
  assert.ok(inside, `${what} at ${size.name}: ${JSON.stringify(box)} is not inside the window`);
}

/**
 * The visible controls of the page that are smaller than `min` CSS px either way: buttons,
 * selects, text fields, disclosure summaries, the links outside running text, and check boxes and
 * radio buttons by their label rows; inside `<loa-board>` elements' shadow roots too.
 */
export function smallControls(page, min = 44) {
  return page.evaluate((min) => {
    const out = [];
    const visible = (el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && s.visibility !== 'hidden' && el.checkVisibility({ opacityProperty: false });
    };
    const name = (el) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${el.className && typeof el.className === 'string' ? '.' + el.className.trim().replace(/\s+/g, '.') : ''} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 24)}"`;
    const check = (root) => {
      for (const el of root.querySelectorAll('button, select, input, textarea, summary, a[href]')) {
        if (!visible(el)) continue;
        // Links in running text are exempt (WCAG 2.5.8, inline); links standing alone are not.
        if (el.tagName === 'A' && el.closest('p, li, td, figcaption')) continue;
        const target = el.type === 'checkbox' || el.type === 'radio' ? el.closest('label') ?? el : el;
        const r = target.getBoundingClientRect();
        if (r.width < min - 0.5 || r.height < min - 0.5) out.push(`${name(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
      }
      for (const host of root.querySelectorAll('*')) if (host.shadowRoot) check(host.shadowRoot);
    };
    check(document);
    return out;
  }, min);
}

/** The open dialog's box, and what of it lies past its left or right edge (none when it fits). */
export const openDialog = (page) => page.evaluate(() => {
  const dialog = document.querySelector('dialog[open]');
  if (!dialog) return null;
  const box = dialog.getBoundingClientRect();
  const past = [...dialog.querySelectorAll('*')]
    .filter((el) => { const r = el.getBoundingClientRect(); return r.width > 0 && (r.left < box.left - 0.5 || r.right > box.right + 0.5); })
    .map((el) => `${el.tagName.toLowerCase()}#${el.id}`);
  return { id: dialog.id, left: box.left, right: box.right, past, inside: dialog.scrollWidth - dialog.clientWidth };
});
