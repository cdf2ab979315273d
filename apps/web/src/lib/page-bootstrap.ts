import type { PageBootstrap } from '@portal/contract/page-bootstrap';
import { PAGE_BOOTSTRAP_ELEMENT_ID } from '@portal/contract/page-bootstrap-core';

/**
 * The first data the server wrote into the page (the market, who is signed in, the flags: decision 059), or null
 * when it wrote none (the database could not answer, a session ended): then the page asks the calls itself.
 */
export function readPageBootstrap(doc: Document = document): PageBootstrap | null {
  const text = doc.getElementById(PAGE_BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageBootstrap;
  } catch {
    return null;
  }
}
