import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';

/**
 * Global user management (issue 25, decision 051). Internal users gain their strategic business unit (`sbu`, a
 * merchant's) and BUO area number (`buo_area_number`, asset protection's). `directory` says which of the four tabs
 * a user is listed in, derived from the user's type and persona codes by the database itself (a generated column:
 * virtual on SQLite, stored on PostgreSQL), so every writer keeps it right and each tab is one range of an index.
 * Each tab's orders have an index (directory, column, id), as the users tab's have per company and status (migration
 * 015): an unfiltered page walks it.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await db.schema.alterTable('users').addColumn('sbu', 'text').execute();
  await db.schema.alterTable('users').addColumn('buo_area_number', 'text').execute();
  const stored = dialect === 'postgres' ? sql`stored` : sql`virtual`;
  await sql`alter table users add column directory text generated always as (case
      when user_type = 'EXTERNAL' then 'EXTERNAL'
      when persona_access_codes like '%1000%' then 'INTERNAL_MERCHANT'
      when persona_access_codes like '%3000%' then 'INTERNAL_ASSET_PROTECTION'
      else 'INTERNAL' end) ${stored}`.execute(db);
  for (const column of DIRECTORY_ORDERS) {
    // Nulls first ascending (and so last descending), the order of every list (migration 015 does the same).
    const nulls = dialect === 'postgres' && NULLABLE.has(column) ? sql` nulls first` : sql``;
    const name = `users_directory_${column}`;
    await sql`create index ${sql.id(name)} on users (directory, ${sql.id(column)}${nulls}, id)`.execute(db);
  }
}

/** The columns a tab is sorted by without a join (decision 051). */
const DIRECTORY_ORDERS = ['first_name', 'last_name', 'email', 'last_login_at', 'sbu', 'buo_area_number'] as const;
const NULLABLE = new Set<string>(['last_login_at', 'sbu', 'buo_area_number']);
