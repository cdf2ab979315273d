import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';

/**
 * The knowledge base's search by a common word (issue 29, decision record 058 "Figures"): the scope index of
 * kb_search (folder, reader's language, publish_at) also holds article_id and the folded title, so a word found in
 * many titles is answered by walking the workspace's newest rows in the index alone and stopping at a page's worth,
 * never reading the rows (with their bodies, 836 characters on average in the benchmark). PostgreSQL read every
 * title match (1 426 rows of 20 000 for a word in 16 762 texts) through the title's trigram index, fetching each
 * row (1 335 pages) to check its scope, then sorted them; the index-only walk reads 1 400 entries and no row (the
 * search's ids in-process: 3.9 to 1.0 ms p50, both read alternately from one database on the loaded machine). Same
 * name and leading columns, so the other reads (the workspace's newest, SQLite's `indexed by kb_search_scope`
 * walk) are unchanged. A folded title is at most 160 characters (KB_LIMITS.titleMax), well within an index entry.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await sql`drop index kb_search_scope`.execute(db);
  await db.schema
    .createIndex('kb_search_scope')
    .on('kb_search')
    .columns(['folder', 'locale', 'publish_at', 'article_id', 'title_fold'])
    .execute();
}
