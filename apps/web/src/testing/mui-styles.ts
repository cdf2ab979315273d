/**
 * MUI's styles (emotion: one <style> per rule, about 900 after a page test) are kept out of jsdom's document. jsdom
 * matches every rule of every sheet against an element on each getComputedStyle, which getByRole and toBeVisible
 * call for the element and each of its ancestors: that cascade was more than half of the web suite's time (decision
 * 048). Layout is tested in Chromium; what jsdom applies without them is inline styles, the hidden attribute and its
 * default sheet. A test about a computed style calls applyMuiStyles().
 */
const outOfDocument = document.createElement('div');
let applied = false;

const isEmotionStyle = (node: Node) => node instanceof HTMLStyleElement && node.hasAttribute('data-emotion');

/** Sends emotion's style elements to a detached element instead of the document's head (setup-tests.ts). */
export function keepMuiStylesOutOfDocument(): void {
  const head = document.head;
  const insertIntoHead = head.insertBefore.bind(head);
  head.insertBefore = <T extends Node>(node: T, child: Node | null): T =>
    !applied && isEmotionStyle(node) ? outOfDocument.appendChild(node) : insertIntoHead(node, child);
}

/** From now on in this test file, MUI's styles apply (getComputedStyle sees them), those already inserted too. */
export function applyMuiStyles(): void {
  applied = true;
  document.head.append(...outOfDocument.childNodes);
}
