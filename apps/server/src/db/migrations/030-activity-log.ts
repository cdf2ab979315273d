import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './helpers.js';

/**
 * The activity log becomes readable (issue 26, decision 052). Each entry gains the market it was made on and, where a
 * change has them, its values before and after (JSON text). The indexes serve the reads at ten million entries: a
 * company's entries by time `(company_id, created_at, id)` (it replaces migration 001's `(company_id, created_at)`),
 * every company's by time `(created_at, id)` (the super admin's reading, and the retention's deletes), and for each
 * column a filter tests and a page sorts by, `(company_id, column, created_at, id)` and `(column, created_at, id)`:
 * a filter on one value is a range of its index in time order, and a page sorted by the column walks it.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema.alterTable('activity_log').addColumn('market', 'text').execute();
  await db.schema.alterTable('activity_log').addColumn('before_value', 'text').execute();
  await db.schema.alterTable('activity_log').addColumn('after_value', 'text').execute();
  await db.schema.dropIndex('activity_log_company').execute();
  await createActivityLogIndexes(db);
}

/** The columns a filter tests and a page sorts by, besides the time. */
export const ACTIVITY_LOG_KEYED_COLUMNS = ['event', 'source_app', 'actor', 'entity_id'] as const;

/** Every index of the activity log as [name, columns]. */
export const ACTIVITY_LOG_INDEXES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['activity_log_company_time', ['company_id', 'created_at', 'id']],
  ['activity_log_time', ['created_at', 'id']],
  ...ACTIVITY_LOG_KEYED_COLUMNS.flatMap((column) => [
    [`activity_log_company_${column}`, ['company_id', column, 'created_at', 'id']] as const,
    [`activity_log_${column}`, [column, 'created_at', 'id']] as const,
  ]),
];

/** Creates the indexes (the benchmark drops them before a bulk insert and creates them again after it). */
export async function createActivityLogIndexes(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of ACTIVITY_LOG_INDEXES) {
    await sql`create index if not exists ${sql.id(name)} on activity_log (${sql.join(columns.map((c) => sql.id(c)))})`.execute(
      db,
    );
  }
}
