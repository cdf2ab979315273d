import { sql, type RawBuilder } from 'kysely';

/** `%term%` for LIKE, lower-cased, with the term's own wildcards and the escape character escaped. */
export function containsPattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `lower(expression) like '%term%'`: a case-insensitive "contains" that means the same on SQLite and
 * PostgreSQL, where 'a_b%' matches only itself.
 */
export function lowerContains(expression: RawBuilder<unknown>, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${expression}) like ${pattern} escape '\\'`;
}
