import { sql } from 'kysely';
import type { MigrationContext } from './helpers.js';

/**
 * Sessions remember the market they were made on (issue 10): an external user's session works only on
 * that market's hosts (decision record 004). Sessions made before carry their user's company market,
 * the only market an external user could sign in on; internal users' sessions are not bound.
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('market', 'text').execute();
  await sql`update sessions set market = (
    select companies.market from users inner join companies on companies.id = users.company_id where users.id = sessions.user_id
  )`.execute(db);
}
