import { sql } from 'kysely';
import {
  addToUserSearch,
  createSqliteTriggers,
  postgresSync,
  postgresTrigger,
  type SearchCoverage,
} from './026-search-fold.js';
import type { MigrationContext } from './helpers.js';

/**
 * Each internal tab of global user management searches its own users (decision 051): users without a company were
 * all in `user_search`'s scopes 0 and 1 (migration 029), so a search of the merchants read every internal user's
 * matches to keep the merchants'. Now merchants are in the scopes of company -1, asset protection in those of -2,
 * the other internal users stay in 0 and 1 (`INTERNAL_SCOPE_COMPANIES`); no company's id is 0 or less. The key
 * follows the user's tab, so the triggers follow the user type and persona codes the tab is made of.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  const coverage: SearchCoverage = 'every user, internal by tab';
  // The keys of scopes 0 and 1 (every user without a company, as migration 029 kept them).
  const [first, last] = [0, 2 * 2 ** 31 - 1];
  if (dialect === 'postgres') {
    await sql.raw(postgresSync(coverage)).execute(db);
    await sql`drop trigger users_search on users`.execute(db);
    await sql.raw(postgresTrigger(coverage)).execute(db);
  } else {
    for (const trigger of ['users_search_insert', 'users_search_delete', 'users_search_update']) {
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    }
    await createSqliteTriggers(db, coverage);
    await sql`delete from user_search_trigrams where rowid between ${first} and ${last}`.execute(db);
  }
  await sql`delete from user_search where key between ${first} and ${last}`.execute(db);
  await addToUserSearch(db, dialect, coverage, 'users.company_id is null');
}
