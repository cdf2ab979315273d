import { sql, type RawBuilder } from 'kysely';
import type { Dialect } from './database.js';
import { SQL_FOLD_FUNCTION, foldForSearch } from './search-fold.js';

/** `%term%` for LIKE, folded (`search-fold.ts`), with the term's own wildcards and the escape character escaped. */
export function containsPattern(term: string): string {
  return `%${foldForSearch(term).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `portal_fold(expression) like '%term%'`: a "contains" blind to case and accents that means the same on SQLite and
 * PostgreSQL, where 'a_b%' matches only itself.
 */
export function foldedContains(expression: RawBuilder<unknown>, pattern: string): RawBuilder<boolean> {
  return sql<boolean>`${sql.raw(SQL_FOLD_FUNCTION)}(${expression}) like ${pattern} escape '\\'`;
}

/** A folded field as the indexes of a field's start key it (migration 026): on PostgreSQL by code point, as SQLite. */
export function foldedKey(dialect: Dialect, field: RawBuilder<unknown>): RawBuilder<string> {
  const folded = sql<string>`${sql.raw(SQL_FOLD_FUNCTION)}(${field})`;
  return dialect === 'postgres' ? sql<string>`(${folded} collate "C")` : folded;
}

/** The shortest term a trigram index can find; a shorter one matches the start of a field (decision 032). */
export const TRIGRAM = 3;

/**
 * An FTS5 query of the folded term's first, middle and last trigrams (the candidates hold them all, in any
 * place; the confirmation does the rest). Each trigram's list runs over the whole table, and a common one (a
 * frequent surname's) holds tens of thousands of rows: three bound the cost of a long term.
 */
export function trigramQuery(folded: string): string {
  const chars = Array.from(folded);
  const last = chars.length - TRIGRAM;
  const starts = new Set([0, Math.floor(last / 2), last]);
  const grams = new Set([...starts].map((i) => chars.slice(i, i + TRIGRAM).join('')));
  return [...grams].map((gram) => `"${gram.replace(/"/g, '""')}"`).join(' AND ');
}
