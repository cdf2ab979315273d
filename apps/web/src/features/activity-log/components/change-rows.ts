/** A field of an entry's before/after values, side by side. */
export type ChangeRow = { field: string; before: unknown; after: unknown; changed: boolean };

type Values = Record<string, unknown>;

function isPlainObject(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Nested objects read as dotted fields ('address.city'); other values stay whole. */
function flatten(values: Values | null, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  for (const [key, value] of Object.entries(values ?? {})) {
    const field = prefix ? `${prefix}.${key}` : key;
    if (isPlainObject(value) && Object.keys(value).length > 0) flatten(value, field, into);
    else into.set(field, value);
  }
  return into;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of the values before and after a change (either may be null: a creation, a deletion), those that
 * changed first, each group in the order the entry keeps them.
 */
export function changeRows(before: Values | null, after: Values | null): ChangeRow[] {
  const was = flatten(before);
  const is = flatten(after);
  const rows = [...new Set([...was.keys(), ...is.keys()])].map((field) => {
    const row = { field, before: was.get(field), after: is.get(field) };
    return { ...row, changed: !same(row.before, row.after) };
  });
  return [...rows.filter((row) => row.changed), ...rows.filter((row) => !row.changed)];
}

/** A value in words: lists joined, other structures as JSON; null when there is none. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value) && value.length === 0) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) {
    return value.map(String).join(', ');
  }
  return JSON.stringify(value);
}
