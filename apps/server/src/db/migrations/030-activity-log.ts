import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';
import { SQL_FOLD_FUNCTION } from '../search-fold.js';
import type { MigrationContext } from './helpers.js';

/**
 * The activity log becomes readable (issue 26, decision 052). Each entry gains the market it was made on, its values
 * before and after where a change has them (JSON text), and `search_text`, its description folded as every search
 * folds (decision 049), so the free-text filter compares with the database's plain LIKE.
 * The indexes serve the reads at ten million entries: a company's entries by time `(company_id, created_at, id)` (it
 * replaces migration 001's `(company_id, created_at)`), every company's by time `(created_at, id)` (the super
 * admin's reading, and the retention's deletes), both holding `search_text` so a text filter reads the index alone;
 * and for each column a filter tests and a page sorts by, `(company_id, column, created_at, id)` and
 * `(column, created_at, id)`: a filter of one value is a range of its index in time order, a page sorted by the
 * column walks it.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await db.schema.alterTable('activity_log').addColumn('market', 'text').execute();
  await db.schema.alterTable('activity_log').addColumn('before_value', 'text').execute();
  await db.schema.alterTable('activity_log').addColumn('after_value', 'text').execute();
  await db.schema
    .alterTable('activity_log')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`update activity_log set search_text = ${sql.raw(SQL_FOLD_FUNCTION)}(description)`.execute(db);
  await db.schema.dropIndex('activity_log_company').execute();
  await createActivityLogIndexes(db, dialect);
}

/** The columns a filter tests and a page sorts by, besides the time. */
export const ACTIVITY_LOG_KEYED_COLUMNS = ['event', 'source_app', 'actor', 'entity_id'] as const;

/** Every index of the activity log: its name, its key, and whether it holds the search text too. */
export const ACTIVITY_LOG_INDEXES: ReadonlyArray<{ name: string; key: readonly string[]; withText?: true }> = [
  { name: 'activity_log_company_time', key: ['company_id', 'created_at', 'id'], withText: true },
  { name: 'activity_log_time', key: ['created_at', 'id'], withText: true },
  ...ACTIVITY_LOG_KEYED_COLUMNS.flatMap((column) => [
    { name: `activity_log_company_${column}`, key: ['company_id', column, 'created_at', 'id'] },
    { name: `activity_log_${column}`, key: [column, 'created_at', 'id'] },
  ]),
];

/**
 * Creates the indexes (the benchmark drops them before a bulk insert and creates them again after it). The search text
 * is carried, not ordered, on PostgreSQL (`include`); SQLite has no `include`, so it ends the key there.
 */
export async function createActivityLogIndexes(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  for (const { name, key, withText } of ACTIVITY_LOG_INDEXES) {
    const columns = sql.join(
      [...key, ...(withText && dialect === 'sqlite' ? ['search_text'] : [])].map((c) => sql.id(c)),
    );
    const include = withText && dialect === 'postgres' ? sql` include (search_text)` : sql``;
    await sql`create index if not exists ${sql.id(name)} on activity_log (${columns})${include}`.execute(db);
  }
}
