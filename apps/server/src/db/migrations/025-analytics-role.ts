import type { MigrationContext } from './helpers.js';

/**
 * Every analytics event carries the caller's analytics role and access type (spec section 4, issue 24), derived by
 * the contract's `analyticsRole` and `accessType` when the event is stored. Events stored before have neither (null).
 */
export async function up({ db }: MigrationContext): Promise<void> {
  await db.schema.alterTable('analytics_events').addColumn('analytics_role', 'text').execute();
  await db.schema.alterTable('analytics_events').addColumn('access_type', 'text').execute();
}
