import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';
import { STARTS_FIELDS } from './022-user-search-starts.js';

/**
 * PostgreSQL: each index of a field's start (migration 022) also holds the field itself (`include`), so a term of
 * one or two characters reads its ranges off the indexes alone. PostgreSQL answers from an index of an expression
 * (`lower(field)`) without reading the rows only when the index holds the expression's columns too: without them,
 * 'ga' read a row per match (2 001 rows for Garcia, 6.6 ms, against 0.5 ms index only). Same names, same keys, so
 * the queries and their plans are unchanged otherwise. SQLite: nothing (its plan reads the start index already).
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  if (dialect !== 'postgres') return;
  for (const field of STARTS_FIELDS) {
    const name = sql.id(`users_starts_${field}`);
    const lowered = sql`(lower(${sql.ref(field)}) collate "C")`;
    await sql`drop index ${name}`.execute(db);
    await sql`create index ${name} on users (company_id, status, ${lowered}, id) include (${sql.ref(field)})`.execute(
      db,
    );
  }
}
