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

/** Fills ':name' segments of a contract path, encoding each value (the web's calls and the server's first answers). */
export function pathWithParams(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (segment, name: string) => {
    const value = params[name];
    return value === undefined ? segment : encodeURIComponent(String(value));
  });
}

/** A GET call's query parameters; undefined and null are left out of the call. */
export type CallParams = Record<string, string | number | boolean | null | undefined>;

/**
 * A GET call the page's first render makes, which the server may answer in the page (`first_answers`): its path under
 * /api and its parameters; `language`, when the web sends it as Accept-Language (an answer in the interface language).
 */
export type FirstCall = { path: string; params?: CallParams; language?: string };

/**
 * The key of a call's answer in the page's first answers: the path, then its parameters in name order without the
 * absent ones, so the server and the web write the same key whatever order each built them in.
 */
export function callKey(path: string, params: CallParams = {}): string {
  const query = new URLSearchParams();
  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (value !== undefined && value !== null) query.append(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
