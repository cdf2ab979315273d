import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { ACTIVITY_LOG_INDEXES, ACTIVITY_LOG_KEYED_COLUMNS } from './030-activity-log.js';
import type { MigrationContext } from './helpers.js';

/**
 * The activity log's reads that missed their goal at ten million entries (issue 26, decision 052 "Carried columns
 * and the text's trigrams"):
 * - each index carries the keyed columns it does not order by (and the time indexes the search text), so a walk
 *   or a count that tests other filters reads the index alone (`include` on PostgreSQL; trailing key columns on
 *   SQLite, which has no `include`);
 * - a free text is found by the trigrams of `search_text`: pg_trgm's GIN index on PostgreSQL (where the extension is
 *   there), a contentless FTS5 trigram table on SQLite (rowid = the entry's id) with, per UTC day, the first and last
 *   id of the day's entries, so a search reads the trigrams of its range's ids only. Both kept by triggers.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  for (const { name } of ACTIVITY_LOG_INDEXES) await sql`drop index if exists ${sql.id(name)}`.execute(db);
  await createCarryingIndexes(db, dialect);
  await createTextIndex(db, dialect);
}

const TEXT_AND_KEYS = ['search_text', ...ACTIVITY_LOG_KEYED_COLUMNS];

/** Each index of migration 030 with the columns it now carries. */
export const CARRYING_INDEXES = ACTIVITY_LOG_INDEXES.map(({ name, key, withText }) => ({
  name,
  key,
  carried: withText ? TEXT_AND_KEYS : ACTIVITY_LOG_KEYED_COLUMNS.filter((column) => !key.includes(column)),
}));

/** Creates the indexes (the benchmark drops them before a bulk insert and creates them again after it). */
export async function createCarryingIndexes(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const { name, key, carried } of CARRYING_INDEXES) {
    const ids = (columns: readonly string[]) => sql.join(columns.map((c) => sql.id(c)));
    const statement =
      dialect === 'postgres'
        ? sql`create index if not exists ${sql.id(name)} on activity_log (${ids(key)}) include (${ids(carried)})`
        : sql`create index if not exists ${sql.id(name)} on activity_log (${ids([...key, ...carried])})`;
    await statement.execute(db);
  }
}

/** The UTC day of an entry's time, as SQLite's trigger and backfill write it. */
const DAY_OF = (r: string) => `substr(${r}.created_at, 1, 10)`;

/**
 * The trigram index of the entries' search text, filled from the entries there are (the benchmark drops it before a
 * bulk insert and makes it again after). PostgreSQL without pg_trgm keeps reading the time indexes' text.
 */
export async function createTextIndex(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await createPostgresTextIndex(db);
    return;
  }
  await sql`create virtual table activity_log_trigrams using fts5(search_text, content='', contentless_delete=1,
    tokenize='trigram', detail=none)`.execute(db);
  await sql`create table activity_log_day_ids (day text primary key, first_id integer not null,
    last_id integer not null) without rowid`.execute(db);
  await sql`insert into activity_log_trigrams (rowid, search_text) select id, search_text from activity_log`.execute(
    db,
  );
  await sql
    .raw(
      `insert into activity_log_day_ids (day, first_id, last_id)
       select ${DAY_OF('activity_log')}, min(id), max(id) from activity_log group by 1`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger activity_log_text_insert after insert on activity_log begin
         insert into activity_log_trigrams (rowid, search_text) values (new.id, new.search_text);
         insert into activity_log_day_ids (day, first_id, last_id) values (${DAY_OF('new')}, new.id, new.id)
           on conflict (day) do update set first_id = min(first_id, excluded.first_id),
             last_id = max(last_id, excluded.last_id);
       end`,
    )
    .execute(db);
  // A day's bounds stay when its entries go (the retention): still bounds of those left.
  await sql
    .raw(
      `create trigger activity_log_text_delete after delete on activity_log begin
         delete from activity_log_trigrams where rowid = old.id;
       end`,
    )
    .execute(db);
}

/**
 * PostgreSQL: with btree_gin, one GIN index of the company and the text's trigrams, so a company's search reads the
 * entries of that company holding the trigrams (9 479 of ten million for 'erabliere' in the benchmark's largest
 * company: 35 ms, where the text's trigrams alone give 47 395 entries to read, 51 ms, and the time index all of the
 * range's 193 000, 74 ms); a GIN index of several columns serves a condition on any of them, so every company's
 * search uses it too. With pg_trgm alone, the text's trigrams; with neither, the time indexes' text.
 */
async function createPostgresTextIndex(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ name: string; schema: string }>`select e.extname as name, n.nspname as schema
    from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname in ('pg_trgm', 'btree_gin')`.execute(db);
  const trgm = rows.find((r) => r.name === 'pg_trgm')?.schema;
  if (!trgm) return;
  const company = rows.some((r) => r.name === 'btree_gin') ? sql`company_id, ` : sql``;
  await sql`create index if not exists activity_log_search_trigrams on activity_log using gin
    (${company}search_text ${sql.id(trgm)}.gin_trgm_ops)`.execute(db);
}

/** Removes the trigram index and what keeps it (the benchmark, before a bulk insert). */
export async function dropTextIndex(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`drop index if exists activity_log_search_trigrams`.execute(db);
    return;
  }
  await sql`drop trigger if exists activity_log_text_insert`.execute(db);
  await sql`drop trigger if exists activity_log_text_delete`.execute(db);
  await sql`drop table if exists activity_log_trigrams`.execute(db);
  await sql`drop table if exists activity_log_day_ids`.execute(db);
}
