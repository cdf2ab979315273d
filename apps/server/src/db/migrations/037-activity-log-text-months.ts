import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import * as reads from './033-activity-log-reads.js';
import type { MigrationContext } from './helpers.js';

/**
 * PostgreSQL's free text by month (issue 26, decision 052 "The text's month"): the GIN index of the company and the
 * text's trigrams gains the entry's UTC month (`substr(created_at, 1, 7)`) between them, and a search names the
 * months its range touches (at most two for 30 days), so it reads the trigram matches of those months only: 1 820
 * of Acme's ten-million-entry log for 'erabliere' where the company's whole log gave 9 479. It replaces migration
 * 033's index (a search without the month, as the day chart's, is served by it too: a GIN index of several columns
 * answers a condition on any of them). SQLite's trigram table already reads the range's days only.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres' && (await hasBtreeGin(db))) {
    await reads.dropTextIndex(db, dialect);
    await createTextIndex(db, dialect);
  }
}

/** The entry's UTC month, as the index and a search's terms write it. */
export const MONTH_OF_ENTRY = 'substr(created_at, 1, 7)';

async function extensionSchemas(db: Kysely<unknown>) {
  const { rows } = await sql<{ name: string; schema: string }>`select e.extname as name, n.nspname as schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname in ('pg_trgm', 'btree_gin')`.execute(db);
  return { trgm: rows.find((r) => r.name === 'pg_trgm')?.schema, btreeGin: rows.some((r) => r.name === 'btree_gin') };
}

async function hasBtreeGin(db: Kysely<unknown>): Promise<boolean> {
  const { trgm, btreeGin } = await extensionSchemas(db);
  return Boolean(trgm) && btreeGin;
}

/** The text index as it now is (the benchmark drops it before a bulk insert and makes it again after). */
export async function createTextIndex(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const { trgm, btreeGin } = dialect === 'postgres' ? await extensionSchemas(db) : { trgm: '', btreeGin: false };
  if (dialect !== 'postgres' || !trgm || !btreeGin) {
    await reads.createTextIndex(db, dialect);
    return;
  }
  await sql`create index if not exists activity_log_search_months on activity_log using gin
    (company_id, (${sql.raw(MONTH_OF_ENTRY)}), search_text ${sql.id(trgm)}.gin_trgm_ops)`.execute(db);
}

export async function dropTextIndex(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') await sql`drop index if exists activity_log_search_months`.execute(db);
  await reads.dropTextIndex(db, dialect);
}
