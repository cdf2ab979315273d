import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';

/** The fields a search of one or two characters matches the start of (decision 032). */
export const STARTS_FIELDS = ['first_name', 'last_name', 'email', 'login_id'] as const;

/**
 * A search of one or two characters matches the start of a field (decision 032): one b-tree per searched field,
 * keyed by the tab (company and status) and the lower-cased field, so a term's users are one range of each index.
 * On PostgreSQL the key compares by code point (collate "C"), as SQLite's does, so a prefix is a range whatever
 * the database's collation.
 */
export async function up({ db, dialect }: MigrationContext): Promise<void> {
  for (const field of STARTS_FIELDS) {
    const lowered =
      dialect === 'postgres' ? sql`(lower(${sql.ref(field)}) collate "C")` : sql`lower(${sql.ref(field)})`;
    await sql`create index ${sql.id(`users_starts_${field}`)} on users (company_id, status, ${lowered}, id)`.execute(
      db,
    );
  }
}
