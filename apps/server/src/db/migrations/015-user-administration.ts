import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';

/** Each tab's sort columns (decision record 021); every index leads with the company and the tab's status. */
const SORT_INDEXES = {
  users_admin_first_name: 'first_name',
  users_admin_last_name: 'last_name',
  users_admin_email: 'email',
  users_admin_user_type: 'third_party_user',
  users_admin_last_login: 'last_login_at',
  users_admin_blocked_reason: 'blocked_reason',
  users_admin_blocked_by: 'blocked_by',
  users_admin_blocked_at: 'blocked_at',
} as const;

const NULLABLE = new Set<string>(['last_login_at', 'blocked_reason', 'blocked_by', 'blocked_at']);

/**
 * User administration (issue 13): why, by whom and when a user was blocked, kept on the user while they are
 * blocked (the activity log keeps the history), and an index per sortable column of the users and blocked
 * users tabs. Nulls sort first ascending on both databases (SQLite's own order), so PostgreSQL's indexes say so.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  await db.schema.alterTable('users').addColumn('blocked_reason', 'text').execute();
  await db.schema.alterTable('users').addColumn('blocked_by', 'text').execute();
  await db.schema.alterTable('users').addColumn('blocked_at', 'text').execute();
  for (const [name, column] of Object.entries(SORT_INDEXES)) {
    const nulls = dialect === 'postgres' && NULLABLE.has(column) ? sql` nulls first` : sql``;
    await sql`create index ${sql.id(name)} on users (company_id, status, ${sql.id(column)}${nulls}, id)`.execute(db);
  }
}
