import { sql } from 'kysely';
import { extensionSchema, type MigrationContext } from './helpers.js';

/**
 * The knowledge base's search on PostgreSQL (issue 29, decision record 058 "Figures", third addendum):
 * `kb_close_term(term, word, edits)`: true for every term within `edits` of the word by optimal string alignment
 *   (and possibly some others), so the typo correction reads only the few words of the language that can be close
 *   instead of every word of similar length (1 616 of 'kapvakrucyp's lengths in the benchmark, to one), and the
 *   service still computes the exact distances on what is left. An adjacent swap is two substitutions, so a term
 *   within `edits` swaps and edits is within twice that Levenshtein distance: `levenshtein_less_equal` of
 *   fuzzystrmatch (a contrib extension, as pg_trgm), bounded, so a distant term costs little. Without the extension
 *   (it cannot be created) the function is `true`, and the correction reads the words as before.
 * Not done: statistics of a thousand values for the folded title and body (the default is a hundred) made
 *   PostgreSQL estimate a word's matches well enough to walk the newest rows for the body phase (2.4 rather than 7.6 ms
 *   executing), but it estimates a LIKE by running it on every sampled value: planning went from 1 to 3 ms to 8 to
 *   20 ms per statement.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  const schema = await extensionSchema(db, 'fuzzystrmatch', 'knowledge base: no fuzzystrmatch');
  const body = schema
    ? sql`select ${sql.id(schema)}.levenshtein_less_equal(term, word, 2 * edits) <= 2 * edits`
    : sql`select true`;
  await sql`create or replace function kb_close_term(term text, word text, edits integer) returns boolean
    language sql immutable parallel safe as $fn$ ${body} $fn$`.execute(db);
}
