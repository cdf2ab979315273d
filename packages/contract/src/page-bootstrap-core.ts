/** The id of the `<script type="application/json">` element that holds the page's bootstrap (page-bootstrap.ts). */
export const PAGE_BOOTSTRAP_ELEMENT_ID = 'portal-bootstrap';

/**
 * The bootstrap as JSON that is safe inside a `<script>` element: `<` (so no `</script>` or `<!--` can end it early),
 * and the line separators JavaScript once refused in strings, are written as escapes, which JSON.parse reads back.
 */
export function bootstrapJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
