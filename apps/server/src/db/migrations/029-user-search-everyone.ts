import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';
import { addToUserSearch, createSqliteTriggers, postgresSync } from './026-search-fold.js';

/**
 * Global user management searches every user (issue 25, decision 051), internal users too, by the same search texts
 * and trigram indexes as a company's users tab: `user_search` now keeps the users without a company, in scopes 0
 * (active) and 1 (blocked), which no company's id gives, so each company's range of keys is unchanged.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  if (dialect === 'postgres') {
    await sql.raw(postgresSync('every user')).execute(db);
  } else {
    for (const trigger of ['users_search_insert', 'users_search_delete', 'users_search_update']) {
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    }
    await createSqliteTriggers(db, 'every user');
  }
  await addToUserSearch(db, dialect, 'every user', 'users.company_id is null');
}
